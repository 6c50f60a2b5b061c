"""Demo data for `make run`: two players with API tokens and a game in progress.

Run again (every `make run`), it changes nothing: a player's "demo" token is made once and
its key printed that once (only its digest is stored, so it cannot be shown again).
"""

from __future__ import annotations

import random
from typing import Any

from django.core.management.base import BaseCommand

from accounts.models import ApiToken, User
from accounts.services import token_create, user_register
from games.engines.core import engine_slugs, get_engine
from games.models import Game
from games.services.lifecycle import game_create, game_join
from games.services.moves import game_move_submit

PREFERRED = ["brass-birmingham", "age-of-steam", "russian-railroads", "504"]
PASSWORD = "demo-password-1"
OPENING_MOVES = 4
DEMO_TOKEN = "demo"


class Command(BaseCommand):
    help = "Create demo players (printing their API tokens) and a game in progress."

    def handle(self, *args: Any, **options: Any) -> None:
        players = [self._player(name) for name in ("anna", "ben")]
        for user in players:
            self.stdout.write(f"{user.username}: password {PASSWORD!r}, {self._token(user)}")
        hosted = [s for s in PREFERRED if s in engine_slugs()]
        if not hosted:
            self.stdout.write("No game engine is registered yet: no demo game.")
            return
        if Game.objects.filter(created_by=players[0], status=Game.Status.ACTIVE).exists():
            self.stdout.write("The demo game exists already.")
            return
        engine = get_engine(hosted[0])
        game = game_create(user=players[0], engine=engine.slug, players=2, seed=2026)
        game_join(game_id=game.pk, user=players[1])
        rng = random.Random(1)
        for _ in range(OPENING_MOVES):
            game.refresh_from_db()
            if not game.to_act:
                break
            seat = game.to_act[0]
            move = engine.bots["greedy"](game.head_state or {}, seat, rng)
            game_move_submit(game_id=game.pk, user=players[seat], move=move)
        self.stdout.write(f"Demo game {game.pk}: {engine.title}, anna vs ben.")

    def _token(self, user: User) -> str:
        if ApiToken.objects.filter(user=user, name=DEMO_TOKEN).exists():
            return (
                f"API token {DEMO_TOKEN!r} made on an earlier run "
                "(a new one: Settings, or POST /api/v1/auth/token/)"
            )
        _, key = token_create(user=user, name=DEMO_TOKEN)
        return f"API token {key}"

    def _player(self, name: str) -> User:
        user = User.objects.filter(username=f"demo-{name}").first()
        return user or user_register(
            username=f"demo-{name}",
            email=f"{name}@demo.invalid",
            password=PASSWORD,
            email_verified=True,
        )
