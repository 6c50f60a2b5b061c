"""Ratings per engine, updated once per finished rated game from the event log.

The "ratings" outbox consumer sees every event once; the event that finished a rated game
(its last one, with the game now finished) rates it. A `RatingChange` per player and game is
both the history and the guard: a game already rated is skipped, so a replayed batch after a
crash changes nothing. games/ never calls this.
"""

from __future__ import annotations

from django.db import transaction

from games.models import Event, Game
from notifications.outbox import consume
from tournaments.formats import Rating, rate_game
from tournaments.models import PlayerRating, RatingChange

CONSUMER = "ratings"


def ratings_consume(*, batch: int = 500) -> int:
    """Read new events; returns how many events were read."""
    return consume(CONSUMER, _handle, batch=batch)


def _handle(event: Event) -> None:
    game = event.game
    if game.status == Game.Status.FINISHED and event.seq == game.head_seq:
        game_rate(game=game)


def game_rate(*, game: Game) -> list[RatingChange]:
    """Rate a finished game once; unrated, bot or one-person games change nothing."""
    if not game.rated or game.status != Game.Status.FINISHED or not game.result:
        return []
    ranks = game.result["ranks"]
    players = {
        seat.user_id: int(ranks[seat.index])
        for seat in game.seats.all()
        if seat.user_id is not None and not seat.bot and seat.index < len(ranks)
    }
    if len(players) < 2 or len(players) > 6:
        return []
    with transaction.atomic():
        if RatingChange.objects.filter(game=game).exists():
            return []
        current = {
            r.user_id: r
            for r in PlayerRating.objects.select_for_update().filter(
                engine=game.engine, user_id__in=players
            )
        }
        before = {u: Rating(r.mu, r.sigma) for u, r in current.items()}
        after = rate_game(before, players)
        changes = []
        for user_id, new in after.items():
            old = before.get(user_id, Rating())
            row = current.get(user_id) or PlayerRating(user_id=user_id, engine=game.engine)
            row.mu, row.sigma, row.ordinal = new.mu, new.sigma, new.ordinal
            row.games = (row.games or 0) + 1
            row.save()
            changes.append(
                RatingChange(
                    user_id=user_id,
                    engine=game.engine,
                    game=game,
                    rank=players[user_id],
                    mu_before=old.mu,
                    sigma_before=old.sigma,
                    mu=new.mu,
                    sigma=new.sigma,
                    ordinal=new.ordinal,
                )
            )
        return RatingChange.objects.bulk_create(changes)
