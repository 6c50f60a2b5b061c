"""Module 1 (Transport): the wagon, its upgrades (3C) and its phase 3E, at every position.

Rulebook "Das Modul 1: Transport"; digest §4.1, §3 (world 123), §5.1 (3C upgrade, 3E wagon),
combination rules C1-PRD, C1-ROAD, C1-ROAD-III, C1-NOINH, C2-NOINH, C2-TRANS-II.

State: ``wagons[seat]`` = {"at": space, "mp": 3|4|5|7, "cargo": [hold, ...]} where a hold is
None, {"good": kind} or {"inh": 1|2} (exhausted inhabitants).  Goods lie in ``goods_supply``
(general supply), ``loose[space]`` (on a city offer or unloaded), ``businesses[s]["stock"]``
(C1-PRD, only the owner loads), in holds, in ``goods[seat]`` (in front of the player or on
trading houses) or in ``turn["sold"]`` (1.II, back to the supply after income).  MP are kept in
half points (``turn["mp2"]``) because an own road costs 0.5 MP.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.engines.core import IllegalMove, Move, State

from ..core import actors, purse
from ..core.actions import opposing
from ..core.board import edge, neighbours_of
from ..core.catalog import GOODS, GOODS_SUPPLY, TRANSPORT
from ..core.counts import connected_spaces, holder, own_roads
from ..core.modules import goods_prices, goods_set_aside
from ..core.pieces import mark_city_card, settle, settle_fee
from ..core.privileged import owns
from ..core.registry import Hook
from ..core.words import T, halves
from ..core.words import good as good_term
from ..core.world import World

TRACK = tuple(int(x) for x in TRANSPORT["mp_track"])

# C1-MIL-c (Military, registered by combinations/): carried inhabitants and opposing spaces
#: True when the wagon may not bring ``carrying`` inhabitants onto the opposing space.
DRIVE_REFUSED: Hook[Callable[[State, World, int, str, int], bool]] = Hook("wagon refused")
#: The carried inhabitants arriving on an opposing space (staged for 3G, or fought at once).
CARRIED_ARRIVE: Hook[Callable[[State, World, int, str], None]] = Hook("carried arrive")
#: One inhabitant unloaded onto an opposing space.
UNLOAD_OPPOSING: Hook[Callable[[State, World, int, str], None]] = Hook("unload to attack")
#: With dice combat: True when one inhabitant may not be unloaded onto the opposing space.
UNLOAD_REFUSED: Hook[Callable[[State, World, int, str], bool]] = Hook("unload refused")
CITY_DATA: dict[str, Any] = dict(TRANSPORT["cities"])  # tests inject stated goods here


# -- world predicates ----------------------------------------------------------------------
def demand_cities(w: World) -> bool:
    """1.I/1.II: cities goods-side up (ALWAYS), deliveries cover demand slots."""
    return w.at(1, "I", "II")


def to_houses(w: World) -> bool:
    """C1-PRD with Production on TOP I/II: deliver to your own trading houses."""
    return w.has(1) and w.at(8, "I", "II")


def wagon_settles(w: World) -> str | None:
    """Without inhabitants, which module lets the wagon place settlements: "any" space
    (2.II, 2.III, 7.III, 5.II/5.III) or "city" only (3.I/3.II); None: no such rule."""
    if w.with_inhabitants:
        return None
    if w.at(2, "II", "III") or w.at(7, "III") or w.at(5, "II", "III"):
        return "any"
    if w.at(3, "I", "II"):
        return "city"
    return None


def holds_at_start(w: World) -> int:
    """TOP III without inhabitants: the wagon has no cargo hold."""
    return 0 if (w.at(1, "III") and not w.with_inhabitants) else 1


def upgrade_prices(w: World) -> dict[str, int]:
    table = TRANSPORT["upgrade_cost"]
    if not w.at(1, "III"):
        return dict(table["top_i_ii"])
    if w.with_inhabitants:
        return dict(table["top_iii"])
    return dict(table["top_iii_without_inhabitants"])


def extra_mp_cost(already: int, more: int) -> int:
    """Total price of ``more`` extra MP after ``already`` this turn (20, 50, 90, 140, 200, ...:
    the n-th extra MP costs 10 + 10 n)."""
    return sum(10 + 10 * n for n in range(already + 1, already + more + 1))


# -- city data (facts city_goods / city_positions) -------------------------------------------
def city_numbers(board_id: int) -> dict[str, int]:
    positions = CITY_DATA.get("positions") or {}
    return {str(k): int(v) for k, v in (positions.get(board_id) or {}).items()}


def city_goods(number: int) -> dict[str, Any]:
    goods = CITY_DATA.get("goods") or {}
    return dict(goods[number])


def offer_of(state: State, space: str) -> str | None:
    number = state.get("city_no", {}).get(space)
    return None if number is None else str(city_goods(number)["offer"])


# -- setup ------------------------------------------------------------------------------------
def setup_transport(state: State, w: World) -> None:
    """Wagons, goods on cities (1.I/1.II), the price chart (1.II), cover markers."""
    players = actors.count(state)
    holds = holds_at_start(w)
    state["wagons"] = [
        {"at": None, "mp": TRACK[0], "cargo": [None] * holds} for _ in range(players)
    ]
    state["loose"] = {}
    state["delivered"] = [{} for _ in range(players)]
    state["house_goods"] = {}
    state["mp_after"] = [0] * players
    state["extra_slot"] = [None] * players  # II (6): the trading house holding 1 extra good
    if not state["goods_supply"] and (demand_cities(w) or w.has(8)):
        state["goods_supply"] = dict(GOODS_SUPPLY)
    if demand_cities(w):
        state["city_no"], state["demand"], state["covered"] = {}, {}, {}
        numbers = city_numbers(w.board)
        for space, number in sorted(numbers.items(), key=lambda item: item[1]):
            if state["spaces"].get(space) == "city":  # board 1: the printed start cities
                lay_city(state, w, space, number)
        if w.has(5):  # C1-EXP: the other cities wait in the stack, lowest number on top
            on_board = set(state["city_no"].values())
            state["city_stack"] = sorted(
                int(n) for n in CITY_DATA["goods"] if int(n) not in on_board
            )
    if goods_set_aside(w):
        state["goods_aside"] = {}  # C1-SHARES: a fallen company's delivered goods
    if goods_prices(w):  # 1.II, or 1.I with 9.II (C1-9CHART, U17)
        chart = TRANSPORT["price_chart"]
        state["prices"] = dict.fromkeys(GOODS, int(chart["start"]))


def lay_city(state: State, w: World, space: str, number: int) -> None:
    """A city goods-side up: its demand slots and (not with Production) 4 goods of its
    offer."""
    goods = city_goods(number)
    state["city_no"][space] = number
    state["demand"][space] = list(goods["demand"])
    state["covered"][space] = []
    if not w.has(8):
        _to_space(state, space, str(goods["offer"]), per_city())


def city_discovered(state: State, w: World, space: str) -> None:
    """C1-EXP: a city discovered during play is the top of the numbered stack (the lowest
    number left) and gets its goods like the cities laid at setup (reading T9)."""
    if demand_cities(w):
        lay_city(state, w, space, state["city_stack"].pop(0))


def per_city() -> int:
    return int(TRANSPORT["goods_per_city"])


def _to_space(state: State, space: str, good: str, count: int) -> None:
    count = min(count, int(state["goods_supply"].get(good, 0)))
    if count <= 0:
        return
    state["goods_supply"][good] -= count
    pile = state["loose"].setdefault(space, {})
    pile[good] = pile.get(good, 0) + count


def start_wagon(state: State, w: World, seat: int) -> None:
    """The wagon goes on the capital; 1.I/1.II (not with Production) load 1 good from it."""
    capital = state["capital"][seat]
    wagon = state["wagons"][seat]
    wagon["at"] = capital
    if demand_cities(w) and not w.has(8):
        good = offer_of(state, capital)
        pile = state["loose"].get(capital, {})
        if good and pile.get(good, 0) > 0 and wagon["cargo"]:
            _take_loose(state, capital, good)
            wagon["cargo"][0] = {"good": good}


def capital_offer_taken(state: State, w: World, city: str) -> bool:
    """1.I/1.II capitals: each player chooses a city with a different goods offering."""
    if not demand_cities(w):
        return False
    mine = offer_of(state, city)
    return any(c is not None and offer_of(state, c) == mine for c in state["capital"])


# -- 3C: upgrade --------------------------------------------------------------------------------
def upgrade_cost(state: State, w: World, seat: int, what: str) -> int:
    price = upgrade_prices(w)[what]
    return max(0, price - 15) if owns(state, seat, "I (8)") else price


def upgrade_options(state: State, w: World, seat: int) -> list[str]:
    turn = state["turn"]
    if turn.get("upgraded") or turn.get("bought"):
        return []
    wagon = state["wagons"][seat]
    money = purse.money(state, seat)
    found = []
    if wagon["mp"] != TRACK[-1] and upgrade_cost(state, w, seat, "mp") <= money:
        found.append("mp")
    prices = upgrade_prices(w)
    if (
        "hold" in prices
        and len(wagon["cargo"]) == 1
        and upgrade_cost(state, w, seat, "hold") <= money
    ):
        found.append("hold")
    return found


def upgrade(state: State, w: World, seat: int, move: Move) -> None:
    what = move["what"]
    if state["turn"].get("upgraded"):
        raise IllegalMove("E_ONE_UPGRADE", T("You may buy exactly 1 wagon upgrade per turn."))
    if state["turn"].get("bought"):
        raise IllegalMove("E_UPGRADE_FIRST", T("The upgrade comes before buying inhabitants."))
    wagon = state["wagons"][seat]
    if what == "hold" and ("hold" not in upgrade_prices(w) or len(wagon["cargo"]) != 1):
        raise IllegalMove("E_NO_HOLD_UPGRADE", T("Your wagon cannot get a second cargo hold."))
    if what == "mp" and wagon["mp"] == TRACK[-1]:
        raise IllegalMove(
            "E_MP_MAX", T("Your wagon already has {track} movement points.", track=TRACK[-1])
        )
    cost = upgrade_cost(state, w, seat, what)
    money = purse.money(state, seat)
    if cost > money:
        raise IllegalMove(
            "E_INSUFFICIENT_FUNDS",
            T("This upgrade costs {cost} M; you have {money} M.", cost=cost, money=money),
        )
    purse.pay(state, seat, cost)
    if what == "mp":
        wagon["mp"] = TRACK[TRACK.index(wagon["mp"]) + 1]
    else:
        wagon["cargo"].append(None)
    state["turn"]["upgraded"] = what


# -- 3E: entering and movement --------------------------------------------------------------------
def enter_wagon_phase(state: State, w: World, seat: int) -> None:
    turn = state["turn"]
    mp = int(state["wagons"][seat]["mp"]) + (1 if owns(state, seat, "II (5)") else 0)
    paid: list[int] = []
    if w.has(4):  # C1-MIL-a: +1 MP starting on an own space; its owner's spaces cost nothing
        owner = space_owner(state, w, state["wagons"][seat]["at"])
        if owner == seat:
            mp += 1
        elif owner is not None:
            paid.append(owner)
    turn.update({"phase": "3E", "mp2": 2 * mp, "extra": 0, "entered": None, "after_city": 0})
    turn["opponents_paid"] = paid


def space_owner(state: State, w: World, space: str) -> int | None:
    """Military: who controls a space for the wagon (C1-MIL-b: with Production on TOP I/II
    cities are neutral, controlled by nobody)."""
    if w.at(8, "I", "II") and state["spaces"][space] == "city":
        return None
    return holder(state, space)


def step_cost2(state: State, w: World, seat: int, src: str, dst: str) -> int:
    """Half MP for one wagon step: own road 1 (C1-ROAD), city 0 with III (1), mountain 4
    (2 with II (7)), otherwise 2."""
    terrain = state["spaces"][dst]
    costs = [4 if terrain == "mountain" and not owns(state, seat, "II (7)") else 2]
    if w.has(6) and any(o == seat and not n for o, n in state["roads"].get(edge(src, dst), [])):
        costs.append(1)
    if terrain == "city" and owns(state, seat, "III (1)"):
        costs.append(0)
    return min(costs) + opponent_toll2(state, w, seat, dst)


def opponent_toll2(state: State, w: World, seat: int, dst: str) -> int:
    """C1-MIL-a: the first entry into a given opponent's spaces this phase costs +1 MP."""
    if not w.has(4):
        return 0
    owner = space_owner(state, w, dst)
    if owner is None or owner == seat or owner in state["turn"].get("opponents_paid", []):
        return 0
    return 2


