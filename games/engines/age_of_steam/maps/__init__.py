"""The six maps of the rulebook, one module each: its data and the rules it changes."""

from __future__ import annotations

from ..words import WORDS
from . import barbados, germany, rust_belt, southern_us, st_lucia, western_us
from .model import FLAT_DELTAS, POINTY_DELTAS, City, GameMap, Hex, build_map, label, raw_cells
from .rules import MapRules

MAPS: dict[str, GameMap] = {
    module.MAP.key: module.MAP
    for module in (rust_belt, western_us, southern_us, germany, barbados, st_lucia)
}
PLAYABLE_MAPS = tuple(MAPS)
WORDS.define("map", {key: gm.name for key, gm in MAPS.items()})
WORDS.define(
    "place",
    {f"{key}/{h}": hx.name for key, gm in MAPS.items() for h, hx in gm.hexes.items() if hx.name},
)

__all__ = [
    "FLAT_DELTAS",
    "MAPS",
    "PLAYABLE_MAPS",
    "POINTY_DELTAS",
    "City",
    "GameMap",
    "Hex",
    "MapRules",
    "build_map",
    "label",
    "raw_cells",
]
