"""The bots' stock-round and dividend choices (Shares on TOP I/II).

A trade list can hold many sale combinations; the random bot weighs each kind of choice
(buy, sell, pass, drop out) as a whole so that sales do not crowd out the rest.  The greedy
bot buys the dearest share it can afford without selling and pays out dividends (the price
rise is wealth), else drops out.
"""

from __future__ import annotations

import random

from games.engines.core import Move, State

from ..core.counts import houses_of
from ..core.world import world
from ..production.scoring import HOUSES_END, HOUSES_END_MILITARY

BUY, SELL, PASS, DROP = 3.0, 0.5, 1.0, 0.6


def stock_move(state: State, moves: list[Move], rng: random.Random, greedy: bool) -> Move:
    if state["stage"] == "dividends":
        pay = [m for m in moves if m["pay_out"]]
        return dict(pay[0] if greedy or rng.random() < 0.6 else rng.choice(moves))
    if moves[0]["type"] == "choose_capital":
        return dict(rng.choice(moves))
    buys = [m for m in moves if m["type"] == "trade" and "buy" in m and "sell" not in m]
    if greedy:
        if buys:
            cos = state["companies"]

            def cost(m: Move) -> int:
                co = cos[m["buy"]]
                return int(2 * co["issue"] if co["price"] is None else co["price"])

            top = max(cost(m) for m in buys)
            return dict(rng.choice([m for m in buys if cost(m) == top]))
        return {"type": "drop_out"}
    sells = [m for m in moves if m["type"] == "trade" and m not in buys]
    groups = [(buys, BUY), (sells, SELL)]
    groups += [
        ([m], PASS if m["type"] == "pass" else DROP)
        for m in moves
        if "type" in m and m["type"] in ("pass", "drop_out")
    ]
    groups = [(g, wt) for g, wt in groups if g]
    chosen = rng.choices([g for g, _ in groups], [wt for _, wt in groups])[0]
    return dict(rng.choice(chosen))


def keep_weight(state: State, seat: int) -> float:
    """8.I + 9.II sale (production/sale.py): keep goods back once the company has the trading houses
    for the game end and fewer than 5 goods kept, so the end comes and the goods score;
    otherwise sell (money now for dividends and the price rank)."""
    ends = (HOUSES_END_MILITARY if world(state["world"]).has(4) else HOUSES_END)[5]
    kept = sum(state["turn"]["keep"].values())
    return 2.0 if houses_of(state, seat) >= ends and kept < 5 else 0.2
