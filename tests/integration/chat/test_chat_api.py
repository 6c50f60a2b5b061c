"""Table talk through the API: events of their own in the log that never move the game.

A message takes the next seq of the log but not the game's head: If-Match, ETag, replay,
snapshots and undo ignore it. Channels keep players and spectators apart, mutes and hides
are honoured everywhere a message is read, bad input changes nothing.
"""

from __future__ import annotations

import pytest

from games.models import Event, Game
from games.services.replay import replay_full, state_at
from tests.integration.helpers import play, start_game
from tests.support.tiny_game import TINY

pytestmark = pytest.mark.django_db


def chat(client, game, text, **extra):
    return client.post(f"/api/v1/games/{game.pk}/chat/", {"text": text, **extra}, format="json")


def texts(client, game, **params):
    response = client.get(f"/api/v1/games/{game.pk}/chat/", params)
    assert response.status_code == 200
    return [m["text"] for m in response.json() if m["kind"] == "chat"]


def test_a_message_is_an_event_of_its_own_and_never_makes_a_move_stale(make_user, client_for):
    anna, ben = make_user("anna"), make_user("ben")
    game = start_game([anna, ben])
    mover = [anna, ben][game.to_act[0]]
    etag = client_for(mover).get(f"/api/v1/games/{game.pk}/")["ETag"]

    posted = chat(client_for(ben), game, "good luck, <b>anna</b>")
    assert posted.status_code == 201
    message = posted.json()
    assert message["text"] == "good luck, <b>anna</b>"  # plain text, escaped where shown
    assert (message["author"], message["channel"], message["seq"]) == ("ben", "players", 1)

    game.refresh_from_db()
    assert (game.head_seq, game.last_seq) == (0, 1)
    assert client_for(mover).get(f"/api/v1/games/{game.pk}/")["ETag"] == etag
    move = TINY.legal_moves(game.head_state, game.to_act[0])[0]
    moved = client_for(mover).post(
        f"/api/v1/games/{game.pk}/moves/", {"move": move}, format="json", HTTP_IF_MATCH=etag
    )
    assert moved.status_code == 201, moved.json()
    assert moved.json()["seq"] == 2  # the move takes the log's next seq

    events = client_for(anna).get(f"/api/v1/games/{game.pk}/events/").json()["results"]
    assert [(e["seq"], e["kind"]) for e in events] == [(1, "chat"), (2, "move")]
    assert events[0]["chat"]["text"] == "good luck, <b>anna</b>" and events[1]["chat"] is None
    only_chat = client_for(anna).get(f"/api/v1/games/{game.pk}/events/", {"kind": "chat"})
    assert [e["seq"] for e in only_chat.json()["results"]] == [1]
    only_moves = client_for(anna).get(f"/api/v1/games/{game.pk}/events/", {"kind": "move"})
    assert [e["seq"] for e in only_moves.json()["results"]] == [2]
    bad_kind = client_for(anna).get(f"/api/v1/games/{game.pk}/events/", {"kind": "gossip"})
    assert bad_kind.status_code == 400 and bad_kind.json()["code"] == "E_VALIDATION"


def test_replay_snapshots_and_undo_pass_table_talk_by(make_user, client_for, settings):
    settings.SNAPSHOT_EVERY = 3
    anna, ben = make_user("anna"), make_user("ben")
    game = start_game([anna, ben], seed=9)
    for i in range(6):
        chat(client_for([anna, ben][i % 2]), game, f"talk {i}")
        game = play(game, [anna, ben], 1, prefer="play")
    game.refresh_from_db()
    assert game.last_seq == 12 and game.head_seq == 12
    assert replay_full(game) == game.head_state
    snapshots = sorted(game.snapshots.values_list("seq", flat=True))
    assert snapshots == [0, 4, 6, 10, 12]  # each multiple of 3 crossed, on the move crossing it
    for seq in range(13):
        engine_moves = [
            e for e in Event.objects.filter(game=game, seq__lte=seq).order_by("seq") if e.move
        ]
        expected = TINY.setup(game.players, game.options, game.seed)
        for event in engine_moves:
            expected = TINY.apply(expected, event.seat, event.move).state
        assert state_at(game, seq) == expected

    mover = [anna, ben][game.to_act[0]]
    chat(client_for(mover), game, "oops")
    game = play(game, [anna, ben], 1, prefer="play")
    chat(client_for(mover), game, "let me take that back")
    if not Event.objects.get(game=game, seq=game.head_seq).reveals:
        undone = client_for(mover).post(f"/api/v1/games/{game.pk}/undo/")
        assert undone.status_code == 201, undone.json()
        game.refresh_from_db()
        assert replay_full(game) == game.head_state
    assert "let me take that back" in texts(client_for(anna), game)  # undo keeps the talk