def drive_targets(state: State, w: World, seat: int) -> list[tuple[str, int]]:
    src = state["wagons"][seat]["at"]
    left = int(state["turn"]["mp2"])
    found = []
    for dst in neighbours_of(src):
        terrain = state["spaces"].get(dst)
        if terrain is None or terrain == "water":
            continue
        cost = step_cost2(state, w, seat, src, dst)
        if cost > left:
            continue
        carrying = carried_inhabitants(state["wagons"][seat])
        attacks = bool(carrying) and opposing(state, w, seat, dst)
        if attacks and any(
            refused(state, w, seat, dst, carrying) for refused in DRIVE_REFUSED.of(w)
        ):
            continue
        found.append((dst, cost))
    return found


def drive(state: State, w: World, seat: int, move: Move) -> None:
    dst = move["to"]
    wagon = state["wagons"][seat]
    if dst not in state["spaces"]:
        raise IllegalMove("E_NO_SUCH_SPACE", T("There is no space “{dst}” on this board.", dst=dst))
    if dst not in neighbours_of(wagon["at"]):
        raise IllegalMove(
            "E_NOT_ADJACENT", T("{dst} is not next to your wagon on {at}.", dst=dst, at=wagon["at"])
        )
    if state["spaces"][dst] == "water":
        raise IllegalMove("E_WATER", T("{dst} is water; the wagon never enters water.", dst=dst))
    cost = step_cost2(state, w, seat, wagon["at"], dst)
    turn = state["turn"]
    if cost > turn["mp2"]:
        raise IllegalMove(
            "E_NO_MP",
            T(
                "Entering {dst} takes {cost} of the wagon's movement points; it has {left} left.",
                dst=dst,
                cost=halves(cost),
                left=halves(turn["mp2"]),
            ),
        )
    if opponent_toll2(state, w, seat, dst):
        turn["opponents_paid"].append(space_owner(state, w, dst))
    if carried_inhabitants(wagon) and opposing(state, w, seat, dst):
        for arrives in CARRIED_ARRIVE.of(w):  # C1-MIL-c: they are unloaded for combat
            arrives(state, w, seat, dst)
    turn["mp2"] -= cost
    turn["after_city"] += cost
    wagon["at"] = dst
    turn["entered"] = dst
    if state["spaces"][dst] == "city":
        reach_city(state, w, seat, dst)


