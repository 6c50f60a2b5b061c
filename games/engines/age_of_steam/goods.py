"""Move Goods (digest §4.5, map rules §6) and Goods Growth with Production (§4.9).

Links are named by their full hex list from node to node, so a delivery move names its whole
route and two parallel links of different owners stay distinguishable.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from . import words
from .bag import add_cube, draw_cube, return_to_bag, take_cube
from .catalog import CENTRE, COLOURS, LETTER_UNDER
from .common import State, gmap, own, place_name, refuse
from .maps import GameMap
from .track.chains import Board, Chain, board_of
from .words import T, Tn


@dataclass(slots=True)
class Link:
    hexes: tuple[str, ...]  # from node ``a`` (or a tile, St. Lucia) to node ``b``
    a: str
    b: str
    owner: int
    complete: bool


class LinkIndex:
    """Every usable link of a track, both directions, plus incomplete ones for errors (one
    per track and special link: see :func:`link_index`)."""

    def __init__(self, gm: GameMap, board: Board, special: int | None) -> None:
        self.chains, self.of_seg = board.chains, board.of_seg
        self.by_key: dict[tuple[str, ...], Link] = {}
        self.adj: dict[str, list[Link]] = {}
        self.segs_at: dict[str, list[int]] = {}
        for h, i in sorted(board.of_seg):
            self.segs_at.setdefault(h, []).append(i)
        for ch in self.chains:
            hx = tuple(ch.hexes())
            if ch.complete:
                a, b = ch.nodes
                self._add(Link(hx, a, b, ch.owner, True))
                self._add(Link(hx[::-1], b, a, ch.owner, True))
            else:
                self.by_key[hx] = Link(hx, hx[0], hx[-1], ch.owner, False)
                self.by_key[hx[::-1]] = Link(hx[::-1], hx[-1], hx[0], ch.owner, False)
        if special is not None:
            spec = gm.extra["special_connection"]["between"]
            a, b = gm.by_name(spec[0]), gm.by_name(spec[1])
            self._add(Link((a, b), a, b, special, True))
            self._add(Link((b, a), b, a, special, True))

    def _add(self, link: Link) -> None:
        self.by_key[link.hexes] = link
        self.adj.setdefault(link.a, []).append(link)

    def tile_links(self, h: str) -> list[Link]:
        """St. Lucia: from a cube on a tile, along each track to each node end (1 link)."""
        out: list[Link] = []
        for i in self.segs_at.get(h, ()):
            ch: Chain = self.chains[self.of_seg[(h, i)]]
            k = ch.segs.index((h, i))
            for end, segs in ((ch.ends[0], ch.segs[k::-1]), (ch.ends[1], ch.segs[k:])):
                if end[0] != "node":
                    continue
                hexes = [x for x, _ in segs]
                if hexes[-1] != end[1]:
                    hexes.append(end[1])
                if len(hexes) < 2 and end[1] == h:
                    continue
                out.append(Link(tuple(hexes), h, end[1], ch.owner, True))
        return out


def _stops(state: State, colour: str) -> tuple[set[str], set[str]]:
    """(destinations, forbidden intermediates) for a cube colour: a cube stops at the first
    place that takes it, and never passes a foreign station."""
    gm = gmap(state)
    dest = gm.rules.destinations(state, gm, colour)
    return dest, dest | set(gm.stations)


def movable_from(state: State, h: str) -> bool:
    gm = gmap(state)
    return gm.rules.movable_from(state, gm, h)


def link_index(state: State) -> LinkIndex:
    """The links of the state's track (kept with its chains: equal tracks share it)."""
    gm = gmap(state)
    board = board_of(gm, state)
    key = ("links", state.get("special_link"))
    found = board.derived.get(key)
    if not isinstance(found, LinkIndex):
        found = board.derived[key] = LinkIndex(gm, board, state.get("special_link"))
    return found


