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


def test_an_async_move_from_someone_without_a_seat_is_refused_at_once(make_user, client_for):
    """Like the synchronous path: 403 E_NOT_YOUR_SEAT, and no Submission is stored."""
    users = [make_user(), make_user()]
    game = start_game(users, seed=21)
    stranger = client_for(make_user("stranger"))
    for body in ({"move": {"type": "draw"}}, {"text": "draw"}):
        url = f"/api/v1/games/{game.pk}/moves/"
        sync = stranger.post(url, body, format="json", HTTP_IF_MATCH='"0"')
        queued = stranger.post(
            url, body, format="json", HTTP_PREFER="respond-async", HTTP_IF_MATCH='"0"'
        )
        assert queued.status_code == sync.status_code == 403, queued.content
        assert queued["Content-Type"] == "application/problem+json"
        assert queued.json()["code"] == sync.json()["code"] == "E_NOT_YOUR_SEAT"
    assert not Submission.objects.exists()
    assert not Event.objects.filter(game=game).exists()


def test_an_async_move_at_a_game_that_is_over_is_refused_at_once(make_user, client_for):
    users = [make_user(), make_user()]
    game = start_game(users, seed=21)
    game.status = game.Status.ABORTED
    game.save(update_fields=["status"])
    client = client_for(users[0])
    queued = client.post(
        f"/api/v1/games/{game.pk}/moves/",
        {"text": "draw"},
        format="json",
        HTTP_PREFER="respond-async",
        HTTP_IDEMPOTENCY_KEY="late",
    )
    assert queued.status_code == 409 and queued.json()["code"] == "E_GAME_NOT_ACTIVE"
    assert not Submission.objects.exists()
