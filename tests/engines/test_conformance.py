"""The engine protocol's contract, checked against every registered engine automatically.

For each engine and each (players, options) of its ``configurations()``: random games to
the end made of listed legal moves only, every listed move of the first game applies,
states and views JSON round-trip, replay from seed + moves reproduces every state, a refused
move changes nothing, no seat's view holds another's private part. Engine-specific depth
(hundreds of games, rule scenarios) lives in tests/unit/engines/.

Each move is one that ``legal_moves`` lists. The engine's random bot weighs the pick (a
uniform pick never ends some 504 worlds), and the suite checks that its pick is listed: no
bot makes a move the list lacks.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

import tests.support.tiny_game  # noqa: F401  (registers the test game)
from games.engines.core import (
    Engine,
    IllegalMove,
    Outcome,
    Result,
    all_engines,
    get_engine,
)

GAMES_PER_CONFIGURATION = 2
MAX_MOVES = 20_000


def _cases() -> list[Any]:
    cases = []
    for engine in all_engines():
        for players, options in engine.configurations():
            label = f"{engine.slug}-{players}p-{json.dumps(options, sort_keys=True)}"
            cases.append(pytest.param(engine, players, options, id=label))
    return cases


def roundtrip(value: Any) -> Any:
    return json.loads(json.dumps(value))


def every_listed_move_applies(
    engine: Engine, state: dict[str, Any], seat: int, legal: list[dict[str, Any]]
) -> None:
    for listed in legal:
        try:
            engine.apply(state, seat, listed)
        except IllegalMove as refused:
            pytest.fail(f"legal_moves lists {listed}, which apply refuses: {refused}")


def play_random_game(
    engine: Engine, players: int, options: dict[str, Any], seed: int, apply_all: bool = False
) -> tuple[list[tuple[int, dict[str, Any]]], list[dict[str, Any]]]:
    """A game of listed legal moves (each checked to be listed); with ``apply_all`` every
    listed move of every position is applied too."""
    picker = random.Random(seed)
    state = engine.setup(players, copy.deepcopy(options), seed)
    assert roundtrip(state) == state, "setup state must be JSON data"
    log: list[tuple[int, dict[str, Any]]] = []
    states = [state]
    bot = engine.bots["random"]
    while engine.result(state) is None:
        assert len(log) < MAX_MOVES, "game did not end"
        seats = engine.to_act(state)
        assert seats, "no seat to act but no result"
        seat = picker.choice(seats)
        legal = engine.legal_moves(state, seat)
        assert legal, "a seat to act has no legal move"
        before = copy.deepcopy(state)
        if apply_all:
            every_listed_move_applies(engine, state, seat, legal)
        move = bot(state, seat, picker)
        assert move in legal, f"the random bot played {move}, which legal_moves does not list"
        outcome = engine.apply(state, seat, move)
        assert isinstance(outcome, Outcome)
        assert state == before, "apply must not change its input state"
        state = outcome.state
        log.append((seat, move))
        states.append(state)
    assert engine.to_act(state) == []
    return log, states


@pytest.mark.parametrize(("engine", "players", "options"), _cases())
def test_random_games_end_replay_and_redact(
    engine: Engine, players: int, options: dict[str, Any]
) -> None:
    for game in range(GAMES_PER_CONFIGURATION):
        seed = 1_000_003 * (game + 1) + players
        log, states = play_random_game(engine, players, options, seed, apply_all=game == 0)

        replayed = engine.setup(players, copy.deepcopy(options), seed)
        assert replayed == states[0]
        for index, (seat, move) in enumerate(log):
            replayed = engine.apply(replayed, seat, roundtrip(move)).state
            assert roundtrip(replayed) == states[index + 1], f"replay differs at move {index + 1}"

        result = engine.result(states[-1])
        assert isinstance(result, Result)
        assert len(result.ranks) == players and min(result.ranks) == 1
        assert roundtrip(result.as_json()) == result.as_json()

        for state in states[:: max(1, len(states) // 25)]:
            for seat in [None, *range(players)]:
                seen = engine.view(state, seat)
                assert roundtrip(seen) == seen
                assert "secret" not in seen
                if "private" in state:
                    assert "private" not in seen
                    if seat is not None:
                        assert seen.get("you") == state["private"][seat]


@pytest.mark.parametrize(("engine", "players", "options"), _cases())
def test_refused_moves_change_nothing(
    engine: Engine, players: int, options: dict[str, Any]
) -> None:
    state = engine.setup(players, copy.deepcopy(options), 7)
    frozen = copy.deepcopy(state)
    with pytest.raises(IllegalMove):
        engine.apply(state, engine.to_act(state)[0], {"type": "no-such-move"})
    with pytest.raises(IllegalMove):
        engine.apply(state, engine.to_act(state)[0], "not a move")  # type: ignore[arg-type]
    idle = [s for s in range(players) if s not in engine.to_act(state)]
    if idle:
        mover = engine.to_act(state)[0]
        move = engine.legal_moves(state, mover)[0]
        with pytest.raises(IllegalMove):
            engine.apply(state, idle[0], move)
    assert state == frozen


@pytest.mark.parametrize(("engine", "players", "options"), _cases())
def test_faces_notation_parse_timeout(
    engine: Engine, players: int, options: dict[str, Any]
) -> None:
    state = engine.setup(players, copy.deepcopy(options), 11)
    seat = engine.to_act(state)[0]
    timeout = engine.timeout_move(state, seat)
    engine.apply(state, seat, timeout)
    for move in engine.legal_moves(state, seat)[:20]:
        text = engine.notation(state, seat, move)
        assert isinstance(text, str) and text
        if "compact" not in move:
            assert (
                engine.parse(state, seat, text) == move
                or engine.apply(state, seat, engine.parse(state, seat, text)).state
                == engine.apply(state, seat, move).state
            )
    assert roundtrip(engine.pending(state)) == engine.pending(state)
    assert roundtrip(engine.describe()) == engine.describe()
    assert isinstance(engine.options_schema(), dict)
    assert set(engine.move_schemas()) >= {m["type"] for m in engine.legal_moves(state, seat)}
    assert {"random", "greedy"} <= set(engine.bots)


def test_registry_finds_every_engine() -> None:
    for engine in all_engines():
        assert get_engine(engine.slug) is engine
        assert isinstance(engine, Engine)
