"""The table talk on the game page without script: forms post and redirect, HTML is shown
as text, spectators never read the players' channel."""

from __future__ import annotations

import pytest
from django.test import Client

from games.chat.services import chat_post
from tests.integration.helpers import start_game

pytestmark = pytest.mark.django_db


def test_talk_by_plain_forms_and_what_a_spectator_reads(make_user):
    anna, ben = make_user("anna"), make_user("ben")
    game = start_game([anna, ben])
    browser = Client()
    browser.force_login(anna)
    sent = browser.post(f"/games/{game.pk}/chat/send/", {"text": "<i>hi</i> ben"})
    assert sent.status_code == 302 and sent["Location"] == f"/games/{game.pk}/#talk"
    page = browser.get(f"/games/{game.pk}/").content.decode()
    assert "&lt;i&gt;hi&lt;/i&gt; ben" in page and "<i>hi</i>" not in page

    too_long = browser.post(
        f"/games/{game.pk}/chat/send/", {"text": "x" * 5000}, HTTP_HX_REQUEST="true"
    )
    assert 'data-code="E_CHAT_TOO_LONG"' in too_long.content.decode()

    chat_post(game_id=game.pk, user=ben, text="secret table plans")
    watcher = Client().get(f"/games/{game.pk}/").content.decode()
    assert "secret table plans" not in watcher and "hi</i>" not in watcher
    assert "for the players only" in watcher
    stranger = make_user("carl")
    refused = Client()
    refused.force_login(stranger)
    closed = refused.post(f"/games/{game.pk}/chat/send/", {"text": "hello"})
    assert closed.status_code == 400 and "Only the players talk at this table." in closed.text
    assert "hello" not in Client().get(f"/games/{game.pk}/chat/").content.decode()
