"""The bar for table talk by email, through real SMTP both ways and a real ASGI stream: a
reply starting with ``say:`` goes to the table talk, reaches the other player's page through
the live stream and their next turn email; a muted player's messages reach neither. The
same email's reply address still takes the move (talk never uses it up), and a reply
without the marker is a move (a typo never becomes a message)."""

from __future__ import annotations

import pytest

from games.chat.services import chat_mute_set, chat_post
from games.models import Event
from notifications.models import InboundMessage
from notifications.sweeper import sweep
from tests.integration.helpers import play, start_game
from tests.integration.notifications.conftest import text_of
from tests.integration.stream import conftest as stream_fixtures
from tests.integration.stream.sse import StreamReader
from tests.integration.stream.test_stream import token

pytestmark = pytest.mark.django_db(transaction=True, reset_sequences=True)
asgi_servers, asgi_server = stream_fixtures.asgi_servers, stream_fixtures.asgi_server


def turn_email(sink, user, game):
    found = [m for m in sink.to(user.email, "Your turn") if f"#{game.pk}]" in str(m["Subject"])]
    assert found, f"no turn email for {user.username}"
    return found[-1]


def html_of(message) -> str:
    return str(message.get_body(preferencelist=("html",)).get_content())


def test_talk_by_email_reaches_page_stream_and_next_turn_email(
    make_user,
    smtp_sink,
    inbound_smtp,
    asgi_server,
):
    base = asgi_server()
    anna, ben, carl = make_user("anna"), make_user("ben"), make_user("carl")
    game = start_game([anna, ben, carl], seed=4)
    assert game.to_act == [0]
    chat_mute_set(game_id=game.pk, user=carl, username="anna", muted=True)
    url = f"{base}/api/v1/games/{game.pk}/stream/"
    ben_page, carl_page = StreamReader(url, token(ben)), StreamReader(url, token(carl))

    sweep()
    first = turn_email(smtp_sink, anna, game)
    body = text_of(first)
    assert 'start your reply with "say:"' in body
    reply_to = str(first["Reply-To"])

    inbound_smtp.send(anna.email, reply_to, "hello everyone")  # no marker: a move, refused
    sweep()  # the refusal is answered, and the address reopened for a better move
    assert smtp_sink.to(anna.email, "Your move was not accepted")
    assert Event.objects.filter(game=game, kind="chat").count() == 0
    inbound_smtp.send(
        anna.email,
        reply_to,
        f"Say: Good luck <b>all</b>\nand have fun\n\n-- \nAnna\n\nOn Monday you wrote:\n> {body}",
    )
    talk = InboundMessage.objects.order_by("-id").first()
    assert talk.outcome == "talk"
    said = Event.objects.get(game=game, kind="chat")
    assert said.data["text"] == "Good luck <b>all</b>\nand have fun"
    assert said.data["source"] == "email"

    [live] = ben_page.take(1)
    assert live.json()["chat"] == {
        "channel": "players",
        "author": "anna",
        "text": "Good luck <b>all</b>\nand have fun",
        "hidden": False,
        "hides": None,
    }
    chat_post(game_id=game.pk, user=ben, text="thanks, you too")
    [carl_sees] = carl_page.take(1)
    assert carl_sees.json()["chat"]["author"] == "ben"  # anna's message never came
    ben_page.close()
    carl_page.close()

    inbound_smtp.send(anna.email, reply_to, "draw")  # the same email still takes the move
    game.refresh_from_db()
    assert game.head_seq == said.seq + 2 and game.to_act == [1]
    sweep()
    bens = turn_email(smtp_sink, ben, game)
    assert "anna: Good luck <b>all</b>" in text_of(bens)
    assert "Good luck &lt;b&gt;all&lt;/b&gt;" in html_of(bens) and "<b>all</b>" not in html_of(bens)
    assert "thanks, you too" not in text_of(bens)  # one's own words are not news

    play(game, [anna, ben, carl], 1)
    sweep()
    carls = text_of(turn_email(smtp_sink, carl, game))
    assert "ben: thanks, you too" in carls
    assert "Good luck" not in carls
    play(game, [anna, ben, carl], 2)
    sweep()
    assert "thanks, you too" not in text_of(turn_email(smtp_sink, ben, game))  # shown once
