"""Random and greedy bots.

The greedy bot scores each candidate by the points it banks now plus the board's current
round value times the scorings still to come, with small weights for coins, engineers and
open decisions; it pays with the default payment and passes only when nothing helps.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from .catalog import LENGTH, LINES, VALUES
from .scoring import line_points, round_points

State = dict[str, Any]
Move = dict[str, Any]


def _pending(state: State, p: dict[str, Any], left: int) -> float:
    """Rough worth of the decisions still open: a step of the best colour it may use."""
    total = 0.0
    for t in state["tasks"]:
        if t["kind"] == "track":
            for slot in t["slots"]:
                best = max((VALUES[c] for c in slot if p["has"][c]), default=0)
                total += 1.5 + 0.6 * best * left
        elif t["kind"] == "industry":
            total += t["n"] * (1.0 + 0.8 * left)
        elif t["kind"] in ("lof", "loco", "factory", "qtoken", "displaced"):
            total += 3 + left
    return total


def value(state: State, seat: int) -> float:
    p = state["players"][seat]
    left = state["rounds"] - state["round"] + 1
    board = sum(round_points(p).values())
    locos = p["locos"]
    try:
        p["locos"] = {ln: [LENGTH[ln]] for ln in LINES}
        full = sum(line_points(p, ln) for ln in LINES)
    finally:
        p["locos"] = locos
    reach = sum(min(sum(v), LENGTH[ln]) for ln, v in locos.items())
    potential = 0.5 * (full - board) + 0.3 * reach
    return float(p["score"] + left * (board + potential) + 2.0 * p["coins"]
                 + 6 * len(p["engineers"]) + _pending(state, p, left) + 1.5 * sum(p["has"])
                 + 2 * p["workers_max"] + 0.5 * sum(p["industry"]))


def make_bots(engine: Any) -> dict[str, Callable[[State, int, random.Random], Move]]:
    def random_bot(state: State, seat: int, rng: random.Random) -> Move:
        move: Move = rng.choice(engine.legal_moves(state, seat))
        return move

    def greedy_bot(state: State, seat: int, rng: random.Random) -> Move:
        moves = engine.legal_moves(state, seat)
        if state["tasks"] or state["phase"] != "actions":
            candidates = moves
        else:
            by_space: dict[str, list[Move]] = {}
            for m in moves:
                if m["type"] == "place":
                    by_space.setdefault(m["space"], []).append(m)
            candidates = [engine.default_payment(ms) for ms in by_space.values()]
            candidates.append({"type": "pass"})
        best: list[Move] = []
        best_value = float("-inf")
        for move in candidates:
            after = engine.apply(state, seat, move).state
            if move["type"] == "pass":
                v = value(after, seat) - 12.0
            elif move["type"] == "done":
                v = value(after, seat) - 1.0
            else:
                v = value(after, seat)
            if v > best_value + 1e-9:
                best, best_value = [move], v
            elif abs(v - best_value) <= 1e-9:
                best.append(move)
        choice: Move = rng.choice(best)
        return choice

    return {"random": random_bot, "greedy": greedy_bot}
