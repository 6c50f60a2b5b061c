"""Shares on TOP II (9.II): price moves by income rank, dividends, company VP for players.

Rulebook "Phase 4: Dividende" (TOP II), "Schlusswertung" (TOP II); digest §4.9, scenario
504-57.  After all companies have their income (3H, set aside): +10 M for the highest and
the second-highest income (a tie for 1st: all of them rise and there is no 2nd; a tie for
2nd: none of them rises), -10 M for the lowest, applied from the highest previous price
down; then per full 20 M of income 1 M per share unit (2 M on the president's share) to
players and bank, the rest into the treasury.  At the end each company's VP from the TOP I
and TOP III modules get a rank bonus 5/3/2/1/0 (ties share the places' points, rounded up)
and every player scores, per own unit, the VP of that company.
"""

from __future__ import annotations

from typing import Any

from games.engines.core import State

from ..core import purse, rounds
from ..core.world import World
from .companies import STEP, by_price, set_price
from .private import PUBLIC_BONUS, rank_bonus

PER = 20  # 1 M per unit per full 20 M of income


def rank_moves(incomes: dict[int, int]) -> dict[int, int]:
    """Price change per company by income rank (reading SH9: a company both 2nd and lowest,
    or all tied, rises and falls, so its price stays)."""
    values = sorted(set(incomes.values()), reverse=True)
    top = [c for c, v in incomes.items() if v == values[0]]
    rise = set(top)
    if len(top) == 1 and len(values) > 1:
        second = [c for c, v in incomes.items() if v == values[1]]
        if len(second) == 1:
            rise |= set(second)
    low = {c for c, v in incomes.items() if v == values[-1]}
    return {c: (STEP if c in rise else 0) - (STEP if c in low else 0) for c in incomes}


def dividends_ii(state: State, w: World) -> bool:
    cos = state["companies"]
    operated = [c for c in state["order"] if cos[c]["president"] is not None]  # none fallen
    if not operated:
        return True
    moves = rank_moves({c: int(cos[c]["income"]) for c in operated})
    for c in by_price(state):  # from the highest previous price down
        if moves.get(c):
            set_price(state, c, cos[c]["price"] + moves[c])
    for c in operated:
        co = cos[c]
        income, co["income"] = int(co["income"]), 0
        each = income // PER
        for seat, units in enumerate(co["units"]):
            purse.seat_gain(state, seat, each * units)
        purse.gain(state, c, income - each * (sum(co["units"]) + co["bank"]))
    return True


def share_scores(
    state: State, company_vp: list[int], details: dict[str, Any]
) -> tuple[list[int], list[int], dict[str, Any]]:
    """Players' VP: per own unit, that company's VP plus its rank bonus (504-57); players
    tied on VP share the rank (reading SH10)."""
    bonus = rank_bonus(company_vp, PUBLIC_BONUS)
    worth = [v + b for v, b in zip(company_vp, bonus, strict=True)]
    cos = state["companies"]
    seats = range(state["players"])
    scores = [sum(co["units"][s] * worth[c] for c, co in enumerate(cos)) for s in seats]
    details = {
        **details,
        "companies": [
            {"vp": company_vp[c], "bonus": bonus[c], "per_unit": worth[c]} for c in range(len(cos))
        ],
        "units": [[co["units"][s] for co in cos] for s in seats],
    }
    return scores, [0] * len(scores), details


rounds.add_step(
    rounds.AFTER, 30, "4 prices and dividends (9.II)", lambda w: w.at(9, "II"), dividends_ii
)
