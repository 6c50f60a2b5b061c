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


def test_a_dropped_order_is_told_to_its_owner_only(make_user, settings):
    """The same notice as under ASGI (test_order_stream): after the event it was dropped at,
    on its owner's stream alone."""
    from games.services.moves import game_move_submit
    from games.services.orders import order_create

    settings.STREAM_WSGI_WAIT_SECONDS = 0
    anna, ben = make_user("anna"), make_user("ben")
    game = start_game([anna, ben], seed=3)
    first = game.to_act[0]
    mover, owner = [anna, ben][first], [anna, ben][1 - first]
    never = {"seat": first, "move": {"type": "play", "card": 999}}
    order_create(
        game_id=game.pk, user=owner, kind="moves", steps=[{"move": {"type": "draw"}, "if": never}]
    )
    made = game_move_submit(game_id=game.pk, user=mover, move={"type": "draw"})
    url = f"/api/v1/games/{game.pk}/stream/?after=0"
    texts = {}
    for user in (owner, mover):
        client = Client()
        client.force_login(user)
        texts[user.username] = body(client.get(url))
    told = texts[owner.username]
    assert told.index(f"id: {made.seq}\n") < told.index("event: order\n")
    assert "was dropped" in told
    assert "event: order" not in texts[mover.username] and "dropped" not in texts[mover.username]
