"""Moves by email reply through a provider's webhook (django-anymail, Postmark format) and
the answers: accepted, refused with the legal moves that resemble it, stale, expired."""

from __future__ import annotations

import base64
from datetime import timedelta

import pytest
import time_machine
from django.core import mail
from django.utils import timezone

from games.models import Event, Submission
from games.services.moves import game_move_submit
from notifications.email.inbound import inbound_receive
from notifications.email.links import unsubscribe_link
from notifications.models import Delivery, GamePreference, InboundMessage
from notifications.sweeper import sweep
from tests.integration.notifications.helpers import game_with, subjects

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("email_cursor")]


def turn_email(user):
    sweep()
    return [m for m in mail.outbox if user.email in m.to and "Your turn" in m.subject][-1]


def test_a_reply_through_the_anymail_webhook_plays_the_move(
    make_user, client, settings, django_capture_on_commit_callbacks
):
    settings.ANYMAIL = {"WEBHOOK_SECRET": "hook:s3cret"}
    ada, bob = make_user("ada"), make_user("bob")
    game = game_with([ada, bob])
    reply_to = turn_email(ada).reply_to[0]
    payload = {
        "FromFull": {"Email": ada.email, "Name": "Ada"},
        "ToFull": [{"Email": reply_to, "Name": ""}],
        "OriginalRecipient": reply_to,
        "Subject": "Re: Your turn",
        "TextBody": "Draw\n\nOn Monday, the server wrote:\n> It is your turn",
        "Headers": [],
    }
    auth = "Basic " + base64.b64encode(b"hook:s3cret").decode()
    with django_capture_on_commit_callbacks(execute=True):  # the worker's part, in-process
        response = client.post(
            "/anymail/postmark/inbound/",
            payload,
            content_type="application/json",
            HTTP_AUTHORIZATION=auth,
        )
    assert response.status_code == 200
    record = InboundMessage.objects.get()
    assert record.source == "anymail:Postmark" and record.move_text == "Draw"
    assert Event.objects.get(game=game).move == {"type": "draw"}
    sweep()
    assert [s for s in subjects(ada) if "Move accepted" in s]
    assert [s for s in subjects(bob) if "Your turn" in s]


def test_an_illegal_reply_gets_the_close_legal_moves_and_may_be_corrected(
    make_user, django_capture_on_commit_callbacks
):
    ada, bob = make_user("ada"), make_user("bob")
    game = game_with([ada, bob])
    reply_to = turn_email(ada).reply_to[0]
    with django_capture_on_commit_callbacks(execute=True):
        inbound_receive(recipient=reply_to, sender=ada.email, subject="Re", body="play 99")
    assert Submission.objects.get().status == Submission.Status.REJECTED
    sweep()
    refusal = [m for m in mail.outbox if "not accepted" in m.subject][-1]
    assert "play 99" in refusal.body and "Legal moves like what you wrote" in refusal.body
    assert refusal.reply_to == [reply_to]
    with django_capture_on_commit_callbacks(execute=True):
        inbound_receive(recipient=reply_to, sender=ada.email, subject="Re", body="draw")
    assert Event.objects.filter(game=game).count() == 1


def test_a_stale_reply_gets_the_new_state(make_user, django_capture_on_commit_callbacks):
    ada, bob = make_user("ada"), make_user("bob")
    game = game_with([ada, bob])
    reply_to = turn_email(ada).reply_to[0]
    game_move_submit(game_id=game.pk, user=ada, move={"type": "draw"})
    game_move_submit(game_id=game.pk, user=bob, move={"type": "draw"})
    with django_capture_on_commit_callbacks(execute=True):
        inbound_receive(recipient=reply_to, sender=ada.email, subject="Re", body="draw")
    assert Submission.objects.get().code == "E_STALE_SEQ"
    sweep()
    stale = [m for m in mail.outbox if "moved on" in m.subject][-1]
    assert "It is your turn" in stale.body and stale.reply_to and stale.reply_to[0] != reply_to
    assert Event.objects.filter(game=game).count() == 2


def test_an_expired_reply_changes_nothing(make_user):
    ada, bob = make_user("ada"), make_user("bob")
    game = game_with([ada, bob])
    reply_to = turn_email(ada).reply_to[0]
    with time_machine.travel(timezone.now() + timedelta(days=31)):
        record = inbound_receive(recipient=reply_to, sender=ada.email, subject="", body="draw")
    assert record.outcome == "expired"
    assert not Submission.objects.exists() and not Event.objects.filter(game=game).exists()


