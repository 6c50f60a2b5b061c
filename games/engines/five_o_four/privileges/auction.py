"""Phase 2 with Privileges on TOP I/II: the privilege auction.

Rulebook "Modul 3", Phase 2: Privilegien; digest §4.3 phase 2, §8.3 (3), reading U11.
From round 2, privileges left unsold stay left of the price marker (minimum bid 0 M) and new
ones are drawn right of it (minimum 20 M) until one per player was drawn or the row holds
4/5/6 cards (2/3/4 players).  Then the privileges are auctioned one after another from left
to right: starting with the first player of the order, then in seating order, each bids
(at least the minimum, more than the highest bid) or passes (out for this privilege; owners
of the kind are skipped), until one bidder is left.  Nobody bids: a 20-M privilege stays for
the next round, a 0-M one leaves the game.  Every bid and pass is one move of one seat.
"""

from __future__ import annotations

from games.engines.core import IllegalMove, Move, State

from ..core import actors, purse, rounds, stages
from ..core.privileged import owns
from ..core.words import T
from ..core.world import World
from .cards import draw

STAGE = "auction"
MAX_ROW = {2: 4, 3: 5, 4: 6, 5: 7}  # 5: the five public companies (9.I/9.II)


def applies(w: World) -> bool:
    return w.at(3, "I", "II")


def auction_step(state: State, w: World) -> bool:
    """Phase 2; an operating round with no company founded yet has none (reading R3-15)."""
    if actors.public(state) and not state["order"]:
        return True
    row = state["privileges"]["row"]
    n = actors.count(state)
    if state["round"] > 1:
        for card in row:
            card["price"] = 0  # the price marker moves right of the unsold privileges
        drawn = 0
        while drawn < n and len(row) < MAX_ROW[n] and draw(state, reprice=False) is not None:
            drawn += 1
    state["auction"] = {"card": 0}
    return _open(state)


def _seating_from(state: State, first: int) -> list[int]:
    """The bidders round the table from ``first``; public companies bid in company order
    (the order of this operating round, U36), only the founded ones."""
    if actors.public(state):
        order = list(state["order"])
        at = order.index(first)
        return order[at:] + order[:at]
    n = actors.count(state)
    return [(first + k) % n for k in range(n)]


def _open(state: State) -> bool:
    """Open the next privilege for bids; True when the auction is over."""
    row = state["privileges"]["row"]
    a = state["auction"]
    while a["card"] < len(row):
        kind = row[a["card"]]["kind"]
        seating = _seating_from(state, state["order"][0])
        bidders = [s for s in seating if not owns(state, s, kind)]
        if bidders:
            a.update({"high": None, "leader": None, "out": [], "next": bidders[0]})
            state["stage"] = STAGE
            return False
        _unsold(state)
    del state["auction"]
    return True


def _unsold(state: State) -> None:
    privileges = state["privileges"]
    a = state["auction"]
    card = privileges["row"][a["card"]]
    if card["price"] == 0:
        privileges["row"].pop(a["card"])
        privileges["gone"].append(card["kind"])
    else:
        a["card"] += 1  # stays for the next round, then at 0 M


def minimum(state: State) -> int:
    a = state["auction"]
    price = int(state["privileges"]["row"][a["card"]]["price"])
    return price if a["high"] is None else int(a["high"]) + 1


def auction_moves(state: State, w: World, seat: int) -> list[Move]:
    money = purse.money(state, seat)
    bids: list[Move] = [{"type": "bid", "amount": x} for x in range(minimum(state), money + 1)]
    return [*bids, {"type": "pass"}]


def bid(state: State, w: World, seat: int, move: Move) -> None:
    amount = int(move["amount"])
    least = minimum(state)
    if amount < least:
        raise IllegalMove("E_BID_TOO_LOW", T("Bid at least {least} M.", least=least))
    money = purse.money(state, seat)
    if amount > money:
        raise IllegalMove(
            "E_BID_TOO_HIGH",
            T("You bid {amount} M but have {money} M.", amount=amount, money=money),
        )
    state["auction"].update({"high": amount, "leader": seat})
    _next(state, w, seat)


def pass_(state: State, w: World, seat: int, move: Move) -> None:
    state["auction"]["out"].append(seat)
    _next(state, w, seat)


def _next(state: State, w: World, seat: int) -> None:
    a = state["auction"]
    kind = state["privileges"]["row"][a["card"]]["kind"]
    for other in _seating_from(state, seat)[1:]:
        if other != a["leader"] and other not in a["out"] and not owns(state, other, kind):
            a["next"] = other
            return
    if a["leader"] is None:
        _unsold(state)
    else:
        privileges = state["privileges"]
        card = privileges["row"].pop(a["card"])
        purse.pay(state, a["leader"], a["high"])
        privileges["owned"][a["leader"]].append(card["kind"])
    if _open(state):
        rounds.resume(state, w)


def auction_pending(state: State) -> dict[str, object]:
    a = state["auction"]
    return {
        "seats": [a["next"]],
        "kind": "auction",
        "privilege": state["privileges"]["row"][a["card"]]["kind"],
        "minimum": minimum(state),
        "high": a["high"],
        "leader": a["leader"],
    }


stages.register(
    STAGE,
    stages.Stage(
        to_act=lambda state: [state["auction"]["next"]],
        legal_moves=auction_moves,
        handlers={"bid": bid, "pass": pass_},
        pending=auction_pending,
    ),
)
