"""The outbox consumer "webhooks": one Delivery row per (subscription, event) it concerns.

Runs inside ``notifications.outbox.consume``'s transaction, so the rows and the cursor move
commit together; the send is queued on commit. Payloads are built (and redacted for the
owner's seat) here, once, so a redelivery sends exactly what the first attempt sent.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.db.models import Q
from django.utils import timezone

from accounts.language import in_language_of
from config.publish import publish_on_commit
from games.chat.access import reader_for
from games.chat.selectors import hidden_seqs
from games.models import TALK_KINDS, Event, Seat
from games.words import seat_names
from notifications.outbox import BATCH, consume

from .events import event_types_for, game_over_at, primary_type, to_act_after
from .models import Delivery, Subscription
from .payloads import event_data, payload_for

CONSUMER = "webhooks"


def webhooks_consume() -> int:
    """Turn every new event into deliveries; returns how many events were read."""
    total = 0
    while True:
        handled = consume(CONSUMER, webhooks_handle_event)
        total += handled
        if handled < BATCH:
            return total


def webhooks_handle_event(event: Event) -> None:
    game = event.game
    seats = list(Seat.objects.filter(game=game).values_list("index", "user_id"))
    seated = {user for _, user in seats if user is not None}
    subscriptions = list(
        Subscription.objects.filter(is_active=True, created_at__lte=event.created_at).filter(
            Q(game=game) | Q(game__isnull=True, owner_id__in=seated)
        )
    )
    if not subscriptions:
        return
    if event.kind == Event.Kind.CHAT and event.seq in hidden_seqs(game.pk):
        return  # hidden by a moderator before it went out: it goes nowhere
    to_act, over, names = to_act_after(event), game_over_at(event), seat_names(game)
    now = timezone.now()
    for subscription in subscriptions:
        owner_seats = sorted(index for index, user in seats if user == subscription.owner_id)
        if not owner_seats and not game.is_public:
            continue  # a private game the owner no longer sits at: nothing to see
        types = event_types_for(event, owner_seats=owner_seats, to_act=to_act)
        wanted = [t for t in types if t in subscription.event_types]
        if not wanted:
            continue
        if event.kind in TALK_KINDS and not reader_for(game, subscription.owner).sees(event):
            continue  # not the owner's channel, or they muted the author
        data = event_data(
            event,
            seat=owner_seats[0] if owner_seats else None,
            names=names,
            to_act=to_act,
            over=over,
        )
        delivery = Delivery.objects.create(
            subscription=subscription,
            event=event,
            msg_id=Delivery.new_msg_id(),
            event_types=wanted,
            payload=_payload_in_language_of(subscription.owner, wanted, data, now, subscription),
            next_attempt_at=now,
        )
        queue_delivery(delivery.pk)


def queue_delivery(delivery_id: int, countdown: float = 0) -> None:
    """Send after commit (the task module imports this one, so import it late)."""
    from .tasks import deliver_webhook

    publish_on_commit(deliver_webhook, delivery_id, countdown=countdown)


def _payload_in_language_of(
    owner: Any, wanted: list[str], data: dict[str, Any], now: datetime, subscription: Any
) -> dict[str, Any]:
    """The payload with its readable line (chat formats) in the owner's language."""
    with in_language_of(owner):
        return payload_for(
            fmt=subscription.format,
            types=wanted,
            primary=primary_type(wanted),
            data=data,
            timestamp=now,
        )
