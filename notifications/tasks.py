"""Celery tasks: one periodic sweep (beat) and the sending of each delivery."""

from __future__ import annotations

from typing import Any

from celery import shared_task
from django.core.cache import cache

from config.retry import RETRY_ON_DATABASE_ERROR
from notifications.email.deliveries import delivery_send

SWEEP_LOCK = "notifications:sweep"
SWEEP_LOCK_SECONDS = 600


@shared_task(acks_late=True)
def deliver(delivery_id: int) -> str:
    """Send one email; a failure stays in the row and the sweep retries it with backoff."""
    return delivery_send(delivery_id=delivery_id)


@shared_task(**RETRY_ON_DATABASE_ERROR)
def sweep() -> dict[str, Any]:
    """One sweep at a time: a beat tick that finds one running does nothing (the rows wait)."""
    from notifications.sweeper import sweep as run

    if not cache.add(SWEEP_LOCK, 1, timeout=SWEEP_LOCK_SECONDS):
        return {"skipped": "another sweep is running"}
    try:
        return run().as_dict()
    finally:
        cache.delete(SWEEP_LOCK)
