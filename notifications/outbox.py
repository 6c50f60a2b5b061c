"""Reading the event log past a consumer's cursor, safely under concurrent writers.

Event ids come from a sequence: a transaction that took id 10 may commit after one that
took id 11. A consumer that jumped to 11 would skip 10 forever. So the cursor only moves
over a gap once the gap is older than GAP_PATIENCE (the missing id then belongs to a
rolled-back transaction); until then the batch stops at the gap.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

from django.db import transaction
from django.utils import timezone

from games.models import Event
from notifications.models import OutboxCursor

GAP_PATIENCE = timedelta(seconds=30)
BATCH = 500


def consume(consumer: str, handle: Callable[[Event], None], batch: int = BATCH) -> int:
    """Feed ``handle`` every new event once, in id order; returns how many were handled.

    ``handle`` runs inside the transaction that advances the cursor: the delivery rows it
    writes and the cursor move commit together (exactly once), and a crash redoes both.
    """
    with transaction.atomic():
        cursor, _ = OutboxCursor.objects.select_for_update().get_or_create(consumer=consumer)
        events = list(
            Event.objects.filter(id__gt=cursor.last_event_id)
            .select_related("game")
            .order_by("id")[:batch]
        )
        handled, expected = 0, cursor.last_event_id + 1
        for event in events:
            if event.id != expected and timezone.now() - event.created_at < GAP_PATIENCE:
                break  # an earlier id may still commit: wait for it
            handle(event)
            handled += 1
            cursor.last_event_id = expected = event.id
            expected += 1
        if handled:
            cursor.save(update_fields=["last_event_id", "updated_at"])
        return handled


def skip_to_end(consumer: str) -> None:
    """Start a new consumer at the head of the log (it does not replay history)."""
    last = Event.objects.order_by("-id").values_list("id", flat=True).first() or 0
    OutboxCursor.objects.update_or_create(consumer=consumer, defaults={"last_event_id": last})
