"""The ten phases of a round (digest §4) and the map changes to their order (§6).

``advance`` runs the automatic phases (income, expenses, reduction, growth, round marker)
until a player has a decision to make; every decision handler ends by calling it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from . import words
from .bag import draw_cube
from .build_track.turn import lapse_ownership
from .catalog import ACTIONS, LOCO_MAX, MAX_SHARES, SHARE_VALUE, income_reduction
from .common import State, active, gmap, own, refuse, rules, seat_name
from .goods import empty_spaces, goods_growth
from .scoring import final_tiebreak
from .track.chains import board_of
from .words import T, Tn

Reveals = list[dict[str, Any]]
RngFactory = Callable[[], random.Random]


def available_actions(state: State) -> list[str]:
    """Actions of the map not taken this round (nor still taken from earlier rounds)."""
    taken, blocked = state["actions"], state["blocked"]
    return [a for a in rules(state).actions if a not in taken and a not in blocked]


def holder(state: State, action: str) -> int | None:
    seat = state["actions"].get(action)
    if seat is None or state["pl"][seat]["out"]:
        return None
    return int(seat)


# --------------------------------------------------------------------------- phase starts


def start_round(state: State, rng: RngFactory, reveals: Reveals) -> None:
    state["actions"] = {}
    if rules(state).switches_order_each_round:
        start_lucia_order(state)
    else:
        start_shares(state)


def start_shares(state: State) -> None:
    state["phase"] = "shares"
    state["queue"] = active(state)
    for p in state["pl"]:
        p["issued"] = 0


def start_auction(state: State) -> None:
    players = active(state)
    if not rules(state).has_auction or len(players) <= 1:
        start_actions(state)
        return
    state["phase"] = "auction"
    state["auction"] = {
        "ring": players,
        "active": list(players),
        "high": 0,
        "hb": None,
        "bids": {},
        "passed": [],
        "top": [s for s in players if state["pl"][s]["top"]],
        "top_used": [],
        "turn": players[0],
    }


def start_actions(state: State) -> None:
    state["phase"] = "actions"
    acts = rules(state).actions
    if rules(state).actions_stay_taken and all(a in state["blocked"] for a in acts):
        state["blocked"] = []  # every action carries a marker: cleared at the start of phase 3
    state["queue"] = active(state)


def start_build(state: State) -> None:
    urb = holder(state, "urbanization")
    first = holder(state, "first_build")
    order = active(state)
    if first is not None:
        order = [first] + [s for s in order if s != first]
    state["build"] = {"queue": order, "used": 0}
    gm = gmap(state)
    free_letters = [x for x in state["new_city_letters"] if x not in state["new_cities"].values()]
    towns = [h for h in gm.towns if h not in state["new_cities"]]
    if urb is not None and free_letters and towns:
        state["phase"] = "urbanize"
        state["turn"] = urb
    else:
        state["phase"] = "build"


def end_build(state: State) -> None:
    lapse_ownership(state)
    state["build"] = None
    first = holder(state, "first_move")
    order = active(state)
    if first is not None:
        order = [first] + [s for s in order if s != first]
    state["phase"] = "move"
    state["move"] = {"round": 1, "order": order, "queue": list(order), "loco_up": []}


def start_lucia_order(state: State) -> None:
    """St. Lucia: the order switches each round; the new start player may pay $5 (§6.5)."""
    state["phase"] = "order"
    if len(state["order"]) < 2:
        start_shares(state)
        return
    a, b = state["order"]
    top = [s for s in (a, b) if state["pl"][s]["top"]]
    for p in state["pl"]:
        p["top"] = False
    if top and state["pl"][top[0]]["money"] >= 5:
        seat = top[0]
        state["order"] = [seat, b if seat == a else a]
        state["pl"][seat]["money"] -= 5
        state["lucia"] = None
        start_shares(state)
        return
    state["order"] = [b, a]
    state["lucia"] = {"asked": b, "stage": 1}


# --------------------------------------------------------------------------- flow


def current(state: State) -> int | None:
    phase = state["phase"]
    if phase in ("shares", "actions"):
        return state["queue"][0] if state["queue"] else None
    if phase == "auction":
        return int(state["auction"]["turn"])
    if phase in ("urbanize",):
        return int(state["turn"])
    if phase == "build":
        q = state["build"]["queue"]
        return q[0] if q else None
    if phase == "move":
        q = state["move"]["queue"]
        return q[0] if q else None
    if phase == "production":
        return int(state["production"]["seat"])
    if phase == "order":
        return int(state["lucia"]["asked"])
    return None


def advance(state: State, rng: RngFactory, reveals: Reveals) -> None:
    """Run automatic steps until someone must decide (or the game is over)."""
    for _ in range(1000):
        phase = state["phase"]
        if phase == "over":
            return
        if not active(state):
            finish(state, rng, reveals)
            return
        if phase == "shares" and not state["queue"]:
            start_auction(state)
            continue
        if phase == "actions" and not state["queue"]:
            start_build(state)
            continue
        if phase == "build" and not state["build"]["queue"]:
            end_build(state)
            continue
        if phase == "move" and not state["move"]["queue"]:
            mv = state["move"]
            if mv["round"] == 1:
                mv["round"] = 2
                mv["queue"] = [s for s in mv["order"] if not state["pl"][s]["out"]]
                continue
            state["move"] = None
            after_moves(state, rng, reveals)
            continue
        if phase == "growth":
            growth(state, rng, reveals)
            continue
        if phase == "end_round":
            end_round(state, rng, reveals)
            continue
        return


def after_moves(state: State, rng: RngFactory, reveals: Reveals) -> None:
    """Phases 6-8: collect income, pay expenses (bankruptcy), income reduction."""
    for s in active(state):
        state["pl"][s]["money"] += state["pl"][s]["income"]
    for s in active(state):
        p = state["pl"][s]
        expenses = p["shares"] + p["loco"]
        pay = min(p["money"], expenses)
        p["money"] -= pay
        p["income"] -= expenses - pay
        if p["income"] < 0:
            eliminate(state, s)
    factor = rules(state).reduction_factor(state)
    for s in active(state):
        p = state["pl"][s]
        p["income"] -= income_reduction(p["income"]) * factor
    state["phase"] = "growth"
    prod = holder(state, "production")
    if not rules(state).has_goods_growth:
        state["phase"] = "end_round"
        return
    if prod is not None:
        spaces = empty_spaces(state)
        want = min(2, len(spaces))
        cubes: list[str] = []
        r = rng()
        for _ in range(want):
            cube = draw_cube(state, r)
            if cube is not None:
                cubes.append(cube)
        if cubes:
            reveals.append({"production": cubes, "seat": prod})
            state["production"] = {"seat": prod, "cubes": cubes}
            state["phase"] = "production"


def growth(state: State, rng: RngFactory, reveals: Reveals) -> None:
    if rules(state).has_goods_growth:
        rolled = goods_growth(state, rng())
        reveals.append({"goods_growth": rolled, "round": state["round"]})
    state["phase"] = "end_round"


def eliminate(state: State, seat: int) -> None:
    """Bankruptcy: out of the game; his incomplete sections become unowned (§4.7)."""

    state["pl"][seat]["out"] = True
    gm = gmap(state)
    chains = board_of(gm, state).chains
    track = own(state, "track")
    for ch in chains:
        if ch.owner == seat and not ch.complete:
            for x, i in ch.segs:
                track[x]["segments"][i]["owner"] = -1
    state["order"] = [s for s in state["order"] if s != seat]


def end_round(state: State, rng: RngFactory, reveals: Reveals) -> None:
    top = holder(state, "turn_order_pass")
    for p in state["pl"]:
        p["top"] = False
    if top is not None and state["round"] < state["rounds"]:
        state["pl"][top]["top"] = True
    if rules(state).actions_stay_taken:
        state["blocked"] = [*state["blocked"], *state["actions"]]
    if state["round"] >= state["rounds"]:
        finish(state, rng, reveals)
        return
    state["round"] += 1
    start_round(state, rng, reveals)


def finish(state: State, rng: RngFactory, reveals: Reveals) -> None:
    state["phase"] = "over"
    state["queue"] = []
    final_tiebreak(state, rng, reveals)


# --------------------------------------------------------------------------- decisions


def issue_shares(state: State, seat: int, count: int) -> None:
    p = state["pl"][seat]
    if count < 0:
        raise refuse("E_SHARES_LIMIT", T("You cannot issue a negative number of shares."))
    limit = rules(state).shares_per_round
    if limit is not None and count > limit:
        raise refuse(
            "E_SHARES_PER_ROUND_LIMIT",
            Tn(
                "On the {map} map you may issue at most {limit} share per round.",
                "On the {map} map you may issue at most {limit} shares per round.",
                "limit",
                map=words.map_name(gmap(state).key),
                limit=limit,
            ),
        )
    if p["shares"] + count > MAX_SHARES:
        raise refuse(
            "E_SHARES_LIMIT",
            T(
                "You have issued {shares} shares; at most {most} are allowed in a game, so at "
                "most {left} more.",
                shares=p["shares"],
                most=MAX_SHARES,
                left=MAX_SHARES - p["shares"],
            ),
        )
    p["shares"] += count
    p["money"] += SHARE_VALUE * count
    state["queue"].pop(0)


def _next_bidder(state: State, after: int) -> None:
    auc = state["auction"]
    ring = auc["ring"]
    i = ring.index(after)
    for k in range(1, len(ring) + 1):
        cand = ring[(i + k) % len(ring)]
        if cand in auc["active"] and cand != auc["hb"]:
            auc["turn"] = cand
            return
    auc["turn"] = auc["active"][0]


def _finish_auction(state: State) -> None:
    auc = state["auction"]
    order = list(reversed(auc["passed"] + auc["active"]))
    n = len(order)
    for pos, seat in enumerate(order):
        bid = auc["bids"].get(str(seat), 0)
        if pos == n - 1:
            pay = 0
        elif pos <= 1:
            pay = bid
        else:
            pay = (bid + 1) // 2
        state["pl"][seat]["money"] -= pay
    state["order"] = order + [s for s in state["order"] if s not in order]
    for p in state["pl"]:
        p["top"] = False
    state["auction"] = None
    start_actions(state)


def auction_bid(state: State, seat: int, amount: int) -> None:
    auc = state["auction"]
    money = state["pl"][seat]["money"]
    low = max(1, auc["high"] + 1)
    if amount < low:
        raise refuse(
            "E_BID_TOO_LOW",
            T("Bid at least ${low} (the high bid is ${high}).", low=low, high=auc["high"]),
        )
    if amount > money:
        raise refuse(
            "E_BID_EXCEEDS_CASH",
            T("You bid ${amount} but have only ${money}.", amount=amount, money=money),
        )
    auc["high"], auc["hb"] = amount, seat
    auc["bids"][str(seat)] = amount
    _next_bidder(state, seat)


def auction_pass(state: State, seat: int) -> None:
    auc = state["auction"]
    auc["active"].remove(seat)
    auc["passed"].append(seat)
    if auc["hb"] == seat:
        auc["hb"] = None  # pragma: no cover - the high bidder is never asked
    if len(auc["active"]) <= 1:
        _finish_auction(state)
        return
    _next_bidder(state, seat)


def auction_top(state: State, seat: int) -> None:
    auc = state["auction"]
    if seat in auc["top_used"]:
        raise refuse(
            "E_TOP_ALREADY_USED",
            T("You have already used your Turn Order Pass in this auction."),
        )
    if seat not in auc["top"]:
        raise refuse("E_TOP_NOT_HELD", T("You did not take Turn Order Pass last round."))
    if len(auc["active"]) < 3:
        raise refuse(
            "E_TOP_TWO_REMAINING",
            T(
                "A Turn Order Pass cannot be used when only 2 players remain in the auction; "
                "bid or pass."
            ),
        )
    auc["top"].remove(seat)
    auc["top_used"].append(seat)
    _next_bidder(state, seat)


def select_action(state: State, seat: int, action: str | None) -> None:
    if not action:
        raise refuse(
            "E_ACTION_REQUIRED",
            T(
                "You must choose one action: {actions}.",
                actions=[words.action(a) for a in available_actions(state)],
            ),
        )
    if action not in ACTIONS:
        raise refuse("E_ACTION_UNAVAILABLE", T("There is no action “{action}”.", action=action))
    if action not in rules(state).actions:
        raise refuse(
            "E_ACTION_UNAVAILABLE",
            T(
                "{action} is not available on the {map} map.",
                action=words.action(action),
                map=words.map_name(gmap(state).key),
            ),
        )
    if action in state["actions"] or action in state["blocked"]:
        raise refuse("E_ACTION_TAKEN", T("{action} is already taken.", action=words.action(action)))
    state["actions"][action] = seat
    if action == "locomotive":
        p = state["pl"][seat]
        p["loco"] = min(LOCO_MAX, p["loco"] + 1)
    state["queue"].pop(0)


def lucia_decide(state: State, seat: int, pay: bool) -> None:
    luc = state["lucia"]
    if pay:
        if state["pl"][seat]["money"] < 5:
            raise refuse(
                "E_INSUFFICIENT_FUNDS",
                T(
                    "Becoming start player costs $5; you have ${money}.",
                    money=state["pl"][seat]["money"],
                ),
            )
        state["pl"][seat]["money"] -= 5
        other = [s for s in state["order"] if s != seat]
        state["order"] = [seat, *other]
        state["lucia"] = None
        start_shares(state)
        return
    if luc["stage"] == 1:
        luc["stage"] = 2
        luc["asked"] = state["order"][1]
        return
    state["lucia"] = None
    start_shares(state)


def seat_label(seat: int) -> str:
    return seat_name(seat)
