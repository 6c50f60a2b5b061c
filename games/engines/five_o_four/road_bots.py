"""Where the bots lay their own roads when Roads is on TOP I (each player has 19, no Military).

That game ends only when a player's roads join 7/6/5 cities (2/3/4 players, digest §4.6), and
nothing else ends it: once every player has laid all 19 roads short of that, no move can end
the game.  So a road must bring a city nearer.  The plan is a nearest-city walk: from the
player's network, lay the next road on a shortest land path to the unconnected city nearest
the network; roads the walk would not need to reach the end count are spare and may go to
any new space (each one scores).
"""

from __future__ import annotations

from games.engines.core import Move, State

from .board import neighbours_of
from .catalog import ROAD_VP
from .counts import connected_spaces
from .scoring import ROADS_END
from .steiner import steiner_plan
from .world import World, world

FAR = 10_000  # roads "needed" when no known city can be reached (Exploration hides them)


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
    """The player's network and the roads still to lay.  On a board that is fully known the
    plan is a smallest tree joining the network to the cities the end needs (steiner.py);
    with Exploration, where cities turn up as play goes on, it is a nearest-city walk: the
    next road lies on a shortest land path to the unconnected city nearest the network."""

    def __init__(self, state: State, seat: int) -> None:
        self.state = state
        self.net = connected_spaces(state, seat) | {state["capital"][seat]}
        self.spaces = state["spaces"]
        left = state["supply"][seat]["roads"]
        self.tree: set[tuple[str, str]] | None = None
        if not world(state["world"]).has(5):
            self.tree = set(tree_plan(state, seat, self.net, left) or [])
            self.needed = len(self.tree) if self.tree or _joined(state, self.net) else FAR
            self.nodes = {s for e in self.tree for s in e} - self.net
            self.spare = left - self.needed
            return
        others = [s for s, t in self.spaces.items() if t == "city" and s not in self.net]
        self.dist = land_distances(state, others)
        self.reach = min((self.dist[s] for s in self.net if s in self.dist), default=FAR)
        self.needed = roads_needed(state, self.net)
        self.spare = left - self.needed

    def next_spaces(self) -> list[str]:
        """Where inhabitants should go: the plan's spaces, or the nearest cities."""
        if self.tree is not None:
            return sorted(self.nodes)
        if self.reach >= FAR:
            return []
        near = land_distances(self.state, self.net)
        return [s for s, t in self.spaces.items() if t == "city" and near.get(s) == self.reach]

    def split(self, move: Move) -> tuple[str, str] | None:
        """(network end, new end) of a road leaving the network, else None."""
        a, b = move["a"], move["b"]
        if (a in self.net) == (b in self.net):
            return None
        return (a, b) if a in self.net else (b, a)

    def on_plan(self, move: Move) -> bool:
        ends = self.split(move)
        if ends is None:
            return False
        if self.tree is not None:
            return (min(ends), max(ends)) in self.tree
        if self.reach >= FAR:
            return False
        old, new = ends
        return self.dist.get(old) == self.reach and self.dist.get(new) == self.reach - 1

    def weight(self, move: Move) -> float:
        """40+ on the plan (more for terrain that scores more), 1.5+ for a spare road to a new
        space, next to nothing for a road the end may need elsewhere."""
        ends = self.split(move)
        value = 0.0 if ends is None else float(ROAD_VP[self.spaces[ends[1]]])
        if self.on_plan(move):
            return 40.0 + value
        if ends is not None and self.spare > 0:
            return 1.5 + value / 3
        return 0.001


_PLANS: dict[tuple, list[tuple[str, str]]] = {}  # a plan stays good while the player follows it


def _goal(state: State) -> int:
    return ROADS_END.get(state["players"], 4)


def _joined(state: State, net: set[str]) -> bool:
    return sum(1 for s in net if state["spaces"][s] == "city") >= _goal(state)


def tree_plan(state: State, seat: int, net: set[str], left: int) -> list[tuple[str, str]] | None:
    """The roads of a smallest tree from ``net`` to as many more cities as the end needs;
    remembered per board and seat, and kept while it still fits the network and the roads."""
    spaces = state["spaces"]
    key = (tuple(sorted(spaces.items())), seat, state["players"])
    cached = _PLANS.get(key)
    if cached is not None and _fits(state, net, cached, left):
        return [e for e in cached if not (e[0] in net and e[1] in net)]
    need = _goal(state) - sum(1 for s in net if spaces[s] == "city")
    adj = {
        s: [n for n in neighbours_of(s) if spaces.get(n, "water") != "water"]
        for s, t in spaces.items()
        if t != "water"
    }
    cities = sorted(s for s in adj if spaces[s] == "city" and s not in net)
    plan = steiner_plan(adj, net, cities, need)
    if plan is None:
        return None
    if len(_PLANS) > 2000:
        _PLANS.clear()
    _PLANS[key] = plan
    return plan


def _fits(state: State, net: set[str], plan: list[tuple[str, str]], left: int) -> bool:
    """The unbuilt part of ``plan`` still hangs on ``net``, reaches enough cities and needs
    no more roads than are left."""
    rest = [e for e in plan if not (e[0] in net and e[1] in net)]
    if len(rest) > left:
        return False
    reached = set(net)
    grew = True
    while grew:
        grew = False
        for a, b in rest:
            if (a in reached) != (b in reached):
                reached |= {a, b}
                grew = True
    nodes = {s for e in rest for s in e}
    return nodes <= reached and _joined(state, reached)


def roads_needed(state: State, net: set[str]) -> int:
    """Roads the nearest-city walk lays from ``net`` until it joins the cities that end the
    game (FAR when no known city is left to reach)."""
    spaces = state["spaces"]
    goal = ROADS_END.get(state["players"], 4)
    joined = set(net)
    count = sum(1 for s in joined if spaces[s] == "city")
    roads = 0
    while count < goal:
        parent: dict[str, str | None] = dict.fromkeys(joined)
        todo = list(joined)
        found = None
        while todo and found is None:
            nxt = []
            for here in todo:
                for there in neighbours_of(here):
                    if there in parent or spaces.get(there, "water") == "water":
                        continue
                    parent[there] = here
                    if spaces[there] == "city":
                        found = there
                        break
                    nxt.append(there)
                if found:
                    break
            todo = nxt
        if found is None:
            return FAR
        step: str | None = found
        while step is not None and step not in joined:
            joined.add(step)
            roads += 1
            count += spaces[step] == "city"
            step = parent[step]
    return roads
