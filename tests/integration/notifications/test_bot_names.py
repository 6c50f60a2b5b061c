"""Two bots at one table are told apart: each bot seat has its own name ("Bot Brunel", "Bot
Cugnot"), the same on the game page, in the API's seats and in the emails, in English and
German; no bot is named by its kind ("greedy")."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from games.models import Game
from games.services.lifecycle import game_create
from notifications.sweeper import sweep
from tests.integration.notifications.conftest import set_profile, text_of
from tests.support.person_words import person_text

pytestmark = pytest.mark.django_db(transaction=True, reset_sequences=True)


def test_each_bot_seat_has_its_own_name_everywhere(make_user, smtp_sink) -> None:
    ann = make_user("ann")
    set_profile(ann, language="de")
    game = game_create(
        user=ann, engine="brass-birmingham", players=3, options={}, seed=3, bots=["greedy"] * 2
    )
    game.refresh_from_db()
    assert game.status == Game.Status.ACTIVE

    client = Client()
    client.force_login(ann)
    seats = client.get(f"/api/v1/games/{game.pk}/").json()["seats"]
    names = [s["name"] for s in sorted(seats, key=lambda s: s["index"])]
    assert names == ["ann", "Bot Brunel", "Bot Cugnot"]
    assert len(set(names)) == len(names)

    for language in ("en", "de"):
        page = Client(HTTP_ACCEPT_LANGUAGE=language)
        page.force_login(ann)
        text = person_text(page.get(f"/games/{game.pk}/").content.decode())
        assert "Bot Brunel" in text and "Bot Cugnot" in text, text
        assert not re.search(r"\bgreedy\b", text)
        games = person_text(page.get("/games/").content.decode())
        assert "Bot Brunel" in games and "greedy" not in games

    sweep()
    mails = smtp_sink.to(ann.email)
    assert mails
    for mail in mails:
        body = text_of(mail)
        assert "greedy" not in body
    assert any("Bot Brunel" in text_of(m) and "Bot Cugnot" in text_of(m) for m in mails)
