"""Move POST latency and throughput against a bare authenticated GET of me/, one server.

Starts uvicorn (ASGI, as in production) on 127.0.0.1 against PostgreSQL, then drives it
with CLIENTS threads: first GET me/, then POST moves (each thread plays its own game of
the test engine, alternating the two players' tokens, with If-Match).

    .venv/bin/python bench/api.py [--requests 2000] [--clients 4]
Figures only; nothing is asserted. Goal (issue 20): move POST <= 1.5x the GET at p50 and
p99, with pooled connections (DATABASE_POOL=true, as in production; false to compare).
Its own database and port (bench/where.py: BENCH_PG, BENCH_DB, BENCH_PORT), so it runs
beside the test suite or another bench.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.where import database, port  # noqa: E402

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
}


def prepare(clients: int) -> list[tuple[int, list[str]]]:
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
    for number in range(clients):
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


def run(clients: int, per_client: int, work) -> tuple[list[float], float]:
    samples: list[float] = []
    lock = threading.Lock()

    def loop(number: int) -> None:
        with httpx.Client(base_url=f"http://127.0.0.1:{PORT}/api/v1", timeout=30) as http:
            mine = work(http, number, per_client)
            with lock:
                samples.extend(mine)

    started = time.perf_counter()
    threads = [threading.Thread(target=loop, args=(n,)) for n in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return samples, time.perf_counter() - started


def report(name: str, samples: list[float], elapsed: float) -> tuple[float, float]:
    samples.sort()
    p50 = statistics.median(samples)
    p99 = samples[int(len(samples) * 0.99) - 1]
    print(
        f"{name:24s} n={len(samples):6d}  p50={p50:7.2f} ms  p99={p99:7.2f} ms  "
        f"throughput={len(samples) / elapsed:7.0f} req/s"
    )
    return p50, p99


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--clients", type=int, default=4)
    args = parser.parse_args()
    tables = prepare(args.clients)
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
    try:
        for _ in range(100):
            try:
                httpx.get(f"http://127.0.0.1:{PORT}/api/v1/schema/", timeout=1)
                break
            except httpx.HTTPError:
                time.sleep(0.2)

        def get_me(http: httpx.Client, number: int, count: int) -> list[float]:
            headers = {"Authorization": f"Token {tables[number][1][0]}"}
            out = []
            for _ in range(count):
                t0 = time.perf_counter()
                assert http.get("/me/", headers=headers).status_code == 200
                out.append((time.perf_counter() - t0) * 1e3)
            return out

        def post_moves(http: httpx.Client, number: int, count: int) -> list[float]:
            game_id, keys = tables[number]
            out = []
            for seq in range(count):
                headers = {"Authorization": f"Token {keys[seq % 2]}", "If-Match": f'"{seq}"'}
                t0 = time.perf_counter()
                response = http.post(
                    f"/games/{game_id}/moves/", json={"move": {"type": "draw"}}, headers=headers
                )
                out.append((time.perf_counter() - t0) * 1e3)
                assert response.status_code == 201, response.text
            return out

        run(args.clients, 20, get_me)  # warm up
        get_p50, get_p99 = report("GET me/", *run(args.clients, per_client, get_me))
        move = report("POST games/{id}/moves/", *run(args.clients, per_client, post_moves))
        print(
            f"move POST / GET: p50 {move[0] / get_p50:.2f}x, p99 {move[1] / get_p99:.2f}x "
            f"(goal <= 1.5x; DATABASE_POOL={ENV['DATABASE_POOL']})"
        )
    finally:
        server.terminate()
        server.wait(timeout=30)
        from django.db import connections

        connections.close_all()
        DB.finish()


if __name__ == "__main__":
    main()
