"""The game page of every engine and map as players see it: at the start and after some
moves of a random game, for the player to move, another player and a spectator; saved at
desktop and phone width (test-output/screenshots/game-*.png) and checked by axe-core
(0 serious or critical violations) and for sideways scrolling on a phone."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from accounts.models import User
from games.engines.core import get_engine
from games.models import Game
from games.services.moves import game_move_submit
from tests.browser.flow import start
from tests.browser.look import Looker
from tests.browser.test_screenshots import sign_in

#: (slug, players, options, moves played before the page is looked at)
PAGES = [
    ("brass-birmingham", 2, {}, 0),
    ("brass-birmingham", 3, {}, 25),
    ("brass-birmingham", 4, {}, 90),
    ("brass-birmingham", 2, {"variant": "intro"}, 12),
    ("russian-railroads", 2, {}, 0),
    ("russian-railroads", 3, {}, 30),
    ("russian-railroads", 4, {}, 80),
    ("russian-railroads", 1, {}, 20),
    ("age-of-steam", 3, {"map": "rust_belt"}, 10),
    ("age-of-steam", 3, {"map": "germany"}, 0),
    ("504", 2, {"world": "231"}, 20),
    ("twenty-one", 3, {}, 3),
]


def advance(game: Game, users: list[User], moves: int, seed: int) -> Game:
    """``moves`` moves of the engine's random bot, made as the players through the service."""
    engine = get_engine(game.engine)
    rng = random.Random(seed)
    for _ in range(moves):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE or not game.to_act:
            break
        seat = game.to_act[0]
        move = engine.bots["random"](game.head_state, seat, rng)
        game_move_submit(game_id=game.pk, user=users[seat], move=move, if_match=game.head_seq)
    game.refresh_from_db()
    return game


def name_of(slug: str, players: int, options: dict[str, Any], moves: int) -> str:
    extra = "-".join(f"{v}" for v in options.values())
    return re.sub(r"[^a-z0-9-]+", "-", f"game-{slug}-{players}p-{extra}-m{moves}".lower())


@pytest.mark.parametrize(("slug", "players", "options", "moves"), PAGES)
def test_game_page_looks_right(
    slug, players, options, moves, browser_context, web_server, screenshots, make_user
):
    names = ["ann", "bob", "cyd", "dee"][:players]
    users = [make_user(f"{n}{slug[:3]}{moves}") for n in names]
    game = advance(start(slug, users, options, seed=3), users, moves, seed=4)
    look = Looker(screenshots, name_of(slug, players, options, moves))
    base = name_of(slug, players, options, moves)
    mover = game.to_act[0] if game.to_act else 0
    page = browser_context()
    sign_in(page, web_server, users[mover].username)
    page.goto(f"{web_server}/games/{game.pk}/")
    look(page, f"{base}-player")
    if players > 1:
        other = browser_context()
        sign_in(other, web_server, users[(mover + 1) % players].username)
        other.goto(f"{web_server}/games/{game.pk}/")
        look(other, f"{base}-other")
    watcher = browser_context()
    watcher.goto(f"{web_server}/games/{game.pk}/")
    look(watcher, f"{base}-spectator")
    look.assert_clean()
