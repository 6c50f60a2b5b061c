"""St. Lucia (2 players, rulebook l. 901-940): no goods display, a cube on every green hex,
the order switches every round (the new start player pays $5), no Production, goods on
track tiles, no goods growth, 8 rounds."""

from __future__ import annotations

import random

from ..bag import add_cube, draw_cube
from ..catalog import ACTIONS, ROUNDS_SPECIAL
from .model import GameMap, load_map
from .rules import MapRules, State


class StLucia(MapRules):
    rounds = ROUNDS_SPECIAL["st_lucia"]  # l. 940
    fills_display = False  # l. 905
    has_auction = False  # l. 909-918
    switches_order_each_round = True  # l. 909-918
    actions = tuple(a for a in ACTIONS if a != "production")  # l. 920-921
    cubes_on_tiles = True  # l. 926-935
    has_goods_growth = False  # l. 937-938

    def place_start_goods(self, state: State, gm: GameMap, rng: random.Random) -> None:
        """1 random cube on every green hex without a town (l. 906-907)."""
        for h in gm.order:
            if gm.hexes[h].start_cube:
                cube = draw_cube(state, rng)
                if cube is not None:
                    add_cube(state, h, cube)

    def movable_from(self, state: State, gm: GameMap, h: str) -> bool:
        """A cube on a track tile is moved from there (l. 926-931)."""
        return h in state["track"] or super().movable_from(state, gm, h)


RULES = StLucia()
MAP = load_map("map-st-lucia.yaml", "st_lucia", RULES)
