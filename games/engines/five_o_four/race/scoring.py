"""Race on TOP I: the game end by city cards and the city-card table (digest §4.2, §1.6)."""

from __future__ import annotations

from typing import Any

from games.engines.core import State

from ..core import actors
from ..core.counts import cards_of, on_board
from ..core.world import World

# the 5th column: 5 public companies (Shares on TOP II), module_tables.yaml
RACE_X = {2: 9, 3: 8, 4: 7, 5: 6}
RACE_X_MILITARY = {2: 7, 3: 6, 4: 5, 5: 4}  # C2-MIL
RACE_VP = (22, 26, 32, 40, 50)  # <= X-3, X-2, X-1, X, >= X+1


def race_x(w: World, players: int) -> int:
    if w.with_inhabitants:
        return (RACE_X_MILITARY if w.has(4) else RACE_X)[players]
    return 9  # C2-NOINH: without inhabitants 9 for every player count


def race_vp(cards: int, x: int) -> int:
    return RACE_VP[max(0, min(4, cards - x + 3))]


def race_ends(state: State, w: World) -> bool:
    n = actors.count(state)
    return any(cards_of(state, s) >= race_x(w, n) for s in range(n))


def race_score(state: State, w: World, seat: int) -> tuple[int, Any]:
    """City-card VP; tie: more inhabitants and settlements on the board.  Without
    inhabitants (C2-NOINH) the MP left after the last city count too and ties share."""
    if not w.with_inhabitants:
        return race_vp(cards_of(state, seat), 9) + int(state["mp_after"][seat]), 0
    return race_vp(cards_of(state, seat), race_x(w, actors.count(state))), sum(
        on_board(state, seat)
    )
