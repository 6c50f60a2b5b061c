"""Hidden information never reaches a webhook payload or a stream event for a seat that may
not see it: for every engine (games.engines.core.all_engines(), the test game included, so
engines that land later are covered), random games through the real services, then every
delivery and every stream message checked against the engine's own per-seat redaction.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from games.engines.core import Reveal, all_engines, get_engine
from games.models import Event, Game
from games.services.lifecycle import game_create, game_join
from games.services.moves import game_move_submit
from notifications.stream.hub import redact
from notifications.webhooks.consumer import webhooks_consume
from notifications.webhooks.models import Delivery
from notifications.webhooks.services import subscription_create
from tests.support.tiny_game import TINY

MOVES = 30
URL = "https://hooks.example.org/turns"


def engine_slugs() -> list[str]:
    return sorted({e.slug for e in all_engines()} | {TINY.slug})


def configuration(slug: str) -> tuple[int, dict[str, Any]]:
    engine = get_engine(slug)
    for players, options in engine.configurations():
        if players >= 2:
            return players, options
    return max(2, engine.min_players), {}


def play_random(game: Game, users: list, moves: int, rng: random.Random) -> None:
    engine = get_engine(game.engine)
    for _ in range(moves):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE or not game.to_act:
            return
        seat = rng.choice(game.to_act)
        move = engine.bots["random"](game.head_state, seat, rng)
        game_move_submit(game_id=game.pk, user=users[seat], move=move)


def hidden_from(event: Event, seat: int | None) -> list[Any]:
    """What this event revealed to other seats only (values the seat must not learn)."""
    reveals = [Reveal.from_json(r) for r in event.reveals]
    seen = [r.seen_by(seat) for r in reveals]
    return [
        r.what
        for r in reveals
        if r.to is not None and r.to != seat and r.what != r.redacted and r.what not in seen
    ]


def assert_redacted(entry: dict[str, Any], event: Event, seat: int | None) -> None:
    expected = get_engine(event.game.engine).view_event(event.as_engine_event(), seat)
    assert entry["move"] == expected.get("move")
    assert entry["reveals"] == expected.get("reveals", [])
    assert entry["notation"] == expected.get("notation", event.notation)
    text = json.dumps(entry, sort_keys=True, default=str)
    for secret in hidden_from(event, seat):
        assert secret not in entry["reveals"]
        if isinstance(secret, dict | list):
            assert json.dumps(secret, sort_keys=True) not in text


@pytest.mark.parametrize("slug", engine_slugs())
def test_no_hidden_information_in_webhooks_or_stream(slug, make_user, outbox_at_head):
    players, options = configuration(slug)
    users = [make_user(f"{slug}-p{i}") for i in range(players)]
    spectator = make_user(f"{slug}-watcher")
    game = game_create(user=users[0], engine=slug, players=players, options=options, seed=11)
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    game.refresh_from_db()
    for user in users:
        subscription_create(owner=user, url=URL)
    subscription_create(owner=spectator, url=URL, game_id=game.pk)

    play_random(game, users, MOVES, random.Random(slug))
    events = list(Event.objects.filter(game=game).select_related("game").order_by("seq"))
    secret_reveals = [e for e in events if any(r.get("to") is not None for r in e.reveals)]
    if not secret_reveals and "private" not in (game.head_state or {}):
        pytest.skip(f"{slug} showed no hidden information in {len(events)} moves")
    assert events, f"{slug}: no move was played"

    webhooks_consume()
    deliveries = list(Delivery.objects.filter(event__game=game).select_related("event__game"))
    assert deliveries
    viewers = set()
    for delivery in deliveries:
        seat = delivery.payload["data"]["viewer_seat"]
        viewers.add(seat)
        assert_redacted(delivery.payload["data"]["event"], delivery.event, seat)
    assert None in viewers and set(range(players)) <= viewers

    for event in events:
        for seat in [None, *range(players)]:
            assert_redacted(redact(slug, event, seat), event, seat)
