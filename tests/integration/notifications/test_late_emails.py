"""Late emails after the fact: a message held back by an SMTP outage is checked against the
game when it is finally sent. A "your turn" (or a reminder, or a digest) for a turn that has
passed is dropped; everything else still goes out, exactly once."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest
from django.utils import timezone

from games.models import Game
from notifications.models import Delivery
from notifications.sweeper import sweep
from tests.integration.helpers import play, start_game

# Event ids restart at 1: the email cursor starts at 0 and the outbox waits at id gaps.
pytestmark = pytest.mark.django_db(transaction=True, reset_sequences=True)


def _move(game, users):
    """One quiet move (a card played) by whoever must act, then the sweep writes its emails
    and tries them (the SMTP server may be down)."""
    game.refresh_from_db()
    play(game, users, 1, random.Random(game.head_seq), prefer="play")
    sweep()
    game.refresh_from_db()
    return game


def _resend_after_outage(smtp_sink, hours: int = 1) -> None:
    smtp_sink.start()
    sweep(now=timezone.now() + timedelta(hours=hours))  # past every backoff


def test_turn_emails_held_back_by_an_outage_are_dropped_once_the_turn_passed(make_user, smtp_sink):
    ada, bob = make_user("ada"), make_user("bob")
    users = [ada, bob]
    smtp_sink.stop()
    game = start_game(users, seed=31)
    sweep()
    first = game.to_act[0]
    game = _move(game, users)
    game = _move(game, users)
    assert game.head_seq == 2 and game.to_act == [first]
    turn_keys = set(Delivery.objects.filter(kind="turn").values_list("key", flat=True))
    assert turn_keys == {
        f"turn:{game.pk}:0:{users[first].pk}",
        f"turn:{game.pk}:1:{users[1 - first].pk}",
        f"turn:{game.pk}:2:{users[first].pk}",
    }
    assert not Delivery.objects.filter(attempts=0).exists()  # each was tried in the outage
    assert smtp_sink.messages == []

    _resend_after_outage(smtp_sink)
    current = Delivery.objects.get(kind="turn", state=Delivery.State.SENT)
    assert current.key == f"turn:{game.pk}:2:{users[first].pk}"
    assert Delivery.objects.filter(kind="turn", state=Delivery.State.DROPPED).count() == 2
    assert len(smtp_sink.to(users[first].email, "Your turn")) == 1
    assert smtp_sink.to(users[1 - first].email, "Your turn") == []
    for user in users:  # the rest goes out: the start of the game
        assert len(smtp_sink.to(user.email, "has started")) == 1
    sent = Delivery.objects.filter(state=Delivery.State.SENT).count()
    assert len(smtp_sink.messages) == sent == 3
    assert sweep(now=timezone.now() + timedelta(hours=2)).deliveries == 0
    assert len(smtp_sink.messages) == 3  # nothing twice


def test_a_game_that_ended_during_the_outage_sends_its_result_and_no_turn(make_user, smtp_sink):
    users = [make_user("ada"), make_user("bob")]
    smtp_sink.stop()
    game = start_game(users, seed=32, limit=12)
    sweep()
    while game.status == Game.Status.ACTIVE:
        game = _move(game, users)
    assert Delivery.objects.filter(kind="turn").count() >= 2
    _resend_after_outage(smtp_sink)
    assert not Delivery.objects.filter(kind="turn", state=Delivery.State.SENT).exists()
    assert not Delivery.objects.filter(state=Delivery.State.PENDING).exists()
    for user in users:
        assert smtp_sink.to(user.email, "Your turn") == []
        assert len(smtp_sink.to(user.email, "Game over")) == 1
        assert len(smtp_sink.to(user.email, "has started")) == 1
    ids = [str(m["Message-ID"]) for m in smtp_sink.messages]
    assert len(ids) == len(set(ids)) == Delivery.objects.filter(state="sent").count() == 4


def test_a_reminder_and_a_digest_held_back_are_dropped_when_their_turns_passed(
    make_user, smtp_sink
):
    from tests.integration.notifications.conftest import set_profile

    ada, bob = make_user("ada"), make_user("bob")
    users = [ada, bob]
    for user in users:
        set_profile(user, email_mode="digest")
    smtp_sink.stop()
    game = start_game(users, seed=33)
    sweep()
    mover = users[game.to_act[0]]
    later = timezone.now() + timedelta(days=2, hours=23)  # the digest hour and a reminder
    sweep(now=later)
    held = Delivery.objects.filter(user=mover, kind__in=["reminder", "digest"])
    assert {d.kind for d in held} == {"reminder", "digest"}, list(held.values("kind", "key"))
    game = _move(game, users)  # the mover moves: both are about a turn that has passed
    _resend_after_outage(smtp_sink, hours=72)
    for delivery in Delivery.objects.filter(user=mover, kind__in=["reminder", "digest"]):
        assert delivery.state == Delivery.State.DROPPED, delivery.key
    assert smtp_sink.to(mover.email, "Reminder") == []
    assert smtp_sink.to(mover.email, "waiting for you") == []


def test_a_reminder_held_back_while_the_turn_is_still_open_goes_out_once(make_user, smtp_sink):
    users = [make_user("ada"), make_user("bob")]
    smtp_sink.stop()
    game = start_game(users, seed=34)
    sweep()
    mover = users[game.to_act[0]]
    later = timezone.now() + timedelta(days=2, hours=1)  # a day before the deadline
    sweep(now=later)
    assert Delivery.objects.filter(user=mover, kind="reminder").exists()
    smtp_sink.start()
    sweep(now=later + timedelta(minutes=10))  # past the backoff, before the deadline
    sweep(now=later + timedelta(minutes=20))
    assert len(smtp_sink.to(mover.email, "Reminder")) == 1
    assert len(smtp_sink.to(mover.email, "Your turn")) == 1  # still their turn: it goes out
    assert not Delivery.objects.filter(state=Delivery.State.DROPPED).exists()
