"""Roads on TOP II: income from the spaces joined by own roads (digest §4.6 3H, formula)."""

from __future__ import annotations

from games.engines.core import State

from ..core.counts import connected_spaces, terrain_counts
from ..core.world import World


def roads_income(c: dict[str, int]) -> int:
    cities = c["city"]
    if cities == 0:
        return 0
    m, fo, fa, mt = c["meadow"], c["forest"], c["field"], c["mountain"]
    return (
        10 * (cities - 1)
        + 5 * min(m, cities)
        + 5 * min(fo, cities)
        + 5 * min(fa, cities)
        + 10 * min(mt, cities)
        + 10 * min(cities, m, fo, fa, mt)
    )


def top_ii_income(state: State, w: World, seat: int) -> int:
    return roads_income(terrain_counts(state, connected_spaces(state, seat)))
