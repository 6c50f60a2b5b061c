"""Managing subscriptions: create, change, rotate the secret, delete; redeliver a delivery."""

from __future__ import annotations

import ipaddress
from datetime import datetime, timedelta
from typing import Any

import httpx
from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from accounts.models import User
from games.selectors import game_get_visible

from .consumer import queue_delivery
from .errors import InvalidWebhook
from .guard import Refused, allowed_networks, check_address
from .models import ALL_EVENT_TYPES, DEFAULT_EVENT_TYPES, Delivery, PayloadFormat, Subscription
from .signing import secret_new


def check_url(url: str) -> None:
    """What can be said before sending: the scheme, and a literal address must be public.

    Names are resolved and checked again at every connect (guard.py), so this is only to
    refuse early what can never work.
    """
    try:
        parsed = httpx.URL(url)
    except httpx.InvalidURL:
        raise InvalidWebhook(_("That is not a URL."), field="url") from None
    if parsed.scheme != "https" and not (parsed.scheme == "http" and settings.WEBHOOK_ALLOW_HTTP):
        raise InvalidWebhook(_("A webhook URL must start with https://."), field="url")
    if not parsed.host:
        raise InvalidWebhook(_("The webhook URL has no host."), field="url")
    try:
        ipaddress.ip_address(parsed.host)
    except ValueError:
        return
    try:
        check_address(parsed.host, allowed_networks())
    except Refused as refused:
        raise InvalidWebhook(refused.message, field="url") from None


def check_event_types(event_types: list[str]) -> list[str]:
    unknown = sorted(set(event_types) - set(ALL_EVENT_TYPES))
    if unknown or not event_types:
        raise InvalidWebhook(
            _("Unknown event types: %(unknown)s; choose from %(types)s.")
            % {"unknown": ", ".join(unknown) or "-", "types": ", ".join(ALL_EVENT_TYPES)},
            field="event_types",
        )
    return [t for t in ALL_EVENT_TYPES if t in event_types]


def subscription_create(
    *,
    owner: User,
    url: str,
    game_id: int | None = None,
    event_types: list[str] | None = None,
    format: str = PayloadFormat.JSON,
    description: str = "",
) -> Subscription:
    """A subscription for one game the owner may see, or (no game) all the owner's games."""
    check_url(url)
    game = game_get_visible(game_id=game_id, user=owner) if game_id is not None else None
    return Subscription.objects.create(
        owner=owner,
        game=game,
        url=url,
        event_types=check_event_types(event_types or list(DEFAULT_EVENT_TYPES)),
        format=format,
        description=description,
        secret=secret_new(),
    )


def subscription_update(*, subscription: Subscription, **changes: Any) -> Subscription:
    """Change url, event types, format, description; ``is_active=True`` re-enables it."""
    if "url" in changes:
        check_url(changes["url"])
    if "event_types" in changes:
        changes["event_types"] = check_event_types(changes["event_types"])
    for name, value in changes.items():
        setattr(subscription, name, value)
    if changes.get("is_active"):
        subscription.disabled_at, subscription.disabled_reason = None, ""
        subscription.failing_since, subscription.consecutive_failures = None, 0
    subscription.save()
    return subscription


def subscription_rotate_secret(*, subscription: Subscription) -> Subscription:
    """A new secret; the old one keeps signing too for WEBHOOK_SECRET_OVERLAP_SECONDS."""
    now = timezone.now()
    until = now + timedelta(seconds=settings.WEBHOOK_SECRET_OVERLAP_SECONDS)
    kept = [p for p in subscription.previous_secrets if datetime.fromisoformat(p["until"]) > now]
    subscription.previous_secrets = [
        {"secret": subscription.secret, "until": until.isoformat()},
        *kept,
    ]
    subscription.secret = secret_new()
    subscription.save(update_fields=["secret", "previous_secrets", "updated_at"])
    return subscription


def subscription_delete(*, subscription: Subscription) -> None:
    subscription.delete()


def delivery_redeliver(*, delivery: Delivery) -> Delivery:
    """Send the same message (same webhook-id) again now, whatever its state."""
    with transaction.atomic():
        delivery = Delivery.objects.select_for_update().get(pk=delivery.pk)
        delivery.state, delivery.attempts = Delivery.State.PENDING, 0
        delivery.next_attempt_at = timezone.now()
        delivery.save(update_fields=["state", "attempts", "next_attempt_at"])
        queue_delivery(delivery.pk)
    return delivery
