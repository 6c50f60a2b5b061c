"""The periodic tasks Celery beat runs (django-celery-beat stores the schedule).

`manage.py setup_schedule` writes these into the database schedule; the embedded worker
of `make run` runs them in a loop instead.
"""

from __future__ import annotations

from typing import Any

from games.tasks import (
    purge_idempotency_records,
    requeue_stalled_bots,
    retry_pending_submissions,
)
from notifications.tasks import sweep
from notifications.webhooks.tasks import (
    consume_webhooks,
    purge_old_deliveries,
    retry_due_webhooks,
)
from tournaments.tasks import advance_finished_tables, advance_tournaments, update_ratings

# name -> (task, every N seconds)
PERIODIC_TASKS: dict[str, tuple[Any, int]] = {
    "tournaments-advance": (advance_tournaments, 60),
    "tournaments-finished-tables": (advance_finished_tables, 5),
    "ratings-update": (update_ratings, 30),
    "retry-pending-submissions": (retry_pending_submissions, 60),
    "bots-requeue-stalled": (requeue_stalled_bots, 60),
    "purge-idempotency-records": (purge_idempotency_records, 3600),
    "notifications-sweep": (sweep, 30),
    "webhooks-consume-outbox": (consume_webhooks, 2),
    "webhooks-retry-due": (retry_due_webhooks, 30),
    "webhooks-purge-old-deliveries": (purge_old_deliveries, 86400),
}
