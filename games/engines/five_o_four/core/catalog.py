"""The package's data files (data/*.yaml) loaded once into plain frozen structures.

Facts stay in the files with their sources; this module only reads them (STYLE §5).
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib.resources import files
from types import MappingProxyType
from typing import Any

import yaml

TERRAINS = ("city", "meadow", "forest", "field", "mountain", "desert")
LAND = ("meadow", "forest", "field", "mountain", "desert")
GOODS = ("cattle", "wood", "grain", "ore", "fish")
GOOD_OF = MappingProxyType(
    {"meadow": "cattle", "forest": "wood", "field": "grain", "mountain": "ore"}
)  # digest §4.8 [DERIVED]; listed as provisional


DATA = files("games.engines.five_o_four") / "data"  # the package's data, beside core/


def _load(name: str) -> Any:
    return yaml.safe_load((DATA / name).read_text("utf-8"))


@dataclass(frozen=True, slots=True)
class Part:
    """One module on one position: its claims and what it needs (data/modules.yaml)."""

    key: str
    board: tuple[int, int] | str | None
    order: tuple[str, int]
    money: tuple[str, int]
    needs: tuple[str, ...]
    materials: tuple[tuple[str, str | None], ...]


def _part(key: str, raw: dict[str, Any]) -> Part:
    board = raw["board"]
    mats: list[tuple[str, str | None]] = []
    for item in raw["materials"]:
        if isinstance(item, str):
            mats.append((item, None))
        else:
            ((name, cond),) = item.items()
            mats.append((name, cond))
    return Part(
        key=key,
        board=(board[0], board[1]) if isinstance(board, list) else board,
        order=(raw["order"][0], raw["order"][1]),
        money=(raw["money"][0], raw["money"][1]),
        needs=tuple(raw["needs"]),
        materials=tuple(mats),
    )


_MODULES = _load("modules.yaml")
PARTS = MappingProxyType({k: _part(k, v) for k, v in _MODULES["parts"].items()})
COMPONENT_WORLDS = MappingProxyType(dict(_MODULES["component_worlds"]))
FACTS = MappingProxyType(dict(_load("facts.yaml")["facts"]))
TABLES = MappingProxyType(dict(_load("module_tables.yaml")))
BOARDS_RAW = MappingProxyType(dict(_load("boards.yaml")))
COMPONENTS = MappingProxyType(dict(_load("components.yaml")))
PROVISIONAL = tuple(_load("provisional.yaml")["provisional"])
TRANSPORT = MappingProxyType(dict(_load("transport.yaml")))
WORLD_NAMES = MappingProxyType(dict(_load("world_names.yaml")["names"]))

SETTLEMENT_INCOME = MappingProxyType(dict(TABLES["settlement_income_once"]["mark"]))
ROAD_COST = MappingProxyType(dict(TABLES["road_cost_inhabitants"]["inhabitants"]))
ROAD_VP = MappingProxyType(dict(TABLES["roads_final_vp_per_hex"]["vp"]))
PLANT_COST = MappingProxyType(dict(TABLES["plant_cost_inhabitants"]["inhabitants"]))
MAJORITY_MAX = MappingProxyType(dict(TABLES["majority_income_max"]["max_mark"]))
MAJORITY_BONUS = MappingProxyType(dict(TABLES["majority_final_bonus_vp"]["vp"]))
GOODS_SUPPLY = MappingProxyType({g: int(COMPONENTS["goods"][g]) for g in GOODS})
_MAJORITY_VP = TABLES["majority_table_vp"]
MAJORITY_FIRST = MappingProxyType(
    dict(zip(_MAJORITY_VP["columns"], _MAJORITY_VP["first_place"], strict=True))
)
MAJORITY_SECOND = MappingProxyType(
    dict(zip(_MAJORITY_VP["columns"], _MAJORITY_VP["second_place"], strict=True))
)
SHRINK_VP = MappingProxyType(dict(TABLES["majority_vp_removal"]["vp_per_removed_inhabitant"]))
EXPLORE_FINDS_4I = MappingProxyType(dict(TABLES["explore_finds_with_military_TOP_I"]["finds"]))
MAJORITY_CARDS: dict[str, Any] | None = _load("majority_cards.yaml")["majority_cards"]
