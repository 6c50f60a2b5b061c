"""Majorities on TOP III: VP for each majority on the table at the final scoring
(digest §4.7 TOP III)."""

from __future__ import annotations

from games.engines.core import State

from ..core import actors
from ..core.catalog import MAJORITY_BONUS, TERRAINS
from ..core.counts import majority_counts, majority_holders
from ..core.world import World


def majority_bonus(state: State, w: World) -> list[int]:
    n = actors.count(state)
    bonus = [0] * n
    counts = [majority_counts(state, w, s) for s in range(n)]
    for terrain in TERRAINS:
        for s in majority_holders(counts, terrain):
            bonus[s] += int(MAJORITY_BONUS[terrain])
    return bonus
