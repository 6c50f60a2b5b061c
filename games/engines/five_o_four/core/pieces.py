"""Placing and removing settlements, with everything that hangs on them.

General rule 21 (swap on entering), Race city cards (2.I/2.II 3D), trading houses (8.I/8.II),
C2-REEARN (first settlement on an empty space), C6-NEUTRAL, C8-OWNERLESS, Race recycling.
"""

from __future__ import annotations

from games.engines.core import State

from ..exploration.rewards import first_settlement
from ..race.city_cards import mark_city_card
from .board import edge, neighbours_of
from .counts import connected_spaces, own_roads
from .modules import roads_connected, trading_houses
from .world import World


def empty_space(state: State, space: str) -> bool:
    return not any(p.get(space, (0,))[0] for p in state["pop"])


def house_fee(state: State, w: World, space: str) -> int:
    """8.I/8.II: 0, 10, 20, ... M for the 1st, 2nd, 3rd trading house in a city."""
    if not trading_houses(w) or state["spaces"][space] != "city":
        return 0
    privileges = state.get("privileges")
    if privileges and "III (8)" in privileges["owned"][state["turn"]["seat"]]:
        return 0  # III (8): trading houses are free
    guard = 1 if state.get("neutral", {}).get(space) else 0  # C8-MIL: the barracks' house
    return 10 * (len(state["houses"].get(space, [])) + guard)


def settle(
    state: State, w: World, seat: int, space: str, arriving: bool, tile: bool = True
) -> None:
    """Place a settlement; the arriving inhabitant goes to the supply or onto a city card.
    ``tile`` False: a settlement a discovery yields earns no 5.II income tile (C5-MIL-II)."""
    turn = state["turn"]
    first = empty_space(state, space)
    if first and turn is not None:
        turn["first"].append(space)
    state["supply"][seat]["set"] -= 1
    state["pop"][seat][space] = [1, 0, 0]
    is_city = state["spaces"][space] == "city"
    if is_city and turn is not None:
        turn["cities"] = turn.get("cities", 0) + 1  # I (2): +15 M per city settlement
    if arriving:
        marks = state["cards"].setdefault(space, []) if is_city else None
        if (
            marks is not None
            and w.at(2, "I", "II")
            and not (w.at(2, "II") and w.has(1))  # C2-TRANS-II: cards marked by the wagon
            and not any(s == seat and k == "inh" for s, k, _ in marks)
        ):
            mark_city_card(state, w, seat, space)
        else:
            state["supply"][seat]["inh"] += 1
    if is_city and trading_houses(w):
        state["houses"].setdefault(space, []).append(seat)
    claim_ownerless(state, seat, space)
    reclaim_neutral_roads(state, w, seat, space)
    if first and w.has(5) and tile:
        first_settlement(state, w, seat, space)


def claim_ownerless(state: State, seat: int, space: str) -> None:
    business = state["businesses"].get(space)
    if business is not None and business["owner"] is None:
        business["owner"] = seat
    owners = state.get("factories", {}).get(space)
    if owners and None in owners:  # C3-OWNERLESS: the next settler receives them
        owners[:] = [seat if o is None else o for o in owners]


def reclaim_neutral_roads(state: State, w: World, seat: int, space: str) -> None:
    """C6-NEUTRAL: settlements on both ends swap a neutral road for an own one."""
    if not state["roads"] or "road_pool" in state:
        return  # with Military every road is neutral for good (C6-MIL)
    mine = state["pop"][seat]
    for other in neighbours_of(space):
        e = edge(space, other)
        pieces = state["roads"].get(e)
        if not pieces or not mine.get(other, (0,))[0]:
            continue
        if any(o == seat and not n for o, n in pieces) or state["supply"][seat]["roads"] < 1:
            continue
        neutral = next((p for p in pieces if p[1]), None)
        if neutral is None:
            continue
        if roads_connected(w):
            net = connected_spaces(state, seat) | {state["capital"][seat]}
            if space not in net and other not in net:
                continue
        pieces.remove(neutral)
        state["supply"][neutral[0]]["roads"] += 1
        pieces.append([seat, False])
        state["supply"][seat]["roads"] -= 1


def unsettle(state: State, seat: int, space: str) -> None:
    """Race recycling: the settlement and all own inhabitants there go back to the supply."""
    entry = state["pop"][seat].pop(space)
    supply = state["supply"][seat]
    supply["set"] += entry[0]
    supply["inh"] += entry[1] + entry[2]
    owners = state["houses"].get(space)
    if owners and seat in owners:
        owners.remove(seat)
        if not owners:
            del state["houses"][space]
    business = state["businesses"].get(space)
    if business is not None and business["owner"] == seat:
        business["owner"] = None  # C8-OWNERLESS
    owners = state.get("factories", {}).get(space)
    if owners and seat in owners:  # C3-OWNERLESS (settlements leave only by Race recycling)
        owners[:] = [None if o == seat else o for o in owners]
    for e in own_roads(state, seat):
        if space in e.split("|"):
            for piece in state["roads"][e]:
                if piece[0] == seat:
                    piece[1] = True  # C6-NEUTRAL
