"""200 concurrent stream clients on one game, served by two web processes, get every event.

Moves are made in the test process; each web process learns of them through PostgreSQL
LISTEN/NOTIFY and fans them out to its own clients.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import random

import httpx
from django.db import connection

from accounts.services import token_create
from tests.integration.helpers import play, start_game

CLIENTS = 200
MOVES = 5


async def follow(
    client: httpx.AsyncClient, url: str, headers: dict[str, str], connected: asyncio.Event
) -> list[int]:
    seqs: list[int] = []
    async with client.stream("GET", url, headers=headers) as response:
        assert response.status_code == 200
        async for line in response.aiter_lines():
            if line.startswith(": connected"):
                connected.set()
            elif line.startswith("id: "):
                seqs.append(int(line[4:]))
                if len(seqs) == MOVES:
                    return seqs
    return seqs


def test_two_hundred_clients_on_two_processes_get_every_event(make_user, asgi_server):
    bases = [asgi_server(), asgi_server(fresh=True)]
    anna, ben, cleo = make_user("anna"), make_user("ben"), make_user("cleo")
    game = start_game([anna, ben])
    headers = [
        {"Authorization": f"Token {token_create(user=u, scopes=['read'])[1]}"}
        for u in (anna, ben, cleo)
    ]

    def make_moves() -> None:
        try:
            play(game, [anna, ben], MOVES, rng=random.Random(4))
        finally:
            connection.close()

    async def main() -> list[list[int]]:
        limits = httpx.Limits(max_connections=CLIENTS + 10, max_keepalive_connections=0)
        timeout = httpx.Timeout(60)
        async with httpx.AsyncClient(limits=limits, timeout=timeout) as client:
            connected = [asyncio.Event() for _ in range(CLIENTS)]
            tasks = [
                asyncio.create_task(
                    follow(
                        client,
                        f"{bases[i % 2]}/api/v1/games/{game.pk}/stream/",
                        headers[i % 3],
                        connected[i],
                    )
                )
                for i in range(CLIENTS)
            ]
            await asyncio.wait_for(asyncio.gather(*(c.wait() for c in connected)), 60)
            await asyncio.to_thread(make_moves)
            return list(await asyncio.wait_for(asyncio.gather(*tasks), 120))

    # A fresh thread: an earlier browser test in this worker may leave its loop marked running.
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        received = pool.submit(asyncio.run, main()).result()
    assert len(received) == CLIENTS
    assert all(seqs == list(range(1, MOVES + 1)) for seqs in received)
