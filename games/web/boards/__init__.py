"""Board renderers, one module per engine: ``draw(view, seat, clickable) -> svg`` and ``place_of``.

A renderer gets only the VIEW the page's seat may see (engine.view), so it cannot leak what
the seat may not see; it may read its engine package's data/catalog modules for geometry.
``place_of(move)`` names where a legal move sits on the drawing (a location, hex, action
space); the drawing marks that place clickable. Unknown engines get the generic drawing.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from games.web.boards import generic, svg

MODULES = {
    "brass-birmingham": "brass_birmingham",
    "age-of-steam": "age_of_steam",
    "russian-railroads": "russian_railroads",
    "504": "five_o_four",
}


def renderer(slug: str) -> ModuleType:
    name = MODULES.get(slug)
    if name is None:
        return generic
    try:
        return importlib.import_module(f"games.web.boards.{name}")
    except ModuleNotFoundError:  # an engine whose drawing is not written yet
        return generic


def draw(slug: str, view: dict[str, Any], seat: int | None, clickable: set[str]) -> str:
    return str(renderer(slug).draw(view, seat, clickable))


def seat_colour(slug: str, seat: int) -> str:
    """A seat's colour on the page, the engine's own where its renderer names them."""
    module = renderer(slug)
    return str(getattr(module, "seat_colour", svg.colour_of)(seat))


def place_of(slug: str, move: dict[str, Any]) -> str | None:
    module = renderer(slug)
    found = getattr(module, "place_of", generic.place_of)(move)
    return None if found is None else str(found)
