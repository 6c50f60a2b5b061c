"""Prompt advancement: a tournament is advanced as soon as one of its tables' games finishes.

The outbox consumer "tournaments" reads the event log (games/ knows nothing of tournaments);
the event that finished a game names the tournament through its table. The periodic
`advance_tournaments` remains the safety net (and what applies round deadlines), so a crash
between reading the log and advancing loses nothing.
"""

from __future__ import annotations

from games.models import Event, Game
from notifications.outbox import consume
from tournaments.models import Table
from tournaments.services.rounds import tournament_advance

CONSUMER = "tournaments"


def tournaments_with_finished_tables(*, batch: int = 500) -> list[int]:
    """Read new events; ids of tournaments one of whose games finished in them."""
    found: set[int] = set()

    def handle(event: Event) -> None:
        game = event.game
        if game.status == Game.Status.FINISHED and event.seq == game.head_seq:
            tid = (
                Table.objects.filter(game_id=game.pk)
                .values_list("round__tournament_id", flat=True)
                .first()
            )
            if tid is not None:
                found.add(tid)

    consume(CONSUMER, handle, batch=batch)
    return sorted(found)


def tournaments_advance_finished() -> dict[int, str]:
    """Advance each tournament whose table just finished (each in its own transaction)."""
    return {
        tid: tournament_advance(tournament_id=tid) for tid in tournaments_with_finished_tables()
    }
