"""Deliveries to a real HTTP receiver through a real Celery worker.

Bar: a receiver that fails 3 times then succeeds gets the event exactly once more, and a
Standard Webhooks library verifies its signature; one that always fails is disabled and its
owner emailed (a real SMTP conversation).
"""

from __future__ import annotations

import time

import pytest
from standardwebhooks import Webhook

from games.services.moves import game_move_submit
from notifications.webhooks.consumer import webhooks_consume
from notifications.webhooks.models import Delivery, Subscription
from notifications.webhooks.services import subscription_create
from notifications.webhooks.tasks import retry_due_webhooks
from tests.integration.helpers import start_game
from tests.support.tiny_game import TINY

from .receiver import Receiver, running


def first_move(game, users):
    game.refresh_from_db()
    seat = game.to_act[0]
    move = TINY.legal_moves(game.head_state, seat)[0]
    game_move_submit(game_id=game.pk, user=users[seat], move=move)
    return seat


@pytest.mark.parametrize(
    "webhook_worker", [{"WEBHOOK_DISABLE_AFTER_SECONDS": "3600"}], indirect=True
)
def test_fails_three_times_then_delivered_exactly_once(make_user, webhook_worker, client_for):
    anna, ben = make_user("anna"), make_user("ben")
    game = start_game([anna, ben])
    with running(Receiver("127.0.0.1", plan=[500, 500, 500], then=200)) as receiver:
        hook = subscription_create(owner=ben, url=receiver.url)
        mover = first_move(game, [anna, ben])
        assert webhooks_consume() == 1
        delivery = Delivery.objects.get(subscription=hook)
        assert webhook_worker.wait_for(
            lambda: Delivery.objects.get(pk=delivery.pk).state == Delivery.State.SUCCEEDED
        )
        time.sleep(1.5)  # room for any stray extra attempt to show up (there must be none)
        assert retry_due_webhooks() == 0
        assert receiver.count() == 4
    ids = {r.headers["webhook-id"] for r in receiver.requests}
    assert ids == {delivery.msg_id}
    last = receiver.requests[-1]
    payload = Webhook(hook.secret).verify(last.body, last.headers)
    assert payload["data"]["event"]["seq"] == 1
    assert payload["data"]["event"]["seat"] == mover
    assert "move.made" in payload["types"]
    response = client_for(ben, ["read"]).get(f"/api/v1/webhooks/{hook.pk}/deliveries/")
    assert response.status_code == 200
    log = response.json()["results"][0]["attempt_log"]
    assert [a["status_code"] for a in log] == [500, 500, 500, 200]
    assert [a["succeeded"] for a in log] == [False, False, False, True]
    assert log[-1]["response_excerpt"] == "ok"
    assert all(a["duration_ms"] >= 0 for a in log)


def test_always_failing_webhook_is_disabled_and_owner_emailed(
    make_user, webhook_worker, smtp_inbox
):
    inbox, _ = smtp_inbox
    anna, ben = make_user("anna"), make_user("ben")
    game = start_game([anna, ben])
    with running(Receiver("127.0.0.1", then=503)) as receiver:
        hook = subscription_create(owner=anna, url=receiver.url)
        first_move(game, [anna, ben])
        assert webhooks_consume() == 1
        assert webhook_worker.wait_for(
            lambda: not Subscription.objects.get(pk=hook.pk).is_active, timeout=60
        )
        assert webhook_worker.wait_for(lambda: len(inbox.messages) == 1, timeout=30)
    hook.refresh_from_db()
    assert hook.consecutive_failures >= 3
    assert "HTTP 503" in hook.disabled_reason
    assert Delivery.objects.get(subscription=hook).state == Delivery.State.FAILED
    mail = inbox.messages[0]
    assert mail["To"] == anna.email
    assert "disabled" in mail["Subject"]
    assert receiver.url in mail.get_payload()
