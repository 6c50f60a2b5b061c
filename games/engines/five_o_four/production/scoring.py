"""Production on TOP I: the game end by trading houses and goods, the goods-set scoring
(digest §4.8, C8-MIL)."""

from __future__ import annotations

from typing import Any

from games.engines.core import State

from ..core import actors
from ..core.counts import businesses_of, houses_of
from ..core.goodsets import as_tuple, best
from ..core.privileged import privileges_of
from ..core.world import World, world

HOUSES_END = {2: 8, 3: 7, 4: 6, 5: 4}
HOUSES_END_MILITARY = {2: 6, 3: 5, 4: 4, 5: 3}  # C8-MIL
PRODUCTION_VP = (1, 3, 6, 10, 15)


def house_capacity(state: State, w: World, seat: int) -> int:
    """1 good per trading house, 2 on the HQ; with Military 2 on each (C8-MIL); II (6) +1."""
    houses = houses_of(state, seat)
    extra = 1 if "II (6)" in privileges_of(state, seat) else 0
    return (2 * houses if w.has(4) else houses + 1) + extra


def production_vp(state: State, seat: int) -> int:
    w = world(state["world"])
    houses = houses_of(state, seat)
    value, _, _ = best(
        as_tuple(state["goods"][seat]), house_capacity(state, w, seat), PRODUCTION_VP
    )
    return value + 2 * houses


def production_ends(state: State, w: World) -> bool:
    n = actors.count(state)
    houses = (HOUSES_END_MILITARY if w.has(4) else HOUSES_END)[n]
    return any(
        houses_of(state, s) >= houses and sum(state["goods"][s].values()) >= 5 for s in range(n)
    )


def production_score(state: State, w: World, seat: int) -> tuple[int, Any]:
    return production_vp(state, seat), businesses_of(state, seat)
