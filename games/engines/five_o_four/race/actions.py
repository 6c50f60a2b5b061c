"""Race's own moves: moving the capital in 3A, and recycling pieces from the board when the
supply is empty (digest §4.2 3A, 3C, 3D, 3E, 3G).

Rulebook l. 1476-1480: „Wenn du beim Einkauf in Phase 3 C nicht mehr genug Bewohner oder
beim Besiedeln eines Feldes in Phase 3 D/3 E/3 G nicht mehr genug Siedlungen in deinem Vorrat
besitzt, darfst du die fehlenden ersatzlos vom Spielplan nehmen“ -- settlements whenever a
space is settled, also by the wagon (3E, without inhabitants too: §12-U8) and in combat (3G).
Rules version 1 allowed it in 3D only.
"""

from __future__ import annotations

from games.engines.core import IllegalMove, Move, State

from ..core.actions import named_space, own_settlement
from ..core.modules import recycling
from ..core.pieces import unsettle
from ..core.rounds import open_from
from ..core.state import rules_version
from ..core.turn import AFTER_3A
from ..core.words import T
from ..core.world import World


def move_capital(state: State, w: World, seat: int, move: Move) -> None:
    city = named_space(state, move["city"])
    old = state["capital"][seat]
    own_settlement(state, seat, city)
    if state["spaces"][city] != "city" or city == old:
        raise IllegalMove(
            "E_NOT_A_CITY",
            T("Your capital can move only to another city of yours, not {city}.", city=city),
        )
    old_inh = sum(state["pop"][seat][old][1:])
    if old_inh > 7:
        raise IllegalMove(
            "E_SPACE_LIMIT",
            T(
                "Your old capital {old} holds {old_inh} inhabitants; as a "
                "settlement it may hold 7.",
                old=old,
                old_inh=old_inh,
            ),
        )
    state["capital"][seat] = city
    open_from(state, w, AFTER_3A)


def recycle(state: State, w: World, seat: int, move: Move) -> None:
    if not recycling(w):
        raise IllegalMove("E_NO_RECYCLING", T("Pieces can be taken back only in worlds with Race."))
    space = named_space(state, move["space"])
    phase = state["turn"]["phase"]
    entry = state["pop"][seat].get(space)
    if move["piece"] == "inhabitant":
        if phase != "3C" or state["supply"][seat]["inh"] > 0:
            raise IllegalMove(
                "E_SUPPLY_NOT_EMPTY",
                T("Take back inhabitants only in 3C with none left in your supply."),
            )
        if entry is None or entry[1] + entry[2] < 1:
            raise IllegalMove(
                "E_NO_INHABITANT_THERE", T("You have no inhabitant on {space}.", space=space)
            )
        if entry[2] > 0:
            entry[2] -= 1
        else:
            entry[1] -= 1
        state["supply"][seat]["inh"] += 1
        return
    phases = settling_phases(state)
    if phase not in phases or state["supply"][seat]["set"] > 0:
        raise IllegalMove(
            "E_SUPPLY_NOT_EMPTY",
            T(
                "Take back settlements only in {phases} with none left in your supply.",
                phases=list(phases),
            ),
        )
    own_settlement(state, seat, space)
    if space == state["capital"][seat]:
        raise IllegalMove("E_CAPITAL_STAYS", T("Your headquarters cannot be taken back."))
    unsettle(state, seat, space)


def settling_phases(state: State) -> tuple[str, ...]:
    """The phases in which a settlement may be taken back (l. 1477-1478)."""
    return ("3D", "3E", "3G") if rules_version(state) >= 2 else ("3D",)


def recycle_moves(state: State, w: World, seat: int) -> list[Move]:
    """Settlements to take back now: with none left in the supply, in a phase that settles."""
    if not recycling(w) or state["supply"][seat]["set"] != 0:
        return []
    if state["turn"]["phase"] not in settling_phases(state):
        return []
    capital = state["capital"][seat]
    return [
        {"type": "recycle", "space": s, "piece": "settlement"}
        for s, v in state["pop"][seat].items()
        if v[0] and s != capital
    ]
