"""Move handlers of phases 3A, 3C and 3D: check everything, then change (STYLE §4).

General rules 14-23; Race 3A/3D; Roads 3D; Production 3C/3D.
"""

from __future__ import annotations

from games.engines.core import IllegalMove, Move, State

from ..exploration.discovery import capital_allowed as explore_capital_allowed
from ..military.combat import dice_combat, stage_attack
from ..military.spaces import attack_iii, capital_allowed, opposing
from ..privileges.cards import owns
from ..roads.neutral import NEUTRAL, must_connect, network, neutral_roads
from . import purse
from .board import edge, neighbours_of
from .catalog import GOOD_OF, PLANT_COST, ROAD_COST
from .counts import businesses_of, connected_spaces, own_roads
from .modules import hurried, recycling, roads_connected
from .pieces import house_fee, settle, unsettle
from .state import after_capital
from .world import World, world

PRICE_INHABITANT = 10  # general rule 17


def limit(state: State, seat: int, space: str) -> int:
    """General rule 14: 9 inhabitants on the capital, 7 elsewhere."""
    return 9 if state["capital"][seat] == space else 7


def _space(state: State, space: object) -> str:
    if not isinstance(space, str) or space not in state["spaces"]:
        raise IllegalMove("E_NO_SUCH_SPACE", f"There is no space {space!r} on this board.")
    return space


def _mine(state: State, seat: int, space: str) -> list[int]:
    entry = state["pop"][seat].get(space)
    if entry is None or not entry[0]:
        raise IllegalMove("E_NO_SETTLEMENT_THERE", f"You have no settlement on {space}.")
    return list(entry)


# -- setup: capitals ---------------------------------------------------------------------
def choose_capital(state: State, w: World, seat: int, move: Move) -> None:
    from .state import place_capital, start_play

    city = _space(state, move["city"])
    if state["spaces"][city] != "city":
        raise IllegalMove("E_NOT_A_CITY", f"{city} is a {state['spaces'][city]}, not a city.")
    if city in state["capital"]:
        raise IllegalMove("E_CAPITAL_TAKEN", f"City {city} is already another player's capital.")
    if not explore_capital_allowed(state, w, city):
        raise IllegalMove("E_CENTRAL_CITY", "The central city of board 1 is nobody's capital.")
    if not capital_allowed(state, w, city):
        raise IllegalMove(
            "E_CAPITAL_PLACEMENT",
            f"{city} breaks Military's rule: capitals lie on the board edge "
            "(2 players opposite; 3 evenly spaced; 4 leaving two opposite cities free).",
        )
    if w.has(1):
        from ..transport.wagon import capital_offer_taken

        if capital_offer_taken(state, w, city):
            raise IllegalMove(
                "E_SAME_GOODS_OFFER", f"Another capital already offers the goods of city {city}."
            )
    state["capital_queue"].pop(0)
    place_capital(state, w, seat, city)
    if not state["capital_queue"]:
        start_play(state, w)


# -- 3A: move the capital (Race) -------------------------------------------------------
def move_capital(state: State, w: World, seat: int, move: Move) -> None:
    city = _space(state, move["city"])
    old = state["capital"][seat]
    _mine(state, seat, city)
    if state["spaces"][city] != "city" or city == old:
        raise IllegalMove(
            "E_NOT_A_CITY", f"Your capital can move only to another city of yours, not {city}."
        )
    old_inh = sum(state["pop"][seat][old][1:])
    if old_inh > 7:
        raise IllegalMove(
            "E_SPACE_LIMIT",
            f"Your old capital {old} holds {old_inh} inhabitants; as a settlement it may hold 7.",
        )
    state["capital"][seat] = city
    after_capital(state, w)


