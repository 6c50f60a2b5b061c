"""Send a Celery task message without letting an unreachable broker fail the caller.

Every task the platform publishes works on a row in PostgreSQL (a submission, a delivery, a
game whose bot must move), and a periodic task re-queues the rows still waiting. So a message
that cannot be sent is not lost work: the request that stored the row answers as usual, the
failure is logged once per outage and counted (``config.outage``, ``/healthz``), and the row
is picked up when Redis is back.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from celery import Task
from django.db import transaction
from kombu.exceptions import OperationalError
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from config import outage

PART = "broker"
UNREACHABLE = (OperationalError, RedisConnectionError, RedisTimeoutError, OSError)


def publish(task: Task, *args: Any, countdown: float | None = None) -> bool:
    """Send ``task(*args)``; False (logged, counted) when the broker cannot be reached."""
    if task.app.conf.task_always_eager:  # in-process: no broker to be down
        task.apply_async(args, countdown=countdown or 0)
        return True
    if outage.should_skip(PART):
        outage.skipped(PART)
        return False
    try:
        task.apply_async(args, countdown=countdown or 0)
    except UNREACHABLE as error:
        outage.failed(PART, error)
        return False
    outage.succeeded(PART)
    return True


def publish_each(task: Task, ids: Iterable[Any]) -> int:
    """``publish`` ``task(id)`` for each id in turn, stopping at the first the broker cannot
    take (the rows wait in the database for the next sweep); returns how many were sent."""
    sent = 0
    for pk in ids:
        if not publish(task, pk):
            break
        sent += 1
    return sent


def publish_on_commit(task: Task, *args: Any, countdown: float | None = None) -> None:
    """``publish`` once the current transaction commits (at once outside one)."""
    transaction.on_commit(lambda: publish(task, *args, countdown=countdown))
