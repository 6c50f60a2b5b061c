"""The live stream under a real ASGI server (uvicorn) read by a real HTTP client (httpx).

Bar: a stream client receives moves made by another player within the test, resumes after
a dropped connection with Last-Event-ID and misses nothing; the stream ends cleanly when
the game is over; token and session authentication; heartbeats.
"""

from __future__ import annotations

import random

import httpx
from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY
from django.contrib.sessions.backends.db import SessionStore

from accounts.services import token_create
from games.models import Game
from games.services.lifecycle import game_create
from tests.integration.helpers import play, start_game

from .sse import StreamReader


def token(user, scopes=None) -> dict[str, str]:
    _, key = token_create(user=user, scopes=scopes or ["read"])
    return {"Authorization": f"Token {key}"}


def session_cookie(user) -> dict[str, str]:
    session = SessionStore()
    session[SESSION_KEY] = str(user.pk)
    session[BACKEND_SESSION_KEY] = "django.contrib.auth.backends.ModelBackend"
    session[HASH_SESSION_KEY] = user.get_session_auth_hash()
    session.create()
    return {"Cookie": f"sessionid={session.session_key}"}


def move_once(game, users, rng):
    return play(game, users, 1, rng=rng)


def test_moves_arrive_live_and_resume_misses_nothing(make_user, asgi_server):
    base = asgi_server()
    anna, ben = make_user("anna"), make_user("ben")
    game = start_game([anna, ben])
    users, rng = [anna, ben], random.Random(1)
    url = f"{base}/api/v1/games/{game.pk}/stream/"
    reader = StreamReader(url, token(ben))
    assert reader.status == 200
    reader.take(0)
    for _ in range(3):
        move_once(game, users, rng)
    first = reader.take(3)
    assert [m.id for m in first] == ["1", "2", "3"]
    reader.close()  # the connection drops; play goes on
    for _ in range(3):
        move_once(game, users, rng)
    resumed = StreamReader(url, {**token(ben), "Last-Event-ID": "3"})
    replayed = resumed.take(3)
    assert [m.id for m in replayed] == ["4", "5", "6"]
    move_once(game, users, rng)
    live = resumed.take(1)
    assert [m.id for m in live] == ["7"]
    resumed.close()
    seen = [m.json() for m in first + replayed + live]
    assert [e["seq"] for e in seen] == list(range(1, 8))
    game.refresh_from_db()
    for entry in seen:
        for reveal in entry["reveals"]:
            if entry["seat"] == 0:  # anna's draws: ben sees only that she drew
                assert reveal == {"drew": "a card"}
            else:
                assert isinstance(reveal["drew"], int)


def test_the_stream_ends_when_the_game_is_over(make_user, asgi_server):
    base = asgi_server()
    anna, ben = make_user("anna"), make_user("ben")
    game = start_game([anna, ben])
    reader = StreamReader(f"{base}/api/v1/games/{game.pk}/stream/?after=0", token(anna))
    game = play(game, [anna, ben], 200, rng=random.Random(3))
    assert game.status == Game.Status.FINISHED
    messages = reader.take(game.head_seq + 1)
    assert [m.id for m in messages[:-1]] == [str(s) for s in range(1, game.head_seq + 1)]
    end = messages[-1]
    assert end.event == "end"
    assert end.json()["status"] == "finished"
    assert end.json()["result"] == game.result
    assert reader.take(1, timeout=10) == []  # the server closed it
    reader.close()


def test_session_authentication_and_spectators(make_user, asgi_server):
    base = asgi_server()
    anna, ben, cleo = make_user("anna"), make_user("ben"), make_user("cleo")
    game = start_game([anna, ben])
    reader = StreamReader(f"{base}/api/v1/games/{game.pk}/stream/?after=0", session_cookie(cleo))
    assert reader.status == 200
    play(game, [anna, ben], 6, rng=random.Random(2), prefer="draw")
    for message in reader.take(6):
        for reveal in message.json()["reveals"]:
            assert reveal == {"drew": "a card"}  # a spectator sees no card drawn
    reader.close()


def test_refusals_are_problems(make_user, asgi_server):
    base = asgi_server()
    anna, ben, eve = make_user("anna"), make_user("ben"), make_user("eve")
    private = game_create(
        user=anna, engine="twenty-one", players=2, is_public=False, invite=[ben.username]
    )
    url = f"{base}/api/v1/games/{private.pk}/stream/"
    cases = [
        ({}, 401, "E_NOT_AUTHENTICATED"),
        ({"Authorization": "Token nonsense"}, 401, "E_AUTHENTICATION_FAILED"),
        (token(anna, ["play"]), 403, "E_PERMISSION_DENIED"),
        (token(eve), 404, "E_GAME_NOT_FOUND"),
    ]
    for headers, status, code in cases:
        response = httpx.get(url, headers=headers, timeout=10)
        assert response.status_code == status
        assert response.headers["content-type"] == "application/problem+json"
        assert response.json()["code"] == code
    missing = httpx.get(f"{base}/api/v1/games/999999/stream/", headers=token(anna), timeout=10)
    assert missing.status_code == 404
    anonymous = httpx.get(f"{base}/api/v1/games/999999/stream/", timeout=10)
    assert anonymous.status_code == 401  # anonymous callers cannot probe which games exist


def test_an_anonymous_visitor_follows_a_public_game_as_a_spectator(make_user, asgi_server):
    base = asgi_server()
    anna, ben = make_user("anna"), make_user("ben")
    game = start_game([anna, ben])
    reader = StreamReader(f"{base}/api/v1/games/{game.pk}/stream/?after=0", {})
    assert reader.status == 200
    play(game, [anna, ben], 4, rng=random.Random(3), prefer="draw")
    for message in reader.take(4):
        for reveal in message.json()["reveals"]:
            assert reveal == {"drew": "a card"}  # the spectator's view: no card face
    reader.close()


def test_heartbeats_keep_an_idle_stream_open(make_user, asgi_server):
    base = asgi_server()  # heartbeats every 2 s there (conftest)
    anna, ben = make_user("anna"), make_user("ben")
    game = start_game([anna, ben])
    reader = StreamReader(f"{base}/api/v1/games/{game.pk}/stream/", token(anna))
    comments: list[str] = []
    while "heartbeat" not in comments:
        message = reader.messages.get(timeout=30)
        assert message is not None
        comments += message.comments
    reader.close()
