"""Placing and removing settlements (general rules 13 and 21), with what hangs on them.

General rule 21: an inhabitant entering a space without the player's settlement swaps for
a settlement, and returns to the supply.  What else a settlement does depends on the world
(digest §10.3 "Settlement events", "Settlement removal"): a Race city card takes the
arriving inhabitant, a Production city gets a trading house, ownerless buildings and
neutral roads pass to the settler, Exploration pays the first settler.  Those rules
register in the hooks below; the core only places and removes pieces.
"""

from __future__ import annotations

from collections.abc import Callable

from games.engines.core import State

from .registry import Hook
from .world import World, world

#: The inhabitant arriving on a space it settles: True when a rule took it (Race: onto the
#: city card); else it returns to the supply.  Called with the city's card marks (None on
#: land).
ARRIVES: Hook[Callable[[State, World, int, str, list[list[object]] | None], bool]] = Hook(
    "an inhabitant arrives"
)
#: A settlement placed (first: on a space nobody had settled; tile: it may earn an income
#: tile), by rank: 10 8.I/8.II trading house, 20 C8-OWNERLESS, 30 C3-OWNERLESS,
#: 40 C6-NEUTRAL, 50 Exploration's first-settler rewards.
SETTLED: Hook[Callable[[State, World, int, str, bool, bool], None]] = Hook("settlement placed")
#: A settlement taken back to the supply (Race recycling, 7.I shrinking), by rank:
#: 10 trading house, 20 C8-OWNERLESS, 30 C3-OWNERLESS, 40 C6-NEUTRAL.
UNSETTLED: Hook[Callable[[State, World, int, str], None]] = Hook("settlement removed")
#: A city card marked with the player's inhabitant (Race 2.I/2.II).  Settling a city, the
#: wagon reaching one (C2-TRANS-II, C2-NOINH) and an attack on one (C4-RACE) all mark cards.
CITY_CARD: Hook[Callable[[State, World, int, str], None]] = Hook("city card marked")
#: What settling a space costs (8.I/8.II: a trading house in a city).
SETTLE_FEE: Hook[Callable[[State, World, str], int]] = Hook("settling costs")


def empty_space(state: State, space: str) -> bool:
    return not any(p.get(space, (0,))[0] for p in state["pop"])


def mark_city_card(state: State, w: World, seat: int, city: str) -> None:
    for mark in CITY_CARD.of(w):
        mark(state, w, seat, city)


def settle_fee(state: State, w: World, space: str) -> int:
    return sum(fee(state, w, space) for fee in SETTLE_FEE.of(w))


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
        if not any(arrives(state, w, seat, space, marks) for arrives in ARRIVES.of(w)):
            state["supply"][seat]["inh"] += 1
    for settled in SETTLED.of(w):
        settled(state, w, seat, space, first, tile)


def unsettle(state: State, seat: int, space: str) -> None:
    """The settlement and all own inhabitants there go back to the supply."""
    entry = state["pop"][seat].pop(space)
    supply = state["supply"][seat]
    supply["set"] += entry[0]
    supply["inh"] += entry[1] + entry[2]
    w = world(state["world"])
    for removed in UNSETTLED.of(w):
        removed(state, w, seat, space)