# -- recycling (Race 3A) ----------------------------------------------------------------
def recycle(state: State, w: World, seat: int, move: Move) -> None:
    if not recycling(w):
        raise IllegalMove("E_NO_RECYCLING", "Pieces can be taken back only in worlds with Race.")
    space = _space(state, move["space"])
    phase = state["turn"]["phase"]
    entry = state["pop"][seat].get(space)
    if move["piece"] == "inhabitant":
        if phase != "3C" or state["supply"][seat]["inh"] > 0:
            raise IllegalMove(
                "E_SUPPLY_NOT_EMPTY",
                "Take back inhabitants only in 3C with none left in your supply.",
            )
        if entry is None or entry[1] + entry[2] < 1:
            raise IllegalMove("E_NO_INHABITANT_THERE", f"You have no inhabitant on {space}.")
        if entry[2] > 0:
            entry[2] -= 1
        else:
            entry[1] -= 1
        state["supply"][seat]["inh"] += 1
        return
    if phase != "3D" or state["supply"][seat]["set"] > 0:
        raise IllegalMove(
            "E_SUPPLY_NOT_EMPTY", "Take back settlements only in 3D with none left in your supply."
        )
    _mine(state, seat, space)
    if space == state["capital"][seat]:
        raise IllegalMove("E_CAPITAL_STAYS", "Your headquarters cannot be taken back.")
    unsettle(state, seat, space)


# -- 3C: buy inhabitants ----------------------------------------------------------------
def buy_cap(state: State, w: World, seat: int) -> int | None:
    """8.III from round 2: at most 2 more than your businesses per turn."""
    if w.at(8, "III") and state["round"] >= 2:
        return businesses_of(state, seat) + 2 - int(state["turn"]["bought"])
    return None


def inhabitant_price(state: State, seat: int) -> int:
    return 8 if owns(state, seat, "II (4)") else PRICE_INHABITANT


def double_limit(state: State, seat: int, entry: list[int]) -> int:
    """Rule 18: at most double (settlement + exhausted); I (1): 1 more on each space."""
    return 1 + entry[2] - entry[1] + (1 if owns(state, seat, "I (1)") else 0)


def buy(state: State, w: World, seat: int, move: Move) -> None:
    space = _space(state, move["space"])
    count = int(move["count"])
    entry = _mine(state, seat, space)
    cost = inhabitant_price(state, seat) * count
    if state["supply"][seat]["inh"] < count:
        raise IllegalMove(
            "E_SUPPLY_EMPTY",
            f"You have {state['supply'][seat]['inh']} inhabitants left, not {count}.",
        )
    cap = buy_cap(state, w, seat)
    if cap is not None and count > cap:
        raise IllegalMove(
            "E_PURCHASE_CAP", f"You may buy only {max(cap, 0)} more inhabitants this turn."
        )
    most = limit(state, seat, space) - entry[1] - entry[2]
    if state["capital"][seat] != space:
        most = min(most, double_limit(state, seat, entry))
    if count > most:
        raise IllegalMove(
            "E_PLACEMENT_LIMIT",
            f"You may place at most {max(most, 0)} more new inhabitants on {space}.",
        )
    if purse.money(state, seat) < cost:
        raise IllegalMove(
            "E_INSUFFICIENT_FUNDS",
            f"{count} inhabitants cost {cost} M; you have {purse.money(state, seat)} M.",
        )
    purse.pay(state, seat, cost)
    state["supply"][seat]["inh"] -= count
    state["pop"][seat][space][1] += count
    state["turn"]["bought"] += count


