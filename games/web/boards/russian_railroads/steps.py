"""How the move builder asks for a Russian Railroads move by clicking: after the action,
the action space on the board (placing workers, reusing or moving to a space); the rest of
the move (workers and coins paid, line, locomotive) is then chosen in the engine's words
(which name an end-game card to the player keeping it)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import pgettext

from games.web.boards.table import Table
from games.web.builder import Step

from .common import space_name
from .panels import place_of


def move_places(move: dict[str, Any], table: Table) -> list[Step]:
    place = place_of(move)
    if move.get("type") in ("place", "reuse", "relocate") and place is not None:
        return [Step(pgettext("builder", "Which space?"), place, space_name(table, place), place)]
    return []
