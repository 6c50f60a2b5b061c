"""Module 3 on TOP I and TOP II: factories (phase 3F), 3.II income, the 3.I end and scoring.

Rulebook "Modul 3: Privilegien", Phase 3 F, 3 H, Spielende, Schlusswertung; digest §4.3.
``state["factories"]`` maps a city to the owners of its factories in building order (at most
3; ``None`` = ownerless, C3-OWNERLESS).  20 factories are in play (setup: "Legt 20 Fabriken
neben dem Spielplan bereit").
"""

from __future__ import annotations

from games.engines.core import IllegalMove, Move, State

from ..core import purse
from ..core.privileged import owns
from ..core.words import T
from ..core.world import World

FACTORY_COST = (20, 30, 40)  # 1st, 2nd, 3rd factory of a city, whoever built the others
CHEAP_FACTORY = 20  # II (3), III (7): every factory 20 M
PER_CITY = 3
SUPPLY = 20
FACTORY_VP = 5  # 3.I: 5 VP at once per factory built
FACTORY_INCOME = 15  # 3.II: 20 M base + 15 M per own factory
END_FACTORIES = 20  # 3.I: the game ends at the end of a round with 20 factories on cities


def built(state: State) -> int:
    return sum(len(owners) for owners in state.get("factories", {}).values())


def factories_of(state: State, seat: int) -> int:
    return sum(owners.count(seat) for owners in state.get("factories", {}).values())


def factory_vp(state: State, seat: int) -> int:
    """3.I: the VP taken for factories (logged as "factory:<city>")."""
    return sum(v for s, v, src in state["vp_log"] if s == seat and src.startswith("factory:"))


def factory_cost(state: State, seat: int, city: str) -> int:
    if owns(state, seat, "II (3)") or owns(state, seat, "III (7)"):
        return CHEAP_FACTORY
    return FACTORY_COST[len(state["factories"].get(city, []))]


def _refusal(state: State, w: World, seat: int, city: str) -> IllegalMove | None:
    if not w.at(3, "I", "II"):
        return IllegalMove("E_NO_FACTORIES", T("Factories exist only with Privileges on TOP I/II."))
    if state["spaces"].get(city) != "city":
        return IllegalMove(
            "E_NOT_A_CITY", T("Factories stand on cities; {city} is not one.", city=city)
        )
    if not state["pop"][seat].get(city, (0,))[0]:
        return IllegalMove(
            "E_NO_SETTLEMENT_THERE", T("You have no settlement on city {city}.", city=city)
        )
    here = state["factories"].get(city, [])
    if len(here) >= PER_CITY:
        return IllegalMove(
            "E_CITY_FULL",
            T("City {city} already has {per_city} factories.", city=city, per_city=PER_CITY),
        )
    if city in state["turn"].get("factories", []):
        return IllegalMove(
            "E_ONE_FACTORY_PER_ROUND",
            T("You built a factory on {city} this round already.", city=city),
        )
    if built(state) >= SUPPLY:
        return IllegalMove(
            "E_NO_FACTORIES_LEFT", T("All {supply} factories are built.", supply=SUPPLY)
        )
    cost = factory_cost(state, seat, city)
    money = purse.money(state, seat)
    if cost > money:
        return IllegalMove(
            "E_INSUFFICIENT_FUNDS",
            T(
                "A factory on {city} costs {cost} M; you have {money} M.",
                city=city,
                cost=cost,
                money=money,
            ),
        )
    return None


def build_factory(state: State, w: World, seat: int, move: Move) -> None:
    """3F: at most 1 factory per city and round, on a city with your settlement."""
    city = str(move["city"])
    refusal = _refusal(state, w, seat, city)
    if refusal is not None:
        raise refusal
    purse.pay(state, seat, factory_cost(state, seat, city))
    state["factories"].setdefault(city, []).append(seat)
    state["turn"].setdefault("factories", []).append(city)
    if w.at(3, "I"):
        state["vp"][seat] += FACTORY_VP
        state["vp_log"].append([seat, FACTORY_VP, f"factory:{city}"])


def factory_moves(state: State, w: World, seat: int) -> list[Move]:
    return [
        {"type": "factory", "city": city}
        for city, entry in state["pop"][seat].items()
        if entry[0] and _refusal(state, w, seat, city) is None
    ]


def claim_factories(state: State, seat: int) -> None:
    """C3-OWNERLESS at the start of a turn: ownerless factories go to a player with a
    settlement on their city."""
    for city, owners in state.get("factories", {}).items():
        if None in owners and state["pop"][seat].get(city, (0,))[0]:
            owners[:] = [seat if o is None else o for o in owners]


def neutralize_factories(state: State, city: str) -> None:
    """C3-MIL: neutralizing an opposing city destroys 1 factory there (it goes back to the
    supply, reading R3-8); the others are ownerless until someone conquers the city."""
    owners = state.get("factories", {}).get(city)
    if not owners:
        return
    owners.pop()
    state["factories_destroyed"] += 1
    owners[:] = [None] * len(owners)
    if not owners:
        del state["factories"][city]


def factory_income(state: State, seat: int) -> int:
    """3.II 3H: 15 M per own factory (the 20 M base is the general rule's)."""
    return FACTORY_INCOME * factories_of(state, seat)


def ends(state: State, w: World) -> bool:
    """20 factories stand; or none can ever be built again (reading R3-16)."""
    return built(state) >= END_FACTORIES or stuck(state, w)


def stuck(state: State, w: World) -> bool:
    """Reading R3-16: no actor has a settlement left in its supply, none has a settlement on
    a city with room for a factory, and the world brings no settlement back (Race's
    recycling, Military's conquests): no factory can ever be built again, so 3.I's 20 could
    never stand and the rulebook's end would never come (5 companies of 15 settlements fill
    the land before the cities: seen in random play of 395-398)."""
    if w.has(2) or w.has(4) or any(supply["set"] > 0 for supply in state["supply"]):
        return False
    rooms = [
        c
        for c, terrain in state["spaces"].items()
        if terrain == "city" and len(state["factories"].get(c, [])) < PER_CITY
    ]
    return not any(pop.get(c, (0,))[0] for c in rooms for pop in state["pop"])


def award_keys(state: State, seat: int) -> list[str]:
    """2.III with 3.I: 10 VP for the first with own factories in 3 cities, 10 VP for the first
    with 3 own factories in one city (digest §4.2 interim awards)."""
    per_city = [owners.count(seat) for owners in state.get("factories", {}).values()]
    keys = []
    if sum(1 for n in per_city if n) >= 3:
        keys.append("factories:three_cities")
    if any(n >= 3 for n in per_city):
        keys.append("factories:three_in_one_city")
    return keys


def factories_claimed(
    state: State, w: World, seat: int, space: str, first: bool, tile: bool
) -> None:
    owners = state.get("factories", {}).get(space)
    if owners and None in owners:  # C3-OWNERLESS: the next settler receives them
        owners[:] = [seat if o is None else o for o in owners]


def factories_left(state: State, w: World, seat: int, space: str) -> None:
    owners = state.get("factories", {}).get(space)
    if owners and seat in owners:  # C3-OWNERLESS (settlements leave only by Race recycling)
        owners[:] = [None if o == seat else o for o in owners]
