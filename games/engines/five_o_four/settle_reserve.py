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

from .counts import houses_of
from .factories import PER_CITY
from .road_bots import land_distances
from .scoring import HOUSES_END, HOUSES_END_MILITARY
from .world import World


def wanted_cities(state: State, w: World, seat: int) -> tuple[list[str], int]:
    """The cities the player could still settle for the end, and how many it needs."""
    mine = state["pop"][seat]
    free = [c for c, t in state["spaces"].items() if t == "city" and not mine.get(c, (0,))[0]]
    if w.top1 == 8:
        goal = (HOUSES_END_MILITARY if w.has(4) else HOUSES_END).get(state["players"], 4)
        return free, max(0, goal - houses_of(state, seat))
    if w.top1 == 3 and "factories" in state:
        room = [c for c in free if len(state["factories"].get(c, [])) < PER_CITY]
        return room, min(len(room), 3)
    return [], 0


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
    """Settling the land space ``move["to"]`` would spend a settlement a wanted city still
    needs (a step of the walk to those cities is no waste)."""
    space = move["to"]
    if state["pop"][seat].get(space, (0,))[0] or state["spaces"].get(space) == "city":
        return False
    reserve = city_reserve(state, w, seat)
    if state["supply"][seat]["set"] > reserve:
        return False
    return city_reserve(state, w, seat, space) >= reserve  # not a step of the walk
