"""The bots' choices in the joint decisions of Privileges on TOP I/II: sealed starting bids,
places, auction bids.  The random bot bids low amounts at random (a uniform pick among every
amount up to its money would spend it all); the greedy bot bids what a privilege is worth to
it and keeps money for factories."""

from __future__ import annotations

import random

from games.engines.core import Move, State

from ..core import purse
from ..privileges.auction import minimum
from ..privileges.factories import PER_CITY, SUPPLY, built
from .shares import stock_move

WORTH = {  # M the greedy bot pays at most for a privilege
    "II (12)": 45,
    "I (5)": 30,
    "II (3)": 30,
    "III (7)": 30,
    "III (6)": 30,
    "II (9)": 20,
    "II (2)": 20,
    "II (4)": 20,
    "I (11)": 12,
}
KEEP = 30  # money the greedy bot keeps after a privilege


def joint_move(
    state: State, seat: int, moves: list[Move], rng: random.Random, greedy: bool
) -> Move:
    stage = state["stage"]
    if stage in ("stock_round", "dividends"):
        return stock_move(state, moves, rng, greedy)
    money = purse.money(state, seat)
    if stage == "sealed_bids":
        amount = min(money, 15) if greedy else rng.randint(0, min(money, 30))
        return {"type": "sealed_bid", "amount": amount}
    if stage == "places" and greedy:
        first = min(m["place"] for m in moves)
        return dict(rng.choice([m for m in moves if m["place"] == first]))
    if stage == "auction":
        least = minimum(state)
        kind = state["privileges"]["row"][state["auction"]["card"]]["kind"]
        if greedy:
            wanted = least <= WORTH.get(kind, 10) and money - least >= KEEP
        else:
            wanted = rng.random() < 0.5
        amount = least + (0 if greedy else rng.randint(0, 5))
        if wanted and amount <= money:
            return {"type": "bid", "amount": amount}
        return {"type": "pass"}
    return dict(rng.choice(moves))


def keeps_factory_money(state: State, seat: int, cost: int) -> bool:
    """Spending ``cost`` now would leave less than a factory's 20 M although one of the
    player's cities has room for a factory (3.I/3.II)."""
    placed = state.get("factories")
    if placed is None or built(state) >= SUPPLY:
        return False
    money = purse.money(state, seat)
    room = any(
        v[0] and state["spaces"][c] == "city" and len(placed.get(c, [])) < PER_CITY
        for c, v in state["pop"][seat].items()
    )
    return room and money - cost < 20
