"""Map facts as frozen dataclasses: hexes with their neighbours, cities, towns, stations.

Geometry (axial neighbours across each edge 0..5) is computed once when a map is loaded,
because the rules ask for neighbours thousands of times per game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from ..catalog import load_yaml

if TYPE_CHECKING:
    from .rules import MapRules

FLAT_DELTAS = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
POINTY_DELTAS = ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))


@dataclass(frozen=True, slots=True)
class Hex:
    id: str
    col: int
    row: int
    terrain: str  # plain river mountain swamp town city foreign_station
    name: str | None
    build_cost: int | None  # a printed number (Germany): the cost of a simple tile here
    start_cube: bool  # St. Lucia: a green hex that gets a cube at setup
    nb: tuple[str | None, ...]  # neighbour id across each edge 0..5 (None: off map / lake)


@dataclass(frozen=True, slots=True)
class City:
    hex: str
    name: str
    colour: str
    display: str | None  # light / dark / None (Berlin)
    number: int | None
    start_cubes: int


@dataclass(frozen=True, slots=True, eq=False)  # one object per map: hashed by identity
class GameMap:
    """One map: its facts, and ``rules``, the answers it gives where the base game differs."""

    key: str
    name: str
    min_players: int
    max_players: int
    hexes: Mapping[str, Hex]
    cities: Mapping[str, City]
    towns: Mapping[str, str]  # hex -> name
    stations: Mapping[str, str]  # Germany foreign stations: hex -> name
    order: tuple[str, ...]  # canonical hex order (file order)
    rules: MapRules
    town_cubes: int = 0
    extra: Mapping[str, Any] = field(default_factory=dict)
    provisional: tuple[dict[str, Any], ...] = ()
    nodes: frozenset[str] = frozenset()  # cities and stations: every track end there ends
    source: str = ""  # the data file (the web board draws its lakes and sea from it)
    named: Mapping[str, str] = field(default_factory=dict)  # a place's name -> its hex

    def by_name(self, name: str) -> str:
        return self.named[name]


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
    rules: MapRules,
    extra: Mapping[str, Any] | None = None,
    provisional: tuple[dict[str, Any], ...] = (),
    town_cubes: int = 0,
    source: str = "",
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
        rules,
        town_cubes,
        MappingProxyType(dict(extra or {})),
        provisional,
        frozenset(city_map) | frozenset(stations),
        source,
        MappingProxyType(_first_named(hexes)),
    )


def _first_named(hexes: Mapping[str, Hex]) -> dict[str, str]:
    """Each name's first hex in file order."""
    named: dict[str, str] = {}
    for h, hx in hexes.items():
        if hx.name is not None:
            named.setdefault(hx.name, h)
    return named


#: Top-level keys of a map file that rules read (the rest is geometry or commentary).
EXTRA_KEYS = (
    "east_cities",
    "west_cities",
    "east_if_new_city",
    "west_if_new_city",
    "special_connection",
    "special_costs",
)


def raw_cells(file: str) -> tuple[bool, list[dict[str, Any]]]:
    """(pointy-top?, hexes with their printed labels as ids) of a map file, lakes included."""
    raw = load_yaml(file)
    pointy = raw["layout"]["hex_orientation"] == "pointy-top"
    return pointy, [dict(h, id=label(h["col"], h["row"])) for h in raw["hexes"]]


def load_map(file: str, key: str, rules: MapRules, **extra: Any) -> GameMap:
    """A map from its data file; ``extra`` adds facts a map module declares itself."""
    raw = load_yaml(file)
    pointy, cells = raw_cells(file)
    cities = [dict(c, id=label(c["col"], c["row"])) for c in raw.get("cities") or []]
    facts = {k: raw[k] for k in EXTRA_KEYS if k in raw}
    facts.update(extra)
    town_cubes = 0
    if raw.get("towns") and "start_cubes" in raw["towns"][0]:
        town_cubes = int(raw["towns"][0]["start_cubes"])
    return build_map(
        key,
        raw["name"],
        (raw["players"]["min"], raw["players"]["max"]),
        cells,
        POINTY_DELTAS if pointy else FLAT_DELTAS,
        cities,
        rules,
        facts,
        tuple(raw.get("provisional_facts") or ()),
        town_cubes,
        file,
    )
