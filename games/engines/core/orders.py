"""Standing orders for auctions, shared by the games that hold them (engines offer them
through ``Engine.standing_orders`` / ``standing_order_move``; the platform stores, lists,
plays and drops them).

Both read the seat's legal moves, so an order only ever picks a move the rules allow now:

* ``bid_up_to``: bid the least the auction allows while that is at most the limit, then
  pass (Age of Steam's turn-order auction, "bid up to $N, then pass").
* ``pass_above``: pass once the least allowed bid is above the limit; at or below it the
  order waits and the player decides (504's privilege auction, "pass above N").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .values import Move
from .words import Player, T, Text

#: The parameters of both orders: the limit in the game's money.
LIMIT_PARAMS: dict[str, Any] = {
    "type": "object",
    "properties": {"limit": {"type": "integer", "minimum": 0, "maximum": 100000}},
    "required": ["limit"],
    "additionalProperties": False,
}


def _cheapest_bid(moves: Sequence[Move], bid: str) -> Move | None:
    bids = [m for m in moves if m.get("type") == bid and isinstance(m.get("amount"), int)]
    return min(bids, key=lambda m: int(m["amount"])) if bids else None


def _pass(moves: Sequence[Move], passing: str) -> Move | None:
    return next((dict(m) for m in moves if m.get("type") == passing), None)


def bid_up_to(
    moves: Sequence[Move], limit: int, bid: str = "bid", passing: str = "pass"
) -> Move | None:
    """The least legal bid if it is at most ``limit``, else the pass (None: neither is legal)."""
    cheapest = _cheapest_bid(moves, bid)
    if cheapest is not None and int(cheapest["amount"]) <= limit:
        return dict(cheapest)
    return _pass(moves, passing)


def pass_above(
    moves: Sequence[Move], limit: int, bid: str = "bid", passing: str = "pass"
) -> Move | None:
    """The pass when no legal bid is at most ``limit``; None while one is (the player bids)."""
    cheapest = _cheapest_bid(moves, bid)
    if cheapest is not None and int(cheapest["amount"]) <= limit:
        return None
    return _pass(moves, passing)


def condition_not_met(seat: int) -> Text:
    """Why a queued move that waited for another seat's move is dropped."""
    return T("{player} did not make the move your order waited for.", player=Player(seat))


def seat_taken() -> Text:
    """Why an order is dropped when someone else now plays its seat."""
    return T("Someone else plays your seat now.")
