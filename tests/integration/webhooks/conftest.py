"""Fixtures for webhook tests: a real SMTP server and a real worker set up for fast retries."""

from __future__ import annotations

from collections.abc import Iterator
from email import message_from_bytes
from email.message import Message
from typing import Any

import pytest
from aiosmtpd.controller import Controller

from tests.support.local import free_port

FAST = {
    "WEBHOOK_ALLOW_HTTP": "true",
    "WEBHOOK_ALLOWED_NETWORKS": "127.0.0.1/32",
    "WEBHOOK_RETRY_BASE_SECONDS": "0.2",
    "WEBHOOK_RETRY_MAX_SECONDS": "0.5",
    "WEBHOOK_DISABLE_AFTER_SECONDS": "1",
    "WEBHOOK_DISABLE_MIN_FAILURES": "3",
    "WEBHOOK_MAX_ATTEMPTS": "50",
}


class Inbox:
    def __init__(self) -> None:
        self.messages: list[Message] = []

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        self.messages.append(message_from_bytes(envelope.content))
        return "250 Message accepted for delivery"


@pytest.fixture
def smtp_inbox() -> Iterator[tuple[Inbox, int]]:
    inbox, port = Inbox(), free_port()
    controller = Controller(inbox, hostname="127.0.0.1", port=port)
    controller.start()
    try:
        yield inbox, port
    finally:
        controller.stop()


@pytest.fixture
def webhook_worker(django_db_reset_sequences, request, monkeypatch, settings, smtp_inbox):
    """A real Celery worker whose webhook settings retry fast and disable after 1 s.

    Indirect parametrisation overrides settings of the worker's environment.
    """
    _, port = smtp_inbox
    overrides = getattr(request, "param", {})
    for name, value in {**FAST, "EMAIL_URL": f"smtp://127.0.0.1:{port}", **overrides}.items():
        monkeypatch.setenv(name, value)
    settings.WEBHOOK_ALLOW_HTTP = True
    settings.WEBHOOK_ALLOWED_NETWORKS = ["127.0.0.1/32"]
    worker = request.getfixturevalue("celery_worker_process")  # reads the environment now
    worker.start()
    return worker


@pytest.fixture
def outbox_at_head(db):
    """Start the "webhooks" consumer where this test's events will begin.

    Event ids come from a sequence that test rollbacks do not rewind; a cursor at 0 would
    wait GAP_PATIENCE on the apparent gap below this test's first event.
    """
    from django.db import connection

    from notifications.models import OutboxCursor

    with connection.cursor() as cursor:
        cursor.execute("SELECT last_value, is_called FROM games_event_id_seq")
        last_value, is_called = cursor.fetchone()
    head = last_value if is_called else last_value - 1
    OutboxCursor.objects.update_or_create(consumer="webhooks", defaults={"last_event_id": head})
