"""Round-level phases: the joint steps before and after the players' phase-3 turns.

Digest §1.4 and §5.1: phases 1 (order) and 2 (privileges) are played jointly before the
turns of a round, phases 4 (dividends) and 5 (scoring) jointly after them; clockwise worlds
have none of them, so there a round is just the turns.  Modules add their steps to BEFORE
and AFTER with :func:`add_step` (rank, name, applies-to-world, step).  A step returns True
when it is finished; a step
that waits for players' decisions returns False after setting up its own stage, and the
handler of its last decision calls :func:`resume` to go on with the next step.

``state["round_step"]`` is ``[side, next index]`` while a round-level phase runs, else None.
That index is stored in states, so the steps are kept in the order of their ranks, whatever
order the modules are imported in (the ranks below are the order of engine version 1):

    before: 10 stock round (9.I/9.II), 20 order by share price (9.I/9.II), 30 order by the
            previous income (9.III), 40 order by bid and income, taxes (3.I/3.II),
            50 privilege auction (3.I/3.II), 60 order by VP (7.I)
    after:  10 share prices, set-aside income (9.III), 20 dividends (9.I),
            30 prices and dividends (9.II)
"""

from __future__ import annotations

import random
from collections.abc import Callable

from games.engines.core import State

from .registry import Hook
from .scoring import game_ends
from .world import World

Step = Callable[[State, World], bool]
Opening = Callable[[State, World, int], bool]

#: The phases a turn may open with before the purchase of 3C, by rank: 10 Race's 3A (move
#: the capital), 20 9.III's 3B (share trading), 30 3.III's 3P (the privilege purchase).
#: Each sets the phase and answers True, or answers False when its phase is skipped.
OPENING: Hook[Opening] = Hook("phases before 3C")
#: Run for the player whose turn starts (C8-OWNERLESS, C3-OWNERLESS: ownerless buildings).
TURN_STARTS: Hook[Callable[[State, World, int], None]] = Hook("turn starts")
#: An actor skipped in the order (a fallen company): True stops the round here (C9-7I).
SKIPPED: Hook[Callable[[State, World, int], bool]] = Hook("actor skipped")


RoundStep = tuple[str, Callable[[World], bool], Step]
BEFORE: list[RoundStep] = []
AFTER: list[RoundStep] = []
_RANKS: dict[int, list[int]] = {id(BEFORE): [], id(AFTER): []}


def add_step(
    side: list[RoundStep], rank: int, name: str, applies: Callable[[World], bool], step: Step
) -> None:
    """Register a round-level step of a module at its rank (see the module docstring)."""
    ranks = _RANKS[id(side)]
    if rank in ranks:
        raise ValueError(f"round step rank {rank} is taken ({name})")
    at = sum(r < rank for r in ranks)
    ranks.insert(at, rank)
    side.insert(at, (name, applies, step))


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
        state["stage"] = "play"
        if not state["order"]:  # 9.I/9.II: no company founded yet, no company turns
            finish_round(state, w)
            return
        begin_turn(state, w, 0)
        turn_starts(state, w)
        return
    if game_ends(state, w):
        state["stage"] = "over"
        state["turn"] = None
        return
    state["round"] += 1
    begin_round(state, w)


# -- the turns of a round (general rules 8 and 10) -------------------------------------------
def next_turn(state: State, w: World) -> None:
    """The next player's turn, or the joint phases after the round's last turn."""
    if state.get("ends_now"):  # Military 4.I: the game ends right after this turn
        state["stage"] = "over"
        state["turn"] = None
        return
    index = state["turn"]["i"] + 1
    if "companies" in state:  # a company fallen in this operating round has no turn left
        cos = state["companies"]
        while index < len(state["order"]) and cos[state["order"][index]]["president"] is None:
            if any(skipped(state, w, index) for skipped in SKIPPED.of(w)):
                return
            index += 1
    if index < len(state["order"]):
        begin_turn(state, w, index)
        turn_starts(state, w)
        return
    finish_round(state, w)


def turn_starts(state: State, w: World) -> None:
    seat = state["turn"]["seat"]
    for starts in TURN_STARTS.of(w):
        starts(state, w, seat)


def begin_turn(state: State, w: World, index: int) -> None:
    seat = state["order"][index]
    state["turn"] = {
        "i": index,
        "seat": seat,
        "phase": "3C",
        "first": [],
        "new_cards": [],
        "bought": 0,
        "cities": 0,
    }
    open_from(state, w, 0)


def open_from(state: State, w: World, rank: int) -> None:
    """Enter the first opening phase ranked after ``rank`` that applies, else 3C (a module
    leaving its opening phase calls this with its own rank)."""
    seat = state["turn"]["seat"]
    for entry_rank, opening in OPENING.ranked(w):
        if entry_rank > rank and opening(state, w, seat):
            return
    state["turn"]["phase"] = "3C"
