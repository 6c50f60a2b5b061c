"""Building roads in phase 3D (digest §4.6 3D; C6-MIL, C6-NEUTRAL, privileges I (9), II (7),
II (8), III (9)).
"""

from __future__ import annotations

from games.engines.core import IllegalMove, Move, State

from ..core.actions import named_space, own_settlement
from ..core.board import edge, neighbours_of
from ..core.catalog import ROAD_COST
from ..core.counts import connected_spaces, network, own_roads
from ..core.modules import roads_connected
from ..core.privileged import owns
from ..core.state import rules_version
from ..core.words import T
from ..core.world import World
from .neutral import NEUTRAL, must_connect, neutral_roads
from .ownership import reclaim_neutral_roads


def terrain_road_cost(state: State, seat: int, terrain: str) -> int:
    """Road table; I (9) forest, II (7) mountain, II (8) city cost 1 like meadows."""
    cheap = {"I (9)": "forest", "II (7)": "mountain", "II (8)": "city"}
    if any(t == terrain and owns(state, seat, k) for k, t in cheap.items()):
        return 1
    return int(ROAD_COST[terrain])


def road_cost(state: State, seat: int, a: str, b: str) -> int:
    spaces = state["spaces"]
    base = max(terrain_road_cost(state, seat, spaces[a]), terrain_road_cost(state, seat, spaces[b]))
    return base + sum(1 for o, n in state["roads"].get(edge(a, b), []) if o != seat or n)


def build_road(state: State, w: World, seat: int, move: Move) -> None:
    if not w.has(6):
        raise IllegalMove("E_NO_ROADS", T("This world has no roads."))
    a, b = named_space(state, move["a"]), named_space(state, move["b"])
    if b not in neighbours_of(a):
        raise IllegalMove("E_NOT_ADJACENT", T("{a} and {b} are not neighbours.", a=a, b=b))
    if not a < b:
        raise IllegalMove(
            "E_ROAD_ORDER", T("Name this road's spaces in the order {b} {a}.", b=b, a=a)
        )
    siege = road_into_attack(state, w, seat, a, b)
    ea = [0, 0, 0] if siege == a else own_settlement(state, seat, a)
    eb = [0, 0, 0] if siege == b else own_settlement(state, seat, b)
    e = edge(a, b)
    military = neutral_roads(w)
    if military and e in state["roads"]:
        raise IllegalMove("E_ROAD_EXISTS", T("A neutral road already joins {a} and {b}.", a=a, b=b))
    if any(o == seat and not n for o, n in state["roads"].get(e, [])):
        raise IllegalMove(
            "E_ROAD_EXISTS", T("You already have a road between {a} and {b}.", a=a, b=b)
        )
    if (state["road_pool"] if military else state["supply"][seat]["roads"]) < 1:
        raise IllegalMove("E_NO_ROADS_LEFT", T("No roads are left."))
    use_a, use_b = int(move["use_a"]), int(move["use_b"])
    cost = road_cost(state, seat, a, b)
    free = use_a == use_b == 0 and free_road(state, seat)
    if free:
        cost = 0
    if use_a + use_b != cost or use_a > ea[1] or use_b > eb[1] or min(use_a, use_b) < 0:
        raise IllegalMove(
            "E_ROAD_INHABITANTS",
            T(
                "This road needs {cost} active inhabitants on {a} and {b}; you "
                "have {ea} and {eb} active there.",
                cost=cost,
                a=a,
                b=b,
                ea=ea[1],
                eb=eb[1],
            ),
        )
    if roads_connected(w) or must_connect(w):
        net = road_network(state, w, seat)
        if a not in net and b not in net:
            raise IllegalMove(
                "E_ROAD_NOT_CONNECTED",
                T(
                    "Your first road must start at your capital and every road must "
                    "join your network."
                ),
            )
    back = move.get("return_from")
    returning = w.at(6, "I", "II") and not free
    if free and back is not None:
        raise IllegalMove("E_RETURN_FROM", T("A free road (III (9)) uses no inhabitants."))
    if returning and (back not in (a, b) or (back == a and use_a < 1) or (back == b and use_b < 1)):
        raise IllegalMove(
            "E_RETURN_FROM", T("Name which builder returns to your supply: {a} or {b}.", a=a, b=b)
        )
    for space, used in ((a, use_a), (b, use_b)):
        if space == siege:
            state["attacks"][space][2] = True  # one road into each attacked space
            continue
        entry = state["pop"][seat][space]
        entry[1] -= used
        entry[2] += used
    if returning:
        state["pop"][seat][back][2] -= 1
        state["supply"][seat]["inh"] += 1
    if military:
        state["roads"][e] = [[NEUTRAL, True]]
        state["road_pool"] -= 1
    else:
        state["roads"].setdefault(e, []).append([seat, False])
        state["supply"][seat]["roads"] -= 1
    if free:
        state["turn"]["free_road"] = True
    if not military and rules_version(state) >= 2:  # general rule 16: in the player's turn,
        for end in (a, b):  # a neutral road next to the new one may now be connected to his
            reclaim_neutral_roads(state, w, seat, end)


def road_into_attack(state: State, w: World, seat: int, a: str, b: str) -> str | None:
    """C6-MIL with Military on TOP I/II: 1 road may lead from an own space into a space your
    inhabitants attack; returns that attacked space (its side uses no builders)."""
    if not (neutral_roads(w) and w.at(4, "I", "II")):
        return None
    for siege, own in ((a, b), (b, a)):
        attack = state.get("attacks", {}).get(siege)
        mine = state["pop"][seat].get(own, (0,))[0]
        if attack and attack[0] == seat and not attack[2] and mine:
            return siege
    return None


def road_network(state: State, w: World, seat: int) -> set[str]:
    """Where a new road may start (6.I/6.II): the capital first, then the network."""
    if neutral_roads(w):
        return network(state, seat)
    if own_roads(state, seat):
        return connected_spaces(state, seat)
    return {state["capital"][seat]}


def free_road(state: State, seat: int) -> bool:
    """III (9): once per turn a road without active inhabitants."""
    return owns(state, seat, "III (9)") and not state["turn"].get("free_road")
