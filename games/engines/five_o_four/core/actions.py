"""The general moves: choosing a capital, buying inhabitants (3C), moving one (3D).

General rules 14-23; check everything, then change (STYLE §4).  What a module adds to
them (Military's attacks, Roads' and Race's movement, 8.III's purchase cap) comes through
the hooks below; the modules' own 3A/3D moves live in their packages.
"""

from __future__ import annotations

from collections.abc import Callable

from games.engines.core import IllegalMove, Move, State

from . import purse
from .board import neighbours_of
from .capitals import capital_refusal, place_capital
from .modules import recycling
from .pieces import settle, settle_fee
from .privileged import owns
from .registry import Hook
from .state import start_play
from .words import T, terrain
from .world import World

PRICE_INHABITANT = 10  # general rule 17

#: Whether moving onto a space is an attack (Military: a space another player holds, a
#: free city's defenders).
OPPOSING: Hook[Callable[[State, World, int, str], bool]] = Hook("opposing space")
#: An inhabitant moving from the first space onto the second, opposing one (Military: the
#: attack is staged, or fought at once on TOP III).
ATTACKS: Hook[Callable[[State, World, int, str, str], None]] = Hook("attack")
#: True when an inhabitant moving between two own spaces stays active (Roads: along an own
#: road; Race and Production: hurried movement onto exhausted inhabitants).
STAYS_ACTIVE: Hook[Callable[[State, World, int, str, str, list[int]], bool]] = Hook("stays active")
#: How many more inhabitants the player may buy this turn (8.III from round 2), or None.
PURCHASE_CAP: Hook[Callable[[State, World, int], int | None]] = Hook("purchase cap")


def opposing(state: State, w: World, seat: int, space: str) -> bool:
    return any(opposes(state, w, seat, space) for opposes in OPPOSING.of(w))


def buy_cap(state: State, w: World, seat: int) -> int | None:
    for cap in PURCHASE_CAP.of(w):
        return cap(state, w, seat)
    return None


def limit(state: State, seat: int, space: str) -> int:
    """General rule 14: 9 inhabitants on the capital, 7 elsewhere."""
    return 9 if state["capital"][seat] == space else 7


def named_space(state: State, space: object) -> str:
    if not isinstance(space, str) or space not in state["spaces"]:
        raise IllegalMove(
            "E_NO_SUCH_SPACE", T("There is no space “{space}” on this board.", space=str(space))
        )
    return space


def own_settlement(state: State, seat: int, space: str) -> list[int]:
    entry = state["pop"][seat].get(space)
    if entry is None or not entry[0]:
        raise IllegalMove(
            "E_NO_SETTLEMENT_THERE", T("You have no settlement on {space}.", space=space)
        )
    return list(entry)


# -- setup: capitals ---------------------------------------------------------------------
def choose_capital(state: State, w: World, seat: int, move: Move) -> None:
    city = named_space(state, move["city"])
    if state["spaces"][city] != "city":
        raise IllegalMove(
            "E_NOT_A_CITY",
            T(
                "{city} is not a city but {terrain}.",
                city=city,
                terrain=terrain(state["spaces"][city]),
            ),
        )
    if city in state["capital"]:
        raise IllegalMove(
            "E_CAPITAL_TAKEN", T("City {city} is already another player's capital.", city=city)
        )
    refusal = capital_refusal(state, w, city)
    if refusal is not None:
        raise refusal
    state["capital_queue"].pop(0)
    place_capital(state, w, seat, city)
    if not state["capital_queue"]:
        start_play(state, w)


# -- 3C: buy inhabitants ----------------------------------------------------------------
def inhabitant_price(state: State, seat: int) -> int:
    return 8 if owns(state, seat, "II (4)") else PRICE_INHABITANT


def double_limit(state: State, seat: int, entry: list[int]) -> int:
    """Rule 18: at most double (settlement + exhausted); I (1): 1 more on each space."""
    return 1 + entry[2] - entry[1] + (1 if owns(state, seat, "I (1)") else 0)