def deliveries(state: State, seat: int, index: LinkIndex | None = None) -> list[dict[str, Any]]:
    """Every legal delivery of ``seat`` (one move per colour, route and bonus choice)."""
    index = index or link_index(state)
    loco = state["pl"][seat]["loco"]
    gm = gmap(state)
    rules = gm.rules
    stops: dict[str, tuple[set[str], set[str]]] = {}
    out: list[dict[str, Any]] = []
    for h in sorted(state["cubes"]):
        on_tile = rules.cubes_on_tiles and h in state["track"]
        if (h not in index.adj and not on_tile) or not movable_from(state, h):
            continue
        for colour in sorted(state["cubes"][h]):
            if colour not in stops:
                stops[colour] = _stops(state, colour)
            dest, stop = stops[colour]
            routes: list[list[tuple[str, ...]]] = []
            first = index.tile_links(h) if on_tile else None

            def dfs(
                node: str,
                seen: set[str],
                path: list[tuple[str, ...]],
                options: list[Link] | None,
                dest: set[str] = dest,
                stop: set[str] = stop,
                routes: list[list[tuple[str, ...]]] = routes,
            ) -> None:
                for link in options if options is not None else index.adj.get(node, []):
                    m = link.b
                    if m in seen:
                        continue
                    if m in dest:
                        routes.append([*path, link.hexes])
                        continue
                    if m in stop or len(path) + 1 >= loco:
                        continue
                    seen.add(m)
                    path.append(link.hexes)
                    dfs(m, seen, path, None)
                    path.pop()
                    seen.discard(m)

            dfs(h, {h}, [], first)
            for route in routes:
                move = {
                    "type": "deliver",
                    "from": h,
                    "colour": colour,
                    "links": [list(x) for x in route],
                }
                if rules.delivery_bonus(state, gm, h, route[-1][-1]):
                    for i in range(len(route)):
                        out.append({**move, "bonus_link": i})
                else:
                    out.append(move)
    return out


def deliver(state: State, seat: int, move: dict[str, Any]) -> None:
    """Check and apply a delivery on the working state."""
    gm = gmap(state)
    h, colour = move["from"], move["colour"]
    if not state["cubes"].get(h, {}).get(colour):
        raise refuse(
            "E_NO_SUCH_CUBE",
            T(
                "There is no {colour} cube on {place}.",
                colour=words.colour(colour) if colour in COLOURS else colour,
                place=words.place(state, h),
            ),
        )
    if not movable_from(state, h):
        raise refuse(
            "E_NO_SUCH_CUBE",
            T(
                "The {colour} cube on {place} cannot be moved from there.",
                colour=words.colour(colour),
                place=words.place(state, h),
            ),
        )
    index = link_index(state)
    raw_links = [tuple(x) for x in move["links"]]
    if not raw_links:
        raise refuse("E_NO_SUCH_LINK", T("A delivery uses at least one link."))
    links: list[Link] = []
    at = h
    for k, key in enumerate(raw_links):
        link = None
        if k == 0 and gm.rules.cubes_on_tiles and h in state["track"]:
            link = next((x for x in index.tile_links(h) if x.hexes == key), None)
        if link is None:
            link = index.by_key.get(key)
        if link is None or key[0] != at:
            raise refuse(
                "E_NO_SUCH_LINK",
                T(
                    "There is no link over {route} starting at {place}.",
                    route=words.route(state, key),
                    place=words.place(state, at),
                ),
            )
        if not link.complete:
            raise refuse(
                "E_LINK_INCOMPLETE",
                T("The track over {route} is not a complete link.", route=words.route(state, key)),
            )
        links.append(link)
        at = link.b
    loco = state["pl"][seat]["loco"]
    if len(links) > loco:
        raise refuse(
            "E_EXCEEDS_LOCOMOTIVE",
            T(
                "Your locomotive moves goods over {loco} links; this route has {links}.",
                loco=loco,
                links=len(links),
            ),
        )
    visited = [h] + [x.b for x in links]
    if len(set(visited)) != len(visited):
        raise refuse("E_NODE_REVISITED", T("A cube passes each city and town at most once."))
    dest, _ = _stops(state, colour)
    for node in visited[1:-1]:
        if node in gm.stations:
            raise refuse(
                "E_PASSES_FOREIGN_STATION",
                T("No cube can pass through {place}.", place=words.place(state, node)),
            )
        if node in dest:
            raise refuse(
                "E_PASSES_MATCHING_CITY",
                T(
                    "The {colour} cube must stop at {place}, the first city of its colour.",
                    colour=words.colour(colour),
                    place=words.place(state, node),
                ),
            )
    end = visited[-1]
    if end not in dest:
        raise refuse(
            "E_DESTINATION_NOT_MATCHING",
            T(
                "{place} does not accept {colour} cubes.",
                place=words.place(state, end),
                colour=words.colour(colour),
            ),
        )
    bonus = None
    if gm.rules.delivery_bonus(state, gm, h, end):
        bonus = move.get("bonus_link")
        if bonus is None or not 0 <= bonus < len(links):
            raise refuse(
                "E_BONUS_LINK_REQUIRED",
                T("This east-west delivery earns one more income: name the link that gets it."),
            )
    own(state, "cubes")
    take_cube(state, h, colour)
    if not gm.rules.cube_delivered(state, seat, colour):
        return_to_bag(state, colour)
    for link in links:
        if link.owner >= 0 and not state["pl"][link.owner]["out"]:
            state["pl"][link.owner]["income"] += 1
    if bonus is not None:
        owner = links[bonus].owner
        if owner >= 0 and not state["pl"][owner]["out"]:
            state["pl"][owner]["income"] += 1


