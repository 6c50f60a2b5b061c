"""Route planning for the greedy bot: the next simple tile toward a city worth linking.

Searches short paths over empty hexes (no towns) from a city or an own open end to a city
whose colour matches cubes waiting at the start, and names the tile for the first hex.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from games.engines.core import IllegalMove

from .build import try_step
from .catalog import SHAPES
from .common import State, city_colour, gmap, is_city
from .track.chains import city_nodes, compute_chains

Move = dict[str, Any]
_KIND = {3: "straight", 2: "gentle_curve", 4: "gentle_curve", 1: "sharp_curve", 5: "sharp_curve"}


def _tile_for(a: int, b: int) -> tuple[str, int] | None:
    shape = SHAPES[_KIND[(b - a) % 6]]
    want = tuple(sorted((a, b)))
    for r in shape.distinct:
        if shape.rotations[r][0] == want:
            return shape.id, r
    return None


Path = list[tuple[str, int, int]]
BUILDABLE = ("plain", "river", "mountain", "swamp")


def _paths(state: State, start: str, entry: int, origin: str, limit: int) -> list[Path]:
    """Shortest empty-hex paths from ``start`` (entered by edge ``entry``) to useful cities."""
    gm = gmap(state)
    track = state["track"]
    colours = set(state["cubes"].get(origin, {}))
    out: list[list[tuple[str, int, int]]] = []
    queue: deque[tuple[str, int, list[tuple[str, int, int]]]] = deque([(start, entry, [])])
    seen = {start}
    while queue:
        h, ent, path = queue.popleft()
        if len(path) >= limit:
            continue
        hx = gm.hexes[h]
        for e, n in enumerate(hx.nb):
            if n is None or e == ent:
                continue
            if is_city(state, n):
                if n != origin and city_colour(state, n) in colours:
                    out.append([*path, (h, ent, e)])
                continue
            if n in seen or n in track or gm.hexes[n].terrain not in BUILDABLE:
                continue
            seen.add(n)
            queue.append((n, (e + 3) % 6, [*path, (h, ent, e)]))
    return out


def planned_step(state: State, seat: int) -> Move | None:
    """The first tile of the cheapest short route that links a city to a matching city."""
    gm = gmap(state)
    options: list[tuple[float, Move]] = []
    chains, _ = compute_chains(gm, state["track"], city_nodes(gm, state["new_cities"]))
    starts: list[tuple[str, int, str, float]] = []
    for ch in chains:
        if ch.owner == seat and not ch.complete and ch.nodes:
            for end in ch.ends:
                if end[0] == "open":
                    n = gm.hexes[end[1]].nb[end[2]]
                    if n is not None and n not in state["track"]:
                        starts.append((n, (end[2] + 3) % 6, ch.nodes[0], 3.0))
    for h in list(gm.cities) + list(state["new_cities"]):
        if not state["cubes"].get(h):
            continue
        for e, n in enumerate(gm.hexes[h].nb):
            if n is not None and n not in state["track"] and gm.hexes[n].terrain in BUILDABLE:
                starts.append((n, (e + 3) % 6, h, 0.0))
    for start, entry, origin, bonus in starts:
        for path in _paths(state, start, entry, origin, 3)[:3]:
            h, a, b = path[0]
            tile = _tile_for(a, b)
            if tile is None:
                continue
            move = {"type": "build", "hex": h, "tile": tile[0], "rotation": tile[1]}
            try:
                cost = try_step(state, seat, move).cost
            except IllegalMove:
                continue
            options.append((bonus - len(path) * 2 - cost * 0.3, move))
    if not options:
        return None
    return max(options, key=lambda x: x[0])[1]


def planned_turn(state: State, seat: int) -> Move | None:
    """Germany: a whole build turn laying a complete link of at most 3 tiles."""
    from .germany import build_turn

    gm = gmap(state)
    best: tuple[float, Move] | None = None
    for h in list(gm.cities) + list(state["new_cities"]):
        if not state["cubes"].get(h):
            continue
        for e, n in enumerate(gm.hexes[h].nb):
            if n is None or n in state["track"] or gm.hexes[n].terrain not in BUILDABLE:
                continue
            for path in _paths(state, n, (e + 3) % 6, h, 3)[:4]:
                steps = []
                for x, a, b in path:
                    tile = _tile_for(a, b)
                    if tile is None:
                        break
                    steps.append({"hex": x, "tile": tile[0], "rotation": tile[1]})
                else:
                    work = {
                        **state,
                        "pl": [dict(p) for p in state["pl"]],
                        "supply": dict(state["supply"]),
                    }
                    try:
                        build_turn(work, seat, steps)
                    except IllegalMove:
                        continue
                    spent = state["pl"][seat]["money"] - work["pl"][seat]["money"]
                    value = 10.0 - spent - len(steps)
                    if best is None or value > best[0]:
                        best = (value, {"type": "build_turn", "steps": steps})
    return best[1] if best else None
