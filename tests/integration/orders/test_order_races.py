"""Standing orders under concurrent moves, with real threads on PostgreSQL: an order is
applied exactly once however many clients race the move that brings its turn, and a
withdrawal racing that move either withdraws it (nothing played) or loses (played once).
A deadline never times out a seat whose order has a legal move: the order plays instead.
"""

from __future__ import annotations

import threading
from collections import Counter
from datetime import timedelta

import pytest
from django.db import connection
from django.utils import timezone
from rest_framework.test import APIClient

from accounts.services import token_create
from games.engines.core import get_engine
from games.models import Event, Game, Seat, StandingOrder
from games.services.orders import order_create, order_withdraw
from games.services.timeouts import seat_deadline_enforce
from tests.integration.replay.games import start

pytestmark = pytest.mark.django_db(transaction=True)
SLUG = "age-of-steam"
RACERS = 8


def auction_position(make_user):
    """An Age of Steam game in the turn-order auction where a pass leaves it going on."""
    engine = get_engine(SLUG)
    users = [make_user() for _ in range(3)]
    game = start(SLUG, users)
    from games.services.moves import game_move_submit

    for _ in range(40):
        game.refresh_from_db()
        state = game.head_state
        if state["phase"] == "auction":
            after = engine.apply(state, game.to_act[0], {"type": "pass"}).state
            if after["phase"] == "auction":  # the next bidder still bids
                return engine, users, game
        seat = game.to_act[0]
        moves = engine.legal_moves(state, seat)
        pick = next((m for m in moves if m["type"] in ("issue_shares",)), moves[0])
        game_move_submit(game_id=game.pk, user=users[seat], move=pick)
    pytest.skip("no auction reached")


def race(game: Game, user, move: dict, extra=None) -> Counter[int]:
    key = token_create(user=user)[1]
    statuses: Counter[int] = Counter()
    lock = threading.Lock()
    barrier = threading.Barrier(RACERS + (1 if extra else 0))

    def racer() -> None:
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
        try:
            barrier.wait(timeout=60)
            answer = client.post(
                f"/api/v1/games/{game.pk}/moves/",
                {"move": move},
                format="json",
                HTTP_IF_MATCH=f'"{game.head_seq}"',
            )
            with lock:
                statuses[answer.status_code] += 1
        finally:
            connection.close()

    def other() -> None:
        try:
            barrier.wait(timeout=60)
            extra()
        finally:
            connection.close()

    threads = [threading.Thread(target=racer) for _ in range(RACERS)]
    if extra:
        threads.append(threading.Thread(target=other))
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return statuses


def next_bidder(engine, game: Game) -> int:
    """Who bids after the seat to act passes."""
    mover = game.to_act[0]
    owner = engine.to_act(engine.apply(game.head_state, mover, {"type": "pass"}).state)[0]
    assert owner != mover
    return int(owner)


def test_an_order_is_applied_once_however_many_clients_race(make_user):
    engine, users, game = auction_position(make_user)
    owner = next_bidder(engine, game)
    order = order_create(
        game_id=game.pk, user=users[owner], kind="moves", steps=[{"move": {"type": "pass"}}]
    )
    statuses = race(game, users[game.to_act[0]], {"type": "pass"})
    assert statuses[201] == 1 and statuses[409] == RACERS - 1, statuses
    order.refresh_from_db()
    assert order.status == StandingOrder.Status.DONE, order.reason
    assert Event.objects.filter(game=game, data__standing_order=order.pk).count() == 1
    seqs = list(Event.objects.filter(game=game).order_by("seq").values_list("seq", flat=True))
    assert seqs == list(range(1, len(seqs) + 1))
    print(f"\n{RACERS} racers: {dict(statuses)}; the order played once")


def withdrawal(game: Game, user, order: StandingOrder, told: list[str]):
    def withdraw() -> None:
        try:
            order_withdraw(game_id=game.pk, user=user, order_id=order.pk)
            told.append("yes")
        except Exception as refused:
            told.append(getattr(refused, "code", "?"))

    return withdraw


def test_a_withdrawal_racing_the_move_either_wins_or_loses_whole(make_user):
    outcomes: Counter[str] = Counter()
    for _ in range(3):
        engine, users, game = auction_position(make_user)
        owner = next_bidder(engine, game)
        order = order_create(
            game_id=game.pk, user=users[owner], kind="bid_up_to", params={"limit": 50}
        )
        told: list[str] = []
        statuses = race(
            game,
            users[game.to_act[0]],
            {"type": "pass"},
            extra=withdrawal(game, users[owner], order, told),
        )
        assert statuses[201] == 1
        order.refresh_from_db()
        made = Event.objects.filter(game=game, data__standing_order=order.pk).count()
        if order.status == StandingOrder.Status.WITHDRAWN:
            assert told == ["yes"] and made == 0
            outcomes["withdrawn first"] += 1
        else:
            assert told == ["E_ORDER_NOT_ACTIVE"] or order.status == StandingOrder.Status.ACTIVE
            assert made == 1 and order.played
            outcomes["played first"] += 1
    print(f"\nwithdrawal races: {dict(outcomes)}")


def test_a_deadline_plays_a_waiting_legal_order_instead_of_a_timeout(make_user):
    _engine, users, game = auction_position(make_user)
    seat = game.to_act[0]
    # An order that waits while the seat must decide (as one left just before a change
    # the order service has not looked at): the deadline plays it, no timeout is made.
    later = StandingOrder.objects.create(
        game=game,
        seat=seat,
        user=users[seat],
        kind="bid_up_to",
        params={"limit": 0},
        since_seq=game.head_seq,
    )
    record = Seat.objects.get(game=game, index=seat)
    late = timezone.now() + timedelta(days=60)
    assert record.deadline_at is not None and record.deadline_at < late
    assert seat_deadline_enforce(seat_id=record.pk, now=late) == "standing_order"
    later.refresh_from_db()
    assert later.played and later.status == StandingOrder.Status.ACTIVE
    assert Event.objects.get(game=game, seq=later.played[0]).move == {"type": "pass"}
    assert not Event.objects.filter(game=game, kind=Event.Kind.TIMEOUT).exists()
