"""Move Goods (digest §4.5, map rules §6) and Goods Growth with Production (§4.9).

Links are named by their full hex list from node to node, so a delivery move names its whole
route and two parallel links of different owners stay distinguishable.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from .catalog import BAG_COLOURS, CENTRE, DISPLAY_COLUMNS, LETTER_UNDER
from .common import (
    State,
    add_cube,
    city_colour,
    gmap,
    is_city,
    place_name,
    refuse,
    take_cube,
)
from .track import Chain, city_nodes, compute_chains


@dataclass(slots=True)
class Link:
    hexes: tuple[str, ...]  # from node ``a`` (or a tile, St. Lucia) to node ``b``
    a: str
    b: str
    owner: int
    complete: bool


class LinkIndex:
    """Every usable link of a state, both directions, plus incomplete ones for errors."""

    def __init__(self, state: State) -> None:
        gm = gmap(state)
        self.state = state
        nodes = city_nodes(gm, state["new_cities"])
        self.chains, self.of_seg = compute_chains(gm, state["track"], nodes)
        self.by_key: dict[tuple[str, ...], Link] = {}
        self.adj: dict[str, list[Link]] = {}
        for ch in self.chains:
            hx = tuple(ch.hexes())
            if ch.complete:
                a, b = ch.nodes
                self._add(Link(hx, a, b, ch.owner, True))
                self._add(Link(hx[::-1], b, a, ch.owner, True))
            else:
                self.by_key[hx] = Link(hx, hx[0], hx[-1], ch.owner, False)
                self.by_key[hx[::-1]] = Link(hx[::-1], hx[-1], hx[0], ch.owner, False)
        special = state.get("special_link")
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
        tile = self.state["track"].get(h)
        if tile is None:
            return out
        for i in range(len(tile["s"])):
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


def east_west(state: State) -> tuple[set[str], set[str]]:
    gm = gmap(state)
    east = {gm.by_name(n) for n in gm.extra["east_cities"]}
    west = {gm.by_name(n) for n in gm.extra["west_cities"]}
    for n in gm.extra.get("east_if_new_city", []):
        if gm.by_name(n) in state["new_cities"]:
            east.add(gm.by_name(n))
    for n in gm.extra.get("west_if_new_city", []):
        if gm.by_name(n) in state["new_cities"]:
            west.add(gm.by_name(n))
    return east, west


def ports(state: State) -> set[str]:
    gm = gmap(state)
    names = gm.extra.get("ports", ("Charleston", "Savannah", "Mobile", "New Orleans"))
    return {gm.by_name(n) for n in names}


def _stops(state: State, colour: str) -> tuple[set[str], set[str]]:
    """(destinations, forbidden intermediates) for a cube colour."""
    gm = gmap(state)
    stations = state.get("stations", {})
    if colour == "white" and gm.key == "southern_us":
        p = ports(state)
        return p, p | set(gm.stations)
    dest = {h for h in [*gm.cities, *state["new_cities"]] if city_colour(state, h) == colour}
    dest |= {h for h, c in stations.items() if c == colour}
    return dest, dest | set(gm.stations)


def movable_from(state: State, h: str) -> bool:
    gm = gmap(state)
    if is_city(state, h):
        return True
    if gm.key == "st_lucia":
        return h in state["track"]
    return h in gm.towns and gm.key in ("western_us", "southern_us")


def deliveries(state: State, seat: int, index: LinkIndex | None = None) -> list[dict[str, Any]]:
    """Every legal delivery of ``seat`` (one move per colour, route and bonus choice)."""
    index = index or LinkIndex(state)
    loco = state["pl"][seat]["loco"]
    gm = gmap(state)
    out: list[dict[str, Any]] = []
    ew = east_west(state) if gm.key == "western_us" else None
    for h in sorted(state["cubes"]):
        if not movable_from(state, h):
            continue
        for colour in sorted(state["cubes"][h]):
            dest, stop = _stops(state, colour)
            routes: list[list[tuple[str, ...]]] = []
            first = index.tile_links(h) if gm.key == "st_lucia" and h in state["track"] else None

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
                if ew is not None and _east_west_bonus(ew, h, route[-1][-1]):
                    for i in range(len(route)):
                        out.append({**move, "bonus_link": i})
                else:
                    out.append(move)
    return out


def _east_west_bonus(ew: tuple[set[str], set[str]], a: str, b: str) -> bool:
    east, west = ew
    return (a in east and b in west) or (a in west and b in east)


def deliver(state: State, seat: int, move: dict[str, Any]) -> None:
    """Check and apply a delivery on the working state."""
    gm = gmap(state)
    h, colour = move["from"], move["colour"]
    if not state["cubes"].get(h, {}).get(colour):
        raise refuse("NO_SUCH_CUBE", f"There is no {colour} cube on {place_name(state, h)}.")
    if not movable_from(state, h):
        raise refuse(
            "NO_SUCH_CUBE",
            f"The {colour} cube on {place_name(state, h)} cannot be moved from there.",
        )
    index = LinkIndex(state)
    raw_links = [tuple(x) for x in move["links"]]
    if not raw_links:
        raise refuse("NO_SUCH_LINK", "A delivery uses at least one link.")
    links: list[Link] = []
    at = h
    for k, key in enumerate(raw_links):
        link = None
        if k == 0 and gm.key == "st_lucia" and h in state["track"]:
            link = next((x for x in index.tile_links(h) if x.hexes == key), None)
        if link is None:
            link = index.by_key.get(key)
        if link is None or key[0] != at:
            raise refuse(
                "NO_SUCH_LINK",
                f"There is no link {'-'.join(key)} starting at {place_name(state, at)}.",
            )
        if not link.complete:
            raise refuse("LINK_INCOMPLETE", f"The track {'-'.join(key)} is not a complete link.")
        links.append(link)
        at = link.b
    loco = state["pl"][seat]["loco"]
    if len(links) > loco:
        raise refuse(
            "EXCEEDS_LOCOMOTIVE",
            f"Your locomotive moves goods over {loco} links; this route has {len(links)}.",
        )
    visited = [h] + [x.b for x in links]
    if len(set(visited)) != len(visited):
        raise refuse("NODE_REVISITED", "A cube passes each city and town at most once.")
    dest, _ = _stops(state, colour)
    for node in visited[1:-1]:
        if node in gm.stations:
            raise refuse(
                "PASSES_FOREIGN_STATION", f"No cube can pass through {place_name(state, node)}."
            )
        if node in dest:
            raise refuse(
                "PASSES_MATCHING_CITY",
                f"The {colour} cube must stop at "
                f"{place_name(state, node)}, the first city of its colour.",
            )
    end = visited[-1]
    if end not in dest:
        raise refuse(
            "DESTINATION_NOT_MATCHING", f"{place_name(state, end)} does not accept {colour} cubes."
        )
    bonus = None
    if gm.key == "western_us" and _east_west_bonus(east_west(state), h, end):
        bonus = move.get("bonus_link")
        if bonus is None or not 0 <= bonus < len(links):
            raise refuse(
                "BONUS_LINK_REQUIRED",
                "This east-west delivery earns a bonus: name "
                'one used link in "bonus_link" (0 = the first).',
            )
    take_cube(state, h, colour)
    if colour == "white" and gm.key == "southern_us":
        state["removed"]["white"] = state["removed"].get("white", 0) + 1
        state["pl"][seat]["income"] += 1
    else:
        state["secret"]["bag"][colour] = state["secret"]["bag"].get(colour, 0) + 1
        state["bag_size"] += 1
    for link in links:
        if link.owner >= 0 and not state["pl"][link.owner]["out"]:
            state["pl"][link.owner]["income"] += 1
    if bonus is not None:
        owner = links[bonus].owner
        if owner >= 0 and not state["pl"][owner]["out"]:
            state["pl"][owner]["income"] += 1


# --------------------------------------------------------------------------- bag, display


def draw_cube(state: State, rng: random.Random) -> str | None:
    """One cube from the bag (uniform over cubes), or None when the bag is empty."""
    bag = state["secret"]["bag"]
    total = sum(bag.values())
    if total <= 0:
        return None
    pick = rng.randrange(total)
    for colour in BAG_COLOURS:
        n = bag.get(colour, 0)
        if pick < n:
            bag[colour] = n - 1
            state["bag_size"] -= 1
            return colour
        pick -= n
    return None  # pragma: no cover


def used_spaces(state: State) -> list[tuple[str, int]]:
    """Display spaces in canonical fill order (rows across both halves, then letters)."""
    if gmap(state).key == "barbados":
        cols = ["L1", "L2", "L3", "L4", "L5", "L6", "A", "B", "C", "D"]
        return [(c, 0) for c in cols]
    numbered = [(c, n) for c, n in DISPLAY_COLUMNS if c[0] in "LD" and c[1:].isdigit()]
    letters = [(c, n) for c, n in DISPLAY_COLUMNS if not (c[0] in "LD" and c[1:].isdigit())]
    out: list[tuple[str, int]] = []
    for group in (numbered, letters):
        for row in range(max(n for _, n in group)):
            out.extend((c, row) for c, n in group if row < n)
    return out


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
    dice_n = 2 if gm.key == "barbados" else state["n"]
    halves = ("light",) if gm.key == "barbados" else ("light", "dark")
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
    extra_city = None
    if gm.key == "southern_us" and state["round"] <= 4:
        extra_city = gm.by_name(gm.extra.get("growth_city", "Atlanta"))
    if gm.key == "germany":
        extra_city = gm.by_name(gm.extra.get("growth_city", "Berlin"))
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
            "PRODUCTION_SPACES", f"Name {len(cubes)} empty display space(s), one per drawn cube."
        )
    usable = set(used_spaces(state))
    chosen = [(str(c), int(r)) for c, r in spaces]
    for c, r in chosen:
        if (c, r) not in usable:
            raise refuse("PRODUCTION_SPACE_OCCUPIED", f"{c}/{r + 1} is not a usable display space.")
        if state["display"][c][r] is not None:
            raise refuse(
                "PRODUCTION_SPACE_OCCUPIED", f"Display space {c}/{r + 1} already holds a cube."
            )
    if len(set(chosen)) != len(chosen):
        raise refuse("PRODUCTION_SPACE_OCCUPIED", "Put the two cubes on two different spaces.")
    for (c, r), colour in zip(chosen, cubes, strict=True):
        state["display"][c][r] = colour
    state["production"] = None


__all__ = ["CENTRE", "LinkIndex", "deliver", "deliveries", "goods_growth"]
