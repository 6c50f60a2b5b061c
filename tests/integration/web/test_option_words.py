"""The new-game form names each engine's options and their choices in the engine's own words,
in the reader's language (Age of Steam's maps, Brass's variants), never by their keys; a game
created from a German page still gets the option's key."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.utils import translation
from django.utils.translation import gettext

from games.engines.core import all_engines
from games.models import Game
from tests.integration.web.test_german_pages import visible_text
from tests.support.english import english_in

pytestmark = pytest.mark.django_db


def _page(user, language: str) -> str:
    client = Client(HTTP_ACCEPT_LANGUAGE=language)
    client.force_login(user)
    page = client.get("/games/new/")
    assert page.status_code == 200
    return page.content.decode()


def _options(html: str, field: str) -> dict[str, str]:
    select = re.search(rf'name="{field}"[^>]*>(.*?)</select>', html, re.S)
    assert select is not None, field
    return dict(re.findall(r'<option value="([^"]*)"[^>]*>([^<]*)</option>', select.group(1)))


def test_options_and_choices_in_german_and_english(make_user) -> None:
    anna = make_user("anna")
    german, english = _page(anna, "de"), _page(anna, "en")
    maps = _options(german, "opt__age-of-steam__map")
    assert maps["germany"] == "Deutschland" and maps["southern_us"] == "Südstaaten der USA"
    assert _options(english, "opt__age-of-steam__map")["germany"] == "Germany"
    variants = _options(german, "opt__brass-birmingham__variant")
    assert variants["intro"].startswith("Einführungsspiel")
    assert ">map<" not in german and ">variant<" not in german
    assert "Karte" in german and "Variante" in german


def test_a_game_created_from_the_german_form_gets_the_key(make_user) -> None:
    anna = make_user("anna")
    client = Client(HTTP_ACCEPT_LANGUAGE="de")
    client.force_login(anna)
    answer = client.post(
        "/games/new/",
        {
            "engine": "age-of-steam",
            "players": 3,
            "opt__age-of-steam__map": "germany",
            "days_per_move": 2,
            "timeout_moves": 1,
            "then": "bot",
            "is_public": "on",
        },
    )
    assert answer.status_code == 302, answer.content.decode()[:2000]
    assert Game.objects.get(created_by=anna).options == {"map": "germany"}


def test_the_german_new_game_page_holds_no_english_word(make_user) -> None:
    """Every label, help text and choice of the form (the engines' options too) is German."""
    anna = make_user("anna")
    page = _page(anna, "de")
    # the test game (tests/support/tiny_game.py) has no words; the server never offers it
    text = visible_text(re.sub(r'<fieldset[^>]*"twenty-one".*?</fieldset>', " ", page, flags=re.S))
    titles = [engine.title for engine in all_engines()]
    assert not english_in(text, [*titles, "anna"]), english_in(text, [*titles, "anna"])
    assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), "an option key on the page"


def test_a_refused_new_game_is_answered_in_german(make_user) -> None:
    anna = make_user("anna")
    client = Client(HTTP_ACCEPT_LANGUAGE="de")
    client.force_login(anna)
    answer = client.post(
        "/games/new/",
        {
            "engine": "brass-birmingham",
            "players": 2,
            "bots": 2,
            "days_per_move": 2,
            "timeout_moves": 1,
            "then": "bot",
            "is_public": "on",
        },
    )
    assert answer.status_code == 200
    with translation.override("de"):
        refusal = gettext("At least one seat must be left for a person.")
    assert refusal != "At least one seat must be left for a person."
    assert refusal in answer.content.decode()


@pytest.mark.parametrize("language", ["en", "de"])
def test_no_option_or_choice_is_shown_as_its_key(make_user, language: str) -> None:
    """Every engine's option labels and choices are words, not keys as they are or with
    their underscores spaced out ("western us" for western_us, "map" for map)."""
    from games.engines.core import all_engines

    html = _page(make_user("anna"), language)
    for engine in all_engines():
        if type(engine).__module__.startswith("tests."):
            continue  # the tests' own tiny games are no game of the site
        for name, spec in engine.options_schema().get("properties", {}).items():
            field = f"opt__{engine.slug}__{name}"
            label = re.search(rf'<label for="id_{re.escape(field)}"[^>]*>([^<]*)</label>', html)
            assert label is not None, field
            shown = label.group(1).strip().rstrip(":").strip()
            assert shown not in (name, name.replace("_", " ")), field
            if "enum" not in spec:
                continue
            for value, text in _options(html, field).items():
                # a key as it is, or its underscores spaced out ("western us")
                assert text.strip() not in (value, value.replace("_", " ")), (field, text)
