"""Phase 1 with Privileges on TOP I/II: the order of the round, and the taxes.

Rulebook "Modul 3", Phase 1: Reihenfolge festlegen; digest §4.3 phase 1, §5.2, §8.3 (2).
Round 1: every player bids secretly from the starting money (``private[seat]["bid"]``, shown
to nobody else until all bids are in, then revealed at once).  Highest bid first, ties by lot
(each tied loser receives 2 M per lost choice, reading U23), each pays the bid and chooses a
free place in the order, and with separate capitals a capital at the same moment.
From round 2: the income set aside in 3H decides, high to low (ties: the previous order of
the tied players reversed); the first pays 2 M per full 10 M as tax, the last nothing, the
others 1 M per full 10 M; II (2) pays none.  The rest of the income is paid out.
"""

from __future__ import annotations

from collections.abc import Callable

from games.engines.core import IllegalMove, Move, Reveal, State, draw_rng

from ..core import purse, rounds, stages
from ..core.capitals import capital_refusal, place_capital
from ..core.modules import capitals_by_bid, company_privileges, taxes_by_income_rank
from ..core.privileged import owns
from ..core.registry import Hook
from ..core.state import start_pieces
from ..core.words import T
from ..core.world import World
from . import auction

BIDS = "sealed_bids"
PLACES = "places"
COMPENSATION = 2  # M per lost choice in a tie of starting bids


#: Phase 1 with public companies instead of the bid (C3-9II, C3-9I).
COMPANY_PHASE_ONE: Hook[Callable[[State, World], bool]] = Hook("phase 1 by companies")
#: The order decided by another module before the taxes by income rank (C3-7I).
ORDER_ELSEWHERE: Hook[Callable[[State, World], None]] = Hook("order decided elsewhere")


def applies(w: World) -> bool:
    return w.order_system == "bid_income" or taxes_by_income_rank(w) or company_privileges(w)


def order_step(state: State, w: World) -> bool:
    """Phase 1: round 1 waits for the sealed bids; later rounds are computed.  C3-7I: 7.I
    orders by VP (round 1 by lot, no bids), then the taxes follow the income ranking.  With
    public companies (C3-9II, C3-9I) the companies' phase 1 replaces it."""
    for by_companies in COMPANY_PHASE_ONE.of(w):
        return by_companies(state, w)
    if taxes_by_income_rank(w):
        for order in ORDER_ELSEWHERE.of(w):
            order(state, w)  # C3-7I: 7.I's order by VP
        return income_rank_taxes(state, w)
    if state["round"] == 1:
        state["stage"] = BIDS
        state["bids"] = {"in": [], "shown": None, "queue": [], "places": [None] * state["players"]}
        return False
    income_order(state)
    return True


# -- round 1: sealed bids -----------------------------------------------------------------
def _waiting(state: State) -> list[int]:
    return [s for s in range(state["players"]) if s not in state["bids"]["in"]]


def bid_moves(state: State, w: World, seat: int) -> list[Move]:
    return [{"type": "sealed_bid", "amount": a} for a in range(purse.money(state, seat) + 1)]


def sealed_bid(state: State, w: World, seat: int, move: Move) -> None:
    amount = int(move["amount"])
    cash = purse.money(state, seat)
    if amount > cash:
        raise IllegalMove(
            "E_BID_TOO_HIGH", T("You bid {amount} M but have {cash} M.", amount=amount, cash=cash)
        )
    state["private"][seat]["bid"] = amount
    state["bids"]["in"].append(seat)
    if not _waiting(state):
        _reveal(state)


def _reveal(state: State) -> None:
    """All bids are in: show them, rank them (lots among equal bids), pay compensation."""
    n = state["players"]
    amounts = [int(state["private"][s].pop("bid")) for s in range(n)]
    queue: list[int] = []
    compensation = [0] * n
    for amount in sorted(set(amounts), reverse=True):
        tied = [s for s in range(n) if amounts[s] == amount]
        if len(tied) > 1:
            draw_rng(state).shuffle(tied)
        for lost, seat in enumerate(tied):
            compensation[seat] = COMPENSATION * lost
            purse.gain(state, seat, COMPENSATION * lost)
        queue += tied
    bids = state["bids"]
    bids.update({"shown": amounts, "queue": queue, "compensation": compensation})
    state["stage"] = PLACES
    state.setdefault("_reveals", []).append(
        Reveal({"sealed_bids": amounts, "choosing_order": queue, "compensation": compensation})
    )


def bids_pending(state: State) -> dict[str, object]:
    return {"seats": _waiting(state), "kind": "sealed_bid", "round": state["round"]}


# -- round 1: places (and capitals) in bid order ------------------------------------------------
def _free_cities(state: State) -> list[str]:
    taken = set(state["capital"])
    return [c for c, t in state["spaces"].items() if t == "city" and c not in taken]


