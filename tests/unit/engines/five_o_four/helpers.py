"""Building positions for scenario tests: a world's state with pieces placed by hand."""

from __future__ import annotations

import random
from typing import Any

from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.board import neighbours_of
from games.engines.five_o_four.invariants import violations

State = dict[str, Any]


def fresh(world: str, players: int = 3, seed: int = 1) -> State:
    state = ENGINE.setup(players, {"world": world}, seed)
    while state["stage"] == "capitals":  # separate capitals: take the first free city
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.legal_moves(state, seat)[0]).state
    return state


def find(
    state: State, terrain: str, near_water: bool | None = None, exclude: tuple[str, ...] = ()
) -> str:
    for space, t in sorted(state["spaces"].items()):
        if t != terrain or space in exclude or space == "0,0":
            continue
        water = any(state["spaces"].get(n) == "water" for n in neighbours_of(space))
        if near_water is None or near_water == water:
            return space
    raise LookupError(terrain)


def adjacent_pair(state: State, t1: str, t2: str) -> tuple[str, str]:
    for a, ta in sorted(state["spaces"].items()):
        if ta != t1:
            continue
        for b in neighbours_of(a):
            if state["spaces"].get(b) == t2:
                return a, b
    raise LookupError((t1, t2))


def put(state: State, seat: int, space: str, active: int = 0, exhausted: int = 0) -> None:
    """A settlement (and inhabitants) of ``seat`` on ``space``, taken from the supply."""
    entry = state["pop"][seat].get(space)
    if entry is None:
        state["pop"][seat][space] = [1, 0, 0]
        state["supply"][seat]["set"] -= 1
    state["pop"][seat][space][1] += active
    state["pop"][seat][space][2] += exhausted
    state["supply"][seat]["inh"] -= active + exhausted


def set_terrain(state: State, space: str, terrain: str) -> None:
    state["spaces"][space] = terrain


def phase(state: State, name: str, seat: int = 0) -> None:
    state["turn"].update({"seat": seat, "i": state["order"].index(seat), "phase": name})


def act(state: State, seat: int, move: dict[str, Any]) -> State:
    """Apply one move through the engine and check every invariant after it."""
    after = ENGINE.apply(state, seat, move).state
    assert violations(after) == []
    return after


def first_company_turn(world: str, players: int = 3) -> State:
    """Seat 0 founds green (company 0) in the first stock round (taking the first capital
    offered); everyone drops out, so the operating round opens with green's turn."""
    state = act(ENGINE.setup(players, {"world": world}, 5), 0, {"type": "trade", "buy": 0})
    while state["sr"]["capital_for"] is not None:
        state = act(state, 0, ENGINE.legal_moves(state, 0)[0])
    for seat in [*range(1, players), 0]:
        state = act(state, seat, {"type": "drop_out"})
    assert state["turn"]["seat"] == 0 and ENGINE.to_act(state) == [0]
    return state


def play(
    wid: str,
    players: int,
    seed: int,
    check: bool = True,
    bot_name: str = "random",
    cap: int = 5000,
) -> tuple[State, list[tuple[int, dict[str, Any]]]]:
    """A whole game by one bot for every seat (at most ``cap`` moves), with every invariant
    checked after each move; returns the last state and the (seat, move) log for replays."""
    rng = random.Random(seed)
    state = ENGINE.setup(players, {"world": wid}, seed)
    log: list[tuple[int, dict[str, Any]]] = []
    bot = ENGINE.bots[bot_name]
    while ENGINE.result(state) is None and len(log) < cap:
        seat = ENGINE.to_act(state)[0]
        move = bot(state, seat, rng)
        state = ENGINE.apply(state, seat, move).state
        log.append((seat, move))
        if check:
            assert violations(state) == [], (wid, len(log), move)
    return state, log
