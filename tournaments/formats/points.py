"""Points from a table's ranks, configured by the organiser.

A multiplayer game ranks 2-6 players, so points come from a table per table size (4-2-1-0 for
four players, say). When players share a rank they share the points of the places they occupy,
as the organiser chooses: the average (two players tied for 1st at 4-2-1-0 get 3 each), the
better place's points, or the worse's. Ranks are read as an order only, so 1,1,2 and 1,1,3 both
mean "two tied first, then third place".
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from .refusal import FormatRefusal, gettext_noop
from .types import PlayerId, TableResult

TieSplit = Literal["average", "best", "worst"]


@dataclass(frozen=True)
class PointsScheme:
    """Points per rank for each table size, what a bye is worth, and how ties split points.

    A size missing from `by_size` scores each player the number of players they beat
    (size-1 ... 0), which keeps mixed sizes comparable if the organiser says nothing.
    """

    by_size: Mapping[int, tuple[float, ...]] = field(default_factory=dict)
    bye_points: float = 0.0
    ties: TieSplit = "average"

    def __post_init__(self) -> None:
        for size, table in self.by_size.items():
            if len(table) != size:
                raise FormatRefusal(
                    gettext_noop("Tables of %(size)d need %(size)d point values, not %(count)d."),
                    size=size,
                    count=len(table),
                )

    def for_size(self, size: int) -> tuple[float, ...]:
        if size in self.by_size:
            return tuple(self.by_size[size])
        return tuple(float(size - 1 - place) for place in range(size))

    def table_points(self, result: TableResult) -> dict[PlayerId, float]:
        """Each player's points at one finished table."""
        places = self.for_size(len(result.players))
        order = sorted(range(len(result.players)), key=lambda k: result.ranks[k])
        awarded: dict[PlayerId, float] = {}
        position = 0
        while position < len(order):
            end = position
            rank = result.ranks[order[position]]
            while end < len(order) and result.ranks[order[end]] == rank:
                end += 1
            shared = places[position:end]
            if self.ties == "average":
                value = sum(shared) / len(shared)
            elif self.ties == "best":
                value = shared[0]
            else:
                value = shared[-1]
            for k in order[position:end]:
                awarded[result.players[k]] = value
            position = end
        return awarded
