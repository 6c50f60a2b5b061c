"""Module 3 — Privileges (Privilegien): the privilege cards, starting bids and auctions,
factories and taxes.

TOP I: game end at 20 factories, 5 VP per factory; TOP II: factory income; TOP III: the
privilege purchase in 3C.  Rulebook "Das Modul 3: Privilegien" and appendix 3; digest §4.3,
§7.  Which privileges an actor owns is read through core/privileged.py by every module.
"""

from __future__ import annotations

from typing import Any

from games.engines.core import State, draw_rng

from ..core import actors, purse
from ..core.income import INCOME_ADDS
from ..core.modules import builds_factories, sets_income_aside
from ..core.pieces import SETTLED, UNSETTLED
from ..core.registry import Module, TopI, TopII, TopIII, register
from ..core.rounds import OPENING, TURN_STARTS
from ..core.state import SETUP
from ..core.turn import COLLECT, LATER_PHASES
from ..core.world import World
from .cards import setup_privileges, start_purchase
from .factories import (
    claim_factories,
    ends,
    factories_claimed,
    factories_left,
    factory_income,
    factory_vp,
)
from .income import income_added


def _score(state: State, w: World, seat: int) -> tuple[int, Any]:
    """Factory VP (taken when built); tie: most money (income aside not counted)."""
    return factory_vp(state, seat), purse.money(state, seat)


MODULE = register(
    Module(
        number=3,
        name="privileges",
        moves=frozenset(
            {"privilege", "decline", "reuse", "factory", "sealed_bid", "place", "bid", "pass"}
        ),
        at={
            "I": TopI(ends=ends, score=_score, in_vp=True),
            "II": TopII(income=lambda state, w, seat: factory_income(state, seat)),
            "III": TopIII(),
        },
    )
)
INCOME_ADDS.add("3: I (5), II (12), I (2)", lambda w: w.has(3), income_added)


def _deck(state: State, w: World) -> None:
    setup_privileges(state, w, draw_rng(state))


def _factories(state: State, w: World) -> None:
    state.update({"factories": {}, "factories_destroyed": 0, "aside": [0] * actors.count(state)})


def _open_3p(state: State, w: World, seat: int) -> bool:
    """3.III: phase 3C opens with the privilege purchase ("3P")."""
    state["turn"]["phase"] = "3P"
    start_purchase(state)
    return True


def _aside(state: State, w: World, seat: int, gained: int) -> None:
    state["aside"][seat] = gained  # 3.I/3.II 3H: taxed and paid in the next phase 1


def _enter_3f(state: State, w: World, seat: int) -> bool:
    state["turn"]["phase"] = "3F"
    return True


SETUP.add("3: the privilege deck", lambda w: w.has(3), _deck, rank=70)
SETUP.add("3.I/3.II: factories", lambda w: w.at(3, "I", "II"), _factories, rank=80)
OPENING.add("3.III: 3P the privilege purchase", lambda w: w.at(3, "III"), _open_3p, rank=30)
COLLECT.add("3.I/3.II: income set aside for the taxes", sets_income_aside, _aside, rank=10)
LATER_PHASES.add("3.I/3.II: 3F factories", builds_factories, _enter_3f, rank=20)
TURN_STARTS.add(
    "C3-OWNERLESS",
    lambda w: w.at(3, "I", "II"),
    lambda state, w, seat: claim_factories(state, seat),
    rank=20,
)
SETTLED.add("C3-OWNERLESS", lambda w: w.at(3, "I", "II"), factories_claimed, rank=30)
UNSETTLED.add("C3-OWNERLESS", lambda w: w.at(3, "I", "II"), factories_left, rank=30)
