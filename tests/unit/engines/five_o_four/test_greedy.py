"""Greedy bot against the random bot (the full 200-game figure comes from
bench/soak_five_o_four.py --greedy 200; here a sample of 20 worlds spread over every
available world, 2-player games)."""

from __future__ import annotations

import random

from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.bots.steiner import steiner_plan
from games.engines.five_o_four.core.world import available_worlds


def test_greedy_beats_random_in_most_two_player_games() -> None:
    candidates = [w for w in available_worlds() if not w.startswith("6")]
    worlds = candidates[:: max(1, len(candidates) // 20)][:20]
    wins = finished = 0
    for game, wid in enumerate(worlds):
        rng = random.Random(100 + game)
        greedy_seat = game % 2
        state = ENGINE.setup(2, {"world": wid}, 100 + game)
        moves = 0
        while ENGINE.result(state) is None and moves < 3000:
            seat = ENGINE.to_act(state)[0]
            name = "greedy" if seat == greedy_seat else "random"
            state = ENGINE.apply(state, seat, ENGINE.bots[name](state, seat, rng)).state
            moves += 1
        result = ENGINE.result(state)
        if result is None:
            continue
        finished += 1
        wins += result.ranks[greedy_seat] == 1 and result.ranks[1 - greedy_seat] == 2
    assert finished >= len(worlds) - 2
    assert wins >= 0.8 * finished


def test_steiner_plan_finds_the_fewest_roads() -> None:
    # a path a-b-c-d with a spur b-e: joining a to the cities d and e takes 4 roads, and the
    # nearer city e alone takes 2
    adj = {"a": ["b"], "b": ["a", "c", "e"], "c": ["b", "d"], "d": ["c"], "e": ["b"]}
    assert len(steiner_plan(adj, {"a"}, ["d", "e"], 2) or []) == 4
    assert steiner_plan(adj, {"a"}, ["d", "e"], 1) == [("a", "b"), ("b", "e")]
    assert steiner_plan(adj, {"a"}, ["d"], 2) is None


def test_roads_on_top_i_two_player_games_end() -> None:
    """Board 5 needs 18 of the 19 roads to join 7 cities; both bots follow the road plan,
    so the game ends (it stalled at the move cap before)."""
    for game in range(2):
        rng = random.Random(7000 + game)
        state = ENGINE.setup(2, {"world": "623"}, 7000 + game)
        moves = 0
        while ENGINE.result(state) is None and moves < 3000:
            seat = ENGINE.to_act(state)[0]
            name = "greedy" if seat == game % 2 else "random"
            state = ENGINE.apply(state, seat, ENGINE.bots[name](state, seat, rng)).state
            moves += 1
        assert ENGINE.result(state) is not None


def test_production_on_top_i_keeps_settlements_for_trading_houses() -> None:
    """861 stalled in every soak game: both players spent their last settlement on land one
    trading house short of the end.  The bots keep what the cities still need."""
    rng = random.Random(861201)
    state = ENGINE.setup(2, {"world": "861"}, 861201)
    moves = 0
    while ENGINE.result(state) is None and moves < 3000:
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.bots["random"](state, seat, rng)).state
        moves += 1
    assert ENGINE.result(state) is not None
