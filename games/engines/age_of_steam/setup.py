"""Setup of a game (digest §3 and each map's setup in §6): bag, display, cubes, players."""

from __future__ import annotations

import random
from typing import Any

from games.engines.core import InvalidOptions, seeded_rng

from . import words
from .bag import add_cube, draw_cube, return_to_bag
from .catalog import (
    BAG_COLOURS,
    CUBE_TOTALS,
    DISPLAY_COLUMNS,
    ROUNDS_STANDARD,
    START_SHARES,
    TILE_TOTALS,
    TOWN_MARKERS,
)
from .common import State
from .maps import MAPS
from .versions import CURRENT
from .words import T


def initial_order(n: int, rng: random.Random) -> tuple[list[int], list[list[int]]]:
    """3 dice each, highest first; tied players re-roll among themselves (reading A35)."""
    rolls_log: list[list[int]] = []

    def rank(group: list[int]) -> list[int]:
        totals = {}
        for s in group:
            roll = [rng.randint(1, 6) for _ in range(3)]
            rolls_log.append([s, *roll])
            totals[s] = sum(roll)
        out: list[int] = []
        for total in sorted(set(totals.values()), reverse=True):
            tied = [s for s in group if totals[s] == total]
            out.extend(tied if len(tied) == 1 else rank(tied))
        return out

    return rank(list(range(n))), rolls_log


def new_state(players: int, options: dict[str, Any], seed: int) -> State:
    key = options.get("map", "rust_belt")
    gm = MAPS[key]
    rules = gm.rules
    if not gm.min_players <= players <= gm.max_players:
        raise InvalidOptions(
            "E_PLAYER_COUNT",
            T(
                "The {map} map is for {low}-{high} players, not {players}.",
                map=words.map_name(key),
                low=gm.min_players,
                high=gm.max_players,
                players=players,
            ),
        )
    bag = {c: int(CUBE_TOTALS[c]) for c in BAG_COLOURS}
    removed: dict[str, int] = {"white": int(CUBE_TOTALS["white"])}
    for colour in rules.colours_removed:
        removed[colour] = bag.pop(colour)
    state: State = {
        "version": CURRENT,
        "map": key,
        "options": dict(options),
        "n": players,
        "round": 1,
        "rounds": rules.rounds or ROUNDS_STANDARD.get(players, 0),
        "phase": "setup",
        "order": list(range(players)),
        "pl": [
            {
                "money": rules.start_money,
                "shares": START_SHARES,
                "loco": 1,
                "income": 0,
                "out": False,
                "built": False,
                "top": False,
                "issued": 0,
            }
            for _ in range(players)
        ],
        "actions": {},
        "blocked": [],
        "turn": None,
        "queue": [],
        "auction": None,
        "build": None,
        "move": None,
        "production": None,
        "lucia": None,
        "track": {},
        "new_cities": {},
        "new_city_letters": list(rules.new_city_letters),
        "cubes": {},
        "display": {c: [None] * rows for c, rows in DISPLAY_COLUMNS},
        "supply": dict(TILE_TOTALS),
        "town_markers": TOWN_MARKERS,
        "removed": removed,
        "stations": {},
        "special_link": None,
        "transcon": False,
        "bag_size": sum(bag.values()),
        "log": [],
        "tiebreak": None,
        "secret": {"seed": seed, "draws": 0, "bag": bag},
    }
    rng = seeded_rng(seed, "setup")
    if rules.fills_display:  # R1
        for col, row in rules.display_spaces():
            cube = draw_cube(state, rng)
            while cube is not None and rules.redraws_at_setup(col, cube):
                return_to_bag(state, cube)
                cube = draw_cube(state, rng)
            state["display"][col][row] = cube
    # Cubes on the map (R2): cities in file order, then what the map puts elsewhere.
    for h, city in gm.cities.items():
        for _ in range(rules.city_start_cubes(city, options)):
            cube = draw_cube(state, rng)
            if cube is not None:
                add_cube(state, h, cube)
    rules.place_start_goods(state, gm, rng)
    order, rolls = initial_order(players, rng)
    state["order"] = order
    state["log"].append({"setup_rolls": rolls})
    return state
