"""The move builder narrows the complete legal-move list one choice at a time: every legal
move of every engine is reached by answering its own steps, a single answer is taken at
once, a board place keeps the moves that name it, and a stale pick asks again."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.engines.core import all_engines, get_engine
from games.web import boards, builder
from games.web.builder import Step

ENGINES = sorted(e.slug for e in all_engines())


def positions(slug: str, count: int = 6, seed: int = 1) -> list[tuple[dict[str, Any], int]]:
    """(state, seat to act) along a random game of the engine's first configuration."""
    engine = get_engine(slug)
    players, options = next((n, o) for n, o in engine.configurations() if n >= 2)
    state = engine.setup(players, options, seed)
    rng = random.Random(seed)
    found = []
    for step in range(count * 9):
        seats = engine.to_act(state)
        if not seats:
            break
        seat = rng.choice(seats)
        if step % 9 == 0:
            found.append((state, seat))
        state = engine.apply(state, seat, engine.bots["random"](state, seat, rng)).state
    return found


def words_of(engine: Any, state: dict[str, Any], seat: int, table: Any) -> Any:
    def text(move: dict[str, Any]) -> str:
        return table.say(engine.move_text(state, seat, move))

    return text


@pytest.mark.parametrize("slug", ENGINES)
def test_every_legal_move_is_reached_by_its_own_steps(slug: str) -> None:
    engine = get_engine(slug)
    for state, seat in positions(slug):
        moves = [m for m in engine.legal_moves(state, seat) if not m.get("compact")]
        table = boards.table_of(slug, engine.view(state, seat), seat, [])
        steps = builder.steps_for(engine, state, seat, table)
        text = words_of(engine, state, seat, table)
        start = builder.narrow(moves, steps, [], text)
        assert start.move is not None or start.choices, "the builder asks nothing"
        for move in moves[:: max(1, len(moves) // 40)]:
            tokens = [f"k:{s.key}" for s in steps(move)]
            found = builder.narrow(moves, steps, tokens, text)
            if found.move is None:  # moves with the same steps: told apart by their words
                pick = next(c.token for c in found.choices if c.label == text(move))
                found = builder.narrow(moves, steps, [*found.tokens, pick], text)
            assert found.move == move, (slug, move)
        if boards.on_frame(slug):  # an engine with its own steps labels every answer in words
            assert all(c.label and "_" not in c.label for c in start.choices)


def chain(*keys: str, place: str | None = None) -> list[Step]:
    return [Step(f"q{i}", k, k.upper(), place if i == 1 else None) for i, k in enumerate(keys)]


MOVES = [
    {"type": "build", "at": "dudley", "what": "coal"},
    {"type": "build", "at": "dudley", "what": "iron"},
    {"type": "build", "at": "walsall", "what": "coal"},
    {"type": "loan"},
]


def steps(move: dict[str, Any]) -> list[Step]:
    if move["type"] == "loan":
        return chain("loan")
    return chain("build", move["at"], move["what"], place=move["at"])


def text(move: dict[str, Any]) -> str:
    return " ".join(str(v) for v in move.values())


def test_the_first_question_offers_each_answer_once() -> None:
    found = builder.narrow(MOVES, steps, [], text)
    assert found.question == "q0"
    assert [(c.token, c.label, c.count) for c in found.choices] == [
        ("k:build", "BUILD", 3),
        ("k:loan", "LOAN", 1),
    ]
    assert found.back is None


def test_a_single_answer_is_taken_and_shown_in_the_trail() -> None:
    found = builder.narrow(MOVES, steps, ["k:build", "k:walsall"], text)
    assert found.move == MOVES[2]
    assert [(p.label, p.auto) for p in found.trail] == [
        ("BUILD", False),
        ("WALSALL", False),
        ("COAL", True),
    ]
    assert found.back == ["k:build"]  # back skips the answer the builder took itself


def test_a_board_place_keeps_the_moves_that_name_it() -> None:
    found = builder.narrow(MOVES, steps, ["p:dudley"], text)
    assert found.place_filter == "dudley"
    assert found.question == "q2"  # build and Dudley were the only answers left
    assert [c.label for c in found.choices] == ["COAL", "IRON"]
    assert found.back == []  # back: the whole list again


def test_a_stale_pick_asks_again_from_where_it_stopped() -> None:
    found = builder.narrow(MOVES, steps, ["k:build", "k:oxford"], text)
    assert found.tokens == ["k:build"] and found.question == "q1"
    assert found.places == ["dudley", "walsall"]


def test_moves_with_the_same_steps_are_told_apart_by_their_words() -> None:
    twins = [{"type": "pass", "n": 1}, {"type": "pass", "n": 2}]
    found = builder.narrow(twins, lambda m: chain("pass"), [], text)
    assert found.question == "Which move?"
    assert [c.label for c in found.choices] == ["pass 1", "pass 2"]
    chosen = builder.narrow(twins, lambda m: chain("pass"), [found.choices[1].token], text)
    assert chosen.move == twins[1]


def test_504_and_russian_railroads_ask_the_board_places_first() -> None:
    """A 504 unit's move is asked from, then to, each a space on the board; a Russian
    Railroads worker placement is asked its action space; then the rest in words."""
    for slug, kinds, questions in (
        ("504", {"move", "explore", "road"}, ["Action", "From where?", "To where?"]),
        ("russian-railroads", {"place"}, ["Action", "Which space?"]),
    ):
        engine = get_engine(slug)
        seen = False
        for state, seat in positions(slug, count=12, seed=3):
            table = boards.table_of(slug, engine.view(state, seat), seat, [])
            steps = builder.steps_for(engine, state, seat, table)
            for move in engine.legal_moves(state, seat):
                if move["type"] in kinds:
                    chain = steps(move)
                    assert [s.question for s in chain][: len(questions)] == questions
                    assert all(s.place for s in chain[1 : len(questions)])
                    assert chain[-1].question == "Which move?"
                    seen = True
        if slug == "russian-railroads":
            assert seen, slug
