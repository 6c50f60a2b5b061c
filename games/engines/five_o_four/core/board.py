"""Hex geometry and building boards 2, 3 and 5 from the seeded RNG (appendix 1).

Spaces are named "q,r" (axial coordinates of data/boards.yaml).  Fixed cities and water lie
on their printed positions; the 42 other pieces are shuffled onto the white spaces row by
row.  A layout breaking the water restriction (board 3: a shuffled water piece linking an
edge water with the big lake; board 5: a corner cut off) is reshuffled (digest §6.4).

The exploration boards 1 and 4 start with only their printed pieces (board 1 by player
count, board 4 the single city "1"); every other piece waits in the open stacks of Module 5
(``exploration_start``).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from functools import cache

from .catalog import BOARDS_RAW, COMPONENTS

DIRECTIONS = ((1, 0), (-1, 0), (0, -1), (1, -1), (-1, 1), (0, 1))


def sid(q: int, r: int) -> str:
    return f"{q},{r}"


@cache
def coords(space: str) -> tuple[int, int]:
    q, r = space.split(",")
    return int(q), int(r)


@cache
def neighbours_of(space: str) -> tuple[str, ...]:
    q, r = coords(space)
    return tuple(sid(q + dq, r + dr) for dq, dr in DIRECTIONS)


def edge(a: str, b: str) -> str:
    """A road edge's name: the two spaces in a fixed order."""
    return f"{a}|{b}" if a < b else f"{b}|{a}"


@cache
def distance(a: str, b: str) -> int:
    (q1, r1), (q2, r2) = coords(a), coords(b)
    dq, dr = q1 - q2, r1 - r2
    return max(abs(dq), abs(dr), abs(dq + dr))


@cache
def template(board_id: int) -> tuple[tuple[str, str], ...]:
    """(space, C/W/.) for every position of a fixed-shape board, row by row top to bottom."""
    spec = next(b for b in BOARDS_RAW["boards"] if b["id"] == board_id)
    cells: list[tuple[str, str]] = []
    for row in spec["rows"]:
        q0 = row["q"][0]
        for i, ch in enumerate(row["cells"]):
            cells.append((sid(q0 + i, row["r"]), ch))
    return tuple(cells)


def random_stack() -> list[str]:
    """The 42 shuffled pieces: 2 water + all meadows, forests, fields, mountains, deserts."""
    pieces = COMPONENTS["board_pieces"]
    stack = ["water"] * (pieces["water"] - 9)
    for terrain in ("meadow", "forest", "field", "mountain", "desert"):
        stack += [terrain] * pieces[terrain]
    return stack


def _water_groups(spaces: dict[str, str]) -> list[set[str]]:
    seen: set[str] = set()
    groups = []
    for s, t in spaces.items():
        if t != "water" or s in seen:
            continue
        group, todo = set(), [s]
        while todo:
            x = todo.pop()
            if x in group:
                continue
            group.add(x)
            todo += [n for n in neighbours_of(x) if spaces.get(n) == "water"]
        seen |= group
        groups.append(group)
    return groups


def valid_layout(board_id: int, spaces: dict[str, str]) -> bool:
    if board_id == 3:
        lake = sid(0, 0)
        singles = [sid(2, -4), sid(-2, -2), sid(2, 2), sid(-2, 4)]
        for group in _water_groups(spaces):
            if lake in group and any(s in group for s in singles):
                return False
        return True
    if board_id == 5:
        centre = sid(0, 0)
        for corner in (sid(6, -4), sid(-4, -2), sid(-2, 6)):
            if not _connected(spaces, corner, centre):
                return False
    return True


def _connected(spaces: dict[str, str], a: str, b: str) -> bool:
    seen, todo = {a}, [a]
    while todo:
        x = todo.pop()
        if x == b:
            return True
        for n in neighbours_of(x):
            if n in spaces and n not in seen and spaces[n] != "water":
                seen.add(n)
                todo.append(n)
    return False


def build(board_id: int, rng: random.Random) -> dict[str, str]:
    """Lay a board: fixed pieces, then shuffled pieces until the water restriction holds."""
    cells = template(board_id)
    while True:
        stack = random_stack()
        rng.shuffle(stack)
        spaces: dict[str, str] = {}
        deal = iter(stack)
        for space, ch in cells:
            spaces[space] = {"C": "city", "W": "water", "M": "meadow"}.get(ch) or next(deal)
        if valid_layout(board_id, spaces):
            return spaces


STACK_ORDER = ("city", "water", "meadow", "forest", "field", "mountain", "desert")
EXPLORE_LIMIT = {1: 4, 4: None}  # board 1: distance 4 from the central city; board 4: none


def exploration_start(board_id: int, players: int) -> tuple[dict[str, str], dict[str, int]]:
    """Printed start pieces of board 1 (player-count variant) or 4, and the stacks of all
    other pieces in the rulebook's row order (digest §4.5 setup, §12-U44, §12-U53)."""
    spec = next(b for b in BOARDS_RAW["boards"] if b["id"] == board_id)
    if board_id == 1:
        variant = {2: "players_2", 3: "players_3"}.get(players, "players_4_or_5_companies")
        cells = spec["variants"][variant]["cells"]
    else:
        cells = spec["cells"]
    names = {"C": "city", "W": "water", "M": "meadow"}
    spaces = {sid(q, r): names[ch] for ch, where in cells.items() for q, r in where}
    pieces = COMPONENTS["board_pieces"]
    stacks = {t: int(pieces[t]) - sum(v == t for v in spaces.values()) for t in STACK_ORDER}
    return spaces, stacks


def cities(spaces: dict[str, str]) -> list[str]:
    return [s for s, t in spaces.items() if t == "city"]


def land_neighbours(spaces: dict[str, str], space: str) -> Iterable[str]:
    return (n for n in neighbours_of(space) if spaces.get(n, "water") != "water")
