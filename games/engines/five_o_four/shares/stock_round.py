"""The stock round of Shares on TOP I/II: trade, pass or drop out, clockwise.

Rulebook "Aktienrunde (AR)"; digest §4.9 "Stock round", §8.3 items 4 and 11.  In turn from
the start player each player either trades (buys 1 share and/or sells any number, at least 1
share; per company either buy or sell within one stock round), passes (only while nobody has
dropped out) or drops out (final; the first to drop out starts the next stock round).  The
round ends when all have dropped out.  The founder of a company chooses its capital at once
(a decision of the founder's, ``state["sr"]["capital_for"]``).

``state["sr"]``: ``turn`` (seat), ``dropped`` (seats in drop-out order), ``bought`` and
``sold`` (per seat, the companies traded this round), ``cards`` (share cards bought this
round per company, 9.II), ``capital_for`` (company whose capital its founder chooses).
"""

from __future__ import annotations

from typing import Any

from games.engines.core import IllegalMove, Move, State, Text

from ..core import board as hexes
from ..core import purse, rounds, stages
from ..core.capitals import COMPANY_CAPITAL, capital_refusal, place_capital
from ..core.privileged import owns
from ..core.state import actor_starts
from ..core.words import T, company
from ..core.world import World
from .companies import MOST, STEP, by_price, set_price, taker


def applies(w: World) -> bool:
    """9.I: SR, OR1, OR2, SR, OR3, SR, OR4, SR, OR5; 9.II: an SR before every OR."""
    return w.at(9, "I", "II")


def stock_round_step(state: State, w: World) -> bool:
    if w.at(9, "I") and state["round"] == 2:
        return True
    n = state["players"]
    state["sr"] = {
        "turn": state["start_seat"],
        "dropped": [],
        "bought": [[] for _ in range(n)],
        "sold": [[] for _ in range(n)],
        "cards": [0] * len(state["companies"]),
        "capital_for": None,
    }
    state["stage"] = "stock_round"
    return False


# -- checks -----------------------------------------------------------------------------------
def sell_error(state: State, w: World, seat: int, c: int, n: int) -> Text | None:
    co = state["companies"][c]
    sr = state["sr"]
    if state["stock_rounds"] < 1:
        return T("Shares may be sold from the 2nd stock round on.")
    if c in sr["bought"][seat]:
        return T(
            "You bought {company} in this stock round; you may not also sell it.",
            company=company(co["colour"]),
        )
    if not 1 <= n <= co["units"][seat]:
        return T(
            "You hold {units} unit(s) of {company}, not {n}.",
            units=co["units"][seat],
            company=company(co["colour"]),
            n=n,
        )
    if w.at(9, "I") and co["bank"] + n > MOST:
        return T(
            "The bank may hold at most {most} units of {company} (it has {bank}).",
            most=MOST,
            company=company(co["colour"]),
            bank=co["bank"],
        )
    if co["president"] == seat and co["units"][seat] - n < 2:
        co["units"][seat] -= n
        heir = taker(state, c, seat)
        co["units"][seat] += n
        if heir is None or co["units"][heir] < 2:
            return T(
                "Nobody could take over the presidency of {company}: you may not "
                "sell its president's share.",
                company=company(co["colour"]),
            )
    return None


def buy_error(state: State, w: World, seat: int, c: int, cash: int) -> Text | None:
    co = state["companies"][c]
    sr = state["sr"]
    if c in sr["sold"][seat]:
        return T(
            "You sold {company} in this stock round; you may not also buy it.",
            company=company(co["colour"]),
        )
    founding = co["president"] is None
    units = 2 if founding else 1
    if co["units"][seat] + units > MOST:
        return T(
            "You may hold at most {most} units of {company}.",
            most=MOST,
            company=company(co["colour"]),
        )
    if not founding and co["stock"] + co["bank"] == 0:
        return T("No share of {company} is for sale.", company=company(co["colour"]))
    price = 2 * co["issue"] if founding else co["price"]
    if cash < price:
        return T(
            "A share of {company} costs {price} M; you have {cash} M.",
            company=company(co["colour"]),
            price=price,
            cash=cash,
        )
    if founding and not capital_choices(state, w, c):
        return T(
            "There is no city {company} could choose as its capital.", company=company(co["colour"])
        )
    return None


def capital_choices(state: State, w: World, c: int) -> list[str]:
    """Separate capitals: any city not yet a capital (with Transport on TOP I/II one whose
    goods offering no other capital has, digest §4.1 setup; with Military on board 2 one on
    the board edge, C4-EDGE-9); one shared capital: the central city in the first stock
    round, later any city with a settlement of another company (reading SH4: the central
    city while no company stands anywhere)."""
    cities = [s for s, t in state["spaces"].items() if t == "city"]
    if w.separate_capitals:
        return [
            s for s in cities if s not in state["capital"] and capital_refusal(state, w, s) is None
        ]
    centre = hexes.sid(0, 0)
    others = [p for a, p in enumerate(state["pop"]) if a != c]
    settled = [s for s in cities if any(p.get(s, (0,))[0] for p in others)]
    if state["stock_rounds"] == 0 or not settled:
        return [centre]
    return settled


