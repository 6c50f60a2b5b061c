"""Signatures any Standard Webhooks library verifies; backoff that grows, jitters and caps."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest
from standardwebhooks import Webhook, WebhookVerificationError

from notifications.webhooks.delivery import backoff_seconds, secrets_in_use
from notifications.webhooks.models import Subscription
from notifications.webhooks.signing import secret_new, signature_headers

BODY = json.dumps({"type": "move.made", "data": {"seq": 3}})


def test_a_standard_webhooks_library_verifies_the_signature():
    secret = secret_new()
    now = datetime.now(UTC)
    headers = signature_headers(msg_id="msg_1", timestamp=now, body=BODY, secrets_in_use=[secret])
    assert headers["webhook-id"] == "msg_1"
    assert headers["webhook-timestamp"] == str(int(now.timestamp()))
    assert Webhook(secret).verify(BODY, headers) == json.loads(BODY)


def test_a_wrong_secret_or_a_changed_body_fails():
    secret = secret_new()
    headers = signature_headers(
        msg_id="msg_1", timestamp=datetime.now(UTC), body=BODY, secrets_in_use=[secret]
    )
    with pytest.raises(WebhookVerificationError):
        Webhook(secret_new()).verify(BODY, headers)
    with pytest.raises(WebhookVerificationError):
        Webhook(secret).verify(BODY.replace("3", "4"), headers)


def test_during_rotation_both_secrets_verify():
    old, new = secret_new(), secret_new()
    headers = signature_headers(
        msg_id="msg_2", timestamp=datetime.now(UTC), body=BODY, secrets_in_use=[new, old]
    )
    assert headers["webhook-signature"].count("v1,") == 2
    for secret in (old, new):
        assert Webhook(secret).verify(BODY, headers)


def test_expired_secrets_stop_signing():
    now = datetime.now(UTC)
    subscription = Subscription(
        secret="whsec_new",
        previous_secrets=[
            {"secret": "whsec_old", "until": (now + timedelta(hours=1)).isoformat()},
            {"secret": "whsec_older", "until": (now - timedelta(hours=1)).isoformat()},
        ],
    )
    assert secrets_in_use(subscription, now) == ["whsec_new", "whsec_old"]


def test_backoff_grows_exponentially_with_jitter_and_a_cap(settings):
    settings.WEBHOOK_RETRY_BASE_SECONDS = 10
    settings.WEBHOOK_RETRY_MAX_SECONDS = 300
    for attempt, ceiling in [(1, 10), (2, 20), (3, 40), (4, 80), (6, 300), (20, 300)]:
        waits = {backoff_seconds(attempt) for _ in range(50)}
        assert all(ceiling / 2 <= w <= ceiling for w in waits)
        assert len(waits) > 1  # jitter: retries of many receivers do not align
