"""How reads scale with the size of the database (PostgreSQL).

Fills a separate database with N games and 10*N events (bulk SQL), plus one long game of
the test engine with real, replayable events, then prints p50/p99 of:
  - "games where it is my turn" for one user (the selector behind ?my_turn=true),
  - reading one game (the API's GET games/{id}/),
  - state_at at seq 100, 1,000 and 10,000 of the long game (snapshot + short replay),
for a small (1,000 games) and a large (100,000 games, 1,000,000 events) database.

    .venv/bin/python bench/scale.py
Figures only; nothing is asserted. Its own database (bench/where.py: BENCH_PG, BENCH_DB),
so it runs beside the test suite or another bench.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.where import database  # noqa: E402

DB = database("scale")
LONG_GAME_MOVES = 10_000
# The bench user sits in the first USER_GAMES games at either size (10 of them wait for
# them): the comparison is the same user's games in a bigger database.
USER_GAMES = 1_000


def setup_django() -> None:
    os.environ["DATABASE_URL"] = DB.url
    os.environ["EXTRA_ENGINE_MODULES"] = "tests.support.tiny_game"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()


def recreate_database() -> None:
    from django.db import connections

    connections.close_all()
    DB.recreate()


def fill(games: int, long_id: int) -> None:
    """N games (1% active) and 10 events each, by SQL; the bench user sits in USER_GAMES."""
    import json

    from django.db import connection

    from tests.support.tiny_game import TINY

    head_state = json.dumps(TINY.setup(2, {}, 1))

    with connection.cursor() as cur:
        cur.execute("SELECT id FROM accounts_user WHERE username='bench'")
        user_id = cur.fetchone()[0]
        cur.execute("SELECT id FROM accounts_user WHERE username='other'")
        other_id = cur.fetchone()[0]
        cur.execute(
            """
            INSERT INTO games_game (engine, engine_version, options, players, seed, seed_digest,
                status, head_seq, head_state, to_act, result, time_control, timeout_policy,
                deadline_at, is_public, rated, seed_fixed, seed_secret, last_seq, spectator_chat,
                created_by_id, created_at, updated_at)
            SELECT 'twenty-one', 1, '{}', 2, g, md5(g::text), CASE WHEN g %% 100 = 0 THEN 'active'
                ELSE 'finished' END, 10, %s::jsonb, '[0]', NULL, '{"kind":"none"}', '{}',
                now() + (g || ' minutes')::interval, true, true, false, '', 10, true, %s,
                now(), now()
            FROM generate_series(1, %s) AS g
            """,
            [head_state, other_id, games],
        )
        cur.execute(
            """
            INSERT INTO games_seat (game_id, index, user_id, bot, status, must_act, deadline_at,
                clock, timeouts, joined_at, entropy)
            SELECT id, s, CASE WHEN s = 0 AND id <= %s THEN %s ELSE %s END, '', 'playing',
                status = 'active' AND s = 0, deadline_at, '{}', 0, now(), ''
            FROM games_game, generate_series(0, 1) AS s WHERE engine = 'twenty-one'
              AND id NOT IN (SELECT game_id FROM games_seat)
            """,
            [USER_GAMES, user_id, other_id],
        )
        cur.execute(
            """
            INSERT INTO games_event (game_id, seq, seat, kind, move, notation, reveals, data,
                created_at)
            SELECT g.id, e, e %% 2, 'move', '{"type": "draw"}', 'draw', '[]', '{}', now()
            FROM games_game g, generate_series(1, 10) AS e
            WHERE g.id <> %s
            """,
            [long_id],
        )
        cur.execute("ANALYZE")


def long_game() -> int:
    """One game of LONG_GAME_MOVES real moves, written with its snapshots in bulk."""
    from django.conf import settings

    from accounts.models import User
    from games.models import Event, Snapshot
    from games.services.lifecycle import game_create, game_join
    from tests.support.tiny_game import TINY

    users = [User.objects.get(username="bench"), User.objects.get(username="other")]
    options = {"limit": 1_000_000, "copies": 2_000}
    game = game_create(user=users[0], engine=TINY.slug, players=2, seed=7, options=options)
    game_join(game_id=game.pk, user=users[1])
    game.refresh_from_db()
    state, events, snapshots = game.head_state, [], []
    for seq in range(1, LONG_GAME_MOVES + 1):
        seat = TINY.to_act(state)[0]
        move = (
            {"type": "draw"}
            if seq % 3
            else {"type": "play", "card": state["private"][seat]["hand"][0]}
        )
        outcome = TINY.apply(state, seat, move)
        events.append(
            Event(
                game=game,
                seq=seq,
                seat=seat,
                kind="move",
                move=move,
                notation=TINY.notation(state, seat, move),
                reveals=[r.as_json() for r in outcome.reveals],
            )
        )
        state = outcome.state
        if seq % settings.SNAPSHOT_EVERY == 0:
            snapshots.append(Snapshot(game=game, seq=seq, state=state))
    Event.objects.bulk_create(events, batch_size=2000)
    Snapshot.objects.bulk_create(snapshots, batch_size=200)
    game.head_seq, game.head_state = LONG_GAME_MOVES, state
    game.save(update_fields=["head_seq", "head_state"])
    return game.pk


def timed(fn: Callable[[], object], runs: int) -> tuple[float, float]:
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t0) * 1e3)
    samples.sort()
    return statistics.median(samples), samples[max(0, int(len(samples) * 0.99) - 1)]


def measure(games: int, runs: int) -> dict[str, tuple[float, float]]:
    from django.db import connection
    from rest_framework.test import APIClient

    from accounts.models import User
    from accounts.services import token_create, user_register
    from games.models import Game
    from games.selectors import game_list_awaiting
    from games.services.replay import state_at

    connection.close()
    recreate_database()
    user_register(username="bench", email="b@example.test", password="bench-password-1")
    user_register(username="other", email="o@example.test", password="bench-password-1")
    long_id = long_game()
    fill(games, long_id)
    user = User.objects.get(username="bench")
    _, key = token_create(user=user)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    some_game = Game.objects.filter(seats__user=user, status="active").first()
    long = Game.objects.get(pk=long_id)
    figures = {
        "my turn (selector, first page)": timed(
            lambda: list(game_list_awaiting(user=user)[:50]), runs
        ),
        "GET games/?my_turn=true": timed(lambda: client.get("/api/v1/games/?my_turn=true"), runs),
        "GET games/{id}/": timed(lambda: client.get(f"/api/v1/games/{some_game.pk}/"), runs),
    }
    for seq in (100, 1_000, 10_000):
        figures[f"state_at seq {seq}"] = timed(lambda s=seq: state_at(long, s), runs)
    from games.models import Event

    print(f"  database: {Game.objects.count():,} games, {Event.objects.count():,} events")
    return figures


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--small", type=int, default=1_000)
    parser.add_argument("--large", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=200)
    args = parser.parse_args()
    setup_django()
    results = {}
    try:
        for size in (args.small, args.large):
            print(f"filling {size:,} games ...", flush=True)
            results[size] = measure(size, args.runs)
    finally:
        from django.db import connections

        connections.close_all()
        DB.finish()
    print(f"\n{'query':34s} {'small p50/p99 ms':>20s} {'large p50/p99 ms':>20s} {'ratio p50':>10s}")
    for name in results[args.small]:
        s50, s99 = results[args.small][name]
        l50, l99 = results[args.large][name]
        print(f"{name:34s} {s50:9.2f} /{s99:8.2f} {l50:9.2f} /{l99:8.2f} {l50 / s50:9.2f}x")


if __name__ == "__main__":
    main()
