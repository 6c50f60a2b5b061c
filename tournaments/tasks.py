"""Periodic tasks: advance live tournaments (every minute, and as soon as a table finishes);
rate finished games from the event log."""

from __future__ import annotations

import logging

from celery import shared_task

from config.retry import RETRY_ON_DATABASE_ERROR
from tournaments.models import Tournament
from tournaments.services.progress import tournaments_advance_finished
from tournaments.services.ratings import ratings_consume
from tournaments.services.rounds import tournament_advance

log = logging.getLogger(__name__)


@shared_task(**RETRY_ON_DATABASE_ERROR)
def advance_tournaments() -> dict[int, str]:
    """Each tournament in registration or running gets one `tournament_advance` step (its own
    transaction: one failing tournament does not hold back the others)."""
    done: dict[int, str] = {}
    live = Tournament.objects.filter(
        status__in=[Tournament.Status.REGISTRATION, Tournament.Status.RUNNING]
    ).values_list("pk", flat=True)
    for pk in list(live):
        try:
            done[pk] = tournament_advance(tournament_id=pk)
        except Exception:  # logged; the next run tries again
            log.exception("advancing tournament %s failed", pk)
            done[pk] = "error"
    return done


@shared_task(**RETRY_ON_DATABASE_ERROR)
def advance_finished_tables() -> dict[int, str]:
    """Advance tournaments whose table's game just finished (outbox consumer "tournaments"),
    so a round starts seconds after its last table ends rather than at the next minute."""
    return tournaments_advance_finished()


@shared_task(**RETRY_ON_DATABASE_ERROR)
def update_ratings() -> int:
    """Rate the games finished since the last run (outbox consumer "ratings")."""
    total = 0
    while (read := ratings_consume()) > 0:
        total += read
    return total
