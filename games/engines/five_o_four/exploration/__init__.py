"""Module 5 — Exploration (Entdecken): discovering the board with explorer tiles and the die.

TOP I: game end with 7 pieces left and VP tiles, the harvest; TOP II: income tiles;
TOP III: exploring for more spice.  Rulebook "Das Modul 5: Entdecken"; digest §4.5.
"""

from __future__ import annotations

from typing import Any

from games.engines.core import IllegalMove, State

from ..core.capitals import CAPITAL_RULES
from ..core.counts import on_board
from ..core.pieces import SETTLED
from ..core.registry import Module, TopI, TopII, TopIII, register
from ..core.state import SETUP
from ..core.words import T
from ..core.world import World
from .discovery import capital_allowed, exploration_over, setup_exploration
from .rewards import exploration_vp, first_settlement, tile_income


def _score(state: State, w: World, seat: int) -> tuple[int, Any]:
    """VP collected during play; tie: most inhabitants (not settlements) on the board."""
    return exploration_vp(state, seat), on_board(state, seat)[0]


MODULE = register(
    Module(
        number=5,
        name="exploration",
        moves=frozenset({"explore", "stop_exploring", "harvest", "join", "discover"}),
        at={
            "I": TopI(ends=exploration_over, score=_score, in_vp=True),
            "II": TopII(income=lambda state, w, seat: tile_income(state, seat)),
            "III": TopIII(),
        },
    )
)


def _capital_rule(state: State, w: World, city: str) -> IllegalMove | None:
    if capital_allowed(state, w, city):
        return None
    return IllegalMove("E_CENTRAL_CITY", T("The central city of board 1 is nobody's capital."))


SETUP.add("5: the stacks and the start board", lambda w: w.has(5), setup_exploration, rank=30)
CAPITAL_RULES.add("5: never the central city", lambda w: w.has(5), _capital_rule, rank=10)


def _first_settler(state: State, w: World, seat: int, space: str, first: bool, tile: bool) -> None:
    if first and tile:
        first_settlement(state, w, seat, space)


SETTLED.add("5: the first settler's rewards", lambda w: w.has(5), _first_settler, rank=50)
