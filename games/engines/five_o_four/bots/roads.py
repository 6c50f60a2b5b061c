"""Where the bots lay their own roads when Roads is on TOP I (each player has 19, no Military).

That game ends only when a player's roads join 7/6/5 cities (2/3/4 players, digest §4.6), and
nothing else ends it: once every player has laid all 19 roads short of that, or has no
settlement left to reach the next space, no move can end the game.  Board 5 as read
(boards.yaml) needs 18 of the 19 roads for 7 cities from the central capital, so the bots
plan: a smallest tree from the network to the cities the end needs (bots/steiner.py), its roads
first; roads and settlements the plan does not need are spare and may go anywhere.  With
Exploration the plan covers the cities found so far and reckons a few roads per city still
hidden.
"""

from __future__ import annotations

from games.engines.core import Move, State

from ..core import actors
from ..core.board import neighbours_of
from ..core.catalog import ROAD_VP
from ..core.counts import connected_spaces
from ..core.world import World
from ..roads.scoring import ROADS_END
from .steiner import steiner_plan

FAR = 10_000  # roads "needed" when the plan cannot reach the end
HIDDEN_CITY = 3  # roads reckoned for a city Exploration has not turned up yet
CANDIDATES = 8  # cities nearest the network the plan chooses among (bounds its time)
RESERVE = 2  # spare roads or settlements kept back while cities are still hidden


def uses_plan(w: World, state: State) -> bool:
    return w.top1 == 6 and "road_pool" not in state


def land_distances(state: State, sources: set[str] | list[str]) -> dict[str, int]:
    """Steps over land (water is never entered) from the nearest source."""
    spaces = state["spaces"]
    dist = dict.fromkeys(sources, 0)
    todo = list(sources)
    while todo:
        nxt = []
        for here in todo:
            for there in neighbours_of(here):
                if there not in dist and spaces.get(there, "water") != "water":
                    dist[there] = dist[here] + 1
                    nxt.append(there)
        todo = nxt
    return dist


class RoadPlan:
    """The player's network, the plan's roads still to lay, and what is spare."""

    def __init__(self, state: State, seat: int) -> None:
        self.spaces = state["spaces"]
        # as road_network: the roads' spaces, or the capital before the first road (a capital
        # moved by Race off the roads is not joined and counts no city for the end)
        self.net = connected_spaces(state, seat) or {state["capital"][seat]}
        mine = state["pop"][seat]
        supply = state["supply"][seat]
        hidden = "explore" in state and state["explore"]["stacks"].get("city", 1) > 0
        self.tree, missing = tree_plan(state, seat, self.net)
        self.nodes = {s for e in self.tree for s in e} - self.net
        self.needed = len(self.tree) + HIDDEN_CITY * missing
        margin = RESERVE if hidden else 0
        self.spare = supply["roads"] - self.needed - margin
        unsettled = sum(1 for s in self.nodes if not mine.get(s, (0,))[0])
        self.spare_settlements = supply["set"] - unsettled - HIDDEN_CITY * missing - margin

    def next_spaces(self) -> list[str]:
        """Where inhabitants should go: the plan's spaces not yet joined."""
        return sorted(self.nodes)

    def split(self, move: Move) -> tuple[str, str] | None:
        """(network end, new end) of a road leaving the network, else None."""
        a, b = move["a"], move["b"]
        if (a in self.net) == (b in self.net):
            return None
        return (a, b) if a in self.net else (b, a)

    def weight(self, move: Move) -> float:
        """40+ on the plan (more for terrain that scores more), 1.5+ for a spare road to a new
        space, next to nothing for a road the end may need elsewhere."""
        ends = self.split(move)
        if ends is None:
            return 0.001
        value = float(ROAD_VP[self.spaces[ends[1]]])
        if (min(ends), max(ends)) in self.tree:
            return 40.0 + value
        if self.spare > 0:
            return 1.5 + value / 3
        return 0.001

    def wastes_settlement(self, space: str, mine: dict) -> bool:
        """Settling ``space`` would spend a settlement the plan needs."""
        return space not in mine and space not in self.nodes and self.spare_settlements <= 0


# a plan stays good while the player follows it, and for the network it was made for
_PLANS: dict[tuple, tuple[frozenset[str], list[tuple[str, str]]]] = {}


def _goal(state: State) -> int:
    return ROADS_END[actors.count(state)]  # 5 public companies: 4 cities


def _cities(state: State, spaces: set[str]) -> int:
    return sum(1 for s in spaces if state["spaces"][s] == "city")


def tree_plan(state: State, seat: int, net: set[str]) -> tuple[list[tuple[str, str]], int]:
    """The roads of a smallest tree from ``net`` to as many more cities as the end needs (as
    many as are known), and how many needed cities no known one can stand for.  Remembered per
    board and seat, and kept while it still fits the network and the roads left."""
    spaces = state["spaces"]
    need = _goal(state) - _cities(state, net)
    if need <= 0:
        return [], 0
    left = state["supply"][seat]["roads"]
    key = (tuple(sorted(spaces.items())), seat, state["players"])
    cached = _PLANS.get(key)
    if cached is not None:
        rest = _rest(state, net, cached[1], left if cached[0] != net else FAR, need)
        if rest is not None:
            return rest
    adj = {
        s: [n for n in neighbours_of(s) if spaces.get(n, "water") != "water"]
        for s, t in spaces.items()
        if t != "water"
    }
    near = land_distances(state, net)
    cities = sorted(
        (s for s in adj if spaces[s] == "city" and s not in net and s in near),
        key=lambda s: (near[s], s),
    )[:CANDIDATES]
    pick = min(need, len(cities))
    plan = steiner_plan(adj, net, cities, pick) or []
    if len(_PLANS) > 2000:
        _PLANS.clear()
    _PLANS[key] = (frozenset(net), plan)
    return plan, need - pick


def _rest(
    state: State, net: set[str], plan: list[tuple[str, str]], left: int, need: int
) -> tuple[list[tuple[str, str]], int] | None:
    """The unbuilt part of ``plan`` if it still hangs on ``net`` and needs no more roads than
    are left, with the count of needed cities it does not reach; None when it no longer fits."""
    rest = [e for e in plan if not (e[0] in net and e[1] in net)]
    if len(rest) > left:
        return None
    reached = set(net)
    grew = True
    while grew:
        grew = False
        for a, b in rest:
            if (a in reached) != (b in reached):
                reached |= {a, b}
                grew = True
    if not {s for e in rest for s in e} <= reached:
        return None
    return rest, max(0, need - (_cities(state, reached) - _cities(state, net)))


def ledger_gain(state: State, seat: int, move: Move) -> int:
    """6.I + Military: VP a road would add to the player's ledger now (land counts only for
    the first to connect it; the 40 neutral roads are shared, so the greedy bot takes them)."""
    ledger = state.get("road_ledger")
    if ledger is None or move["type"] != "road":
        return 0
    gain = 0
    for space in (move["a"], move["b"]):
        terrain = state["spaces"][space]
        counted = any(space in spaces for spaces in ledger)
        if space in ledger[seat] or (terrain != "city" and counted):
            continue
        gain += int(ROAD_VP[terrain])
    return gain
