"""C1-MIL-c, Transport with Military: inhabitants the wagon carries onto an opposing space
are unloaded there for combat.  With dice (4.I/4.II) the combat waits for phase 3G (with
Race it is fought before phase 3E ends); on TOP III each one fights at once (it and 1
defending army are removed) and once the space is free the rest settle it as usual.  The MP
rules (C1-MIL-a/b) live in transport/wagon.py.
"""

from __future__ import annotations

from games.engines.core import IllegalMove, State, Text

from ..core.modules import dice_combat
from ..core.words import T
from ..core.world import World
from ..military.combat import ATTACK_LIMIT, attack_refusal
from ..military.spaces import attack_listed, opposing, reach_city_card, remove_one_army
from ..transport.wagon import carried_inhabitants, take_inhabitant, unload_one


def refusal(state: State, w: World, seat: int, dst: str, carrying: int) -> Text | None:
    """Why the wagon may not bring these inhabitants onto this space now (they must attack)."""
    if not carrying or not dice_combat(w) or not opposing(state, w, seat, dst):
        return None
    why = attack_refusal(state, w, seat, dst)
    if why:
        return why
    waiting = state.get("attacks", {}).get(dst, [seat, 0])[1]
    if waiting + carrying > ATTACK_LIMIT:
        return T(
            "At most {attack_limit} of your inhabitants may attack {dst}.",
            attack_limit=ATTACK_LIMIT,
            dst=dst,
        )
    return None


def stage_one(state: State, w: World, seat: int, dst: str, count: int = 1) -> None:
    """Unloaded inhabitants join the attack on the opposing space."""
    why = refusal(state, w, seat, dst, count)
    if why:
        raise IllegalMove("E_ATTACK_REFUSED", why)
    reach_city_card(state, w, seat, dst)
    entry = state.setdefault("attacks", {}).setdefault(dst, [seat, 0, False])
    entry[1] += count


def stage_from_wagon(state: State, w: World, seat: int, dst: str) -> None:
    """All carried inhabitants are unloaded for combat on arrival."""
    wagon = state["wagons"][seat]
    carrying = sum(h["inh"] for h in wagon["cargo"] if h and "inh" in h)
    stage_one(state, w, seat, dst, carrying)
    for i, hold in enumerate(wagon["cargo"]):
        if hold and "inh" in hold:
            wagon["cargo"][i] = None


# -- the hooks of transport/wagon.py ---------------------------------------------------------
def drive_refused(state: State, w: World, seat: int, dst: str, carrying: int) -> bool:
    if dice_combat(w):
        return bool(refusal(state, w, seat, dst, carrying))
    return not attack_listed(state, w, dst)


def carried_arrive(state: State, w: World, seat: int, dst: str) -> None:
    if dice_combat(w):  # 4.I/4.II: the carried inhabitants wait to fight (3G / Race)
        stage_from_wagon(state, w, seat, dst)
        return
    if not attack_listed(state, w, dst):
        raise IllegalMove(
            "E_CAPITAL_PROTECTED",
            T("Your wagon carries inhabitants; they may not attack {dst}.", dst=dst),
        )
    wagon = state["wagons"][seat]
    while carried_inhabitants(wagon):
        unload_one(state, w, seat, dst)


def unload_opposing(state: State, w: World, seat: int, at: str) -> None:
    wagon = state["wagons"][seat]
    if dice_combat(w):
        stage_one(state, w, seat, at)
        take_inhabitant(wagon)
        return
    reach_city_card(state, w, seat, at)
    take_inhabitant(wagon)
    state["supply"][seat]["inh"] += 1
    remove_one_army(state, at)


def unload_refused(state: State, w: World, seat: int, at: str) -> bool:
    return refusal(state, w, seat, at, 1) is not None
