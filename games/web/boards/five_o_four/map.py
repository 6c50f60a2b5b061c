"""504's world map: the hex spaces in their terrain's colour and mark, each with the
coordinate moves name it by ("drive to 0,-3"); roads; each owner's settlements, active and
exhausted inhabitants and capital in the owner's colour (a company's when companies own the
pieces); businesses, trading houses, wagons, neutral inhabitants, Exploration's VP tiles;
under the map the terrain legend, who is which colour, and the privileges row. Every text
stays inside the drawing; the module tracks are told in the panels."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from django.utils.translation import pgettext

from games.engines.five_o_four import board_words as words
from games.web.boards import svg
from games.web.boards.table import Table

from .common import (
    TERRAIN,
    actor_colour,
    actor_name,
    actors,
    company_actors,
    terrain_name,
)

SIZE = 36
MARGIN = 12


def _xy(key: str) -> tuple[float, float]:
    q, r = (int(part) for part in key.split(","))
    return SIZE * math.sqrt(3) * (q + r / 2), SIZE * 1.5 * r


def _ink(fill: str) -> str:
    """Black or white, whichever reads on ``fill``."""
    red, green, blue = (int(fill[i : i + 2], 16) for i in (1, 3, 5)) if len(fill) == 7 else (0,) * 3
    return "#000" if red * 0.3 + green * 0.59 + blue * 0.11 > 140 else "#fff"


def _people(table: Table, key: str, x: float, y: float) -> tuple[list[str], list[Any]]:
    """Each owner's pieces on a space: a settlement (a house), the active inhabitants (a
    filled disc with their number), the exhausted ones (a ring with theirs)."""
    drawn: list[str] = []
    said: list[Any] = []
    rows = 0
    for owner, where in enumerate(table.view.get("pop") or []):
        counts = where.get(key) if isinstance(where, dict) else None
        if not counts:
            continue
        settled, active, exhausted = [*counts, 0, 0, 0][:3]
        colour = actor_colour(table, owner)
        ink = _ink(colour)
        cy = y + 4 + rows * 13
        cx = x - 16
        if settled:
            drawn.append(
                svg.polygon(
                    [
                        (cx - 5, cy + 5),
                        (cx + 5, cy + 5),
                        (cx + 5, cy - 1),
                        (cx, cy - 6),
                        (cx - 5, cy - 1),
                    ],
                    fill=colour,
                    stroke="#000",
                    stroke_width=0.8,
                )
            )
        if active:
            drawn.append(svg.circle(cx + 13, cy, 5.5, fill=colour, stroke="#000", stroke_width=0.8))
            drawn.append(svg.text(cx + 13, cy + 3, active, 8, fill=ink, font_weight="bold"))
        if exhausted:
            drawn.append(svg.circle(cx + 26, cy, 5, fill="#fff", stroke=colour, stroke_width=2))
            drawn.append(svg.text(cx + 26, cy + 3, exhausted, 7, fill="#000"))
        said.append(words.population(words.actor(table.view, owner), counts))
        rows += 1
    return drawn, said


def _space(table: Table, key: str, kind: str, x: float, y: float) -> str:
    fill, mark = TERRAIN.get(kind, ("#ddd", ""))
    inner = [
        svg.polygon(
            svg.hex_corners(x, y, SIZE - 1, True), fill=fill, stroke="#555", stroke_width=1
        ),
        svg.text(x, y - SIZE * 0.42, mark, 12, fill="#333"),
        svg.text(x, y + SIZE * 0.78, key, 8, fill="#333"),
    ]
    for owner, capital in enumerate(table.view.get("capital") or []):
        if capital == key:
            inner.append(
                svg.polygon(
                    _star(x + SIZE * 0.42, y - SIZE * 0.38, 6),
                    fill=actor_colour(table, owner),
                    stroke="#000",
                    stroke_width=0.8,
                )
            )
    people, owners = _people(table, key, x, y)
    inner += people
    label = table.say(words.space_label(key, kind, owners))
    for owner, capital in enumerate(table.view.get("capital") or []):
        if capital == key:
            label += "; " + pgettext("504", "capital of {owner}").format(
                owner=actor_name(table, owner)
            )
    return svg.place(key, label, "".join(inner), key in table.clickable)


def _star(x: float, y: float, r: float) -> list[tuple[float, float]]:
    return [
        (
            x + (r if i % 2 == 0 else r / 2.3) * math.cos(math.radians(-90 + 36 * i)),
            y + (r if i % 2 == 0 else r / 2.3) * math.sin(math.radians(-90 + 36 * i)),
        )
        for i in range(10)
    ]


def _roads(table: Table, pos: dict[str, tuple[float, float]]) -> list[str]:
    drawn = []
    for road, owners in (table.view.get("roads") or {}).items():
        a, _, b = road.partition("|")
        if a not in pos or b not in pos:
            continue
        (x1, y1), (x2, y2) = pos[a], pos[b]
        for i, owner in enumerate(owners):
            who = owner[0] if isinstance(owner, list) else owner
            off = (i - (len(owners) - 1) / 2) * 4
            colour = actor_colour(table, who) if isinstance(who, int) and who >= 0 else "#555"
            name = actor_name(table, who) if isinstance(who, int) and who >= 0 else ""
            label = (
                pgettext("504", "{owner}'s road between {a} and {b}").format(owner=name, a=a, b=b)
                if name
                else pgettext("504", "Neutral road between {a} and {b}").format(a=a, b=b)
            )
            drawn.append(
                svg.place(
                    None,
                    label,
                    svg.line(x1 + off, y1 + off, x2 + off, y2 + off, stroke="#000", stroke_width=5)
                    + svg.line(
                        x1 + off, y1 + off, x2 + off, y2 + off, stroke=colour, stroke_width=3
                    ),
                    False,
                )
            )
    return drawn


def _owner(what: Any) -> int | None:
    """The owner of a business ({"owner": n, ...}) or the first of a city's trading houses."""
    if isinstance(what, dict) and isinstance(what.get("owner"), int):
        return int(what["owner"])
    if isinstance(what, list) and what and isinstance(what[0], int):
        return int(what[0])
    return None


