"""The self-hosted inbound path: an aiosmtpd server whose handler feeds inbound_receive."""

from __future__ import annotations

import email
import email.policy
import logging
from email.message import EmailMessage
from typing import Any

from aiosmtpd.controller import Controller
from asgiref.sync import sync_to_async
from django.db import connections

from notifications.email.inbound import inbound_receive
from notifications.email.links import REPLY_PREFIX
from notifications.email.replies import body_of

log = logging.getLogger(__name__)


def receive_raw(raw: bytes, recipients: list[str], envelope_from: str, source: str) -> int:
    """Feed each reply address among ``recipients``; returns how many were fed."""
    try:
        return _receive(raw, recipients, envelope_from, source)
    finally:
        connections.close_all()  # this thread's connections: the server thread is long-lived


def _receive(raw: bytes, recipients: list[str], envelope_from: str, source: str) -> int:
    message = email.message_from_bytes(raw, policy=email.policy.default)
    assert isinstance(message, EmailMessage)
    body = body_of(message)
    fed = 0
    for recipient in recipients:
        if recipient.lower().startswith(REPLY_PREFIX):
            inbound_receive(
                recipient=recipient,
                sender=str(message.get("From") or envelope_from),
                subject=str(message.get("Subject") or ""),
                body=body,
                message_id=str(message.get("Message-ID") or ""),
                source=source,
            )
            fed += 1
    return fed


class ReplyHandler:
    """aiosmtpd handler: accepts only reply addresses, stores every message it accepts."""

    async def handle_RCPT(
        self, server: Any, session: Any, envelope: Any, address: str, rcpt_options: list[str]
    ) -> str:
        if not address.lower().startswith(REPLY_PREFIX):
            return "550 not a reply address"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        try:
            await sync_to_async(receive_raw, thread_sensitive=False)(
                envelope.original_content or envelope.content,
                list(envelope.rcpt_tos),
                envelope.mail_from or "",
                "smtp",
            )
        except Exception:  # the sender should retry later rather than lose the move
            log.exception("inbound email could not be stored")
            return "451 try again later"
        return "250 Message accepted"


def controller(host: str = "127.0.0.1", port: int = 2525) -> Controller:
    return Controller(ReplyHandler(), hostname=host, port=port)
