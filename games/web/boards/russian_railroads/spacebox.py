"""One action space of Russian Railroads' main board as printed: its price (a pawn per
worker, a coin per coin), what it gives, the track colour it builds with, who stands on it;
crossed out where this game's side of the board (2 players, solo) does not use it."""

from __future__ import annotations

from typing import Any

from django.utils.translation import pgettext

from games.engines.russian_railroads import catalog
from games.web.boards import svg
from games.web.boards.table import Table

from . import draw
from .common import (
    EDGE,
    PAPER,
    TRACK_FILL,
    cost_words,
    effect_words,
    occupant_words,
    space_name,
)
from .layout import Box


def on_board(view: dict[str, Any], space: str) -> bool:
    """Is the space printed (and not covered) on this game's side of the board?"""
    found = catalog.SPACES.get(space)
    if found is None:
        return False
    return str(view.get("side", "34")) in found.sides and (found.solo or not view.get("solo"))


def idle(view: dict[str, Any], space: str) -> str:
    """Why a printed space cannot be used this round ("" when it can)."""
    found = catalog.SPACES[space]
    last = view.get("round") == view.get("rounds")
    if found.last_round_only and not last:
        return pgettext("russian-railroads", "last round only")
    if found.not_last_round and last:
        return pgettext("russian-railroads", "not in the last round")
    return ""


def _colours(effect: dict[str, Any]) -> list[int]:
    """The track colours a space builds with, for the band across its top."""
    slots = list(effect.get("track", []))
    if not slots:
        return []
    if any("any" in slot for slot in slots):
        return list(range(len(TRACK_FILL)))
    found: list[int] = []
    for slot in slots:
        for colour in slot:
            if catalog.CI[colour] not in found:
                found.append(catalog.CI[colour])
    return found


def _band(box: Box, colours: list[int]) -> str:
    width = box.w / len(colours)
    return "".join(
        svg.rect(box.x + n * width, box.y, width, 6, fill=TRACK_FILL[c], stroke="none")
        for n, c in enumerate(colours)
    )


def crossed(table: Table, space: str, box: Box) -> str:
    """A space this side of the board covers (the printed crossed-out bars)."""
    name = space_name(table, space)
    label = pgettext("russian-railroads", "{space}: not used in this game").format(space=name)
    body = svg.rect(box.x, box.y, box.w, box.h, rx=5, fill="#e4e0d6", stroke="#b5ab95")
    body += svg.line(box.x + 6, box.y + 6, box.x + box.w - 6, box.bottom - 6, stroke="#8a7a5a")
    body += svg.line(box.x + 6, box.bottom - 6, box.x + box.w - 6, box.y + 6, stroke="#8a7a5a")
    return svg.place(None, label, body, False)


def space_box(
    table: Table,
    space: str,
    box: Box,
    effect: dict[str, Any] | None = None,
    title: str = "",
    caption: str = "",
    fill: str = PAPER,
) -> str:
    """One action space: its price, what it gives, who stands on it."""
    view = table.view
    found = catalog.SPACES.get(space)
    workers = found.workers if found else 1
    coins = found.coins if found else 0
    effect = effect if effect is not None else dict(found.effect if found else {})
    caption = (
        caption
        or ", ".join(effect_words(table, effect))
        or pgettext("russian-railroads", "no engineer here")
    )
    why = idle(view, space) if found else ""
    entries = list((view.get("spaces") or {}).get(space) or [])
    body = [svg.rect(box.x, box.y, box.w, box.h, rx=5, fill="#eee" if why else fill, stroke=EDGE)]
    colours = _colours(effect)
    if colours:
        body.append(_band(box, colours))
    body.append(draw.cost(box.x + 2, box.y + 22, workers, coins))
    # Who stands here: top right, beside the price, so the caption has the space below.
    at = box.x + box.w - draw.occupants_width(entries) - 2
    body.append(draw.occupants(table, at + draw.PAWN / 2, box.y + 22, entries))
    lines = max(2, int((box.h - (44 if why else 30)) / 14))
    body.append(draw.lines_of(box.cx, box.y + 44, caption, 12, box.w - 8, lines, fill="#222"))
    if why:
        body.append(draw.fit(box.cx, box.bottom - 5, why, 11, box.w - 10, fill="#555"))
    name = title or space_name(table, space)
    label = pgettext("russian-railroads", "{space}: {gives}; costs {cost}").format(
        space=name, gives=caption, cost=cost_words(workers, coins)
    )
    if why:
        label += f" ({why})"
    taken = [occupant_words(table, e) for e in entries]
    label += "; " + (
        pgettext("russian-railroads", "taken by {who}").format(who=", ".join(taken))
        if taken
        else pgettext("russian-railroads", "free")
    )
    return svg.place(space, label, "".join(body), space in table.clickable)
