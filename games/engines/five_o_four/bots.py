"""Random and greedy bots: (state, seat, rng) -> a concrete legal move.

The random bot draws among the legal moves with weights that lean towards the TOP I goal
(a uniform walker almost never connects cities with roads, so games would not end).
"""

from __future__ import annotations

import random
from typing import Any

from games.engines.core import Move, State

from .board import distance
from .counts import connected_spaces
from .world import world


def targets(state: State, seat: int) -> list[str]:
    w = world(state["world"])
    cities = [s for s, t in state["spaces"].items() if t == "city"]
    if w.top1 == 2:
        return [
            c
            for c in cities
            if not any(s == seat and k == "inh" for s, k, _ in state["cards"].get(c, []))
        ]
    if w.top1 == 6:
        net = connected_spaces(state, seat) | {state["capital"][seat]}
        return [c for c in cities if c not in net]
    return [c for c in cities if seat not in state["houses"].get(c, [])]


def _near(space: str, goals: list[str]) -> int:
    return min((distance(space, g) for g in goals), default=0)


def weight(state: State, seat: int, move: Move, goals: list[str]) -> float:
    kind = move["type"]
    if kind == "move":
        gain = _near(move["from"], goals) - _near(move["to"], goals)
        return 4.0 if gain > 0 else 0.05
    if kind == "road":
        net = connected_spaces(state, seat) | {state["capital"][seat]}
        new = move["b"] if move["a"] in net else move["a"]
        old = move["a"] if new == move["b"] else move["b"]
        if new in goals:
            return 12.0
        return 6.0 if _near(new, goals) < _near(old, goals) else 0.05
    if kind == "business":
        return 4.0
    if kind in ("recycle", "move_capital"):
        on_road = any(move.get("space", "") in e.split("|") for e in state["roads"])
        return 0.01 if on_road else 0.2
    if kind == "done":
        active = any(v[1] for v in state["pop"][seat].values())
        return 1.0 if not active or state["turn"]["phase"] != "3D" else 0.4
    return 1.0


def random_bot(engine: Any) -> Any:
    def play(state: State, seat: int, rng: random.Random) -> Move:
        moves = engine.legal_moves(state, seat)
        if state["stage"] != "play":
            return dict(rng.choice(moves))
        goals = targets(state, seat)
        weights = [weight(state, seat, m, goals) for m in moves]
        return dict(rng.choices(moves, weights)[0])

    return play


def greedy_bot(engine: Any) -> Any:
    """Tries a sample of moves and keeps the one that most raises its estimated standing."""

    def play(state: State, seat: int, rng: random.Random) -> Move:
        moves = engine.legal_moves(state, seat)
        if len(moves) == 1:
            return dict(moves[0])
        sample = moves if len(moves) <= 16 else [*rng.sample(moves[:-1], 15), moves[-1]]
        best, best_value = sample[-1], float("-inf")
        for move in sample:
            after = engine.apply(state, seat, move).state
            value = engine.estimate(after, seat) + rng.random() * 1e-3
            if value > best_value:
                best, best_value = move, value
        return dict(best)

    return play
