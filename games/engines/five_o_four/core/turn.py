"""A player's phase-3 turn: ending its phases, the income of 3H, the way to the next turn.

General rules 10, 15, 19, 23: each player runs the sub-phases A-H in one go; after the
last turn core/rounds.py runs the joint phases after the turns and checks the TOP I end
condition (general rule 9).  The phases a module adds after 3D (the wagon's 3E, the
factories' 3F, combat in 3G) and what happens to the income are registered by the modules.
"""

from __future__ import annotations

from collections.abc import Callable

from games.engines.core import State

from . import purse
from .income import income
from .registry import Hook
from .rounds import next_turn, open_from
from .world import World

#: Checked before a phase of the turn ends; a refusal is an IllegalMove (Military: a
#: retreat or, with Race, an attack still waits).
DONE_CHECKS: Hook[Callable[[State, World], None]] = Hook("before a phase ends")
#: Run when a phase ends, after everyone is laid down (Transport: the end of 3E).
PHASE_ENDS: Hook[Callable[[State, World, int, str], None]] = Hook("a phase ends")
#: The phases after 3D, by rank: 10 Transport's 3E (the wagon), 20 3.I/3.II's 3F
#: (factories), 30 Military's 3G (combat, entered only when attacks wait).  Each enters its
#: phase and answers True, or answers False when it is skipped.
LATER_PHASES: Hook[Callable[[State, World, int], bool]] = Hook("phases after 3D")
RANK_OF = {"3C": 0, "3D": 0, "3E": 10, "3F": 20, "3G": 30}
#: Before the income of 3H: True waits for a decision first (8.I + 9.II: the sale).
BEFORE_INCOME: Hook[Callable[[State, World, int], bool]] = Hook("before the income")
#: Where the income goes, by rank: 10 3.I/3.II set aside for the next phase 1's taxes,
#: 20 9.I/9.II the company's income for phase 4, 30 9.III set aside until the round's
#: end.  With none of them the player receives it at once.
COLLECT: Hook[Callable[[State, World, int, int], None]] = Hook("income collected")
#: After the income: True when play does not go on now (7.I: a scoring card turned up).
TURN_ENDS: Hook[Callable[[State, World, int], bool]] = Hook("turn ends")

# the ranks in core/rounds.py OPENING of the phases before 3C
AFTER_3A, AFTER_3B = 10, 20


def done(state: State, w: World, seat: int) -> None:
    turn = state["turn"]
    phase = turn["phase"]
    if phase == "3H":  # the sale is chosen (production/sale.py): income, then the next turn
        end_turn(state, w, seat)
    elif phase == "3A":
        open_from(state, w, AFTER_3A)
    elif phase == "3B":
        open_from(state, w, AFTER_3B)
    elif phase == "3C" and w.with_inhabitants:
        for entry in state["pop"][seat].values():  # rule 19: stand everyone up
            entry[1] += entry[2]
            entry[2] = 0
        turn["phase"] = "3D"
    else:
        for check in DONE_CHECKS.of(w):
            check(state, w)
        lay_down(state, seat)
        for ends in PHASE_ENDS.of(w):
            ends(state, w, seat, phase)
        for rank, enter in LATER_PHASES.ranked(w):
            if rank > RANK_OF[phase] and enter(state, w, seat):
                return
        end_turn(state, w, seat)


def lay_down(state: State, seat: int) -> None:
    for entry in state["pop"][seat].values():  # rule 23: lay everyone down
        entry[2] += entry[1]
        entry[1] = 0


def end_turn(state: State, w: World, seat: int) -> None:
    if any(waits(state, w, seat) for waits in BEFORE_INCOME.of(w)):
        return
    gained = income(state, w, seat)
    state["income"][seat] = gained
    collectors = COLLECT.of(w)
    for collect in collectors:
        collect(state, w, seat, gained)
    if not collectors:
        purse.gain(state, seat, gained)
    if any(stops(state, w, seat) for stops in TURN_ENDS.of(w)):
        return
    next_turn(state, w)
