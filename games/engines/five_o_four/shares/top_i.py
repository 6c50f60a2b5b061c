"""Shares on TOP I: five operating rounds, then wealth decides (digest §4.9, §1.6)."""

from __future__ import annotations

from typing import Any

from games.engines.core import State

from ..core import purse
from ..core.world import World
from .companies import wealth

OPERATING_ROUNDS = 5


def shares_end(state: State, w: World) -> bool:
    return bool(state["round"] >= OPERATING_ROUNDS)  # 9.I: after the 5th operating round


def wealth_scores(
    state: State, w: World, bonus: list[int]
) -> tuple[list[int], list[Any], dict[str, Any]]:
    """9.I: each player's wealth, money plus share values; with 7.III each share's price
    rises 1 M per VP its company gets in the final scoring (C7-9I).  No tie-breaker."""
    seats = range(state["players"])
    scores = [wealth(state, s, bonus) for s in seats]
    cos = state["companies"]
    details = {
        "money": [purse.seat_money(state, s) for s in seats],
        "prices": [co["price"] for co in cos],
        "company_vp": bonus,
        "units": [[co["units"][s] for co in cos] for s in seats],
    }
    return scores, [0] * len(scores), details
