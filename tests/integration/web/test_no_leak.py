"""The bar: no page shows a seat what it may not see.

For every registered engine (and the test game): play a few moves, fetch each seat's game
page and board partial (and a spectator's), then change everything that seat may not see
(other seats' private parts and the secret part of the state) and fetch again: the HTML
must not change. Secret reveals addressed to another seat never appear in it either.
"""

from __future__ import annotations

import json
import random
import re

import pytest
import time_machine
from django.test import Client
from django.utils import timezone

from games.engines.core import all_engines, get_engine
from games.models import Event, Game
from games.services.lifecycle import game_create, game_join
from games.services.moves import game_move_submit
from tests.integration.notifications.test_hidden_information import hidden_changed

pytestmark = pytest.mark.django_db
MOVES = 8
CSRF = re.compile(r'(csrfmiddlewaretoken" value="|X-CSRFToken": ")[^"]+')


def pages(game: Game, client: Client) -> str:
    html = client.get(f"/games/{game.pk}/").content.decode()
    html += client.get(f"/games/{game.pk}/panel/").content.decode()
    return CSRF.sub("", html)


@pytest.mark.parametrize("slug", [e.slug for e in all_engines()])
def test_no_page_shows_a_seat_what_it_may_not_see(slug, make_user):
    engine = get_engine(slug)
    players, options = next((n, o) for n, o in engine.configurations() if n >= 2)
    users = [make_user(f"p{i}") for i in range(players)]
    game = game_create(user=users[0], engine=slug, players=players, options=options, seed=11)
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    rng = random.Random(3)
    for _ in range(MOVES):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE or not game.to_act:
            break
        seat = game.to_act[0]
        moves = [m for m in engine.legal_moves(game.head_state, seat) if not m.get("compact")]
        if not moves:
            break
        game_move_submit(game_id=game.pk, user=users[seat], move=rng.choice(moves))
    game.refresh_from_db()
    secret_reveals = [
        (r["to"], json.dumps(r["what"], sort_keys=True))
        for e in Event.objects.filter(game=game)
        for r in e.reveals
        if r.get("to") is not None and r.get("what") != r.get("redacted")
    ]
    clients: list[tuple[int | None, Client]] = [(None, Client())]
    for seat, user in enumerate(users):
        client = Client()
        client.force_login(user)
        clients.append((seat, client))
    original = game.head_state
    with time_machine.travel(timezone.now(), tick=False):
        for seat, client in clients:
            shown = pages(game, client)
            assert "<svg" in shown
            changed = hidden_changed(original, -1 if seat is None else seat)
            if slug == "twenty-one":  # the check has teeth: hidden parts did change
                assert changed != original
            Game.objects.filter(pk=game.pk).update(head_state=changed)
            try:
                assert pages(game, client) == shown, f"seat {seat} sees hidden state"
            finally:
                Game.objects.filter(pk=game.pk).update(head_state=original)
            for to, what in secret_reveals:
                if to != seat and what not in ("null", "{}", "[]") and len(what) > 4:
                    assert what not in shown, f"seat {seat} sees a reveal meant for seat {to}"
