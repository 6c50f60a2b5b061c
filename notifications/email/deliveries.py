"""Delivery rows: written once per key, sent by Celery after commit, retried with backoff.

A message that asks its reader to act (a turn email, a reminder, a digest) names the turns
it is about; when it is finally sent (an SMTP outage may have held it back for hours) and
none of them is still the reader's to take, it is dropped instead: a newer message speaks
for the position now, and a "your turn" for a game that moved on or ended misleads.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.db import transaction
from django.utils import timezone

from accounts.models import User
from config.publish import publish_on_commit
from games.models import Game, Seat
from notifications.email.pictures import inline_png
from notifications.email.render import Message
from notifications.models import Delivery
from notifications.preferences import Prefs, after_quiet_hours

MAX_BACKOFF = timedelta(minutes=15)
LEASE = timedelta(minutes=5)
GIVE_UP_AFTER = 200  # attempts; at the longest backoff about two days


def delivery_create(
    *,
    key: str,
    kind: str,
    user: User,
    game: Game | None,
    message: Message,
    prefs: Prefs | None,
    now: datetime | None = None,
    turns: Sequence[dict[str, Any]] = (),
) -> Delivery | None:
    """A new email delivery (None if ``key`` exists), due after the user's quiet hours.

    ``turns``: each turn the message asks the user to take (see :func:`turn_still_open`).
    """
    now = now or timezone.now()
    if not user.email or Delivery.objects.filter(key=key).exists():
        return None
    due = after_quiet_hours(prefs, now) if prefs else now
    delivery = Delivery.objects.create(
        key=key,
        kind=kind,
        user=user,
        game=game,
        to_address=user.email,
        from_address=message.from_address,
        reply_to=message.reply_to,
        subject=message.subject[:300],
        text=message.text,
        html=message.html,
        headers=message.headers,
        pictures=[{"cid": p.cid, "alt": p.alt, "svg": p.svg} for p in message.pictures],
        turns=list(turns),
        next_attempt_at=due,
    )
    if due <= now:
        from notifications.tasks import deliver

        pk = delivery.pk
        publish_on_commit(deliver, pk)  # unsent, the sweep sends it later
    return delivery


def turn_still_open(user_id: int, turn: dict[str, Any]) -> bool:
    """Must ``user_id`` still act at ``turn["game"]``? With ``seq``: at that very position
    (a turn email: any later position has its own); with ``deadline``: against that
    deadline (a reminder); with neither: at all (a digest lists the games that wait)."""
    seats = Seat.objects.filter(
        user_id=user_id,
        status=Seat.Status.PLAYING,
        must_act=True,
        game_id=turn["game"],
        game__status=Game.Status.ACTIVE,
    )
    if "seq" in turn:
        seats = seats.filter(game__head_seq=turn["seq"])
    if "deadline" in turn:
        seats = seats.filter(deadline_at=datetime.fromisoformat(turn["deadline"]))
    return seats.exists()


def overtaken(delivery: Delivery) -> bool:
    """The message asks for turns and none of them is still the reader's."""
    if not delivery.turns or delivery.user_id is None:
        return False
    return not any(turn_still_open(delivery.user_id, turn) for turn in delivery.turns)


def backoff(attempts: int) -> timedelta:
    return min(timedelta(seconds=30 * 2 ** min(attempts, 10)), MAX_BACKOFF)


def delivery_send(*, delivery_id: int) -> str:
    """Send one pending delivery once; a failure is recorded and retried later."""
    with transaction.atomic():
        delivery = (
            Delivery.objects.select_for_update(skip_locked=True)
            .filter(pk=delivery_id, state=Delivery.State.PENDING)
            .first()
        )
        if delivery is None:
            return "skipped"  # sent already, or another worker is sending it
        if overtaken(delivery):
            delivery.state = Delivery.State.DROPPED
            delivery.save(update_fields=["state"])
            return "dropped"
        message = EmailMultiAlternatives(
            subject=delivery.subject,
            body=delivery.text,
            from_email=delivery.from_address,
            to=[delivery.to_address],
            reply_to=[delivery.reply_to] if delivery.reply_to else None,
            headers={
                **delivery.headers,
                "Message-ID": f"<delivery-{delivery.pk}@{settings.INBOUND_EMAIL_DOMAIN}>",
            },
        )
        if delivery.html:
            message.attach_alternative(delivery.html, "text/html")
        # Every backend gets the boards as PNG, the embedded default's console too: its
        # backend (config/console_email.py) prints a line per picture, never base64.
        for picture in delivery.pictures:
            inline_png(message, picture["cid"], picture["svg"])
        now = timezone.now()
        try:
            message.send()
        except Exception as error:  # any transport failure: keep it, try again later
            delivery.attempts += 1
            delivery.last_error = f"{type(error).__name__}: {error}"[:2000]
            delivery.next_attempt_at = now + backoff(delivery.attempts)
            if delivery.attempts >= GIVE_UP_AFTER:
                delivery.state = Delivery.State.FAILED
            delivery.save(update_fields=["attempts", "last_error", "next_attempt_at", "state"])
            return "retry"
        delivery.state, delivery.sent_at = Delivery.State.SENT, now
        delivery.attempts += 1
        delivery.save(update_fields=["state", "sent_at", "attempts"])
        return "sent"


def deliveries_due(*, now: datetime, limit: int = 1000) -> list[int]:
    """Pending deliveries whose time has come, leased for LEASE so that the next sweep does
    not queue them again while their task waits in the broker (a lost task: the lease ends
    and the sweep queues it again)."""
    with transaction.atomic():
        ids = list(
            Delivery.objects.select_for_update(skip_locked=True)
            .filter(state=Delivery.State.PENDING, next_attempt_at__lte=now)
            .order_by("next_attempt_at")
            .values_list("pk", flat=True)[:limit]
        )
        Delivery.objects.filter(pk__in=ids).update(next_attempt_at=now + LEASE)
    return ids
