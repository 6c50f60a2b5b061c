"""Russian Railroads in German: every legal move's German notation (from random positions of
random playouts, solo included) parses back to the same move, as its English does; every
refusal code has a German sentence; refusals met on the way are German all through; the
rulebook's words are used (Transsib, Ingenieur, Verdoppler, Leiharbeiter …)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engines.russian_railroads import ENGINE
from games.words import say
from tests.support.engine_words import (
    ENGINES,
    assert_reads_back,
    assert_refusals_german,
    playout,
    refusal_problems,
)

PACKAGE = ENGINES / "russian_railroads"
POSITIONS = settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
PLAYERS, SEEDS, STEPS = st.integers(1, 4), st.integers(0, 10_000), st.integers(0, 200)
RARELY = ("pass",)  # a pass ends the player's round: positions would stay shallow


@POSITIONS
@given(players=PLAYERS, seed=SEEDS, steps=STEPS)
def test_every_legal_move_reads_back_from_its_german_and_english(
    players: int, seed: int, steps: int
) -> None:
    state = playout(ENGINE, players, seed, steps, rarely=RARELY)
    assert_reads_back(ENGINE, state, random.Random(seed), 12)


@POSITIONS
@given(players=PLAYERS, seed=SEEDS, steps=STEPS)
def test_refusals_met_in_play_are_german_all_through(players: int, seed: int, steps: int) -> None:
    rng = random.Random(seed)
    state = playout(ENGINE, players, seed, steps, rarely=RARELY)
    elsewhere = playout(ENGINE, players, seed + 1, rng.randrange(0, 200), rarely=RARELY)
    assert_refusals_german(ENGINE, state, elsewhere, players, rng)


def test_every_refusal_code_has_a_german_sentence() -> None:
    assert refusal_problems(PACKAGE, ENGINE.slug) == []


def test_the_rulebook_words() -> None:
    words = ENGINE.words
    expected = {
        ("line_name", "ts"): "Transsibirische Eisenbahn",
        ("line", "ts"): "Transsib",
        ("line", "kv"): "Kiev",
        ("space", "hire_engineer"): "Ingenieur anwerben",
        ("space", "temporary_workers"): "2 Leiharbeiter",
        ("space", "collection_point"): "Sammelplatz",
        ("token", "kiev_medal"): "Kiev-Medaille",
        ("card", "locomotive_9"): "9er-Lok",
        ("move", "pass"): "passen",
    }
    for (kind, key), german in expected.items():
        assert say(words.term(kind, key), "de") == german


def test_passen_and_pass_are_moves() -> None:
    state = ENGINE.setup(2, {}, 4)
    while state["phase"] != "actions":  # the start bonus cards first
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.legal_moves(state, seat)[0]).state
    seat = ENGINE.to_act(state)[0]
    assert ENGINE.parse(state, seat, "Passen") == {"type": "pass"}
    assert ENGINE.parse(state, seat, "pass") == {"type": "pass"}
    engineer = ENGINE.parse(state, seat, "einsetzen auf Ingenieur anwerben")
    assert engineer["type"] == "place" and engineer["space"] == "hire_engineer"
