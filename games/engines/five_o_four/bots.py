"""Random and greedy bots: (state, seat, rng) -> a concrete legal move.

The random bot draws among the legal moves with weights that lean towards the TOP I goal
(a uniform walker almost never connects cities with roads, so games would not end).
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from games.engines.core import Move, State

from .board import distance
from .counts import connected_spaces
from .world import world

FLATTEN = 1.0  # the heuristic weights as they are (flatter weights stall Roads worlds)


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
    return _nearest(space, tuple(goals))


@cache
def _nearest(space: str, goals: tuple[str, ...]) -> int:
    return min((distance(space, g) for g in goals), default=0)


def weight(state: State, seat: int, move: Move, goals: list[str]) -> float:
    kind = move["type"]
    mine = state["pop"][seat]
    if kind == "move":
        gain = _near(move["from"], goals) - _near(move["to"], goals)
        if gain <= 0:
            settles = move["to"] not in mine
            return 0.002 if settles else 0.05
        return 2.0 if move["to"] in mine or move["to"] in goals else 1.0
    if kind == "road":
        net = _net(state, seat)
        if move["a"] in net and move["b"] in net:
            return 0.05
        new = move["b"] if move["a"] in net else move["a"]
        old = move["a"] if new == move["b"] else move["b"]
        if new in goals:
            return 40.0
        return 20.0 if _near(new, goals) < _near(old, goals) else 0.05
    if kind == "buy":
        best = min((_near(s, goals) for s, v in mine.items() if v[0]), default=0)
        return 2.0 if _near(move["space"], goals) <= best + 1 else 0.3
    if kind == "business":
        return 4.0
    if kind in ("recycle", "move_capital"):
        on_road = any(move.get("space", "") in e.split("|") for e in state["roads"])
        return 0.01 if on_road else 0.2
    if kind == "done":
        active = any(v[1] for v in mine.values())
        return 1.0 if not active or state["turn"]["phase"] != "3D" else 0.4
    return 1.0


def _net(state: State, seat: int) -> set[str]:
    cache = state.get("_net_cache")  # not part of the state: a scratch key removed below
    if cache is None:
        cache = state["_net_cache"] = connected_spaces(state, seat) | {state["capital"][seat]}
    return set(cache)


def random_bot(engine: Any) -> Any:
    def play(state: State, seat: int, rng: random.Random) -> Move:
        moves = engine.legal_moves(state, seat)
        if state["stage"] != "play":
            return dict(rng.choice(moves))
        goals = targets(state, seat)
        scratch = dict(state)
        weights = [weight(scratch, seat, m, goals) ** FLATTEN for m in moves]
        return dict(rng.choices(moves, weights)[0])

    return play


def greedy_bot(engine: Any) -> Any:
    """Takes the move the goal heuristic rates highest (the random bot only leans on it);
    bigger purchases first, ties broken at random."""

    def play(state: State, seat: int, rng: random.Random) -> Move:
        moves = engine.legal_moves(state, seat)
        if state["stage"] != "play":
            return dict(rng.choice(moves))
        goals = targets(state, seat)
        scratch = dict(state)
        best: list[Move] = []
        top = float("-inf")
        for move in moves:
            value = weight(scratch, seat, move, goals)
            if move["type"] == "buy":
                value *= 1 + move["count"] / 10
            if value > top:
                best, top = [move], value
            elif value == top:
                best.append(move)
        return dict(rng.choice(best))

    return play
