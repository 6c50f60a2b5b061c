"""Phase 4 of Shares on TOP I/II: dividends, price moves, maintenance (9.I).

Rulebook "Phase 4: Dividende"; digest §4.9 phase 4, §8.3 item 5.  Under 9.I each president,
in company order, pays out or retains the income set aside in 3H (in the 5th OR every
company must pay out); pay-out gives per full 10 M of income 1 M per share unit to its
holders (players, bank, the company's own units) and the rest to the company, and raises the
price 10 M.  Then the company pays maintenance: 3 M per own settlement (the HQ is none,
digest §12-U18) and 1 M per own inhabitant on the board; the president pays what the
treasury lacks, as far as their money goes.
"""

from __future__ import annotations

from typing import Any

from games.engines.core import IllegalMove, Move, State

from ..core import purse, rounds, stages
from ..core.privileged import owns
from ..core.words import T
from ..core.world import World
from .companies import STEP, set_price

LAST_OR = 5
SETTLEMENT_FEE, INHABITANT_FEE = 3, 1
MAINTENANCE_CAP = 20  # privilege I (7)


def dividends_step(state: State, w: World) -> bool:
    cos = state["companies"]
    queue = [c for c in state["order"] if cos[c]["president"] is not None]  # none fallen
    if not queue:
        return True
    state["dividends"] = {"queue": queue}
    state["stage"] = "dividends"
    return False


def must_pay_out(state: State) -> bool:
    return bool(state["round"] >= LAST_OR)


def dividend_moves(state: State, w: World, actor: int) -> list[Move]:
    if state["dividends"]["queue"][0] != actor:
        return []
    moves: list[Move] = [{"type": "dividend", "pay_out": True}]
    if not must_pay_out(state):
        moves.append({"type": "dividend", "pay_out": False})
    return moves


def decide(state: State, w: World, actor: int, move: Move) -> None:
    if not move["pay_out"] and must_pay_out(state):
        raise IllegalMove(
            "E_MUST_PAY_OUT", T("In the 5th operating round every company pays out its income.")
        )
    co = state["companies"][actor]
    income = int(co["income"])
    co["income"] = 0
    if move["pay_out"]:
        pay_out(state, actor, income, 20 if owns(state, actor, "II (1)") else 10)
        set_price(state, actor, co["price"] + STEP)
    else:
        purse.gain(state, actor, income)
    maintenance(state, actor)
    queue = state["dividends"]["queue"]
    queue.pop(0)
    if not queue:
        del state["dividends"]
        state["stage"] = "play"
        rounds.resume(state, w)


def pay_out(state: State, c: int, income: int, per: int) -> None:
    """Per full ``per`` M of income 1 M per unit: to the players by their units, to the bank
    for its units, to the company for its own units, and the rest to the company."""
    co = state["companies"][c]
    each = income // per
    paid = 0
    for seat, units in enumerate(co["units"]):
        purse.seat_gain(state, seat, each * units)
        paid += each * units
    paid += each * co["bank"]  # the bank's share leaves the game
    purse.gain(state, c, income - paid)


def maintenance_due(state: State, c: int) -> int:
    capital = state["capital"][c]
    settlements = sum(1 for s, v in state["pop"][c].items() if v[0] and s != capital)
    inhabitants = sum(v[1] + v[2] for v in state["pop"][c].values())
    due = SETTLEMENT_FEE * settlements + INHABITANT_FEE * inhabitants
    return int(min(due, MAINTENANCE_CAP) if owns(state, c, "I (7)") else due)


def maintenance(state: State, c: int) -> None:
    charge(state, c, maintenance_due(state, c))


def charge(state: State, c: int, due: int) -> None:
    """The treasury pays; the president pays the rest privately; what neither has is waived
    (the maintenance rule; also the companies' taxes with Privileges, reading R3-14)."""
    own = min(due, purse.money(state, c))
    purse.pay(state, c, own)
    president = state["companies"][c]["president"]
    purse.seat_pay(state, president, min(due - own, purse.seat_money(state, president)))


def _to_act(state: State) -> list[int]:
    return [state["dividends"]["queue"][0]]


def _pending(state: State) -> dict[str, Any]:
    c = state["dividends"]["queue"][0]
    return {
        "seats": [c],
        "kind": "dividend",
        "income": state["companies"][c]["income"],
        "must_pay_out": must_pay_out(state),
    }


stages.register(
    "dividends",
    stages.Stage(
        to_act=_to_act,
        legal_moves=dividend_moves,
        handlers={"dividend": decide},
        pending=_pending,
    ),
)
rounds.add_step(rounds.AFTER, 20, "4 dividends (9.I)", lambda w: w.at(9, "I"), dividends_step)
