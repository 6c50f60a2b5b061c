"""Where one move POST spends its time: its SQL statements (each timed) and a profile.

In-process (Django's test client, no HTTP server), against its own PostgreSQL database
(bench/where.py), the same game and tokens as bench/api.py; the GET me/ and GET of the game
are shown beside it for comparison.

    .venv/bin/python bench/move_profile.py [--moves 300] [--top 40]
Figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.where import database  # noqa: E402

DB = database("move_profile")
ENV = {
    "DATABASE_URL": DB.url,
    "EXTRA_ENGINE_MODULES": "tests.support.tiny_game",
    "THROTTLE_USER": "1000000/min",
    "THROTTLE_ANON": "1000000/min",
    "DJANGO_SETTINGS_MODULE": "config.settings",
    "DATABASE_POOL": os.environ.get("DATABASE_POOL", "true"),
    "ALLOWED_HOSTS": "testserver,127.0.0.1,localhost",
}


@contextmanager
def statements() -> Iterator[list[tuple[float, str]]]:
    """Every statement run inside, with its time in ms (round trip included)."""
    from django.db import connection

    seen: list[tuple[float, str]] = []

    def timed(execute: Callable[..., Any], sql: str, params: Any, many: bool, context: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return execute(sql, params, many, context)
        finally:
            seen.append(((time.perf_counter() - t0) * 1e3, sql))

    commit = connection._commit

    def timed_commit() -> None:
        t0 = time.perf_counter()
        try:
            commit()
        finally:
            seen.append(((time.perf_counter() - t0) * 1e3, "COMMIT"))

    connection._commit = timed_commit
    try:
        with connection.execute_wrapper(timed):
            yield seen
    finally:
        del connection._commit


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--top", type=int, default=40)
    args = parser.parse_args()
    DB.recreate()
    os.environ.update(ENV)
    import django

    django.setup()
    from django.test import Client

    from accounts.services import token_create, user_register
    from games.services.lifecycle import game_create, game_join

    anna = user_register(username="anna", email="a@example.test", password="bench-password-1")
    ben = user_register(username="ben", email="b@example.test", password="bench-password-1")
    keys = [token_create(user=anna)[1], token_create(user=ben)[1]]
    game = game_create(
        user=anna,
        engine="twenty-one",
        players=2,
        seed=0,
        options={"limit": 1_000_000, "copies": 200},
        time_control={"kind": "none"},
    )
    game_join(game_id=game.pk, user=ben)
    client = Client()
    seq = 0

    def post() -> None:
        nonlocal seq
        response = client.post(
            f"/api/v1/games/{game.pk}/moves/",
            {"move": {"type": "draw"}},
            content_type="application/json",
            HTTP_AUTHORIZATION=f"Token {keys[seq % 2]}",
            HTTP_IF_MATCH=f'"{seq}"',
        )
        assert response.status_code == 201, response.content
        seq += 1

    def get(path: str) -> Callable[[], None]:
        def run() -> None:
            response = client.get(path, HTTP_AUTHORIZATION=f"Token {keys[seq % 2]}")
            assert response.status_code == 200, response.content

        return run

    requests = {
        "GET me/": get("/api/v1/me/"),
        "GET games/{id}/": get(f"/api/v1/games/{game.pk}/"),
        "POST games/{id}/moves/": post,
    }
    for name, request in requests.items():
        for _ in range(20):  # warm
            request()
        with statements() as seen:
            request()
        print(f"\n{name}: {len(seen)} statements, {sum(t for t, _ in seen):.2f} ms in SQL")
        for took, sql in seen:
            print(f"  {took:6.2f} ms  {sql[:150]}")
        samples, cpu = [], []
        for _ in range(args.moves):
            t0, c0 = time.perf_counter(), time.process_time()
            request()
            samples.append((time.perf_counter() - t0) * 1e3)
            cpu.append((time.process_time() - c0) * 1e3)
        samples.sort()
        print(
            f"  in-process: p50 {statistics.median(samples):.2f} ms, "
            f"p99 {samples[int(len(samples) * 0.99) - 1]:.2f} ms (n={len(samples)}); "
            f"this process's CPU p50 {statistics.median(cpu):.2f} ms"
        )
    which = os.environ.get("PROFILE_REQUEST", "POST games/{id}/moves/")
    profile = cProfile.Profile(time.process_time)
    profile.enable()
    for _ in range(args.moves):
        requests[which]()
    profile.disable()
    print(f"\nProfile of {args.moves} {which} (this process's CPU time, cumulative):")
    pstats.Stats(profile).sort_stats("cumulative").print_stats(args.top)
    if os.environ.get("PROFILE_OUT"):
        profile.dump_stats(os.environ["PROFILE_OUT"])
    from django.db import connections

    connections.close_all()
    DB.finish()


if __name__ == "__main__":
    main()
