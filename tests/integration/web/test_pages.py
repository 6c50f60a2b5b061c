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
    assert "Play a card" in html and "Draw a card" in html  # the builder asks the action
    plays = signed_in(users[seat]).get(f"/games/{game.pk}/", {"pick": "k:play"})
    for move in TINY.legal_moves(game.head_state, seat):
        if move["type"] == "play":
            assert TINY.notation(game.head_state, seat, move) in plays.content.decode()


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
    assert "You are watching this game." in html
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
            "/accounts/login/", {"login": "ann", "password": "correct horse battery"}
        ).status_code
        == 302
    )
    page = client.post("/accounts/settings/tokens/", {"name": "bot", "scopes": ["read"]})
    assert 'id="new-token"' in page.content.decode()
    listed = client.get("/accounts/settings/").content.decode()
    assert "Read games and profile" in listed  # the token's scope in words, not its key
    assert "<td>read</td>" not in listed
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


def test_my_games_queries_do_not_grow_with_rows(make_user, django_assert_max_num_queries):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    ann = make_user("ann")
    others = [make_user(f"o{i}") for i in range(3)]
    client = signed_in(ann)
    client.get("/games/")  # session and profile rows exist from here on

    def count(rows: int) -> int:
        while Game.objects.filter(seats__user=ann).count() < rows:
            start_game([ann, others[Game.objects.count() % 3]])
        with CaptureQueriesContext(connection) as queries:
            assert client.get("/games/").status_code == 200
        return len(queries)

    ten, thirty = count(10), count(30)
    assert thirty == ten, (ten, thirty)
    assert thirty < 3 * 30
    print(f"My games: {ten} queries for 10 rows, {thirty} for 30 rows")


def test_preview_of_a_draw_shows_no_hand(make_user):
    """A draw only the mover sees is previewed on the spectator's board: no hand in it."""
    import json

    users = [make_user("ann"), make_user("bob")]
    game = start_game(users)
    seat = game.to_act[0]
    html = (
        signed_in(users[seat])
        .post(
            f"/games/{game.pk}/preview/",
            {"move": json.dumps({"type": "draw"})},
            HTTP_HX_REQUEST="true",
        )
        .content.decode()
    )
    assert "<svg" in html and "cards you draw are not shown" in html
    hand = game.head_state["private"][seat]["hand"]
    assert "Your hand" not in html and str(hand) not in html


def test_undo_alone_and_consent(make_user):
    import json

    users = [make_user("ann"), make_user("bob")]
    game = start_game(users)
    seat = game.to_act[0]
    client = signed_in(users[seat])
    play = next(m for m in TINY.legal_moves(game.head_state, seat) if m["type"] == "play")
    client.post(f"/games/{game.pk}/move/", {"move": json.dumps(play)})
    answer = client.post(f"/games/{game.pk}/undo/", HTTP_HX_REQUEST="true")
    assert "Your move was taken back." in answer.content.decode()
    game.refresh_from_db()
    assert game.head_seq == 2 and game.to_act == [seat]
    # a second take-back has nothing of mine in force: the service's sentence is shown
    refused = client.post(f"/games/{game.pk}/undo/", HTTP_HX_REQUEST="true").content.decode()
    assert "You have no move to take back." in refused


def test_take_back_is_offered_only_when_there_is_a_move_to_take_back(make_user):
    import json

    users = [make_user("ann"), make_user("bob")]
    game = start_game(users)
    seat = game.to_act[0]
    mover, other = signed_in(users[seat]), signed_in(users[1 - seat])
    offer = "Take back my last move"
    assert offer not in mover.get(f"/games/{game.pk}/").content.decode()  # nothing played yet
    play = next(m for m in TINY.legal_moves(game.head_state, seat) if m["type"] == "play")
    mover.post(f"/games/{game.pk}/move/", {"move": json.dumps(play)})
    assert offer in mover.get(f"/games/{game.pk}/").content.decode()
    assert offer not in other.get(f"/games/{game.pk}/").content.decode()  # no move of theirs
    mover.post(f"/games/{game.pk}/undo/", HTTP_HX_REQUEST="true")
    assert offer not in mover.get(f"/games/{game.pk}/").content.decode()  # taken back already


