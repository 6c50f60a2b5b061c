"""504's board: the world's hex spaces (axial "q,r" keys from the view), with roads, each
player's population, businesses and houses, capitals, wagons (Transport), neutral
inhabitants (Military), Exploration's VP tile stacks (5.I), and beneath them the privileges
row and one line per module's public track: exploration stacks and undiscovered pieces,
companies' share prices and treasuries, road pool."""

from __future__ import annotations

import math
from typing import Any

from games.engines.five_o_four import board_words as words
from games.web.boards import svg
from games.words import say

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
        title = say(words.world_title(view.get("world")))
        return svg.document(380, 40, [svg.text(190, 24, say(words.no_board()))], title)
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
        name = say(words.terrain_name(terrain))
        inner = [shape, svg.text(x, y - SIZE * 0.45, name, 8, fill="#333")]
        people = []
        for player, where in enumerate(pops):
            counts = where.get(key) if isinstance(where, dict) else None
            if counts:  # in the owner's colour; the space's label says it in words
                people.append((player, "/".join(map(str, counts))))
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
            words.population(words.actor(view, p), c[key])
            for p, c in enumerate(pops)
            if isinstance(c, dict) and c.get(key)
        ]
        label = say(words.space_label(key, terrain, owners))
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
                owner = _owner(what)
                by = None if owner is None else words.actor(view, owner)
                if kind == "businesses":
                    made = what.get("good") if isinstance(what, dict) else None
                    label = say(words.business_label(key, by, made))
                else:
                    label = say(words.house_label(key, by))
                body.append(
                    svg.place(
                        None,
                        label,
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
            holds = wagon.get("cargo", [])
            body.append(
                svg.place(
                    None,
                    say(words.wagon_label(words.actor(view, seat_index), at, holds)),
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
                    say(words.neutral_label(key, count)),
                    svg.text(
                        x + SIZE * 0.45,
                        y - SIZE * 0.1,
                        say(words.neutral_mark(count)),
                        8,
                        fill="#444",
                    ),
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
                say(words.privilege_label(entry.get("kind", ""), entry.get("price"))),
                svg.rect(x, row_y, 110, 36, fill="#fff8e1", stroke="#a67c00", rx=4)
                + svg.text(x + 55, row_y + 15, entry.get("kind", ""), 11)
                + svg.text(x + 55, row_y + 29, say(words.price(entry.get("price"))), 10),
                key in clickable,
            )
        )
    score = words.score_line(view.get("round"), view.get("vp", []), view)
    lines = [say(score), *module_lines(view)]
    for i, line in enumerate(lines):
        cells.append(svg.text(10, row_y + 54 + 16 * i, line, 12, text_anchor="start"))
    body += cells
    return svg.document(
        max(width, 380),
        row_y + 64 + 16 * (len(lines) - 1),
        body,
        say(words.world_title(view.get("world"))),
    )


def _owner(what: Any) -> int | None:
    """The owner of a business ({"owner": seat, ...}) or the first of a city's trading
    houses (a list of owners)."""
    if isinstance(what, dict) and isinstance(what.get("owner"), int):
        return int(what["owner"])
    if isinstance(what, list) and what and isinstance(what[0], int):
        return int(what[0])
    return None


def vp_stack(key: str, count: int, x: float, y: float) -> str:
    """5.I: the stack of "1" VP tiles on a discovered space, drawn as a gold disc with its
    count (the first settler takes one, the rest only harvesting)."""
    cx, cy = x + SIZE * 0.45, y + SIZE * 0.3
    return svg.place(
        None,
        say(words.vp_tiles_label(key, count)),
        svg.circle(cx, cy, 7, fill="#f2c14e", stroke="#8a6d1d")
        + svg.text(cx, cy + 3, count, 9, fill="#000", font_weight="bold"),
        False,
    )


def module_lines(view: dict[str, Any]) -> list[str]:
    """One readable line per module track the view holds (all of it public information)."""
    lines = [
        *words.exploration_lines(view),
        *words.private_company_lines(view),
        *words.public_company_lines(view),
    ]
    if view.get("road_pool") is not None:
        lines.append(words.road_pool_line(view["road_pool"]))
    return [say(line) for line in lines]
