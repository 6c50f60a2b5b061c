"""The bar: hidden information never appears in an email for a seat that may not see it.

For every registered engine (and the test game): play a few moves, render each seat's
turn email, then change everything that seat may not see (other seats' private parts and
the secret part of the state, by convention; STYLE §6) and render again: the email must
not change. And no secret reveal addressed to another seat appears in it verbatim.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
import time_machine
from django.utils import timezone

from games.engines.core import all_engines, get_engine
from games.models import Event, Game
from games.services.lifecycle import game_create, game_join
from games.services.moves import game_move_submit
from notifications.email.render import compose, section_for
from notifications.preferences import prefs_for

pytestmark = pytest.mark.django_db
MOVES = 8


def _scramble(value: Any) -> Any:
    if isinstance(value, list):
        return [_scramble(v) for v in reversed(value)]
    if isinstance(value, dict):
        return {k: _scramble(v) for k, v in value.items()}
    return value


def hidden_changed(state: dict[str, Any], seat: int) -> dict[str, Any]:
    """``state`` with all that ``seat`` may not see shuffled (its own parts untouched)."""
    changed = copy.deepcopy(state)
    private = changed.get("private")
    if isinstance(private, list):
        others = [i for i in range(len(private)) if i != seat]
        rotated = others[1:] + others[:1]
        originals = {i: private[i] for i in others}
        for i, j in zip(others, rotated, strict=True):
            private[i] = _scramble(originals[j])
    if isinstance(changed.get("secret"), dict):
        changed["secret"] = _scramble(changed["secret"])
    return changed


def email_for(game: Game, seat_index: int) -> str:
    seat = game.seats.select_related("user").get(index=seat_index)
    prefs = prefs_for(seat.user, game.pk)
    section = section_for(game, seat, seat.user, prefs)
    message = compose(
        user=seat.user,
        game=game,
        prefs=prefs,
        subject="Your turn",
        paragraphs=[],
        sections=[section],
        reply_to=section.reply_to,
    )
    return message.subject + message.text + message.html


@pytest.mark.parametrize("slug", [e.slug for e in all_engines()])
def test_no_email_shows_a_seat_what_it_may_not_see(slug, make_user):
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
        moves = engine.legal_moves(game.head_state, seat)
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
    for seat in range(players):
        with time_machine.travel(timezone.now(), tick=False):  # signed links carry the time
            shown = email_for(game, seat)
            original = game.head_state
            game.head_state = hidden_changed(original, seat)
            if slug == "twenty-one":  # the check has teeth: the other hands did change
                assert game.head_state != original
            try:
                assert email_for(game, seat) == shown, f"seat {seat} sees hidden state"
            finally:
                game.head_state = original
        for to, what in secret_reveals:
            if to != seat and what not in ("null", "{}", "[]") and len(what) > 4:
                assert what not in shown, f"seat {seat} sees a reveal meant for seat {to}"
