"""A move POST needs If-Match or Idempotency-Key (428 otherwise), so a retry never applies twice.

Before, 50 identical concurrent POSTs without either header applied a legal move three times.
"""

from __future__ import annotations

import json
import threading

import pytest
from django.db import connection
from rest_framework.test import APIClient

from accounts.services import token_create
from games.models import Event, Submission
from tests.integration.helpers import start_game

CLIENTS = 50


def race(key: str, game_id: int, headers: dict[str, str]) -> list[tuple[int, bytes]]:
    """CLIENTS threads post the same draw at the same moment; their (status, body)s."""
    answers: list[tuple[int, bytes]] = []
    lock, barrier = threading.Lock(), threading.Barrier(CLIENTS)

    def post() -> None:
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
        try:
            barrier.wait(timeout=60)
            response = client.post(
                f"/api/v1/games/{game_id}/moves/",
                {"move": {"type": "draw"}},
                format="json",
                **headers,
            )
            with lock:
                answers.append((response.status_code, response.content))
        finally:
            connection.close()

    threads = [threading.Thread(target=post) for _ in range(CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers


@pytest.fixture
def mover(make_user):
    users = [make_user("ada"), make_user("bob")]
    game = start_game(users, seed=11, limit=60)
    return game, token_create(user=users[game.to_act[0]])[1]


@pytest.mark.django_db
@pytest.mark.parametrize("headers", [{}, {"HTTP_IF_MATCH": "*"}, {"HTTP_IDEMPOTENCY_KEY": ""}])
@pytest.mark.parametrize("prefer", [None, "respond-async"])
def test_a_move_without_either_header_is_428_and_changes_nothing(mover, headers, prefer):
    game, key = mover
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    if prefer:
        headers = {**headers, "HTTP_PREFER": prefer}
    response = client.post(
        f"/api/v1/games/{game.pk}/moves/", {"move": {"type": "draw"}}, format="json", **headers
    )
    assert response.status_code == 428 and response["Content-Type"] == "application/problem+json"
    body = response.json()
    assert body["code"] == "E_PRECONDITION_REQUIRED"
    assert "If-Match" in body["detail"] and "Idempotency-Key" in body["detail"]
    assert not Event.objects.exists() and not Submission.objects.exists()


@pytest.mark.django_db(transaction=True)
def test_fifty_identical_posts_without_a_header_apply_nothing(mover):
    game, key = mover
    answers = race(key, game.pk, {})
    assert {status for status, _ in answers} == {428}
    assert not Event.objects.filter(game=game).exists()


@pytest.mark.django_db(transaction=True)
def test_fifty_identical_posts_with_one_idempotency_key_apply_once(mover):
    game, key = mover
    answers = race(key, game.pk, {"HTTP_IDEMPOTENCY_KEY": "draw-once"})
    assert Event.objects.filter(game=game).count() == 1
    assert {status for status, _ in answers} == {201}
    bodies = [json.loads(body) for _, body in answers]
    assert all(body == bodies[0] for body in bodies), "every retry gets the first answer"


@pytest.mark.django_db(transaction=True)
def test_fifty_identical_posts_with_if_match_apply_once(mover):
    game, key = mover
    answers = race(key, game.pk, {"HTTP_IF_MATCH": f'"{game.head_seq}"'})
    assert Event.objects.filter(game=game).count() == 1
    statuses = sorted(status for status, _ in answers)
    assert statuses == [201] + [409] * (CLIENTS - 1), "the others are told the game moved on"
