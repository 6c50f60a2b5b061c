"""A task that holds the worker for a moment, so a fault test can take Redis away while the
worker has an unacknowledged (late-ack) message in hand. Loaded by the worker of a fault
test through EXTRA_ENGINE_MODULES."""

from __future__ import annotations

import time

from celery import shared_task


@shared_task(acks_late=True)
def hold_worker(seconds: float) -> float:
    time.sleep(seconds)
    return seconds
