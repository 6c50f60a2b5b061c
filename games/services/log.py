"""The one numbering of a game's log: every event, moves and table talk alike, takes the
next seq after ``Game.last_seq``; ``Game.head_seq`` only follows the events that can change
the state (set_head). Callers hold the game row's lock (lock_game)."""

from __future__ import annotations

from games.models import Game


def next_seq(game: Game) -> int:
    """Reserve the seq of the next event of the locked ``game`` (the caller saves last_seq)."""
    game.last_seq = max(game.last_seq, game.head_seq) + 1
    return game.last_seq
