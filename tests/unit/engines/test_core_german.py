"""The framework's own words in German: every platform refusal code has a German sentence,
and a move that does not fit its schema is refused in the reader's language (the field and
the value as sent), not in jsonschema's English."""

from __future__ import annotations

import pytest

from games.engines.age_of_steam import ENGINE as STEAM
from games.engines.brass_birmingham import ENGINE as BRASS
from games.engines.core import CORE_CONTEXT, InvalidOptions, MalformedMove
from games.words import say
from tests.support.engine_words import ENGINES, missing, refusal_problems


def test_every_platform_refusal_has_a_german_sentence() -> None:
    assert refusal_problems(ENGINES / "core", CORE_CONTEXT) == []


@pytest.mark.parametrize(
    ("move", "german", "english"),
    [
        ({"type": "loan"}, "das Feld „card“ fehlt", "the field “card” is missing"),
        (
            {"type": "loan", "card": "atlantis"},
            '"atlantis" ist keiner der Werte',
            '"atlantis" is not one of',
        ),
        (
            {"type": "loan", "card": "dudley", "coins": 3},
            "es gibt kein Feld „coins“",
            "there is no field “coins”",
        ),
        (
            {"type": "develop", "card": "dudley", "industries": "coal_mine"},
            '"coal_mine" ist nicht eine Liste',
            '"coal_mine" is not a list',
        ),
    ],
)
def test_a_move_off_its_schema_is_refused_in_the_readers_language(
    move: dict[str, object], german: str, english: str
) -> None:
    state = BRASS.setup(2, {}, 1)
    seat = BRASS.to_act(state)[0]
    with pytest.raises(MalformedMove) as refused:
        BRASS.apply(state, seat, move)
    assert refused.value.code == "E_MALFORMED_MOVE"
    assert missing(refused.value.text) == []
    assert german in say(refused.value.text, "de")
    assert english in say(refused.value.text, "en")


def test_invalid_options_are_refused_in_german() -> None:
    with pytest.raises(InvalidOptions) as refused:
        STEAM.setup(3, {"map": "atlantis"}, 1)
    assert refused.value.code == "E_INVALID_OPTIONS"
    assert say(refused.value.text, "de").startswith("Ungültige Optionen")
    assert "ist keiner der Werte" in say(refused.value.text, "de")


def test_the_catalogue_check_reports_a_refusal_that_says_a_plain_string(tmp_path) -> None:
    """engine_messages --check (make lint) fails on IllegalMove("E_…", "English") or an
    f-string, so no engine sentence reaches a German reader untranslated."""
    from games.engines.core.catalogue import extract

    package = tmp_path / "game"
    package.mkdir()
    (package / "rules.py").write_text(
        "def check(card):\n"
        '    raise IllegalMove("E_NO_CARD", f"You hold no {card}.")\n'
        "def other():\n"
        '    raise IllegalMove("E_OTHER", "Plain words.")\n'
        "def fine(card):\n"
        '    raise IllegalMove("E_NO_CARD", T("You hold no {card}.", card=card))\n',
        "utf-8",
    )
    problems = extract(package, "game", None, tmp_path).problems
    assert problems == [
        "game/rules.py:2: IllegalMove() says a plain string; say it with T(...)",
        "game/rules.py:4: IllegalMove() says a plain string; say it with T(...)",
    ]
