"""Table talk on the live stream (real uvicorn, real HTTP client): live to the readers of its
channel, never to a spectator of the players' channel, never to a reader who muted the
author; a moderator's hiding arrives as an event of its own."""

from __future__ import annotations

import random

from games.chat.services import chat_hide, chat_mute_set, chat_post
from tests.integration.helpers import play, start_game

from .sse import StreamReader
from .test_stream import token


def test_table_talk_arrives_live_to_its_readers_only(make_user, asgi_server):
    base = asgi_server()
    anna, ben, carl = make_user("anna"), make_user("ben"), make_user("carl")
    game = start_game([anna, ben], seed=3)
    url = f"{base}/api/v1/games/{game.pk}/stream/"
    ben_reads = StreamReader(url, token(ben))
    carl_reads = StreamReader(url, token(carl))  # a spectator of a public game

    chat_post(game_id=game.pk, user=anna, text="<script>alert(1)</script> hello")
    play(game, [anna, ben], 1, rng=random.Random(2))
    [said, moved] = ben_reads.take(2)
    assert said.json()["kind"] == "chat" and said.id == "1"
    assert said.json()["chat"]["text"] == "<script>alert(1)</script> hello"
    assert moved.json()["kind"] != "chat" and moved.id == "2"
    [spectated] = carl_reads.take(1)
    assert spectated.id == "2"  # the move, never the players' talk

    chat_mute_set(game_id=game.pk, user=ben, username="anna", muted=True)
    chat_post(game_id=game.pk, user=anna, text="muted words")
    hidden = chat_post(game_id=game.pk, user=ben, text="ben speaks")
    [own] = ben_reads.take(1)
    assert own.json()["chat"]["text"] == "ben speaks" and own.id == "4"
    chat_hide(game_id=game.pk, user=anna, seq=hidden.seq)
    [hiding] = ben_reads.take(1)
    assert hiding.json()["kind"] == "chat_hide" and hiding.json()["chat"]["hides"] == hidden.seq
    ben_reads.close()
    carl_reads.close()

    resumed = StreamReader(url + "?after=0", token(ben))
    replayed = [m.json() for m in resumed.take(3)]
    resumed.close()
    assert [e["seq"] for e in replayed] == [2, 4, 5]  # 1 and 3 are anna's, whom ben muted
    assert replayed[1]["chat"]["text"] is None and replayed[1]["chat"]["hidden"] is True
