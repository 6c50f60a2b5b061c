"""Prefer: respond-async -> a Submission applied by a real Celery worker over Redis.

With the worker stopped the submission waits (pending) and nothing is lost; a worker that
starts later applies it.
"""

from __future__ import annotations

import pytest

from games.models import Event, Submission
from tests.integration.helpers import start_game

pytestmark = pytest.mark.django_db(transaction=True)


def test_async_move_waits_for_a_worker_and_is_then_applied(
    make_user, client_for, celery_worker_process
):
    users = [make_user(), make_user()]
    game = start_game(users, seed=21)
    seat = game.to_act[0]
    client = client_for(users[seat])

    response = client.post(
        f"/api/v1/games/{game.pk}/moves/",
        {"move": {"type": "draw"}},
        format="json",
        HTTP_PREFER="respond-async",
        HTTP_IF_MATCH='"0"',
    )
    assert response.status_code == 202, response.content
    location = response["Location"]
    assert client.get(location).json()["status"] == "pending"
    assert Submission.objects.get().status == Submission.Status.PENDING
    assert not Event.objects.filter(game=game).exists()

    celery_worker_process.start()
    applied = celery_worker_process.wait_for(
        lambda: Submission.objects.get().status != Submission.Status.PENDING
    )
    assert applied, "the worker applied the waiting submission"
    body = client.get(location).json()
    assert body["status"] == "applied" and body["event_seq"] == 1
    assert Event.objects.filter(game=game).count() == 1

    other = client_for(users[1 - seat])
    stale = other.post(
        f"/api/v1/games/{game.pk}/moves/",
        {"text": "draw"},
        format="json",
        HTTP_PREFER="respond-async",
        HTTP_IF_MATCH='"0"',
    )
    assert stale.status_code == 202
    assert celery_worker_process.wait_for(
        lambda: Submission.objects.filter(status=Submission.Status.REJECTED).exists()
    )
    rejected = other.get(stale["Location"]).json()
    assert rejected["code"] == "E_STALE_SEQ" and "moved on" in rejected["reason"]
