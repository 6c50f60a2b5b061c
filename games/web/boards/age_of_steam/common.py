"""Age of Steam's things as a player reads them: seat colours, places by name (a hex without
a name by its terrain and printed label), goods colours, and where a legal move sits on the
board (compass directions are the engine's words: move_words.py)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import pgettext, pgettext_lazy

from games.engines.age_of_steam import catalog, maps, words
from games.engines.age_of_steam.move_words import pointy as map_is_pointy
from games.web.boards.table import Table

SEAT_CSS = {
    "Blue": "#2563eb",
    "Green": "#16a34a",
    "Yellow": "#eab308",
    "Pink": "#ec4899",
    "Grey": "#6b7280",
    "Orange": "#f97316",
}
CUBE = {
    "red": "#d62828",
    "blue": "#1d4ed8",
    "purple": "#7e22ce",
    "yellow": "#facc15",
    "black": "#111",
    "white": "#fff",
}
TERRAIN_FILL = {
    "plain": "#e9f1d0",
    "river": "#cfe8f7",
    "mountain": "#c8b8a0",
    "swamp": "#b9d3a2",
    "lake": "#7fb8e0",
    "water": "#7fb8e0",
    "town": "#f4f1e4",
    "foreign_station": "#2f6b3a",
}
TERRAIN = {
    "plain": pgettext_lazy("age-of-steam", "plain"),
    "river": pgettext_lazy("age-of-steam", "river"),
    "mountain": pgettext_lazy("age-of-steam", "mountain"),
    "swamp": pgettext_lazy("age-of-steam", "swamp"),
    "lake": pgettext_lazy("age-of-steam", "lake"),
    "water": pgettext_lazy("age-of-steam", "sea"),
    "town": pgettext_lazy("age-of-steam", "town"),
    "city": pgettext_lazy("age-of-steam", "city"),
    "foreign_station": pgettext_lazy("age-of-steam", "foreign station"),
}
COMPANY = "company"


def seat_colour(seat: int | None) -> str:
    """The engine's own seat colours (its texts say "Yellow to issue shares")."""
    if seat is None or seat < 0:
        return "#555"
    return SEAT_CSS[catalog.SEAT_COLOURS[seat % len(catalog.SEAT_COLOURS)]]


def game_map(view: dict[str, Any]) -> maps.GameMap:
    return maps.MAPS[view.get("map") or "rust_belt"]


def pointy(view: dict[str, Any]) -> bool:
    return map_is_pointy(view.get("map") or "rust_belt")


def terrain_name(terrain: str) -> str:
    return str(TERRAIN.get(terrain, TERRAIN["plain"]))


def place_name(table: Table, h: str) -> str:
    """A city, town or New City by its name; any other hex by its terrain and its column
    and row ("river hex, column F, row 7"), as the board's edges letter and number them."""
    view = table.view
    if "new_cities" in view and "map" in view:
        named = table.say(words.place(view, h))
        if named != h:
            return named
    gm = game_map(view)
    hx = gm.hexes.get(h)
    terrain = hx.terrain if hx is not None else "plain"
    return pgettext("age-of-steam", "{terrain} hex, column {column}, row {row}").format(
        terrain=terrain_name(terrain), column=h[:1], row=h[1:]
    )


def colour_name(table: Table, colour: str) -> str:
    return table.say(words.colour(colour))


def money(amount: int) -> str:
    return pgettext("age-of-steam", "${amount}").format(amount=amount)


def place_of(move: dict[str, Any]) -> str | None:
    """Where a legal move sits on the board (drawn clickable)."""
    kind = move.get("type")
    if kind == "select_action" and move.get("action"):
        return f"action:{move['action']}"
    if kind in ("build", "urbanize") and isinstance(move.get("hex"), str):
        return str(move["hex"])
    if kind == "deliver" and isinstance(move.get("from"), str):
        return str(move["from"])
    if kind == "place_production" and move.get("spaces"):
        column, row = move["spaces"][0]
        return display_place(column, row)
    return None


def display_place(column: str, row: int) -> str:
    """A space of the goods display as a board place."""
    return f"display:{column}:{row}"