def reach_city(state: State, w: World, seat: int, city: str) -> None:
    """Race city cards marked by the wagon: 2.I/2.II without inhabitants (marker inhabitant)
    and 2.II with inhabitants (C2-TRANS-II: 1 inhabitant from the supply onto the card)."""
    if not w.at(2, "I", "II") or city == state["capital"][seat]:
        return
    marks = state["cards"].setdefault(city, [])
    if any(s == seat for s, _, _ in marks):
        return
    if w.with_inhabitants and not w.at(2, "II"):
        return
    if state["supply"][seat]["inh"] < 1:
        return
    state["supply"][seat]["inh"] -= 1
    mark_city_card(state, w, seat, city)
    state["turn"]["after_city"] = 0


def buy_mp(state: State, w: World, seat: int, move: Move) -> None:
    if w.with_inhabitants:
        raise IllegalMove(
            "E_NO_EXTRA_MP",
            T("Extra movement points can be bought only in games without inhabitants."),
        )
    count = int(move["count"])
    turn = state["turn"]
    cost = extra_mp_cost(int(turn["extra"]), count)
    money = purse.money(state, seat)
    if cost > money:
        raise IllegalMove(
            "E_INSUFFICIENT_FUNDS",
            T(
                "Extra movement points ({count}) cost {cost} M; you have {money} M.",
                count=count,
                cost=cost,
                money=money,
            ),
        )
    purse.pay(state, seat, cost)
    turn["extra"] += count
    turn["mp2"] += 2 * count


