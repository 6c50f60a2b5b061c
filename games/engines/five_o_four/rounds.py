"""Round-level phases: the joint steps before and after the players' phase-3 turns.

Digest §1.4 and §5.1: phases 1 (order) and 2 (privileges) are played jointly before the
turns of a round, phases 4 (dividends) and 5 (scoring) jointly after them; clockwise worlds
have none of them, so there a round is just the turns.  Modules add their steps to BEFORE
and AFTER (name, applies-to-world, step).  A step returns True when it is finished; a step
that waits for players' decisions returns False after setting up its own stage, and the
handler of its last decision calls :func:`resume` to go on with the next step.

``state["round_step"]`` is ``[side, next index]`` while a round-level phase runs, else None.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from games.engines.core import State

from .world import World

Step = Callable[[State, World], bool]


def _order_by_income_low(state: State, w: World) -> bool:
    from .shares_private import order_by_income

    return order_by_income(state, w)


def _private_share_prices(state: State, w: World) -> bool:
    from .shares_private import end_of_round

    return end_of_round(state, w)


BEFORE: list[tuple[str, Callable[[World], bool], Step]] = [
    (
        "1 order by the previous income, low first (9.III)",
        lambda w: w.order_system == "lot_income_low",
        _order_by_income_low,
    ),
]
AFTER: list[tuple[str, Callable[[World], bool], Step]] = [
    (
        "3H end: share prices, set-aside income (9.III)",
        lambda w: w.at(9, "III"),
        _private_share_prices,
    ),
]


def order_markers(w: World) -> int:
    """Inhabitants each actor sets beside the order (or scoring) cards: 1 in every world whose
    order is determined anew each round (digest §10.3: 3.I/3.II, 7.I, 9), else 0."""
    return 0 if w.order_system == "clockwise" else 1


def first_order(w: World, players: int, rng: random.Random) -> list[int]:
    """Round-1 order: clockwise from seat 0 (reading R1), or by lot (7.I, 9.III, digest §5.2)."""
    order = list(range(players))
    if w.order_system in ("lot_vp", "lot_income_low"):
        rng.shuffle(order)
    return order


def begin_round(state: State, w: World) -> None:
    """Run the steps before the turns, then start the first turn."""
    state["round_step"] = ["before", 0]
    _advance(state, w)


def finish_round(state: State, w: World) -> None:
    """After the last turn: run the steps after the turns, then end the game or go on."""
    state["round_step"] = ["after", 0]
    _advance(state, w)


def resume(state: State, w: World) -> None:
    """A waiting step's decisions are complete: continue with the next step."""
    _advance(state, w)


def _advance(state: State, w: World) -> None:
    side, index = state["round_step"]
    steps = BEFORE if side == "before" else AFTER
    while index < len(steps):
        _name, applies, step = steps[index]
        index += 1
        state["round_step"] = [side, index]
        if applies(w) and not step(state, w):
            return
    state["round_step"] = None
    if side == "before":
        from .state import begin_turn
        from .turn import claim_at_turn_start

        state["stage"] = "play"
        if not state["order"]:  # 9.I/9.II: no company founded yet, no company turns
            finish_round(state, w)
            return
        begin_turn(state, w, 0)
        claim_at_turn_start(state)
        return
    from .scoring import game_ends

    if game_ends(state, w):
        state["stage"] = "over"
        state["turn"] = None
        return
    state["round"] += 1
    begin_round(state, w)
