"""Who has met whom and who has had byes: the memory every pairing format consults.

The Django layer need not store it: it is rebuilt from past rounds (results or pairings,
whichever it has), which keeps the database the single source of truth.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import combinations

from .types import Pairing, PlayerId, RoundResult


@dataclass(slots=True)
class History:
    """Meetings per pair and byes per player, across the rounds given so far."""

    met: defaultdict[PlayerId, defaultdict[PlayerId, int]] = field(
        default_factory=lambda: defaultdict(lambda: defaultdict(int))
    )
    byes: defaultdict[PlayerId, int] = field(default_factory=lambda: defaultdict(int))

    @classmethod
    def of(cls, rounds: Iterable[RoundResult | Pairing]) -> History:
        history = cls()
        for played in rounds:
            history.add_round(played)
        return history

    def add_round(self, played: RoundResult | Pairing) -> None:
        for table in played.tables:
            self.add_table(table if isinstance(table, tuple) else table.players)
        for player in played.byes:
            self.byes[player] += 1

    def add_table(self, players: Sequence[PlayerId]) -> None:
        for a, b in combinations(players, 2):
            self.met[a][b] += 1
            self.met[b][a] += 1

    def times_met(self, a: PlayerId, b: PlayerId) -> int:
        row = self.met.get(a)
        return 0 if row is None else row.get(b, 0)

    def byes_of(self, player: PlayerId) -> int:
        return self.byes.get(player, 0)


def repeats_in(tables: Iterable[Sequence[PlayerId]], history: History) -> int:
    """Pairs seated together in `tables` who had already met: what a round adds to repeats."""
    return sum(
        1 for table in tables for a, b in combinations(table, 2) if history.times_met(a, b) > 0
    )


def repeated_pairs(rounds: Iterable[RoundResult | Pairing]) -> int:
    """Repeat meetings over a whole event: each pair counts every meeting after its first."""
    history = History.of(rounds)
    total = sum(count - 1 for row in history.met.values() for count in row.values() if count > 1)
    return total // 2
