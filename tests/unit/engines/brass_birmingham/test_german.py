"""Brass in German: the tests every engine runs (tests/support/german_suite.py) on random
positions of 2-4 players, and Brass's own: the rulebook's words (Industrien, Epochen, Joker)
and Kredit/Passen typed with the card they play."""

from __future__ import annotations

from hypothesis import strategies as st

from games.engines.brass_birmingham import ENGINE
from games.engines.core import IllegalMove
from games.words import say
from tests.support.german_suite import GermanWords


class TestGerman(GermanWords):
    engine = ENGINE
    package = "brass_birmingham"
    configurations = st.tuples(st.integers(2, 4), st.just({}))
    steps = (0, 160)
    rulebook_words = {
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
