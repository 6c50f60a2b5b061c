"""Bot seats move by themselves: after a person's move, and when a bot must open the game."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from games.models import Event, Game
from games.services.lifecycle import game_create
from games.services.moves import game_move_submit

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_bot_that_must_open_the_game_moves_at_once(make_user):
    anna = make_user()
    game = game_create(
        user=anna, engine="twenty-one", players=2, seed=4, bots=["greedy"], options={"first": 1}
    )
    game.refresh_from_db()
    assert game.status == Game.Status.ACTIVE
    assert Event.objects.filter(game=game, kind=Event.Kind.BOT).count() == 1
    assert game.to_act == [0]


def test_bots_answer_each_move_until_a_person_must_act(make_user):
    anna = make_user()
    game = game_create(user=anna, engine="twenty-one", players=3, seed=8, bots=["random"] * 2)
    game.refresh_from_db()
    game_move_submit(game_id=game.pk, user=anna, move={"type": "draw"})
    game.refresh_from_db()
    kinds = list(Event.objects.filter(game=game).order_by("seq").values_list("kind", flat=True))
    assert kinds[0] == "move" and set(kinds[1:]) <= {"bot"}
    assert game.to_act in ([0], []) and game.rated is False


def test_a_bot_move_lost_with_the_broker_is_made_by_the_stalled_bots_sweep(make_user):
    """Redis down when the bot should have moved: the message is lost, the game waits; the
    periodic sweep moves the bot once the game has been still for a minute."""
    from config.celery import app
    from games.tasks import requeue_stalled_bots
    from tests.support.local import free_port

    anna = make_user()
    previous = app.conf.broker_url
    app.conf.task_always_eager = False
    app.conf.broker_url = f"redis://127.0.0.1:{free_port()}/0"  # nothing listens: Redis down
    app._pool, app.amqp._producer_pool = None, None
    try:
        game = game_create(
            user=anna, engine="twenty-one", players=2, seed=4, bots=["greedy"], options={"first": 1}
        )
    finally:
        app.conf.task_always_eager = True
        app.conf.broker_url = previous
        app._pool, app.amqp._producer_pool = None, None
    game.refresh_from_db()
    assert game.to_act == [1] and not Event.objects.filter(game=game).exists()

    assert requeue_stalled_bots.apply().result == 0  # moved a moment ago: not stalled yet
    Game.objects.filter(pk=game.pk).update(updated_at=timezone.now() - timedelta(minutes=2))
    assert requeue_stalled_bots.apply().result == 1
    game.refresh_from_db()
    assert Event.objects.filter(game=game, kind=Event.Kind.BOT).count() == 1
    assert game.to_act == [0]