def test_channels_keep_players_and_spectators_apart(make_user, client_for):
    anna, ben, carl = make_user("anna"), make_user("ben"), make_user("carl")
    game = start_game([anna, ben])
    assert chat(client_for(anna), game, "hello ben").status_code == 201
    closed = chat(client_for(carl), game, "hello from the rail")
    assert closed.status_code == 403 and closed.json()["code"] == "E_CHAT_CLOSED"
    assert texts(client_for(carl), game) == []
    carl_events = client_for(carl).get(f"/api/v1/games/{game.pk}/events/").json()["results"]
    assert all(e["kind"] != "chat" for e in carl_events)

    Game.objects.filter(pk=game.pk).update(spectator_chat=True)
    assert chat(client_for(carl), game, "nice opening").status_code == 201
    wrong = chat(client_for(carl), game, "psst", channel="players")
    assert wrong.status_code == 403 and wrong.json()["code"] == "E_CHAT_CLOSED"
    assert chat(client_for(anna), game, "x", channel="spectators").status_code == 403
    assert texts(client_for(carl), game) == ["nice opening"]
    assert texts(client_for(ben), game) == ["hello ben"]  # no kibitzing reaches the table

    private = start_game([anna, ben], seed=6)
    Game.objects.filter(pk=private.pk).update(is_public=False, spectator_chat=True)
    hidden = chat(client_for(carl), private, "let me in")
    assert hidden.status_code == 404


def test_bad_input_is_refused_and_changes_nothing(make_user, client_for, settings):
    settings.CHAT_RATE = "3/60"
    anna, ben = make_user("anna"), make_user("ben")
    game = start_game([anna, ben])
    client = client_for(anna)
    for text in ("", "   \n\t  ", "x" * (settings.CHAT_MAX_LENGTH + 1)):
        refused = chat(client, game, text)
        assert refused.status_code == 400, text
        assert refused["Content-Type"] == "application/problem+json"
    assert (
        client.post(f"/api/v1/games/{game.pk}/chat/", "text", content_type="text/plain").status_code
        == 415
    )
    assert chat(client, game, "\u202eevil\u0007 text\r\n\r\n\r\n\r\nend").json()["text"] == (
        "evil text\n\nend"
    )
    assert chat(client, game, "see https://example.org/x").status_code == 201
    assert chat(client, game, "three").status_code == 201
    flood = chat(client, game, "four")
    assert flood.status_code == 429 and flood.json()["code"] == "E_CHAT_FLOOD"
    assert 1 <= int(flood["Retry-After"]) <= 60
    assert chat(client_for(ben), game, "ben is not flooded").status_code == 201
    game.refresh_from_db()
    assert game.last_seq == 4 and Event.objects.filter(game=game).count() == 4


def test_the_creator_hides_a_message_and_a_player_mutes_another(make_user, client_for):
    anna, ben, carl = make_user("anna"), make_user("ben"), make_user("carl")
    game = start_game([anna, ben, carl])
    rude = chat(client_for(ben), game, "something rude").json()
    chat(client_for(carl), game, "calm down")

    refused = client_for(carl).post(f"/api/v1/games/{game.pk}/chat/{rude['seq']}/hide/")
    assert refused.status_code == 403 and refused.json()["code"] == "E_NOT_MODERATOR"
    missing = client_for(anna).post(f"/api/v1/games/{game.pk}/chat/99/hide/")
    assert missing.status_code == 404 and missing.json()["code"] == "E_CHAT_MESSAGE_NOT_FOUND"
    hidden = client_for(anna).post(f"/api/v1/games/{game.pk}/chat/{rude['seq']}/hide/")
    assert hidden.status_code == 201 and hidden.json()["hides"] == rude["seq"]
    for reader in (anna, ben, carl):
        listed = client_for(reader).get(f"/api/v1/games/{game.pk}/chat/").json()
        message = next(m for m in listed if m["seq"] == rude["seq"])
        assert message["hidden"] is True and message["text"] is None
    assert Event.objects.get(game=game, seq=rude["seq"]).data["text"] == "something rude"

    muted = client_for(carl).post(
        f"/api/v1/games/{game.pk}/chat/mutes/", {"username": "ben"}, format="json"
    )
    assert muted.json() == {"muted": ["ben"]}
    chat(client_for(ben), game, "can you hear me")
    assert "can you hear me" not in texts(client_for(carl), game)
    carl_events = client_for(carl).get(f"/api/v1/games/{game.pk}/events/", {"kind": "chat"})
    assert all(e["chat"]["author"] != "ben" for e in carl_events.json()["results"])
    assert "can you hear me" in texts(client_for(anna), game)
    me = client_for(carl).post(
        f"/api/v1/games/{game.pk}/chat/mutes/", {"username": "carl"}, format="json"
    )
    assert me.status_code == 400 and me.json()["code"] == "E_MUTE_REFUSED"
    unmuted = client_for(carl).delete(f"/api/v1/games/{game.pk}/chat/mutes/ben/")
    assert unmuted.json() == {"muted": []}
    assert "can you hear me" in texts(client_for(carl), game)


def test_an_event_organiser_moderates_the_talk_of_its_tables(make_user, client_for):
    from tournaments.models import Round, Table, Tournament

    anna, ben, olga = make_user("anna"), make_user("ben"), make_user("olga")
    game = start_game([anna, ben])
    event = Tournament.objects.create(
        name="Autumn", organiser=olga, engine=TINY.slug, kind="swiss", config={}, seed=1
    )
    Table.objects.create(
        round=Round.objects.create(tournament=event, number=1), number=1, game=game
    )
    said = chat(client_for(anna), game, "gg").json()
    assert said["seq"] in [
        m["seq"] for m in client_for(olga).get(f"/api/v1/games/{game.pk}/chat/").json()
    ]
    hidden = client_for(olga).post(f"/api/v1/games/{game.pk}/chat/{said['seq']}/hide/")
    assert hidden.status_code == 201
    assert texts(client_for(ben), game) == [None]
