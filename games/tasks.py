"""Celery tasks of the game platform: async submissions, bot moves, housekeeping.

Each task works on rows in the database and is safe to run twice; the periodic ones
re-queue whatever a lost message or a failed run left waiting (a pending submission, a bot
seat that should have moved), so neither a Redis outage nor a locked SQLite file stalls a
game.
"""

from __future__ import annotations

import contextvars
from datetime import timedelta

from celery import shared_task
from django.db import transaction
from django.utils import timezone

from config.publish import publish_each
from config.retry import RETRY_ON_DATABASE_ERROR
from games.engines.core import get_engine
from games.models import Game, IdempotencyRecord, Seat, Submission
from games.services.bots import bot_move
from games.services.moves import lock_game
from games.services.submissions import submission_process

_IN_BOT_LOOP: contextvars.ContextVar[bool] = contextvars.ContextVar("in_bot_loop", default=False)
MAX_BOT_MOVES_PER_RUN = 10_000
# A bot seat that must act and has not moved for this long is moved by the sweep.
BOT_STALLED_AFTER_SECONDS = 60


@shared_task(acks_late=True, **RETRY_ON_DATABASE_ERROR)
def process_submission(submission_id: str) -> str | None:
    submission = submission_process(submission_id=submission_id)
    return submission.status if submission else None


@shared_task(**RETRY_ON_DATABASE_ERROR)
def retry_pending_submissions(older_than_seconds: int = 60) -> int:
    """Re-queue submissions whose task message was lost (Redis down or restarted)."""
    cutoff = timezone.now() - timedelta(seconds=older_than_seconds)
    ids = list(
        Submission.objects.filter(
            status=Submission.Status.PENDING, created_at__lt=cutoff
        ).values_list("pk", flat=True)[:1000]
    )
    return publish_each(process_submission, [str(pk) for pk in ids])


@shared_task(**RETRY_ON_DATABASE_ERROR)
def requeue_stalled_bots(idle_seconds: int = BOT_STALLED_AFTER_SECONDS) -> int:
    """Let the bots move in active games where a bot must act and nothing happened lately.

    A bot moves right after the move before it (``schedule_bots``); this catches the runs
    that never happened: a message lost while Redis was down, a run that failed on a locked
    database after its retries.
    """
    cutoff = timezone.now() - timedelta(seconds=idle_seconds)
    ids = list(
        Game.objects.filter(
            status=Game.Status.ACTIVE,
            updated_at__lt=cutoff,
            seats__must_act=True,
            seats__status=Seat.Status.BOT,
        )
        .values_list("pk", flat=True)
        .distinct()[:1000]
    )
    return publish_each(play_bots, ids)


@shared_task(**RETRY_ON_DATABASE_ERROR)
def purge_idempotency_records(hours: int = 24) -> int:
    cutoff = timezone.now() - timedelta(hours=hours)
    deleted, _ = IdempotencyRecord.objects.filter(created_at__lt=cutoff).delete()
    return deleted


@shared_task(**RETRY_ON_DATABASE_ERROR)
def play_bots(game_id: int) -> int:
    """Let bot seats move until a person must act; one transaction per move."""
    if _IN_BOT_LOOP.get():
        return 0  # an outer loop is already moving the bots of this process
    token = _IN_BOT_LOOP.set(True)
    moved = 0
    try:
        while moved < MAX_BOT_MOVES_PER_RUN:
            with transaction.atomic():
                game = lock_game(game_id)
                if game.status != Game.Status.ACTIVE:
                    break
                seat = game.seats.filter(must_act=True, status=Seat.Status.BOT).first()
                if seat is None:
                    break
                bot_move(game=game, engine=get_engine(game.engine), seat=seat)
                moved += 1
    finally:
        _IN_BOT_LOOP.reset(token)
    return moved
