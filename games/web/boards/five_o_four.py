"""504's board: the world's hex spaces (axial "q,r" keys from the view), with roads, each
player's population, businesses and houses, capitals, wagons (Transport), neutral
inhabitants (Military), Exploration's VP tile stacks (5.I), and beneath them the privileges
row and one line per module's public track: exploration stacks and undiscovered pieces,
companies' share prices and treasuries, road pool."""

from __future__ import annotations

import math
from typing import Any

from games.web.boards import svg

SIZE = 34
TERRAIN = {
    "city": "#c9b79c",
    "field": "#f3e08a",
    "forest": "#7fb069",
    "meadow": "#b8df8c",
    "mountain": "#a8a29e",
    "water": "#8ecae6",
    "desert": "#f4d6a0",
}


def place_of(move: dict[str, Any]) -> str | None:
    if move.get("type") == "privilege":
        return f"privilege:{move.get('kind')}"
    for key in ("space", "city", "from", "a"):
        if isinstance(move.get(key), str):
            return str(move[key])
    return None


def _xy(key: str) -> tuple[float, float]:
    q, r = (int(part) for part in key.split(","))
    return SIZE * math.sqrt(3) * (q + r / 2), SIZE * 1.5 * r


def draw(view: dict[str, Any], seat: int | None, clickable: set[str]) -> str:
    spaces: dict[str, str] = view.get("spaces", {})
    if not spaces:
        return svg.document(100, 40, [svg.text(50, 24, "No board yet")], "504 board")
    points = {k: _xy(k) for k in spaces}
    min_x = min(x for x, _ in points.values()) - SIZE * 1.2
    min_y = min(y for _, y in points.values()) - SIZE * 1.2
    width = max(x for x, _ in points.values()) - min_x + SIZE * 1.2
    height = max(y for _, y in points.values()) - min_y + SIZE * 1.2
    pos = {k: (x - min_x, y - min_y) for k, (x, y) in points.items()}
    body: list[str] = []
    capitals = view.get("capital", [])
    pops = view.get("pop", [])
    for key, terrain in spaces.items():
        x, y = pos[key]
        shape = svg.polygon(
            svg.hex_corners(x, y, SIZE - 1, True),
            fill=TERRAIN.get(terrain, "#ddd"),
            stroke="#555",
            stroke_width=1,
        )
        inner = [shape, svg.text(x, y - SIZE * 0.45, terrain[:4], 9, fill="#333")]
        people = []
        for player, where in enumerate(pops):
            counts = where.get(key) if isinstance(where, dict) else None
            if counts:
                people.append((player, f"{short(view, player)} " + "/".join(map(str, counts))))
        for i, (player, label) in enumerate(people[:3]):
            inner.append(
                svg.text(
                    x,
                    y + 2 + 10 * i,
                    label,
                    8,
                    fill=svg.colour_of(player),
                    font_weight="bold",
                )
            )
        for player, capital in enumerate(capitals):
            if capital == key:
                inner.append(
                    svg.circle(
                        x - SIZE * 0.5 + 8 * player,
                        y - SIZE * 0.15,
                        4,
                        fill=svg.colour_of(player),
                        stroke="#000",
                    )
                )
        owners = [
            f"{actor_name(view, p)}: {'/'.join(map(str, c.get(key) or []))}"
            for p, c in enumerate(pops)
            if isinstance(c, dict) and c.get(key)
        ]
        label = f"Space {key}, {terrain}" + (f"; population {'; '.join(owners)}" if owners else "")
        body.append(svg.place(key, label, "".join(inner), key in clickable))
    for road, owners in view.get("roads", {}).items():
        a, _, b = road.partition("|")
        if a not in pos or b not in pos:
            continue
        (x1, y1), (x2, y2) = pos[a], pos[b]
        for i, owner in enumerate(owners):
            off = (i - (len(owners) - 1) / 2) * 4
            body.append(
                svg.line(
                    x1 + off,
                    y1 + off,
                    x2 + off,
                    y2 + off,
                    stroke=svg.colour_of(owner[0] if isinstance(owner, list) else owner),
                    stroke_width=3,
                    opacity=0.8,
                    aria_hidden="true",
                )
            )
    for kind, mark in (("businesses", "B"), ("houses", "H")):
        for key, what in (view.get(kind) or {}).items():
            if key in pos:
                x, y = pos[key]
                owner = what[0] if isinstance(what, list) and what else None
                body.append(
                    svg.place(
                        None,
                        f"{kind[:-1]} at {key}: {what}",
                        svg.rect(
                            x + SIZE * 0.3,
                            y - 6,
                            12,
                            12,
                            fill=svg.colour_of(owner if isinstance(owner, int) else None),
                        )
                        + svg.text(x + SIZE * 0.3 + 6, y + 4, mark, 9, fill="#fff"),
                        False,
                    )
                )
    for seat_index, wagon in enumerate(view.get("wagons") or []):
        at = wagon.get("at") if isinstance(wagon, dict) else None
        if at in pos:
            x, y = pos[at]
            cargo = ", ".join(str(c) for c in wagon.get("cargo", []) if c) or "empty"
            body.append(
                svg.place(
                    None,
                    f"Player {seat_index + 1}'s wagon at {at}: {cargo}",
                    svg.rect(
                        x - SIZE * 0.55 + 9 * seat_index,
                        y + SIZE * 0.35,
                        9,
                        7,
                        fill=svg.colour_of(seat_index),
                        stroke="#000",
                        rx=2,
                    ),
                    False,
                )
            )
    for key, count in (view.get("neutral") or {}).items():
        if key in pos and count:
            x, y = pos[key]
            body.append(
                svg.place(
                    None,
                    f"{count} neutral inhabitant(s) at {key}",
                    svg.text(x + SIZE * 0.45, y - SIZE * 0.1, f"N{count}", 8, fill="#444"),
                    False,
                )
            )
    explore = view.get("explore")
    tiles = explore.get("vp_tiles") if isinstance(explore, dict) else None
    for key, count in (tiles or {}).items():
        if key in pos and count:
            body.append(vp_stack(key, count, *pos[key]))
    row_y = height + 10
    privileges = view.get("privileges") or {}
    cells = []
    for i, entry in enumerate(privileges.get("row", [])):
        x = 10 + i * 120
        key = f"privilege:{entry.get('kind')}"
        cells.append(
            svg.place(
                key,
                f"Privilege {entry.get('kind')} for £{entry.get('price')}",
                svg.rect(x, row_y, 110, 36, fill="#fff8e1", stroke="#a67c00", rx=4)
                + svg.text(x + 55, row_y + 15, entry.get("kind", ""), 11)
                + svg.text(x + 55, row_y + 29, f"£{entry.get('price')}", 10),
                key in clickable,
            )
        )
    vp = view.get("vp", [])
    score = "  ".join(f"P{i + 1}: {v} VP" for i, v in enumerate(vp))
    lines = [f"Round {view.get('round')} · {score}", *module_lines(view)]
    for i, line in enumerate(lines):
        cells.append(svg.text(10, row_y + 54 + 16 * i, line, 12, text_anchor="start"))
    body += cells
    return svg.document(
        max(width, 380), row_y + 64 + 16 * (len(lines) - 1), body, f"504 world {view.get('world')}"
    )


