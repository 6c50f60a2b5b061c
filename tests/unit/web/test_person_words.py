"""The token scanner of the page-words bar finds what the issue names (so a clean page is
clean, not unscanned) and leaves the game's own words alone."""

from __future__ import annotations

import pytest

from tests.support.person_words import internal_tokens, person_text

VOCABULARY = {"mountain", "meadow", "desert", "water", "build", "birmingham", "coal", "mine"}


@pytest.mark.parametrize(
    "bad",
    [
        "Build at burton_on_trent",
        "has True, False",
        "qdone None",
        "{'coal': 2}",
        '{"drew": 2, "seat": 1}',
        "moved by seat 0",
        "P1: 0 VP",
        "Player 2 builds",
        "moun",
        "dese 4",
        "Birmingh…",
        "[1, 2, 3]",
        "Build tile straight at B8, rotation 1",
        "Bauen: Plättchen Gerade auf B8, Drehung 1",
        "Deliver red from Des Moines to St. Louis; route Des Moines, C9, D9, St. Louis",
    ],
)
def test_each_kind_of_internal_token_is_found(bad: str) -> None:
    assert internal_tokens(bad, VOCABULARY, ["ann"]), bad


def test_the_games_words_and_names_pass() -> None:
    text = (
        "ann builds a coal mine in Birmingham; mountain, meadow, desert, water (2 of 6); "
        "Build gentle curve at B1 from Duluth towards the south"
    )
    assert internal_tokens(text, VOCABULARY, ["ann"]) == []


def test_what_a_person_reads_includes_titles_but_not_hidden_fields() -> None:
    html = (
        '<svg><g aria-label="Space 1,2, desert"><title>Leek</title></g></svg>'
        '<input type="hidden" name="move" value=\'{"type": "pass"}\'>'
        "<script>var x = {a_b: 1};</script><p>Your turn.</p>"
    )
    text = person_text(html)
    assert "Space 1,2, desert" in text and "Leek" in text and "Your turn." in text
    assert "pass" not in text and "a_b" not in text
