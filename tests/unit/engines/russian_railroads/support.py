"""Helpers for Russian Railroads tests: games played by bots and hand-built positions."""

from __future__ import annotations

import json
import random
from typing import Any

from games.engines.russian_railroads import ENGINE
from games.engines.russian_railroads.invariants import check

State = dict[str, Any]


def play(
    players: int,
    seed: int,
    bots: tuple[str, ...] = ("random",),
    checked: bool = True,
) -> tuple[State, list[tuple[int, dict[str, Any]]], list[State]]:
    """A whole game by the named bots (seat i plays bots[i % len(bots)])."""
    rng = random.Random(seed)
    state = ENGINE.setup(players, {}, seed)
    log: list[tuple[int, dict[str, Any]]] = []
    states = [state]
    while ENGINE.result(state) is None:
        seat = ENGINE.to_act(state)[0]
        move = ENGINE.bots[bots[seat % len(bots)]](state, seat, rng)
        state = ENGINE.apply(state, seat, move).state
        log.append((seat, move))
        states.append(state)
        if checked:
            bad = check(state)
            assert not bad, f"seed {seed} move {len(log)} {move}: {bad}"
        assert len(log) < 5000
    return state, log, states


def position(players: int = 4, seed: int = 1) -> State:
    """A state in round 1's action phase, order 0,1,2,...; nobody has taken a start bonus."""
    state = ENGINE.setup(players, {}, seed)
    state["order"] = list(range(players))
    state["phase"] = "actions"
    state["bonus_queue"] = []
    state["bonus_cards"] = []
    state["actor"] = 0
    for position_, p in enumerate(state["players"]):
        p["order_card"] = position_ + 1
    return state


def roundtrip(value: Any) -> Any:
    return json.loads(json.dumps(value))


def apply(state: State, seat: int, *moves: dict[str, Any]) -> State:
    for move in moves:
        state = ENGINE.apply(state, seat, move).state
    return state


def place(
    space: str, workers: int = 0, temporary: int = 0, coins: int = 0, black: bool = False
) -> dict[str, Any]:
    return {
        "type": "place",
        "space": space,
        "workers": workers,
        "temporary": temporary,
        "coins": coins,
        "black": black,
    }


def step(line: str, colour: str) -> dict[str, Any]:
    return {"type": "track", "line": line, "colour": colour}


def gain(state: State, seat: int, *colours: str) -> None:
    names = ["black", "grey", "brown", "natural", "white"]
    for c in colours:
        state["players"][seat]["has"][names.index(c)] = True


def tracks(state: State, seat: int, line: str, *positions: int) -> None:
    row = list(positions) + [0] * (5 - len(positions))
    state["players"][seat]["track"][line] = row
    for c, pos in enumerate(row):
        if pos:
            state["players"][seat]["has"][c] = True
