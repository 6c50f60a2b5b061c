"""Age of Steam: the map's hexes (geometry from the engine's map data), track drawn edge to
edge in its owner's colour, cities with their goods cubes, new cities, the action tiles, the
goods display and each player's money, shares, locomotive and income — all from the view."""

from __future__ import annotations

import math
from typing import Any

from django.utils.translation import gettext

from games.engines.age_of_steam import catalog, maps, words
from games.engines.age_of_steam.track.segments import CENTRE, segments
from games.web.boards import svg
from games.words import say

SIZE = 26
TERRAIN = {
    "plain": "#e9f1d0",
    "river": "#cfe8f7",
    "mountain": "#c8b8a0",
    "swamp": "#b9d3a2",
    "lake": "#7fb8e0",
    "water": "#7fb8e0",
    "town": "#f5f5f5",
    "city": "#ddd",
    "foreign_station": "#e0d0f0",
}
CUBE = {
    "red": "#d62828",
    "blue": "#1d4ed8",
    "purple": "#7e22ce",
    "yellow": "#facc15",
    "black": "#111",
    "white": "#fff",
}
CITY = {**CUBE, "grey": "#777", "gray": "#777"}


SEAT_CSS = {
    "Blue": "#2563eb",
    "Green": "#16a34a",
    "Yellow": "#eab308",
    "Pink": "#ec4899",
    "Grey": "#6b7280",
    "Orange": "#f97316",
}


def seat_colour(seat: int | None) -> str:
    """The engine's own seat colours (its texts say "Yellow to issue shares")."""
    if seat is None or seat < 0:
        return "#555"
    return SEAT_CSS[catalog.SEAT_COLOURS[seat % len(catalog.SEAT_COLOURS)]]


COMPANY = "company"


def place_of(move: dict[str, Any]) -> str | None:
    kind = move.get("type")
    if kind == "select_action" and move.get("action"):
        return f"action:{move['action']}"
    if kind in ("build", "urbanize") and isinstance(move.get("hex"), str):
        return str(move["hex"])
    if kind == "deliver" and isinstance(move.get("from"), str):
        return str(move["from"])
    if kind in ("issue_shares", "increase_locomotive"):
        return COMPANY  # the player's own company card: shares, locomotive
    return None


_MAPS: dict[str, tuple[bool, list[dict[str, Any]]]] = {}


def geometry(key: str) -> tuple[bool, list[dict[str, Any]]]:
    if key not in _MAPS:
        _MAPS[key] = maps.raw_cells(maps.MAPS[key].source)
    return _MAPS[key]


def _centre(q: float, r: float, pointy: bool) -> tuple[float, float]:
    if pointy:
        return SIZE * math.sqrt(3) * (q + r / 2), SIZE * 1.5 * r
    return SIZE * 1.5 * q, SIZE * math.sqrt(3) * (r + q / 2)