# -- 3E: cargo ----------------------------------------------------------------------------------
def _take_loose(state: State, space: str, good: str) -> None:
    pile = state["loose"][space]
    pile[good] -= 1
    if not pile[good]:
        del pile[good]
    if not pile:
        del state["loose"][space]


def loadable_goods(state: State, seat: int) -> list[str]:
    wagon = state["wagons"][seat]
    if None not in wagon["cargo"]:
        return []
    at = wagon["at"]
    found = set(state["loose"].get(at, {}))
    business = state["businesses"].get(at)
    if business and business["owner"] == seat and business.get("stock"):
        found.add(business["good"])
    return [g for g in GOODS if g in found]


def inhabitant_room(wagon: dict[str, Any]) -> int:
    return sum(2 - h["inh"] if h and "inh" in h else 2 if h is None else 0 for h in wagon["cargo"])


def carried(wagon: dict[str, Any]) -> list[str]:
    return [h["good"] for h in wagon["cargo"] if h and "good" in h]


def carried_inhabitants(wagon: dict[str, Any]) -> int:
    return sum(h["inh"] for h in wagon["cargo"] if h and "inh" in h)


def load(state: State, w: World, seat: int, move: Move) -> None:
    what = move["what"]
    wagon = state["wagons"][seat]
    at = wagon["at"]
    if what == "inhabitant":
        entry = state["pop"][seat].get(at)
        if entry is None or entry[2] < 1:
            raise IllegalMove(
                "E_NO_EXHAUSTED_INHABITANT", T("You have no exhausted inhabitant on {at}.", at=at)
            )
        if inhabitant_room(wagon) < 1:
            raise IllegalMove("E_CARGO_FULL", T("Your cargo holds have no room for an inhabitant."))
        entry[2] -= 1
        half = next((h for h in wagon["cargo"] if h and h.get("inh") == 1), None)
        if half is not None:
            half["inh"] = 2
        else:
            wagon["cargo"][wagon["cargo"].index(None)] = {"inh": 1}
        return
    if what not in loadable_goods(state, seat):
        raise IllegalMove(
            "E_NO_GOOD_TO_LOAD",
            T("You cannot load {good} here (or your cargo holds are full).", good=good_term(what)),
        )
    if what in state["loose"].get(at, {}):
        _take_loose(state, at, what)
    else:
        state["businesses"][at]["stock"] -= 1
    wagon["cargo"][wagon["cargo"].index(None)] = {"good": what}


