"""Brass: Birmingham on the page: positions on the drawing, colours, and the game's things
in words (industries, places, cards, merchants, money) for the map, the panels and the move
builder. Words come from the engine's terms (games.words.say) or go through gettext."""

from __future__ import annotations

from typing import Any

from django.utils.translation import pgettext

from games.engines.brass_birmingham import board as rules_board
from games.engines.brass_birmingham import catalog, notation, words
from games.web.boards.table import Table

POS = {
    "warrington": (70, 50),
    "leek": (330, 60),
    "belper": (560, 55),
    "nottingham": (790, 80),
    "stoke_on_trent": (200, 120),
    "derby": (680, 150),
    "stone": (250, 220),
    "uttoxeter": (430, 200),
    "stafford": (330, 300),
    "burton_on_trent": (600, 270),
    "farm_brewery_north": (160, 330),
    "cannock": (420, 390),
    "tamworth": (650, 400),
    "shrewsbury": (68, 450),
    "wolverhampton": (250, 450),
    "walsall": (430, 490),
    "coalbrookdale": (120, 530),
    "nuneaton": (760, 500),
    "dudley": (290, 580),
    "birmingham": (520, 600),
    "coventry": (780, 640),
    "kidderminster": (200, 680),
    "farm_brewery_south": (110, 800),
    "redditch": (480, 760),
    "worcester": (270, 830),
    "gloucester": (330, 930),
    "oxford": (700, 900),
}
INDUSTRY_FILL = {
    "cotton_mill": "#f3e8c8",
    "coal_mine": "#3a3a3a",
    "iron_works": "#e67e22",
    "manufacturer": "#9fb6e0",
    "pottery": "#c8a2c8",
    "brewery": "#e6c25a",
}
DARK = {"coal_mine"}
CUBE = {"coal_mine": "#111", "iron_works": "#c0560c", "brewery": "#8a5a14"}
ROMAN = words.ROMAN
SLOT = 30
WIDTH, HEIGHT = 1010, 990


def industry_name(table: Table, key: str) -> str:
    return table.say(words.industry(key))


def place_name(table: Table, key: str) -> str:
    return table.say(words.place(key))


def card_name(table: Table, key: str) -> str:
    return table.say(words.card(key))


def merchant_goods(table: Table, tile: str) -> str:
    buys = catalog.MERCHANT_TILES[tile].buys
    if not buys:
        return pgettext("brass-birmingham", "buys nothing")
    if len(buys) == 3:
        return pgettext("brass-birmingham", "buys any goods")
    names = [industry_name(table, i) for i in catalog.INDUSTRIES if i in buys]
    return pgettext("brass-birmingham", "buys {goods}").format(goods=" / ".join(names))


def beer_bonus(table: Table, merchant_id: str) -> str:
    merchant = catalog.MERCHANTS[merchant_id]
    amount = merchant.amount
    if merchant.bonus == "develop":
        return pgettext("brass-birmingham", "beer bonus: a free develop")
    if merchant.bonus == "income_spaces":
        return pgettext("brass-birmingham", "beer bonus: +{n} income").format(n=amount)
    if merchant.bonus == "money":
        return pgettext("brass-birmingham", "beer bonus: £{n}").format(n=amount)
    return pgettext("brass-birmingham", "beer bonus: {n} VP").format(n=amount)


def link_name(table: Table, link_id: str) -> str:
    return "–".join(place_name(table, e) for e in catalog.LINKS[link_id].ends[:2])


def source_name(table: Table, seat: int, source: str) -> str:
    """Where coal, iron or beer comes from: a tile, the market, a merchant's barrel."""
    if rules_board.parse_ref(source) is not None:
        return table.say(notation.tile_text(table.view, seat, source))
    if source == "market":
        return pgettext("brass-birmingham", "the market")
    return pgettext("brass-birmingham", "the barrel at {merchant}").format(
        merchant=table.say(notation.merchant_text(table.view, source))
    )


def income_level(space: int) -> int:
    return catalog.income_level(space)


def money(amount: int) -> str:
    return f"−£{-amount}" if amount < 0 else f"£{amount}"


def place_of(move: dict[str, Any]) -> str | None:
    if move.get("type") in ("network", "rail2") and isinstance(move.get("link"), str):
        return f"link:{move['link']}"
    for key in ("location", "source"):
        value = move.get(key)
        if not isinstance(value, str):
            continue
        if value in POS:
            return value
        parsed = rules_board.parse_ref(value)
        if parsed is not None:
            return parsed[0]
        merchant = value.rpartition("-")[0]
        if merchant in catalog.MERCHANTS:
            return merchant
    return None


def centre(place: str) -> tuple[float, float]:
    return POS.get(place, (500, 500))
