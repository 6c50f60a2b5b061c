"""The API contract of moves: ETag/If-Match, refusals as problem details, history redaction."""

from __future__ import annotations

import pytest

from games.models import Event, Game

pytestmark = pytest.mark.django_db


@pytest.fixture
def table(make_user, client_for):
    anna, ben = make_user("anna"), make_user("ben")
    a, b = client_for(anna), client_for(ben)
    created = a.post("/api/v1/games/", {"engine": "twenty-one", "players": 2}, format="json")
    assert created.status_code == 201, created.content
    game_id = created.json()["id"]
    joined = b.post(f"/api/v1/games/{game_id}/join/")
    assert joined.status_code == 200
    assert joined.json()["status"] == "active"
    return game_id, a, b


def mover(game_id, a, b):
    game = a.get(f"/api/v1/games/{game_id}/").json()
    return (a, b) if game["to_act"] == [0] else (b, a)


def test_a_move_applies_and_returns_the_new_state(table):
    game_id, a, b = table
    active, _ = mover(game_id, a, b)
    legal = active.get(f"/api/v1/games/{game_id}/legal-moves/").json()
    assert legal["seq"] == 0 and legal["moves"]
    response = active.post(
        f"/api/v1/games/{game_id}/moves/",
        {"move": legal["moves"][0]},
        format="json",
        HTTP_IF_MATCH='"0"',
    )
    assert response.status_code == 201, response.content
    assert response["ETag"] == '"1"'
    assert response.json()["seq"] == 1
    assert Event.objects.filter(game_id=game_id).count() == 1


def test_a_move_reads_and_writes_in_a_bounded_number_of_statements(
    table, django_assert_max_num_queries
):
    """The move POST's statements: the token (with the reader's language), lock the game
    (with whether a standing order waits), its seats (read once: the mover's seat, the
    clocks, the answer), the event, the seats' clocks and the game row in one statement,
    the event affiliation — plus the transaction's savepoint and its release."""
    game_id, a, b = table
    active, _ = mover(game_id, a, b)
    legal = active.get(f"/api/v1/games/{game_id}/legal-moves/").json()
    with django_assert_max_num_queries(7):
        response = active.post(
            f"/api/v1/games/{game_id}/moves/",
            {"move": legal["moves"][0]},
            format="json",
            HTTP_IF_MATCH='"0"',
        )
    assert response.status_code == 201, response.content
    names = [seat["username"] for seat in response.json()["game"]["seats"]]
    assert names == ["anna", "ben"]


def test_stale_if_match_is_409_and_changes_nothing(table):
    game_id, a, b = table
    active, _ = mover(game_id, a, b)
    move = active.get(f"/api/v1/games/{game_id}/legal-moves/").json()["moves"][0]
    response = active.post(
        f"/api/v1/games/{game_id}/moves/", {"move": move}, format="json", HTTP_IF_MATCH='"7"'
    )
    assert response.status_code == 409
    assert response["Content-Type"] == "application/problem+json"
    assert response.json()["code"] == "E_STALE_SEQ"
    assert Game.objects.get(pk=game_id).head_seq == 0


def test_not_your_turn_is_403(table):
    game_id, a, b = table
    _, idle = mover(game_id, a, b)
    response = idle.post(
        f"/api/v1/games/{game_id}/moves/",
        {"move": {"type": "draw"}},
        format="json",
        HTTP_IF_MATCH='"0"',
    )
    assert response.status_code == 403
    assert response.json()["code"] == "E_NOT_YOUR_TURN"


def test_illegal_move_is_422_with_the_engines_code_and_sentence(table):
    game_id, a, b = table
    active, _ = mover(game_id, a, b)
    response = active.post(
        f"/api/v1/games/{game_id}/moves/",
        {"move": {"type": "play", "card": 99}},
        format="json",
        HTTP_IF_MATCH='"0"',
    )
    assert response.status_code == 422
    body = response.json()
    assert body["code"] == "E_CARD_NOT_IN_HAND"
    assert "You hold no 99" in body["detail"]
    assert Event.objects.filter(game_id=game_id).count() == 0


