"""Under WSGI (``make run``'s runserver) the stream answers what was missed, or waits a
little for the next event, then ends; the browser's EventSource reconnects with
Last-Event-ID. The same redaction and ``event: end`` apply."""

from __future__ import annotations

import random

from django.test import Client

from tests.integration.helpers import play, start_game


def body(response) -> str:
    return b"".join(response.streaming_content).decode()


def test_missed_events_then_the_response_ends(make_user, settings):
    settings.STREAM_WSGI_WAIT_SECONDS = 0
    anna, ben = make_user("anna"), make_user("ben")
    game = start_game([anna, ben])
    play(game, [anna, ben], 3, rng=random.Random(5))
    client = Client()
    client.force_login(ben)
    url = f"/api/v1/games/{game.pk}/stream/"
    response = client.get(url, HTTP_LAST_EVENT_ID="1")
    assert response.status_code == 200
    assert response["Content-Type"] == "text/event-stream"
    text = body(response)
    assert "id: 2\n" in text and "id: 3\n" in text and "id: 1\n" not in text
    assert "id: " not in body(client.get(url))  # nothing new: an empty answer, then reconnect


def test_a_finished_game_ends_the_stream(make_user, settings):
    settings.STREAM_WSGI_WAIT_SECONDS = 0
    anna, ben = make_user("anna"), make_user("ben")
    game = play(start_game([anna, ben]), [anna, ben], 200, rng=random.Random(3))
    client = Client()
    client.force_login(anna)
    text = body(client.get(f"/api/v1/games/{game.pk}/stream/?after=0"))
    assert f"id: {game.head_seq}\n" in text
    assert text.rstrip().splitlines()[-2] == "event: end"
