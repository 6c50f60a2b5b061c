"""A dropped standing order on the live stream (real uvicorn, real HTTP client): its owner's
stream tells them right after the move at which it was dropped, in their language; no other
seat's stream and no spectator's says a word of it; a stream resumed from before the drop
tells it again, and the game's history (events/) never holds it."""

from __future__ import annotations

from games.models import StandingOrder
from games.services.moves import game_move_submit
from games.services.orders import order_create
from tests.integration.helpers import start_game

from .sse import StreamReader
from .test_stream import token


def test_a_dropped_order_reaches_its_owners_stream_only(make_user, asgi_server, client_for):
    base = asgi_server()
    anna, ben, carl = make_user("anna"), make_user("ben"), make_user("carl")
    game = start_game([anna, ben], seed=3)
    first = game.to_act[0]
    users = [anna, ben]
    mover, owner = users[first], users[1 - first]
    url = f"{base}/api/v1/games/{game.pk}/stream/"
    owner_reads = StreamReader(url, token(owner))
    mover_reads = StreamReader(url, token(mover))
    carl_reads = StreamReader(url, token(carl))  # a spectator of a public game

    # "If <mover> plays card 999, I draw": the mover draws instead, so when the owner's turn
    # comes the condition is not met and the order is dropped at that move.
    order = order_create(
        game_id=game.pk,
        user=owner,
        kind="moves",
        steps=[
            {"move": {"type": "draw"}, "if": {"seat": first, "move": {"type": "play", "card": 999}}}
        ],
    )
    made = game_move_submit(game_id=game.pk, user=mover, move={"type": "draw"})
    order.refresh_from_db()
    assert order.status == StandingOrder.Status.DROPPED and order.dropped_seq == made.seq

    moved, told = owner_reads.take(2)
    assert moved.id == str(made.seq)
    assert told.event == "order" and told.id is None
    notice = told.json()
    assert notice["kind"] == "order_dropped" and notice["order"] == order.pk
    assert notice["seq"] == made.seq
    assert notice["text"].startswith("Your standing order") and "was dropped" in notice["text"]

    # The owner moves on by hand; the others' streams got that move and this one, no notice.
    answered = game_move_submit(game_id=game.pk, user=owner, move={"type": "draw"})
    for reader in (mover_reads, carl_reads):
        got = reader.take(2)
        assert [m.id for m in got] == [str(made.seq), str(answered.seq)]
        assert all(m.event == "message" for m in got)
        assert "order" not in " ".join(m.data for m in got).lower()
    [after] = owner_reads.take(1)
    assert after.id == str(answered.seq) and after.event == "message"

    # Resumed from before the drop: told again, in order; from after it: not.
    resumed = StreamReader(url, {**token(owner), "Last-Event-ID": str(made.seq - 1)})
    assert [(m.id, m.event) for m in resumed.take(3)] == [
        (str(made.seq), "message"),
        (None, "order"),
        (str(answered.seq), "message"),
    ]
    later = StreamReader(url, {**token(owner), "Last-Event-ID": str(made.seq)})
    assert [(m.id, m.event) for m in later.take(1)] == [(str(answered.seq), "message")]
    for reader in (owner_reads, mover_reads, carl_reads, resumed, later):
        reader.close()

    history = client_for(mover).get(f"/api/v1/games/{game.pk}/events/").content.decode()
    assert "dropped" not in history and "order" not in history.lower()
