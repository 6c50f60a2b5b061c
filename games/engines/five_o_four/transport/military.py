"""Transport with Military on TOP I/II (C1-MIL-c): inhabitants the wagon carries onto an
opposing space are unloaded there for combat, which waits for phase 3G (with Race it is
fought before phase 3E ends).  The MP rules (C1-MIL-a/b) live in transport/wagon.py.
"""

from __future__ import annotations

from games.engines.core import IllegalMove, State

from ..core.world import World
from ..military.combat import ATTACK_LIMIT, attack_refusal, dice_combat
from ..military.spaces import opposing


def refusal(state: State, w: World, seat: int, dst: str, carrying: int) -> str | None:
    """Why the wagon may not bring these inhabitants onto this space now (they must attack)."""
    if not carrying or not dice_combat(w) or not opposing(state, w, seat, dst):
        return None
    why = attack_refusal(state, w, seat, dst)
    if why:
        return why
    waiting = state.get("attacks", {}).get(dst, [seat, 0])[1]
    if waiting + carrying > ATTACK_LIMIT:
        return f"At most {ATTACK_LIMIT} of your inhabitants may attack {dst}."
    return None


def stage_one(state: State, w: World, seat: int, dst: str, count: int = 1) -> None:
    """Unloaded inhabitants join the attack on the opposing space."""
    why = refusal(state, w, seat, dst, count)
    if why:
        raise IllegalMove("E_ATTACK_REFUSED", why)
    from ..military.spaces import reach_city_card

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
