"""Module 1 — Transport (Transport): the wagon, goods, city demand and deliveries.

TOP I: game end at 23 goods delivered and the goods-set scoring; TOP II: income from the
goods-price chart; TOP III: the wagon for more spice.  Rulebook "Das Modul 1: Transport";
digest §4.1.
"""

from __future__ import annotations

from typing import Any

from games.engines.core import IllegalMove, State

from ..core.capitals import CAPITAL_RULES
from ..core.income import AFTER_INCOME
from ..core.registry import Module, TopI, TopII, TopIII, register
from ..core.state import ACTOR_STARTS, SETUP
from ..core.turn import LATER_PHASES, PHASE_ENDS
from ..core.words import T
from ..core.world import World
from .scoring import cargo_goods, goods_price_income, return_sold, transport_ends, transport_vp
from .wagon import (
    capital_offer_taken,
    close_wagon_phase,
    enter_wagon_phase,
    setup_transport,
    start_wagon,
)


def _score(state: State, w: World, seat: int) -> tuple[int, Any]:
    """Goods VP; tie: more goods in the cargo hold, then the higher last income."""
    return transport_vp(state["delivered"][seat]), [cargo_goods(state, seat), state["income"][seat]]


def _sold_back(state: State, w: World, seat: int) -> None:
    if state["goods_supply"]:
        return_sold(state)  # 1.II: delivered goods back to the supply (never Military's)


MODULE = register(
    Module(
        number=1,
        name="transport",
        moves=frozenset(
            {"upgrade", "drive", "load", "unload", "deliver", "settle", "buy_mp", "wagon_road"}
        ),
        at={
            "I": TopI(ends=lambda state, w: transport_ends(state), score=_score),
            "II": TopII(income=goods_price_income),
            "III": TopIII(),
        },
    )
)
AFTER_INCOME.add("1: sold goods back to the supply", lambda w: w.has(1), _sold_back)


def _capital_rule(state: State, w: World, city: str) -> IllegalMove | None:
    if not capital_offer_taken(state, w, city):
        return None
    return IllegalMove(
        "E_SAME_GOODS_OFFER",
        T("Another capital already offers the goods of city {city}.", city=city),
    )


def _enter_3e(state: State, w: World, seat: int) -> bool:
    enter_wagon_phase(state, w, seat)
    return True


def _end_3e(state: State, w: World, seat: int, phase: str) -> None:
    if phase == "3E":
        close_wagon_phase(state, seat)


def _has(w: World) -> bool:
    return w.has(1)


SETUP.add("1: wagons, goods, demand", _has, setup_transport, rank=60)
CAPITAL_RULES.add("1.I/1.II: a different goods offering", _has, _capital_rule, rank=30)
ACTOR_STARTS.add("1: the wagon on the capital", _has, start_wagon, rank=10)
LATER_PHASES.add("1: 3E the wagon", _has, _enter_3e, rank=10)
PHASE_ENDS.add("1: the end of 3E", _has, _end_3e)
