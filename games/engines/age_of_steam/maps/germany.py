"""Germany (3-6 players, rulebook l. 799-842): foreign stations that accept one colour,
printed build costs, complete links only, the Engineer's half-price tile, the special link
between "Düsseldorf & Cologne" and "Essen & Dortmund", Berlin's extra cube."""

from __future__ import annotations

import random

from ..bag import draw_cube
from .model import GameMap, Hex, load_map
from .rules import MapRules, State


class Germany(MapRules):
    engineer_builds_extra_tile = False  # l. 817-820
    engineer_half_price = True  # l. 817-820: 1 tile at half price (rounded up)
    incomplete_sections_allowed = False  # l. 823-826

    def place_start_goods(self, state: State, gm: GameMap, rng: random.Random) -> None:
        """1 random cube on every foreign station: the colour it accepts (l. 806-815)."""
        for h in gm.stations:
            cube = draw_cube(state, rng)
            if cube is not None:
                state["stations"][h] = cube

    def simple_cost(self, gm: GameMap, hx: Hex) -> int:
        """A number printed on a hex is the cost of a simple tile there (l. 828-829)."""
        if hx.build_cost is not None:
            return int(hx.build_cost)
        return super().simple_cost(gm, hx)

    def extra_growth_city(self, state: State, gm: GameMap) -> str | None:
        """Every round 1 more cube from the bag on Berlin (l. 840-842)."""
        return gm.by_name(gm.extra.get("growth_city", "Berlin"))


RULES = Germany()
MAP = load_map("map-germany.yaml", "germany", RULES)
