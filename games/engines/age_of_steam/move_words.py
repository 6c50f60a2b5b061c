"""Builds and deliveries as a player tells them: the tile by the rulebook's name, the hex by
its town's name or the board's printed label (column letter and row number), and its track
by the cities and towns it reaches ("from Pittsburgh towards Wheeling"), else by compass
directions; a delivery by the places it passes and whose track it runs on.

The game log, the turn emails and the move builder's choices all read these words; the
notation a player types (notation.py) keeps hex labels and rotation numbers.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from games.engines.core import Player, Term, Text

from . import words
from .build_track.change import tile_edges
from .catalog import CENTRE, SHAPES
from .common import State, gmap
from .maps import MAPS, raw_cells
from .words import WORDS, T, Tn

#: Edge numbers 0-5 as compass directions (conventions.yaml): flat-top maps, pointy-top maps.
FLAT = ("north", "north_east", "south_east", "south", "south_west", "north_west")
POINTY = ("north_east", "east", "south_east", "south_west", "west", "north_west")
WORDS.define(
    "direction",
    {
        "north": "north",
        "north_east": "north-east",
        "east": "east",
        "south_east": "south-east",
        "south": "south",
        "south_west": "south-west",
        "west": "west",
        "north_west": "north-west",
    },
)


@cache
def pointy(map_key: str) -> bool:
    """Whether the map's hexes stand on a point (their edges then face east and west)."""
    return raw_cells(MAPS[map_key].source)[0]


def direction(map_key: str, edge: int) -> Term:
    """A hex edge as the compass direction it faces on that map."""
    return WORDS.term("direction", (POINTY if pointy(map_key) else FLAT)[edge % 6])


def named(state: State, h: str | None) -> Term | Text | None:
    """The hex's city, town, New City or foreign station by name (None: no name)."""
    if h is None:
        return None
    said = words.place(state, h)
    return None if isinstance(said, str) else said


def toward(state: State, h: str, edge: int) -> Term | Text:
    """Where a track end on ``h`` points: the place across that edge, else its direction."""
    across = gmap(state).hexes[h].nb[edge]
    found = named(state, across)
    return (
        found
        if found is not None
        else T("the {direction}", direction=direction(state["map"], edge))
    )


def run(state: State, h: str, ends: tuple[int, int]) -> Text:
    """One track of a tile: "from Pittsburgh towards the south-east"; a town's spoke:
    "towards Wheeling"."""
    a, b = ends
    if b == CENTRE:
        return T("towards {end}", end=toward(state, h, a))
    if a == CENTRE:
        return T("towards {end}", end=toward(state, h, b))
    return T("from {start} towards {end}", start=toward(state, h, a), end=toward(state, h, b))


def _tracks(state: State, move: dict[str, Any]) -> tuple[str, list[tuple[int, int]]]:
    """What the build does to its hex (place, upgrade or redirect) and the tracks it adds."""
    h = move["hex"]
    terrain = gmap(state).hexes[h].terrain
    new = [tuple(e) for e in tile_edges(terrain, SHAPES[move["tile"]], move["rotation"])]
    old = (state.get("track") or {}).get(h)
    if old is None:
        return "place", [(a, b) for a, b in new]
    old_edges = {(s["ends"][0], s["ends"][1]) for s in old.get("segments", [])}
    added = [(a, b) for a, b in new if (a, b) not in old_edges]
    dropped = old_edges - {(a, b) for a, b in new}
    return ("redirect" if dropped else "upgrade"), added


def build_text(state: State, move: dict[str, Any]) -> Text:
    """A tile built: "Build gentle curve at B1 from Duluth towards the south"; on a town
    "in Wheeling". The hex's printed label stays: the places in reach do not always tell
    which of their neighbours it is (two hexes beside Minneapolis may both run a curve from
    the north into it)."""
    h, tile = move["hex"], words.tile(move["tile"])
    kind, added = _tracks(state, move)
    runs = [run(state, h, ends) for ends in added]
    town = named(state, h)
    if kind == "place":
        head = T("Build {tile}", tile=tile)
    elif kind == "upgrade":
        head = T("Upgrade to {tile}", tile=tile)
    else:
        head = T("Redirect with {tile}", tile=tile)
    if town is not None:
        head = T("{move} in {place}", move=head, place=town)
    else:
        head = T("{move} at {hex}", move=head, hex=h)
    if kind == "place":
        return T("{move} {runs}", move=head, runs=runs)
    return T("{move}, new track {runs}", move=head, runs=runs)


def delivery_text(state: State, seat: int, move: dict[str, Any], owners: list[int]) -> Text:
    """A delivery: the cube, where it starts, the cities and towns it passes and where it
    ends; then whose links it runs on and how many hexes of track (two routes between the
    same places differ there). ``owners[i]``: the owner of link i (-1: nobody)."""
    links = move["links"]
    counts: dict[int, int] = {}
    for owner in owners:
        counts[owner] = counts.get(owner, 0) + 1
    # Whose track by name, the mover's own too: the log is read by every player.
    whose: list[Text] = []
    if len(counts) == 1:  # one owner: whose track, without counting
        owner = owners[0]
        if owner < 0:
            whose.append(T("unowned track"))
        else:
            whose.append(T("{player}'s track", player=Player(owner)))
    for owner, n in counts.items() if len(counts) > 1 else ():
        if owner < 0:
            whose.append(Tn("{count} unowned", "{count} unowned", "count", count=n))
        else:
            whose.append(T("{count} of {player}'s", count=n, player=Player(owner)))
    stops = [words.place(state, link[-1]) for link in links]
    hexes = sum(len(link) - 2 for link in links)
    said = {
        "colour": words.colour(move["colour"]),
        "start": words.place(state, move["from"]),
        "end": stops[-1],
        "links": Tn("{count} link", "{count} links", "count", count=len(links)),
        "whose": whose,
        "hexes": Tn("{count} hex of track", "{count} hexes of track", "count", count=hexes),
    }
    if len(stops) > 1:
        return T(
            "Deliver {colour} from {start} via {stops} to {end} over {links} ({whose}; {hexes})",
            stops=stops[:-1],
            **said,
        )
    return T("Deliver {colour} from {start} to {end} over {links} ({whose}; {hexes})", **said)