def test_muting_a_game_and_the_one_click_unsubscribe(make_user, client_for, client):
    ada, bob = make_user("ada"), make_user("bob")
    game = game_with([ada, bob])
    put = client_for(ada).put(
        f"/api/v1/games/{game.pk}/notifications/", {"muted": True}, format="json"
    )
    assert put.status_code == 200 and put.json() == {"email_mode": "", "muted": True}
    sweep()
    assert not [s for s in subjects(ada) if "Your turn" in s]
    link = unsubscribe_link(bob, game).split("127.0.0.1:8000")[1]
    assert client.post(link).status_code == 200
    assert GamePreference.objects.get(user=bob, game=game).muted
    assert client.post(link[:-3] + "xyz/").status_code == 403


def test_table_talk_replies_refused_are_answered_and_a_muted_game_gets_none(
    make_user, settings, django_capture_on_commit_callbacks
):
    settings.CHAT_RATE = "1/60"
    ada, bob = make_user("ada"), make_user("bob")
    game = game_with([ada, bob])
    reply_to = turn_email(ada).reply_to[0]
    said = inbound_receive(
        recipient=reply_to, sender=ada.email, subject="Re", body="say: hi", message_id="<m1>"
    )
    again = inbound_receive(
        recipient=reply_to, sender=ada.email, subject="Re", body="say: hi", message_id="<m1>"
    )
    with django_capture_on_commit_callbacks(execute=True):  # the answer is sent on commit
        flood = inbound_receive(recipient=reply_to, sender=ada.email, subject="Re", body="say: hey")
    assert (said.outcome, again.outcome, flood.outcome) == ("talk", "replayed", "talk_refused")
    assert Event.objects.filter(game=game, kind="chat").count() == 1
    assert [s for s in subjects(ada) if "Your message was not posted" in s]
    assert "too fast" in next(m.body for m in mail.outbox if "not posted" in m.subject)

    GamePreference.objects.create(user=bob, game=game, muted=True)
    with django_capture_on_commit_callbacks(execute=True):
        inbound_receive(recipient=reply_to, sender=ada.email, subject="Re", body="draw")
    sweep()
    assert not [s for s in subjects(bob) if "Your turn" in s]  # muted: no talk, no turn


def test_a_refused_reply_is_answered_before_a_second_reply_is_judged(
    make_user, django_capture_on_commit_callbacks
):
    ada, bob = make_user("ada"), make_user("bob")
    game = game_with([ada, bob])
    reply_to = turn_email(ada).reply_to[0]
    with django_capture_on_commit_callbacks(execute=True):
        inbound_receive(recipient=reply_to, sender=ada.email, subject="Re", body="play 99")
    with django_capture_on_commit_callbacks(execute=True):  # before any sweep answered it
        second = inbound_receive(recipient=reply_to, sender=ada.email, subject="Re", body="DRAW")
    assert second.outcome == "queued"
    assert Event.objects.get(game=game).move == {"type": "draw"}
    sweep()
    kinds = list(Delivery.objects.filter(user=ada).order_by("id").values_list("kind", flat=True))
    assert kinds == ["started", "turn", "reply_rejected", "reply_applied"]
    accepted = next(m for m in mail.outbox if "Move accepted" in m.subject)
    assert "Your move was played in" in accepted.body and ": draw." in accepted.body
    assert "DRAW" not in accepted.body  # the move as applied, not as typed


def test_a_second_reply_hears_whether_the_first_was_played_first(make_user):
    ada, bob = make_user("ada"), make_user("bob")
    game = game_with([ada, bob])
    reply_to = turn_email(ada).reply_to[0]
    first = inbound_receive(recipient=reply_to, sender=ada.email, subject="Re", body="draw")
    assert first.outcome == "queued"  # no worker has applied it yet
    second = inbound_receive(recipient=reply_to, sender=ada.email, subject="Re", body="play 1")
    assert second.outcome == "replayed"
    assert Event.objects.get(game=game).move == {"type": "draw"}
    kinds = list(Delivery.objects.filter(user=ada).order_by("id").values_list("kind", flat=True))
    assert kinds == ["started", "turn", "reply_applied", "reply_already_used"]
    sweep()
    already = next(m for m in mail.outbox if "already answered" in m.subject)
    assert "your move was played" in already.body
