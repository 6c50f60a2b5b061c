"""Events are append-only in the database itself; state_at agrees with full replay."""

from __future__ import annotations

import pytest
from django.db import DatabaseError, connection, transaction
from django.test import override_settings

from games.models import Event, Snapshot
from games.services.replay import replay_full, state_at
from tests.integration.helpers import play, start_game

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_database_refuses_to_update_or_delete_an_event(make_user):
    users = [make_user(), make_user()]
    game = play(start_game(users), users, 3)
    event = Event.objects.filter(game=game).first()
    with pytest.raises(DatabaseError, match="Cannot update or delete"), transaction.atomic():
        Event.objects.filter(pk=event.pk).update(notation="forged")
    refused = pytest.raises(DatabaseError, match="Cannot update or delete")
    with refused, transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("DELETE FROM games_event WHERE id = %s", [event.pk])
    assert Event.objects.get(pk=event.pk).notation == event.notation


@override_settings(SNAPSHOT_EVERY=4)
def test_state_at_every_seq_equals_full_replay(make_user):
    users = [make_user(), make_user(), make_user()]
    game = play(start_game(users, seed=9, limit=60), users, 40, prefer="draw")
    assert Snapshot.objects.filter(game=game).count() >= 3
    assert replay_full(game) == game.head_state
    from tests.support.tiny_game import TINY

    state = TINY.setup(3, {"limit": 60}, 9)
    for event in Event.objects.filter(game=game).order_by("seq"):
        state = TINY.apply(state, event.seat, event.move).state
        assert state_at(game, event.seq) == state
