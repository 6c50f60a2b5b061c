"""Module 7 — Majorities (Mehrheiten): the majority table, scoring cards and shrinking.

TOP I: three scorings from face-down scoring cards, order by VP (the game ends at once with
the 3rd scoring card, scorings.py); TOP II: majority income; TOP III: majority VP at the
end.  Rulebook "Das Modul 7: Mehrheiten"; digest §4.7.
"""

from __future__ import annotations

from typing import Any

from games.engines.core import State, draw_rng

from ..core.counts import on_board
from ..core.registry import Module, TopI, TopII, TopIII, register
from ..core.state import SETUP
from ..core.turn import TURN_ENDS
from ..core.world import World
from .bonus import majority_bonus
from .income import majority_income
from .scorings import reveal_card, scorings_total, setup_cards


def _score(state: State, w: World, seat: int) -> tuple[int, Any]:
    """The three scorings (already in state["vp"]); tie: most pieces on the board."""
    return scorings_total(state, seat), sum(on_board(state, seat))


MODULE = register(
    Module(
        number=7,
        name="majorities",
        moves=frozenset({"shrink"}),
        at={
            "I": TopI(ends=lambda state, w: False, score=_score, in_vp=True),
            "II": TopII(income=majority_income),
            "III": TopIII(bonus=majority_bonus),
        },
    )
)


def _cards(state: State, w: World) -> None:
    setup_cards(state, draw_rng(state))


SETUP.add("7.I: the scoring cards", lambda w: w.at(7, "I"), _cards, rank=20)
TURN_ENDS.add("7.I: phase 5, the turn's scoring card", lambda w: w.at(7, "I"), reveal_card)
