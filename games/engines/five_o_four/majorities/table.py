"""A scoring of the majority table (7.I): 1st and 2nd place VP per terrain (digest §4.7)."""

from __future__ import annotations

from games.engines.core import State

from ..core import actors
from ..core.catalog import MAJORITY_FIRST, MAJORITY_SECOND, TERRAINS
from ..core.counts import majority_counts
from ..core.world import World

TIE_PENALTY = 2  # a tie for 1st: each tied player scores 2 VP less, nobody scores 2nd


def scoring_vp(state: State, w: World) -> list[int]:
    """VP per seat for the majorities now (table rows '1st place' and '2nd place')."""
    n = actors.count(state)
    counts = [majority_counts(state, w, s) for s in range(n)]
    gained = [0] * n
    for terrain in TERRAINS:
        best = max(c[terrain] for c in counts)
        if best < 1:
            continue
        firsts = [s for s in range(n) if counts[s][terrain] == best]
        if len(firsts) > 1:
            for s in firsts:
                gained[s] += int(MAJORITY_FIRST[terrain]) - TIE_PENALTY
            continue
        gained[firsts[0]] += int(MAJORITY_FIRST[terrain])
        if n == 2:
            continue
        second = max(counts[s][terrain] for s in range(n) if s != firsts[0])
        if second < 1:
            continue
        for s in range(n):
            if s != firsts[0] and counts[s][terrain] == second:
                gained[s] += int(MAJORITY_SECOND[terrain])
    return gained
