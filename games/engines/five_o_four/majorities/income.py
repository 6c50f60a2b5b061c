"""Majorities on TOP II: 10 M per space of each terrain where you hold the majority, up to
the column's maximum (digest §4.7 3H)."""

from __future__ import annotations

from games.engines.core import State

from ..core import actors
from ..core.catalog import MAJORITY_MAX, TERRAINS
from ..core.counts import majority_counts, majority_holders
from ..core.world import World


def majority_income(state: State, w: World, seat: int) -> int:
    counts = [majority_counts(state, w, s) for s in range(actors.count(state))]
    total = 0
    for terrain in TERRAINS:
        if seat in majority_holders(counts, terrain):
            total += min(10 * counts[seat][terrain], int(MAJORITY_MAX[terrain]))
    return total
