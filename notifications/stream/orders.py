"""A dropped standing order's notice on its owner's live stream (issue 21).

Orders are their owner's alone, so the notice is no event of the game's log (the log is
everyone's history, redacted per seat, and read by webhooks and records): the stream of
the seat that left the order sends it, and no other stream, after the event at which the
order was dropped (``StandingOrder.dropped_seq``: the move that made its turn come). It is
an SSE message of its own type, ``event: order``, without an ``id``, so a client's
Last-Event-ID stays the game's seq; a client that resumes after seq N is told again of
orders dropped after N. The text is in the owner's language, as their email says it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from django.db import close_old_connections

from accounts.language import in_language_of
from accounts.models import User
from games import words
from games.models import Game
from games.orders_words import dropped_words
from games.services.orders import orders_dropped_between

EVENT = "order"


def order_notices(
    game_id: int, user: User | None, seat: int | None, after: int, upto: int
) -> list[tuple[int, str]]:
    """(seq, SSE message) for ``user``'s orders at ``seat`` dropped at a seq in (after,
    upto], in seq order; none for a spectator or a stream without a seat."""
    if user is None or seat is None or upto <= after:
        return []
    dropped = orders_dropped_between(game_id=game_id, user=user, seat=seat, after=after, upto=upto)
    if not dropped:
        return []
    game = Game.objects.get(pk=game_id)
    names = words.seat_names(game)
    with in_language_of(user):
        return [
            (
                int(order.dropped_seq or 0),
                notice(
                    {
                        "kind": "order_dropped",
                        "order": order.pk,
                        "seq": order.dropped_seq,
                        "text": dropped_words(order, game, names),
                    }
                ),
            )
            for order in dropped
        ]


def order_notices_in_pool(
    game_id: int, user: User | None, seat: int | None, after: int, upto: int
) -> list[tuple[int, str]]:
    """order_notices on a long-lived executor thread (the ASGI stream): drop a broken or old
    connection first, as the hub's reads do."""
    close_old_connections()
    return order_notices(game_id, user, seat, after, upto)


def notice(data: dict[str, object]) -> str:
    return f"event: {EVENT}\ndata: {json.dumps(data, separators=(',', ':'))}\n\n"


def interleaved(events: list[Any], notices: list[tuple[int, str]]) -> Iterator[Any]:
    """``events`` (each with a ``seq``) with each notice right after the event of its seq:
    an event, or a notice's message (a str)."""
    waiting = list(notices)
    for event in events:
        yield event
        while waiting and waiting[0][0] <= event.seq:
            yield waiting.pop(0)[1]
    for _seq, message in waiting:
        yield message
