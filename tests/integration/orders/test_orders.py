"""Standing orders, the bars of issue 21 for every engine, on random positions.

* A queued move is played exactly when legal: the turn passes to its seat and the order's
  move is played at once, by the move service, as an ordinary move event that only its
  owner is told came from an order; a move not legal then is dropped with the engine's
  reason and the seat decides for itself.
* The engines' own orders (bid up to N, pass above N, a loan or a pass when nothing else is
  possible) play exactly what the engine's ``standing_order_move`` says whenever it says
  something, and never leave such a decision to the player.
* Orders are invisible to the other seats: their game (view), history, stream messages and
  turn emails are the same as when the move was made by hand, and their order list is empty.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from django.test import Client

from games.engines.core import IllegalMove, all_engines, get_engine
from games.models import Event, Game, StandingOrder
from games.services.moves import game_move_submit
from games.services.orders import order_create
from tests.integration.notifications.test_hidden_information import email_for
from tests.integration.replay.games import play, setting, start

pytestmark = pytest.mark.django_db
SLUGS = [e.slug for e in all_engines() if e.slug != "twenty-one"]
POSITIONS = 6


def users_for(slug: str, make_user) -> list:
    return [make_user() for _ in range(setting(slug)[0])]


def listed(engine, state, seat) -> list[dict[str, Any]]:
    return [m for m in engine.legal_moves(state, seat) if not m.get("compact")]


def illegal_for(engine, state, seat, pool) -> dict[str, Any] | None:
    """A move of ``seat`` from another position that is not legal in ``state``."""
    for move in pool:
        try:
            engine.apply(state, seat, move)
        except IllegalMove:
            return move
    return None


def others_see(game: Game, seat: int, client) -> str:
    """Everything another seat reads of the game: its view, its history, its stream
    messages and its turn email."""
    from notifications.stream.hub import encode, load_batch

    detail = client.get(f"/api/v1/games/{game.pk}/").content.decode()
    events = client.get(f"/api/v1/games/{game.pk}/events/?page_size=1000").content.decode()
    batch = load_batch(game.pk, 0)
    stream = "".join(encode(batch, e, seat) for e in batch.events)
    return detail + events + stream + email_for(game, seat)


@pytest.mark.parametrize("slug", SLUGS)
def test_a_queued_move_is_played_exactly_when_legal_and_dropped_otherwise(
    slug, make_user, client_for
):
    engine = get_engine(slug)
    played = dropped = 0
    for position in range(POSITIONS):
        users = users_for(slug, make_user)
        game = start(slug, users)
        rng = random.Random(100 + position)
        states = play(game, users, rng.randint(0, 25), pick=position)
        legal = position % 2 == 0
        found = None
        for _ in range(60):  # walk on to a move that passes the turn to another seat
            game.refresh_from_db()
            if game.status != Game.Status.ACTIVE:
                break
            state, mover = game.head_state, game.to_act[0]
            move = rng.choice(listed(engine, state, mover))
            after = engine.apply(state, mover, move).state
            owners = [s for s in engine.to_act(after) if s != mover and s not in game.to_act]
            if owners:
                owner = owners[0]
                pool = [m for s in states.values() for m in listed(engine, s, owner)]
                pool = rng.sample(pool, min(len(pool), 80))
                planned = (
                    rng.choice(listed(engine, after, owner))
                    if legal
                    else illegal_for(engine, after, owner, pool)
                )
                if planned is not None:
                    found = (mover, move, owner, planned)
                    break
            event = game_move_submit(game_id=game.pk, user=users[mover], move=move)
            game.refresh_from_db()
            states[event.seq] = game.head_state
        if found is None:
            continue
        mover, move, owner, planned = found
        order = order_create(
            game_id=game.pk, user=users[owner], kind="moves", steps=[{"move": planned}]
        )
        assert order.status == StandingOrder.Status.ACTIVE  # not its turn yet
        head = game.head_seq
        made = game_move_submit(game_id=game.pk, user=users[mover], move=move)
        order.refresh_from_db()
        game.refresh_from_db()
        by_order = Event.objects.filter(game=game, seq__gt=made.seq, seat=owner).first()
        if legal:
            played += 1
            assert order.status == StandingOrder.Status.DONE
            assert by_order is not None and by_order.move == planned
            assert by_order.data == {"standing_order": order.pk}
            assert order.played == [by_order.seq] and by_order.seq == made.seq + 1
            assert Event.objects.filter(game=game, data__standing_order=order.pk).count() == 1
            # the owner is told in their log; nobody else anywhere
            owner_page = Client()
            owner_page.force_login(users[owner])
            assert "(your standing order)" in owner_page.get(f"/games/{game.pk}/").content.decode()
            for seat, user in enumerate(users):
                if seat == owner:
                    continue
                client = client_for(user)
                seen = others_see(game, seat, client)
                assert "standing" not in seen.lower() and "order" not in json.dumps(
                    client.get(f"/api/v1/games/{game.pk}/orders/").json()
                )
                page = Client()
                page.force_login(user)
                html = page.get(f"/games/{game.pk}/").content.decode()
                assert "your standing order" not in html and f'data-order="{order.pk}"' not in html
        else:
            dropped += 1
            assert order.status == StandingOrder.Status.DROPPED and order.reason
            assert by_order is None, "a dropped order makes no move"
            assert owner in game.to_act, "the player decides for themselves"
            listed_orders = client_for(users[owner]).get(f"/api/v1/games/{game.pk}/orders/")
            assert listed_orders.json()[0]["status"] == "dropped"
            assert listed_orders.json()[0]["reason"]
            told = email_for(game, owner)  # the owner's next turn email tells them, once
            assert "was dropped" in told and listed_orders.json()[0]["reason"][:20] in told
            assert "was dropped" not in email_for(game, owner)
            for seat in range(len(users)):
                if seat != owner:
                    assert "was dropped" not in email_for(game, seat)
        assert head < made.seq
    print(f"\n{slug}: {played} orders played when legal, {dropped} dropped when not")
    assert played and dropped, (played, dropped)


def test_a_queue_waits_for_its_condition(make_user):
    """ "If B passes, I pass": the step waits for B's move; B doing something else drops it."""
    slug = "age-of-steam"
    engine = get_engine(slug)
    for pick in range(40):
        users = users_for(slug, make_user)
        game = start(slug, users)
        play(game, users, pick % 7, pick=pick)
        game.refresh_from_db()
        state, first = game.head_state, game.to_act[0]
        moves = listed(engine, state, first)
        after = engine.apply(state, first, moves[0]).state
        nxt = engine.to_act(after)
        if nxt and nxt[0] != first:
            break
    second = nxt[0]
    condition_move = moves[0]
    answer = listed(engine, after, second)[0]
    order = order_create(
        game_id=game.pk,
        user=users[second],
        kind="moves",
        steps=[{"move": answer, "if": {"seat": first, "move": condition_move}}],
    )
    game_move_submit(game_id=game.pk, user=users[first], move=condition_move)
    order.refresh_from_db()
    assert order.status == StandingOrder.Status.DONE
    # B does something else: the next such order is dropped, nothing played for it.
    game.refresh_from_db()
    if game.status == Game.Status.ACTIVE and second not in game.to_act:
        mover = game.to_act[0]
        options = listed(engine, game.head_state, mover)
        if len(options) > 1:
            waited, made = options[0], options[1]
            other = order_create(
                game_id=game.pk,
                user=users[(mover + 1) % len(users)],
                kind="moves",
                steps=[{"move": {"type": "pass"}, "if": {"seat": mover, "move": waited}}],
            )
            game_move_submit(game_id=game.pk, user=users[mover], move=made)
            other.refresh_from_db()
            assert other.status in (StandingOrder.Status.DROPPED, StandingOrder.Status.ACTIVE)
            assert not other.played


