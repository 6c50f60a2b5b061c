"""The one door to money: every read and every payment goes through here.

Why: a player's money is private (general rule 28) and lives in ``private[seat]["money"]``;
a public company's treasury (Shares on TOP I/II) is public and lives in
``companies[c]["treasury"]``.  Rules that pay or charge the acting party (an actor, see
core/actors.py) call ``money``/``pay``/``gain``; rules about the players' own money (share
trading, dividends, wealth) call ``seat_money``/``seat_pay``/``seat_gain``.  Where the seats
are the actors both name the same purse.
"""

from __future__ import annotations

from typing import Any

State = dict[str, Any]


def money(state: State, actor: int) -> int:
    """The money an actor (a player, or a public company's treasury) holds now."""
    if "actors" in state:
        return int(state["companies"][actor]["treasury"])
    return int(state["private"][actor]["money"])


def pay(state: State, actor: int, amount: int) -> None:
    """Take ``amount`` from an actor (to the bank or to whoever the caller credits)."""
    if "actors" in state:
        state["companies"][actor]["treasury"] -= amount
    else:
        state["private"][actor]["money"] -= amount


def gain(state: State, actor: int, amount: int) -> None:
    """Give ``amount`` to an actor."""
    if "actors" in state:
        state["companies"][actor]["treasury"] += amount
    else:
        state["private"][actor]["money"] += amount


def seat_money(state: State, seat: int) -> int:
    """A player's own (private) money."""
    return int(state["private"][seat]["money"])


def seat_pay(state: State, seat: int, amount: int) -> None:
    state["private"][seat]["money"] -= amount


def seat_gain(state: State, seat: int, amount: int) -> None:
    state["private"][seat]["money"] += amount
