"""Western U.S. (3-6 players, rulebook l. 673-746): $20 to start, goods on towns, dearer
swamps, rivers and mountains, start cities for the first tile, connected track until the
transcontinental link, its income bonus, the east-west delivery bonus, tie-breaks."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from functools import cache
from typing import Any

from games.engines.core import IllegalMove, Player

from ..bag import add_cube, draw_cube, return_to_bag
from ..words import T
from .model import GameMap, Hex, load_map
from .rules import MapRules, State


def _hexes(gm: GameMap, names: Sequence[str]) -> set[str]:
    return {gm.by_name(n) for n in names}


@cache
def _starts(gm: GameMap) -> tuple[frozenset[str], frozenset[str]]:
    """(western, eastern) start cities (l. 713-717)."""
    return frozenset(_hexes(gm, gm.extra["west_cities"])), frozenset(
        _hexes(gm, gm.extra["east_cities"])
    )


class WesternUS(MapRules):
    start_money = 20  # l. 682-683: the extra $10 come from private funds
    tie_breaks = ("money", "track_sections", "die")  # l. 740-742

    def place_start_goods(self, state: State, gm: GameMap, rng: random.Random) -> None:
        """1 random cube on every town (l. 679-680)."""
        for h in gm.towns:
            for _ in range(gm.town_cubes or 1):
                cube = draw_cube(state, rng)
                if cube is not None:
                    add_cube(state, h, cube)

    def simple_cost(self, gm: GameMap, hx: Hex) -> int:
        """$4 on swamps and rivers, $5 on mountains (l. 704-708)."""
        special = gm.extra.get("special_costs")
        if special and hx.terrain in ("swamp", "river", "mountain"):
            return int(special[f"simple_track_on_{hx.terrain}"])
        return super().simple_cost(gm, hx)

    def first_tile_cities(self, state: State, gm: GameMap) -> frozenset[str] | None:
        """The first tile lies next to an eastern or western start city (l. 713-721)."""
        west, east = _starts(gm)
        return west | east

    def track_must_stay_connected(self, state: State) -> bool:
        """Until the transcontinental link exists (l. 723-725)."""
        return not state.get("transcon")

    def route_ends(self, state: State, gm: GameMap) -> tuple[set[str], set[str]] | None:
        if state.get("transcon"):
            return None
        west, east = _starts(gm)
        return set(west), set(east)

    def route_bonus(
        self,
        state: State,
        gm: GameMap,
        links: Iterable[tuple[str, str, int]],
        named: Any,
    ) -> dict[str, int] | None:
        """The transcontinental link (l. 727-737): the first connection of a western and an
        eastern start city by complete links pays their owners at once. The route counted
        is the one with fewest links, in a fixed order (reading A26)."""
        if state.get("transcon"):
            return None
        west, east = _starts(gm)
        adj: dict[str, list[tuple[str, int]]] = {}
        for a, b, owner in links:
            adj.setdefault(a, []).append((b, owner))
            adj.setdefault(b, []).append((a, owner))
        prev: dict[str, tuple[str, int] | None] = {w: None for w in sorted(west)}
        frontier = sorted(west)
        goal = None
        while frontier and goal is None:
            nxt: list[str] = []
            for n in frontier:
                for m, owner in adj.get(n, []):
                    if m not in prev:
                        prev[m] = (n, owner)
                        if m in east:
                            goal = m
                            break
                        nxt.append(m)
                if goal:
                    break
            frontier = nxt
        if goal is None:
            return None
        involved: set[int] = set()
        cur = goal
        while (back := prev[cur]) is not None:
            if back[1] >= 0 and not state["pl"][back[1]]["out"]:
                involved.add(back[1])
            cur = back[0]
        if not involved:
            return {}
        if len(involved) == 1:
            return {str(involved.pop()): 4}
        if len(involved) == 2:
            return {str(p): 2 for p in involved}
        if not named or len(set(named)) != 2 or not set(named) <= involved:
            raise IllegalMove(
                "E_TRANSCON_CHOICE_REQUIRED",
                T(
                    "This tile completes the transcontinental link of {players}: name the two "
                    "of them whose income rises by 2.",
                    players=[Player(p) for p in sorted(involved)],
                ),
                involved=sorted(involved),
            )
        return {str(p): 2 for p in named}

    def on_urbanize(self, state: State, h: str) -> None:
        """A cube on the town goes back into the bag (l. 710-711)."""
        for colour, n in state["cubes"].pop(h, {}).items():
            return_to_bag(state, colour, n)

    def movable_from(self, state: State, gm: GameMap, h: str) -> bool:
        """A cube on a town moves as if it were on a city (l. 686-688)."""
        return h in gm.towns or super().movable_from(state, gm, h)

    def delivery_bonus(self, state: State, gm: GameMap, start: str, end: str) -> bool:
        """From an eastern to a western city or back (l. 690-700)."""
        west, east = (set(x) for x in _starts(gm))
        for name in gm.extra.get("east_if_new_city", []):
            if gm.by_name(name) in state["new_cities"]:
                east.add(gm.by_name(name))
        for name in gm.extra.get("west_if_new_city", []):
            if gm.by_name(name) in state["new_cities"]:
                west.add(gm.by_name(name))
        return (start in east and end in west) or (start in west and end in east)


RULES = WesternUS()
MAP = load_map("map-western-us.yaml", "western_us", RULES)
