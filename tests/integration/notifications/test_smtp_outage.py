"""The bar: the SMTP server is down during 100 moves; nothing is lost, and once it is back
every email still worth sending is delivered exactly once (deliveries sent by a real Celery
worker); turn emails whose turns passed meanwhile are dropped (test_late_emails.py)."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest
from django.utils import timezone

from games.models import Event
from notifications.models import Delivery
from notifications.sweeper import sweep
from tests.integration.helpers import play, start_game

# Event ids restart at 1: the email cursor starts at 0 and the outbox waits at id gaps.
pytestmark = pytest.mark.django_db(transaction=True, reset_sequences=True)
MOVES = 100


def test_smtp_down_during_100_moves_loses_nothing(make_user, smtp_sink, celery_worker_process):
    users = [make_user("ada"), make_user("bob")]
    smtp_sink.stop()
    celery_worker_process.start()
    rng = random.Random(7)
    seed = 100
    while Event.objects.count() < MOVES:
        game = start_game(users, seed=seed)
        seed += 1
        while game.status == game.Status.ACTIVE and Event.objects.count() < MOVES:
            game = play(game, users, 1, rng, prefer="draw")
            sweep()  # each move's email is written and tried while the server is down
    assert Event.objects.count() == MOVES
    total = Delivery.objects.count()
    assert total >= MOVES  # a turn email per move (and starts, game ends)
    kinds = set(Delivery.objects.values_list("kind", flat=True))
    assert {"started", "turn", "game_over"} <= kinds
    over = Delivery.objects.filter(kind="game_over").first()
    assert "Results:" in over.text and "place 1" in over.text
    assert celery_worker_process.wait_for(
        lambda: not Delivery.objects.filter(attempts=0, state=Delivery.State.PENDING).exists(),
        timeout=120,
    ), "every email was tried (or dropped, its turn passed) while the server was down"
    assert not Delivery.objects.filter(state=Delivery.State.SENT).exists()
    assert smtp_sink.messages == []

    smtp_sink.start()
    later = timezone.now() + timedelta(hours=1)  # past every backoff
    sweep(now=later)
    assert celery_worker_process.wait_for(
        lambda: not Delivery.objects.filter(state=Delivery.State.PENDING).exists(), timeout=120
    )
    assert sweep(now=later + timedelta(hours=1)).deliveries == 0
    # a "your turn" for a turn that passed during the outage is dropped; the rest goes out once
    dropped = Delivery.objects.filter(state=Delivery.State.DROPPED)
    assert set(dropped.values_list("kind", flat=True)) == {"turn"}
    sent = Delivery.objects.filter(state=Delivery.State.SENT)
    assert sent.count() + dropped.count() == total
    assert sent.filter(kind="turn").count() <= 2  # at most the turns still open now
    assert sent.exclude(kind="turn").count() == Delivery.objects.exclude(kind="turn").count()
    message_ids = [str(m["Message-ID"]) for m in smtp_sink.messages]
    assert len(message_ids) == sent.count() and len(set(message_ids)) == len(message_ids)
    print(
        f"\nSMTP outage: {MOVES} moves, {total} emails, {len(message_ids)} delivered once each, "
        f"{dropped.count()} turn emails dropped (their turns had passed)"
    )
