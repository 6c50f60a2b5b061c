"""Facts from data/ (tiles, goods display, rounds, economy), loaded once at import; the maps
are in maps/, one module each.

Hex adjacency and every tile rotation are precomputed here, because the rules engine asks
for them thousands of times per game (speed is a bar of the issue).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
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


def load_yaml(name: str) -> Any:
    """A data file of this package (the C loader where PyYAML has it)."""
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
    raw = load_yaml("track-tiles.yaml")
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
TOWN_MARKERS = int(load_yaml("track-tiles.yaml")["other_pieces"]["town_markers"])


def crosses(a: Segment, b: Segment) -> bool:
    """Two segments of one hex cross (a bridge) when their end points interleave."""
    (a1, a2), (b1, b2) = a, b
    return (a1 < b1 < a2) != (a1 < b2 < a2)


# --------------------------------------------------------------------------- display, rounds


def _display() -> tuple[tuple[tuple[str, int], ...], Mapping[str, str], Mapping[str, str]]:
    raw = load_yaml("goods-display.yaml")
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
CUBE_TOTALS = MappingProxyType(dict(load_yaml("goods-display.yaml")["goods_cubes"]))

_ROUNDS = load_yaml("rounds.yaml")
ROUNDS_STANDARD = MappingProxyType({int(k): int(v) for k, v in _ROUNDS["standard_maps"].items()})
ROUNDS_SPECIAL = MappingProxyType(
    {k: int(v["rounds"]) for k, v in _ROUNDS.items() if isinstance(v, dict) and "rounds" in v}
)

_ECON = load_yaml("economy.yaml")
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
    (load_yaml("track-tiles.yaml").get("provisional_facts") or [])
    + (load_yaml("goods-display.yaml").get("provisional_facts") or [])
)


def income_reduction(income: int) -> int:
    """The reduction of the income track for this income (rulebook phase 8 table)."""
    for low, cut in INCOME_REDUCTION:
        if income >= low:
            return cut
    return 0
