"""Module 8 — Production (Produktion): businesses, trading houses, goods sets.

TOP I: game end by trading houses and goods, the goods-set scoring; TOP II: production
income; TOP III: businesses for more spice.  Rulebook "Das Modul 8: Produktion"; digest §4.8.
"""

from __future__ import annotations

from games.engines.core import State

from ..core.actions import PURCHASE_CAP, STAYS_ACTIVE
from ..core.capitals import CAPITAL_PLACED
from ..core.modules import trading_houses
from ..core.pieces import SETTLE_FEE, SETTLED, UNSETTLED
from ..core.registry import Module, TopI, TopII, TopIII, register
from ..core.rounds import TURN_STARTS
from ..core.turn import BEFORE_INCOME
from ..core.world import World
from .businesses import buy_cap
from .houses import business_claimed, business_left, house_fee, house_removed, house_settled
from .income import top_ii_income
from .sale import chooses_sale, open_sale
from .scoring import production_ends, production_score

MODULE = register(
    Module(
        number=8,
        name="production",
        moves=frozenset({"business", "keep"}),
        at={
            "I": TopI(ends=production_ends, score=production_score),
            "II": TopII(income=top_ii_income),
            "III": TopIII(),
        },
    )
)


def _house_of_capital(state: State, w: World, seat: int, city: str) -> None:
    state["houses"].setdefault(city, []).append(seat)  # 8.I/8.II: the HQ is a trading house


def _claim_businesses(state: State, w: World, seat: int) -> None:
    """C8-OWNERLESS: an ownerless business goes to the player with a settlement there."""
    for space, business in state["businesses"].items():
        if business["owner"] is None and state["pop"][seat].get(space, (0,))[0]:
            business["owner"] = seat


CAPITAL_PLACED.add(
    "8.I/8.II: the capital's trading house",
    lambda w: w.at(8, "I", "II"),
    _house_of_capital,
    rank=10,
)
TURN_STARTS.add("C8-OWNERLESS", lambda w: w.has(8), _claim_businesses, rank=10)
BEFORE_INCOME.add("8.I + 9.II: the sale", chooses_sale, open_sale)
SETTLE_FEE.add("8.I/8.II: a trading house", trading_houses, house_fee)
SETTLED.add("8.I/8.II: a trading house", trading_houses, house_settled, rank=10)
SETTLED.add("C8-OWNERLESS", lambda w: w.has(8), business_claimed, rank=20)
UNSETTLED.add("8.I/8.II: a trading house", trading_houses, house_removed, rank=10)
UNSETTLED.add("C8-OWNERLESS", lambda w: w.has(8), business_left, rank=20)


def _hurried(state: State, w: World, seat: int, src: str, dst: str, target: list[int]) -> bool:
    """Hurried movement: moving onto own exhausted inhabitants keeps the mover active."""
    return target[2] > 0


STAYS_ACTIVE.add("8: hurried movement", lambda w: w.has(8), _hurried)
PURCHASE_CAP.add("8.III: at most 2 more than the businesses", lambda w: w.at(8, "III"), buy_cap)