def _buildings(table: Table, pos: dict[str, tuple[float, float]]) -> list[str]:
    drawn = []
    for kind, mark in (("businesses", "⚙"), ("houses", "⚑")):
        for key, what in (table.view.get(kind) or {}).items():
            if key not in pos:
                continue
            x, y = pos[key]
            owner = _owner(what)
            by = None if owner is None else words.actor(table.view, owner)
            if kind == "businesses":
                made = what.get("good") if isinstance(what, dict) else None
                label = table.say(words.business_label(key, by, made))
            else:
                label = table.say(words.house_label(key, by))
            fill = actor_colour(table, owner) if owner is not None else "#777"
            bx = x + SIZE * 0.3 if kind == "businesses" else x - SIZE * 0.75
            drawn.append(
                svg.place(
                    None,
                    label,
                    svg.rect(bx, y - 22, 14, 14, rx=2, fill=fill, stroke="#000")
                    + svg.text(bx + 7, y - 11, mark, 10, fill=_ink(fill)),
                    False,
                )
            )
    return drawn


def _factories(table: Table, pos: dict[str, tuple[float, float]]) -> list[str]:
    """Privileges' factories in a city (at most three, in building order)."""
    drawn = []
    for key, owners in (table.view.get("factories") or {}).items():
        if key not in pos or not isinstance(owners, list):
            continue
        x, y = pos[key]
        for n, owner in enumerate(owners):
            fx, fy = x - 20 + 14 * n, y + SIZE * 0.3
            fill = actor_colour(table, owner) if isinstance(owner, int) else "#777"
            drawn.append(
                svg.place(
                    None,
                    pgettext("504", "{owner}'s factory in {space}").format(
                        owner=actor_name(table, owner), space=key
                    ),
                    svg.polygon(
                        [
                            (fx, fy + 9),
                            (fx, fy + 2),
                            (fx + 4, fy),
                            (fx + 4, fy + 2),
                            (fx + 8, fy),
                            (fx + 8, fy + 2),
                            (fx + 12, fy),
                            (fx + 12, fy + 9),
                        ],
                        fill=fill,
                        stroke="#000",
                        stroke_width=0.8,
                    ),
                    False,
                )
            )
    return drawn


