"""Race on TOP II: income for first settlements on empty spaces and for city cards
(digest §4.2 3H)."""

from __future__ import annotations

from games.engines.core import State

from ..core.catalog import SETTLEMENT_INCOME
from ..core.world import World


def race_income(state: State, seat: int) -> int:
    """First settlements on empty spaces this turn, and the n-th city-card inhabitant n x 10 M."""
    turn = state["turn"]
    total = sum(int(SETTLEMENT_INCOME[state["spaces"][s]]) for s in turn["first"])
    for city in turn["new_cards"]:
        state["card_total"][seat] += 1
        total += 10 * int(state["card_total"][seat])
        for mark in state["cards"][city]:
            if mark[0] == seat:
                mark[2] = False  # slid down: pays only once
    return total


def top_ii_income(state: State, w: World, seat: int) -> int:
    return int(race_income(state, seat))
