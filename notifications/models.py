"""The outbox's cursors: how far each consumer (email, webhooks, stream...) has read the log.

The event log is the outbox (DESIGN): ``games`` appends events and knows nothing of the
consumers; each consumer reads the events past its own cursor and records its deliveries
as rows of its own, so a consumer that is down only falls behind, never loses anything.
"""

from __future__ import annotations

from django.db import models


class OutboxCursor(models.Model):
    consumer = models.CharField(max_length=50, unique=True)
    last_event_id = models.BigIntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"{self.consumer} at event {self.last_event_id}"