def unload(state: State, w: World, seat: int, move: Move) -> None:
    what = move["what"]
    wagon = state["wagons"][seat]
    at = wagon["at"]
    if what != "inhabitant":
        hold = next((h for h in wagon["cargo"] if h and h.get("good") == what), None)
        if hold is None:
            raise IllegalMove(
                "E_NOT_CARRIED", T("Your wagon carries no {good}.", good=good_term(what))
            )
        wagon["cargo"][wagon["cargo"].index(hold)] = None
        pile = state["loose"].setdefault(at, {})
        pile[what] = pile.get(what, 0) + 1
        return
    holds = [h for h in wagon["cargo"] if h and "inh" in h]
    if not holds:
        raise IllegalMove("E_NOT_CARRIED", T("Your wagon carries no inhabitant."))
    unload_one(state, w, seat, at)


def take_inhabitant(wagon: dict[str, Any]) -> None:
    holds = [h for h in wagon["cargo"] if h and "inh" in h]
    hold = min(holds, key=lambda h: h["inh"])
    hold["inh"] -= 1
    if not hold["inh"]:
        wagon["cargo"][wagon["cargo"].index(hold)] = None


def unload_one(state: State, w: World, seat: int, at: str) -> None:
    wagon = state["wagons"][seat]
    if opposing(state, w, seat, at):
        for unload in UNLOAD_OPPOSING.of(w):  # C1-MIL-c: the inhabitant attacks
            unload(state, w, seat, at)
        return
    entry = state["pop"][seat].get(at)
    if entry is None or not entry[0]:
        _unload_settling(state, w, seat, at)
    else:
        cap = 9 if state["capital"][seat] == at else 7
        if entry[1] + entry[2] + 1 > cap:
            raise IllegalMove(
                "E_SPACE_LIMIT",
                T("{at} already holds {count} of yours.", at=at, count=entry[1] + entry[2]),
            )
        entry[2] += 1
    take_inhabitant(wagon)


