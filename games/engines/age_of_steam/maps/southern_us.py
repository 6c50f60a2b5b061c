"""Southern U.S. (3-6 players, rulebook l. 748-796): cotton on the towns, delivered to the four
ports for one more income, Atlanta's extra cube in rounds 1-4, doubled income reduction from
round 4."""

from __future__ import annotations

import random

from .model import GameMap, load_map
from .rules import MapRules, State

PORTS = ("Charleston", "Savannah", "Mobile", "New Orleans")  # l. 779-782
COTTON = "white"


class SouthernUS(MapRules):
    def place_start_goods(self, state: State, gm: GameMap, rng: random.Random) -> None:
        """1 white cotton cube on every town (l. 767-768)."""
        for h in gm.towns:
            here = state["cubes"].setdefault(h, {})
            here[COTTON] = here.get(COTTON, 0) + 1
            state["removed"][COTTON] -= 1

    def movable_from(self, state: State, gm: GameMap, h: str) -> bool:
        """Cotton lies on towns and is moved from there (l. 778-779)."""
        return h in gm.towns or super().movable_from(state, gm, h)

    def destinations(self, state: State, gm: GameMap, colour: str) -> set[str]:
        """Cotton goes to the first of the four ports it reaches (l. 779-782, reading A27)."""
        if colour == COTTON:
            return {gm.by_name(n) for n in gm.extra.get("ports", PORTS)}
        return super().destinations(state, gm, colour)

    def cube_delivered(self, state: State, seat: int, colour: str) -> bool:
        """Delivered cotton leaves the game and pays the mover 1 more income (l. 781-785)."""
        if colour != COTTON:
            return False
        state["removed"][COTTON] = state["removed"].get(COTTON, 0) + 1
        state["pl"][seat]["income"] += 1
        return True

    def extra_growth_city(self, state: State, gm: GameMap) -> str | None:
        """Rounds 1-4: 1 more cube from the bag on Atlanta (l. 787-790)."""
        if state["round"] <= 4:
            return gm.by_name(gm.extra.get("growth_city", "Atlanta"))
        return None

    def reduction_factor(self, state: State) -> int:
        """From round 4 the income reduction is doubled (l. 792-794)."""
        return 2 if state["round"] >= 4 else 1


RULES = SouthernUS()
MAP = load_map("map-southern-us.yaml", "southern_us", RULES)
