"""Brass: Birmingham: the map (locations with their industry slots, merchants, canal and rail
links), the coal and iron markets, and each player's mat (tiles left per industry and level).

Location and merchant positions are drawn schematically after the printed board's geography;
slots, links, merchants and markets come from the engine's catalog and the seat's view.
"""

from __future__ import annotations

from typing import Any

from games.engines.brass_birmingham import catalog
from games.web.boards import svg

POS = {
    "warrington": (70, 50),
    "leek": (330, 60),
    "belper": (560, 55),
    "nottingham": (790, 80),
    "stoke_on_trent": (200, 120),
    "derby": (680, 150),
    "stone": (250, 220),
    "uttoxeter": (430, 200),
    "stafford": (330, 300),
    "burton_on_trent": (600, 270),
    "farm_brewery_north": (160, 330),
    "cannock": (420, 390),
    "tamworth": (650, 400),
    "shrewsbury": (45, 450),
    "wolverhampton": (250, 450),
    "walsall": (430, 490),
    "coalbrookdale": (120, 530),
    "nuneaton": (760, 500),
    "dudley": (290, 580),
    "birmingham": (520, 600),
    "coventry": (780, 640),
    "kidderminster": (200, 680),
    "farm_brewery_south": (110, 800),
    "redditch": (480, 760),
    "worcester": (270, 830),
    "gloucester": (330, 930),
    "oxford": (700, 900),
}
SHORT = {
    "cotton_mill": "Cot",
    "coal_mine": "Coal",
    "iron_works": "Iron",
    "manufacturer": "Man",
    "pottery": "Pot",
    "brewery": "Beer",
}
INDUSTRY_FILL = {
    "cotton_mill": "#f3e8c8",
    "coal_mine": "#444",
    "iron_works": "#e67e22",
    "manufacturer": "#b9c9e8",
    "pottery": "#c8a2c8",
    "brewery": "#e6c25a",
}
SLOT = 30


def place_of(move: dict[str, Any]) -> str | None:
    if move.get("type") in ("network", "rail2") and isinstance(move.get("link"), str):
        return f"link:{move['link']}"
    for key in ("location", "source"):
        if isinstance(move.get(key), str) and move[key] in POS:
            return str(move[key])
    return None


def _centre(place: str) -> tuple[float, float]:
    return POS.get(place, (500, 500))


def _links(view: dict[str, Any], clickable: set[str]) -> list[str]:
    built = view.get("links") or {}
    body = []
    for link_id, link in catalog.LINKS.items():
        ends = [_centre(e) for e in link.ends]
        (x1, y1), (x2, y2) = ends[0], ends[1]
        mine = built.get(link_id)
        key = f"link:{link_id}"
        kinds = (
            "canal and rail" if link.canal and link.rail else ("canal" if link.canal else "rail")
        )
        label = f"Link {catalog.LINK_NAMES[link_id]} ({kinds})"
        if mine:
            label += f", built by player {mine['owner'] + 1} ({mine.get('kind')})"
        colour = svg.colour_of(mine["owner"]) if mine else ("#6aa9d8" if link.canal else "#999")
        parts = [
            svg.line(
                x1,
                y1,
                x2,
                y2,
                stroke=colour,
                stroke_width=9 if mine else 3,
                stroke_dasharray=None if link.canal or mine else "6 4",
                class_="hit" if key in clickable else None,
            )
        ]
        if len(ends) > 2:
            mx, my = (x1 + x2) / 2, (y1 + y2) / 2
            parts.append(svg.line(mx, my, *ends[2], stroke=colour, stroke_width=3))
        if key in clickable:
            parts.append(svg.line(x1, y1, x2, y2, stroke="transparent", stroke_width=14))
        body.append(svg.place(key, label, "".join(parts), key in clickable))
    return body


def _location(loc_id: str, view: dict[str, Any], clickable: set[str]) -> str:
    location = catalog.LOCATIONS[loc_id]
    x, y = _centre(loc_id)
    tiles = (view.get("tiles") or {}).get(loc_id) or [None] * len(location.slots)
    w = SLOT * len(location.slots) + 8
    parts = [
        svg.rect(
            x - w / 2, y - 26, w, 50, rx=6, fill="#fffdf5", stroke="#7a6a4a", stroke_width=1.5
        ),
        svg.text(x, y - 14, location.name, 10, font_weight="bold"),
    ]
    described = []
    for i, icons in enumerate(location.slots):
        sx = x - w / 2 + 4 + i * SLOT
        tile = tiles[i] if i < len(tiles) else None
        if tile:
            fill = INDUSTRY_FILL.get(tile["industry"], "#ccc")
            parts.append(
                svg.rect(
                    sx,
                    y - 8,
                    SLOT - 2,
                    28,
                    rx=3,
                    fill=fill,
                    stroke=svg.colour_of(tile["owner"]),
                    stroke_width=3,
                )
            )
            parts.append(
                svg.text(
                    sx + SLOT / 2 - 1,
                    y + 4,
                    SHORT.get(tile["industry"], "?"),
                    8,
                    fill="#fff" if tile["industry"] == "coal_mine" else "#000",
                )
            )
            mark = f"{'✓' if tile.get('flipped') else ''}L{tile['level']}"
            cubes = tile.get("cubes") or 0
            parts.append(
                svg.text(
                    sx + SLOT / 2 - 1,
                    y + 16,
                    mark + (f"·{cubes}" if cubes else ""),
                    8,
                    fill="#fff" if tile["industry"] == "coal_mine" else "#000",
                )
            )
            described.append(
                f"slot {i + 1}: player {tile['owner'] + 1}'s {SHORT.get(tile['industry'])} "
                f"level {tile['level']}{', flipped' if tile.get('flipped') else ''}"
                f"{f', {cubes} cubes' if cubes else ''}"
            )
        else:
            names = "/".join(SHORT.get(ind, ind) for ind in sorted(icons))
            parts.append(svg.rect(sx, y - 8, SLOT - 2, 28, rx=3, fill="#f1efe6", stroke="#bbb"))
            parts.append(svg.text(sx + SLOT / 2 - 1, y + 9, names, 6, fill="#555"))
            described.append(f"slot {i + 1}: free ({names})")
    label = f"{location.name}: " + "; ".join(described)
    return svg.place(loc_id, label, "".join(parts), loc_id in clickable)


