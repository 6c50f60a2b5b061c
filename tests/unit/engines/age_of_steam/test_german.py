"""Age of Steam in German: on every map, every legal move's German notation (from random
positions of random playouts) parses back to the same move, as its English does; every
refusal code has a German sentence; refusals met on the way are German all through; the
rulebook's words are used (Strecken bauen, Gütertransport, Urbanisierung, Lokomotive …)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engines.age_of_steam import ENGINE
from games.words import say
from tests.support.engine_words import (
    ENGINES,
    assert_reads_back,
    assert_refusals_german,
    playout,
    refusal_problems,
)

PACKAGE = ENGINES / "age_of_steam"
POSITIONS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
CONFIGURATIONS = st.sampled_from(ENGINE.configurations())
SEEDS, STEPS = st.integers(0, 10_000), st.integers(8, 120)


@POSITIONS
@given(configuration=CONFIGURATIONS, seed=SEEDS, steps=STEPS)
def test_every_legal_move_reads_back_from_its_german_and_english(
    configuration: tuple[int, dict[str, str]], seed: int, steps: int
) -> None:
    players, options = configuration
    state = playout(ENGINE, players, seed, steps, options)
    assert_reads_back(ENGINE, state, random.Random(seed), 10)


@POSITIONS
@given(configuration=CONFIGURATIONS, seed=SEEDS, steps=STEPS)
def test_refusals_met_in_play_are_german_all_through(
    configuration: tuple[int, dict[str, str]], seed: int, steps: int
) -> None:
    players, options = configuration
    rng = random.Random(seed)
    state = playout(ENGINE, players, seed, steps, options)
    elsewhere = playout(ENGINE, players, seed + 1, rng.randrange(0, 120), options)
    assert_refusals_german(ENGINE, state, elsewhere, players, rng)


def test_every_refusal_code_has_a_german_sentence() -> None:
    assert refusal_problems(PACKAGE, ENGINE.slug) == []


def test_the_rulebook_words() -> None:
    words = ENGINE.words
    expected = {
        ("phase", "shares"): "Aktien verkaufen",
        ("phase", "build"): "Strecken bauen",
        ("phase", "move"): "Gütertransport",
        ("action", "urbanization"): "Urbanisierung",
        ("action", "locomotive"): "Lokomotive",
        ("action", "first_move"): "Erster Transport",
        ("action", "turn_order_pass"): "Reihenfolge (Passen)",
        ("map", "germany"): "Deutschland",
    }
    for (kind, key), german in expected.items():
        assert say(words.term(kind, key), "de") == german


def test_passen_and_bieten_in_the_auction() -> None:
    state = ENGINE.setup(3, {"map": "rust_belt"}, 2)
    while state["phase"] != "auction":
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.legal_moves(state, seat)[0]).state
    seat = ENGINE.to_act(state)[0]
    assert ENGINE.parse(state, seat, "Passen") == ENGINE.parse(state, seat, "pass")
    assert ENGINE.parse(state, seat, "Bieten: $2") == ENGINE.parse(state, seat, "bid $2")


def test_a_german_build_that_breaks_a_rule_is_refused_with_the_rule() -> None:
    """A typed build that is no legal move is refused with the rule's reason, in German as
    in English ("Kansas City ist eine Großstadt"), and "fertig" ends the build turn."""
    from games.engines.core import IllegalMove

    state = ENGINE.setup(3, {"map": "rust_belt"}, 2)
    while state["phase"] != "build":
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.legal_moves(state, seat)[0]).state
    seat = ENGINE.to_act(state)[0]
    built = ENGINE.parse(state, seat, "Bauen: Plättchen Gerade auf A10, Drehung 0")
    assert built == ENGINE.parse(state, seat, "build tile straight at A10, rotation 0")
    assert ENGINE.parse(state, seat, "fertig") == ENGINE.parse(state, seat, "done")
    for typed in ("Bauen: Plättchen Gerade auf A11, Drehung 0", "build straight at A11 0"):
        try:
            ENGINE.parse(state, seat, typed)
        except IllegalMove as refusal:
            assert refusal.code == "E_CITY_HEX"
            assert say(refusal.text, "de") == (
                "Kansas City ist eine Großstadt; dort kann kein Plättchen liegen."
            )
        else:
            raise AssertionError(typed)