def _sells(move: Move) -> list[tuple[int, int]]:
    return [(int(x["company"]), int(x["units"])) for x in move.get("sell", [])]


def trade_error(state: State, w: World, seat: int, move: Move) -> tuple[str, Text] | None:
    sells = _sells(move)
    buy = move.get("buy")
    if buy is None and not sells:
        return "E_EMPTY_TRADE", T("A trade buys 1 share and/or sells shares: name at least one.")
    names = [c for c, _ in sells]
    if len(set(names)) != len(names):
        return "E_SELL_TWICE", T("Name each company once in a sale.")
    if buy is not None and buy in names:
        return "E_BUY_AND_SELL", T("For each company you either buy or sell, not both.")
    cash = purse.seat_money(state, seat)
    for c, n in sells:
        why = sell_error(state, w, seat, c, n)
        if why:
            return "E_CANNOT_SELL", why
        cash += n * state["companies"][c]["price"]
    if buy is not None:
        why = buy_error(state, w, seat, int(buy), cash)
        if why:
            return "E_CANNOT_BUY", why
    return None


# -- moves ------------------------------------------------------------------------------------
def stock_moves(state: State, w: World, seat: int) -> list[Move]:
    """The legal moves of ``seat`` in compact form: each trade that sells shares of at most
    one company (every allowed amount) and/or buys one share, pass, drop out; or the capital
    of the company just founded.  A trade selling several companies at once is legal too
    when each of its sales is (``trade_error`` decides); listing every combination would
    multiply the list by up to 6^5."""
    sr = state["sr"]
    if sr["capital_for"] is not None:
        cities = capital_choices(state, w, sr["capital_for"])
        return [{"type": "choose_capital", "city": s} for s in cities]
    sales: list[tuple[int, int]] = [(-1, 0)]
    for c, co in enumerate(state["companies"]):
        held = range(1, co["units"][seat] + 1)
        sales += [(c, n) for n in held if not sell_error(state, w, seat, c, n)]
    moves: list[Move] = []
    for sold, n in sales:
        cash = purse.seat_money(state, seat)
        base: Move = {"type": "trade"}
        if n:
            cash += n * state["companies"][sold]["price"]
            base = {"type": "trade", "sell": [{"company": sold, "units": n}]}
            moves.append(base)
        for c in range(len(state["companies"])):
            if c != sold and not buy_error(state, w, seat, c, cash):
                moves.append({**base, "buy": c})
    if not sr["dropped"]:
        moves.append({"type": "pass"})
    moves.append({"type": "drop_out"})
    return moves


def trade(state: State, w: World, seat: int, move: Move) -> None:
    _not_choosing(state)
    error = trade_error(state, w, seat, move)
    if error:
        raise IllegalMove(*error)
    sr = state["sr"]
    for c, n in _sells(move):
        sell(state, seat, c, n)
        sr["sold"][seat].append(c)
    buy = move.get("buy")
    if buy is not None:
        sr["bought"][seat].append(int(buy))
        if buy_share(state, w, seat, int(buy)):
            _found(state, w, seat, int(buy))
            return
    _next(state, w)


def sell(state: State, seat: int, c: int, n: int) -> None:
    """Sell n units to the bank at the current price; the price then drops 10 M once."""
    co = state["companies"][c]
    purse.seat_gain(state, seat, n * co["price"])
    co["units"][seat] -= n
    co["bank"] += n
    set_price(state, c, co["price"] - STEP)
    if co["president"] == seat:
        heir = taker(state, c, seat)
        if heir is not None:
            co["president"] = heir


def buy_share(state: State, w: World, seat: int, c: int) -> bool:
    """Buy 1 share (the president's share when founding); True if this founded ``c``."""
    co = state["companies"][c]
    founding = co["president"] is None
    units = 2 if founding else 1
    price = 2 * co["issue"] if founding else co["price"]
    purse.seat_pay(state, seat, price)
    if co["stock"] > 0:  # 9.I: the company's own shares first; it receives the issue price
        co["stock"] -= units
        purse.gain(state, c, units * co["issue"])
    else:
        co["bank"] -= units
    co["units"][seat] += units
    state["sr"]["cards"][c] += 1
    if founding:
        co["president"] = seat
        co["founded"] = state["stock_rounds"] + 1
        co["founding"] = sum(1 for x in state["companies"] if x["president"] is not None)
        set_price(state, c, co["issue"])
    elif co["units"][seat] > co["units"][co["president"]]:
        co["president"] = seat  # the president's share is swapped for 2 single shares
    return founding


