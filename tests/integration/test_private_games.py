"""Private games: only the invited sit down, and a stranger cannot even tell the game exists.

GET games/{id}/ answers 404 to someone without a seat at a private game; every other door
(join, a vacant seat's claim, moves, take-backs) answers the same 404, so sequential ids
cannot be walked to find and enter other people's games.
"""

from __future__ import annotations

import pytest

from games.models import Event, Game, Seat, Submission, UndoRequest
from games.services.lifecycle import game_create

pytestmark = pytest.mark.django_db

NOT_FOUND = ("E_GAME_NOT_FOUND", 404)


def _private_game(ann, invited, players=3):
    return game_create(
        user=ann,
        engine="twenty-one",
        players=players,
        is_public=False,
        invite=[u.username for u in invited],
    )


def _answer(response) -> tuple[str, int]:
    assert response["Content-Type"] == "application/problem+json", response.content
    return response.json()["code"], response.status_code


def test_a_stranger_cannot_join_a_private_game_nor_learn_it_exists(make_user, client_for):
    ann, bob, cy, eve = (make_user(n) for n in ("ann", "bob", "cy", "eve"))
    game = _private_game(ann, [bob, cy])
    stranger = client_for(eve)
    assert _answer(stranger.get(f"/api/v1/games/{game.pk}/")) == NOT_FOUND
    assert _answer(stranger.post(f"/api/v1/games/{game.pk}/join/")) == NOT_FOUND
    missing = stranger.post("/api/v1/games/999999/join/")
    assert _answer(missing) == NOT_FOUND
    assert missing.json()["detail"].replace("999999", "N") == stranger.post(
        f"/api/v1/games/{game.pk}/join/"
    ).json()["detail"].replace(str(game.pk), "N")  # the same words as for no game at all
    assert not game.seats.filter(user=eve).exists()
    for invitee in (bob, cy):
        assert client_for(invitee).post(f"/api/v1/games/{game.pk}/join/").status_code == 200
    game.refresh_from_db()
    assert game.status == Game.Status.ACTIVE
    assert _answer(stranger.post(f"/api/v1/games/{game.pk}/join/")) == NOT_FOUND


def test_the_join_page_answers_a_stranger_like_a_missing_game(make_user):
    from django.test import Client

    ann, bob, eve = make_user("ann"), make_user("bob"), make_user("eve")
    game = _private_game(ann, [bob], players=2)
    browser = Client()
    browser.force_login(eve)
    assert browser.post(f"/games/{game.pk}/join/").status_code == 404
    assert not game.seats.filter(user=eve).exists()


def test_a_private_game_needs_an_invitation_or_a_bot_for_every_seat(make_user, client_for):
    """Otherwise its open seats could never be filled: only the invited may join."""
    ann = make_user("ann")
    make_user("bob")
    refused = client_for(ann).post(
        "/api/v1/games/",
        {"engine": "twenty-one", "players": 3, "is_public": False, "invite": ["bob"]},
        format="json",
    )
    assert refused.status_code == 400 and refused.json()["code"] == "E_INVALID_OPTIONS"
    assert "invit" in refused.json()["detail"]
    assert not Game.objects.exists()
    made = client_for(ann).post(
        "/api/v1/games/",
        {
            "engine": "twenty-one",
            "players": 3,
            "is_public": False,
            "invite": ["bob"],
            "bots": ["greedy"],
        },
        format="json",
    )
    assert made.status_code == 201, made.content


def test_a_stranger_cannot_claim_a_vacant_seat_of_a_private_game(make_user, client_for):
    ann, bob, eve = make_user("ann"), make_user("bob"), make_user("eve")
    game = _private_game(ann, [bob], players=2)
    client_for(bob).post(f"/api/v1/games/{game.pk}/join/")
    Seat.objects.filter(game=game, index=1).update(status=Seat.Status.VACANT)
    claim = client_for(eve).post(f"/api/v1/games/{game.pk}/seats/1/claim/")
    assert _answer(claim) == NOT_FOUND
    assert Seat.objects.get(game=game, index=1).user == bob
    # the player who left may come back to their own seat
    back = client_for(bob).post(f"/api/v1/games/{game.pk}/seats/1/claim/")
    assert back.status_code == 200, back.content
    assert Seat.objects.get(game=game, index=1).status == Seat.Status.PLAYING


def test_moves_and_take_backs_of_a_stranger_get_the_same_404(make_user, client_for):
    ann, bob, eve = make_user("ann"), make_user("bob"), make_user("eve")
    game = _private_game(ann, [bob], players=2)
    client_for(bob).post(f"/api/v1/games/{game.pk}/join/")
    game.refresh_from_db()
    players = {0: client_for(ann), 1: client_for(bob)}
    seat = game.to_act[0]
    hand = game.head_state["private"][seat]["hand"]
    played = players[seat].post(
        f"/api/v1/games/{game.pk}/moves/",
        {"move": {"type": "play", "card": hand[0]}},
        format="json",
        HTTP_IF_MATCH='"0"',
    )
    assert played.status_code == 201
    request = UndoRequest.objects.create(game=game, seat=seat, target_seq=1, at_seq=1)
    stranger = client_for(eve)
    base = f"/api/v1/games/{game.pk}"
    for path, body, headers in [
        ("/moves/", {"text": "draw"}, {"HTTP_IF_MATCH": '"1"'}),
        ("/moves/", {"text": "draw"}, {"HTTP_PREFER": "respond-async", "HTTP_IF_MATCH": '"1"'}),
        ("/undo/", None, {}),
        (f"/undo-requests/{request.pk}/", {"accept": True}, {}),
    ]:
        assert _answer(stranger.post(base + path, body, format="json", **headers)) == NOT_FOUND
    for path in ("/legal-moves/", "/events/", "/undo-requests/"):
        assert _answer(stranger.get(base + path)) == NOT_FOUND
    assert Event.objects.filter(game=game).count() == 1
    assert not Submission.objects.exists()
    request.refresh_from_db()
    assert request.answers == {}


def test_no_refusal_tells_a_stranger_that_a_private_game_exists(make_user, client_for):
    """Whatever state the game is in (waiting for players, in progress with a stale
    If-Match, over), a stranger's move or take-back gets the 404 of a missing game, never
    the 409 that only an existing game could give."""
    ann, bob, eve = make_user("ann"), make_user("bob"), make_user("eve")
    stranger = client_for(eve)
    game = _private_game(ann, [bob], players=2)
    base = f"/api/v1/games/{game.pk}"

    def knocks(if_match: str) -> list[tuple[str, int]]:
        return [
            _answer(stranger.post(base + "/moves/", {"text": "draw"}, format="json", **headers))
            for headers in (
                {"HTTP_IF_MATCH": if_match},
                {"HTTP_IF_MATCH": if_match, "HTTP_PREFER": "respond-async"},
            )
        ] + [_answer(stranger.post(base + "/undo/"))]

    assert knocks('"0"') == [NOT_FOUND] * 3  # still waiting for bob
    client_for(bob).post(f"{base}/join/")
    assert knocks('"7"') == [NOT_FOUND] * 3  # in progress, a stale position
    Game.objects.filter(pk=game.pk).update(status=Game.Status.ABORTED)
    assert knocks('"0"') == [NOT_FOUND] * 3  # over
    assert not Submission.objects.exists()
