"""The bar: a game page speaks the game's language, never the engine's.

Every engine and map/world family, at the start and at two later positions of a random
game, through the eyes of each seat and of a spectator: the page's words (text and spoken
attributes, tests/support/person_words.py) hold no snake_case key, Python literal or repr,
JSON, seat number or truncated word. Findings of every page are gathered and reported
together.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from django.test import Client

from games.engines.core import all_engines, get_engine
from games.models import Game
from games.services.lifecycle import game_create, game_join
from games.services.moves import game_move_submit
from tests.support.person_words import (
    internal_tokens,
    log_text,
    person_text,
    unnamed_pairs,
    vocabulary,
)

pytestmark = pytest.mark.django_db

#: Moves of a random game after which the pages are read again.
POSITIONS = (0, 14, 45)
NAMES = ("ann", "bob", "cyd", "dee", "eve", "fay")


def families() -> list[Any]:
    """Each engine's configurations, one player count per map or world (every count where
    the engine has no maps, as Brass and Russian Railroads change with the count)."""
    found: list[Any] = []
    for engine in all_engines():
        seen: set[str] = set()
        for players, options in engine.configurations():
            key = (
                json.dumps(options, sort_keys=True) if options.get("map") else f"{players}{options}"
            )
            if key in seen:
                continue
            seen.add(key)
            name = "-".join([engine.slug, f"{players}p", *map(str, options.values())])
            found.append(pytest.param(engine.slug, players, options, id=name))
    return found


def _advance(game: Game, users: list[Any], moves: int, rng: random.Random) -> None:
    engine = get_engine(game.engine)
    for _ in range(moves):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE or not game.to_act:
            return
        seat = game.to_act[0]
        move = engine.bots["random"](game.head_state, seat, rng)
        game_move_submit(game_id=game.pk, user=users[seat], move=move, if_match=game.head_seq)


@pytest.mark.parametrize(("slug", "players", "options"), families())
def test_game_pages_hold_no_internal_token(slug, players, options, make_user):
    engine = get_engine(slug)
    users = [make_user(NAMES[i]) for i in range(players)]
    game = game_create(user=users[0], engine=slug, players=players, options=options, seed=21)
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    words = vocabulary(engine)
    names = [u.username for u in users]
    readers: list[tuple[str, Client]] = []
    for user in users:
        client = Client()
        client.force_login(user)
        readers.append((user.username, client))
    readers.append(("spectator", Client()))
    rng = random.Random(5)
    findings: dict[str, list[str]] = {}
    done = 0
    for position in POSITIONS:
        _advance(game, users, position - done, rng)
        done = position
        game.refresh_from_db()
        for who, client in readers:
            page = client.get(f"/games/{game.pk}/")
            assert page.status_code == 200
            text = person_text(page.content.decode())
            hits = internal_tokens(text, words, names)
            if slug == "504":  # the log names spaces by terrain, not by a bare pair
                log = log_text(page.content.decode())
                assert log or position == 0
                hits += unnamed_pairs(log)
            if hits:
                findings[f"move {game.head_seq}, {who}"] = sorted(set(hits))[:25]
    assert not findings, json.dumps(findings, indent=1, ensure_ascii=False)
