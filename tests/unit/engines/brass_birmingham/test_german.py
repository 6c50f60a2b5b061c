"""Brass in German: every legal move's German notation (from random positions of random
playouts) parses back to the same move, as its English does; every refusal code has a German
sentence; refusals met on the way are German all through; the rulebook's words are used."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engines.brass_birmingham import ENGINE
from games.engines.core import IllegalMove
from games.words import say
from tests.support.engine_words import (
    ENGINES,
    assert_reads_back,
    assert_refusals_german,
    playout,
    refusal_problems,
)

PACKAGE = ENGINES / "brass_birmingham"
POSITIONS = settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
PLAYERS, SEEDS, STEPS = st.integers(2, 4), st.integers(0, 10_000), st.integers(0, 160)


@POSITIONS
@given(players=PLAYERS, seed=SEEDS, steps=STEPS)
def test_every_legal_move_reads_back_from_its_german_and_english(
    players: int, seed: int, steps: int
) -> None:
    assert_reads_back(ENGINE, playout(ENGINE, players, seed, steps), random.Random(seed), 12)


@POSITIONS
@given(players=PLAYERS, seed=SEEDS, steps=STEPS)
def test_refusals_met_in_play_are_german_all_through(players: int, seed: int, steps: int) -> None:
    rng = random.Random(seed)
    state = playout(ENGINE, players, seed, steps)
    elsewhere = playout(ENGINE, players, seed + 1, rng.randrange(0, 160))
    assert_refusals_german(ENGINE, state, elsewhere, players, rng)


def test_every_refusal_code_has_a_german_sentence() -> None:
    assert refusal_problems(PACKAGE, ENGINE.slug) == []


def test_the_rulebook_words() -> None:
    """Terms as the German rulebook prints them (Aktionen, Industrien, Epochen, Joker)."""
    words = ENGINE.words
    expected = {
        ("industry", "cotton_mill"): "Baumwollspinnerei",
        ("industry", "coal_mine"): "Kohlebergwerk",
        ("industry", "iron_works"): "Eisenhütte",
        ("industry", "manufacturer"): "Fabrik",
        ("industry", "pottery"): "Töpferei",
        ("industry", "brewery"): "Brauerei",
        ("era", "canal"): "Kanalepoche",
        ("era", "rail"): "Eisenbahnepoche",
        ("move", "loan"): "Kredit aufnehmen",
        ("move", "pass"): "Passen",
        ("move", "network"): "Verbinden",
        ("move", "scout"): "Erkunden",
        ("card", "wild_location"): "Ortsjoker",
        ("card", "wild_industry"): "Industriejoker",
    }
    for (kind, key), german in expected.items():
        assert say(words.term(kind, key), "de") == german


def test_kredit_and_passen_are_moves_and_pass_too() -> None:
    state = ENGINE.setup(2, {}, 3)
    seat = ENGINE.to_act(state)[0]
    card = state["private"][seat]["hand"][0]
    name = say(ENGINE.words.term("card", card), "de")
    assert ENGINE.parse(state, seat, f"Kredit {name}") == {"type": "loan", "card": card}
    assert ENGINE.parse(state, seat, f"Kredit aufnehmen mit Karte {name}") == {
        "type": "loan",
        "card": card,
    }
    assert ENGINE.parse(state, seat, f"Passen {name}") == {"type": "pass", "card": card}
    english_name = ENGINE.words.term("card", card).name
    assert ENGINE.parse(state, seat, f"pass {english_name}") == {"type": "pass", "card": card}
    try:
        ENGINE.parse(state, seat, "Kredit")
    except IllegalMove as refusal:  # which card to play is the player's choice
        assert refusal.code == "E_AMBIGUOUS"
        assert say(refusal.text, "de").startswith("„Kredit“: Nenne die Karte, die du spielst")
        assert name in say(refusal.text, "de")
    else:
        raise AssertionError("a loan names the card it plays")