def _merchant(merchant_id: str, view: dict[str, Any], clickable: set[str]) -> str:
    merchant = catalog.MERCHANTS[merchant_id]
    x, y = _centre(merchant_id)
    spaces = [m for m in view.get("merchants") or [] if m.get("location") == merchant_id]
    parts = [
        svg.rect(x - 50, y - 22, 100, 44, rx=4, fill="#e8eef7", stroke="#4a6a9a"),
        svg.text(x, y - 8, merchant.name, 10, font_weight="bold"),
    ]
    tiles = ", ".join(f"{m['tile']}{' +beer' if m.get('beer') else ''}" for m in spaces)
    parts.append(svg.text(x, y + 8, tiles or "no merchant", 7))
    label = f"Merchant {merchant.name}: {tiles or 'no merchant tiles'}"
    return svg.place(merchant_id, label, "".join(parts), merchant_id in clickable)


def _markets(view: dict[str, Any], x: float, y: float) -> list[str]:
    body = []
    for i, (kind, key, capacity) in enumerate(
        (
            ("Coal", "coal_market", catalog.COAL_CAPACITY),
            ("Iron", "iron_market", catalog.IRON_CAPACITY),
        )
    ):
        cubes = int(view.get(key) or 0)
        mx = x + i * 70
        parts = [svg.text(mx + 25, y, f"{kind} market", 10, font_weight="bold")]
        for c in range(capacity):
            filled = c < cubes
            parts.append(
                svg.rect(
                    mx + 15,
                    y + 8 + (capacity - 1 - c) * 14,
                    20,
                    12,
                    fill=("#333" if kind == "Coal" else "#e67e22") if filled else "#fff",
                    stroke="#888",
                )
            )
        price = catalog.buy_price(key.split("_")[0], cubes) if cubes else "empty"
        parts.append(svg.text(mx + 25, y + 22 + capacity * 14, f"buy £{price}", 9))
        body.append(
            svg.place(None, f"{kind} market: {cubes} of {capacity} cubes", "".join(parts), False)
        )
    return body


def _mats(view: dict[str, Any], seat: int | None, y: float) -> list[str]:
    body = []
    for i, player in enumerate(view.get("players") or []):
        x = 10 + i * 245
        facts = (
            f"£{player.get('money')} · income {player.get('income')} · VP {player.get('vp')}"
            f" · links {player.get('links')} · hand {player.get('hand_size')}"
        )
        parts = [
            svg.rect(
                x,
                y,
                238,
                150,
                rx=6,
                fill="#fff",
                stroke=svg.colour_of(i),
                stroke_width=4 if i == seat else 2,
            ),
            svg.text(
                x + 119,
                y + 16,
                f"Player {i + 1}" + (" (you)" if i == seat else ""),
                11,
                font_weight="bold",
            ),
            svg.text(x + 119, y + 30, facts, 8),
        ]
        for row, (industry, counts) in enumerate((player.get("mat") or {}).items()):
            ry = y + 46 + row * 17
            parts.append(
                svg.text(x + 8, ry + 9, SHORT.get(industry, industry), 9, text_anchor="start")
            )
            for level, count in enumerate(counts):
                parts.append(
                    svg.rect(
                        x + 42 + level * 24,
                        ry,
                        22,
                        13,
                        rx=2,
                        fill=INDUSTRY_FILL.get(industry, "#ccc") if count else "#f4f4f4",
                        stroke="#999",
                    )
                )
                parts.append(
                    svg.text(
                        x + 53 + level * 24,
                        ry + 10,
                        str(count),
                        8,
                        fill="#fff" if industry == "coal_mine" and count else "#000",
                    )
                )
        mat = "; ".join(
            f"{SHORT.get(k, k)} {'/'.join(map(str, v))}"
            for k, v in (player.get("mat") or {}).items()
        )
        body.append(
            svg.place(None, f"Player {i + 1} mat: {facts}; tiles left {mat}", "".join(parts), False)
        )
    return body


def draw(view: dict[str, Any], seat: int | None, clickable: set[str]) -> str:
    body = _links(view, clickable)
    body += [_location(loc, view, clickable) for loc in catalog.LOCATIONS]
    body += [_merchant(m, view, clickable) for m in catalog.MERCHANTS]
    body += _markets(view, 860, 250)
    era = f"{str(view.get('era', '')).title()} era, round {view.get('round')}"
    body.append(svg.text(860, 230, era, 11, text_anchor="start", font_weight="bold"))
    body.append(svg.text(860, 215, f"Deck {view.get('deck_size')} cards", 10, text_anchor="start"))
    players = view.get("players") or []
    body += _mats(view, seat, 970)
    width = max(1010, 10 + 245 * len(players))
    return svg.document(width, 1130, body, "Brass: Birmingham board")
