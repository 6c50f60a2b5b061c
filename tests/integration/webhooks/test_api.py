"""The webhook API: scopes, validation as problem+json, ownership, rotation, deliveries,
redelivery; payload shapes (JSON, Slack, Discord) and event filters."""

from __future__ import annotations

import json
import random

import pytest
from standardwebhooks import Webhook

from games.models import Game
from games.services.lifecycle import game_create
from notifications.webhooks.consumer import webhooks_consume
from notifications.webhooks.models import Delivery, Subscription
from notifications.webhooks.services import subscription_create
from tests.integration.helpers import play, start_game

from .receiver import Receiver, running

URL = "https://hooks.example.org/turns"


@pytest.fixture
def local(settings):
    settings.WEBHOOK_ALLOW_HTTP = True
    settings.WEBHOOK_ALLOWED_NETWORKS = ["127.0.0.1/32"]
    return settings


def test_creating_needs_play_or_organise(make_user, client_for):
    user = make_user()
    refused = client_for(user, ["read"]).post("/api/v1/webhooks/", {"url": URL})
    assert refused.status_code == 403
    assert refused["Content-Type"].startswith("application/problem+json")
    for scope in ("play", "organise"):
        made = client_for(user, ["read", scope]).post("/api/v1/webhooks/", {"url": URL})
        assert made.status_code == 201, made.json()
        assert made.json()["secret"].startswith("whsec_")
        assert made.json()["event_types"] == [
            "move.made",
            "turn.yours",
            "game.over",
            "player.replaced",
            "move.timeout",
        ]
    listed = client_for(user, ["read"]).get("/api/v1/webhooks/").json()["results"]
    assert len(listed) == 2
    assert all("secret" not in hook for hook in listed)


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"url": "http://hooks.example.org/x"}, 400, "E_INVALID_WEBHOOK"),
        ({"url": "https://127.0.0.1/x"}, 400, "E_INVALID_WEBHOOK"),
        ({"url": "https://[::1]/x"}, 400, "E_INVALID_WEBHOOK"),
        ({"url": "https://169.254.169.254/x"}, 400, "E_INVALID_WEBHOOK"),
        ({"url": URL, "event_types": ["move.made", "nope"]}, 400, "E_VALIDATION"),
        ({"url": URL, "format": "irc"}, 400, "E_VALIDATION"),
        ({"url": "not a url"}, 400, "E_VALIDATION"),
        ({"url": URL, "game": 999999}, 404, "E_GAME_NOT_FOUND"),
    ],
)
def test_bad_input_is_a_problem_and_changes_nothing(make_user, client_for, body, status, code):
    response = client_for(make_user(), ["read", "play"]).post(
        "/api/v1/webhooks/", body, format="json"
    )
    assert response.status_code == status, response.json()
    assert response.json()["code"] == code
    assert not Subscription.objects.exists()


def test_a_private_game_of_others_cannot_be_subscribed(make_user, client_for):
    anna, ben, eve = make_user("anna"), make_user("ben"), make_user("eve")
    game = game_create(
        user=anna, engine="twenty-one", players=2, is_public=False, invite=[ben.username]
    )
    response = client_for(eve, ["play"]).post(
        "/api/v1/webhooks/", {"url": URL, "game": game.pk}, format="json"
    )
    assert response.status_code == 404
    assert response.json()["code"] == "E_GAME_NOT_FOUND"


def test_only_the_owner_sees_and_changes_a_webhook(make_user, client_for):
    anna, eve = make_user("anna"), make_user("eve")
    hook = subscription_create(owner=anna, url=URL)
    for method in ("get", "patch", "delete"):
        response = getattr(client_for(eve, ["read", "play"]), method)(
            f"/api/v1/webhooks/{hook.pk}/"
        )
        assert response.status_code == 404
        assert response.json()["code"] == "E_WEBHOOK_NOT_FOUND"
    anna_client = client_for(anna, ["read", "organise"])
    changed = anna_client.patch(
        f"/api/v1/webhooks/{hook.pk}/", {"event_types": ["turn.yours"]}, format="json"
    )
    assert changed.json()["event_types"] == ["turn.yours"]
    assert anna_client.delete(f"/api/v1/webhooks/{hook.pk}/").status_code == 204
    assert not Subscription.objects.exists()


def test_re_enabling_clears_the_failure_record(make_user, client_for):
    anna = make_user("anna")
    hook = subscription_create(owner=anna, url=URL)
    Subscription.objects.filter(pk=hook.pk).update(
        is_active=False, consecutive_failures=9, disabled_reason="failing: HTTP 500"
    )
    response = client_for(anna, ["play"]).patch(
        f"/api/v1/webhooks/{hook.pk}/", {"is_active": True}, format="json"
    )
    assert response.status_code == 200
    assert response.json()["is_active"] is True
    assert response.json()["consecutive_failures"] == 0
    assert response.json()["disabled_reason"] == ""


