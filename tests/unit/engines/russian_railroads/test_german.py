"""Russian Railroads in German: the tests every engine runs (tests/support/german_suite.py)
on random positions, solo included (a pass ends the player's round, so it is played only
when nothing else is legal and the positions reach deep), and its own: the rulebook's words
(Transsib, Ingenieur, Verdoppler, Leiharbeiter …) and Passen typed."""

from __future__ import annotations

from hypothesis import strategies as st

from games.engines.russian_railroads import ENGINE
from tests.support.german_suite import GermanWords


class TestGerman(GermanWords):
    engine = ENGINE
    package = "russian_railroads"
    configurations = st.tuples(st.integers(1, 4), st.just({}))
    steps = (0, 200)
    rarely = ("pass",)
    rulebook_words = {
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
