"""Random games on every map and player count: invariants after every move, replay, faces."""

from __future__ import annotations

import json
import random

import pytest

from games.engines.age_of_steam import ENGINE
from games.engines.age_of_steam.maps import MAPS, PLAYABLE_MAPS

from .helpers import play

GAMES = 50
CONFIGS = [
    (n, key)
    for key in PLAYABLE_MAPS
    for n in range(MAPS[key].min_players, MAPS[key].max_players + 1)
]


@pytest.mark.parametrize(("players", "key"), CONFIGS, ids=[f"{k}-{n}p" for n, k in CONFIGS])
def test_random_games_keep_invariants(players: int, key: str) -> None:
    for game in range(GAMES):
        state, log, _ = play(players, {"map": key}, 7919 * game + players)
        result = ENGINE.result(state)
        assert result is not None and len(result.ranks) == players
        assert log


def test_replay_reproduces_every_state() -> None:
    for key, n in (("rust_belt", 4), ("germany", 3), ("st_lucia", 2), ("southern_us", 3)):
        _, log, states = play(n, {"map": key}, 31)
        replay = ENGINE.setup(n, {"map": key}, 31)
        assert replay == states[0]
        for i, (seat, move) in enumerate(log):
            replay = ENGINE.apply(replay, seat, json.loads(json.dumps(move))).state
            assert replay == states[i + 1]


@pytest.mark.parametrize(("key", "players"), [("rust_belt", 4), ("germany", 3)])
def test_greedy_beats_random(key: str, players: int) -> None:
    """Greedy in seat 0 against random bots must survive and win most games."""
    wins = 0
    games = 10
    for g in range(games):
        state = ENGINE.setup(players, {"map": key}, 500 + g)
        rng = random.Random(g)
        while ENGINE.result(state) is None:
            seat = ENGINE.to_act(state)[0]
            bot = "greedy" if seat == 0 else "random"
            state = ENGINE.apply(state, seat, ENGINE.bots[bot](state, seat, rng)).state
        result = ENGINE.result(state)
        assert result is not None
        wins += result.ranks[0] == 1 and not state["pl"][0]["out"]
    assert wins >= games * 0.6, wins
