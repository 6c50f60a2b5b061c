"""Production's businesses (phase 3D) and 8.III's purchase cap (digest §4.8; privilege II (7))."""

from __future__ import annotations

from collections.abc import Callable

from games.engines.core import IllegalMove, Move, State

from ..core.actions import named_space, own_settlement
from ..core.board import neighbours_of
from ..core.catalog import GOOD_OF, PLANT_COST
from ..core.counts import businesses_of
from ..core.privileged import owns
from ..core.registry import Hook
from ..core.words import T
from ..core.words import terrain as terrain_term
from ..core.world import World, world

#: Where the good a new business produces goes instead of the owner's goods on 8.I
#: (C1-PRD: it lies on the business until its owner loads it).
BUSINESS_GOOD: Hook[Callable[[State, World, int, str, str], None]] = Hook("business good")


def business_cost(state: State, space: str, fish: bool, seat: int | None = None) -> int:
    """Plant table; II (7) with Production on TOP I: a mountain costs 1 like a meadow."""
    if fish:
        return int(PLANT_COST["fish_plant_next_to_water"])
    terrain = state["spaces"][space]
    w = world(state["world"])
    if terrain == "mountain" and seat is not None and w.at(8, "I") and owns(state, seat, "II (7)"):
        return 1
    return int(PLANT_COST[terrain])


def build_business(state: State, w: World, seat: int, move: Move) -> None:
    if not w.has(8):
        raise IllegalMove("E_NO_PRODUCTION", T("This world has no businesses."))
    space = named_space(state, move["space"])
    fish = bool(move.get("fish", False))
    terrain = state["spaces"][space]
    if terrain in ("city", "water"):
        raise IllegalMove(
            "E_NOT_LAND",
            T(
                "Businesses stand on land spaces; {space} is {terrain}.",
                space=space,
                terrain=terrain_term(terrain),
            ),
        )
    entry = own_settlement(state, seat, space)
    if space in state["businesses"]:
        raise IllegalMove("E_BUSINESS_EXISTS", T("{space} already has a business.", space=space))
    if fish and not any(state["spaces"].get(n) == "water" for n in neighbours_of(space)):
        raise IllegalMove(
            "E_NO_WATER", T("A fish business needs water next to {space}.", space=space)
        )
    if not fish and terrain == "desert":
        raise IllegalMove(
            "E_DESERT", T("A desert produces nothing; only a fish business fits there.")
        )
    cost = business_cost(state, space, fish, seat)
    if entry[1] < cost:
        raise IllegalMove(
            "E_NOT_ENOUGH_INHABITANTS",
            T(
                "This business needs {cost} active inhabitants on {space}; you have {entry}.",
                cost=cost,
                space=space,
                entry=entry[1],
            ),
        )
    good = "fish" if fish else GOOD_OF[terrain]
    state["pop"][seat][space][1] -= cost
    state["pop"][seat][space][2] += cost
    state["businesses"][space] = {"owner": seat, "good": good}
    placed = BUSINESS_GOOD.of(w)
    for place in placed:  # C1-PRD: the one good lies on the business; only its owner loads it
        place(state, w, seat, space, good)
    if not placed and w.at(8, "I") and state["goods_supply"].get(good, 0) > 0:
        state["goods_supply"][good] -= 1
        state["goods"][seat][good] = state["goods"][seat].get(good, 0) + 1


def buy_cap(state: State, w: World, seat: int) -> int | None:
    """8.III from round 2: at most 2 more than your businesses per turn."""
    if w.at(8, "III") and state["round"] >= 2:
        return businesses_of(state, seat) + 2 - int(state["turn"]["bought"])
    return None