def _capital_ok(state: State, w: World, city: str) -> bool:
    """The other modules' capital restrictions apply too (digest U10, U39)."""
    return capital_refusal(state, w, city) is None


def place_moves(state: State, w: World, seat: int) -> list[Move]:
    free = [p for p in range(1, state["players"] + 1) if p not in state["bids"]["places"]]
    if not capitals_by_bid(w):
        return [{"type": "place", "place": p} for p in free]
    cities = [c for c in _free_cities(state) if _capital_ok(state, w, c)]
    return [{"type": "place", "place": p, "city": c} for p in free for c in cities]


def choose_place(state: State, w: World, seat: int, move: Move) -> None:
    bids = state["bids"]
    place = int(move["place"])
    if not 1 <= place <= state["players"] or place in bids["places"]:
        free = [p for p in range(1, state["players"] + 1) if p not in bids["places"]]
        raise IllegalMove(
            "E_PLACE_TAKEN", T("Place {place} is not free; free: {free}.", place=place, free=free)
        )
    city = move.get("city")
    if capitals_by_bid(w):
        if city not in _free_cities(state):
            raise IllegalMove(
                "E_CHOOSE_CAPITAL",
                T(
                    "Choose a free city as your capital with your place; “{city}” is not one.",
                    city=city,
                ),
            )
        if not _capital_ok(state, w, str(city)):
            raise IllegalMove(
                "E_CAPITAL_NOT_ALLOWED",
                T(
                    "City {city} breaks a capital rule (Military: board edge and "
                    "spacing; Exploration: never the central city).",
                    city=city,
                ),
            )
    elif city is not None:
        raise IllegalMove("E_SHARED_CAPITAL", T("All players start in the shared capital."))
    purse.pay(state, seat, bids["shown"][seat])
    bids["places"][seat] = place
    bids["queue"].pop(0)
    if city is not None:
        place_capital(state, w, seat, str(city))
    if not bids["queue"]:
        state["order"] = sorted(range(state["players"]), key=lambda s: bids["places"][s])
        if capitals_by_bid(w):
            start_pieces(state, w)  # Military's free-city defenders, Transport's wagons
        state["bids"] = {"shown": bids["shown"], "places": bids["places"]}  # public record
        rounds.resume(state, w)


def places_pending(state: State) -> dict[str, object]:
    bids = state["bids"]
    seat = bids["queue"][0]
    return {"seats": [seat], "kind": "place", "bid": bids["shown"][seat]}


# -- round 2 on: income order and taxes ---------------------------------------------------------
def tax_rate(position: int, players: int) -> int:
    """M per full 10 M of income: 2 for the first, 0 for the last, 1 for the others."""
    if position == 0:
        return 2
    return 0 if position == players - 1 else 1


def income_order(state: State) -> None:
    previous = state["order"]
    aside = state["aside"]
    state["order"] = sorted(previous, key=lambda s: (-aside[s], -previous.index(s)))
    pay_taxes(state, state["order"])


def pay_taxes(state: State, ranking: list[int]) -> None:
    """Taxes on the income set aside by its ranking (the first 20 %, the last 0 %, the others
    10 %; II (2) pays none); the rest is paid out."""
    n = state["players"]
    aside = state["aside"]
    taxes = [0] * n
    for position, seat in enumerate(ranking):
        if not owns(state, seat, "II (2)"):
            taxes[seat] = tax_rate(position, n) * (aside[seat] // 10)
        purse.gain(state, seat, aside[seat] - taxes[seat])
        aside[seat] = 0
    state["taxes"] = taxes


def income_rank_taxes(state: State, w: World) -> bool:
    """C3-7I phase 1 from round 2, after 7.I's VP order: the taxes follow the income ranking;
    of players tied for the highest income the one now earlier pays 20 %, of those tied for
    the lowest the one now later pays 0 % (digest §4.3 C3-7I)."""
    if state["round"] > 1:
        order = state["order"]
        aside = state["aside"]
        pay_taxes(state, sorted(order, key=lambda s: (-aside[s], order.index(s))))
    return True


# Phase 1, then phase 2.
rounds.add_step(rounds.BEFORE, 40, "3: order by bid and income, taxes", applies, order_step)
rounds.add_step(rounds.BEFORE, 50, "3: privilege auction", auction.applies, auction.auction_step)
stages.register(
    BIDS,
    stages.Stage(
        to_act=_waiting,
        legal_moves=bid_moves,
        handlers={"sealed_bid": sealed_bid},
        pending=bids_pending,
    ),
)
stages.register(
    PLACES,
    stages.Stage(
        to_act=lambda state: [state["bids"]["queue"][0]],
        legal_moves=place_moves,
        handlers={"place": choose_place},
        pending=places_pending,
    ),
)
