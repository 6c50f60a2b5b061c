"""Roads on TOP I: the game end by connected cities and the road scoring (digest §4.6)."""

from __future__ import annotations

from typing import Any

from games.engines.core import State

from ..core import actors
from ..core.catalog import ROAD_VP, TERRAINS
from ..core.counts import (
    connected_spaces,
    road_spaces,
    terrain_counts,
    with_table_privileges,
)
from ..core.state import rules_version
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
    """Road VP, counted on the majority table (digest §4.6 6.I): with the privileges that
    count as 1 more space there, as with Majorities (appendix 3 I (12): „Diese Karte zählt
    als 1 zusätzlicher Acker auf der Mehrheitentabelle“, l. 3832-3833; II (10), III (2),
    III (3) alike; rules version 2).  Tie: inhabitants on spaces joined by own roads."""
    net = connected_spaces(state, seat)
    counts = terrain_counts(state, road_spaces(state, seat))
    if rules_version(state) >= 2:  # I (12) etc. count on 6.I's table too (digest §12-U54)
        counts = with_table_privileges(state, seat, counts)
    main = roads_vp(counts)
    if "road_pool" in state:  # C6-MIL: inhabitants on spaces with neutral roads
        net = {x for e in state["roads"] for x in e.split("|")}
    return main, sum(v[1] + v[2] for sp, v in state["pop"][seat].items() if sp in net)
