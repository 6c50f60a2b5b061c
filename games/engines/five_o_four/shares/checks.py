"""Invariants of the public companies (9.I/9.II): shares, presidents, prices, money.

10 units per company (players, company board, bank), at most 5 per player and under 9.I at
most 5 in the bank; the president holds the president's share (2 units) and no fewer units
than anyone; treasuries and players' money never negative.
"""

from __future__ import annotations

from games.engines.core import State

from ..core.world import world
from .companies import FLOOR, MOST, UNITS


def company_violations(state: State) -> list[str]:
    companies = state.get("companies")
    if companies is None:
        return []
    found: list[str] = []
    top_i = world(state["world"]).at(9, "I")
    for c, co in enumerate(companies):
        name = co["colour"]
        held = sum(co["units"]) + co["stock"] + co["bank"]
        if held != UNITS or min(co["units"] + [co["stock"], co["bank"]]) < 0:
            found.append(f"{name}: {held} share units instead of {UNITS}")
        if max(co["units"]) > MOST or (top_i and co["bank"] > MOST):
            found.append(f"{name}: more than {MOST} units with a player or the bank")
        if co["treasury"] < 0:
            found.append(f"{name}: treasury {co['treasury']}")
        president = co["president"]
        if president is None:
            if co["price"] is not None or sum(co["units"]) or state["capital"][c] is not None:
                found.append(f"{name}: not founded but priced, held or placed")
            if state["pop"][c] or co["treasury"] > 5 * co["issue"]:
                found.append(f"{name}: not founded (or fallen) but on the board or rich")
            continue
        if co["units"][president] < 2 or co["units"][president] < max(co["units"]):
            found.append(f"{name}: president {president} holds {co['units'][president]} units")
        if co["price"] < FLOOR:
            found.append(f"{name}: price {co['price']} below {FLOOR} M")
    for seat, purse in enumerate(state["private"]):
        if purse["money"] < 0:
            found.append(f"seat {seat}: money {purse['money']}")
    return found