def draw(view: dict[str, Any], seat: int | None, clickable: set[str]) -> str:
    key = view.get("map", "rust_belt")
    game_map = maps.MAPS[key]
    pointy, cells = geometry(key)
    deltas = maps.POINTY_DELTAS if pointy else maps.FLAT_DELTAS
    raw_pos = {c["id"]: _centre(c["q"], c["r"], pointy) for c in cells}
    min_x = min(x for x, _ in raw_pos.values()) - SIZE * 1.2
    min_y = min(y for _, y in raw_pos.values()) - SIZE * 1.2
    map_w = max(x for x, _ in raw_pos.values()) - min_x + SIZE * 1.2
    map_h = max(y for _, y in raw_pos.values()) - min_y + SIZE * 1.2
    pos = {k: (x - min_x, y - min_y) for k, (x, y) in raw_pos.items()}
    axial = {c["id"]: (c["q"], c["r"]) for c in cells}
    body: list[str] = []
    cubes = view.get("cubes") or {}
    new_cities = view.get("new_cities") or {}
    for cell in cells:
        hid = cell["id"]
        x, y = pos[hid]
        terrain = cell["terrain"]
        city = game_map.cities.get(hid)
        fill = CITY.get(city.colour, "#ccc") if city else TERRAIN.get(terrain, "#eee")
        if hid in new_cities:
            fill = "#999"
        parts = [
            svg.polygon(
                svg.hex_corners(x, y, SIZE - 0.5, pointy),
                fill=fill,
                stroke="#8a8a8a",
                stroke_width=0.8,
            )
        ]
        name = city.name if city else game_map.towns.get(hid) or game_map.stations.get(hid)
        if terrain == "town":
            parts.append(svg.circle(x, y, 5, fill="#fff", stroke="#333"))
        if name:
            parts.append(svg.text(x, y - SIZE * 0.55, name[:12], 7, fill="#111"))
        if hid in new_cities:
            parts.append(
                svg.text(x, y + 3, gettext("New City %s") % new_cities[hid], 7, fill="#fff")
            )
        here = cubes.get(hid) or {}
        n = 0
        for colour, count in here.items():
            for _ in range(int(count)):
                parts.append(
                    svg.rect(
                        x - 14 + (n % 5) * 6,
                        y + 4 + (n // 5) * 6,
                        5,
                        5,
                        fill=CUBE.get(colour, "#888"),
                        stroke="#000",
                        stroke_width=0.4,
                    )
                )
                n += 1
        cost = f", build cost {cell.get('build_cost')}" if cell.get("build_cost") else ""
        goods = ", ".join(f"{c} {k}" for k, c in here.items())
        label = f"{hid}: {name or terrain}{cost}" + (f"; goods {goods}" if goods else "")
        body.append(svg.place(hid, label, "".join(parts), hid in clickable))
    for hid, tile in (view.get("track") or {}).items():
        if hid not in pos:
            continue
        x, y = pos[hid]
        q, r = axial[hid]

        def edge(i: int, x: float = x, y: float = y, q: int = q, r: int = r) -> tuple[float, float]:
            if i == CENTRE:
                return x, y
            dq, dr = deltas[i]
            nx, ny = _centre(q + dq, r + dr, pointy)
            return (x + nx - min_x) / 2, (y + ny - min_y) / 2

        for seg in segments(tile):
            (x1, y1), (x2, y2) = edge(seg.a), edge(seg.b)
            colour = seat_colour(seg.owner) if seg.owner >= 0 else "#555"
            body.append(
                f'<path d="M{x1:.1f},{y1:.1f} Q{x:.1f},{y:.1f} {x2:.1f},{y2:.1f}" '
                f"{svg.attrs(stroke=colour, stroke_width=4, fill='none', aria_hidden='true')}/>"
            )
    y0 = map_h + 8
    actions = view.get("actions") or {}
    for i, action in enumerate(catalog.ACTIONS):
        x = 8 + i * 112
        taken = actions.get(action)
        label = say(words.action_label(action)) + (
            f", taken by player {taken + 1}" if isinstance(taken, int) else ", free"
        )
        akey = f"action:{action}"
        body.append(
            svg.place(
                akey,
                label,
                svg.rect(
                    x,
                    y0,
                    106,
                    28,
                    rx=4,
                    fill=seat_colour(taken) if isinstance(taken, int) else "#fffbe6",
                    stroke="#886",
                )
                + svg.text(x + 53, y0 + 18, say(words.action_label(action)), 10),
                akey in clickable,
            )
        )
    y1 = y0 + 40
    display = view.get("display") or {}
    for i, (space, goods) in enumerate(display.items()):
        x = 8 + (i % 10) * 78
        yy = y1 + (i // 10) * 26
        cells_svg = svg.text(x + 10, yy + 13, space, 9, text_anchor="start")
        for j, colour in enumerate(goods):
            if colour is None:
                continue
            cells_svg += svg.rect(
                x + 30 + j * 11,
                yy + 4,
                9,
                9,
                fill=CUBE.get(colour, "#888"),
                stroke="#000",
                stroke_width=0.5,
            )
        body.append(
            svg.place(
                None,
                f"Goods display {space}: {', '.join(c or 'empty' for c in goods) or 'empty'}",
                cells_svg,
                False,
            )
        )
    y2 = y1 + 26 * ((len(display) + 9) // 10) + 10
    for i, p in enumerate(view.get("pl") or []):
        x = 8 + i * 160
        facts = (
            f"${p.get('money')} · {p.get('shares')} shares · loco {p.get('loco')}"
            f" · income {p.get('income')}"
        )
        mine = i == seat
        body.append(
            svg.place(
                COMPANY if mine else None,
                f"Player {i + 1}" + (" (your company)" if mine else "") + f": {facts}",
                svg.rect(
                    x,
                    y2,
                    152,
                    40,
                    rx=5,
                    fill="#fff",
                    stroke=seat_colour(i),
                    stroke_width=4 if i == seat else 2,
                )
                + svg.text(
                    x + 76,
                    y2 + 15,
                    f"Player {i + 1} ({catalog.SEAT_COLOURS[i]})",
                    11,
                    font_weight="bold",
                )
                + svg.text(x + 76, y2 + 31, facts, 8),
                mine and COMPANY in clickable,
            )
        )
    height = y2 + 50
    width = max(map_w, 8 + 112 * len(catalog.ACTIONS), 8 + 160 * len(view.get("pl") or []))
    return svg.document(width, height, body, f"Age of Steam: {game_map.name}")