# -- 3D: move one inhabitant one step --------------------------------------------------
def step(state: State, w: World, seat: int, move: Move) -> None:
    src, dst = _space(state, move["from"]), _space(state, move["to"])
    entry = state["pop"][seat].get(src)
    if entry is None or entry[1] < 1:
        raise IllegalMove("E_NO_ACTIVE_INHABITANT", f"You have no active inhabitant on {src}.")
    if dst not in neighbours_of(src):
        raise IllegalMove("E_NOT_ADJACENT", f"{dst} is not next to {src}.")
    if state["spaces"][dst] == "water":
        raise IllegalMove("E_WATER", f"{dst} is water; inhabitants never enter water.")
    if opposing(state, w, seat, dst):
        if dice_combat(w):
            stage_attack(state, w, seat, src, dst)
        else:
            attack_iii(state, w, seat, src, dst)
        return
    target = state["pop"][seat].get(dst)
    settling = target is None or not target[0]
    fee = house_fee(state, w, dst) if settling else 0
    if settling and state["supply"][seat]["set"] < 1:
        raise IllegalMove(
            "E_NO_SETTLEMENTS",
            f"Entering {dst} needs a settlement and you have none left"
            + (" (take one back first)." if recycling(w) else "."),
        )
    if fee > purse.money(state, seat):
        raise IllegalMove(
            "E_CANNOT_PAY_TRADING_HOUSE",
            f"A trading house in {dst} costs {fee} M; you have {purse.money(state, seat)} M.",
        )
    if not settling and target is not None and target[1] + target[2] + 1 > limit(state, seat, dst):
        raise IllegalMove(
            "E_SPACE_LIMIT", f"{dst} already holds {target[1] + target[2]} of your inhabitants."
        )
    entry[1] -= 1
    if settling:
        purse.pay(state, seat, fee)
        settle(state, w, seat, dst, arriving=True)
        return
    assert target is not None
    if neutral_roads(w):
        on_road = edge(src, dst) in state["roads"]  # C6-MIL: any road between own spaces
    else:
        pieces = state["roads"].get(edge(src, dst), [])
        on_road = w.has(6) and seat in [o for o, n in pieces if not n]
    if on_road or (hurried(w) and target[2] > 0):
        target[1] += 1
    else:
        target[2] += 1


# -- 3D: roads (Roads) ----------------------------------------------------------------------
def terrain_road_cost(state: State, seat: int, terrain: str) -> int:
    """Road table; I (9) forest, II (7) mountain, II (8) city cost 1 like meadows."""
    cheap = {"I (9)": "forest", "II (7)": "mountain", "II (8)": "city"}
    if any(t == terrain and owns(state, seat, k) for k, t in cheap.items()):
        return 1
    return int(ROAD_COST[terrain])


def road_cost(state: State, seat: int, a: str, b: str) -> int:
    spaces = state["spaces"]
    base = max(terrain_road_cost(state, seat, spaces[a]), terrain_road_cost(state, seat, spaces[b]))
    return base + sum(1 for o, n in state["roads"].get(edge(a, b), []) if o != seat or n)


def build_road(state: State, w: World, seat: int, move: Move) -> None:
    if not w.has(6):
        raise IllegalMove("E_NO_ROADS", "This world has no roads.")
    a, b = _space(state, move["a"]), _space(state, move["b"])
    if b not in neighbours_of(a):
        raise IllegalMove("E_NOT_ADJACENT", f"{a} and {b} are not neighbours.")
    if not a < b:
        raise IllegalMove("E_ROAD_ORDER", f"Name this road's spaces in the order {b} {a}.")
    siege = road_into_attack(state, w, seat, a, b)
    ea = [0, 0, 0] if siege == a else _mine(state, seat, a)
    eb = [0, 0, 0] if siege == b else _mine(state, seat, b)
    e = edge(a, b)
    military = neutral_roads(w)
    if military and e in state["roads"]:
        raise IllegalMove("E_ROAD_EXISTS", f"A neutral road already joins {a} and {b}.")
    if any(o == seat and not n for o, n in state["roads"].get(e, [])):
        raise IllegalMove("E_ROAD_EXISTS", f"You already have a road between {a} and {b}.")
    if (state["road_pool"] if military else state["supply"][seat]["roads"]) < 1:
        raise IllegalMove("E_NO_ROADS_LEFT", "No roads are left.")
    use_a, use_b = int(move["use_a"]), int(move["use_b"])
    cost = road_cost(state, seat, a, b)
    free = use_a == use_b == 0 and free_road(state, seat)
    if free:
        cost = 0
    if use_a + use_b != cost or use_a > ea[1] or use_b > eb[1] or min(use_a, use_b) < 0:
        raise IllegalMove(
            "E_ROAD_INHABITANTS",
            f"This road needs {cost} active inhabitants on {a} and {b}; "
            f"you have {ea[1]} and {eb[1]} active there.",
        )
    if roads_connected(w) or must_connect(w):
        net = road_network(state, w, seat)
        if a not in net and b not in net:
            raise IllegalMove(
                "E_ROAD_NOT_CONNECTED",
                "Your first road must start at your capital and every road must join your network.",
            )
    back = move.get("return_from")
    returning = w.at(6, "I", "II") and not free
    if free and back is not None:
        raise IllegalMove("E_RETURN_FROM", "A free road (III (9)) uses no inhabitants.")
    if returning and (back not in (a, b) or (back == a and use_a < 1) or (back == b and use_b < 1)):
        raise IllegalMove(
            "E_RETURN_FROM", f"Name which builder returns to your supply: {a} or {b}."
        )
    for space, used in ((a, use_a), (b, use_b)):
        if space == siege:
            state["attacks"][space][2] = True  # one road into each attacked space
            continue
        entry = state["pop"][seat][space]
        entry[1] -= used
        entry[2] += used
    if returning:
        state["pop"][seat][back][2] -= 1
        state["supply"][seat]["inh"] += 1
    if military:
        state["roads"][e] = [[NEUTRAL, True]]
        state["road_pool"] -= 1
    else:
        state["roads"].setdefault(e, []).append([seat, False])
        state["supply"][seat]["roads"] -= 1
    if free:
        state["turn"]["free_road"] = True