ENGINE_ORDERS = {
    "age-of-steam": ("bid_up_to", {"limit": 4}),
    "504": ("pass_above", {"limit": 0}),
    "brass-birmingham": ("loan_or_pass", {"prefer": "loan"}),
}


@pytest.mark.parametrize("slug", sorted(ENGINE_ORDERS))
def test_an_engines_order_plays_what_the_engine_says_whenever_it_says_it(slug, make_user):
    engine = get_engine(slug)
    kind, params = ENGINE_ORDERS[slug]
    users = users_for(slug, make_user)
    game = start(slug, users)
    order = order_create(game_id=game.pk, user=users[0], kind=kind, params=params)
    spec = {"kind": kind, "params": params}
    rng = random.Random(7)
    bot = engine.bots["random"]
    before: dict[int, dict[str, Any]] = {}
    for _ in range(160):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE:
            break
        seat = rng.choice(game.to_act)
        if seat == 0:
            assert engine.standing_order_move(game.head_state, 0, spec) is None, (
                "a decision the order answers was left to the player"
            )
        before[game.head_seq] = copy.deepcopy(game.head_state)
        game_move_submit(game_id=game.pk, user=users[seat], move=bot(game.head_state, seat, rng))
    order.refresh_from_db()
    assert order.status == StandingOrder.Status.ACTIVE  # it stands until withdrawn
    fired = Event.objects.filter(game=game, data__standing_order=order.pk).order_by("seq")
    from games.services.replay import state_at

    for event in fired:
        prior = state_at(game, event.seq - 1)
        assert event.seat == 0
        assert event.move == engine.standing_order_move(prior, 0, spec)
        assert event.move in engine.legal_moves(prior, 0)
    print(f"\n{slug}: {fired.count()} moves by the {kind} order")
    assert [e.seq for e in fired][-50:] == order.played
    if slug != "brass-birmingham":  # Brass: only when nothing but a loan or a pass is left
        assert fired.exists(), "the order had auctions to play in"
