"""Idempotency-Key: the same POST ten times -> one event and ten identical responses."""

from __future__ import annotations

import pytest

from games.models import Event

pytestmark = pytest.mark.django_db


def test_ten_retries_one_event_identical_responses(make_user, client_for):
    anna, ben = make_user("anna"), make_user("ben")
    a, b = client_for(anna), client_for(ben)
    game_id = a.post(
        "/api/v1/games/", {"engine": "twenty-one", "players": 2}, format="json"
    ).json()["id"]
    b.post(f"/api/v1/games/{game_id}/join/")
    to_act = a.get(f"/api/v1/games/{game_id}/").json()["to_act"][0]
    client = (a, b)[to_act]
    responses = [
        client.post(
            f"/api/v1/games/{game_id}/moves/",
            {"move": {"type": "draw"}},
            format="json",
            HTTP_IDEMPOTENCY_KEY="move-1",
        )
        for _ in range(10)
    ]
    assert Event.objects.filter(game_id=game_id).count() == 1
    assert {r.status_code for r in responses} == {201}
    assert all(r.json() == responses[0].json() for r in responses)
    assert all(r["ETag"] == '"1"' for r in responses)
    reused = client.post(
        f"/api/v1/games/{game_id}/moves/",
        {"text": "draw"},
        format="json",
        HTTP_IDEMPOTENCY_KEY="move-1",
    )
    assert reused.status_code == 422 and reused.json()["code"] == "E_IDEMPOTENCY_KEY_REUSED"


def test_a_refusal_is_replayed_too(make_user, client_for):
    anna, ben = make_user("anna"), make_user("ben")
    a, b = client_for(anna), client_for(ben)
    game_id = a.post(
        "/api/v1/games/", {"engine": "twenty-one", "players": 2}, format="json"
    ).json()["id"]
    b.post(f"/api/v1/games/{game_id}/join/")
    first = a.post(
        f"/api/v1/games/{game_id}/moves/",
        {"move": {"type": "play", "card": 77}},
        format="json",
        HTTP_IDEMPOTENCY_KEY="k",
    )
    second = a.post(
        f"/api/v1/games/{game_id}/moves/",
        {"move": {"type": "play", "card": 77}},
        format="json",
        HTTP_IDEMPOTENCY_KEY="k",
    )
    assert first.status_code == second.status_code and first.json() == second.json()
    assert Event.objects.filter(game_id=game_id).count() == 0
