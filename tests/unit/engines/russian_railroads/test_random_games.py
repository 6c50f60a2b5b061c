"""Random games through the whole API: invariants after every move, replay, agreement."""

from __future__ import annotations

import random

import pytest

from games.engines.core import IllegalMove
from games.engines.russian_railroads import ENGINE

from .support import play, roundtrip

GAMES = 100


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_keep_invariants(players: int) -> None:
    """100 random games per player count; invariants are checked after every move."""
    for seed in range(GAMES):
        state, log, _ = play(players, 10_000 * players + seed)
        result = ENGINE.result(state)
        assert result is not None and min(result.ranks) == 1
        assert len(log) > 10


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_replay_reproduces_every_state(players: int) -> None:
    _, log, states = play(players, 77 + players, checked=False)
    replayed = ENGINE.setup(players, {}, 77 + players)
    for index, (seat, move) in enumerate(log):
        replayed = ENGINE.apply(replayed, seat, roundtrip(move)).state
        assert roundtrip(replayed) == states[index + 1]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_listed_moves_apply_and_variations_are_refused(players: int) -> None:
    """Each listed move applies; sampled unlisted variations are rejected."""
    _, _, states = play(players, 500 + players, checked=False)
    rng = random.Random(players)
    for state in states[:: max(1, len(states) // 40)]:
        seats = ENGINE.to_act(state)
        if not seats:
            continue
        seat = seats[0]
        legal = ENGINE.legal_moves(state, seat)
        for move in legal:
            ENGINE.apply(state, seat, move)
        for move in rng.sample(legal, min(5, len(legal))):
            for key, value in list(move.items()):
                if key == "type":
                    continue
                varied = dict(move)
                if isinstance(value, bool):
                    varied[key] = not value
                elif isinstance(value, int):
                    varied[key] = value + 1
                elif isinstance(value, str):
                    varied[key] = {"ts": "kv", "kv": "sp", "sp": "ts"}.get(value, value + "x")
                if varied in legal:
                    continue
                with pytest.raises(IllegalMove):
                    ENGINE.apply(state, seat, varied)
