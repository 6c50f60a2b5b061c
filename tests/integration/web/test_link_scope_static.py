"""A session opened by an email link reaches its game's pages and the static assets only."""

from __future__ import annotations

import pytest
from django.test import Client

from notifications.email.links import login_link
from tests.integration.helpers import start_game

pytestmark = pytest.mark.django_db


def test_link_session_loads_static_assets_but_not_other_pages(make_user, settings):
    users = [make_user("ann"), make_user("bob")]
    game = start_game(users)
    client = Client()
    link = login_link(users[0], game)
    followed = client.get(link[len(settings.SITE_URL) :])
    assert followed.status_code == 302 and followed["Location"] == f"/games/{game.pk}/"
    assert client.get(f"/games/{game.pk}/").status_code == 200
    other = client.get("/games/")
    assert other.status_code == 403 and other.json()["code"] == "E_LINK_SCOPE"
    asset = client.get("/static/games/game.css")
    assert asset.status_code == 200 and asset["Content-Type"].startswith("text/css")
    assert client.get("/accounts/settings/").status_code == 403