# --------------------------------------------------------------------------- bag, display


def used_spaces(state: State) -> list[tuple[str, int]]:
    """Display spaces in play, in canonical fill order."""
    return list(gmap(state).rules.display_spaces())


def empty_spaces(state: State) -> list[tuple[str, int]]:
    return [(c, r) for c, r in used_spaces(state) if state["display"][c][r] is None]


def _city_for(state: State, half: str, number: int) -> str | None:
    gm = gmap(state)
    for h, city in gm.cities.items():
        if city.display == half and city.number == number:
            return h
    return None


def _top(column: list[str | None]) -> str | None:
    for i, c in enumerate(column):
        if c is not None:
            column[i] = None
            return c
    return None


def goods_growth(state: State, rng: random.Random) -> dict[str, Any]:
    """Phase 9 dice for the light then the dark area, plus the maps' extra cubes."""
    gm = gmap(state)
    own(state, "cubes")
    own(state, "display")
    dice_n = gm.rules.growth_dice(state)
    halves = gm.rules.growth_halves
    letter_hex = {v: k for k, v in state["new_cities"].items()}
    rolled: dict[str, Any] = {}
    for half in halves:
        prefix = "L" if half == "light" else "D"
        dice = [rng.randint(1, 6) for _ in range(dice_n)]
        rolled[half] = dice
        for v in dice:
            col = f"{prefix}{v}"
            city = _city_for(state, half, v)
            if city is not None:
                cube = _top(state["display"][col])
                if cube is not None:
                    add_cube(state, city, cube)
            letter = LETTER_UNDER.get(col)
            if letter and letter in letter_hex and letter in state["display"]:
                cube = _top(state["display"][letter])
                if cube is not None:
                    add_cube(state, letter_hex[letter], cube)
    extra_city = gm.rules.extra_growth_city(state, gm)
    if extra_city is not None:
        cube = draw_cube(state, rng)
        rolled["extra"] = {"city": place_name(state, extra_city), "cube": cube}
        if cube is not None:
            add_cube(state, extra_city, cube)
    return rolled


def place_production(state: State, seat: int, spaces: list[list[Any]]) -> None:
    cubes = state["production"]["cubes"]
    if len(spaces) != len(cubes):
        raise refuse(
            "E_PRODUCTION_SPACES",
            Tn(
                "Name {count} empty space of the goods display, one per drawn cube.",
                "Name {count} empty spaces of the goods display, one per drawn cube.",
                "count",
                count=len(cubes),
            ),
        )
    usable = set(used_spaces(state))
    chosen = [(str(c), int(r)) for c, r in spaces]
    for c, r in chosen:
        if (c, r) not in usable:
            raise refuse(
                "E_PRODUCTION_SPACE_OCCUPIED",
                T("There is no space {space} in this game.", space=f"{c}/{r + 1}"),
            )
        if state["display"][c][r] is not None:
            raise refuse(
                "E_PRODUCTION_SPACE_OCCUPIED",
                T("{space} already holds a cube.", space=words.display_space(c, r)),
            )
    if len(set(chosen)) != len(chosen):
        raise refuse("E_PRODUCTION_SPACE_OCCUPIED", T("Put the two cubes on two different spaces."))
    display = own(state, "display")
    for (c, r), colour in zip(chosen, cubes, strict=True):
        display[c][r] = colour
    state["production"] = None


__all__ = ["CENTRE", "LinkIndex", "deliver", "deliveries", "goods_growth"]