def _unload_settling(state: State, w: World, seat: int, at: str) -> None:
    """Unloading onto a space without your settlement swaps 1 inhabitant for a settlement."""
    if state["spaces"][at] == "water":
        raise IllegalMove("E_WATER", T("Inhabitants never stand on water."))
    if state["supply"][seat]["set"] < 1:
        raise IllegalMove(
            "E_NO_SETTLEMENTS", T("Settling {at} needs a settlement; you have none left.", at=at)
        )
    fee = settle_fee(state, w, at)
    if fee > purse.money(state, seat):
        raise IllegalMove(
            "E_CANNOT_PAY_TRADING_HOUSE",
            T("A trading house in {at} costs {fee} M.", at=at, fee=fee),
        )
    purse.pay(state, seat, fee)
    settle(state, w, seat, at, arriving=True)


def can_unload_inhabitant(state: State, w: World, seat: int) -> bool:
    wagon = state["wagons"][seat]
    if not carried_inhabitants(wagon):
        return False
    at = wagon["at"]
    refusals = UNLOAD_REFUSED.of(w)
    if refusals and opposing(state, w, seat, at):
        return not any(refused(state, w, seat, at) for refused in refusals)
    entry = state["pop"][seat].get(at)
    if entry is None or not entry[0]:
        money = purse.money(state, seat)
        return int(state["supply"][seat]["set"]) > 0 and settle_fee(state, w, at) <= money
    cap = 9 if state["capital"][seat] == at else 7
    return bool(entry[1] + entry[2] + 1 <= cap)


# -- 3E: settle (without inhabitants) -------------------------------------------------------
def may_settle(state: State, w: World, seat: int) -> bool:
    rule = wagon_settles(w)
    at = state["wagons"][seat]["at"]
    if rule is None or state["turn"].get("entered") != at:
        return False
    if rule == "city" and state["spaces"][at] != "city":
        return False
    entry = state["pop"][seat].get(at)
    return (entry is None or not entry[0]) and int(state["supply"][seat]["set"]) > 0


def settle_here(state: State, w: World, seat: int, move: Move) -> None:
    if not may_settle(state, w, seat):
        raise IllegalMove(
            "E_CANNOT_SETTLE",
            T(
                "You may place a settlement only on the space your wagon just "
                "moved onto, once, with a settlement left, where a module allows "
                "it."
            ),
        )
    settle(state, w, seat, state["wagons"][seat]["at"], arriving=False)


# -- 3E: deliveries -----------------------------------------------------------------------------
def house_capacity(state: State, w: World, seat: int, city: str) -> int:
    """A trading house takes 1 good, the HQ 2; II (6) adds 1 at one house (once)."""
    base = 2 if state["capital"][seat] == city else 1
    return base


def house_room(state: State, w: World, seat: int, city: str) -> bool:
    if seat not in state["houses"].get(city, []):
        return False
    used = state["house_goods"].get(city, {}).get(str(seat), 0)
    if used < house_capacity(state, w, seat, city):
        return True
    return owns(state, seat, "II (6)") and state["extra_slot"][seat] is None


def deliverable(state: State, w: World, seat: int) -> list[str]:
    wagon = state["wagons"][seat]
    at = wagon["at"]
    if state["spaces"].get(at) != "city":
        return []
    goods = carried(wagon)
    if demand_cities(w):
        goods = [g for g in goods if g in state["demand"].get(at, [])]
    if to_houses(w):
        goods = goods if house_room(state, w, seat, at) else []
    elif not demand_cities(w):
        return []
    return sorted(set(goods), key=GOODS.index)


