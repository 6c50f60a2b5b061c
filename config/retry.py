"""Options for every task that writes: retry when the database is busy or briefly away.

SQLite (the embedded default) answers ``database is locked`` when another writer holds the
file longer than the busy timeout; PostgreSQL can drop a connection or fail a serialisation.
Each such task is safe to run again (it works on rows and checks their state), so Celery
retries it with a growing, jittered pause instead of leaving a bot seat or a sweep undone.
In-process (eager) runs retry at once: the busy timeout has already waited.
"""

from __future__ import annotations

from typing import TypedDict

from django.db.utils import OperationalError


class RetryOptions(TypedDict):
    autoretry_for: tuple[type[BaseException], ...]
    retry_backoff: int
    retry_backoff_max: int
    retry_jitter: bool
    max_retries: int


RETRY_ON_DATABASE_ERROR: RetryOptions = {
    "autoretry_for": (OperationalError,),
    "retry_backoff": 1,
    "retry_backoff_max": 30,
    "retry_jitter": True,
    "max_retries": 5,
}
