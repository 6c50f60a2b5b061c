"""Module 9 on TOP I/II: the five public companies, their shares, presidents and prices.

Rulebook "Das Modul 9: Aktien", "Die Spielregeln für TOP I & TOP II"; digest §4.9.  Each
company has 10 share units (the president's share counts 2, 8 single shares).  Under 9.I the
unsold units lie on the company's board (``stock``); under 9.II all lie in the bank.  A
player holds at most 5 units of a company; the president is the holder of the president's
share, swapped at once to a player who holds more units (ties on a sale: the nearest
clockwise to the seller).  Treasuries, holdings and prices are public (general rule 28).

``state["companies"][c]``: ``colour``, ``issue`` (issue price), ``president`` (seat or
None before founding), ``treasury``, ``price`` (None before founding), ``top`` (marker
stack position: a marker arriving on a price goes on top, digest §12-U28), ``units`` (per
seat), ``stock`` (units on the company board, 9.I), ``bank`` (units in the bank),
``income`` (set aside in 3H until phase 4), ``founded`` (the stock round of its founding),
``founding`` (its place in the founding order: 1 for the first company founded).
"""

from __future__ import annotations

from typing import Any

from games.engines.core import State

from ..core import purse
from ..core.actors import COLOURS, PIECES_EACH, UNITS, public_companies
from ..core.world import World

__all__ = ["COLOURS", "PIECES_EACH", "UNITS", "public_companies"]  # read here by the other rules
ISSUE = (40, 30, 30, 20, 20)  # issue prices, green 40, white & purple 30, blue & orange 20
MOST = 5  # a player holds at most 50 % of a company; under 9.I the bank too
STEP = 10
FLOOR = 10  # reading SH1: the chart's lowest space (digest §9 M8: the chart is a picture)


def setup_companies(state: State, w: World) -> None:
    """Five companies: 9.I with their shares on their boards and no money; 9.II with all
    shares in the bank and 5 x issue price as treasury."""
    players = state["players"]
    top_i = w.at(9, "I")
    state["actors"] = len(COLOURS)
    state["companies"] = [
        {
            "colour": colour,
            "issue": issue,
            "president": None,
            "treasury": 0 if top_i else 5 * issue,
            "price": None,
            "top": 0,
            "units": [0] * players,
            "stock": UNITS if top_i else 0,
            "bank": 0 if top_i else UNITS,
            "income": 0,
            "founded": None,
            "founding": None,
            "first_or": None,  # C9-MIL: the round of its first operating round
        }
        for colour, issue in zip(COLOURS, ISSUE, strict=True)
    ]
    state["chart_moves"] = 0
    state["stock_rounds"] = 0
    state["start_seat"] = 0  # reading R1: the start-player card goes to seat 0


def founded(state: State) -> list[int]:
    return [c for c, co in enumerate(state["companies"]) if co["president"] is not None]


def newly_founded(state: State) -> list[int]:
    """Companies founded in the stock round just played, the latest founded first: they act
    first in the following OR (C3-9II and C7-SHARES, reading R3-13)."""
    cos = state["companies"]
    new = [c for c, co in enumerate(cos) if co["founded"] == state["stock_rounds"]]
    return sorted(new, key=lambda c: -int(cos[c]["founding"]))


def set_price(state: State, c: int, price: int) -> None:
    """Move a marker; arriving on a space it lies on top of any other marker there."""
    co = state["companies"][c]
    price = max(FLOOR, price)
    if price != co["price"]:
        state["chart_moves"] += 1
        co["top"] = state["chart_moves"]
    co["price"] = price


def by_price(state: State) -> list[int]:
    """Founded companies, share price high to low, ties by the marker stack top to bottom."""
    cos = state["companies"]
    return sorted(founded(state), key=lambda c: (-cos[c]["price"], -cos[c]["top"]))


def clockwise_from(state: State, seat: int) -> list[int]:
    n = state["players"]
    return [(seat + k) % n for k in range(1, n)]


def taker(state: State, c: int, seller: int) -> int | None:
    """Who takes the presidency from ``seller`` when another player holds more units: the
    most units, ties the nearest clockwise to the seller."""
    units = state["companies"][c]["units"]
    best: int | None = None
    for seat in clockwise_from(state, seller):
        if units[seat] > units[seller] and (best is None or units[seat] > units[best]):
            best = seat
    return best


def wealth(state: State, seat: int, bonus: list[int] | None = None) -> int:
    """9.I final scoring: money plus each unit at its price (+1 M per company VP with 7.III)."""
    total = purse.seat_money(state, seat)
    for c, co in enumerate(state["companies"]):
        if co["price"] is not None:
            total += co["units"][seat] * (co["price"] + (bonus[c] if bonus else 0))
    return total


def company_row(co: dict[str, Any]) -> str:
    return f"{co['colour']} ({co['price']} M)" if co["price"] is not None else co["colour"]
