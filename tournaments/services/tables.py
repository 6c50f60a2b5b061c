"""A table's result: read from its finished game, settled at the round deadline, or set by
the organiser.

Ranks and scores are stored in game-seat order on the table row, so standings are computed
from tournament rows alone.
"""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.utils import timezone

from accounts.models import User
from games.engines.core import get_engine
from games.models import Event, Game
from games.services.moves import lock_game, record_move
from tournaments.errors import AdjudicationRefused
from tournaments.models import Table, Tournament
from tournaments.services.common import check_organiser, check_status, lock_tournament

SETTLE_MAX_MOVES = 20_000
"""A bound on the timeout moves one settlement makes: a game that still has not ended is
left for the organiser to adjudicate."""


def table_sync(*, table: Table) -> bool:
    """Take the result of the table's game if it has one; True when the table is done."""
    if table.is_done:
        return True
    game = Game.objects.only("status", "result", "players").get(pk=table.game_id)
    if game.status == Game.Status.FINISHED and game.result:
        table.status = Table.Status.FINISHED
        table.ranks = list(game.result["ranks"])
        table.scores = list(game.result.get("scores") or [])
    elif game.status == Game.Status.ABORTED:
        table.status = Table.Status.VOID
    else:
        return False
    table.finished_at = timezone.now()
    table.save(update_fields=["status", "ranks", "scores", "finished_at"])
    return True


def table_settle(*, table: Table) -> bool:
    """At the round deadline: every seat still to act makes the engine's timeout move (what
    the game's clock does to a seat out of time) until the game ends. True if it ended."""
    with transaction.atomic():
        game = lock_game(table.game_id)
        engine = get_engine(game.engine)
        moves = 0
        while game.status == Game.Status.ACTIVE and moves < SETTLE_MAX_MOVES:
            state = game.head_state
            assert state is not None
            seats = engine.to_act(state)
            if not seats:
                break
            seat = seats[0]
            record_move(
                game=game,
                engine=engine,
                seat=seat,
                move=engine.timeout_move(state, seat),
                kind=Event.Kind.TIMEOUT,
                actor=None,
                data={"reason": "tournament round deadline"},
            )
            moves += 1
    return table_sync(table=table)


def table_adjudicate(
    *,
    tournament_id: int,
    table_id: int,
    user: User,
    ranks: list[int] | None,
    scores: list[float] | None = None,
    void: bool = False,
) -> Table:
    """The organiser decides a table: ranks per game seat (1 = best), optional scores; or
    `void` (no result counts). A finished table can be corrected while its round runs."""
    from tournaments.selectors import table_get

    with transaction.atomic():
        tournament = lock_tournament(tournament_id)
        check_organiser(tournament, user)
        check_status(tournament, Tournament.Status.RUNNING, Tournament.Status.PAUSED)
        table = table_get(tournament=tournament, table_id=table_id)
        if table.round.number != tournament.current_round or table.round.status != "running":
            raise AdjudicationRefused(
                f"Table {table_id} belongs to round {table.round.number}, which is over."
            )
        size = table.seats.count()
        if void:
            table.status, table.ranks, table.scores = Table.Status.VOID, None, None
        else:
            table.ranks = _checked(ranks, size, "ranks", int)
            table.scores = _checked(scores, size, "scores", float) if scores else []
            if any(r < 1 or r > size for r in table.ranks):
                raise AdjudicationRefused(f"Ranks run from 1 to {size}.")
            table.status = Table.Status.ADJUDICATED
        table.finished_at = timezone.now()
        table.save(update_fields=["status", "ranks", "scores", "finished_at"])
        return table


def _checked(values: list[Any] | None, size: int, name: str, kind: type) -> list[Any]:
    if values is None or len(values) != size:
        raise AdjudicationRefused(f"Give {size} {name}, one per seat of the table.")
    try:
        return [kind(v) for v in values]
    except (TypeError, ValueError):
        raise AdjudicationRefused(f"The {name} must be numbers.") from None
