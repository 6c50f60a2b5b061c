"""Games of the test engine with a chosen time control, and what each user was mailed."""

from __future__ import annotations

from typing import Any

from django.core import mail

from accounts.models import User
from games.models import Game, Seat
from games.services.lifecycle import game_create, game_join
from tests.support.tiny_game import TINY

DAY = 24 * 3600


def game_with(
    users: list[User],
    time_control: dict[str, Any] | None = None,
    policy: dict[str, Any] | None = None,
    seed: int = 5,
) -> Game:
    game = game_create(
        user=users[0],
        engine=TINY.slug,
        players=len(users),
        seed=seed,
        time_control=time_control or {"kind": "per_move", "seconds": 3 * DAY},
        timeout_policy=policy,
    )
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    game.refresh_from_db()
    return game


def subjects(user: User) -> list[str]:
    return [str(m.subject) for m in mail.outbox if user.email in m.to]


def seat_of(game: Game, index: int) -> Seat:
    return Seat.objects.get(game=game, index=index)
