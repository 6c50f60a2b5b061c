"""Real SMTP on 127.0.0.1: a sink that receives what the server sends (aiosmtpd), and the
server's own inbound SMTP server that receives replies."""

from __future__ import annotations

import email
import email.policy
import smtplib
import socket
from email.message import EmailMessage
from typing import Any

import pytest
from aiosmtpd.controller import Controller

from accounts.services import profile_of


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Collector:
    def __init__(self) -> None:
        self.messages: list[EmailMessage] = []

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        message = email.message_from_bytes(envelope.original_content, policy=email.policy.default)
        self.messages.append(message)  # type: ignore[arg-type]
        return "250 OK"


class SmtpSink:
    """The mail server the turn server sends through; ``stop()`` takes it down."""

    def __init__(self) -> None:
        self.port = free_port()
        self.collector = Collector()
        self.controller: Controller | None = None

    def start(self) -> None:
        self.controller = Controller(self.collector, hostname="127.0.0.1", port=self.port)
        self.controller.start()

    def stop(self) -> None:
        if self.controller is not None:
            self.controller.stop()
            self.controller = None

    @property
    def messages(self) -> list[EmailMessage]:
        return self.collector.messages

    def to(self, address: str, subject: str = "") -> list[EmailMessage]:
        return [
            m for m in self.messages if address in str(m["To"]) and subject in str(m["Subject"])
        ]


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

    server.send = send  # type: ignore[attr-defined]
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
