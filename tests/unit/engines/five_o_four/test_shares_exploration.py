"""C9-5: public companies with Exploration play on board 1's variant for 4 players (5
companies) and may choose all five of its cities, the central one included (digest §4.5
setup, §4.9 board)."""

from __future__ import annotations

import random

import pytest

from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.board import exploration_start
from games.engines.five_o_four.core.world import available_worlds, world
from games.engines.five_o_four.exploration.discovery import CENTRE, capital_allowed
from games.engines.five_o_four.invariants import violations


@pytest.mark.parametrize("players", [2, 3])
def test_companies_explore_board_1_in_its_five_company_variant(players: int) -> None:
    state = ENGINE.setup(players, {"world": "952"}, seed=5)
    assert state["board_id"] == 1
    assert state["spaces"] == exploration_start(1, 5)[0]
    assert len([t for t in state["spaces"].values() if t == "city"]) == 5
    assert len(state["explore"]["found"]) == 5  # one discovery record per company
    assert capital_allowed(state, world("952"), CENTRE)


def test_players_without_companies_never_take_the_central_city() -> None:
    state = ENGINE.setup(2, {"world": "235"}, seed=5)
    assert state["board_id"] == 1
    assert not capital_allowed(state, world("235"), CENTRE)


def test_exploration_worlds_with_public_companies_are_open() -> None:
    expected = {"592", "596", "597", "598", "695", "925", "952", "956", "957", "958"}
    assert expected <= set(available_worlds())


def test_five_companies_take_the_five_cities_of_board_1() -> None:
    """Greedy presidents found all five companies; each stands on its own city."""
    state = ENGINE.setup(4, {"world": "958"}, seed=11)
    rng = random.Random(3)
    while ENGINE.to_act(state):
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.bots["greedy"](state, seat, rng)).state
        assert not violations(state)
    capitals = [c for c in state["capital"] if c is not None]
    assert len(capitals) == 5 and len(set(capitals)) == 5
    assert CENTRE in capitals
    assert ENGINE.result(state) is not None
