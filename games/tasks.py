"""Celery tasks of the game platform: async submissions, bot moves, housekeeping."""

from __future__ import annotations

import contextvars
import random
from datetime import timedelta

from celery import shared_task
from django.db import transaction
from django.utils import timezone

from games.engines.core import get_engine
from games.models import Event, Game, IdempotencyRecord, Seat, Submission
from games.services.moves import lock_game, record_move
from games.services.submissions import submission_process

_IN_BOT_LOOP: contextvars.ContextVar[bool] = contextvars.ContextVar("in_bot_loop", default=False)
MAX_BOT_MOVES_PER_RUN = 10_000


@shared_task(acks_late=True)
def process_submission(submission_id: str) -> str | None:
    submission = submission_process(submission_id=submission_id)
    return submission.status if submission else None


@shared_task
def retry_pending_submissions(older_than_seconds: int = 60) -> int:
    """Re-queue submissions whose task message was lost (broker restart): nothing is lost."""
    cutoff = timezone.now() - timedelta(seconds=older_than_seconds)
    ids = list(
        Submission.objects.filter(
            status=Submission.Status.PENDING, created_at__lt=cutoff
        ).values_list("pk", flat=True)[:1000]
    )
    for pk in ids:
        process_submission.delay(str(pk))
    return len(ids)


@shared_task
def purge_idempotency_records(hours: int = 24) -> int:
    cutoff = timezone.now() - timedelta(hours=hours)
    deleted, _ = IdempotencyRecord.objects.filter(created_at__lt=cutoff).delete()
    return deleted


@shared_task
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
                engine = get_engine(game.engine)
                state = game.head_state
                assert state is not None
                rng = random.Random(f"{game.seed}:bot:{game.head_seq}:{seat.index}")
                bot = engine.bots.get(seat.bot) or engine.bots["greedy"]
                move = bot(state, seat.index, rng)
                record_move(
                    game=game,
                    engine=engine,
                    seat=seat.index,
                    move=move,
                    kind=Event.Kind.BOT,
                    actor=None,
                )
                moved += 1
    finally:
        _IN_BOT_LOOP.reset(token)
    return moved
