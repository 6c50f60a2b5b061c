"""Plain data shared by every format: players, table specs, pairings and results.

Everything here is a frozen dataclass of ints, strs, floats and tuples, so the Django layer can
build it from rows and store it back as JSON without this package knowing about models.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeAlias

from .refusal import FormatRefusal, gettext_noop

PlayerId: TypeAlias = int | str
"""A player as the caller names them (a user id, a username); never interpreted here."""


PlayerKeyed: TypeAlias = "Mapping[Any, float]"
"""A per-player number read by id. Keys are typed Any because Mapping is invariant in its key:
a caller's dict[int, float] is not a Mapping[int | str, float] to mypy."""


def id_key(player: PlayerId) -> tuple[int, int, str]:
    """A total order on mixed int/str ids, used only to make outputs deterministic."""
    if isinstance(player, int):
        return (0, player, "")
    return (1, 0, player)


@dataclass(frozen=True, slots=True)
class TableSpec:
    """How many players sit at a table: the organiser's preferred size within [min, max].

    `min_size`/`max_size` are the organiser's bounds, which must lie within the engine's
    player counts (checked by the caller, who knows the engine).
    """

    preferred: int
    min_size: int
    max_size: int

    def __post_init__(self) -> None:
        if not 1 <= self.min_size <= self.preferred <= self.max_size:
            raise FormatRefusal(
                gettext_noop(
                    "Table sizes need 1 <= min (%(min)d) <= preferred (%(preferred)d) <= max "
                    "(%(max)d)."
                ),
                min=self.min_size,
                preferred=self.preferred,
                max=self.max_size,
            )

    @classmethod
    def exactly(cls, size: int) -> TableSpec:
        return cls(size, size, size)


@dataclass(frozen=True, slots=True)
class Pairing:
    """One round to create: the tables (each a game to start) and who sits out with a bye."""

    tables: tuple[tuple[PlayerId, ...], ...]
    byes: tuple[PlayerId, ...] = ()

    def players(self) -> list[PlayerId]:
        return [p for table in self.tables for p in table] + list(self.byes)


@dataclass(frozen=True, slots=True)
class TableResult:
    """A finished game: its players with their ranks (1 = best, ties share a rank).

    `scores` are the engine's final scores (victory points), used as the game-score
    tie-break; leave them empty when the game has none.
    """

    players: tuple[PlayerId, ...]
    ranks: tuple[int, ...]
    scores: tuple[float, ...] = ()

    def __post_init__(self) -> None:
        if len(self.ranks) != len(self.players):
            raise FormatRefusal(gettext_noop("A table result needs one rank per player."))
        if self.scores and len(self.scores) != len(self.players):
            raise FormatRefusal(gettext_noop("A table result needs one score per player, or none."))
        if len(set(self.players)) != len(self.players):
            raise FormatRefusal(gettext_noop("A player appears twice at one table."))

    def rank_of(self, player: PlayerId) -> int:
        return self.ranks[self.players.index(player)]

    def score_of(self, player: PlayerId) -> float:
        return self.scores[self.players.index(player)] if self.scores else 0.0


@dataclass(frozen=True, slots=True)
class RoundResult:
    """Every finished table of one round, and the players who had a bye in it."""

    tables: tuple[TableResult, ...]
    byes: tuple[PlayerId, ...] = field(default=())

    @classmethod
    def of(cls, tables: Iterable[TableResult], byes: Iterable[PlayerId] = ()) -> RoundResult:
        return cls(tuple(tables), tuple(byes))