def buy(state: State, w: World, seat: int, move: Move) -> None:
    space = named_space(state, move["space"])
    count = int(move["count"])
    entry = own_settlement(state, seat, space)
    cost = inhabitant_price(state, seat) * count
    if state["supply"][seat]["inh"] < count:
        raise IllegalMove(
            "E_SUPPLY_EMPTY",
            T(
                "You have {inh} inhabitants left, not {count}.",
                inh=state["supply"][seat]["inh"],
                count=count,
            ),
        )
    cap = buy_cap(state, w, seat)
    if cap is not None and count > cap:
        raise IllegalMove(
            "E_PURCHASE_CAP",
            T("You may buy only {cap} more inhabitants this turn.", cap=max(cap, 0)),
        )
    most = limit(state, seat, space) - entry[1] - entry[2]
    if state["capital"][seat] != space:
        most = min(most, double_limit(state, seat, entry))
    if count > most:
        raise IllegalMove(
            "E_PLACEMENT_LIMIT",
            T(
                "You may place at most {most} more new inhabitants on {space}.",
                most=max(most, 0),
                space=space,
            ),
        )
    if purse.money(state, seat) < cost:
        raise IllegalMove(
            "E_INSUFFICIENT_FUNDS",
            T(
                "{count} inhabitants cost {cost} M; you have {money} M.",
                count=count,
                cost=cost,
                money=purse.money(state, seat),
            ),
        )
    purse.pay(state, seat, cost)
    state["supply"][seat]["inh"] -= count
    state["pop"][seat][space][1] += count
    state["turn"]["bought"] += count


# -- 3D: move one inhabitant one step --------------------------------------------------
def step(state: State, w: World, seat: int, move: Move) -> None:
    src, dst = named_space(state, move["from"]), named_space(state, move["to"])
    entry = state["pop"][seat].get(src)
    if entry is None or entry[1] < 1:
        raise IllegalMove(
            "E_NO_ACTIVE_INHABITANT", T("You have no active inhabitant on {src}.", src=src)
        )
    if dst not in neighbours_of(src):
        raise IllegalMove("E_NOT_ADJACENT", T("{dst} is not next to {src}.", dst=dst, src=src))
    if state["spaces"][dst] == "water":
        raise IllegalMove("E_WATER", T("{dst} is water; inhabitants never enter water.", dst=dst))
    if opposing(state, w, seat, dst):
        for attack in ATTACKS.of(w):
            attack(state, w, seat, src, dst)
        return
    target = state["pop"][seat].get(dst)
    settling = target is None or not target[0]
    fee = settle_fee(state, w, dst) if settling else 0
    if settling and state["supply"][seat]["set"] < 1:
        raise IllegalMove(
            "E_NO_SETTLEMENTS",
            T(
                "Entering {dst} needs a settlement and you have none left (take one back first).",
                dst=dst,
            )
            if recycling(w)
            else T("Entering {dst} needs a settlement and you have none left.", dst=dst),
        )
    if fee > purse.money(state, seat):
        raise IllegalMove(
            "E_CANNOT_PAY_TRADING_HOUSE",
            T(
                "A trading house in {dst} costs {fee} M; you have {money} M.",
                dst=dst,
                fee=fee,
                money=purse.money(state, seat),
            ),
        )
    if not settling and target is not None and target[1] + target[2] + 1 > limit(state, seat, dst):
        raise IllegalMove(
            "E_SPACE_LIMIT",
            T(
                "{dst} already holds {count} of your inhabitants.",
                dst=dst,
                count=target[1] + target[2],
            ),
        )
    entry[1] -= 1
    if settling:
        purse.pay(state, seat, fee)
        settle(state, w, seat, dst, arriving=True)
        return
    assert target is not None
    if any(stays(state, w, seat, src, dst, target) for stays in STAYS_ACTIVE.of(w)):
        target[1] += 1
    else:
        target[2] += 1
