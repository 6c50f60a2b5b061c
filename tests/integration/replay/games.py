"""Random games of every engine played through the move service, each state kept by seq."""

from __future__ import annotations

import copy
import random
from typing import Any

from accounts.models import User
from games.engines.core import get_engine
from games.models import Game
from games.services.lifecycle import game_create, game_join
from games.services.moves import game_move_submit


def setting(slug: str) -> tuple[int, dict[str, Any]]:
    """The engine's first configuration with two players or more."""
    return next((n, o) for n, o in get_engine(slug).configurations() if n >= 2)


def start(slug: str, users: list[User], seed: int = 11, **extra: Any) -> Game:
    players, options = setting(slug)
    if extra.get("is_public") is False:
        extra["invite"] = [u.username for u in users[1:players]]
    game = game_create(
        user=users[0],
        engine=slug,
        players=players,
        options=copy.deepcopy(options),
        seed=seed,
        **extra,
    )
    for user in users[1:players]:
        game_join(game_id=game.pk, user=user)
    game.refresh_from_db()
    return game


def play(
    game: Game, users: list[User], moves: int | None, pick: int = 3
) -> dict[int, dict[str, Any]]:
    """Random legal moves by the seats to act (``moves`` of them, None: to the end); returns
    the head state after each move by its seq (0: the set-up)."""
    engine = get_engine(game.engine)
    game.refresh_from_db()
    states = {game.head_seq: copy.deepcopy(game.head_state)}
    rng = random.Random(pick)
    bot = engine.bots["random"]
    made = 0
    while game.status == Game.Status.ACTIVE and (moves is None or made < moves):
        seat = rng.choice(game.to_act)
        move = bot(game.head_state, seat, rng)
        event = game_move_submit(game_id=game.pk, user=users[seat], move=move)
        game.refresh_from_db()
        states[event.seq] = copy.deepcopy(game.head_state)
        made += 1
    return states
