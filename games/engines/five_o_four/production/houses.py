"""Production's trading houses and ownerless businesses (digest §4.8 3D, C8-OWNERLESS, C8-MIL).

With Production on TOP I/II every settlement in a city is a trading house (the 1st free,
then 10 M more for each house already there); a business whose owner loses the settlement
is ownerless until someone settles there (general rule 16).
"""

from __future__ import annotations

from games.engines.core import State

from ..core.modules import trading_houses
from ..core.privileged import owns
from ..core.world import World


def house_fee(state: State, w: World, space: str) -> int:
    """8.I/8.II: 0, 10, 20, ... M for the 1st, 2nd, 3rd trading house in a city."""
    if not trading_houses(w) or state["spaces"][space] != "city":
        return 0
    if state.get("privileges") and owns(state, state["turn"]["seat"], "III (8)"):
        return 0  # III (8): trading houses are free
    guard = 1 if state.get("neutral", {}).get(space) else 0  # C8-MIL: the barracks' house
    return 10 * (len(state["houses"].get(space, [])) + guard)


def house_settled(state: State, w: World, seat: int, space: str, first: bool, tile: bool) -> None:
    if state["spaces"][space] == "city":
        state["houses"].setdefault(space, []).append(seat)


def business_claimed(
    state: State, w: World, seat: int, space: str, first: bool, tile: bool
) -> None:
    business = state["businesses"].get(space)
    if business is not None and business["owner"] is None:
        business["owner"] = seat


def house_removed(state: State, w: World, seat: int, space: str) -> None:
    owners = state["houses"].get(space)
    if owners and seat in owners:
        owners.remove(seat)
        if not owners:
            del state["houses"][space]


def business_left(state: State, w: World, seat: int, space: str) -> None:
    business = state["businesses"].get(space)
    if business is not None and business["owner"] == seat:
        business["owner"] = None  # C8-OWNERLESS
