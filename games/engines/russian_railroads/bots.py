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
                total += 1.5 + 0.6 * max(best, 0.4) * left
        elif t["kind"] == "industry":
            total += t["n"] * (1.0 + 0.8 * left)
        elif t["kind"] in ("lof", "loco", "factory", "displaced"):
            total += 2 + 0.8 * left
        elif t["kind"] == "qtoken":
            total += 4 + left
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
    blacks = sum(p["track"][ln][0] for ln in LINES)
    reach = sum(min(sum(v), LENGTH[ln]) for ln, v in locos.items())
    potential = 0.5 * (full - board) + 0.15 * blacks + 0.3 * reach
    return float(
        p["score"]
        + left * (board + potential)
        + 2.0 * p["coins"]
        + 6 * len(p["engineers"])
        + _pending(state, p, left)
        + 1.5 * sum(p["has"])
        + 2 * p["workers_max"]
        + 0.5 * sum(p["industry"])
    )


PENALTY = {"pass": 12.0, "done": 1.0}
LOOKAHEAD = 5


def make_bots(engine: Any) -> dict[str, Callable[[State, int, random.Random], Move]]:
    def random_bot(state: State, seat: int, rng: random.Random) -> Move:
        move: Move = rng.choice(engine.legal_moves(state, seat))
        return move

    def best_of(state: State, seat: int, moves: list[Move]) -> tuple[list[Move], float, State]:
        best: list[Move] = []
        best_value, best_state = float("-inf"), state
        for move in moves:
            after = engine.apply_known(state, seat, move).state
            v = value(after, seat) - PENALTY.get(move["type"], 0.0)
            if v > best_value + 1e-9:
                best, best_value, best_state = [move], v, after
            elif abs(v - best_value) <= 1e-9:
                best.append(move)
        return best, best_value, best_state

    def finish(state: State, seat: int) -> float:
        """Complete the action's open decisions greedily and value the result."""
        for _ in range(8):
            if not state["tasks"] or state["actor"] != seat:
                break
            _, _, state = best_of(state, seat, engine.legal_moves(state, seat))
        return value(state, seat)

    def greedy_bot(state: State, seat: int, rng: random.Random) -> Move:
        moves = engine.legal_moves(state, seat)
        if state["tasks"] or state["phase"] != "actions":
            best, _, _ = best_of(state, seat, moves)
            choice: Move = rng.choice(best)
            return choice
        by_space: dict[str, list[Move]] = {}
        for m in moves:
            if m["type"] == "place":
                by_space.setdefault(m["space"], []).append(m)
        candidates = [engine.default_payment(ms) for ms in by_space.values()]
        scored = []
        for move in candidates:
            after = engine.apply_known(state, seat, move).state
            scored.append((value(after, seat), move, after))
        scored.sort(key=lambda item: -item[0])
        pass_value = (
            value(engine.apply_known(state, seat, {"type": "pass"}).state, seat) - PENALTY["pass"]
        )
        best_move: Move = {"type": "pass"}
        best_value = pass_value
        for _, move, after in scored[:LOOKAHEAD]:
            v = finish(after, seat)
            if v > best_value:
                best_move, best_value = move, v
        return best_move

    return {"random": random_bot, "greedy": greedy_bot}
