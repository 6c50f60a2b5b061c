"""Roads on TOP I: the game end by connected cities and the road scoring (digest §4.6)."""

from __future__ import annotations

from typing import Any

from games.engines.core import State

from ..core import actors
from ..core.catalog import ROAD_VP, TERRAINS
from ..core.counts import connected_spaces, road_spaces, terrain_counts
from ..core.world import World

ROADS_END = {2: 7, 3: 6, 4: 5, 5: 4}


def roads_vp(c: dict[str, int]) -> int:
    sets = min(c["city"], c["meadow"], c["field"], c["forest"], c["mountain"])
    return sum(int(ROAD_VP[t]) * c[t] for t in TERRAINS) + 3 * sets


def roads_ends(state: State, w: World) -> bool:
    if "road_pool" in state:
        return bool(state["road_pool"] == 0)  # C6-END-4: 40 neutral roads built together
    n = actors.count(state)
    return any(
        terrain_counts(state, connected_spaces(state, s))["city"] >= ROADS_END[n] for s in range(n)
    )


def roads_score(state: State, w: World, seat: int) -> tuple[int, Any]:
    """Road VP; tie: inhabitants on spaces joined by own roads."""
    net = connected_spaces(state, seat)
    main = roads_vp(terrain_counts(state, road_spaces(state, seat)))
    if "road_pool" in state:  # C6-MIL: inhabitants on spaces with neutral roads
        net = {x for e in state["roads"] for x in e.split("|")}
    return main, sum(v[1] + v[2] for sp, v in state["pop"][seat].items() if sp in net)
