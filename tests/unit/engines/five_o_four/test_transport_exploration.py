"""C1-EXP: Transport on TOP I/II with Exploration (board 1).

Digest §4.1 (C1-EXP), §4.5 setup, §10.5; reading T9.  The city goods and board-1 city numbers
are not known (facts city_goods / city_positions): the tests inject test data through the
``cities`` fixture of test_transport (board 1 start cities: BOARD_1_NUMBERS there).
"""

from __future__ import annotations

import random

import pytest

from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.board import neighbours_of
from games.engines.five_o_four.invariants import violations

from .helpers import fresh, phase, put
from .test_transport import OFFERS, cities  # noqa: F401  (the fixture)

pytestmark = pytest.mark.usefixtures("cities")
EMPTY = dict.fromkeys(("city", "water", "meadow", "forest", "field", "mountain", "desert"), 0)


def near_city_target(state: dict, seat: int) -> tuple[str, str]:
    """Meadows around the capital, an active inhabitant on one of them, and only cities left
    in the stacks: the first (source, target) where a city may be discovered."""
    capital = state["capital"][seat]
    for space in neighbours_of(capital):
        state["spaces"].setdefault(space, "meadow")
    for space in sorted(neighbours_of(capital)):
        if state["spaces"][space] == "meadow" and space not in state["pop"][seat]:
            put(state, seat, space, active=1)
            break
    state["explore"]["stacks"] = {**EMPTY, "city": 6}
    move = next(m for m in ENGINE.legal_moves(state, seat) if m["type"] == "explore")
    return move["from"], move["to"]


def test_start_cities_carry_goods_and_the_rest_wait_in_the_stack() -> None:
    state = fresh("156", 3)
    starts = {s: n for s, n in state["city_no"].items()}
    assert sorted(starts.values()) == [1, 5, 6, 7]  # board 1, 3-player variant
    for space, number in starts.items():
        loaded = 1 if space in state["capital"] else 0  # each wagon loads 1 at its capital
        assert state["loose"][space] == {OFFERS[number]: 4 - loaded}
        assert state["covered"][space] == [] and len(state["demand"][space]) == 3
    assert state["city_stack"] == [2, 3, 4, 8, 9, 10]
    assert state["explore"]["stacks"]["city"] == 6
    assert violations(state) == []


def test_a_discovered_city_takes_the_lowest_number_and_its_goods() -> None:
    state = fresh("156", 3)
    phase(state, "3D")
    src, target = near_city_target(state, 0)
    state = ENGINE.apply(state, 0, {"type": "explore", "from": src, "to": target}).state
    assert state["spaces"][target] == "city"
    assert state["city_no"][target] == 2 and state["city_stack"] == [3, 4, 8, 9, 10]
    assert state["loose"][target] == {OFFERS[2]: 4}
    assert state["covered"][target] == [] and state["demand"][target]


def test_with_production_a_discovered_city_has_demand_but_no_goods() -> None:
    """C1-PRD: with Production the cities offer no goods; 1.I still gives them demand."""
    state = fresh("158", 3)
    assert not state["loose"]
    phase(state, "3D")
    src, target = near_city_target(state, 0)
    state = ENGINE.apply(state, 0, {"type": "explore", "from": src, "to": target}).state
    assert state["city_no"][target] == 2 and target not in state["loose"]
    assert state["demand"][target]


@pytest.mark.parametrize(("wid", "players"), [("156", 2), ("153", 2)])
def test_c1_exp_worlds_play_to_the_end(wid: str, players: int) -> None:
    """With and without inhabitants (153: the wagon discovers): random play keeps the
    invariants and ends (the greedy bot stalls in 156: its inhabitants do not explore
    towards the cities the wagon needs)."""
    rng = random.Random(5)
    state = ENGINE.setup(players, {"world": wid}, 5)
    for _ in range(6000):
        if ENGINE.result(state) is not None:
            break
        seat = ENGINE.to_act(state)[0]
        move = ENGINE.bots["random"](state, seat, rng)
        state = ENGINE.apply(state, seat, move).state
        assert violations(state) == [], (wid, move)
    assert ENGINE.result(state) is not None, wid
    assert len(state["city_stack"]) == state["explore"]["stacks"]["city"]
