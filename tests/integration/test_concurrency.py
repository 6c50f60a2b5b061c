"""50 clients submit moves to one game at once on real PostgreSQL.

Exactly one move per position applies (in order), every other attempt at that position gets
409, and the event seqs are 1..n with no gap or double.
"""

from __future__ import annotations

import threading
from collections import Counter

import pytest
from django.db import connection
from rest_framework.test import APIClient

from accounts.services import token_create
from games.models import Event, Game
from tests.integration.helpers import start_game

pytestmark = pytest.mark.django_db(transaction=True)
# A client whose read came after the turn passed sees no legal move and does not post.
CLIENTS = 50
ROUNDS = 6


def test_fifty_clients_one_game(make_user):
    users = [make_user(), make_user()]
    game = start_game(users, seed=11, limit=60)
    keys = [token_create(user=u)[1] for u in users]
    statuses: Counter[int] = Counter()
    lock = threading.Lock()
    barrier = threading.Barrier(CLIENTS)

    def client_loop(number: int) -> None:
        client = APIClient()
        seat = number % 2
        client.credentials(HTTP_AUTHORIZATION=f"Token {keys[seat]}")
        try:
            for _ in range(ROUNDS):
                barrier.wait(timeout=60)
                body = client.get(f"/api/v1/games/{game.pk}/legal-moves/").json()
                if body["moves"]:
                    move = next((m for m in body["moves"] if m["type"] == "draw"), body["moves"][0])
                    response = client.post(
                        f"/api/v1/games/{game.pk}/moves/",
                        {"move": move},
                        format="json",
                        HTTP_IF_MATCH=f'"{body["seq"]}"',
                    )
                    with lock:
                        statuses[response.status_code] += 1
                barrier.wait(timeout=60)
        finally:
            connection.close()

    threads = [threading.Thread(target=client_loop, args=(n,)) for n in range(CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    game.refresh_from_db()
    print(f"\n50 clients x {ROUNDS} rounds: statuses {dict(statuses)}")
    seqs = list(Event.objects.filter(game=game).order_by("seq").values_list("seq", flat=True))
    assert seqs == list(range(1, len(seqs) + 1)), "no seq skipped or doubled"
    assert statuses[201] == len(seqs) >= ROUNDS or game.status == Game.Status.FINISHED
    from games.services.replay import replay_full

    assert replay_full(game) == game.head_state, "the applied moves replay in order"
    assert set(statuses) <= {201, 409}
    # Every losing racer of a position was told 409; how many raced depends on timing.
    assert statuses[409] == sum(statuses.values()) - statuses[201]
    assert statuses[409] >= ROUNDS, "each position had several racers"
