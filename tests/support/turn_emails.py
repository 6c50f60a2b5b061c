"""Turn emails of real engines at random positions, as the outbox sends them, and a scan for
what a person must never read in one (engine-internal tokens)."""

from __future__ import annotations

import random
import re
from typing import Any

from accounts.models import User
from games.engines.core import get_engine
from games.models import Game
from games.services.lifecycle import game_create, game_join
from games.services.moves import game_move_submit
from tests.support.person_words import NOTATION

#: (engine, players, options) of every engine and map family.
GAMES: list[tuple[str, int, dict[str, Any]]] = [
    ("brass-birmingham", 3, {}),
    ("brass-birmingham", 2, {"variant": "intro"}),
    ("russian-railroads", 3, {}),
    ("age-of-steam", 3, {"map": "rust_belt"}),
    ("age-of-steam", 3, {"map": "germany"}),
    ("504", 2, {"world": "231"}),
]


def played(slug: str, users: list[User], options: dict[str, Any], moves: int, seed: int) -> Game:
    """A game of ``slug`` after ``moves`` moves of the engine's random bot, each made by
    its player through the move service, and more until a player's turn follows another
    player's move (a turn email goes out then, not between a player's own actions)."""
    game = game_create(user=users[0], engine=slug, players=len(users), options=options, seed=seed)
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    engine = get_engine(slug)
    rng = random.Random(seed)
    last = None
    for done in range(moves + 50):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE or not game.to_act:
            break
        seat = game.to_act[0]
        if done >= moves and seat != last:
            break
        last = seat
        move = _not_ending(engine, game.head_state, seat, rng)
        if move is None:
            break
        game_move_submit(game_id=game.pk, user=users[seat], move=move, if_match=game.head_seq)
    game.refresh_from_db()
    return game


def _not_ending(engine: Any, state: dict[str, Any], seat: int, rng: random.Random) -> Any:
    """The random bot's move, or another legal one where that would end the game (a turn
    email needs a game still going); None when every move ends it."""
    moves = engine.legal_moves(state, seat)
    rng.shuffle(moves)
    for move in [engine.bots["random"](state, seat, rng), *moves]:
        if engine.result(engine.apply(state, seat, move).state) is None:
            return move
    return None


_URL = re.compile(r"(https?://|cid:|mailto:)\S+|\S+@\S+")
_FINDINGS = {
    "snake_case": re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b"),
    "Python literal": re.compile(r"\b(?:True|False|None)\b|\{'|\['|'\]|'\}"),
    "JSON": re.compile(r"[\[{]\s*\"|\"\s*:\s*[\[{\"\d]"),
    # "P2" alone is a hex of Age of Steam; "P2:" or "P2 0 VP" names a player by number
    "seat index": re.compile(
        r"\b(?:[Ss]eat|[Ss]itz) ?\d|\bP\d(?::| \d+ VP)|\b(?:Player|Spieler) \d"
    ),
    "typed notation": NOTATION,
    "truncated word": re.compile(r"\w…|\b(?:inh|qdone|fiel|moun|dese|wate|mead)\b"),
}


def internal_tokens(text: str) -> list[tuple[str, str]]:
    """Every (kind, token) in ``text`` (markup stripped) that is no word for a person."""
    readable = _URL.sub(" ", text)
    return [(kind, m.group(0)) for kind, rx in _FINDINGS.items() for m in rx.finditer(readable)]
