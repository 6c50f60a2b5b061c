"""Bad input gets a clear problem+json answer with a stable code and changes nothing; never a 500.

Each case here was a 500 or a silent wrong answer before (issue 18, "Bad input").
"""

from __future__ import annotations

import base64
import json

import pytest

from config.parsers import MAX_DEPTH
from games.models import Game
from tests.integration.helpers import play, start_game

pytestmark = pytest.mark.django_db

PROBLEM = "application/problem+json"


def problem(response, status: int, code: str) -> dict:
    assert response.status_code == status, response.content
    assert response["Content-Type"] == PROBLEM
    body = response.json()
    assert body["status"] == status and body["code"] == code, body
    assert body["detail"] and body["title"]
    return body


@pytest.fixture
def anna(make_user, client_for):
    user = make_user("anna")
    return user, client_for(user)


def test_a_body_over_the_limit_is_413_and_the_server_stays_healthy(anna, settings):
    _, api = anna
    big = json.dumps({"engine": "x" * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 1), "players": 2})
    problem(
        api.post("/api/v1/games/", big, content_type="application/json"),
        413,
        "E_PAYLOAD_TOO_LARGE",
    )
    assert not Game.objects.exists()
    assert api.get("/api/v1/games/").status_code == 200


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 5000, 100_000])
def test_json_nested_too_deep_is_400(anna, depth):
    _, api = anna
    deep = "[" * depth + "]" * depth
    body = problem(
        api.post("/api/v1/games/", deep, content_type="application/json"),
        400,
        "E_MALFORMED_REQUEST",
    )
    assert str(MAX_DEPTH) in body["detail"]
    nested = json.dumps({"engine": "twenty-one", "players": 2, "options": {"a": [[[[1]]]]}})
    assert api.post("/api/v1/games/", nested, content_type="application/json").status_code == 400


def test_only_json_bodies_are_read(anna):
    """A multipart PATCH of a nested profile used to answer 200 and change nothing."""
    _, api = anna
    before = api.get("/api/v1/me/").json()["profile"]["timezone"]
    for content_type, body in (
        ("multipart/form-data; boundary=xx", '--xx\r\nContent-Disposition: form-data; name="x"'),
        ("application/x-www-form-urlencoded", "profile.timezone=Europe/Berlin"),
    ):
        problem(
            api.generic("PATCH", "/api/v1/me/", body, content_type=content_type),
            415,
            "E_UNSUPPORTED_MEDIA_TYPE",
        )
    assert api.get("/api/v1/me/").json()["profile"]["timezone"] == before
    changed = api.patch("/api/v1/me/", {"profile": {"timezone": "Europe/Berlin"}}, format="json")
    assert changed.status_code == 200 and changed.json()["profile"]["timezone"] == "Europe/Berlin"


@pytest.mark.parametrize(
    "path", ["pause/", "resume/", "rounds/extend/", "tables/1/adjudicate/", "next-season/"]
)
def test_tournament_actions_in_the_wrong_state_are_409(make_user, client_for, path):
    organiser = client_for(make_user("org"), scopes=["read", "organise"])
    created = organiser.post(
        "/api/v1/tournaments/",
        {"name": "Cup", "engine": "twenty-one", "kind": "swiss", "config": {"rounds": 1}},
        format="json",
    )
    assert created.status_code == 201, created.content
    tid = created.json()["id"]
    body = {"rounds/extend/": {"seconds": 60}, "tables/1/adjudicate/": {"void": True}}.get(path, {})
    answer = organiser.post(f"/api/v1/tournaments/{tid}/{path}", body, format="json")
    problem(answer, 409, "E_TOURNAMENT_STATE")
    assert organiser.get(f"/api/v1/tournaments/{tid}/").json()["status"] == "registration"


def test_the_event_history_is_paginated(make_user, client_for):
    """It used to stop silently at 1,000 events."""
    users = [make_user("ada"), make_user("bob")]
    game = play(start_game(users), users, moves=7)
    api = client_for(users[0])
    url = f"/api/v1/games/{game.pk}/events/?page_size=3"
    seqs, pages = [], 0
    while url:
        page = api.get(url)
        assert page.status_code == 200 and page["ETag"] == f'"{game.head_seq}"'
        body = page.json()
        seqs += [e["seq"] for e in body["results"]]
        url, pages = body["next"], pages + 1
    assert seqs == list(range(1, game.head_seq + 1)) and pages == -(-game.head_seq // 3)
    tail = api.get(f"/api/v1/games/{game.pk}/events/?after={game.head_seq - 1}").json()
    assert [e["seq"] for e in tail["results"]] == [game.head_seq] and tail["next"] is None


@pytest.mark.parametrize(
    "query",
    ["after=null", "after=-1", "after=1.5", "after=%C2%B2", "page_size=null", "page_size=0"],
)
def test_malformed_query_parameters_are_400(make_user, client_for, query):
    users = [make_user("ada"), make_user("bob")]
    game = start_game(users)
    api = client_for(users[0])
    name = query.split("=")[0]
    body = problem(api.get(f"/api/v1/games/{game.pk}/events/?{query}"), 400, "E_VALIDATION")
    assert name in body["errors"]
    if name == "page_size":
        for path in ("games/", "tournaments/", "webhooks/"):
            problem(api.get(f"/api/v1/{path}?{query}"), 400, "E_VALIDATION")
    else:
        stream = api.get(f"/api/v1/games/{game.pk}/stream/?{query}")
        problem(stream, 400, "E_VALIDATION")


def test_cursors_this_server_did_not_give_out_are_400(anna):
    _, api = anna
    forged = base64.b64encode(b"p=abc").decode()
    for cursor in ("garbage", forged):
        problem(api.get(f"/api/v1/games/?cursor={cursor}"), 400, "E_VALIDATION")


def test_a_vacation_that_does_not_exist_is_404(anna):
    _, api = anna
    for start in ("0", "2031-02-30", "2031-02-03"):
        problem(api.delete(f"/api/v1/me/vacations/{start}/"), 404, "E_VACATION_NOT_FOUND")


def test_standings_of_a_malformed_round_are_400(make_user, client_for):
    organiser = client_for(make_user("org"), scopes=["read", "organise"])
    tid = organiser.post(
        "/api/v1/tournaments/",
        {"name": "Cup", "engine": "twenty-one", "kind": "swiss", "config": {"rounds": 1}},
        format="json",
    ).json()["id"]
    problem(organiser.get(f"/api/v1/tournaments/{tid}/standings/?round=x"), 400, "E_VALIDATION")
