"""The one door to money: every read and every payment of a player's money goes through here.

Why: a player's money is private (general rule 28) and lives in ``private[seat]["money"]``.
Module 9 (Shares at TOP I/II) adds public companies whose treasuries are public; rules that
pay or charge "the acting party" must then reach either purse.  Keeping every access behind
``money``/``pay``/``gain`` means that change is made in one place, not in fifteen.
"""

from __future__ import annotations

from typing import Any

State = dict[str, Any]


def money(state: State, seat: int) -> int:
    """The money a player holds now."""
    return int(state["private"][seat]["money"])


def pay(state: State, seat: int, amount: int) -> None:
    """Take ``amount`` from a player (to the bank or to whoever the caller credits)."""
    state["private"][seat]["money"] -= amount


def gain(state: State, seat: int, amount: int) -> None:
    """Give ``amount`` to a player."""
    state["private"][seat]["money"] += amount
