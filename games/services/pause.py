"""Clocks that stand still: an organiser pauses the event a game is played for.

While a game's clocks are paused no deadline passes (the timeout sweep and reminders leave
it alone) and no time is spent: a player who moves anyway is charged only up to the pause.
The game itself goes on (a correspondence player may still move). On resume every seat
that must act gets the time it had left when the clocks stopped: its turn counts as begun
``now - paused_at`` later (a turn that began during the pause, as begun now), and its
deadline is computed again from there, with the player's calendar, as at any turn start.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from django.db import transaction
from django.utils import timezone

from games import clock
from games.models import Game, Seat
from games.services.moves import lock_game


def games_pause_clocks(*, game_ids: Iterable[int], now: datetime | None = None) -> int:
    """Stop the clocks of the active games among ``game_ids``; returns how many stopped."""
    now = now or timezone.now()
    stopped = 0
    for game_id in game_ids:
        with transaction.atomic():
            game = lock_game(game_id)
            if game.status != Game.Status.ACTIVE or game.clock_paused_at is not None:
                continue
            game.clock_paused_at = now
            game.save(update_fields=["clock_paused_at", "updated_at"])
            stopped += 1
    return stopped


def games_resume_clocks(*, game_ids: Iterable[int], now: datetime | None = None) -> int:
    """Start the stopped clocks of ``game_ids`` again; returns how many started."""
    now = now or timezone.now()
    started = 0
    for game_id in game_ids:
        with transaction.atomic():
            game = lock_game(game_id)
            if game.clock_paused_at is None:
                continue
            _shift_turns(game, game.clock_paused_at, now)
            game.clock_paused_at = None
            game.save(update_fields=["clock_paused_at", "deadline_at", "updated_at"])
            started += 1
    return started


def _shift_turns(game: Game, paused_at: datetime, now: datetime) -> None:
    deadlines = []
    for seat in game.seats.select_related("user__profile").filter(must_act=True):
        since = seat.clock.get("since") if isinstance(seat.clock, dict) else None
        if since:
            began = datetime.fromisoformat(since)
            resumed = began + (now - max(began, paused_at))
            seat.clock = {**seat.clock, "since": resumed.isoformat()}
            calendar = clock.seat_calendar(game.time_control, seat.user)
            seat.deadline_at = clock.turn_deadline(game.time_control, seat.clock, resumed, calendar)
            seat.save(update_fields=["clock", "deadline_at"])
        if seat.deadline_at is not None and seat.status in (
            Seat.Status.PLAYING,
            Seat.Status.VACANT,
        ):
            deadlines.append(seat.deadline_at)
    game.deadline_at = min(deadlines) if deadlines else None
