"""The bar: a real SMTP conversation. The turn email reaches a local SMTP server; its signed
link logs in to that game only; a reply through the inbound SMTP server becomes a move
applied by a real Celery worker; a second reply to the same email is refused."""

from __future__ import annotations

from datetime import timedelta
from urllib.parse import urlsplit

import pytest
import time_machine
from django.test import Client
from django.utils import timezone

from games.models import Event, Submission
from notifications.models import InboundMessage
from notifications.sweeper import sweep
from tests.integration.helpers import start_game
from tests.integration.notifications.conftest import link_in, text_of

# Event ids restart at 1: the email cursor starts at 0 and the outbox waits at id gaps.
pytestmark = pytest.mark.django_db(transaction=True, reset_sequences=True)


def test_turn_email_link_and_reply_through_real_smtp_and_worker(
    make_user, smtp_sink, inbound_smtp, celery_worker_process
):
    users = [make_user("ada"), make_user("bob")]
    game = start_game(users, seed=21)
    other_game = start_game([users[1], users[0]], seed=22)
    seat = game.to_act[0]
    player = users[seat]
    celery_worker_process.start()

    sweep()
    assert celery_worker_process.wait_for(lambda: smtp_sink.to(player.email, "Your turn"))
    turn = next(
        m for m in smtp_sink.to(player.email, "Your turn") if f"#{game.pk}]" in str(m["Subject"])
    )
    body = text_of(turn)
    assert "List-Unsubscribe" in turn and f"#{game.pk}" in str(turn["From"])
    assert turn.get_body(preferencelist=("html",)) is not None
    reply_to = str(turn["Reply-To"])
    assert reply_to.startswith("reply+") and reply_to in body

    # the signed link: logged in, to that game only
    link = urlsplit(link_in(body))
    browser = Client()
    landed = browser.get(link.path, {"sesame": link.query.split("sesame=")[1]})
    assert landed.status_code == 302 and landed["Location"] == f"/games/{game.pk}/"
    assert browser.get(f"/api/v1/games/{game.pk}/").status_code == 200
    assert browser.get(f"/api/v1/games/{other_game.pk}/").status_code == 403
    assert browser.get("/api/v1/me/").status_code == 403
    token = link.query.split("sesame=")[1]
    tampered = token[:-2] + ("AA" if not token.endswith("AA") else "BB")
    assert Client().get(link.path, {"sesame": tampered}).status_code == 403
    assert Client().get(f"/email/link/{other_game.pk}/", {"sesame": token}).status_code == 403
    with time_machine.travel(timezone.now() + timedelta(days=8), tick=False):
        assert Client().get(link.path, {"sesame": token}).status_code == 403

    # the reply: quoted text and signature stripped, applied by the worker
    inbound_smtp.send(player.email, reply_to, f"draw\n\n-- \nAda\n\nOn Monday you wrote:\n> {body}")
    first = InboundMessage.objects.get()
    assert first.outcome == "queued" and first.move_text == "draw"
    assert celery_worker_process.wait_for(
        lambda: Submission.objects.filter(status=Submission.Status.APPLIED).exists()
    )
    assert Event.objects.get(game=game, seq=1).move == {"type": "draw"}
    sweep()
    assert celery_worker_process.wait_for(lambda: smtp_sink.to(player.email, "Move accepted"))

    # the same email answered twice: refused, nothing changes
    inbound_smtp.send(player.email, reply_to, "draw")
    second = InboundMessage.objects.order_by("-id").first()
    assert second.outcome == "replayed"
    assert Submission.objects.count() == 1
    assert Event.objects.filter(game=game).count() == 1

    # forged and foreign replies change nothing and are logged
    inbound_smtp.send(player.email, reply_to.replace("reply+", "reply+9"), "play 1")
    inbound_smtp.send("mallory@example.test", reply_to, "play 1")
    outcomes = list(InboundMessage.objects.order_by("id").values_list("outcome", flat=True))
    assert outcomes[-2:] == ["forged", "wrong_sender"]
    assert Submission.objects.count() == 1
