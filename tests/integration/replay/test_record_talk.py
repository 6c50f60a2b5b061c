"""Table talk in a finished game's record (games/records.py): the record holds the talk its
reader could read at the table — a player gets the players' channel (a hidden message
marked hidden, without its text), anyone else at most the spectators' channel, never the
players' words — and the import replays the events only, whoever's record it was."""

from __future__ import annotations

import json
import random

import pytest
from django.test import Client

from games.chat.services import chat_hide, chat_post
from games.models import TALK_KINDS, Event, Game
from games.services.lifecycle import game_create, game_join
from tests.integration.helpers import play

pytestmark = pytest.mark.django_db


def test_the_record_carries_the_talk_its_reader_could_read(make_user, client_for):
    anna, ben, carl = make_user("anna"), make_user("ben"), make_user("carl")
    game = game_create(user=anna, engine="twenty-one", players=2, seed=5, spectator_chat=True)
    game_join(game_id=game.pk, user=ben)
    chat_post(game_id=game.pk, user=anna, text="Good luck, ben")
    rude = chat_post(game_id=game.pk, user=ben, text="something rude")
    chat_hide(game_id=game.pk, user=anna, seq=rude.seq)  # anna created the game: she moderates
    chat_post(game_id=game.pk, user=carl, text="Go anna!")  # a spectator, in their channel
    game = play(game, [anna, ben], 200, rng=random.Random(3))
    assert game.status == Game.Status.FINISHED

    record = client_for(anna).get(f"/api/v1/games/{game.pk}/record/").json()
    assert [(t["author"], t["channel"], t["text"], t["hidden"]) for t in record["talk"]] == [
        ("anna", "players", "Good luck, ben", False),
        ("ben", "players", None, True),
    ]
    text = client_for(ben).get(f"/api/v1/games/{game.pk}/record/text/").content.decode()
    assert "Table talk:" in text and "anna: Good luck, ben" in text
    assert "ben: (hidden by a moderator)" in text and "rude" not in text

    # The shareable link, no account: the spectators' channel only, never the players' words.
    public = Client().get(f"/games/{game.pk}/record.json").content.decode()
    assert [t["text"] for t in json.loads(public)["talk"]] == ["Go anna!"]
    assert "Good luck" not in public and "rude" not in public
    public_text = Client().get(f"/games/{game.pk}/record.txt").content.decode()
    assert "carl (spectator): Go anna!" in public_text and "Good luck" not in public_text
    assert (
        "Good luck" not in client_for(carl).get(f"/api/v1/games/{game.pk}/record/").content.decode()
    )

    # The talk is no part of the game: a player's record imports to the same game, talk-less.
    created = client_for(carl).post("/api/v1/games/import/", record, format="json")
    assert created.status_code == 201, created.content
    copy = Game.objects.get(pk=created.json()["id"])
    assert copy.result == game.result and copy.head_state == game.head_state
    assert not Event.objects.filter(game=copy, kind__in=TALK_KINDS).exists()
    assert client_for(carl).get(f"/api/v1/games/{copy.pk}/record/").json()["talk"] == []
