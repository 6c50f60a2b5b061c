"""Race on TOP III: interim awards, the first player to fulfil a task takes the VP at once.

Digest §4.2 (2.III) and C2-III-x: the tasks are keyed by the TOP I module (with 9.I by the
TOP II module, paid in money).  What counts for each task is that module's quantity, so
the tasks are registered by combinations.py (C2-III-1, C2-III-3, ...) into :data:`TASKS`.
"""

from __future__ import annotations

from collections.abc import Callable

from games.engines.core import State

from ..core.world import World

AWARD_VP = 5
TERRAIN_ROWS_VP = {"terrains:1": 10, "terrains:2": 20}  # 2.III with 7 on TOP I
FACTORY_AWARD_VP = 10  # 2.III with Privileges on TOP I: two awards of 10 VP

#: The task keys a seat fulfils now, by the module whose task 2.III sets.
TASKS: dict[int, Callable[[State, World, int], list[str]]] = {}


def check_awards(state: State, w: World, seat: int) -> None:
    """2.III: the first player to fulfil a task takes the VP at once (digest §4.2)."""
    if not w.at(2, "III"):
        return
    taken = state["awards"]
    module = w.top2 if w.at(9, "I") else w.top1  # C2-III-9: the TOP II module's task
    task = TASKS.get(module)
    keys = task(state, w, seat) if task is not None else []
    for key in keys:
        if key not in taken:
            taken.append(key)
            vp = (
                FACTORY_AWARD_VP
                if key.startswith("factories:")
                else TERRAIN_ROWS_VP.get(key, AWARD_VP)
            )
            if w.at(9, "I"):  # C2-III-9: 10 M per VP, company income set aside for phase 4
                state["companies"][seat]["income"] += 10 * vp
                continue
            state["vp"][seat] += vp
            state["vp_log"].append([seat, vp, key])