def test_rotation_signs_with_both_secrets(
    make_user, client_for, local, django_capture_on_commit_callbacks, outbox_at_head
):
    anna, ben = make_user("anna"), make_user("ben")
    game = start_game([anna, ben])
    with running(Receiver("127.0.0.1")) as receiver:
        hook = subscription_create(owner=anna, url=receiver.url)
        old = hook.secret
        rotated = client_for(anna, ["play"]).post(f"/api/v1/webhooks/{hook.pk}/rotate-secret/")
        new = rotated.json()["secret"]
        assert new != old
        play(game, [anna, ben], 1)
        with django_capture_on_commit_callbacks(execute=True):
            webhooks_consume()
    sent = receiver.requests[0]
    assert len(sent.headers["webhook-signature"].split(" ")) == 2
    for secret in (old, new):
        assert Webhook(secret).verify(sent.body, sent.headers)["type"] == "move.made"


def test_slack_line_deliveries_log_and_redeliver(
    make_user, client_for, local, django_capture_on_commit_callbacks, outbox_at_head
):
    anna, ben = make_user("anna"), make_user("ben")
    game = start_game([anna, ben])
    client = client_for(ben, ["read", "play"])
    with running(Receiver("127.0.0.1")) as receiver:
        made = client.post(
            "/api/v1/webhooks/",
            {"url": receiver.url, "game": game.pk, "format": "slack"},
            format="json",
        )
        hook_id = made.json()["id"]
        game.refresh_from_db()
        first = game.to_act[0]
        play(game, [anna, ben], 1)
        with django_capture_on_commit_callbacks(execute=True):
            assert webhooks_consume() == 1
        text = json.loads(receiver.requests[0].body)["text"]
        actor, other = ("anna", "ben") if first == 0 else ("ben", "anna")
        assert text.startswith(f"Game {game.pk} (Twenty-One (test game)) — {actor}: ")
        assert text.endswith(f" — your turn, {other}")
        deliveries = client.get(f"/api/v1/webhooks/{hook_id}/deliveries/").json()["results"]
        assert deliveries[0]["state"] == "succeeded"
        assert deliveries[0]["attempt_log"][0]["status_code"] == 200
        delivery_id = deliveries[0]["id"]
        with django_capture_on_commit_callbacks(execute=True):
            again = client.post(f"/api/v1/webhooks/{hook_id}/deliveries/{delivery_id}/redeliver/")
        assert again.status_code == 202
    assert receiver.count() == 2
    assert {r.headers["webhook-id"] for r in receiver.requests} == {
        Delivery.objects.get(pk=delivery_id).msg_id
    }
    detail = client.get(f"/api/v1/webhooks/{hook_id}/deliveries/{delivery_id}/").json()
    assert [a["number"] for a in detail["attempt_log"]] == [1, 2]
    missing = client.post(f"/api/v1/webhooks/{hook_id}/deliveries/999999/redeliver/")
    assert missing.status_code == 404
    assert missing.json()["code"] == "E_DELIVERY_NOT_FOUND"


def test_filters_your_turn_and_game_over(make_user, outbox_at_head):
    anna, ben = make_user("anna"), make_user("ben")
    game = start_game([anna, ben])
    turns = subscription_create(owner=anna, url=URL, event_types=["turn.yours"])
    over = subscription_create(owner=ben, url=URL, event_types=["game.over"], format="discord")
    game = play(game, [anna, ben], 200, rng=random.Random(3))
    assert game.status == Game.Status.FINISHED
    webhooks_consume()
    mine = list(Delivery.objects.filter(subscription=turns).select_related("event"))
    assert mine and all(d.event_types == ["turn.yours"] for d in mine)
    assert all(d.payload["data"]["game"]["to_act"] == [0] for d in mine)
    assert all(d.event.seat == 1 for d in mine)
    ending = Delivery.objects.get(subscription=over)
    assert ending.event.seq == game.head_seq
    assert "game over, won by" in ending.payload["content"]


def test_only_events_after_a_subscription_are_sent(make_user, outbox_at_head):
    anna, ben = make_user("anna"), make_user("ben")
    game = start_game([anna, ben])
    play(game, [anna, ben], 2)
    subscription_create(owner=anna, url=URL)
    assert webhooks_consume() == 2
    assert not Delivery.objects.exists()