def _wagons(table: Table, pos: dict[str, tuple[float, float]]) -> list[str]:
    drawn = []
    for owner, wagon in enumerate(table.view.get("wagons") or []):
        at = wagon.get("at") if isinstance(wagon, dict) else None
        if at not in pos:
            continue
        x, y = pos[at]
        holds = wagon.get("cargo", [])
        wx = x - SIZE * 0.6 + 10 * owner
        drawn.append(
            svg.place(
                None,
                table.say(words.wagon_label(words.actor(table.view, owner), at, holds)),
                svg.rect(
                    wx, y + SIZE * 0.3, 10, 7, fill=actor_colour(table, owner), stroke="#000", rx=2
                )
                + svg.circle(wx + 2.5, y + SIZE * 0.3 + 8, 1.6, fill="#000")
                + svg.circle(wx + 7.5, y + SIZE * 0.3 + 8, 1.6, fill="#000"),
                False,
            )
        )
    return drawn


def _markers(table: Table, pos: dict[str, tuple[float, float]]) -> list[str]:
    """Military's neutral inhabitants and Exploration's VP tile stacks (5.I)."""
    drawn = []
    for key, count in (table.view.get("neutral") or {}).items():
        if key in pos and count:
            x, y = pos[key]
            drawn.append(
                svg.place(
                    None,
                    table.say(words.neutral_label(key, count)),
                    svg.circle(x + SIZE * 0.5, y - 2, 6, fill="#6b7280", stroke="#000")
                    + svg.text(x + SIZE * 0.5, y + 1, count, 8, fill="#fff", font_weight="bold"),
                    False,
                )
            )
    explore = table.view.get("explore")
    tiles = explore.get("vp_tiles") if isinstance(explore, dict) else None
    for key, count in (tiles or {}).items():
        if key in pos and count:
            x, y = pos[key]
            cx, cy = x + SIZE * 0.45, y + SIZE * 0.3
            drawn.append(
                svg.place(
                    None,
                    table.say(words.vp_tiles_label(key, count)),
                    svg.circle(cx, cy, 7, fill="#f2c14e", stroke="#8a6d1d")
                    + svg.text(cx, cy + 3, count, 9, fill="#000", font_weight="bold"),
                    False,
                )
            )
    return drawn


def _legend(table: Table, y: float, width: float) -> tuple[list[str], float]:
    """The terrains in use (colour, mark and name) and who plays which colour."""
    used = sorted({k for k in (table.view.get("spaces") or {}).values()}, key=list(TERRAIN).index)
    drawn = []
    x, row = float(MARGIN), y
    for kind in used:
        fill, mark = TERRAIN.get(kind, ("#ddd", ""))
        name = terrain_name(table, kind)
        step = 34 + svg.text_width(name, 12)
        if x + step > width - MARGIN:
            x, row = MARGIN, row + 22
        drawn.append(svg.rect(x, row, 18, 16, rx=2, fill=fill, stroke="#555"))
        drawn.append(svg.text(x + 9, row + 13, mark, 11))
        drawn.append(svg.text(x + 24, row + 13, name, 12, text_anchor="start"))
        x += step
    names = [terrain_name(table, k) for k in used]
    legend = [
        svg.place(
            None,
            pgettext("504", "Terrains: {names}").format(names=", ".join(names)),
            "".join(drawn),
            False,
        )
    ]
    x, row = float(MARGIN), row + 26
    owners = []
    if company_actors(table.view):  # the pieces are the companies', not the players'
        caption = pgettext("504", "Companies:")
        owners.append(svg.text(x, row + 13, caption, 12, text_anchor="start", font_weight="bold"))
        x += svg.text_width(caption, 12, bold=True) + 8
    for owner in range(actors(table.view)):
        name = actor_name(table, owner)
        step = 28 + svg.text_width(name, 12)
        if x + step > width - MARGIN:
            x, row = MARGIN, row + 22
        owners.append(svg.circle(x + 7, row + 8, 7, fill=actor_colour(table, owner), stroke="#000"))
        owners.append(svg.text(x + 18, row + 13, name, 12, text_anchor="start"))
        x += step
    if owners:
        legend.append(
            svg.place(
                None,
                pgettext("504", "Colours of the pieces: {owners}").format(
                    owners=", ".join(actor_name(table, a) for a in range(actors(table.view)))
                ),
                "".join(owners),
                False,
            )
        )
    pieces, row = _pieces(table, row + 26, width)
    return [*legend, *pieces], row + 24


def _house(cx: float, cy: float, fill: str) -> str:
    return svg.polygon(
        [(cx - 5, cy + 5), (cx + 5, cy + 5), (cx + 5, cy - 1), (cx, cy - 6), (cx - 5, cy - 1)],
        fill=fill,
        stroke="#000",
        stroke_width=0.8,
    )


