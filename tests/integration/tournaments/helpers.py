"""Helpers for the tournament tests: seat people, play their tables with a bot's moves."""

from __future__ import annotations

import random
from itertools import combinations

from django.db import connection

from accounts.models import User
from games.engines.core import get_engine
from games.models import Game
from games.services.moves import game_move_submit
from notifications.models import OutboxCursor
from tournaments.models import Round, Table
from tournaments.services.ratings import CONSUMER


def play_round(played: Round, rng: random.Random, *, limit: int = 2000) -> int:
    """Play every unfinished table of a round to its end: each seated person in turn submits
    the engine's random bot's move through the same service as the API. Returns moves made."""
    moves = 0
    for table in played.tables.select_related("game"):
        users = {s.index: s.user for s in table.game.seats.select_related("user")}
        moves += play_game(table.game.pk, users, rng, limit=limit)
    return moves


def play_game(
    game_id: int,
    users: dict[int, User | None],
    rng: random.Random,
    *,
    limit: int = 2000,
    bot: str = "random",
) -> int:
    """The engine's bot chooses each move (as games.tasks.play_bots does for bot seats); the
    seated person submits it through games.services.moves.game_move_submit."""
    moves = 0
    while moves < limit:
        game = Game.objects.get(pk=game_id)
        if game.status != Game.Status.ACTIVE:
            break
        engine = get_engine(game.engine)
        seat = game.to_act[0]
        move = engine.bots[bot](game.head_state, seat, rng)
        user = users[seat]
        assert user is not None
        game_move_submit(game_id=game_id, user=user, move=move)
        moves += 1
    return moves


def round_tables(played: Round) -> list[tuple[int, ...]]:
    """Entry ids of each table of a round, in seat order."""
    return [
        tuple(s.entry_id for s in table.seats.order_by("seat"))
        for table in Table.objects.filter(round=played).order_by("number")
    ]


def pairs(tables: list[tuple[int, ...]]) -> set[frozenset[int]]:
    return {frozenset(p) for t in tables for p in combinations(t, 2)}


def start_consumer_at_log_head(consumer: str) -> None:
    """Start an outbox consumer where this test's events will begin. Earlier tests' rolled
    back events took ids too, and the consumer rightly waits GAP_PATIENCE at such a gap."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT nextval(pg_get_serial_sequence('games_event', 'id'))")
        (head,) = cursor.fetchone()
    OutboxCursor.objects.update_or_create(consumer=consumer, defaults={"last_event_id": head})


def start_ratings_at_log_head() -> None:
    start_consumer_at_log_head(CONSUMER)
