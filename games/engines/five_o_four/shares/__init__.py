"""Module 9 — Shares (Aktien): public companies (TOP I/II) and private companies (TOP III).

TOP I: five operating rounds, wealth decides; TOP II: companies score and players score
through their shares; TOP III: every player runs a private company and scores through its
shares.  Shares never sets the income: with 9.II the TOP I module's TOP II income rule
applies (core/income.py).  Rulebook "Das Modul 9: Aktien"; digest §4.9.
"""

from __future__ import annotations

from typing import Any

from games.engines.core import State

from ..core.actors import public_companies
from ..core.registry import Module, TopI, TopII, TopIII, register
from ..core.rounds import OPENING
from ..core.state import SETUP
from ..core.turn import COLLECT
from ..core.world import World
from .companies import setup_companies
from .private import private_company_scores, set_aside, setup_private_companies
from .top_i import shares_end, wealth_scores
from .top_ii import share_scores


def _through_public(
    state: State, scores: list[int], ties: list[Any], details: dict[str, Any]
) -> tuple[list[int], list[Any], dict[str, Any]]:
    return share_scores(state, scores, details)


MODULE = register(
    Module(
        number=9,
        name="shares",
        moves=frozenset(
            {"buy_share", "sell_share", "trade", "pass", "drop_out", "choose_capital", "dividend"}
        ),
        at={
            "I": TopI(ends=shares_end, table=wealth_scores),
            "II": TopII(through=_through_public),
            "III": TopIII(through=private_company_scores),
        },
    )
)


def _open_3b(state: State, w: World, seat: int) -> bool:
    state["turn"]["phase"] = "3B"  # 9.III: share trading
    return True


def _company_income(state: State, w: World, seat: int, gained: int) -> None:
    state["companies"][seat]["income"] += gained  # 3H: set aside for phase 4 (with
    # C2-III-9 awards of the turn)


def _private_aside(state: State, w: World, seat: int, gained: int) -> None:
    set_aside(state, seat, gained)  # ranks the price rises at the end of the round (9.III)


def _top_iii(w: World) -> bool:
    return w.at(9, "III")


SETUP.add(
    "9.III: private companies", _top_iii, lambda state, w: setup_private_companies(state), rank=40
)
SETUP.add("9.I/9.II: public companies", public_companies, setup_companies, rank=50)
OPENING.add("9.III: 3B share trading", _top_iii, _open_3b, rank=20)
COLLECT.add(
    "9.I/9.II: the company's income for phase 4", public_companies, _company_income, rank=20
)
COLLECT.add("9.III: income set aside", _top_iii, _private_aside, rank=30)