def test_malformed_requests_are_problems(table):
    game_id, a, _ = table
    for payload in ({}, {"move": 3}, {"move": {"type": "draw"}, "text": "draw"}):
        response = a.post(
            f"/api/v1/games/{game_id}/moves/", payload, format="json", HTTP_IF_MATCH='"0"'
        )
        assert response.status_code == 400
        assert response.json()["code"] == "E_VALIDATION"
    response = a.post(
        f"/api/v1/games/{game_id}/moves/",
        "{not json",
        content_type="application/json",
        HTTP_IF_MATCH='"0"',
    )
    assert response.status_code == 400 and response.json()["code"] == "E_MALFORMED_REQUEST"
    assert a.delete(f"/api/v1/games/{game_id}/moves/").json()["code"] == "E_METHOD_NOT_ALLOWED"
    assert a.get("/api/v1/games/999999/").json()["code"] == "E_GAME_NOT_FOUND"
    assert a.get("/api/v1/nowhere/").json()["code"] == "E_NOT_FOUND"


def test_moves_by_text_use_the_engines_parser(table):
    game_id, a, b = table
    active, _ = mover(game_id, a, b)
    response = active.post(
        f"/api/v1/games/{game_id}/moves/",
        {"text": "  DRAW "},
        format="json",
        HTTP_IDEMPOTENCY_KEY="first",
    )
    assert response.status_code == 201
    assert response.json()["notation"] == "draw"
    bad = mover(game_id, a, b)[0].post(
        f"/api/v1/games/{game_id}/moves/",
        {"text": "fly away"},
        format="json",
        HTTP_IDEMPOTENCY_KEY="second",
    )
    assert bad.status_code == 422 and bad.json()["code"] == "E_NO_MATCHING_MOVE"


def test_history_and_views_hide_other_hands(table):
    game_id, a, b = table
    active, idle = mover(game_id, a, b)
    active.post(
        f"/api/v1/games/{game_id}/moves/",
        {"move": {"type": "draw"}},
        format="json",
        HTTP_IF_MATCH='"0"',
    )
    mine = active.get(f"/api/v1/games/{game_id}/events/").json()["results"]
    theirs = idle.get(f"/api/v1/games/{game_id}/events/").json()["results"]
    assert isinstance(mine[0]["reveals"][0]["drew"], int)
    assert theirs[0]["reveals"] == [{"drew": "a card"}]
    game = Game.objects.get(pk=game_id)
    view = idle.get(f"/api/v1/games/{game_id}/").json()
    assert "secret" not in view["view"] and "private" not in view["view"]
    seat = view["seat"]
    assert view["view"]["you"] == game.head_state["private"][seat]
    assert view["seed"] is None and len(view["seed_digest"]) == 64


def test_etag_and_if_none_match(table):
    game_id, a, _ = table
    first = a.get(f"/api/v1/games/{game_id}/")
    assert first["ETag"] == '"0"'
    assert a.get(f"/api/v1/games/{game_id}/", HTTP_IF_NONE_MATCH='"0"').status_code == 304


def test_list_filters_mine_and_my_turn(table, make_user, client_for):
    game_id, a, b = table
    active, idle = mover(game_id, a, b)
    mine = active.get("/api/v1/games/?my_turn=true").json()["results"]
    assert [g["id"] for g in mine] == [game_id]
    assert idle.get("/api/v1/games/?my_turn=true").json()["results"] == []
    stranger = client_for(make_user("carl"))
    assert stranger.get("/api/v1/games/?mine=true").json()["results"] == []
    assert [
        g["id"] for g in stranger.get("/api/v1/games/?engine=twenty-one").json()["results"]
    ] == [game_id]


def test_scopes_limit_tokens(make_user, client_for):
    reader = client_for(make_user("reader"), scopes=["read"])
    assert reader.get("/api/v1/games/").status_code == 200
    refused = reader.post("/api/v1/games/", {"engine": "twenty-one", "players": 2}, format="json")
    assert refused.status_code == 403 and refused.json()["code"] == "E_PERMISSION_DENIED"


def test_a_finished_game_publishes_its_seed(table):
    game_id, a, b = table
    for _ in range(100):
        game = a.get(f"/api/v1/games/{game_id}/").json()
        if game["status"] == "finished":
            break
        active, _ = mover(game_id, a, b)
        legal = active.get(f"/api/v1/games/{game_id}/legal-moves/").json()
        posted = active.post(
            f"/api/v1/games/{game_id}/moves/",
            {"move": legal["moves"][0]},
            format="json",
            HTTP_IF_MATCH=f'"{legal["seq"]}"',
        )
        assert posted.status_code == 201
    assert game["status"] == "finished" and game["result"]["ranks"]
    from games import seeds

    proof = game["seed_proof"]
    assert seeds.commitment(proof["secret"]) == game["seed_digest"]
    assert str(seeds.derived_seed(proof["secret"], proof["entropy"])) == game["seed"]