def test_undo_request_accepted_by_the_other_player(make_user):
    import json

    users = [make_user("ann"), make_user("bob")]
    game = start_game(users)
    first = game.to_act[0]
    second = 1 - first
    clients = {first: signed_in(users[first]), second: signed_in(users[second])}
    for seat in (first, second):
        game.refresh_from_db()
        play = next(m for m in TINY.legal_moves(game.head_state, seat) if m["type"] == "play")
        clients[seat].post(f"/games/{game.pk}/move/", {"move": json.dumps(play)})
    asked = clients[first].post(f"/games/{game.pk}/undo/", HTTP_HX_REQUEST="true")
    assert "asked to agree" in asked.content.decode()
    page = clients[second].get(f"/games/{game.pk}/").content.decode()
    assert "asks to take back move 1" in page and ">Accept<" in page
    request_id = game.undo_requests.get().pk
    clients[second].post(f"/games/{game.pk}/undo/{request_id}/", {"answer": "accept"})
    game.refresh_from_db()
    assert game.undo_requests.get().status == "accepted" and game.to_act == [first]


def test_germany_build_is_played_one_tile_at_a_time(make_user):
    """Age of Steam's Germany build turn is one tile per move (no compact entry): the page
    offers the tiles as moves and plays the one chosen."""
    import json
    import random

    from games.engines.core import get_engine
    from games.services.lifecycle import game_join
    from games.services.moves import game_move_submit

    engine = get_engine("age-of-steam")
    users = [make_user(f"g{i}") for i in range(3)]
    game = game_create(
        user=users[0], engine="age-of-steam", players=3, options={"map": "germany"}, seed=5
    )
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    rng = random.Random(2)
    for _ in range(200):
        game.refresh_from_db()
        seat = game.to_act[0]
        legal = engine.legal_moves(game.head_state, seat)
        assert not any(m.get("compact") for m in legal)
        tiles = [m for m in legal if m["type"] == "build"]
        if tiles:
            break
        game_move_submit(game_id=game.pk, user=users[seat], move=rng.choice(legal))
    else:
        pytest.fail("no build turn reached")
    client = signed_in(users[seat])
    page = client.get(f"/games/{game.pk}/", {"pick": "k:build"}).content.decode()
    # The builder: the action, then the hex (marked on the board), then the tiles as pictures.
    assert "<legend>Where?</legend>" in page
    move = tiles[0]
    assert f'data-place="{move["hex"]}" role="button"' in page
    page = client.get(f"/games/{game.pk}/", {"pick": ["k:build", f"k:{move['hex']}"]})
    html = page.content.decode()
    if "<legend>Which tile, turned which way?</legend>" in html:
        assert 'class="pictured"><svg' in html
    else:  # one tile fits there: previewed at once
        assert "Confirm:" in html
    client.post(f"/games/{game.pk}/move/", {"move": json.dumps(move), "seq": game.head_seq})
    after = Game.objects.get(pk=game.pk)
    assert after.head_seq == game.head_seq + 1 and after.to_act == [seat]


def test_create_with_a_time_bank_shows_the_bank(make_user):
    ann = make_user("ann")
    client = signed_in(ann)
    form = {
        "engine": TINY.slug,
        "players": 2,
        "clock": "bank",
        "bank_days": 5,
        "bank_hours_per_move": 12,
        "days_per_move": 3,
        "timeout_moves": 2,
        "then": "bot",
        "is_public": "on",  # a private game needs an invitation for every seat
    }
    assert client.post("/games/new/", form).status_code == 302
    game = Game.objects.get(created_by=ann)
    assert game.time_control == {"kind": "bank", "initial": 5 * 86400, "increment": 12 * 3600}
    assert "bank 5d 0h" in client.get(f"/games/{game.pk}/").content.decode()
