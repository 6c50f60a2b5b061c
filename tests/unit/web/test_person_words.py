"""The token scanner of the page-words bar finds what the issue names (so a clean page is
clean, not unscanned) and leaves the game's own words alone."""

from __future__ import annotations

import pytest

from tests.support.person_words import internal_tokens, log_text, person_text, unnamed_pairs

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
        "ann: buy 1 extra MP",
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


@pytest.mark.parametrize(
    "bad",
    [
        "ann: road 0,1 1,1 using 2+1",
        "ann: move 0,1 to 1,1 (forest)",
        "ann: buy 2 at -1,0",
        "ann: business 3,0 fish",
        "ann: Straße 0,1 1,1 mit 2+1",
    ],
)
def test_a_504_log_line_naming_a_bare_pair_is_found(bad: str) -> None:
    assert unnamed_pairs(bad), bad


def test_a_504_log_line_naming_spaces_by_terrain_passes() -> None:
    said = (
        "ann: move an inhabitant from the city at -4,0 to the mountain at -3,-1\n"
        "bob: explore the space at 1,0 from the city at 0,0\n"
        "ann: einen Bewohner von Feld -4,0 (Stadt) nach Feld -3,-1 (Berg) ziehen\n"
        "0,-4"  # the board's hex label, alone on its line
    )
    assert unnamed_pairs(said) == []


def test_the_log_is_read_from_the_game_page() -> None:
    page = (
        '<p>ann: road 0,1 1,1</p><ol id="history" class="history"><li>'
        '<span class="who">ann</span> <span class="what">fight on the city at 0,1</span>'
        "</li></ol>"
    )
    assert log_text(page) == "ann\nfight on the city at 0,1"
