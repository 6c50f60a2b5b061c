"""Module 4 — Military (Militär): exclusive spaces, free cities, combat, fallen capitals.

TOP I: the immediate game end (after a turn, never at a round's end) and 3/5 VP per land
space/city; TOP II: military income; TOP III: attrition combat.  Rulebook "Das Modul 4:
Militär"; digest §4.4.
"""

from __future__ import annotations

from typing import Any

from games.engines.core import IllegalMove, State

from ..core.actions import ATTACKS, OPPOSING
from ..core.capitals import CAPITAL_RULES
from ..core.modules import dice_combat
from ..core.registry import Module, TopI, TopII, TopIII, register
from ..core.state import PLAY_STARTS
from ..core.turn import DONE_CHECKS, LATER_PHASES
from ..core.words import T
from ..core.world import World
from .combat import (
    armies_on_board,
    check_done,
    enter_combat,
    military_income,
    military_vp,
    stage_attack,
)
from .companies import company_falls
from .spaces import COMPANY_FALLS, attack_iii, capital_allowed, opposing, place_free_city_defenders


def _score(state: State, w: World, seat: int) -> tuple[int, Any]:
    return military_vp(state, seat), armies_on_board(state, seat)


MODULE = register(
    Module(
        number=4,
        name="military",
        moves=frozenset({"storm", "new_capital", "take", "fight", "retreat"}),
        at={
            # 4.I ends right after a turn (core/turn.py next_turn, "ends_now"), never here
            "I": TopI(ends=lambda state, w: False, score=_score),
            "II": TopII(income=lambda state, w, seat: military_income(state, seat)),
            "III": TopIII(),
        },
    )
)


def _capital_rule(state: State, w: World, city: str) -> IllegalMove | None:
    if capital_allowed(state, w, city):
        return None
    return IllegalMove(
        "E_CAPITAL_PLACEMENT",
        T(
            "{city} breaks Military's rule: capitals lie on the board edge (2 "
            "players opposite; 3 evenly spaced; 4 leaving two opposite cities "
            "free).",
            city=city,
        ),
    )


def _enter_3g(state: State, w: World, seat: int) -> bool:
    return enter_combat(state, w)  # only when attacks wait (4.I/4.II)


def _has(w: World) -> bool:
    return w.has(4)


CAPITAL_RULES.add("4: capitals on the board edge", _has, _capital_rule, rank=20)
PLAY_STARTS.add(
    "4: barracks and city guards on free cities", _has, place_free_city_defenders, rank=10
)
DONE_CHECKS.add("4: retreats and (with Race) attacks first", _has, check_done)
LATER_PHASES.add("4.I/4.II: 3G combat", _has, _enter_3g, rank=30)


def _attack(state: State, w: World, seat: int, src: str, dst: str) -> None:
    if dice_combat(w):
        stage_attack(state, w, seat, src, dst)  # 4.I/4.II: fought in 3G (with Race at once)
    else:
        attack_iii(state, w, seat, src, dst)  # 4.III: attrition at once


OPPOSING.add("4: exclusive spaces", _has, opposing)
ATTACKS.add("4: attacks", _has, _attack)
COMPANY_FALLS.add("C4-SHARES-II/III", lambda w: w.at(9, "I", "II"), company_falls)
