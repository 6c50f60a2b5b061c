"""Board renderers, one module per engine, and the one way the page calls them.

A renderer gets only the VIEW the page's seat may see (engine.view), so it cannot leak what
the seat may not see; it may read its engine package's data/catalog modules for geometry.

A module on the page frame answers, from a :class:`~games.web.boards.table.Table`:
``board(table) -> svg`` (the game's board), ``panels(table) -> Panels`` (each player's board
and figures, the reader's hand, common displays), ``place_of(move)`` (where a legal move sits
on the drawing: a location, a link, an action space; drawn clickable) and ``move_steps``
(how the move builder asks for a move, step by step). A module not there yet (Age of Steam
and 504 while their engines are rebuilt) keeps ``draw(view, seat, clickable)``; the generic
module stands in for everything else it lacks, so every page still works.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from types import ModuleType
from typing import Any

from games.engines.core import get_engine
from games.web.boards import generic, svg
from games.web.boards.table import Panels, Table

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
    """The board for ``seat`` without names (previews, older callers)."""
    return board(table_of(slug, view, seat, (), clickable))


def table_of(
    slug: str,
    view: dict[str, Any],
    seat: int | None,
    names: Sequence[str],
    clickable: set[str] | frozenset[str] = frozenset(),
    marked: set[str] | frozenset[str] = frozenset(),
) -> Table:
    count = max(len(names), _players_in(view))
    colours = [seat_colour(slug, s) for s in range(count)]
    return Table(
        slug=slug,
        view=view,
        seat=seat,
        names=list(names) + [""] * (count - len(names)),
        colours=colours,
        colour_names=[str(svg.COLOUR_NAMES.get(c, "")) for c in colours],
        clickable=frozenset(clickable),
        marked=frozenset(marked),
    )


def _players_in(view: dict[str, Any]) -> int:
    for key in ("players", "pl", "seats"):
        if isinstance(view.get(key), list):
            return len(view[key])
    return 0


def board(table: Table) -> str:
    module = renderer(table.slug)
    if hasattr(module, "board"):
        return str(module.board(table))
    return str(module.draw(table.view, table.seat, set(table.clickable)))


def panels(table: Table) -> Panels:
    module = renderer(table.slug)
    if hasattr(module, "panels"):
        found: Panels = module.panels(table)
        return found
    return generic.fallback_panels(table, get_engine(table.slug))


def on_frame(slug: str) -> bool:
    """True when the engine's module lays out its own panels (no generic fact lists)."""
    return hasattr(renderer(slug), "panels")


def seat_colour(slug: str, seat: int) -> str:
    """A seat's colour on the page, the engine's own where its renderer names them."""
    module = renderer(slug)
    return str(getattr(module, "seat_colour", svg.colour_of)(seat))


def place_of(slug: str, move: dict[str, Any]) -> str | None:
    module = renderer(slug)
    found = getattr(module, "place_of", generic.place_of)(move)
    return None if found is None else str(found)
