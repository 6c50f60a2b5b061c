"""7.I shrinking after each scoring: each player removes 1 own unit per 3 (2 players) or 4 VP.

Rulebook l. 3035-3046; digest §4.7 phase 5, §8.3 item 7.  In order of the VP just scored (most
first, ties in the current order) each player removes inhabitants from the board, then
settlements, so that the remaining settlements stay connected to the capital; the HQ stays.
Which ones is the player's decision: one ``shrink`` move per unit, addressed to that seat.
Forced removals (all inhabitants, all settlements, a single possible piece) happen at once.
Removed pieces go back to the supply; a removed settlement leaves its roads neutral and its
business or trading house ownerless (pop.unsettle: C6-NEUTRAL, C8-OWNERLESS), and its space
empty again for first-settler income (C2-REEARN).
"""

from __future__ import annotations

from games.engines.core import IllegalMove, Move, State

from ..core.board import neighbours_of
from ..core.pieces import unsettle
from ..core.rounds import next_turn
from ..core.words import T
from ..core.world import World
from .table import scoring_vp


def start_shrinking(state: State, w: World, plan: list[list[int]]) -> bool:
    """Begin the removals of a scoring; True when play does not go on at once."""
    final = state["majorities_i"]["scorings"][-1]["final"]
    state["shrink"] = {"queue": plan, "final": final}
    return settle_queue(state, w)


def settle_queue(state: State, w: World) -> bool:
    """Do forced removals; stop at the first real choice (stage "shrink").  When the queue
    is empty the game ends (3rd scoring) or play goes on; True unless play goes on."""
    queue = state["shrink"]["queue"]
    while queue:
        seat, need = queue[0]
        need = forced(state, seat, need)
        if need:
            queue[0][1] = need
            state["stage"] = "shrink"
            return True
        queue.pop(0)
    final = state.pop("shrink")["final"]
    if final:
        state["stage"] = "over"
        state["turn"] = None
        return True
    state["stage"] = "play"
    return False


def inhabitants_on_board(state: State, seat: int) -> int:
    return sum(v[1] + v[2] for v in state["pop"][seat].values())


def forced(state: State, seat: int, need: int) -> int:
    """Remove what leaves no choice; returns the units still to choose."""
    pop = state["pop"][seat]
    while need:
        stacks = [s for s, v in pop.items() if v[1] + v[2]]
        if stacks:
            total = inhabitants_on_board(state, seat)
            if need < total and len(stacks) > 1:
                return need
            for space in stacks:
                while need and pop[space][1] + pop[space][2]:
                    take_inhabitant(state, seat, space)
                    need -= 1
            continue
        others = [s for s, v in pop.items() if v[0] and s != state["capital"][seat]]
        choices = removable(state, seat)
        if need < len(others) and len(choices) > 1:
            return need
        unsettle(state, seat, choices[0])
        need -= 1
    return need


def take_inhabitant(state: State, seat: int, space: str) -> None:
    entry = state["pop"][seat][space]
    if entry[2]:
        entry[2] -= 1
    else:
        entry[1] -= 1
    state["supply"][seat]["inh"] += 1


def _component(spaces: set[str], start: str) -> set[str]:
    seen, todo = {start}, [start]
    while todo:
        for n in neighbours_of(todo.pop()):
            if n in spaces and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def removable(state: State, seat: int) -> list[str]:
    """Settlements whose removal cuts no other settlement off the capital (reading: one not
    connected to the capital may always go)."""
    capital = state["capital"][seat]
    settled = {s for s, v in state["pop"][seat].items() if v[0]}
    joined = _component(settled, capital)
    out = []
    for space in sorted(settled - {capital}):
        after = _component(settled - {space}, capital)
        if len(after) == len(joined) - (space in joined):
            out.append(space)
    return out


def shrink_moves(state: State, seat: int) -> list[Move]:
    shrinking = state.get("shrink")
    if state["stage"] != "shrink" or not shrinking or shrinking["queue"][0][0] != seat:
        return []
    pop = state["pop"][seat]
    stacks = sorted(s for s, v in pop.items() if v[1] + v[2])
    if stacks:
        return [{"type": "shrink", "space": s, "piece": "inhabitant"} for s in stacks]
    return [{"type": "shrink", "space": s, "piece": "settlement"} for s in removable(state, seat)]


def remove_unit(state: State, w: World, seat: int, move: Move) -> None:
    """Handler of a ``shrink`` move: one inhabitant, or (when none is left) one settlement."""
    space, piece = move["space"], move["piece"]
    entry = state["pop"][seat].get(space)
    left = inhabitants_on_board(state, seat)
    if piece == "inhabitant":
        if entry is None or entry[1] + entry[2] < 1:
            raise IllegalMove(
                "E_NO_INHABITANT_THERE", T("You have no inhabitant on {space}.", space=space)
            )
        take_inhabitant(state, seat, space)
    else:
        if left:
            raise IllegalMove(
                "E_INHABITANTS_FIRST",
                T("Remove your inhabitants first: {left} are still on the board.", left=left),
            )
        if space == state["capital"][seat]:
            raise IllegalMove("E_CAPITAL_STAYS", T("Your headquarters is never removed."))
        if entry is None or not entry[0]:
            raise IllegalMove(
                "E_NO_SETTLEMENT_THERE", T("You have no settlement on {space}.", space=space)
            )
        if space not in removable(state, seat):
            raise IllegalMove(
                "E_KEEP_CONNECTED",
                T(
                    "Removing {space} would cut other settlements off your capital; "
                    "you may remove: {removable}.",
                    space=space,
                    removable=list(removable(state, seat)),
                ),
            )
        unsettle(state, seat, space)
    queue = state["shrink"]["queue"]
    queue[0][1] -= 1
    if not queue[0][1]:
        queue.pop(0)
    if not settle_queue(state, w):
        next_turn(state, w)


def removal_cost(state: State, w: World, seat: int, move: Move) -> float:
    """For the greedy bot: VP a scoring now would lose by this removal (then, for
    inhabitants, take from the biggest stack)."""
    if move["piece"] == "inhabitant":
        return -float(sum(state["pop"][seat][move["space"]][1:])) / 100
    before = scoring_vp(state, w)[seat]
    entry = state["pop"][seat].pop(move["space"])
    try:
        after = scoring_vp(state, w)[seat]
    finally:
        state["pop"][seat][move["space"]] = entry
    return float(before - after)
