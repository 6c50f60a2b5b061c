"""The engineer row of Russian Railroads' main board as printed: the preview fields lying
upright (their engineers come in later rounds; an empty field shows its printed number, so
the lowest number seen is the rounds left, as the rulebook says), the crosswise fields whose
engineers everyone may use, the coin field on the right (hire its engineer), and the
majority track (40 / 20 points for the most engineers at the end)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import npgettext, pgettext

from games.engines.russian_railroads import catalog
from games.web.boards import svg
from games.web.boards.table import Table

from . import draw
from .common import EDGE, effect_words, space_name
from .layout import ENGINEER_FIELDS, GONE, MAJORITY, Box
from .spacebox import on_board, space_box

RUST = "#8b3a2a"  # the engineers' red-brown back
LIGHT = "#f3e6c4"  # their light (action) side


def _number(box: Box, number: int) -> str:
    return svg.text(
        box.x + box.w - 12, box.bottom - 6, number, 12, font_weight="bold", fill="#7a4b00"
    )


def _upright(table: Table, field: int, box: Box, number: int | None) -> str:
    """A preview field: its printed number, or the engineer lying on it (back up)."""
    if number is None:
        body = svg.rect(box.x, box.y, box.w, box.h, rx=4, fill="none", stroke="#bba98a")
        body += svg.text(box.cx, box.y + box.h / 2 + 9, field, 26, fill="#c9b894")
        label = pgettext("russian-railroads", "Engineer field {field}: empty").format(field=field)
        return svg.place(None, label, body, False)
    gives = ", ".join(effect_words(table, dict(catalog.ENGINEERS[number])))
    body = svg.rect(box.x, box.y, box.w, box.h, rx=4, fill=RUST, stroke="#333")
    body += svg.text(box.cx, box.y + box.h / 2 + 9, number, 26, fill="#fff", font_weight="bold")
    label = pgettext(
        "russian-railroads", "Engineer field {field}: engineer {number} ({gives}), comes later"
    ).format(field=field, number=number, gives=gives)
    return svg.place(None, label, body, False)


def _rows(view: dict[str, Any]) -> tuple[dict[int | str, Box], list[int | None]]:
    side = "2" if view.get("side") == "2" else "34"
    return ENGINEER_FIELDS[side], list(view.get("engineer_row") or [])


def engineers(table: Table) -> list[str]:
    view = table.view
    fields, row = _rows(view)
    across = [
        f for f, s in ((2, "public_engineer_2"), (1, "public_engineer_1")) if on_board(view, s)
    ]
    upright = [f for f in fields if isinstance(f, int) and f not in across]
    first = min(b.x for b in fields.values())
    top = min(b.y for b in fields.values())
    parts = [
        svg.text(
            first,
            top - 6,
            pgettext("russian-railroads", "Engineers"),
            15,
            text_anchor="start",
            font_weight="bold",
        )
    ]
    for field in upright:
        assert isinstance(field, int)
        index = len(row) - 1 - field
        number = row[index] if 0 <= index < len(row) else None
        parts.append(_upright(table, field, fields[field], number))
    for field, space in ((2, "public_engineer_2"), (1, "public_engineer_1")):
        if field not in across:
            continue
        box = fields[field]
        index = len(row) - 1 - field
        number = row[index] if 0 <= index < len(row) else None
        effect = dict(catalog.ENGINEERS[number]) if number is not None else {}
        title = (
            pgettext("russian-railroads", "Engineer {number} (public)").format(number=number)
            if number is not None
            else space_name(table, space)
        )
        parts.append(space_box(table, space, box, effect, title, fill=LIGHT))
        if number is not None:
            parts.append(_number(box, number))
    parts += _hire(table, fields["hire"], row[-1] if row else None)
    parts += _majority(table)
    return parts


def _hire(table: Table, box: Box, hired: int | None) -> list[str]:
    title = (
        pgettext("russian-railroads", "Hire engineer {number}").format(number=hired)
        if hired is not None
        else space_name(table, "hire_engineer")
    )
    caption = (
        pgettext("russian-railroads", "hire: {gives}").format(
            gives=", ".join(effect_words(table, dict(catalog.ENGINEERS[hired])))
        )
        if hired is not None
        else pgettext("russian-railroads", "no engineer here")  # all hired or gone
    )
    parts = [space_box(table, "hire_engineer", box, {"hire": 1}, title, caption, fill="#ead7c9")]
    if hired is not None:
        parts.append(_number(box, hired))
    return parts


def _majority(table: Table) -> list[str]:
    first, second = catalog.MAJORITY[0], catalog.MAJORITY[1]
    text = pgettext(
        "russian-railroads", "Most engineers at the end: {first}, second most: {second}"
    ).format(first=first, second=second)
    box = MAJORITY
    body = svg.rect(box.x, box.y, box.w, box.h, rx=4, fill="#fff7e0", stroke=EDGE)
    body += draw.fit(box.x + 8, box.y + box.h / 2 + 4, text, 11, box.w - 16, text_anchor="start")
    parts = [svg.place(None, text, body, False)]
    gone = len(table.view.get("engineers_gone") or [])
    if gone:
        said = npgettext(
            "russian-railroads", "{n} engineer gone", "{n} engineers gone", gone
        ).format(n=gone)
        body = draw.lines_of(GONE.cx, GONE.y + 12, said, 11, GONE.w, 2, fill="#555")
        parts.append(svg.place(None, said, body, False))
    return parts
