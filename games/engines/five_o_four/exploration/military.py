"""C5-MIL-II: with Exploration on TOP II and Military on TOP I, a discovered space yields
something by its terrain.

Rulebook "Das Modul 5: Entdecken", 3D, TOP II box "Militär auf TOP I"; digest §4.5, §9 M14.
The terrain of each row is an icon in the rulebook; data/module_tables.yaml
(explore_finds_with_military_TOP_I, provisional, [504R]) names them: a meadow or forest is
settled by its discoverer, a field also gets 1 exhausted inhabitant of theirs, a mountain
holds a neutral city guard whose defeater earns 20 M income once, a city its barracks and
guard (C5-MIL, military.discovered_free_city); desert and water yield nothing.
"""

from __future__ import annotations

from games.engines.core import State

from ..core.catalog import EXPLORE_FINDS_4I
from ..core.pieces import settle
from ..core.world import World

GUARD_BOUNTY = int(EXPLORE_FINDS_4I["mountain"]["defeat_income_once"])


def yields_by_terrain(w: World) -> bool:
    return w.at(5, "II") and w.at(4, "I")


def discovery_yield(state: State, w: World, seat: int, space: str, terrain: str) -> None:
    """The pieces the discoverer receives (from the supply, as far as it lasts: reading R39;
    no income tile for such a settlement, [504R]) or the mountain's city guard."""
    find = EXPLORE_FINDS_4I.get(terrain, {})
    if terrain != "city" and find.get("city_guard"):
        state.setdefault("neutral", {})[space] = int(find["city_guard"])
        return
    supply = state["supply"][seat]
    if not find.get("settlement") or supply["set"] < 1:
        return
    settle(state, w, seat, space, arriving=False, tile=False)
    lying = min(int(find.get("exhausted_inhabitant", 0)), supply["inh"])
    state["pop"][seat][space][2] += lying
    supply["inh"] -= lying


def guarded_mountain(state: State, space: str) -> bool:
    """A neutral army on a mountain is the city guard a discovery laid there."""
    return state["spaces"][space] == "mountain" and bool(state.get("neutral", {}).get(space))


def guard_defeated(state: State, seat: int) -> None:
    """The attacker who removes a mountain's city guard in combat earns 20 M income once: it
    is added to this turn's 3H income (reading R39)."""
    turn = state["turn"]
    turn["bounty"] = int(turn.get("bounty", 0)) + GUARD_BOUNTY


def bounty(state: State) -> int:
    return int(state["turn"].get("bounty", 0)) if state["turn"] else 0
