"""Inviting players by username: through the API and the create page."""

from __future__ import annotations

import pytest
from django.test import Client

from games.models import Game, Seat
from games.services.lifecycle import game_join
from tests.support.tiny_game import TINY

pytestmark = pytest.mark.django_db


def test_api_invite_reserves_seats_and_starts_when_all_taken(make_user, client_for):
    ann, bob, cy, dan = (make_user(n) for n in ("ann", "bob", "cy", "dan"))
    created = client_for(ann, ["read", "play"]).post(
        "/api/v1/games/",
        {"engine": TINY.slug, "players": 3, "invite": ["bob"]},
        format="json",
    )
    assert created.status_code == 201, created.content
    game = Game.objects.get(pk=created.json()["id"])
    reserved = game.seats.get(user=bob)
    assert (reserved.index, reserved.status) == (1, Seat.Status.INVITED)
    assert game.status == Game.Status.OPEN
    # a stranger gets the remaining open seat, not bob's
    assert game_join(game_id=game.pk, user=cy).index == 2
    game.refresh_from_db()
    assert game.status == Game.Status.OPEN  # bob's seat still waits
    # nobody else can join now: the last seat is bob's
    refused = client_for(dan, ["read", "play"]).post(f"/api/v1/games/{game.pk}/join/")
    assert refused.status_code == 409
    joined = client_for(bob, ["read", "play"]).post(f"/api/v1/games/{game.pk}/join/")
    assert joined.status_code in (200, 201), joined.content
    game.refresh_from_db()
    assert game.status == Game.Status.ACTIVE
    assert [s.user.username for s in game.seats.order_by("index")] == ["ann", "bob", "cy"]
    assert all(s.status == Seat.Status.PLAYING for s in game.seats.all())


def test_api_unknown_username_is_a_problem_and_creates_nothing(make_user, client_for):
    ann = make_user("ann")
    answer = client_for(ann, ["read", "play"]).post(
        "/api/v1/games/",
        {"engine": TINY.slug, "players": 2, "invite": ["nobody"]},
        format="json",
    )
    assert answer.status_code == 400
    assert answer["Content-Type"].startswith("application/problem+json")
    assert answer.json()["code"] == "E_UNKNOWN_PLAYER"
    assert not Game.objects.exists()


def test_create_page_invites_and_invitee_accepts(make_user):
    ann, bob = make_user("ann"), make_user("bob")
    client = Client()
    client.force_login(ann)
    form = {
        "engine": TINY.slug,
        "players": 2,
        "clock": "per_move",
        "days_per_move": 3,
        "timeout_moves": 3,
        "then": "bot",
        "bots": 0,
        "invite": "nobody",
    }
    bad = client.post("/games/new/", form)
    assert bad.status_code == 200 and "There is no player" in bad.content.decode()
    assert not Game.objects.exists()
    made = client.post("/games/new/", {**form, "invite": "bob"})
    assert made.status_code == 302, made.content.decode()[:2000]
    game = Game.objects.get()
    assert game.seats.get(user=bob).status == Seat.Status.INVITED
    invitee = Client()
    invitee.force_login(bob)
    assert "Accept invitation to game" in invitee.get("/games/").content.decode()
    assert invitee.post(f"/games/{game.pk}/join/").status_code == 302
    game.refresh_from_db()
    assert game.status == Game.Status.ACTIVE
