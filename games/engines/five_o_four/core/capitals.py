"""Capitals: which cities may be chosen (general rules 4 and 8; digest §1.2 capital selection).

The board decides whether capitals are shared or separate; modules restrict the choice of a
separate capital: 1.I/1.II a different goods offering, Military a city on the board edge,
Exploration's board 1 never the central city.  Each registers its restriction in
:data:`CAPITAL_RULES`; whoever offers or checks a capital (setup, the starting bid of 3.I/3.II,
a company's founding) asks :func:`capital_refusal`, so every restriction applies everywhere
(digest §12-U10, U39).
"""

from __future__ import annotations

from collections.abc import Callable

from games.engines.core import IllegalMove, State

from .registry import Hook
from .world import World

#: Ranks (the order of the refusals): 10 Exploration, 20 Military, 30 Transport.
CAPITAL_RULES: Hook[Callable[[State, World, str], IllegalMove | None]] = Hook(
    "capital restrictions"
)
#: Before a public company's capital is placed at its founding, by rank: 10 C9-MIL (the
#: armies on the site are removed), 20 C5-9 (with 5.I the first settler's VP tile, MC4).
COMPANY_CAPITAL: Hook[Callable[[State, World, int, str], None]] = Hook("company capital")
#: Pieces placed together with a capital: 8.I/8.II its trading house, Race its city card.
CAPITAL_PLACED: Hook[Callable[[State, World, int, str], None]] = Hook("capital placed")


def capital_refusal(state: State, w: World, city: str) -> IllegalMove | None:
    """Why ``city`` may not become a capital now, or None."""
    for rule in CAPITAL_RULES.of(w):
        refusal = rule(state, w, city)
        if refusal is not None:
            return refusal
    return None


def place_capital(state: State, w: World, seat: int, city: str) -> None:
    """The HQ goes on the capital (general rule 4), with what the modules place there."""
    state["capital"][seat] = city
    state["pop"][seat][city] = [1, 0, 0]
    for placed in CAPITAL_PLACED.of(w):
        placed(state, w, seat, city)