def vp_stack(key: str, count: int, x: float, y: float) -> str:
    """5.I: the stack of "1" VP tiles on a discovered space, drawn as a gold disc with its
    count (the first settler takes one, the rest only harvesting)."""
    cx, cy = x + SIZE * 0.45, y + SIZE * 0.3
    return svg.place(
        None,
        f"{count} VP tile(s) on {key}",
        svg.circle(cx, cy, 7, fill="#f2c14e", stroke="#8a6d1d")
        + svg.text(cx, cy + 3, count, 9, fill="#000", font_weight="bold"),
        False,
    )


def module_lines(view: dict[str, Any]) -> list[str]:
    """One readable line per module track the view holds (all of it public information)."""
    lines: list[str] = []
    explore = view.get("explore")
    if isinstance(explore, dict) and isinstance(explore.get("stacks"), dict):
        stacks = ", ".join(f"{k} {v}" for k, v in explore["stacks"].items())
        lines.append(f"Exploration stacks: {stacks}")
        tiles = explore.get("vp_tiles")
        if str(view.get("world", ""))[:1] == "5" and isinstance(tiles, dict):
            left = sum(explore["stacks"].values())
            lines.append(
                f"VP tiles on the board: {sum(tiles.values())} on {len(tiles)} spaces; "
                f"{left} pieces undiscovered (the game ends after a round with 7 or fewer)"
            )
    shares = view.get("shares")
    if isinstance(shares, dict) and isinstance(shares.get("price"), list):
        treasury = view.get("treasury") or []
        for company, price in enumerate(shares["price"]):
            owned = shares.get("owned") or []
            holders = ", ".join(
                f"P{p + 1} {row[company]}"
                for p, row in enumerate(owned)
                if isinstance(row, list) and company < len(row) and row[company]
            )
            cash = f", treasury {treasury[company]}" if company < len(treasury) else ""
            lines.append(f"Company of P{company + 1}: share price {price}{cash}; shares {holders}")
    lines += company_lines(view)
    if view.get("road_pool") is not None:
        lines.append(f"Neutral road pool: {view['road_pool']}")
    return lines


def actor_name(view: dict[str, Any], actor: int) -> str:
    """Who owns pieces: a player, or a public company (Shares on TOP I/II) by colour."""
    companies = view.get("companies")
    if isinstance(companies, list) and actor < len(companies):
        return f"company {companies[actor].get('colour')}"
    return f"player {actor + 1}"


def short(view: dict[str, Any], actor: int) -> str:
    companies = view.get("companies")
    if isinstance(companies, list) and actor < len(companies):
        return str(companies[actor].get("colour", "?"))[:2].title()
    return f"P{actor + 1}"


def company_lines(view: dict[str, Any]) -> list[str]:
    """Public companies (9.I/9.II): president, price, treasury, income set aside, holdings."""
    lines: list[str] = []
    for co in view.get("companies") or []:
        if not isinstance(co, dict):
            continue
        name = str(co.get("colour", "?")).title()
        if co.get("president") is None:
            lines.append(f"{name}: not founded (issue price {co.get('issue')})")
            continue
        held = ", ".join(f"P{p + 1} {u}" for p, u in enumerate(co.get("units") or []) if u)
        lines.append(
            f"{name}: president P{int(co['president']) + 1}, share price {co.get('price')}, "
            f"treasury {co.get('treasury')}, income aside {co.get('income')}; units {held}, "
            f"company {co.get('stock')}, bank {co.get('bank')}"
        )
    return lines
