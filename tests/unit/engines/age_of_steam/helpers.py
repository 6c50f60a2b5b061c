"""Shared helpers: random games with invariants, and the synthetic fixture FX-1 of the digest."""

from __future__ import annotations

import random
from typing import Any

from games.engines.age_of_steam import ENGINE
from games.engines.age_of_steam.catalog import SHAPES
from games.engines.age_of_steam.common import fast_copy
from games.engines.age_of_steam.invariants import violations
from games.engines.age_of_steam.maps import (
    MAPS,
    MapRules,
    build_map,
    germany,
    southern_us,
    st_lucia,
    western_us,
)
from games.engines.age_of_steam.track.segments import segment, tile

State = dict[str, Any]


def play(
    players: int, options: dict[str, Any], seed: int, bot: str = "random", check: bool = True
) -> tuple[State, list[tuple[int, dict[str, Any]]], list[State]]:
    """A full game of one bot for every seat; invariants after every move."""
    state = ENGINE.setup(players, dict(options), seed)
    rng = random.Random(seed)
    log: list[tuple[int, dict[str, Any]]] = []
    states = [state]
    while ENGINE.result(state) is None:
        seat = ENGINE.to_act(state)[0]
        move = ENGINE.bots[bot](state, seat, rng)
        state = ENGINE.apply(state, seat, move).state
        log.append((seat, move))
        states.append(state)
        if check:
            broken = violations(state)
            assert not broken, (seed, len(log), move, broken)
        assert len(log) < 20000
    return state, log, states


# --------------------------------------------------------------------------- FX-1

FX1_SPECIAL = {
    (0, 2): ("city", "Alpha", "red", "light", 1),
    (2, 2): ("town", "Tau", None, None, None),
    (4, 2): ("city", "Beta", "blue", "light", 2),
    (5, 2): ("river", None, None, None, None),
    (6, 2): ("mountain", None, None, None, None),
    (8, 2): ("city", "Gamma", "red", "dark", 1),
    (6, 4): ("city", "Delta", "yellow", "dark", 2),
}
FX1_DELTAS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def fx1_map(
    key: str = "fx1",
    rules: MapRules | None = None,
    extra: dict[str, Any] | None = None,
    changes: dict[tuple[int, int], tuple[Any, ...]] | None = None,
    costs: dict[tuple[int, int], int] | None = None,
) -> Any:
    """FX-1; a variant may carry another map's rules, extras and changed hexes."""
    special = {**FX1_SPECIAL, **(changes or {})}
    cells = []
    cities = []
    for q in range(10):
        for r in range(5):
            if (q, r) == (3, 1):
                continue
            kind, name, colour, display, number = special.get((q, r), ("plain",) + (None,) * 4)
            cell = {"id": f"{q},{r}", "q": q, "r": r, "terrain": kind, "name": name}
            if costs and (q, r) in costs:
                cell["build_cost"] = costs[(q, r)]
            cells.append(cell)
            if kind == "city":
                cities.append(
                    {
                        "id": f"{q},{r}",
                        "name": name,
                        "colour": colour,
                        "display": display,
                        "number": number,
                        "start_cubes": 0,
                    }
                )
    return build_map(key, "FX-1", (1, 6), cells, FX1_DELTAS, cities, rules or MapRules(), extra)


MAPS["fx1"] = fx1_map()
MAPS["fx1w"] = fx1_map(
    "fx1w",
    western_us.RULES,
    {
        "west_cities": ["Alpha"],
        "east_cities": ["Beta", "Gamma"],
        "east_if_new_city": [],
        "west_if_new_city": ["Tau"],
        "special_costs": {
            "simple_track_on_swamp": 4,
            "simple_track_on_river": 4,
            "simple_track_on_mountain": 5,
        },
    },
)
MAPS["fx1w3"] = fx1_map(
    "fx1w3",
    western_us.RULES,
    {
        "west_cities": ["Alpha"],
        "east_cities": ["Gamma"],
        "east_if_new_city": [],
        "west_if_new_city": [],
        "special_costs": {
            "simple_track_on_swamp": 4,
            "simple_track_on_river": 4,
            "simple_track_on_mountain": 5,
        },
    },
)
MAPS["fx1s"] = fx1_map(
    "fx1s", southern_us.RULES, {"ports": ["Gamma", "Delta"], "growth_city": "Alpha"}
)
MAPS["fx1g"] = fx1_map(
    "fx1g",
    germany.RULES,
    {"special_connection": {"between": ["Epsilon", "Beta"], "cost": 2}, "growth_city": "Beta"},
    {
        (3, 2): ("city", "Epsilon", "purple", "dark", 3),
        (5, 2): ("plain",) + (None,) * 4,
        (6, 2): ("river",) + (None,) * 4,
        (9, 3): ("foreign_station", "To Abroad") + (None,) * 3,
    },
    {(5, 2): 5},
)
MAPS["fx1l"] = fx1_map("fx1l", st_lucia.RULES)

ALPHA, TAU, BETA, GAMMA, DELTA = "0,2", "2,2", "4,2", "8,2", "6,4"


def rot(shape: str, *segs: tuple[int, ...]) -> int:
    """The rotation of ``shape`` whose track is exactly ``segs`` (town spokes: (edge,))."""
    want = sorted(tuple(sorted(s)) if len(s) == 2 else (s[0], 6) for s in segs)
    for r in range(6):
        got = sorted(SHAPES[shape].rotations[r])
        if SHAPES[shape].is_town_tile or len(segs[0]) == 2:
            if got == want:
                return r
        else:  # a simple/complex tile with a town marker: spokes
            spokes = sorted({(e, 6) for s_ in got for e in s_})
            if spokes == want:
                return r
    raise ValueError(f"{shape} has no rotation with {segs}")


def fx1_state(
    players: int = 4,
    phase: str = "build",
    seat: int = 0,
    money: int = 10,
    built: bool = True,
    key: str = "fx1",
) -> State:
    """An FX-1 state in the Build Track phase with ``seat`` to build."""
    base = {1: "barbados", 2: "st_lucia"}.get(players, "rust_belt")
    state = ENGINE.setup(players, {"map": base}, 1)
    state = fast_copy(state)
    state["map"] = key
    state["cubes"] = {}
    state["new_city_letters"] = list("ABCDEFGH")
    state["order"] = list(range(players))
    for p in state["pl"]:
        p["money"] = money
        p["built"] = built
    state["phase"] = phase
    state["actions"] = {}
    state["build"] = {"queue": [seat] + [s for s in range(players) if s != seat], "used": 0}
    state["queue"] = []
    state["auction"] = None
    return state


def place(
    state: State, seat: int, h: str, shape: str, r: int, owner: int | None = None, fresh: int = 0
) -> None:
    """Put a tile directly into a test state (no rule checks)."""
    from games.engines.age_of_steam.build_track.change import tile_edges

    gm = MAPS[state["map"]]
    segs = tile_edges(gm.hexes[h].terrain, SHAPES[shape], r)
    who = seat if owner is None else owner
    marker = gm.hexes[h].terrain == "town" and not SHAPES[shape].is_town_tile
    state["track"][h] = tile(shape, r, marker, [segment(a, b, who, bool(fresh)) for a, b in segs])
    state["supply"][shape] -= 1
    if state["track"][h]["town_marker"]:
        state["town_markers"] -= 1


def build(state: State, seat: int, h: str, shape: str, *segs: tuple[int, ...]) -> State:
    move = {"type": "build", "hex": h, "tile": shape, "rotation": rot(shape, *segs)}
    return ENGINE.apply(state, seat, move).state


def fresh_copy(state: State) -> State:
    return fast_copy(state)