def _pieces(table: Table, y: float, width: float) -> tuple[list[str], float]:
    """What the pieces on the spaces are (a house, a disc, a ring, a star, a grey disc)."""
    view = table.view
    ink = "#888"
    entries: list[tuple[Callable[[float, float], str], str]] = [
        (lambda x, y: _house(x, y, ink), pgettext("504", "settlement")),
        (
            lambda x, y: svg.circle(x, y, 5.5, fill=ink, stroke="#000"),
            pgettext("504", "active inhabitants"),
        ),
        (
            lambda x, y: svg.circle(x, y, 5, fill="#fff", stroke=ink, stroke_width=2),
            pgettext("504", "exhausted inhabitants"),
        ),
    ]
    if any(view.get("capital") or []):
        entries.append(
            (
                lambda x, y: svg.polygon(_star(x, y, 6), fill=ink, stroke="#000"),
                pgettext("504", "capital"),
            )
        )
    if any(isinstance(w, dict) and w.get("at") for w in view.get("wagons") or []):
        entries.append(
            (
                lambda x, y: (
                    svg.rect(x - 5, y - 5, 10, 7, fill=ink, stroke="#000", rx=2)
                    + svg.circle(x - 2.5, y + 3, 1.6, fill="#000")
                    + svg.circle(x + 2.5, y + 3, 1.6, fill="#000")
                ),
                pgettext("504", "wagon"),
            )
        )
    if view.get("neutral"):
        entries.append(
            (
                lambda x, y: svg.circle(x, y, 6, fill="#6b7280", stroke="#000"),
                pgettext("504", "neutral inhabitants"),
            )
        )
    drawn = []
    x, row = float(MARGIN), y
    for mark, name in entries:
        step = 30 + svg.text_width(name, 12)
        if x + step > width - MARGIN:
            x, row = MARGIN, row + 22
        drawn.append(mark(x + 7, row + 8))
        drawn.append(svg.text(x + 18, row + 13, name, 12, text_anchor="start"))
        x += step
    label = pgettext("504", "Pieces: {names}").format(names=", ".join(n for _, n in entries))
    return [svg.place(None, label, "".join(drawn), False)], row


def _privileges(table: Table, y: float, width: float) -> tuple[list[str], float]:
    row = (table.view.get("privileges") or {}).get("row") or []
    if not row:
        return [], y
    cells = [
        svg.text(
            MARGIN,
            y + 12,
            pgettext("504", "Privileges on offer"),
            12,
            text_anchor="start",
            font_weight="bold",
        )
    ]
    y += 18
    per_row = max(1, int((width - MARGIN) // 118))
    for i, entry in enumerate(row):
        x = MARGIN + (i % per_row) * 118
        cy = y + (i // per_row) * 42
        kind = str(entry.get("kind", ""))
        key = f"privilege:{kind}"
        cells.append(
            svg.place(
                key,
                table.say(words.privilege_label(kind, entry.get("price"))),
                svg.rect(x, cy, 110, 36, fill="#fff8e1", stroke="#a67c00", rx=4)
                + svg.text(x + 55, cy + 15, kind, 11)
                + svg.text(x + 55, cy + 29, table.say(words.price(entry.get("price"))), 10),
                key in table.clickable,
            )
        )
    rows = (len(row) + per_row - 1) // per_row
    return cells, y + rows * 42


def board(table: Table) -> str:
    spaces: dict[str, str] = table.view.get("spaces") or {}
    title = table.say(words.world_title(table.view.get("world")))
    if not spaces:
        return svg.document(380, 40, [svg.text(190, 24, table.say(words.no_board()))], title)
    points = {k: _xy(k) for k in spaces}
    min_x = min(x for x, _ in points.values()) - SIZE - MARGIN
    min_y = min(y for _, y in points.values()) - SIZE - MARGIN
    width = max(max(x for x, _ in points.values()) - min_x + SIZE + MARGIN, 420)
    map_h = max(y for _, y in points.values()) - min_y + SIZE + MARGIN
    pos = {k: (x - min_x, y - min_y) for k, (x, y) in points.items()}
    body = [_space(table, key, kind, *pos[key]) for key, kind in spaces.items()]
    body += _roads(table, pos) + _buildings(table, pos) + _factories(table, pos)
    body += _wagons(table, pos) + _markers(table, pos)
    legend, y = _legend(table, map_h + 4, width)
    privileges, y = _privileges(table, y + 4, width)
    return svg.document(width, y + 6, [*body, *legend, *privileges], title)
