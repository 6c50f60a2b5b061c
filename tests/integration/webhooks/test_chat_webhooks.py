"""Table talk reaches webhooks as ``chat.message`` for owners who may read its channel and
did not mute its author; it is never a move, a turn or a game's end."""

from __future__ import annotations

import pytest

from games.chat.services import chat_hide, chat_mute_set, chat_post
from games.models import Game
from notifications.webhooks.consumer import webhooks_consume
from notifications.webhooks.models import Delivery
from notifications.webhooks.services import subscription_create
from tests.integration.helpers import play, start_game

pytestmark = pytest.mark.django_db
URL = "https://hooks.example.org/turns"


def delivered(user) -> list[dict]:
    return [
        d.payload
        for d in Delivery.objects.filter(subscription__owner=user).order_by("event__seq", "id")
    ]


def test_chat_messages_reach_the_webhooks_of_those_who_may_read_them(make_user, outbox_at_head):
    anna, ben, carl, dora = (make_user(n) for n in ("anna", "ben", "carl", "dora"))
    game = start_game([anna, ben, carl])
    Game.objects.filter(pk=game.pk).update(spectator_chat=True)
    talk = ["chat.message", "move.made", "turn.yours", "game.over"]
    for user in (anna, ben, carl):
        subscription_create(owner=user, url=URL, event_types=talk)
    subscription_create(owner=dora, url=URL, game_id=game.pk, event_types=talk)
    slack = subscription_create(
        owner=ben, url=URL, game_id=game.pk, format="slack", event_types=["chat.message"]
    )
    subscription_create(owner=ben, url=URL)  # the default types leave table talk out

    chat_mute_set(game_id=game.pk, user=carl, username="anna", muted=True)
    said = chat_post(game_id=game.pk, user=anna, text="<@here> good luck & have fun")
    chat_post(game_id=game.pk, user=dora, text="watching you")
    webhooks_consume()
    chat_hide(game_id=game.pk, user=anna, seq=said.seq)
    late = chat_post(game_id=game.pk, user=ben, text="hidden before it went out")
    chat_hide(game_id=game.pk, user=anna, seq=late.seq)
    webhooks_consume()  # a hiding is no webhook; a message hidden in time goes nowhere

    for reader in (ben,):
        [json_payload] = [p for p in delivered(reader) if "type" in p]  # one of two JSON hooks
        assert json_payload["type"] == "chat.message" and json_payload["types"] == ["chat.message"]
        assert json_payload["data"]["event"]["chat"]["text"] == "<@here> good luck & have fun"
        assert json_payload["data"]["event"]["chat"]["author"] == "anna"
    [slack_payload] = Delivery.objects.filter(subscription=slack).values_list("payload", flat=True)
    assert "&lt;@here&gt; good luck &amp; have fun" in slack_payload["text"]
    assert delivered(anna)[0]["data"]["event"]["chat"]["author"] == "anna"
    assert delivered(carl) == []  # carl muted anna; dora's channel is not the players'
    [for_dora] = delivered(dora)
    assert for_dora["data"]["event"]["chat"]["text"] == "watching you"

    Delivery.objects.all().delete()
    play(game, [anna, ben, carl], 3)
    webhooks_consume()
    types = {t for d in Delivery.objects.all() for t in d.event_types}
    assert "chat.message" not in types and "move.made" in types
