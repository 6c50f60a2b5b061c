"""A session opened by an email link reaches its game's pages and the static assets only;
other pages offer the sign-in with the way back, the API refuses with problem+json, and a
sign-in by password opens the whole account."""

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
    other = client.get("/games/?mine=1")
    assert other.status_code == 302
    assert other["Location"] == "/accounts/login/?next=%2Fgames%2F%3Fmine%3D1"
    asset = client.get("/static/games/game.css")
    assert asset.status_code == 200 and asset["Content-Type"].startswith("text/css")
    assert client.get("/accounts/settings/")["Location"].endswith("next=%2Faccounts%2Fsettings%2F")
    api = client.get("/api/v1/games/")
    assert api.status_code == 403 and api.json()["code"] == "E_LINK_SCOPE"

    sign_in = client.get("/accounts/login/?next=/accounts/settings/")
    assert sign_in.status_code == 200
    assert 'id="link-scope-notice"' in sign_in.content.decode()
    signed = client.post(
        "/accounts/login/?next=/accounts/settings/",
        {"login": "ann", "password": "correct horse battery", "next": "/accounts/settings/"},
    )
    assert signed.status_code == 302 and signed["Location"] == "/accounts/settings/"
    assert client.get("/games/").status_code == 200
    assert client.get("/api/v1/games/").status_code == 200
