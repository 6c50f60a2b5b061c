"""The base game's rules where a map may differ: a map module subclasses ``MapRules`` and
overrides only what its section of the rulebook changes (as Choo Choo's map settings do).

Rule modules never ask which map is played; they ask the map's rules. Every answer here is
the base game's (Rust Belt, rulebook l. 48-659).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ..catalog import (
    ACTIONS,
    DISPLAY_COLUMNS,
    NEW_CITY_COLOUR,
    NEW_CITY_LETTERS,
    PLACE_COST,
    START_MONEY,
)

if TYPE_CHECKING:
    from games.engines.core import Result

    from .model import City, GameMap, Hex

State = dict[str, Any]
Space = tuple[str, int]


def standard_spaces() -> list[Space]:
    """Goods display spaces in fill order: rows across the 12 numbered columns, then the
    rows of the 8 New City columns (the fill order is only in the pictures; digest §3)."""
    numbered = [(c, n) for c, n in DISPLAY_COLUMNS if c[0] in "LD" and c[1:].isdigit()]
    letters = [(c, n) for c, n in DISPLAY_COLUMNS if not (c[0] in "LD" and c[1:].isdigit())]
    out: list[Space] = []
    for group in (numbered, letters):
        for row in range(max(n for _, n in group)):
            out.extend((c, row) for c, n in group if row < n)
    return out


class MapRules:
    """Rust Belt's answers, the base game's; other maps override a few."""

    # -- setup (l. 48-102) -------------------------------------------------------------
    #: Money each player starts with (l. 80).
    start_money: int = START_MONEY
    #: Rounds in the game; None: by player count (rounds.yaml).
    rounds: int | None = None
    #: New City tiles in the game (l. 617-634).
    new_city_letters: tuple[str, ...] = NEW_CITY_LETTERS
    #: Cube colours set aside at setup besides the white cotton (l. 57-59).
    colours_removed: tuple[str, ...] = ()
    #: Whether setup fills the goods display (l. 59-65).
    fills_display: bool = True

    def display_spaces(self) -> Sequence[Space]:
        """The display spaces in play, in the order setup fills them."""
        return _STANDARD_SPACES

    def redraws_at_setup(self, column: str, cube: str) -> bool:
        """Whether a cube drawn for a display column goes back and another is drawn."""
        return False

    def city_start_cubes(self, city: City, options: dict[str, Any]) -> int:
        return city.start_cubes

    def place_start_goods(self, state: State, gm: GameMap, rng: random.Random) -> None:
        """Goods a map puts elsewhere than on its cities at setup (towns, stations, hexes)."""

    # -- the round (l. 111-130) ------------------------------------------------------------
    #: Actions a player may choose (l. 230-270).
    actions: tuple[str, ...] = ACTIONS
    #: Whether a chosen action stays taken in later rounds until all are taken.
    actions_stay_taken: bool = False
    #: Whether phase 2 is an auction for turn order (l. 160-225).
    has_auction: bool = True
    #: Whether the turn order switches at the start of each round, the new start player
    #: paying $5 (St. Lucia).
    switches_order_each_round: bool = False
    #: Shares a player may issue in one round; None: any up to the game's limit.
    shares_per_round: int | None = None
    #: Whether phase 9 (goods growth, with Production) takes place (l. 597-640).
    has_goods_growth: bool = True
    #: The halves of the goods display whose dice are rolled in goods growth.
    growth_halves: tuple[str, ...] = ("light", "dark")

    def reduction_factor(self, state: State) -> int:
        """Multiplier of the income reduction (phase 8, l. 586-596)."""
        return 1

    def growth_dice(self, state: State) -> int:
        """Dice per display half in goods growth: one per starting player (l. 600-605)."""
        return int(state["n"])

    def extra_growth_city(self, state: State, gm: GameMap) -> str | None:
        """A city that gets one more cube from the bag after the normal goods growth."""
        return None

    # -- building track (l. 312-516) ---------------------------------------------------------
    #: Whether the Engineer builds a 4th tile (l. 318-320).
    engineer_builds_extra_tile: bool = True
    #: Whether the Engineer builds one tile at half price instead (Germany).
    engineer_half_price: bool = False
    #: Whether incomplete sections may stand after a build turn (Germany: no).
    incomplete_sections_allowed: bool = True

    def simple_cost(self, gm: GameMap, hx: Hex) -> int:
        """Cost of placing a simple tile on this empty hex (l. 491-497); a complex tile
        costs $1 (coexisting) or $2 (crossing) more."""
        terrain = hx.terrain if hx.terrain in ("river", "mountain") else "plain"
        return int(PLACE_COST["simple"][terrain])

    def first_tile_cities(self, state: State, gm: GameMap) -> frozenset[str] | None:
        """Cities a first tile may start from; None: any city (l. 324-327)."""
        return None

    def track_must_stay_connected(self, state: State) -> bool:
        """Whether all of a player's track must form one network."""
        return False

    def route_ends(self, state: State, gm: GameMap) -> tuple[set[str], set[str]] | None:
        """The two groups of cities a bonus route joins, while its bonus is still to pay."""
        return None

    def route_bonus(
        self,
        state: State,
        gm: GameMap,
        links: Iterable[tuple[str, str, int]],
        named: Any,
    ) -> dict[str, int] | None:
        """Income a completed route pays at once, given the complete links (a, b, owner)
        after a build step; None when nothing is paid."""
        return None

    def on_urbanize(self, state: State, h: str) -> None:
        """What happens to goods on a town that becomes a New City (they stay, l. 469-474)."""

    # -- moving goods (l. 524-568) -----------------------------------------------------------
    #: Whether a cube lying on a track tile can be moved from there (St. Lucia).
    cubes_on_tiles: bool = False

    def movable_from(self, state: State, gm: GameMap, h: str) -> bool:
        """Whether goods on ``h`` can be moved: from cities only (l. 530)."""
        return h in gm.cities or h in state["new_cities"]

    def destinations(self, state: State, gm: GameMap, colour: str) -> set[str]:
        """Where a cube of this colour is delivered: cities of its colour (l. 532-540)."""
        out = {h for h, c in gm.cities.items() if c.colour == colour}
        out |= {h for h, x in state["new_cities"].items() if NEW_CITY_COLOUR[x] == colour}
        out |= {h for h, c in state.get("stations", {}).items() if c == colour}
        return out

    def delivery_bonus(self, state: State, gm: GameMap, start: str, end: str) -> bool:
        """Whether this delivery pays the owner of one used link, named by the mover, +1."""
        return False

    def cube_delivered(self, state: State, seat: int, colour: str) -> bool:
        """A map's own handling of a delivered cube; False: it goes back into the bag."""
        return False

    # -- the end (l. 642-659) ------------------------------------------------------------------
    #: Tie-breaks after the points, in order: "money", "track_sections", "die" (a roll
    #: decides what is still tied). The base game has none: tied players share the rank.
    tie_breaks: tuple[str, ...] = ()

    def result(self, state: State) -> Result | None:
        """A map's own final result; None: points as in the base game."""
        return None


_STANDARD_SPACES = tuple(standard_spaces())
