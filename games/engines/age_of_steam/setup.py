"""Setup of a game (digest §3 and each map's setup in §6): bag, display, cubes, players."""

from __future__ import annotations

import random
from typing import Any

from games.engines.core import InvalidOptions, seeded_rng

from .catalog import (
    CUBE_TOTALS,
    DISPLAY_COLUMNS,
    MAPS,
    NEW_CITY_LETTERS,
    ROUNDS_SPECIAL,
    ROUNDS_STANDARD,
    START_MONEY,
    START_SHARES,
    TILE_TOTALS,
    TOWN_MARKERS,
)
from .common import State, add_cube
from .goods import draw_cube, used_spaces


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
    if not gm.min_players <= players <= gm.max_players:
        raise InvalidOptions(
            "E_PLAYER_COUNT",
            f"The {gm.name} map is for {gm.min_players}-{gm.max_players} players, not {players}.",
        )
    bag = {c: int(CUBE_TOTALS[c]) for c in ("red", "blue", "purple", "yellow", "black")}
    removed: dict[str, int] = {"white": int(CUBE_TOTALS["white"])}
    letters = list(NEW_CITY_LETTERS)
    if key == "barbados":
        removed["purple"] = bag.pop("purple")
        letters = ["A", "B", "C", "D"]
    money = START_MONEY * 2 if key == "western_us" else START_MONEY
    state: State = {
        "map": key,
        "options": dict(options),
        "n": players,
        "round": 1,
        "rounds": ROUNDS_SPECIAL.get(key, ROUNDS_STANDARD.get(players, 0)),
        "phase": "setup",
        "order": list(range(players)),
        "pl": [
            {
                "money": money,
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
        "new_city_letters": letters,
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
    # Goods display (R1).
    if key != "st_lucia":
        for col, row in used_spaces(state):
            cube = draw_cube(state, rng)
            while key == "barbados" and (col, cube) in (("A", "red"), ("B", "blue")):
                state["secret"]["bag"][str(cube)] += 1  # put back, draw again (reading A30)
                state["bag_size"] += 1
                cube = draw_cube(state, rng)
            state["display"][col][row] = cube
    # Cubes on the map (R2): named cities first in the text's order, then file order.
    easier = key == "barbados" and options.get("easier", False)
    for h, city in gm.cities.items():
        count = city.start_cubes * (2 if easier else 1)
        for _ in range(count):
            cube = draw_cube(state, rng)
            if cube is not None:
                add_cube(state, h, cube)
    if key == "western_us":
        for h in gm.towns:
            for _ in range(gm.town_cubes or 1):
                cube = draw_cube(state, rng)
                if cube is not None:
                    add_cube(state, h, cube)
    if key == "southern_us":
        for h in gm.towns:
            add_cube(state, h, "white")
            removed["white"] -= 1
    if key == "germany":
        for h in gm.stations:
            cube = draw_cube(state, rng)
            if cube is not None:
                state["stations"][h] = cube
    if key == "st_lucia":
        for h in gm.order:
            if gm.hexes[h].start_cube:
                cube = draw_cube(state, rng)
                if cube is not None:
                    add_cube(state, h, cube)
    order, rolls = initial_order(players, rng)
    state["order"] = order
    state["log"].append({"setup_rolls": rolls})
    return state
