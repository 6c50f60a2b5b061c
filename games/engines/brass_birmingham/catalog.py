"""The game's facts (data/*.yaml) loaded once into frozen dataclasses.

Facts live in the YAML files with their sources; this module only reads them, adds the two
named choices the data leaves open, and precomputes lookup tables the rules use often.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from types import MappingProxyType
from typing import Any

import yaml

# Open point 1 (data/industries.yaml, cost_note): the retail player mat shows £8 for
# Manufacturer IV, the 2018 rulebook PDF mat £14. £8 is taken because it is what the retail
# component prints; only this constant moves if a printing says otherwise.
MANUFACTURER_IV_COST = 8

# Open point 2 (data/merchant_tiles.yaml): the 4-player tile mix. Taken: 3 blank, 1 "all",
# 2 cotton, 2 manufactured goods, 1 pottery (TTS face images and three implementations agree;
# two other implementations use 2 blank + 2 "all").
FOUR_PLAYER_MERCHANT_TILES = (
    "all",
    "cotton",
    "manufacturer",
    "blank_a",
    "blank_b",
    "pottery",
    "blank_c",
    "cotton_4p",
    "manufacturer_4p",
)

INDUSTRIES = ("cotton_mill", "coal_mine", "iron_works", "manufacturer", "pottery", "brewery")
INDUSTRY_NAMES = MappingProxyType(
    {
        "cotton_mill": "Cotton Mill",
        "coal_mine": "Coal Mine",
        "iron_works": "Iron Works",
        "manufacturer": "Manufacturer",
        "pottery": "Pottery",
        "brewery": "Brewery",
    }
)
SELLABLE = frozenset({"cotton_mill", "manufacturer", "pottery"})
WILD_LOCATION = "wild_location"
WILD_INDUSTRY = "wild_industry"
WILDS = (WILD_LOCATION, WILD_INDUSTRY)
COTTON_OR_MANUFACTURER = "cotton_manufacturer"


@dataclass(frozen=True, slots=True)
class TileLevel:
    industry: str
    level: int
    count: int
    cost: int
    coal: int
    iron: int
    beer_to_sell: int
    vp: int
    income: int
    link_vp: int
    canal_era: bool
    rail_era: bool
    can_develop: bool
    produces: int  # coal/iron cubes placed when built; breweries: see beer_produced

    def buildable_in(self, era: str) -> bool:
        return self.canal_era if era == "canal" else self.rail_era


@dataclass(frozen=True, slots=True)
class Location:
    id: str
    name: str
    slots: tuple[frozenset[str], ...]
    farm: bool


@dataclass(frozen=True, slots=True)
class Link:
    id: str
    ends: tuple[str, ...]  # 3 ends for Kidderminster–Worcester (also the southern farm brewery)
    canal: bool
    rail: bool


@dataclass(frozen=True, slots=True)
class Merchant:
    id: str
    name: str
    link_vp: int
    spaces: tuple[int, ...]  # min players of each merchant space
    bonus: str  # victory_points | develop | income_spaces | money
    amount: int


@dataclass(frozen=True, slots=True)
class MerchantTile:
    id: str
    buys: frozenset[str]
    player_icon: int


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    name: str
    location: str | None
    industries: frozenset[str]


def _read(name: str) -> Any:
    return yaml.safe_load((files(__package__) / "data" / name).read_text("utf-8"))


def _levels() -> Mapping[str, tuple[TileLevel, ...]]:
    raw = _read("industries.yaml")["industries"]
    out: dict[str, tuple[TileLevel, ...]] = {}
    for industry, spec in raw.items():
        levels = []
        for lv in spec["levels"]:
            produced = lv.get("produces", {})
            cubes = produced.get("coal", produced.get("iron", 0))
            cost = lv["cost"]
            if industry == "manufacturer" and lv["level"] == 4:
                cost = MANUFACTURER_IV_COST
            levels.append(
                TileLevel(
                    industry,
                    lv["level"],
                    lv["count"],
                    cost,
                    lv["coal"],
                    lv["iron"],
                    lv.get("beer_to_sell", 0),
                    lv["vp"],
                    lv["income"],
                    lv["link_vp"],
                    lv["canal_era"],
                    lv["rail_era"],
                    lv["can_develop"],
                    cubes if isinstance(cubes, int) else 0,
                )
            )
        out[industry] = tuple(levels)
    return MappingProxyType(out)


LEVELS = _levels()
BREWERY_BEER = MappingProxyType({"canal": 1, "rail": 2})


def tile_level(industry: str, level: int) -> TileLevel:
    return LEVELS[industry][level - 1]


def _map() -> tuple[Mapping[str, Location], Mapping[str, Link], Mapping[str, Merchant]]:
    raw = _read("map.yaml")
    locations: dict[str, Location] = {}
    for loc in raw["locations"]:
        locations[loc["id"]] = Location(
            loc["id"], loc["name"], tuple(frozenset(s) for s in loc["slots"]), False
        )
    farm_names = {
        "farm_brewery_north": "Farm Brewery (north)",
        "farm_brewery_south": "Farm Brewery (south)",
    }
    for farm in raw["farm_breweries"]:
        locations[farm["id"]] = Location(
            farm["id"], farm_names[farm["id"]], tuple(frozenset(s) for s in farm["slots"]), True
        )
    links = {
        ln["id"]: Link(
            ln["id"], (*ln["ends"], *ln.get("also_connects", [])), ln["canal"], ln["rail"]
        )
        for ln in raw["links"]
    }
    merchants = {
        m["id"]: Merchant(
            m["id"],
            m["name"],
            m["link_vp"],
            tuple(s["min_players"] for s in m["merchant_spaces"]),
            m["beer_bonus"]["type"],
            m["beer_bonus"]["amount"],
        )
        for m in raw["merchant_locations"]
    }
    return MappingProxyType(locations), MappingProxyType(links), MappingProxyType(merchants)


LOCATIONS, LINKS, MERCHANTS = _map()
SORTED_LINKS = tuple(sorted(LINKS))
LINK_NAMES = MappingProxyType(
    {
        link_id: "–".join(
            {
                **{k: v.name for k, v in LOCATIONS.items()},
                **{k: v.name for k, v in MERCHANTS.items()},
            }[end]
            for end in link.ends
        )
        for link_id, link in LINKS.items()
    }
)
ALL_PLACES = (*LOCATIONS, *MERCHANTS)
PLACE_NAMES = MappingProxyType(
    {**{k: v.name for k, v in LOCATIONS.items()}, **{k: v.name for k, v in MERCHANTS.items()}}
)
LINKS_AT = MappingProxyType(
    {place: tuple(ln.id for ln in LINKS.values() if place in ln.ends) for place in ALL_PLACES}
)
# For each location and industry, the slots showing only that industry (the rule: use a free
# one of these before a shared slot).
EXCLUSIVE = MappingProxyType(
    {
        loc.id: {
            ind: tuple(i for i, icons in enumerate(loc.slots) if icons == frozenset((ind,)))
            for ind in INDUSTRIES
        }
        for loc in LOCATIONS.values()
    }
)
SLOTS_FOR = MappingProxyType(
    {
        industry: tuple(
            loc.id for loc in LOCATIONS.values() if any(industry in s for s in loc.slots)
        )
        for industry in INDUSTRIES
    }
)


def _merchant_tiles() -> Mapping[str, MerchantTile]:
    raw = _read("merchant_tiles.yaml")["tiles"]
    return MappingProxyType(
        {t["id"]: MerchantTile(t["id"], frozenset(t["buys"]), t["player_icon"]) for t in raw}
    )


MERCHANT_TILES = _merchant_tiles()
assert set(FOUR_PLAYER_MERCHANT_TILES) == set(MERCHANT_TILES)


def merchant_tiles_for(players: int) -> tuple[str, ...]:
    """Tiles in play: those whose player icon is at most the player count (RB setup 2)."""
    return tuple(t for t in FOUR_PLAYER_MERCHANT_TILES if MERCHANT_TILES[t].player_icon <= players)


def merchant_spaces_for(players: int) -> tuple[tuple[str, str], ...]:
    """(space id, merchant location) of every merchant space used at this player count."""
    out = []
    for merchant in MERCHANTS.values():
        for index, minimum in enumerate(merchant.spaces, start=1):
            if minimum <= players:
                out.append((f"{merchant.id}-{index}", merchant.id))
    return tuple(out)


def _cards() -> tuple[Mapping[str, Card], Mapping[int, tuple[str, ...]]]:
    raw = _read("cards.yaml")
    cards: dict[str, Card] = {}
    decks: dict[int, list[str]] = {2: [], 3: [], 4: []}
    for entry in raw["location_cards"]:
        loc = entry["location"]
        cards[loc] = Card(loc, LOCATIONS[loc].name, loc, frozenset())
        for players, count in entry["count_by_players"].items():
            decks[int(players)].extend([loc] * count)
    for entry in raw["industry_cards"]:
        inds = entry["industries"]
        cid = COTTON_OR_MANUFACTURER if len(inds) > 1 else inds[0]
        name = " / ".join(INDUSTRY_NAMES[i] for i in inds)
        cards[cid] = Card(cid, name, None, frozenset(inds))
        for players, count in entry["count_by_players"].items():
            decks[int(players)].extend([cid] * count)
    cards[WILD_LOCATION] = Card(WILD_LOCATION, "Wild Location", None, frozenset())
    cards[WILD_INDUSTRY] = Card(WILD_INDUSTRY, "Wild Industry", None, frozenset(INDUSTRIES))
    sizes = raw["deck_size_by_players"]
    for players, deck in decks.items():
        assert len(deck) == sizes[players], (players, len(deck))
    frozen = {k: tuple(sorted(v)) for k, v in decks.items()}
    return MappingProxyType(cards), MappingProxyType(frozen)


CARDS, DECKS = _cards()
# Wild cards of each kind in play: two marked 2, one 3, one 4, so 2/3/4 with 2/3/4 players
# (digest 9.5, provisional). A player holds at most one of each kind (no Scout while holding
# a wild), so the piles never run out and the marks never change play.
WILD_PILE = 4


def wild_pile(players: int) -> int:
    return players


# --------------------------------------------------------------------------- tracks


@cache
def income_level(space: int) -> int:
    """Income level of an income-marker space (data/tracks.yaml)."""
    return _INCOME_BY_SPACE[space]


def _income_table() -> tuple[dict[int, int], dict[int, int]]:
    raw = _read("tracks.yaml")["progress_track"]["income_levels"]
    by_space: dict[int, int] = {}
    top: dict[int, int] = {}
    for entry in raw:
        for space in entry["spaces"]:
            by_space[space] = entry["level"]
        top[entry["level"]] = max(entry["spaces"])
    return by_space, top


_INCOME_BY_SPACE, TOP_SPACE_OF_LEVEL = _income_table()
MAX_INCOME_SPACE = 99
START_INCOME_SPACE = 10
START_MONEY = 17
HAND_SIZE = 8
LINK_TILES = 14
LOAN = 30
CANAL_LINK_COST = 3
RAIL_LINK_COST = 5
DOUBLE_RAIL_COST = 15

_tracks = _read("tracks.yaml")
COAL_CAPACITY = int(_tracks["coal_market"]["capacity"])
IRON_CAPACITY = int(_tracks["iron_market"]["capacity"])
COAL_EMPTY_PRICE = int(_tracks["coal_market"]["price_when_empty"])
IRON_EMPTY_PRICE = int(_tracks["iron_market"]["price_when_empty"])
COAL_START = int(_tracks["coal_market"]["initial_cubes"])
IRON_START = int(_tracks["iron_market"]["initial_cubes"])
MARKET = MappingProxyType(
    {"coal": (COAL_CAPACITY, COAL_EMPTY_PRICE), "iron": (IRON_CAPACITY, IRON_EMPTY_PRICE)}
)


def buy_price(kind: str, cubes: int) -> int:
    """Price of the next cube bought from a market holding ``cubes`` (cheapest first)."""
    capacity, empty = MARKET[kind]
    return (capacity - cubes) // 2 + 1 if cubes > 0 else empty


def sell_price(kind: str, cubes: int) -> int:
    """Price paid for the next cube sold to a market (most expensive empty space first)."""
    capacity, _ = MARKET[kind]
    return (capacity - 1 - cubes) // 2 + 1


def buy_cost(kind: str, cubes: int, count: int) -> int:
    total = 0
    for _ in range(count):
        total += buy_price(kind, cubes)
        cubes = max(0, cubes - 1)
    return total
