"""Brass: Birmingham's map: locations with their industry spaces and tiles (cubes and beer
on them), merchants with their tiles, beer and bonus, canal and rail links, the coal and iron
markets and a legend. Places a legal move names are buttons (click, or Tab and Enter)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import pgettext

from games.engines.brass_birmingham import catalog, words
from games.web.boards import svg
from games.web.boards.table import Table

from .common import (
    CUBE,
    DARK,
    INDUSTRY_FILL,
    ROMAN,
    SLOT,
    beer_bonus,
    centre,
    industry_name,
    link_name,
    merchant_goods,
    place_name,
)

WIDTH, HEIGHT = 1010, 990


def _links(table: Table) -> list[str]:
    built = table.view.get("links") or {}
    body = []
    for link_id, link in catalog.LINKS.items():
        ends = [centre(e) for e in link.ends]
        (x1, y1), (x2, y2) = ends[0], ends[1]
        mine = built.get(link_id)
        key = f"link:{link_id}"
        clickable = key in table.clickable
        names = link_name(table, link_id)
        if link.canal and link.rail:
            kinds = pgettext("brass-birmingham", "canal and rail")
        elif link.canal:
            kinds = pgettext("brass-birmingham", "canal only")
        else:
            kinds = pgettext("brass-birmingham", "rail only")
        label = pgettext("brass-birmingham", "Link {names} ({kinds})").format(
            names=names, kinds=kinds
        )
        if mine:
            label += "; " + pgettext("brass-birmingham", "{kind} built by {player}").format(
                kind=table.say(words.WORDS.term("link", mine.get("kind", "canal"))),
                player=table.name(mine["owner"]),
            )
        colour = table.colour(mine["owner"]) if mine else ("#6aa9d8" if link.canal else "#999")
        parts = [
            svg.line(
                x1,
                y1,
                x2,
                y2,
                stroke=colour,
                stroke_width=9 if mine else 3,
                stroke_dasharray=None if link.canal or mine else "6 4",
            )
        ]
        if len(ends) > 2:
            mx, my = (x1 + x2) / 2, (y1 + y2) / 2
            parts.append(svg.line(mx, my, *ends[2], stroke=colour, stroke_width=3))
        if clickable:
            parts.append(svg.line(x1, y1, x2, y2, stroke="transparent", stroke_width=16))
        body.append(svg.place(key, label, "".join(parts), clickable))
    return body


def _cubes(x: float, y: float, industry: str, count: int) -> str:
    """Coal, iron or beer on a tile: small squares (beer: barrels, round)."""
    parts = []
    for i in range(count):
        cx = x + 3 + (i % 3) * 8
        cy = y + (i // 3) * 8
        if industry == "brewery":
            parts.append(svg.circle(cx + 3, cy + 3, 3.2, fill=CUBE[industry], stroke="#fff"))
        else:
            parts.append(svg.rect(cx, cy, 6, 6, fill=CUBE.get(industry, "#555"), stroke="#fff"))
    return "".join(parts)


def _slot(table: Table, x: float, y: float, icons: frozenset[str], tile: Any) -> tuple[str, str]:
    """One industry space: (drawing, words)."""
    if not tile:
        ordered = [i for i in catalog.INDUSTRIES if i in icons]
        band = (SLOT - 2) / max(1, len(ordered))
        parts = [
            svg.rect(
                x + n * band,
                y,
                band,
                28,
                fill=INDUSTRY_FILL[i],
                opacity="0.45",
                stroke="none",
            )
            for n, i in enumerate(ordered)
        ]
        parts.append(svg.rect(x, y, SLOT - 2, 28, rx=3, fill="none", stroke="#999"))
        names = pgettext("brass-birmingham", "free space for {industries}").format(
            industries=pgettext("brass-birmingham", " or ").join(
                industry_name(table, i) for i in ordered
            )
        )
        return "".join(parts), names
    industry = tile["industry"]
    ink = "#fff" if industry in DARK else "#000"
    parts = [
        svg.rect(
            x,
            y,
            SLOT - 2,
            28,
            rx=3,
            fill=INDUSTRY_FILL.get(industry, "#ccc"),
            stroke=table.colour(tile["owner"]),
            stroke_width=3,
        ),
        svg.text(
            x + SLOT / 2 - 1,
            y + 11,
            ("✓" if tile.get("flipped") else "") + ROMAN[tile["level"]],
            9.5,
            fill=ink,
            font_weight="bold",
        ),
    ]
    cubes = int(tile.get("cubes") or 0)
    if cubes:
        parts.append(_cubes(x, y + 15, industry, cubes))
    said = pgettext("brass-birmingham", "{player}'s {industry} {level}").format(
        player=table.name(tile["owner"]),
        industry=industry_name(table, industry),
        level=ROMAN[tile["level"]],
    )
    if tile.get("flipped"):
        said += ", " + pgettext("brass-birmingham", "flipped")
    if cubes:
        what = {
            "coal_mine": pgettext("brass-birmingham", "{n} coal"),
            "iron_works": pgettext("brass-birmingham", "{n} iron"),
            "brewery": pgettext("brass-birmingham", "{n} beer"),
        }.get(industry, "{n}")
        said += ", " + what.format(n=cubes)
    return "".join(parts), said


def _location(table: Table, loc_id: str) -> str:
    location = catalog.LOCATIONS[loc_id]
    x, y = centre(loc_id)
    tiles = (table.view.get("tiles") or {}).get(loc_id) or [None] * len(location.slots)
    w = SLOT * len(location.slots) + 8
    name = place_name(table, loc_id)
    parts = [
        svg.rect(
            x - w / 2, y - 26, w, 52, rx=6, fill="#fffdf5", stroke="#7a6a4a", stroke_width=1.5
        ),
        svg.text(x, y - 14, name, 10, font_weight="bold"),
    ]
    described = []
    for i, icons in enumerate(location.slots):
        tile = tiles[i] if i < len(tiles) else None
        drawn, said = _slot(table, x - w / 2 + 4 + i * SLOT, y - 8, icons, tile)
        parts.append(drawn)
        described.append(said)
    label = f"{name}: " + "; ".join(described)
    return svg.place(loc_id, label, "".join(parts), loc_id in table.clickable)


def _merchant(table: Table, merchant_id: str) -> str:
    """A merchant: its tiles (the goods each buys, in the industries' colours, "any" or
    none), a beer barrel under each tile that still has one, and the beer bonus in words."""
    x, y = centre(merchant_id)
    spaces = [m for m in table.view.get("merchants") or [] if m.get("location") == merchant_id]
    name = place_name(table, merchant_id)
    bonus = beer_bonus(table, merchant_id)
    parts = [
        svg.rect(x - 64, y - 27, 128, 70, rx=4, fill="#e8eef7", stroke="#4a6a9a"),
        svg.text(x, y - 14, name, 10, font_weight="bold"),
    ]
    for n, line in enumerate(svg.two_lines(bonus, 9.5, 122)):
        parts.append(svg.fitted(x, y + 29 + n * 11, line, 9.5, 122, fill="#333"))
    said = []
    for n, space in enumerate(spaces):
        goods = merchant_goods(table, space["tile"])
        bx = x - 60 + n * (120 / max(1, len(spaces)))
        bw = 120 / max(1, len(spaces)) - 4
        buys = catalog.MERCHANT_TILES[space["tile"]].buys
        ordered = [i for i in catalog.INDUSTRIES if i in buys]
        if len(ordered) == 3:
            parts.append(svg.rect(bx, y - 8, bw, 13, rx=2, fill="#fff", stroke="#4a6a9a"))
            parts.append(svg.text(bx + bw / 2, y + 2, pgettext("brass-birmingham", "any"), 9.5))
        elif ordered:
            band = bw / len(ordered)
            for k, ind in enumerate(ordered):
                parts.append(svg.rect(bx + k * band, y - 8, band, 13, fill=INDUSTRY_FILL[ind]))
        else:
            parts.append(svg.rect(bx, y - 8, bw, 13, fill="#fff", stroke="#bbb"))
            parts.append(svg.line(bx, y - 8, bx + bw, y + 5, stroke="#bbb"))
        if space.get("beer"):
            cx = bx + bw / 2
            parts.append(svg.rect(cx - 5, y + 8, 10, 10, rx=3, fill=CUBE["brewery"], stroke="#000"))
            parts.append(svg.line(cx - 5, y + 13, cx + 5, y + 13, stroke="#000", stroke_width=0.6))
        beer = (
            pgettext("brass-birmingham", "with a beer barrel")
            if space.get("beer")
            else pgettext("brass-birmingham", "no beer")
        )
        said.append(f"{goods} ({beer})")
    if not spaces:
        parts.append(
            svg.text(x, y + 4, pgettext("brass-birmingham", "no merchant tile"), 9.5, fill="#555")
        )
    label = pgettext("brass-birmingham", "Merchant {name}: {tiles}; {bonus}").format(
        name=name,
        tiles="; ".join(said) or pgettext("brass-birmingham", "no merchant tile"),
        bonus=bonus,
    )
    return svg.place(merchant_id, label, "".join(parts), merchant_id in table.clickable)


def _markets(table: Table, x: float, y: float) -> list[str]:
    body = []
    markets = (
        (
            pgettext("brass-birmingham", "Coal market"),
            "coal",
            "coal_market",
            catalog.COAL_CAPACITY,
            "#222",
        ),
        (
            pgettext("brass-birmingham", "Iron market"),
            "iron",
            "iron_market",
            catalog.IRON_CAPACITY,
            "#e67e22",
        ),
    )
    for i, (title, kind, key, capacity, colour) in enumerate(markets):
        cubes = int(table.view.get(key) or 0)
        mx = x + i * 75
        parts = [svg.text(mx + 25, y, title, 10, font_weight="bold")]
        for c in range(capacity):
            parts.append(
                svg.rect(
                    mx + 15,
                    y + 8 + c * 14,
                    20,
                    12,
                    fill=colour if c >= capacity - cubes else "#fff",
                    stroke="#888",
                )
            )
            if c % 2 == 0:  # the price of the two spaces beside it
                price = (c // 2) + 1
                parts.append(svg.text(mx + 45, y + 24 + c * 14, f"£{price}", 9.5, fill="#555"))
        price = catalog.buy_price(kind, cubes)
        next_cube = pgettext("brass-birmingham", "next cube £{price}").format(price=price)
        for n, line in enumerate(svg.two_lines(next_cube, 9.5, 70)):
            parts.append(svg.fitted(mx + 25, y + 24 + capacity * 14 + n * 11, line, 9.5, 70))
        said = pgettext("brass-birmingham", "{market}: {cubes} of {capacity} cubes, {next}")
        body.append(
            svg.place(
                None,
                said.format(market=title, cubes=cubes, capacity=capacity, next=next_cube),
                "".join(parts),
                False,
            )
        )
    return body


def _legend(table: Table, x: float, y: float) -> str:
    parts = [
        svg.text(
            x,
            y,
            pgettext("brass-birmingham", "Industries"),
            10,
            font_weight="bold",
            text_anchor="start",
        )
    ]
    names = []
    for n, industry in enumerate(catalog.INDUSTRIES):
        ly = y + 10 + n * 17
        name = industry_name(table, industry)
        names.append(name)
        parts.append(svg.rect(x, ly, 14, 12, fill=INDUSTRY_FILL[industry], stroke="#666"))
        parts.append(svg.text(x + 20, ly + 10, name, 10, text_anchor="start"))
    ly = y + 10 + len(catalog.INDUSTRIES) * 17 + 6
    parts.append(svg.line(x, ly + 5, x + 16, ly + 5, stroke="#6aa9d8", stroke_width=3))
    parts.append(
        svg.text(
            x + 20, ly + 9, pgettext("brass-birmingham", "canal and rail"), 10, text_anchor="start"
        )
    )
    parts.append(
        svg.line(x, ly + 22, x + 16, ly + 22, stroke="#999", stroke_width=3, stroke_dasharray="6 4")
    )
    parts.append(
        svg.text(
            x + 20, ly + 26, pgettext("brass-birmingham", "rail only"), 10, text_anchor="start"
        )
    )
    label = pgettext("brass-birmingham", "Legend: {names}").format(names=", ".join(names))
    return svg.place(None, label, "".join(parts), False)


def board(table: Table) -> str:
    view = table.view
    body = _links(table)
    body += [_location(table, loc) for loc in catalog.LOCATIONS]
    body += [_merchant(table, m) for m in catalog.MERCHANTS]
    era = table.say(words.WORDS.term("era", str(view.get("era", "canal"))))
    heading = pgettext("brass-birmingham", "{era}, round {round}").format(
        era=era, round=view.get("round")
    )
    body.append(svg.text(850, 200, heading, 12, text_anchor="start", font_weight="bold"))
    body += _markets(table, 850, 230)
    body.append(_legend(table, 850, 520))
    title = pgettext("brass-birmingham", "Brass: Birmingham board, {heading}").format(
        heading=heading
    )
    return svg.document(WIDTH, HEIGHT, body, title)
