"""Bots, notation/parse, timeout and pending: the faces of the engine."""

from __future__ import annotations

import random

import pytest

from games.engines.core import AmbiguousMove, IllegalMove
from games.engines.russian_railroads import ENGINE

from .support import place, play, position

GREEDY_GAMES = {2: 70, 3: 65, 4: 65}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_greedy_beats_random(players: int) -> None:
    """Issue bar: greedy wins >= 95% of 200 games (70 + 65 + 65 here; 200 per count in the soak)."""
    wins = 0
    games = GREEDY_GAMES[players]
    for game in range(games):
        seat = game % players
        bots = tuple("greedy" if s == seat else "random" for s in range(players))
        state, _, _ = play(players, 900_000 + game, bots, checked=False)
        result = ENGINE.result(state)
        assert result is not None
        wins += result.ranks[seat] == 1
    assert wins >= 0.95 * games


def test_greedy_solo_scores_more_than_random() -> None:
    better = 0
    for game in range(20):
        greedy, _, _ = play(1, 700 + game, ("greedy",), checked=False)
        random_, _, _ = play(1, 700 + game, ("random",), checked=False)
        better += greedy["players"][0]["score"] > random_["players"][0]["score"]
    assert better >= 19


def test_notation_round_trips_through_parse() -> None:
    _, _, states = play(3, 31, checked=False)
    for state in states[::7]:
        seats = ENGINE.to_act(state)
        if not seats:
            continue
        for move in ENGINE.legal_moves(state, seats[0]):
            if move["type"] == "endgame":
                continue
            text = ENGINE.notation(state, seats[0], move)
            assert ENGINE.parse(state, seats[0], text.upper()) == move


def test_parse_is_forgiving_and_names_alternatives() -> None:
    state = position(4)
    assert ENGINE.parse(state, 0, "Place 3 Black") == place("black_3", 2)
    assert ENGINE.parse(state, 0, "pass") == {"type": "pass"}
    with pytest.raises(IllegalMove) as refused:
        ENGINE.parse(state, 0, "build a castle")
    assert refused.value.code == "E_NO_MATCHING_MOVE"
    after = ENGINE.apply(state, 0, place("black_3", 2)).state
    assert ENGINE.parse(after, 0, "black ts") == {"type": "track", "line": "ts", "colour": "black"}
    with pytest.raises(AmbiguousMove):
        ENGINE.parse(after, 0, "black")


def test_parse_names_an_end_game_card() -> None:
    state = position(4)
    state["tasks"] = [{"kind": "endgame", "m": True}]
    card = state["secret"]["endgame_stack"][0]
    move = ENGINE.parse(state, 0, f"keep {card.replace('_', ' ')}")
    assert move == {"type": "endgame", "card": card}


def test_timeout_move_is_harmless() -> None:
    state = position(4)
    assert ENGINE.timeout_move(state, 0) == {"type": "pass"}
    after = ENGINE.apply(state, 0, place("joker", 1, coins=1)).state
    assert ENGINE.timeout_move(after, 0)["type"] == "track"
    rng = random.Random(3)
    _, _, states = play(2, 41, checked=False)
    for st in rng.sample(states, 20):
        for seat in ENGINE.to_act(st):
            ENGINE.apply(st, seat, ENGINE.timeout_move(st, seat))


def test_pending_names_the_decision() -> None:
    state = position(4)
    assert ENGINE.pending(state)["decisions"] == ["action"]
    after = ENGINE.apply(state, 0, place("black_3", 2)).state
    pending = ENGINE.pending(after)
    assert {k: pending[k] for k in ("seats", "phase", "round", "decisions", "mandatory")} == {
        "seats": [0],
        "phase": "actions",
        "round": 1,
        "decisions": ["track"],
        "mandatory": True,
    }
    assert (pending["kind"], pending["accepts"]) == ("track", ["track"])


def test_describe_lists_provisional_facts_and_readings() -> None:
    facts = ENGINE.describe()
    assert any("Kiev star on field 8" in p["fact"] for p in facts["provisional"])
    assert any("last-round tile" in p["fact"] for p in facts["provisional"])
    assert any(r.startswith("A-1:") for r in facts["readings"])
