"""Age of Steam in German: the tests every engine runs (tests/support/german_suite.py) on
random positions of every map, and its own: the rulebook's words (Strecken bauen,
Gütertransport, Urbanisierung, Lokomotive …), Passen and Bieten in the auction, a German
build refused with its rule."""

from __future__ import annotations

from hypothesis import strategies as st

from games.engines.age_of_steam import ENGINE
from games.engines.core import IllegalMove
from games.words import say
from tests.support.german_suite import GermanWords


class TestGerman(GermanWords):
    engine = ENGINE
    package = "age_of_steam"
    configurations = st.sampled_from(ENGINE.configurations())
    steps = (8, 120)
    sample = 10
    examples = 12
    rulebook_words = {
        ("phase", "shares"): "Aktien verkaufen",
        ("phase", "build"): "Strecken bauen",
        ("phase", "move"): "Gütertransport",
        ("action", "urbanization"): "Urbanisierung",
        ("action", "locomotive"): "Lokomotive",
        ("action", "first_move"): "Erster Transport",
        ("action", "turn_order_pass"): "Reihenfolge (Passen)",
        ("map", "germany"): "Deutschland",
    }


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
