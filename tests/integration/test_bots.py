"""Bot seats move by themselves: after a person's move, and when a bot must open the game."""

from __future__ import annotations

import pytest

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
