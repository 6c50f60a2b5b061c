"""504 on the page: who owns the pieces (the players, or the companies when Shares makes
companies the actors: company colours then, never a player's), terrain colours and marks
for the legend, and the seats' colours (none of them a company's colour)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import pgettext

from games.engines.core import Player
from games.engines.five_o_four import board_words as words
from games.engines.five_o_four.core.words import WORDS
from games.web.boards.table import Table

TERRAIN = {
    "city": ("#c9b79c", "⌂"),
    "field": ("#f3e08a", "≡"),
    "forest": ("#6fa65a", "♣"),
    "meadow": ("#b8df8c", "\u2618"),
    "mountain": ("#a8a29e", "▲"),
    "water": ("#8ecae6", "≈"),
    "desert": ("#f4d6a0", "∴"),
}
#: Public companies (Shares 9.I/9.II) by the colour of their pieces.
COMPANY = {
    "green": "#16a34a",
    "white": "#f8fafc",
    "purple": "#7e22ce",
    "blue": "#2563eb",
    "orange": "#f97316",
}
#: The players' colours: none is a company's, so a piece's colour names one owner.
SEATS = ("#d9534f", "#0e7490", "#a16207", "#db2777")


def seat_colour(seat: int | None) -> str:
    return "#999" if seat is None or seat < 0 else SEATS[seat % len(SEATS)]


def companies(view: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    found = view.get("companies")
    return [c for c in found if isinstance(c, Mapping)] if isinstance(found, list) else []


def company_actors(view: Mapping[str, Any]) -> bool:
    """Do the pieces belong to public companies rather than to the players (Shares on
    TOP I/II: the view then counts its actors)?"""
    return "actors" in view and bool(companies(view))


def actors(view: Mapping[str, Any]) -> int:
    """How many own pieces on the board: the companies, or the players."""
    return int(view.get("actors") or view.get("players") or len(view.get("vp") or []))


def actor_colour(table: Table, actor: int) -> str:
    listed = companies(table.view)
    if company_actors(table.view) and actor < len(listed):
        return COMPANY.get(str(listed[actor].get("colour")), "#999")
    return table.colour(actor)


def actor_name(table: Table, actor: int) -> str:
    """A company by its name ("the green company"), a player by name."""
    who = words.actor(table.view, actor)
    return table.name(who.seat) if isinstance(who, Player) else table.say(who)


def terrain_name(table: Table, kind: str) -> str:
    return table.say(words.terrain_name(kind))


def good_name(table: Table, key: str) -> str:
    if key in WORDS.terms["good"]:
        return table.say(WORDS.term("good", key))
    return key.replace("_", " ")


def money(amount: Any) -> str:
    return pgettext("504", "{amount} M").format(amount=amount)
