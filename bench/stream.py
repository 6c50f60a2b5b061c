"""Live stream fan-out: delivery latency and memory per connection under uvicorn.

Starts SERVERS uvicorn processes (ASGI, as in production) on 127.0.0.1 against PostgreSQL,
opens CLIENTS concurrent stream connections to one game (spread over the servers, seats
and spectators mixed), then makes MOVES moves from this process. For every (client, move)
it measures the time from the move's commit to the client reading its message, and the
servers' resident memory before and after the connections opened.

    .venv/bin/python bench/stream.py [--clients 200] [--moves 20] [--servers 1]
Figures only; nothing is asserted. Its own database and ports (bench/where.py: BENCH_PG,
BENCH_DB, BENCH_PORT), so it runs beside the test suite or another bench.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.where import database, ports  # noqa: E402

DB = database("stream")
PORTS: list[int] = []  # one per server, chosen in main()
ENV = {
    **os.environ,
    "DATABASE_URL": DB.url,
    "EXTRA_ENGINE_MODULES": "tests.support.tiny_game",
    "THROTTLE_USER": "1000000/min",
    "THROTTLE_ANON": "1000000/min",
    "DJANGO_SETTINGS_MODULE": "config.settings",
    "LOG_LEVEL": "ERROR",
}


def prepare() -> tuple[int, list[object], list[str]]:
    DB.recreate()
    os.environ.update(ENV)
    import django

    django.setup()
    from accounts.services import token_create, user_register
    from games.services.lifecycle import game_create, game_join

    users = [
        user_register(username=name, email=f"{name}@example.test", password="bench-password-1")
        for name in ("anna", "ben", "cleo")
    ]
    game = game_create(user=users[0], engine="twenty-one", players=2, seed=7)
    game_join(game_id=game.pk, user=users[1])
    keys = [token_create(user=u, scopes=["read"])[1] for u in users]
    return game.pk, users[:2], keys


def make_moves(game_id: int, users: list[object], count: int) -> dict[int, float]:
    """Moves (draws first, so the game lasts); returns seq -> commit time (time.time)."""
    from games.engines.core import get_engine
    from games.models import Game
    from games.services.moves import game_move_submit

    engine, rng, committed = get_engine("twenty-one"), random.Random(1), {}
    for _ in range(count):
        game = Game.objects.get(pk=game_id)
        if game.status != Game.Status.ACTIVE:
            break
        seat = game.to_act[0]
        legal = engine.legal_moves(game.head_state, seat)
        draws = [m for m in legal if m["type"] == "draw"]
        event = game_move_submit(game_id=game_id, user=users[seat], move=rng.choice(draws or legal))
        committed[event.seq] = time.time()
        time.sleep(0.05)
    return committed


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


async def follow(
    client: httpx.AsyncClient, url: str, key: str, moves: int, ready: asyncio.Event
) -> dict[int, float]:
    seen: dict[int, float] = {}
    headers = {"Authorization": f"Token {key}"}
    async with client.stream("GET", url, headers=headers) as response:
        async for line in response.aiter_lines():
            if line.startswith(": connected"):
                ready.set()
            elif line.startswith("id: "):
                seen[int(line[4:])] = time.time()
                if len(seen) == moves:
                    break
    return seen


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


async def run(
    args: argparse.Namespace, game_id: int, users: list[object], keys: list[str], pids: list[int]
) -> None:
    limits = httpx.Limits(max_connections=args.clients + 10, max_keepalive_connections=0)
    async with httpx.AsyncClient(limits=limits, timeout=httpx.Timeout(120)) as client:
        for n in range(args.servers):  # warm up: first request imports engines, opens LISTEN
            warm = asyncio.Event()
            url = f"http://127.0.0.1:{PORTS[n]}/api/v1/games/{game_id}/stream/"
            task = asyncio.create_task(follow(client, url, keys[0], args.moves, warm))
            await warm.wait()
            task.cancel()
        await asyncio.sleep(1)
        before = sum(rss_kib(p) for p in pids)
        ready = [asyncio.Event() for _ in range(args.clients)]
        started = time.perf_counter()
        tasks = [
            asyncio.create_task(
                follow(
                    client,
                    f"http://127.0.0.1:{PORTS[i % args.servers]}/api/v1/games/{game_id}/stream/",
                    keys[i % len(keys)],
                    args.moves,
                    ready[i],
                )
            )
            for i in range(args.clients)
        ]
        await asyncio.gather(*(r.wait() for r in ready))
        connect_time = time.perf_counter() - started
        await asyncio.sleep(1)
        after = sum(rss_kib(p) for p in pids)
        committed = await asyncio.to_thread(make_moves, game_id, users, args.moves)
        received = await asyncio.wait_for(asyncio.gather(*tasks), 300)
    latencies = [
        (seen[seq] - at) * 1000 for seen in received for seq, at in committed.items() if seq in seen
    ]
    missing = sum(1 for seen in received for seq in committed if seq not in seen)
    print(f"clients={args.clients} servers={args.servers} moves={len(committed)}")
    print(f"all connected in {connect_time:.2f} s")
    print(
        f"delivery latency (commit -> client read): n={len(latencies)} "
        f"p50={statistics.median(latencies):.1f} ms  p99={percentile(latencies, 0.99):.1f} ms  "
        f"max={max(latencies):.1f} ms  missing={missing}"
    )
    print(
        f"server RSS {before / 1024:.1f} MiB -> {after / 1024:.1f} MiB: "
        f"{(after - before) / args.clients:.1f} KiB per connection"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--clients", type=int, default=200)
    parser.add_argument("--moves", type=int, default=20)
    parser.add_argument("--servers", type=int, default=1)
    args = parser.parse_args()
    PORTS[:] = ports(args.servers)
    game_id, users, keys = prepare()
    servers = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "uvicorn",
                "config.asgi:application",
                "--port",
                str(PORTS[n]),
                "--log-level",
                "warning",
                "--no-access-log",
                "--timeout-graceful-shutdown",
                "1",
            ],
            cwd=ROOT,
            env=ENV,
        )
        for n in range(args.servers)
    ]
    try:
        for n in range(args.servers):
            for _ in range(150):
                try:
                    httpx.get(f"http://127.0.0.1:{PORTS[n]}/api/v1/games/0/stream/")
                    break
                except httpx.HTTPError:
                    time.sleep(0.2)
        asyncio.run(run(args, game_id, users, keys, [s.pid for s in servers]))
    finally:
        for server in servers:
            server.terminate()
        for server in servers:
            try:
                server.wait(timeout=5)
            except subprocess.TimeoutExpired:
                server.kill()
        from django.db import connections

        connections.close_all()
        DB.finish()


if __name__ == "__main__":
    main()
