"""Barbados (1 player, rulebook l. 855-899): no purple cubes and New Cities A-D only, a small
goods display, 1 share per round, no auction, four actions taken in turn, 2 growth dice, and
the end: $5 back per share, the money left is the score."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.engines.core import Result

from ..catalog import ROUNDS_SPECIAL, SHARE_VALUE
from .model import City, load_map
from .rules import MapRules, Space, State

SPACES: tuple[Space, ...] = tuple(
    (c, 0) for c in ("L1", "L2", "L3", "L4", "L5", "L6", "A", "B", "C", "D")
)


class Barbados(MapRules):
    rounds = ROUNDS_SPECIAL["barbados"]  # l. 894
    colours_removed = ("purple",)  # l. 858
    new_city_letters = ("A", "B", "C", "D")  # l. 858-859
    shares_per_round = 1  # l. 874-875
    has_auction = False  # l. 877-878
    actions = ("engineer", "locomotive", "urbanization", "production")  # l. 880-882
    actions_stay_taken = True  # l. 884-889
    growth_halves = ("light",)  # l. 891-892

    def display_spaces(self) -> Sequence[Space]:
        """Only the top space of light columns 1-6 and A-D (l. 860-863)."""
        return SPACES

    def redraws_at_setup(self, column: str, cube: str) -> bool:
        """A red cube for column A or a blue one for B is replaced (l. 863-866, A30)."""
        return (column, cube) in (("A", "red"), ("B", "blue"))

    def city_start_cubes(self, city: City, options: dict[str, Any]) -> int:
        """1 cube per yellow city; 2 in the easier game (l. 868-872)."""
        return city.start_cubes * (2 if options.get("easier", False) else 1)

    def growth_dice(self, state: State) -> int:
        return 2  # l. 891-892

    def result(self, state: State) -> Result | None:
        """Pay $5 per issued share; who cannot pay has lost; the money left scores
        (l. 894-899)."""
        p = state["pl"][0]
        score = p["money"] - SHARE_VALUE * p["shares"]
        won = not p["out"] and score >= 0
        return Result([score], [1], {"won": won, "lost": not won})


RULES = Barbados()
MAP = load_map("map-barbados.yaml", "barbados", RULES)
