"""Production on TOP I with Shares on TOP II: the president chooses the goods to keep in 3H.

With 9.II a company earns by the TOP I module's TOP II income rules (digest §4.9 phase 3H).
Production's TOP II income (rulebook "Phase 3 H", TOP II): first 1 good per business from
the supply, then the company *may* sell 1 good to each trading house (2 to the HQ); unsold
goods stay face up.  With 8.I those goods are also the ones lying in front of the company for
its final scoring and its end condition (rulebook 8.I "Spielende", "Schlusswertung"), so
selling is a real choice between money now and VP later, and the president makes it: one
``keep`` move per good held back from the sale, then ``done``.  From the goods offered the
engine sells the best sets with the 2:1 exchange (reading R5), and what it cannot use is kept
too (reading PR1).  With Transport the goods delivered to the trading houses are always used
and stay there (C8-TRANS-II), so there is nothing to choose.
"""

from __future__ import annotations

from games.engines.core import IllegalMove, Move, State

from ..core.catalog import GOODS
from ..core.words import T
from ..core.words import good as good_term
from ..core.world import World


def chooses_sale(w: World) -> bool:
    """8.I with 9.II and without Transport: the president decides what the company sells."""
    return w.top1 == 8 and w.at(9, "II") and not w.has(1)


def receive_business_goods(state: State, seat: int) -> None:
    """8.II 3H, first step: 1 good per own business from the supply (as far as it lasts)."""
    goods = state["goods"][seat]
    for space in sorted(state["businesses"]):
        b = state["businesses"][space]
        if b["owner"] == seat and state["goods_supply"].get(b["good"], 0) > 0:
            state["goods_supply"][b["good"]] -= 1
            goods[b["good"]] = goods.get(b["good"], 0) + 1


def open_sale(state: State, w: World, seat: int) -> bool:
    """Start phase 3H's sale choice (True: wait for the president's keep/done moves).
    Without any good after the business goods there is nothing to choose."""
    turn = state["turn"]
    if not chooses_sale(w) or turn["phase"] == "3H":
        return False
    receive_business_goods(state, seat)
    turn["keep"] = {}
    if not any(state["goods"][seat].values()):
        return False
    turn["phase"] = "3H"
    return True


def offered(state: State, seat: int, good: str) -> int:
    """Goods of a kind still offered for the sale (held minus those kept back)."""
    held = int(state["goods"][seat].get(good, 0))
    return held - int(state["turn"]["keep"].get(good, 0))


def sale_moves(state: State, seat: int) -> list[Move]:
    moves: list[Move] = [{"type": "keep", "good": g} for g in GOODS if offered(state, seat, g) > 0]
    return [*moves, {"type": "done"}]


def keep(state: State, w: World, seat: int, move: Move) -> None:
    good = move["good"]
    if offered(state, seat, good) < 1:
        raise IllegalMove(
            "E_NO_SUCH_GOOD",
            T("No {good} is left to keep back from the sale.", good=good_term(good)),
        )
    state["turn"]["keep"][good] = state["turn"]["keep"].get(good, 0) + 1
