"""The front page: a newcomer sees what is played here and the way in; a player, their games."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from games.engines.core import all_engines
from tests.integration.helpers import start_game

pytestmark = pytest.mark.django_db


def test_a_newcomer_sees_the_games_the_way_in_and_games_to_watch(make_user):
    game = start_game([make_user("ann"), make_user("bob")])
    page = Client().get("/")
    assert page.status_code == 200
    html = page.content.decode()
    for engine in all_engines():
        assert engine.title in html
    assert 'href="/accounts/signup/"' in html and 'href="/accounts/login/"' in html
    assert f'href="/games/{game.pk}/"' in html and "ann, bob" in html  # public, in progress


def test_a_private_game_is_not_offered_to_watch(make_user):
    game = start_game([make_user("ann"), make_user("bob")])
    game.is_public = False
    game.save(update_fields=["is_public"])
    assert f"/games/{game.pk}/" not in Client().get("/").content.decode()


def test_the_front_page_speaks_german_to_a_german_browser():
    html = Client(HTTP_ACCEPT_LANGUAGE="de").get("/").content.decode()
    assert "Zug um Zug" in html and "So funktioniert es" in html
    assert not re.search(r"\bHow it works\b|\bSign up\b", html)


def test_a_signed_in_player_goes_on_to_their_games(make_user):
    client = Client()
    client.force_login(make_user("cleo"))
    page = client.get("/")
    assert page.status_code == 200
    assert "Heavy economic games" not in page.content.decode()
