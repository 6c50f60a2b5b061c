"""Celery tasks: one periodic sweep (beat) and the sending of each delivery."""

from __future__ import annotations

from typing import Any

from celery import shared_task

from notifications.email.deliveries import delivery_send


@shared_task(acks_late=True)
def deliver(delivery_id: int) -> str:
    """Send one email; a failure stays in the row and the sweep retries it with backoff."""
    return delivery_send(delivery_id=delivery_id)


@shared_task
def sweep() -> dict[str, Any]:
    from notifications.sweeper import sweep as run

    return run().as_dict()
