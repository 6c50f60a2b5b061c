"""A real SMTP server on 127.0.0.1 (aiosmtpd) that keeps what the turn server sends."""

from __future__ import annotations

import email
import email.policy
from email.message import EmailMessage
from typing import Any

from aiosmtpd.controller import Controller

from tests.support.local import free_port


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

    @property
    def url(self) -> str:
        return f"smtp://127.0.0.1:{self.port}"

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
