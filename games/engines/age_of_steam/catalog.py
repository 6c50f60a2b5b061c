"""Facts from data/ (maps, tiles, goods display, rounds, economy), loaded once at import.

Hex adjacency and every tile rotation are precomputed here, because the rules engine asks
for them thousands of times per game (speed is a bar of the issue).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib.resources import files
from types import MappingProxyType
from typing import Any

import yaml

CENTRE = 6  # the "edge" number of a town's centre: a spoke is the segment (edge, CENTRE)
COLOURS = ("red", "blue", "purple", "yellow", "black", "white")
BAG_COLOURS = ("red", "blue", "purple", "yellow", "black")
SEAT_COLOURS = ("Blue", "Green", "Yellow", "Pink", "Grey", "Orange")
ACTIONS = (
    "first_move",
    "first_build",
    "engineer",
    "locomotive",
    "urbanization",
    "production",
    "turn_order_pass",
)
ACTION_NAMES = {
    "first_move": "First Move",
    "first_build": "First Build",
    "engineer": "Engineer",
    "locomotive": "Locomotive",
    "urbanization": "Urbanization",
    "production": "Production",
    "turn_order_pass": "Turn Order Pass",
}

Segment = tuple[int, int]


def _load(name: str) -> Any:
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return yaml.load((files(__package__) / "data" / name).read_text("utf-8"), Loader=loader)


# --------------------------------------------------------------------------- tiles


@dataclass(frozen=True, slots=True)
class Shape:
    """A track-tile shape; ``rotations[r]`` are its segments turned by r steps."""

    id: str
    category: str  # simple, crossing, coexisting, town
    count: int
    name: str
    rotations: tuple[tuple[Segment, ...], ...]
    distinct: tuple[int, ...]  # rotations giving different segment sets

    @property
    def is_town_tile(self) -> bool:
        return self.category == "town"

    @property
    def is_complex(self) -> bool:
        return self.category in ("crossing", "coexisting")


def _seg(a: int, b: int) -> Segment:
    return (a, b) if a < b else (b, a)


def _load_shapes() -> Mapping[str, Shape]:
    raw = _load("track-tiles.yaml")
    shapes: dict[str, Shape] = {}
    groups = {
        "simple": "simple",
        "complex_crossing": "crossing",
        "complex_coexisting": "coexisting",
        "town": "town",
    }
    for group, category in groups.items():
        for spec in raw[group]:
            rots: list[tuple[Segment, ...]] = []
            for r in range(6):
                if category == "town":
                    segs = [((e + r) % 6, CENTRE) for e in spec["exits"]]
                else:
                    segs = [_seg((a + r) % 6, (b + r) % 6) for a, b in spec["paths"]]
                rots.append(tuple(sorted(segs)))
            distinct: list[int] = []
            seen: set[tuple[Segment, ...]] = set()
            for r, segs_r in enumerate(rots):
                if segs_r not in seen:
                    seen.add(segs_r)
                    distinct.append(r)
            shapes[spec["id"]] = Shape(
                spec["id"],
                category,
                spec["count"],
                spec["rulebook_name"],
                tuple(rots),
                tuple(distinct),
            )
    return MappingProxyType(shapes)


SHAPES = _load_shapes()
TILE_TOTALS = MappingProxyType({s.id: s.count for s in SHAPES.values()})
TOWN_MARKERS = int(_load("track-tiles.yaml")["other_pieces"]["town_markers"])


def crosses(a: Segment, b: Segment) -> bool:
    """Two segments of one hex cross (a bridge) when their end points interleave."""
    (a1, a2), (b1, b2) = a, b
    return (a1 < b1 < a2) != (a1 < b2 < a2)


# --------------------------------------------------------------------------- maps


@dataclass(frozen=True, slots=True)
class Hex:
    id: str
    col: int
    row: int
    terrain: str  # plain river mountain swamp town city foreign_station
    name: str | None
    build_cost: int | None
    start_cube: bool
    nb: tuple[str | None, ...]  # neighbour id across each edge 0..5 (None: off map / lake)


@dataclass(frozen=True, slots=True)
class City:
    hex: str
    name: str
    colour: str
    display: str | None  # light / dark / None (Berlin)
    number: int | None
    start_cubes: int


@dataclass(frozen=True, slots=True)
class GameMap:
    key: str
    name: str
    min_players: int
    max_players: int
    hexes: Mapping[str, Hex]
    cities: Mapping[str, City]
    towns: Mapping[str, str]  # hex -> name
    stations: Mapping[str, str]  # Germany foreign stations: hex -> name
    order: tuple[str, ...]  # canonical hex order (file order)
    town_cubes: int = 0
    extra: Mapping[str, Any] = field(default_factory=dict)
    provisional: tuple[dict[str, Any], ...] = ()

    def by_name(self, name: str) -> str:
        for h in self.order:
            if self.hexes[h].name == name:
                return h
        raise KeyError(name)


FLAT_DELTAS = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
POINTY_DELTAS = ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))


def label(col: int, row: int) -> str:
    """Printed-style label: column letter + row number (A1 is the north-west corner)."""
    return f"{chr(65 + col)}{row + 1}"


def build_map(
    key: str,
    name: str,
    players: tuple[int, int],
    cells: list[dict[str, Any]],
    deltas: tuple[tuple[int, int], ...],
    cities: list[dict[str, Any]],
    extra: Mapping[str, Any] | None = None,
    provisional: tuple[dict[str, Any], ...] = (),
    town_cubes: int = 0,
) -> GameMap:
    """Hexes from cells (each with id, q, r, terrain...), neighbours from axial deltas."""
    by_qr = {(c["q"], c["r"]): c["id"] for c in cells if c["terrain"] not in ("lake", "water")}
    hexes: dict[str, Hex] = {}
    for c in cells:
        if c["terrain"] in ("lake", "water"):
            continue
        nb = tuple(by_qr.get((c["q"] + dq, c["r"] + dr)) for dq, dr in deltas)
        hexes[c["id"]] = Hex(
            c["id"],
            c.get("col", c["q"]),
            c.get("row", c["r"]),
            c["terrain"],
            c.get("name"),
            c.get("build_cost"),
            bool(c.get("start_cube")),
            nb,
        )
    city_map: dict[str, City] = {}
    for spec in cities:
        hid = spec["id"]
        city_map[hid] = City(
            hid,
            spec["name"],
            spec["colour"],
            spec.get("display"),
            spec.get("number"),
            int(spec.get("start_cubes", 0)),
        )
    towns = {h.id: h.name or h.id for h in hexes.values() if h.terrain == "town"}
    stations = {h.id: h.name or h.id for h in hexes.values() if h.terrain == "foreign_station"}
    return GameMap(
        key,
        name,
        players[0],
        players[1],
        MappingProxyType(hexes),
        MappingProxyType(city_map),
        MappingProxyType(towns),
        MappingProxyType(stations),
        tuple(h for h in hexes),
        town_cubes,
        MappingProxyType(dict(extra or {})),
        provisional,
    )


def _load_map(file: str, key: str) -> GameMap:
    raw = _load(file)
    pointy = raw["layout"]["hex_orientation"] == "pointy-top"
    cells = []
    for h in raw["hexes"]:
        cell = dict(h)
        cell["id"] = label(h["col"], h["row"])
        cells.append(cell)
    cities = []
    for c in raw.get("cities") or []:
        spec = dict(c)
        spec["id"] = label(c["col"], c["row"])
        cities.append(spec)
    extra = {
        k: raw[k]
        for k in (
            "east_cities",
            "west_cities",
            "east_if_new_city",
            "west_if_new_city",
            "special_connection",
            "special_costs",
        )
        if k in raw
    }
    town_cubes = 0
    if raw.get("towns") and "start_cubes" in raw["towns"][0]:
        town_cubes = int(raw["towns"][0]["start_cubes"])
    players = (raw["players"]["min"], raw["players"]["max"])
    return build_map(
        key,
        raw["name"],
        players,
        cells,
        POINTY_DELTAS if pointy else FLAT_DELTAS,
        cities,
        extra,
        tuple(raw.get("provisional_facts") or ()),
        town_cubes,
    )


MAP_FILES = {
    "rust_belt": "map-rust-belt.yaml",
    "western_us": "map-western-us.yaml",
    "southern_us": "map-southern-us.yaml",
    "germany": "map-germany.yaml",
    "barbados": "map-barbados.yaml",
    "st_lucia": "map-st-lucia.yaml",
}
MAPS: dict[str, GameMap] = {key: _load_map(f, key) for key, f in MAP_FILES.items()}
PLAYABLE_MAPS = tuple(MAP_FILES)


# --------------------------------------------------------------------------- display, rounds


def _display() -> tuple[tuple[tuple[str, int], ...], Mapping[str, str], Mapping[str, str]]:
    raw = _load("goods-display.yaml")
    columns: list[tuple[str, int]] = []
    under: dict[str, str] = {}  # "L3" -> "A"
    for half, prefix in (("light", "L"), ("dark", "D")):
        for col in raw["halves"][half]["columns"]:
            columns.append((prefix + col["column"], int(col["rows"])))
            if "new_city_below" in col:
                under[prefix + col["column"]] = col["new_city_below"]
    colour = {}
    for nc in raw["new_city_columns"]:
        columns.append((nc["letter"], int(nc["rows"])))
        colour[nc["letter"]] = nc["tile_colour"]
    return tuple(columns), MappingProxyType(under), MappingProxyType(colour)


DISPLAY_COLUMNS, LETTER_UNDER, NEW_CITY_COLOUR = _display()
NEW_CITY_LETTERS = tuple(sorted(NEW_CITY_COLOUR))
LETTER_HALF = MappingProxyType({v: k[0] for k, v in LETTER_UNDER.items()})
CUBE_TOTALS = MappingProxyType(dict(_load("goods-display.yaml")["goods_cubes"]))

_ROUNDS = _load("rounds.yaml")
ROUNDS_STANDARD = MappingProxyType({int(k): int(v) for k, v in _ROUNDS["standard_maps"].items()})
ROUNDS_SPECIAL = MappingProxyType(
    {"barbados": int(_ROUNDS["barbados"]["rounds"]), "st_lucia": int(_ROUNDS["st_lucia"]["rounds"])}
)

_ECON = _load("economy.yaml")
START_MONEY = int(_ECON["start"]["money"])
START_SHARES = int(_ECON["start"]["shares_issued"])
SHARE_VALUE = int(_ECON["shares"]["value_each"])
MAX_SHARES = int(_ECON["shares"]["max_total"])
LOCO_MAX = int(_ECON["locomotive"]["max"])
PLACE_COST: Mapping[str, Mapping[str, int]] = MappingProxyType(
    {
        "simple": _ECON["build"]["place_cost"]["simple"],
        "coexisting": _ECON["build"]["place_cost"]["complex_coexisting"],
        "crossing": _ECON["build"]["place_cost"]["complex_crossing"],
    }
)
INCOME_REDUCTION = tuple(
    (r["from"] if r["from"] is not None else -(10**9), int(r["reduce_by"]))
    for r in _ECON["income_reduction"]
)
ECONOMY_PROVISIONAL = tuple(_ECON.get("provisional_facts") or ())
ROUNDS_PROVISIONAL = tuple(_ROUNDS.get("provisional_facts") or ())
COMPONENT_PROVISIONAL = tuple(
    (_load("track-tiles.yaml").get("provisional_facts") or [])
    + (_load("goods-display.yaml").get("provisional_facts") or [])
)


def income_reduction(income: int) -> int:
    """The reduction of the income track for this income (rulebook phase 8 table)."""
    for low, cut in INCOME_REDUCTION:
        if income >= low:
            return cut
    return 0
