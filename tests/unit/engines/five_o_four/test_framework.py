"""504 on the framework's pipeline: the move types expected now cover every legal move, the
pending shape, and dropping a seat (docs/engine-framework.md)."""

from __future__ import annotations

import random

import pytest

from games.engines.core import DROP, IllegalMove
from games.engines.five_o_four import ENGINE

from .helpers import fresh

WORLDS = ("268", "324", "457", "578", "627", "894", "942", "972")


@pytest.mark.parametrize("wid", WORLDS)
def test_accepts_names_the_type_of_every_legal_move(wid: str) -> None:
    rng = random.Random(int(wid))
    state = ENGINE.setup(3, {"world": wid}, int(wid))
    for _ in range(400):
        if ENGINE.result(state) is not None:
            break
        pending = ENGINE.pending(state)
        assert set(pending) >= {"seats", "kind", "accepts", "text"}
        seat = ENGINE.to_act(state)[0]
        legal = ENGINE.legal_moves(state, seat)
        accepted = ENGINE.accepts(state, seat)
        assert {m["type"] for m in legal} <= set(accepted)
        assert set(accepted) <= set(pending["accepts"])
        state = ENGINE.apply(state, seat, ENGINE.bots["random"](state, seat, rng)).state


def test_an_unexpected_move_type_is_refused_by_the_pipeline() -> None:
    state = fresh("268", 3)
    seat = ENGINE.to_act(state)[0]
    assert state["turn"]["phase"] == "3C"
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, seat, {"type": "trade", "buy": 0})  # a stock-round move
    assert refused.value.code == "E_MOVE_NOT_EXPECTED"
    other = next(s for s in range(3) if s != seat)
    with pytest.raises(IllegalMove) as waiting:
        ENGINE.apply(state, other, {"type": "done"})
    assert waiting.value.code == "E_NOT_YOUR_TURN"


def test_a_dropped_seat_plays_its_timeout_moves_and_ranks_last() -> None:
    """The timeout ladder's "drop": the seat leaves, its decisions are its harmless defaults
    (done, pass, decline, a bid of 0), and it ranks below every seat still in the game."""
    state = fresh("268", 3, seed=4)
    assert ENGINE.drop_move(state, 1) == {"type": DROP}
    state = ENGINE.apply(state, 1, {"type": DROP}).state
    assert state["dropped"] == [1]
    rng = random.Random(4)
    moves = 0
    while ENGINE.result(state) is None and moves < 5000:
        assert 1 not in ENGINE.to_act(state)
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.bots["random"](state, seat, rng)).state
        moves += 1
    result = ENGINE.result(state)
    assert result is not None
    assert result.ranks[1] == 3 and result.details["dropped"] == [1]
    with pytest.raises(IllegalMove) as gone:
        ENGINE.apply(state, 1, {"type": "done"})
    assert gone.value.code in ("E_GAME_OVER", "E_SEAT_DROPPED")
