"""Ending phases, income, turn and round changes, game end (general rules 8-10, 15, 19, 23).

Each player runs 3A-3H in one go; after the last turn rounds.finish_round runs the joint
phases after the turns and checks the TOP I end condition (general rule 9).
"""

from __future__ import annotations

from games.engines.core import State

from ..military.combat import check_done, enter_combat
from ..privileges.factories import claim_factories
from ..production.sale import open_sale
from ..shares.private import set_aside
from ..transport.wagon import close_wagon_phase, enter_wagon_phase
from . import purse
from .income import income
from .modules import builds_factories, sets_income_aside
from .rounds import finish_round
from .state import after_capital, begin_turn, enter_purchase
from .world import World


def done(state: State, w: World, seat: int) -> None:
    turn = state["turn"]
    phase = turn["phase"]
    if phase == "3H":  # the sale is chosen (production/sale.py): income, then the next turn
        end_turn(state, w, seat)
    elif phase == "3A":
        after_capital(state, w)
    elif phase == "3B":
        enter_purchase(state, w)
    elif phase == "3C" and w.with_inhabitants:
        for entry in state["pop"][seat].values():  # rule 19: stand everyone up
            entry[1] += entry[2]
            entry[2] = 0
        turn["phase"] = "3D"
    elif phase in ("3C", "3D") and w.has(1):
        check_done(state, w)
        lay_down(state, seat)
        enter_wagon_phase(state, w, seat)  # 3E; without inhabitants 3D does not exist
    elif phase != "3F" and builds_factories(w):
        check_done(state, w)
        lay_down(state, seat)
        if phase == "3E":
            close_wagon_phase(state, seat)
        turn["phase"] = "3F"
    else:
        check_done(state, w)
        lay_down(state, seat)
        if phase == "3E":
            close_wagon_phase(state, seat)
        if enter_combat(state, w):  # Military 4.I/4.II: fight in phase 3G
            return
        end_turn(state, w, seat)


def lay_down(state: State, seat: int) -> None:
    for entry in state["pop"][seat].values():  # rule 23: lay everyone down
        entry[2] += entry[1]
        entry[1] = 0


def end_turn(state: State, w: World, seat: int) -> None:
    if open_sale(state, w, seat):  # 8.I + 9.II: the president first chooses what to keep
        return
    gained = income(state, w, seat)
    state["income"][seat] = gained
    if sets_income_aside(w):
        state["aside"][seat] = gained  # 3.I/3.II 3H: taxed and paid in the next phase 1
    if "companies" in state:
        state["companies"][seat]["income"] += gained  # 3H: set aside for phase 4 (with
        # C2-III-9 awards of the turn)
    elif w.at(9, "III"):
        set_aside(state, seat, gained)  # ranks the price rises at the end of the round (9.III)
    elif not sets_income_aside(w):
        purse.gain(state, seat, gained)
    if w.at(7, "I"):
        from ..majorities.scorings import reveal_card

        if reveal_card(state, w, seat):  # 7.I phase 5: a scoring waits for removals, or ends
            return
    next_turn(state, w)


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
            if w.at(7, "I"):
                from ..majorities.companies import reveal_for_fallen

                if reveal_for_fallen(state, w, index):  # C9-7I: its card is turned up
                    return
            index += 1
    if index < len(state["order"]):
        begin_turn(state, w, index)
        claim_at_turn_start(state)
        return
    finish_round(state, w)


def claim_at_turn_start(state: State) -> None:
    """C8-OWNERLESS: an ownerless business goes to the player with a settlement there."""
    seat = state["turn"]["seat"]
    for space, business in state["businesses"].items():
        if business["owner"] is None and state["pop"][seat].get(space, (0,))[0]:
            business["owner"] = seat
    claim_factories(state, seat)
