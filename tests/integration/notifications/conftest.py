"""Real SMTP on 127.0.0.1: a sink that receives what the server sends (aiosmtpd), and the
server's own inbound SMTP server that receives replies."""

from __future__ import annotations

import smtplib
from email.message import EmailMessage
from typing import Any

import pytest

from accounts.services import profile_of
from tests.support.local import free_port
from tests.support.smtp import SmtpSink


@pytest.fixture
def smtp_sink(settings, monkeypatch):
    sink = SmtpSink()
    sink.start()
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST, settings.EMAIL_PORT = "127.0.0.1", sink.port
    settings.EMAIL_USE_TLS = settings.EMAIL_USE_SSL = False
    settings.EMAIL_HOST_USER = settings.EMAIL_HOST_PASSWORD = ""
    settings.EMAIL_TIMEOUT = 5
    monkeypatch.setenv("EMAIL_URL", f"smtp://127.0.0.1:{sink.port}")
    yield sink
    sink.stop()


@pytest.fixture
def inbound_smtp(transactional_db):
    """The turn server's inbound SMTP server (the management command's controller)."""
    from notifications.email.smtp_server import controller

    server = controller("127.0.0.1", free_port())
    server.start()

    def send(sender: str, to: str, body: str, subject: str = "Re: your turn") -> None:
        message = EmailMessage()
        message["From"], message["To"], message["Subject"] = sender, to, subject
        message.set_content(body)
        with smtplib.SMTP(server.hostname, server.port) as client:
            client.send_message(message)

    def send_message(message: EmailMessage) -> None:
        with smtplib.SMTP(server.hostname, server.port) as client:
            client.send_message(message)

    server.send = send  # type: ignore[attr-defined]
    server.send_message = send_message  # type: ignore[attr-defined]
    yield server
    server.stop()


def text_of(message: EmailMessage) -> str:
    part = message.get_body(preferencelist=("plain",))
    assert part is not None
    return str(part.get_content())


def link_in(text: str) -> str:
    for word in text.split():
        if "/email/link/" in word:
            return word
    raise AssertionError("no game link in the email")


def set_profile(user, **fields: Any) -> None:
    profile = profile_of(user)
    for name, value in fields.items():
        setattr(profile, name, value)
    profile.save()


@pytest.fixture
def email_cursor(db):
    """In a test run inside one transaction, start the email cursor just before the next
    event id (ids are not reset, and the outbox waits at a gap of recent ids)."""
    from django.db import connection

    from notifications.models import OutboxCursor

    with connection.cursor() as cursor:
        cursor.execute("SELECT last_value, is_called FROM games_event_id_seq")
        last_value, is_called = cursor.fetchone()
    following = last_value + 1 if is_called else last_value
    OutboxCursor.objects.update_or_create(
        consumer="email", defaults={"last_event_id": following - 1}
    )
