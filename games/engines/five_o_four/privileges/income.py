"""What privileges add to every income of phase 3H (appendix 3: I (5), II (12), I (2))."""

from __future__ import annotations

from games.engines.core import State

from ..core.privileged import privileges_of
from ..core.world import World


def privilege_income(state: State, seat: int) -> int:
    """I (5) +10 M, II (12) +20 M, I (2) +15 M per settlement placed in a city this turn."""
    owned = privileges_of(state, seat)
    total = (10 if "I (5)" in owned else 0) + (20 if "II (12)" in owned else 0)
    if "I (2)" in owned:
        total += 15 * int(state["turn"].get("cities", 0))
    return total


def income_added(state: State, w: World, seat: int) -> int:
    return privilege_income(state, seat)
