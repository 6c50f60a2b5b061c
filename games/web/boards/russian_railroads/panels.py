"""Russian Railroads' panels: each player's figures and board, the reader's end-game cards
(held face down: only their owner sees them), and where a legal move sits on the board."""

from __future__ import annotations

from typing import Any

from django.utils.translation import pgettext

from games.web.boards.table import Panels, PlayerPanel, Section, Table, items_html

from .common import endgame_name
from .player import player_board, player_facts


def place_of(move: dict[str, Any]) -> str | None:
    """The board place a move names: an action space, a start bonus card, a ?-card."""
    kind = move.get("type")
    if kind == "bonus" and isinstance(move.get("card"), str):
        return f"bonus:{move['card']}"
    if kind == "card" and isinstance(move.get("card"), str):
        return f"card:{move['card']}"
    if kind in ("place", "reuse", "relocate") and isinstance(move.get("space"), str):
        return str(move["space"])
    return None


def panels(table: Table) -> Panels:
    found = Panels()
    for seat, player in enumerate(table.view.get("players") or []):
        found.players.append(
            PlayerPanel(seat, player_facts(table, player), player_board(table, seat, player))
        )
    you = table.view.get("you")
    if table.seat is not None and isinstance(you, dict):
        kept = [endgame_name(table, c) for c in you.get("endgame") or []]
        found.sections.append(
            Section(
                pgettext("russian-railroads", "Your end-game cards (face down)"),
                items_html(kept, "items cards"),
                private=True,
                key="endgame",
            )
        )
        browsing = [endgame_name(table, c) for c in you.get("browsing") or []]
        if browsing:
            found.sections.append(
                Section(
                    pgettext("russian-railroads", "End-game cards you are looking through"),
                    items_html(browsing, "items cards"),
                    private=True,
                    key="browsing",
                )
            )
    return found