def _found(state: State, w: World, seat: int, c: int) -> None:
    choices = capital_choices(state, w, c)
    if len(choices) == 1 and not w.separate_capitals:
        _place(state, w, c, choices[0])
        _next(state, w)
    else:
        state["sr"]["capital_for"] = c


def _place(state: State, w: World, c: int, city: str) -> None:
    state["companies"][c]["first_or"] = state["round"]  # C9-MIL: its first operating round
    for site in COMPANY_CAPITAL.of(w):
        site(state, w, c, city)
    place_capital(state, w, c, city)
    actor_starts(state, w, c)  # the company's wagon starts on its capital (digest §4.1)


def choose_capital(state: State, w: World, seat: int, move: Move) -> None:
    sr = state["sr"]
    c = sr["capital_for"]
    if c is None:
        raise IllegalMove("E_MOVE_NOT_EXPECTED", T("No company waits for its capital."))
    choices = capital_choices(state, w, c)
    if move["city"] not in choices:
        raise IllegalMove(
            "E_CAPITAL_NOT_ALLOWED",
            T(
                "{company} may start on: {choices}.",
                company=company(state["companies"][c]["colour"]),
                choices=list(choices),
            ),
        )
    _place(state, w, c, move["city"])
    sr["capital_for"] = None
    _next(state, w)


def pass_turn(state: State, w: World, seat: int, move: Move) -> None:
    _not_choosing(state)
    if state["sr"]["dropped"]:
        raise IllegalMove(
            "E_NO_PASSING", T("A player has dropped out: now you either trade or drop out.")
        )
    _next(state, w)


def drop_out(state: State, w: World, seat: int, move: Move) -> None:
    _not_choosing(state)
    state["sr"]["dropped"].append(seat)
    _next(state, w)


def _not_choosing(state: State) -> None:
    if state["sr"]["capital_for"] is not None:
        raise IllegalMove("E_MOVE_NOT_EXPECTED", T("First choose the new company's capital."))


def _next(state: State, w: World) -> None:
    sr = state["sr"]
    n = state["players"]
    if len(sr["dropped"]) == n:
        _end(state, w)
        return
    seat = sr["turn"]
    while True:
        seat = (seat + 1) % n
        if seat not in sr["dropped"]:
            break
    sr["turn"] = seat


def _end(state: State, w: World) -> None:
    """End of the SR: +10 M for every company wholly in players' hands (+20 with I (3));
    9.II also +10 M for the company (all tied) bought most (reading SH5)."""
    sr = state["sr"]
    risen = set()
    if w.at(9, "II") and max(sr["cards"]) > 0:
        risen = {c for c, k in enumerate(sr["cards"]) if k == max(sr["cards"])}
    for c in by_price(state):  # from high to low (digest §12-U28)
        co = state["companies"][c]
        rise = STEP if c in risen else 0
        if co["stock"] == 0 and co["bank"] == 0:
            rise += 2 * STEP if owns(state, c, "I (3)") else STEP
        if rise:
            set_price(state, c, co["price"] + rise)
    state["start_seat"] = sr["dropped"][0]
    state["stock_rounds"] += 1
    del state["sr"]
    state["stage"] = "play"
    rounds.resume(state, w)


def _to_act(state: State) -> list[int]:
    sr = state["sr"]
    c = sr["capital_for"]
    return [state["companies"][c]["president"] if c is not None else sr["turn"]]


def _pending(state: State) -> dict[str, Any]:
    sr = state["sr"]
    if sr["capital_for"] is not None:
        return {"seats": _to_act(state), "kind": "company_capital", "company": sr["capital_for"]}
    return {"seats": _to_act(state), "kind": "stock_round", "dropped": list(sr["dropped"])}


def _legal(state: State, w: World, seat: int) -> list[Move]:
    return stock_moves(state, w, seat)


def order_step(state: State, w: World) -> bool:
    """OR phase 1: founded companies by share price (9.I; 9.II without 3.I/7.I on TOP I,
    whose order applies instead: C3-9II, C7-SHARES)."""
    state["order"] = by_price(state)
    return True


def units_total(state: State, c: int) -> int:
    co = state["companies"][c]
    return int(sum(co["units"]) + co["stock"] + co["bank"])


stages.register(
    "stock_round",
    stages.Stage(
        to_act=_to_act,
        legal_moves=_legal,
        handlers={
            "trade": trade,
            "pass": pass_turn,
            "drop_out": drop_out,
            "choose_capital": choose_capital,
        },
        pending=_pending,
        by_seat=True,
    ),
)
rounds.add_step(rounds.BEFORE, 10, "stock round (9.I/9.II)", applies, stock_round_step)
rounds.add_step(
    rounds.BEFORE,
    20,
    "1 order by share price (9.I/9.II)",
    lambda w: w.order_system == "share_price",
    order_step,
)
