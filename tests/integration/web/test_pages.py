"""The player pages through Django's test client: lists, the game page, moves, undo, settings."""

from __future__ import annotations

import pytest
from django.test import Client

from games.models import Game
from games.services.lifecycle import game_create
from tests.integration.helpers import start_game
from tests.support.tiny_game import TINY

pytestmark = pytest.mark.django_db


def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_game_page_shows_board_hand_moves_and_history(make_user):
    users = [make_user("ann"), make_user("bob")]
    game = start_game(users)
    seat = game.to_act[0]
    page = signed_in(users[seat]).get(f"/games/{game.pk}/")
    assert page.status_code == 200
    html = page.content.decode()
    assert "<svg" in html and "Your turn." in html
    assert "Your hand and private information" in html
    for move in TINY.legal_moves(game.head_state, seat):
        assert TINY.notation(game.head_state, seat, move) in html


def test_move_by_option_and_by_text_and_refusal(make_user):
    users = [make_user("ann"), make_user("bob")]
    game = start_game(users)
    seat = game.to_act[0]
    client = signed_in(users[seat])
    move = TINY.legal_moves(game.head_state, seat)[0]
    import json

    preview = client.post(
        f"/games/{game.pk}/preview/", {"move": json.dumps(move)}, HTTP_HX_REQUEST="true"
    )
    assert "Confirm" in preview.content.decode()
    game.refresh_from_db()
    assert game.head_seq == 0  # a preview changes nothing
    refused = client.post(
        f"/games/{game.pk}/move/", {"text": "fly to the moon", "seq": "0"}, HTTP_HX_REQUEST="true"
    )
    assert "is not a legal move now" in refused.content.decode()
    done = client.post(
        f"/games/{game.pk}/move/", {"move": json.dumps(move), "seq": "0"}, HTTP_HX_REQUEST="true"
    )
    assert done.status_code == 200 and done["HX-Retarget"] == "#game"
    game.refresh_from_db()
    assert game.head_seq == 1


def test_my_games_orders_waiting_first_and_lists_open_games(make_user):
    ann, bob, cat = make_user("ann"), make_user("bob"), make_user("cat")
    start_game([ann, bob])
    open_game = game_create(user=cat, engine=TINY.slug, players=2)
    html = signed_in(ann).get("/games/").content.decode()
    assert "Waiting for you" in html or "Other games" in html
    assert f"Join game #{open_game.pk}" in html
    assert signed_in(ann).post(f"/games/{open_game.pk}/join/").status_code == 302
    assert Game.objects.get(pk=open_game.pk).status == Game.Status.ACTIVE


def test_spectator_sees_the_spectator_view(make_user):
    users = [make_user("ann"), make_user("bob")]
    game = start_game(users)
    html = Client().get(f"/games/{game.pk}/").content.decode()
    assert "you are watching" in html
    assert "Your hand" not in html


def test_create_game_form(make_user):
    ann = make_user("ann")
    client = signed_in(ann)
    assert client.get("/games/new/").status_code == 200
    answer = client.post(
        "/games/new/",
        {
            "engine": TINY.slug,
            "players": 2,
            "days_per_move": 2,
            "timeout_moves": 1,
            "then": "bot",
            "is_public": "on",
        },
    )
    assert answer.status_code == 302
    game = Game.objects.get(created_by=ann)
    assert game.time_control["seconds"] == 2 * 86400 and game.timeout_policy["timeout_moves"] == 1


def test_settings_tokens_and_login(make_user):
    ann = make_user("ann")
    client = Client()
    assert (
        client.post(
            "/accounts/login/", {"username": "ann", "password": "correct horse battery"}
        ).status_code
        == 302
    )
    page = client.post("/accounts/settings/tokens/", {"name": "bot", "scopes": ["read"]})
    assert 'id="new-token"' in page.content.decode()
    token = ann.auth_token_set.get()
    client.post(f"/accounts/settings/tokens/{token.token_key}/revoke/")
    assert not ann.auth_token_set.exists()
    saved = client.post(
        "/accounts/settings/",
        {
            "save_profile": "1",
            "timezone": "Europe/Berlin",
            "email_mode": "digest",
            "digest_hour": 7,
            "reminders": "24, 2",
        },
    )
    assert "Saved." in saved.content.decode()
    ann.profile.refresh_from_db()
    assert ann.profile.timezone == "Europe/Berlin" and ann.profile.reminder_offsets_hours == [2, 24]