def road_into_attack(state: State, w: World, seat: int, a: str, b: str) -> str | None:
    """C6-MIL with Military on TOP I/II: 1 road may lead from an own space into a space your
    inhabitants attack; returns that attacked space (its side uses no builders)."""
    if not (neutral_roads(w) and w.at(4, "I", "II")):
        return None
    for siege, own in ((a, b), (b, a)):
        attack = state.get("attacks", {}).get(siege)
        mine = state["pop"][seat].get(own, (0,))[0]
        if attack and attack[0] == seat and not attack[2] and mine:
            return siege
    return None


def road_network(state: State, w: World, seat: int) -> set[str]:
    """Where a new road may start (6.I/6.II): the capital first, then the network."""
    if neutral_roads(w):
        return network(state, seat)
    if own_roads(state, seat):
        return connected_spaces(state, seat)
    return {state["capital"][seat]}


def free_road(state: State, seat: int) -> bool:
    """III (9): once per turn a road without active inhabitants."""
    return owns(state, seat, "III (9)") and not state["turn"].get("free_road")


# -- 3D: businesses (Production) ----------------------------------------------------------
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
        raise IllegalMove("E_NO_PRODUCTION", "This world has no businesses.")
    space = _space(state, move["space"])
    fish = bool(move.get("fish", False))
    terrain = state["spaces"][space]
    if terrain in ("city", "water"):
        raise IllegalMove("E_NOT_LAND", f"Businesses stand on land spaces; {space} is a {terrain}.")
    entry = _mine(state, seat, space)
    if space in state["businesses"]:
        raise IllegalMove("E_BUSINESS_EXISTS", f"{space} already has a business.")
    if fish and not any(state["spaces"].get(n) == "water" for n in neighbours_of(space)):
        raise IllegalMove("E_NO_WATER", f"A fish business needs water next to {space}.")
    if not fish and terrain == "desert":
        raise IllegalMove("E_DESERT", "A desert produces nothing; only a fish business fits there.")
    cost = business_cost(state, space, fish, seat)
    if entry[1] < cost:
        raise IllegalMove(
            "E_NOT_ENOUGH_INHABITANTS",
            f"This business needs {cost} active inhabitants on {space}; you have {entry[1]}.",
        )
    good = "fish" if fish else GOOD_OF[terrain]
    state["pop"][seat][space][1] -= cost
    state["pop"][seat][space][2] += cost
    state["businesses"][space] = {"owner": seat, "good": good}
    if w.has(1):  # C1-PRD: the one good lies on the business; only its owner loads it
        from ..transport.wagon import stock_business

        stock_business(state, space, good)
    elif w.at(8, "I") and state["goods_supply"].get(good, 0) > 0:
        state["goods_supply"][good] -= 1
        state["goods"][seat][good] = state["goods"][seat].get(good, 0) + 1
