"""Helpers for integration tests: start a game of the test engine and play it."""

from __future__ import annotations

import random

from accounts.models import User
from games.models import Game
from games.services.lifecycle import game_create, game_join
from games.services.moves import game_move_submit
from tests.support.tiny_game import TINY


def start_game(users: list[User], seed: int = 5, **options: object) -> Game:
    game = game_create(
        user=users[0], engine=TINY.slug, players=len(users), seed=seed, options=dict(options)
    )
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    game.refresh_from_db()
    return game


def play(
    game: Game,
    users: list[User],
    moves: int,
    rng: random.Random | None = None,
    prefer: str | None = None,
) -> Game:
    rng = rng or random.Random(0)
    for _ in range(moves):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE:
            break
        seat = game.to_act[0]
        legal = TINY.legal_moves(game.head_state, seat)
        preferred = [m for m in legal if m["type"] == prefer]
        move = rng.choice(preferred or legal)
        game_move_submit(game_id=game.pk, user=users[seat], move=move)
    game.refresh_from_db()
    return game
