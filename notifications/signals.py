"""Receivers: providers' inbound email (django-anymail) and game starts (no event marks them)."""

from __future__ import annotations

from typing import Any

from anymail.signals import inbound
from django.db.models.signals import post_save
from django.dispatch import receiver

from games.models import Game
from notifications.email.inbound import inbound_receive
from notifications.email.links import REPLY_PREFIX
from notifications.email.replies import html_to_text
from notifications.models import StartNotice


@receiver(inbound, dispatch_uid="notifications-anymail-inbound")
def anymail_inbound(sender: Any, event: Any, esp_name: str, **kwargs: Any) -> None:
    message = event.message
    recipients = [message.envelope_recipient] if message.envelope_recipient else []
    recipients += [a.addr_spec for a in message.to or []]
    seen: set[str] = set()
    for recipient in recipients:
        if recipient and recipient.lower().startswith(REPLY_PREFIX) and recipient not in seen:
            seen.add(recipient)
            inbound_receive(
                recipient=recipient,
                sender=message.from_email.addr_spec if message.from_email else "",
                subject=message.subject or "",
                body=_text_of(message),
                message_id=str(message.get("Message-ID") or ""),
                source=f"anymail:{esp_name}",
            )


def _text_of(message: Any) -> str:
    """The reply's text part, else its HTML part as text (some clients send only HTML)."""
    if (message.text or "").strip():
        return str(message.text)
    return html_to_text(message.html or "")


@receiver(post_save, sender=Game, dispatch_uid="notifications-game-started")
def game_started(sender: Any, instance: Game, **kwargs: Any) -> None:
    """Written in the starting transaction, so a start is never missed nor double-counted."""
    if (
        instance.status == Game.Status.ACTIVE
        and instance.head_seq == 0
        and instance.started_at is not None
        and kwargs.get("update_fields") is None
    ):
        StartNotice.objects.get_or_create(game=instance)
