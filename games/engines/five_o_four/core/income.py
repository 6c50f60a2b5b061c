"""Phase 3H income: the 20 M base for the capital (general rule 24) plus the income rule of
the TOP II module (with 9.II the TOP I module's TOP II rule, digest §4.9), plus what
privileges and combination rules add.  Each module registers its TOP II rule
(core/registry.py); nothing here is per module.
"""

from __future__ import annotations

from collections.abc import Callable

from games.engines.core import State

from .registry import MODULES, Hook, Income
from .world import World

BASE = 20

#: Run after the TOP II income is counted (1.II: sold goods back to the supply).
AFTER_INCOME: Hook[Callable[[State, World, int], None]] = Hook("after the TOP II income")
#: Income added to every player's (privileges I (5), II (12), I (2); C5-MIL-II's bounty).
INCOME_ADDS: Hook[Income] = Hook("income added")


def income(state: State, w: World, seat: int) -> int:
    source = w.top1 if w.at(9, "II") else w.top2  # 9.II: the TOP I module's TOP II income
    rule = MODULES[source].top_ii.income
    extra = 0 if rule is None else rule(state, w, seat)
    for after in AFTER_INCOME.of(w):
        after(state, w, seat)
    return BASE + extra + sum(add(state, w, seat) for add in INCOME_ADDS.of(w))
