"""What a build step's new track joins (digest §4.4.4 items 4-5): the chains it continues,
the cities and towns it reaches, and the chains that result; without recomputing the chains
of the whole map, only what the new tracks touch.

A new track's end ("side") faces a city or station (it ends there), the open end of a chain
(it continues that chain), or nothing (it stays open). A redirected track's inner end
continues the rest of its own section.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from games.engines.core import IllegalMove

from ..maps import GameMap
from ..track.chains import Board
from ..track.segments import CENTRE
from ..words import T
from .change import Change

Side = tuple[Any, ...]  # ("node", hex) | ("chain", chain, end) | ("open",)
OPEN: tuple[str] = ("open",)


@dataclass(slots=True)
class Joined:
    """One chain after the step: some of the new tracks and the old chains they continue."""

    new: list[int]  # indices into the change's added tracks
    chains: list[int]  # board chains it continues
    terminals: list[Side] = field(default_factory=list)  # ("node", hex) | ("open",)
    loop: bool = False

    @property
    def nodes(self) -> list[str]:
        return [t[1] for t in self.terminals if t[0] == "node"]

    @property
    def complete(self) -> bool:
        nodes = self.nodes
        return len(nodes) == 2 and nodes[0] != nodes[1] and not self.loop


def side(board: Board, gm: GameMap, h: str, e: int) -> Side:
    """What the end of a new track on ``h`` at edge ``e`` meets."""
    if e == CENTRE:
        return ("node", h)  # a spoke ends in the town
    m = gm.hexes[h].nb[e]
    if m is None:
        return OPEN  # refused before: off the map
    if m in board.nodes:
        return ("node", m)
    found = board.open_ends.get((m, (e + 3) % 6))
    if found is not None:
        return ("chain", found[0], found[1])
    return OPEN


def join(board: Board, gm: GameMap, h: str, change: Change) -> list[Joined]:
    """The chains the step's new tracks make, each with the old chains it continues."""
    ends: list[list[Side]] = []
    for j, (a, b) in enumerate(change.added):
        sides = [side(board, gm, h, a), side(board, gm, h, b)]
        if change.redirect is not None and j == 0:
            ci, k, _, inner = change.redirect
            sides[0 if a == inner else 1] = ("chain", ci, k)
        ends.append(sides)
    parent: dict[tuple[str, int], tuple[str, int]] = {}

    def find(x: tuple[str, int]) -> tuple[str, int]:
        parent.setdefault(x, x)
        while parent[x] != x:
            x = parent[x]
        return x

    attached: set[tuple[int, int]] = set()
    links = 0
    for j, sides in enumerate(ends):
        find(("n", j))
        for s in sides:
            if s[0] == "chain":
                ci, k = int(s[1]), int(s[2])
                attached.add((ci, k))
                links += 1
                ra, rb = find(("n", j)), find(("c", ci))
                if ra != rb:
                    parent[rb] = ra
    groups: dict[tuple[str, int], Joined] = {}
    counted: dict[tuple[str, int], list[int]] = {}
    for j, sides in enumerate(ends):
        root = find(("n", j))
        group = groups.setdefault(root, Joined([], []))
        group.new.append(j)
        counted.setdefault(root, [0, 0])[0] += 1
        for s in sides:
            if s[0] == "chain":
                counted[root][1] += 1
            else:
                group.terminals.append(s[:2])
    for ci in sorted({ci for ci, _ in attached}):
        root = find(("c", ci))
        group = groups[root]
        group.chains.append(ci)
        counted[root][0] += 1
        for k, end in enumerate(board.chains[ci].ends):
            if (ci, k) not in attached:
                group.terminals.append(("node", end[1]) if end[0] == "node" else OPEN)
    for root, group in groups.items():
        items, joins = counted[root]
        group.loop = joins >= items  # a tree of n pieces has n - 1 joins
    return list(groups.values())


def joined_owner(
    board: Board, joined: list[Joined], seat: int, change: Change, version: int, where: Any
) -> int:
    """Who owns the chains after the step; refuses a join with another player's track.

    New track is the builder's, and so is every unowned section it continues (l. 366-368).
    A redirected track stays its section's owner's, a redirect being no extension (l. 368);
    from version 2 a redirect may also join the builder's own track, which then owns the
    whole chain. No track may join another player's track directly (l. 342).
    """
    owner = seat if change.redirect is None else board.chains[change.redirect[0]].owner
    allowed = {owner, -1, seat} if version >= 2 else {owner, -1}
    result = owner
    for group in joined:
        for ci in group.chains:
            other = board.chains[ci].owner
            if other not in allowed:
                raise IllegalMove(
                    "E_CONNECTS_TO_OPPONENT_TRACK",
                    T("Track on {place} would join another player's track directly.", place=where),
                )
            if other == seat:
                result = seat
    return result


def no_self_loop(joined: list[Joined], where: Any, name: Callable[[str], Any]) -> None:
    """No city or town is connected directly to itself (l. 343)."""
    for group in joined:
        nodes = group.nodes
        if group.loop or (len(nodes) == 2 and nodes[0] == nodes[1]):
            if nodes:
                text = T(
                    "Track on {place} would connect {node} directly to itself.",
                    place=where,
                    node=name(nodes[0]),
                )
            else:
                text = T("Track on {place} would close a loop.", place=where)
            raise IllegalMove("E_SELF_LOOP", text)
