"""A bot's move for its seat: what the worker's bot loop and an event's round deadline play."""

from __future__ import annotations

import random

from games.engines.core import Engine
from games.models import Event, Game, Seat
from games.services.moves import record_move


def bot_move(*, game: Game, engine: Engine, seat: Seat) -> Event:
    """The seat's bot moves on the locked ``game``. Its randomness comes from the game's seed
    and the position, so a replayed or retried run makes the same move."""
    state = game.head_state
    assert state is not None
    rng = random.Random(f"{game.seed}:bot:{game.head_seq}:{seat.index}")
    bot = engine.bots.get(seat.bot) or engine.bots["greedy"]
    return record_move(
        game=game,
        engine=engine,
        seat=seat.index,
        move=bot(state, seat.index, rng),
        kind=Event.Kind.BOT,
        actor=None,
    )
