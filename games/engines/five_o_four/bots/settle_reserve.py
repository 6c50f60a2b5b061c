"""Settlements the bots keep for the cities their TOP I end needs.

Production on TOP I ends only when a player has 8/7/6 trading houses (2/3/4 players; with
Military 6/5/4) and 5 goods, and a trading house is a settlement on a city; Privileges on TOP I
ends only with 20 factories, each on a city where its owner has a settlement.  Settlements
come back only with Race, Military or Majorities, so a player who spends them all on land
can never add a city, and when every player has done so no move ends the game (seen in the
soak: 861 stalled in every game with both players at 7 houses and no settlement left).
So the bots do not settle land with the settlements those cities still need.
"""

from __future__ import annotations

from games.engines.core import Move, State

from ..core.counts import houses_of
from ..core.world import World
from ..exploration.discovery import frontier
from ..privileges.factories import END_FACTORIES, PER_CITY, built
from ..production.scoring import HOUSES_END, HOUSES_END_MILITARY
from .roads import land_distances


def wanted_cities(state: State, w: World, seat: int) -> tuple[list[str], int]:
    """The cities the player could still settle for the end, and how many it needs."""
    mine = state["pop"][seat]
    free = [c for c, t in state["spaces"].items() if t == "city" and not mine.get(c, (0,))[0]]
    if w.top1 == 8:
        goal = (HOUSES_END_MILITARY if w.has(4) else HOUSES_END).get(state["players"], 4)
        return free, max(0, goal - houses_of(state, seat))
    if w.top1 == 3 and "factories" in state:
        room = [c for c in free if len(state["factories"].get(c, [])) < PER_CITY]
        if cities_short(state, w):  # the end needs cities not yet discovered: walk to the edge
            room += [s for s in frontier(state) if not mine.get(s, (0,))[0]]
        return room, min(len(room), 3)
    return [], 0


def factories_full(state: State, city: str) -> bool:
    return len(state.get("factories", {}).get(city, [])) >= PER_CITY


def cities_short(state: State, w: World) -> bool:
    """Exploration with Privileges on TOP I: the discovered cities have no room left for the
    factories the end still needs, so undiscovered cities must be found (with 5 companies
    and 75 settlements the bots otherwise fill the known land first: world 395)."""
    if not (w.has(5) and w.top1 == 3 and "factories" in state):
        return False
    cities = [c for c, t in state["spaces"].items() if t == "city"]
    room = sum(PER_CITY - len(state["factories"].get(c, [])) for c in cities)
    return room < END_FACTORIES - built(state)


def city_reserve(state: State, w: World, seat: int, extra: str | None = None) -> int:
    """Settlements to keep: every step onto a space without an own settlement takes one, so
    the cost of walking from the own spaces to the nearest wanted city, then the next, ..."""
    cities, need = wanted_cities(state, w, seat)
    if not need:
        return 0
    own = {s for s, v in state["pop"][seat].items() if v[0]} | ({extra} if extra else set())
    left = set(cities)
    total = 0
    for _ in range(need):
        dist = land_distances(state, own)
        reach = [(dist[c], c) for c in left if c in dist]
        if not reach:
            return total + need  # no known way: keep at least one each
        d, city = min(reach)
        total += d
        left.discard(city)
        own.add(city)
    return total


def wastes_city_settlement(state: State, w: World, seat: int, move: Move) -> bool:
    """Settling the land space (or, with Privileges on TOP I, the city already holding 3
    factories) ``move["to"]`` would spend a settlement a wanted city still needs (a step of
    the walk to those cities is no waste)."""
    space = move["to"]
    if state["pop"][seat].get(space, (0,))[0]:
        return False
    if state["spaces"].get(space) == "city" and (w.top1 != 3 or not factories_full(state, space)):
        return False  # a city the end wants (a full one takes no factory: 3.I)
    reserve = city_reserve(state, w, seat)
    if state["supply"][seat]["set"] > reserve:
        return False
    return city_reserve(state, w, seat, space) >= reserve  # not a step of the walk
