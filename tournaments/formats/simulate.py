"""Seeded fake results: for tests, benchmarks and an organiser's dry run of a format.

Each player has a hidden strength; at a table every player draws strength + Gaussian noise and
finishes in that order. Scores are rounded to whole points, so equal scores (shared ranks) happen
as they do in real games.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from .types import Pairing, PlayerId, PlayerKeyed, RoundResult, TableResult


def simulate_table(
    players: Sequence[PlayerId],
    strength: PlayerKeyed,
    rng: Random,
    *,
    noise: float = 1.0,
    scale: float = 10.0,
) -> TableResult:
    scores = [round(scale * (strength.get(p, 0.0) + rng.gauss(0.0, noise))) for p in players]
    ranks = tuple(1 + sum(other > mine for other in scores) for mine in scores)
    return TableResult(tuple(players), ranks, tuple(float(s) for s in scores))


def simulate_round(
    pairing: Pairing,
    strength: PlayerKeyed,
    rng: Random,
    *,
    noise: float = 1.0,
) -> RoundResult:
    return RoundResult(
        tuple(simulate_table(t, strength, rng, noise=noise) for t in pairing.tables),
        pairing.byes,
    )
