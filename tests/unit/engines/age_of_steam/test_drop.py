"""The drop capability: a player who leaves plays on by his timeout moves (the rulebook's
harmless defaults), is never asked again, and ranks below everyone still in the game."""

from __future__ import annotations

import random

from games.engines.age_of_steam import ENGINE
from games.engines.age_of_steam.invariants import violations


def test_a_dropped_player_plays_on_by_timeout_moves_and_ranks_last() -> None:
    state = ENGINE.setup(4, {"map": "rust_belt"}, 3)
    gone = (ENGINE.to_act(state)[0] + 1) % 4  # leaves while another player is to act
    drop = ENGINE.drop_move(state, gone)
    assert drop == {"type": "drop"}
    state = ENGINE.apply(state, gone, drop).state
    assert state["dropped"] == [gone]
    rng = random.Random(1)
    while ENGINE.result(state) is None:
        seat = ENGINE.to_act(state)[0]
        assert seat != gone
        state = ENGINE.apply(state, seat, ENGINE.bots["random"](state, seat, rng)).state
        assert violations(state) == []
    result = ENGINE.result(state)
    assert result is not None and result.ranks[gone] == max(result.ranks)
    assert result.details["dropped"] == [gone]
