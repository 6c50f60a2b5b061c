"""How the move builder asks for a Russian Railroads move by clicking: after the action,
the action space on the board (placing workers, reusing or moving to a space); the rest of
the move (workers and coins paid, line, locomotive) is then chosen in words. An end-game
card is named to the player keeping it (the move's notation hides it from the others)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import pgettext

from games.web.boards.table import Table
from games.web.builder import Step

from .common import endgame_name, space_name
from .panels import place_of


def move_places(move: dict[str, Any], table: Table) -> list[Step]:
    place = place_of(move)
    if move.get("type") in ("place", "reuse", "relocate") and place is not None:
        return [Step(pgettext("builder", "Which space?"), place, space_name(table, place), place)]
    return []


def move_words(move: dict[str, Any], table: Table) -> str | None:
    """The builder's words where the notation says less than the chooser sees."""
    card = move.get("card")
    if move.get("type") == "endgame" and isinstance(card, str) and card != "hidden":
        return pgettext("russian-railroads", "keep the end-game card “{card}”").format(
            card=endgame_name(table, card)
        )
    return None
