"""Where new track must connect to (digest §4.4.4 items 6-7, §4.4.6): the first tile to the
city next to it, later track through the builder's own track to a city, replaced track to
one of his own tracks; on Western U.S. all his track in one network until the
transcontinental link.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.engines.core import IllegalMove

from ..catalog import Shape
from ..maps import GameMap
from ..track.chains import Board, Reach
from ..track.segments import CENTRE
from ..words import T
from .change import Edges
from .join import Joined


class Overlay:
    """A player's network after a step: the base network's roots joined by the new links,
    without touching the cached base."""

    def __init__(self, reach: Reach) -> None:
        self.reach = reach
        self.parent: dict[str, str] = {}

    def root(self, node: str) -> str:
        parent = self.reach.net.parent
        x = node
        while parent.get(x, x) != x:
            x = parent[x]
        while self.parent.get(x, x) != x:
            x = self.parent[x]
        return x

    def union(self, a: str, b: str) -> None:
        ra, rb = self.root(a), self.root(b)
        if ra != rb:
            self.parent[ra] = rb


def after_step(reach: Reach, joined: Iterable[Joined]) -> Overlay:
    overlay = Overlay(reach)
    for group in joined:
        if group.complete:
            a, b = group.nodes
            overlay.union(a, b)
    return overlay


def connected_to_city(
    reach: Reach, joined: list[Joined], cities: frozenset[str], where: Any
) -> None:
    """Every new track reaches a city through the builder's own track (l. 329-330); towns
    join his own chains, other players' links do not (reading A10)."""
    overlay = after_step(reach, joined)
    with_city = {overlay.root(r) for r in reach.city_roots}
    with_city |= {overlay.root(n) for g in joined for n in g.nodes if n in cities}
    for group in joined:
        if not any(overlay.root(n) in with_city for n in group.nodes):
            raise IllegalMove(
                "E_NOT_CONNECTED",
                T(
                    "The new track on {place} is not connected through your own track to a city.",
                    place=where,
                ),
            )


def redirect_connects_to_own(
    reach: Reach, joined: list[Joined], owner: int, seat: int, where: Any
) -> None:
    """A redirected track must connect to one of the builder's own tracks (the rule for all
    replaced track, l. 411-412: "Die neu hinzugefügte Strecke muss mit einer deiner Strecken
    verbunden sein"): his own section, track of his it now joins, or his track at the town
    or city the section leaves from (version 2)."""
    if owner == seat:
        return
    if any(n in reach.own_nodes for g in joined for n in g.nodes):
        return
    raise IllegalMove(
        "E_REDIRECT_NOT_CONNECTED",
        T("The redirected track on {place} does not connect to any track of yours.", place=where),
    )


def first_tile(
    gm: GameMap,
    state: dict[str, Any],
    h: str,
    shape: Shape,
    added: list[Edges],
) -> None:
    """The very first tile is a simple tile next to a city, with track into that city
    (l. 324-327); a map may name the cities it may start from."""
    hx = gm.hexes[h]
    if shape.category != "simple" or hx.terrain == "town":
        raise IllegalMove(
            "E_FIRST_TILE_NOT_SIMPLE",
            T("Your very first tile must be a simple track tile (not on a town)."),
        )
    cities = [n for n in hx.nb if n is not None and (n in gm.cities or n in state["new_cities"])]
    if not cities:
        raise IllegalMove(
            "E_FIRST_TILE_NOT_ADJACENT_TO_CITY",
            T("Your first tile must lie next to a city; {hex} is not next to one.", hex=h),
        )
    starts = gm.rules.first_tile_cities(state, gm)
    if starts is not None:
        cities = [n for n in cities if n in starts]
        if not cities:
            raise IllegalMove(
                "E_FIRST_TILE_NOT_START_CITY",
                T(
                    "Your first tile must lie next to a start city; {hex} is not next to one.",
                    hex=h,
                ),
            )
    facing = {hx.nb[e] for seg in added for e in seg if e != CENTRE}
    if not any(n in facing for n in cities):
        raise IllegalMove(
            "E_FIRST_TILE_NOT_CONNECTED_TO_CITY",
            T("Your first tile on {hex} must run track into the city next to it.", hex=h),
        )


def stays_one_network(reach: Reach, joined: list[Joined], seat_owns_new: bool) -> None:
    """All of the player's track in one network (Western U.S. until the transcontinental
    link, l. 723-725)."""
    overlay = after_step(reach, joined if seat_owns_new else ())
    roots = {overlay.root(n) for n in reach.own_chain_nodes}
    if seat_owns_new:
        roots |= {overlay.root(n) for g in joined for n in g.nodes}
    if len(roots) > 1:
        raise IllegalMove(
            "E_NOT_CONTIGUOUS",
            T("All your track must stay connected until the transcontinental link exists."),
        )


def route_may_close(
    gm: GameMap, state: dict[str, Any], board: Board, joined: list[Joined], owner: int
) -> bool:
    """Whether complete links join the two ends of a map's bonus route after the step (the
    exact route and its owners are then worked out on the whole map)."""
    ends = gm.rules.route_ends(state, gm)
    if ends is None:
        return False
    net = board.links()
    overlay: dict[str, str] = {}

    def root(x: str) -> str:
        while net.parent.get(x, x) != x:
            x = net.parent[x]
        while overlay.get(x, x) != x:
            x = overlay[x]
        return x

    for group in joined:
        if group.complete:
            a, b = group.nodes
            ra, rb = root(a), root(b)
            if ra != rb:
                overlay[ra] = rb
    west, east = ends
    return bool({root(w) for w in west} & {root(e) for e in east})
