"""Networks, connections and distances on the board (rules digest 5.1).

Connections run over link tiles of any player; merchant locations and farm breweries are
ordinary nodes (A3). Distance = fewest link tiles; the three-way Kidderminster–Worcester link
counts as one link between any two of its ends.
"""

from __future__ import annotations

from typing import Any

from games.engines.core import State

from . import catalog as cat


def distances(
    state: State, sources: tuple[str, ...] | list[str], extra: str | None = None
) -> dict[str, int]:
    """Breadth-first link distances from ``sources``; ``extra`` counts a link as placed."""
    links = state["links"]
    dist = dict.fromkeys(sources, 0)
    frontier = list(sources)
    while frontier:
        nxt: list[str] = []
        for place in frontier:
            d = dist[place] + 1
            for link_id in cat.LINKS_AT[place]:
                if link_id not in links and link_id != extra:
                    continue
                for end in cat.LINKS[link_id].ends:
                    if end not in dist:
                        dist[end] = d
                        nxt.append(end)
        frontier = nxt
    return dist


def network(state: State, seat: int) -> set[str]:
    """Locations holding one of the seat's tiles or touched by one of its links (RB)."""
    places: set[str] = set()
    for link_id, link in state["links"].items():
        if link["owner"] == seat:
            places.update(cat.LINKS[link_id].ends)
    for loc, slots in state["tiles"].items():
        for t in slots:
            if t is not None and t["owner"] == seat:
                places.add(loc)
                break
    return places


def merchant_reachable(dist: dict[str, int]) -> bool:
    """Connected to a market symbol: every merchant location carries one (data/map.yaml)."""
    return any(m in dist for m in cat.MERCHANTS)


def mines_by_distance(
    state: State, dist: dict[str, int], kind: str = "coal_mine"
) -> list[tuple[int, str, int, dict[str, Any]]]:
    """Unflipped tiles of ``kind`` with cubes among the reached places, nearest first."""
    found = []
    tiles = state["tiles"]
    for place, d in dist.items():
        slots = tiles.get(place)
        if not slots:
            continue
        for slot, t in enumerate(slots):
            if t is not None and t["industry"] == kind and t["cubes"] > 0:
                found.append((d, place, slot, t))
    found.sort(key=lambda item: (item[0], item[1], item[2]))
    return found


def all_with_cubes(state: State, kind: str) -> list[tuple[str, int, dict[str, Any]]]:
    """Every tile of ``kind`` (iron works, breweries, coal mines) that holds cubes or barrels."""
    return [
        (loc, slot, t)
        for loc, slots in state["tiles"].items()
        for slot, t in enumerate(slots)
        if t is not None and t["industry"] == kind and t["cubes"] > 0
    ]


def tile_ref(loc: str, slot: int) -> str:
    """Public name of a board slot in moves: ``location/slot`` with slots counted from 1."""
    return f"{loc}/{slot + 1}"


def parse_ref(ref: str) -> tuple[str, int] | None:
    loc, _, slot = ref.partition("/")
    if loc not in cat.LOCATIONS or not slot.isdigit():
        return None
    index = int(slot) - 1
    if not 0 <= index < len(cat.LOCATIONS[loc].slots):
        return None
    return loc, index


def components(state: State) -> tuple[dict[str, str], dict[str, int], set[str]]:
    """Connected groups of places (union-find over links): the group of each place, coal on
    unflipped mines per group, and the groups touching a merchant location. Coal *totals* (not
    distances) are all a cost check needs, so one pass serves every candidate move."""
    parent = {place: place for place in cat.ALL_PLACES}

    def root(place: str) -> str:
        while parent[place] != place:
            parent[place] = parent[parent[place]]
            place = parent[place]
        return place

    for link_id in state["links"]:
        ends = cat.LINKS[link_id].ends
        first = root(ends[0])
        for end in ends[1:]:
            parent[root(end)] = first
    group = {place: root(place) for place in cat.ALL_PLACES}
    coal: dict[str, int] = {}
    for loc, slots in state["tiles"].items():
        for t in slots:
            if t is not None and t["industry"] == "coal_mine" and t["cubes"] > 0:
                coal[group[loc]] = coal.get(group[loc], 0) + t["cubes"]
    merchants = {group[m] for m in cat.MERCHANTS}
    return group, coal, merchants