def deliver(state: State, w: World, seat: int, move: Move) -> None:
    good = move["good"]
    if good not in deliverable(state, w, seat):
        raise IllegalMove(
            "E_NO_DEMAND",
            T(
                "You cannot deliver {good} here: the city must demand it (open slot), you "
                "must carry it, and your trading house here must have room.",
                good=good_term(good),
            )
            if to_houses(w)
            else T(
                "You cannot deliver {good} here: the city must demand it (open slot) and you "
                "must carry it.",
                good=good_term(good),
            ),
        )
    wagon = state["wagons"][seat]
    at = wagon["at"]
    hold = next(h for h in wagon["cargo"] if h and h.get("good") == good)
    wagon["cargo"][wagon["cargo"].index(hold)] = None
    if demand_cities(w):
        state["demand"][at].remove(good)
        state["covered"][at].append(good)
    tally = state["delivered"][seat]
    tally[good] = tally.get(good, 0) + 1
    turn = state["turn"]
    if goods_prices(w):  # with 1.I the good still lies in front for the final scoring
        turn.setdefault("priced", []).append([good, at])
    if to_houses(w):
        slots = state["house_goods"].setdefault(at, {})
        used = slots.get(str(seat), 0)
        if used >= house_capacity(state, w, seat, at):
            state["extra_slot"][seat] = at
        slots[str(seat)] = used + 1
        _in_front(state, seat, good)
    elif w.at(1, "I"):
        _in_front(state, seat, good)
    else:
        turn.setdefault("sold", []).append(good)


def _in_front(state: State, seat: int, good: str) -> None:
    mine = state["goods"][seat]
    mine[good] = mine.get(good, 0) + 1


# -- Production: the one good a business produces with Module 1 (C1-PRD) -------------------------
def stock_business(state: State, space: str, good: str) -> None:
    business = state["businesses"][space]
    if state["goods_supply"].get(good, 0) > 0:
        state["goods_supply"][good] -= 1
        business["stock"] = business.get("stock", 0) + 1


# -- end of the wagon phase ------------------------------------------------------------------------
def close_wagon_phase(state: State, seat: int) -> None:
    state["mp_after"][seat] = int(state["turn"].get("after_city", 0)) // 2


# -- 3E: the free road from the wagon's space (C1-ROAD-III: Roads on TOP I/II + 1.III) -----------
def free_wagon_road(w: World) -> bool:
    return w.at(1, "III") and w.at(6, "I", "II")


def wagon_road_targets(state: State, w: World, seat: int) -> list[str]:
    if not free_wagon_road(w) or state["turn"].get("wagon_road"):
        return []
    if state["supply"][seat]["roads"] < 1:
        return []
    a = state["wagons"][seat]["at"]
    mine = state["pop"][seat]
    if not mine.get(a, (0,))[0]:
        return []
    net = connected_spaces(state, seat) if own_roads(state, seat) else {state["capital"][seat]}
    found = []
    for b in neighbours_of(a):
        if not mine.get(b, (0,))[0]:
            continue
        if a not in net and b not in net:
            continue
        if any(o == seat and not n for o, n in state["roads"].get(edge(a, b), [])):
            continue
        found.append(b)
    return sorted(found)


def wagon_road(state: State, w: World, seat: int, move: Move) -> None:
    b = move["to"]
    if b not in wagon_road_targets(state, w, seat):
        raise IllegalMove(
            "E_NO_FREE_ROAD",
            T(
                "The free road (once per turn) runs from your wagon's space to a "
                "neighbouring space; you need settlements on both, a road left, no "
                "own road there, and it must join your network."
            ),
        )
    a = state["wagons"][seat]["at"]
    state["roads"].setdefault(edge(a, b), []).append([seat, False])
    state["supply"][seat]["roads"] -= 1
    state["turn"]["wagon_road"] = True


# -- a fallen public company (C1-SHARES, with Military) ---------------------------------------
def park_wagon(state: State, w: World, c: int) -> None:
    """Transport: the fallen company's wagon leaves the board as at setup (its inhabitants
    back to its supply, its goods to the general supply) and its deliveries count anew."""
    wagon = state["wagons"][c]
    for hold in wagon["cargo"]:
        if hold and "inh" in hold:
            state["supply"][c]["inh"] += int(hold["inh"])
        elif hold and "good" in hold:
            state["goods_supply"][hold["good"]] += 1
    state["wagons"][c] = {"at": None, "mp": TRACK[0], "cargo": [None] * holds_at_start(w)}
    state["delivered"][c] = {}
    state["mp_after"][c] = 0
    state["extra_slot"][c] = None
