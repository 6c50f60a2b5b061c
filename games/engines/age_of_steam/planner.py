"""Route planning for the greedy bot: the next tiles toward a city worth linking.

Searches short paths over empty hexes (no towns) from a city, or from the open end of the
bot's own section, to a city whose colour matches cubes waiting at the start, and names the
tiles for the path; the bot builds them one per move.
"""

from __future__ import annotations

import marshal
from collections import deque
from typing import Any

from games.engines.core import IllegalMove

from .build_track.step import check_step, commit_step
from .catalog import SHAPES
from .common import State, city_colour, gmap, is_city
from .track.chains import board_of

Move = dict[str, Any]
Path = list[tuple[str, int, int]]
_KIND = {3: "straight", 2: "gentle_curve", 4: "gentle_curve", 1: "sharp_curve", 5: "sharp_curve"}
BUILDABLE = ("plain", "river", "mountain", "swamp")


def _tile_for(a: int, b: int) -> tuple[str, int] | None:
    shape = SHAPES[_KIND[(b - a) % 6]]
    want = tuple(sorted((a, b)))
    for r in shape.distinct:
        if shape.rotations[r][0] == want:
            return shape.id, r
    return None


def _paths(
    state: State, start: str, entry: int, origin: str, limit: int, any_city: bool = False
) -> list[Path]:
    """Shortest empty-hex paths from ``start`` (entered by edge ``entry``) to cities that
    take goods waiting at ``origin`` (to any other city with ``any_city``)."""
    gm = gmap(state)
    track = state["track"]
    colours = set(state["cubes"].get(origin, {}))
    out: list[Path] = []
    queue: deque[tuple[str, int, Path]] = deque([(start, entry, [])])
    seen = {start}
    while queue:
        h, ent, path = queue.popleft()
        if len(path) >= limit:
            continue
        hx = gm.hexes[h]
        for e, n in enumerate(hx.nb):
            if n is None or e == ent:
                continue
            if is_city(state, n):
                if n != origin and (any_city or city_colour(state, n) in colours):
                    out.append([*path, (h, ent, e)])
                continue
            if n in seen or n in track or gm.hexes[n].terrain not in BUILDABLE:
                continue
            seen.add(n)
            queue.append((n, (e + 3) % 6, [*path, (h, ent, e)]))
    return out


def _moves(path: Path) -> list[Move] | None:
    moves = []
    for x, a, b in path:
        tile = _tile_for(a, b)
        if tile is None:
            return None
        moves.append({"type": "build", "hex": x, "tile": tile[0], "rotation": tile[1]})
    return moves


def simulate(state: State, seat: int, moves: list[Move]) -> State | None:
    """The state after building these tiles in order, or None if one is refused."""
    work: State = marshal.loads(marshal.dumps(state))
    for move in moves:
        try:
            commit_step(work, seat, check_step(work, seat, move))
        except IllegalMove:
            return None
    return work


def _open_ends(state: State, seat: int) -> list[tuple[str, int, str]]:
    """(next hex, entry edge, section's city) for each open end of the bot's sections."""
    gm = gmap(state)
    out = []
    for ch in board_of(gm, state).chains:
        if ch.owner == seat and not ch.complete and ch.nodes:
            for end in ch.ends:
                if end[0] == "open":
                    n = gm.hexes[end[1]].nb[end[2]]
                    if n is not None and n not in state["track"]:
                        out.append((n, (end[2] + 3) % 6, ch.nodes[0]))
    return out


def planned_step(state: State, seat: int) -> Move | None:
    """The first tile of the cheapest short route that links a city to a matching city."""
    gm = gmap(state)
    options: list[tuple[float, Move]] = []
    starts = [(n, entry, origin, 3.0) for n, entry, origin in _open_ends(state, seat)]
    for h in list(gm.cities) + list(state["new_cities"]):
        if not state["cubes"].get(h):
            continue
        for e, n in enumerate(gm.hexes[h].nb):
            if n is not None and n not in state["track"] and gm.hexes[n].terrain in BUILDABLE:
                starts.append((n, (e + 3) % 6, h, 0.0))
    for start, entry, origin, bonus in starts:
        for path in _paths(state, start, entry, origin, 3)[:3]:
            moves = _moves(path[:1])
            if moves is None:
                continue
            try:
                cost = check_step(state, seat, moves[0]).cost
            except IllegalMove:
                continue
            options.append((bonus - len(path) * 2 - cost * 0.3, moves[0]))
    if not options:
        return None
    return max(options, key=lambda x: x[0])[1]


def planned_link(state: State, seat: int, steps_left: int) -> list[Move] | None:
    """Where incomplete sections are forbidden (Germany): the tiles of a whole link of at
    most ``steps_left`` tiles, the cheapest worth most; or, with a section under way, the
    tiles that complete it."""
    gm = gmap(state)
    ends = _open_ends(state, seat)
    starts = [(n, entry, origin) for n, entry, origin in ends]
    if not ends:
        for h in list(gm.cities) + list(state["new_cities"]):
            if not state["cubes"].get(h):
                continue
            for e, n in enumerate(gm.hexes[h].nb):
                if n is not None and n not in state["track"] and gm.hexes[n].terrain in BUILDABLE:
                    starts.append((n, (e + 3) % 6, h))
    best: tuple[float, list[Move]] | None = None
    money = state["pl"][seat]["money"]
    for start, entry, origin in starts:
        for path in _paths(state, start, entry, origin, steps_left, bool(ends))[:4]:
            moves = _moves(path)
            if moves is None:
                continue
            after = simulate(state, seat, moves)
            if after is None:
                continue
            spent = money - after["pl"][seat]["money"]
            value = 10.0 - spent - len(moves)
            if best is None or value > best[0]:
                best = (value, moves)
    return best[1] if best else None
