"""A table's result: read from its finished game, settled at the round deadline, or set by
the organiser.

Ranks and scores are stored in game-seat order on the table row, so standings are computed
from tournament rows alone.
"""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from accounts.models import User
from games.engines.core import get_engine
from games.models import Game, Seat
from games.services.bots import bot_move
from games.services.moves import lock_game
from games.services.timeouts import ladder_step
from tournaments.errors import AdjudicationRefused
from tournaments.models import Table, Tournament
from tournaments.services.common import check_organiser, check_status, lock_tournament

SETTLE_MAX_MOVES = 20_000
"""A bound on the timeout moves one settlement makes: a game that still has not ended is
left for the organiser to adjudicate."""

ROUND_DEADLINE = "tournament round deadline"


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
    """At the round deadline the game is out of time: each seat that must act climbs the
    game's own timeout ladder (timeout moves up to its policy's count, then a bot, a
    substitute's wait or a drop, as its creator chose), a bot seat moves, until the game
    ends. True if it ended; a game still running after SETTLE_MAX_MOVES is left for the
    organiser to adjudicate."""
    with transaction.atomic():
        game = lock_game(table.game_id)
        engine = get_engine(game.engine)
        steps = 0
        while game.status == Game.Status.ACTIVE and steps < SETTLE_MAX_MOVES:
            state = game.head_state
            assert state is not None
            to_act = engine.to_act(state)
            if not to_act:
                break
            seat = Seat.objects.select_related("user__profile").get(game=game, index=to_act[0])
            if seat.status == Seat.Status.BOT:
                bot_move(game=game, engine=engine, seat=seat)
            else:
                ladder_step(game=game, engine=engine, seat=seat, reason=ROUND_DEADLINE)
            steps += 1
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
                _("Table %(table)s belongs to round %(round)d, which is over.")
                % {"table": table_id, "round": table.round.number}
            )
        size = table.seats.count()
        if void:
            table.status, table.ranks, table.scores = Table.Status.VOID, None, None
        else:
            table.ranks = _checked(ranks, size, RANKS, int)
            table.scores = _checked(scores, size, SCORES, float) if scores else []
            if any(r < 1 or r > size for r in table.ranks):
                raise AdjudicationRefused(_("Ranks run from 1 to %(size)d.") % {"size": size})
            table.status = Table.Status.ADJUDICATED
        table.finished_at = timezone.now()
        table.save(update_fields=["status", "ranks", "scores", "finished_at"])
        return table


#: What an adjudication gives, as its refusals name it: (count wrong, not numbers).
RANKS = (
    lambda size: ngettext(
        "Give %(size)d rank, one per seat of the table.",
        "Give %(size)d ranks, one per seat of the table.",
        size,
    ),
    lambda: _("The ranks must be numbers."),
)
SCORES = (
    lambda size: ngettext(
        "Give %(size)d score, one per seat of the table.",
        "Give %(size)d scores, one per seat of the table.",
        size,
    ),
    lambda: _("The scores must be numbers."),
)


def _checked(values: list[Any] | None, size: int, what: Any, kind: type) -> list[Any]:
    count_wrong, not_numbers = what
    if values is None or len(values) != size:
        raise AdjudicationRefused(count_wrong(size) % {"size": size})
    try:
        return [kind(v) for v in values]
    except (TypeError, ValueError):
        raise AdjudicationRefused(not_numbers()) from None
