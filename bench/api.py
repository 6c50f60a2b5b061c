"""Move POST latency against authenticated GETs, one server (issue 20's bar).

Starts uvicorn (ASGI, as in production) on 127.0.0.1 against PostgreSQL, then drives it
with CLIENTS threads, each at its own game of the test engine, the two players' tokens
alternating: every round is GET me/, GET games/{id}/ (the game as the mover reads it, no
If-None-Match), then POST games/{id}/moves/ (If-Match) by the same user, interleaved so
that the three see the same load of a shared machine.

    .venv/bin/python bench/api.py [--requests 2000] [--clients 4] [--runs 1]
Figures only; nothing is asserted. Goal (issue 20): move POST <= 1.5x an authenticated GET
at p50 and p99, with pooled connections (DATABASE_POOL=true, as in production; false to
compare). Also printed: the SQL statements each request runs (counted in-process on a game
of its own, COMMIT included) and the load average. With --runs N, N measurements on the
same warm server and their medians. Its own database and port (bench/where.py: BENCH_PG,
BENCH_DB, BENCH_PORT), so it runs beside the test suite or another bench. See
bench/README.md.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.where import database, port  # noqa: E402

ME, GAME, MOVE = "GET me/", "GET games/{id}/", "POST games/{id}/moves/"
NAMES = (ME, GAME, MOVE)
DB = database("api")
PORT = port()
ENV = {
    **os.environ,
    "DATABASE_URL": DB.url,
    "EXTRA_ENGINE_MODULES": "tests.support.tiny_game",
    "THROTTLE_USER": "1000000/min",
    "THROTTLE_ANON": "1000000/min",
    "DJANGO_SETTINGS_MODULE": "config.settings",
    "DATABASE_POOL": os.environ.get("DATABASE_POOL", "true"),  # as in production
    "ALLOWED_HOSTS": "testserver,127.0.0.1,localhost",
}
Samples = dict[str, list[float]]


def prepare(games: int) -> list[tuple[int, list[str]]]:
    DB.recreate()
    os.environ.update(ENV)
    import django

    django.setup()
    from accounts.services import token_create, user_register
    from games.services.lifecycle import game_create, game_join

    anna = user_register(username="anna", email="a@example.test", password="bench-password-1")
    ben = user_register(username="ben", email="b@example.test", password="bench-password-1")
    keys = [token_create(user=anna)[1], token_create(user=ben)[1]]
    tables = []
    for number in range(games):
        game = game_create(
            user=anna,
            engine="twenty-one",
            players=2,
            seed=number,
            options={"limit": 1_000_000, "copies": 200},
            time_control={"kind": "none"},
        )
        game_join(game_id=game.pk, user=ben)
        tables.append((game.pk, keys))
    return tables


def statements(game_id: int, keys: list[str]) -> dict[str, int]:
    """The SQL statements each request runs (BEGIN and COMMIT included), in-process, warm."""
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    client = Client()
    auth = {"HTTP_AUTHORIZATION": f"Token {keys[0]}"}
    calls: dict[str, Callable[[], object]] = {
        ME: lambda: client.get("/api/v1/me/", **auth),
        GAME: lambda: client.get(f"/api/v1/games/{game_id}/", **auth),
        MOVE: lambda: client.post(
            f"/api/v1/games/{game_id}/moves/",
            {"move": {"type": "draw"}},
            content_type="application/json",
            HTTP_IF_MATCH='"0"',
            **auth,
        ),
    }
    counts = {}
    for name, call in calls.items():
        if name != MOVE:
            call()  # warm (the move only once: it changes the game)
        with CaptureQueriesContext(connection) as seen:
            response = call()
        assert getattr(response, "status_code", 0) in (200, 201), response
        counts[name] = len(seen.captured_queries)
        if os.environ.get("BENCH_SHOW_SQL"):
            print(name, *(q["sql"][:100] for q in seen.captured_queries), sep="\n  ")
    connection.close()
    return counts


def run(
    clients: int, per_client: int, work: Callable[[httpx.Client, int, int], Samples]
) -> Samples:
    samples: Samples = {name: [] for name in NAMES}
    lock = threading.Lock()

    def loop(number: int) -> None:
        with httpx.Client(base_url=f"http://127.0.0.1:{PORT}/api/v1", timeout=30) as http:
            mine = work(http, number, per_client)
            with lock:
                for name in NAMES:
                    samples[name].extend(mine[name])

    threads = [threading.Thread(target=loop, args=(n,)) for n in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return samples


def percentiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    return statistics.median(ordered), ordered[max(0, int(len(ordered) * 0.99) - 1)]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=2000, help="of each kind, per run")
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args()
    tables = prepare(args.clients + 1)
    counts = statements(*tables.pop())
    per_client = args.requests // args.clients
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "uvicorn",
            "config.asgi:application",
            "--port",
            str(PORT),
            "--log-level",
            "warning",
        ],
        cwd=ROOT,
        env=ENV,
    )
    played = [0] * args.clients  # each game's head: the next move's If-Match

    def rounds(http: httpx.Client, number: int, count: int) -> Samples:
        game_id, keys = tables[number]
        out: Samples = {name: [] for name in NAMES}
        for _ in range(count):
            seq = played[number]
            token = {"Authorization": f"Token {keys[seq % 2]}"}
            for name, method, path, extra in (
                (ME, "GET", "/me/", {}),
                (GAME, "GET", f"/games/{game_id}/", {}),
                (MOVE, "POST", f"/games/{game_id}/moves/", {"If-Match": f'"{seq}"'}),
            ):
                body = {"move": {"type": "draw"}} if method == "POST" else None
                t0 = time.perf_counter()
                response = http.request(method, path, json=body, headers={**token, **extra})
                out[name].append((time.perf_counter() - t0) * 1e3)
                assert response.status_code in (200, 201), response.text
            played[number] += 1
        return out

    try:
        for _ in range(100):
            try:
                httpx.get(f"http://127.0.0.1:{PORT}/api/v1/schema/", timeout=1)
                break
            except httpx.HTTPError:
                time.sleep(0.2)
        run(args.clients, 20, rounds)  # warm up
        print(
            f"{args.clients} clients, {per_client * args.clients} requests of each kind per run, "
            f"DATABASE_POOL={ENV['DATABASE_POOL']}; statements: "
            + ", ".join(f"{name} {counts[name]}" for name in NAMES)
        )
        figures: dict[str, list[tuple[float, float]]] = {name: [] for name in NAMES}
        for number in range(args.runs):
            load = os.getloadavg()[0]
            samples = run(args.clients, per_client, rounds)
            line = [f"run {number + 1}: load {load:.1f}-{os.getloadavg()[0]:.1f}"]
            for name in NAMES:
                figures[name].append(percentiles(samples[name]))
                p50, p99 = figures[name][-1]
                line.append(f"{name} {p50:.1f}/{p99:.1f}")
            print("  ".join(line) + "  (p50/p99 ms)")
        medians = {
            name: tuple(statistics.median(f[i] for f in figures[name]) for i in (0, 1))
            for name in NAMES
        }
        print(f"median of {args.runs} run(s):")
        for name in NAMES:
            p50, p99 = medians[name]
            print(
                f"  {name:24s} p50={p50:7.2f} ms  p99={p99:7.2f} ms  {counts[name]:2d} statements"
            )
        for get in (GAME, ME):
            ratios = [
                (move[0] / read[0], move[1] / read[1])
                for move, read in zip(figures[MOVE], figures[get], strict=True)
            ]
            print(
                f"move POST / {get}: p50 {statistics.median(r[0] for r in ratios):.2f}x, "
                f"p99 {statistics.median(r[1] for r in ratios):.2f}x "
                "(median of the runs' ratios; goal <= 1.5x)"
            )
    finally:
        server.terminate()
        server.wait(timeout=30)
        from django.db import connections

        connections.close_all()
        DB.finish()


if __name__ == "__main__":
    main()
