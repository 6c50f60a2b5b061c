"""Age of Steam's board: the map's hexes (geometry from the engine's map data) with their
terrain, cities in their goods colour, towns, New Cities and foreign stations by name, track
in its owner's colour, the goods cubes; under it the action tiles with who took them, the
goods display and a legend. Column letters and row numbers on the edges give the hexes the
printed labels the moves name ("river hex F7")."""

from __future__ import annotations

import math
from functools import cache
from typing import Any

from django.utils.translation import pgettext

from games.engines.age_of_steam import catalog, maps, words
from games.engines.age_of_steam.track.segments import segments
from games.web.boards import svg
from games.web.boards.table import Table

from .common import (
    CUBE,
    TERRAIN_FILL,
    colour_name,
    display_place,
    game_map,
    money,
    place_name,
    seat_colour,
    terrain_name,
)
from .tiles import track_paths

SIZE = 26
MARGIN = SIZE * 1.2
GUTTER = 16  # the margin of the column letters (above) and row numbers (left)


@cache
def geometry(key: str) -> tuple[bool, tuple[dict[str, Any], ...]]:
    pointy, cells = maps.raw_cells(maps.MAPS[key].source)
    return pointy, tuple(cells)


def centre(q: float, r: float, pointy: bool) -> tuple[float, float]:
    if pointy:
        return SIZE * math.sqrt(3) * (q + r / 2), SIZE * 1.5 * r
    return SIZE * 1.5 * q, SIZE * math.sqrt(3) * (r + q / 2)


def _lines(name: str) -> list[str]:
    """A name on one line, or two where it is long (never cut)."""
    if len(name) <= 10 or " " not in name:
        return [name]
    cut = min((i for i, ch in enumerate(name) if ch == " "), key=lambda i: abs(i - len(name) / 2))
    return [name[:cut], name[cut + 1 :]]


NAME_SIZE = 8


def _name_plate(x: float, y: float, lines: list[str], map_w: float) -> str:
    """A place's name on a pale plate in the hex's upper half, dark on light whatever the
    hex's colour, kept inside the picture at the map's edges."""
    widths = [svg.text_width(line, NAME_SIZE, bold=True) for line in lines]
    half = max(widths) / 2 + 2
    x = min(max(x, GUTTER + half + 1), map_w - half - 1)
    top = max(GUTTER, y - 6 - len(lines) * (NAME_SIZE + 1))
    out = [
        svg.rect(
            x - half,
            top,
            2 * half,
            len(lines) * (NAME_SIZE + 1) + 2,
            rx=2,
            fill="#fff",
            fill_opacity=0.85,
            stroke="none",
        )
    ]
    for i, line in enumerate(lines):
        baseline = top + (i + 1) * (NAME_SIZE + 1) - 1
        out.append(svg.text(x, baseline, line, NAME_SIZE, fill="#111", font_weight="600"))
    return "".join(out)


def _cubes(x: float, y: float, here: dict[str, int]) -> str:
    out, n = [], 0
    for colour, count in sorted(here.items()):
        for _ in range(int(count)):
            out.append(
                svg.rect(
                    x - 14 + (n % 5) * 6,
                    y + 3 + (n // 5) * 6,
                    5,
                    5,
                    fill=CUBE.get(colour, "#888"),
                    stroke="#000",
                    stroke_width=0.4,
                )
            )
            n += 1
    return "".join(out)


def _hex_label(table: Table, h: str, terrain: str, cost: int | None, goods: str) -> str:
    view = table.view
    name = place_name(table, h)
    parts = [name]
    gm = game_map(view)
    if h in gm.cities or h in (view.get("new_cities") or {}):
        parts.append(pgettext("age-of-steam", "city"))
    elif terrain not in ("town", "city") and not name.startswith(terrain_name(terrain)):
        parts.append(terrain_name(terrain))
    if cost:
        parts.append(
            pgettext("age-of-steam", "a simple tile costs {cost}").format(cost=money(cost))
        )
    if h in (view.get("stations") or {}):
        parts.append(
            pgettext("age-of-steam", "takes {colour} goods").format(
                colour=colour_name(table, view["stations"][h])
            )
        )
    tile = (view.get("track") or {}).get(h)
    if tile:
        owners = sorted({s.owner for s in segments(tile)})
        whose = [table.name(o) if o >= 0 else pgettext("age-of-steam", "nobody") for o in owners]
        parts.append(pgettext("age-of-steam", "track of {owners}").format(owners=", ".join(whose)))
    if goods:
        parts.append(pgettext("age-of-steam", "goods: {goods}").format(goods=goods))
    return "; ".join(parts)


def board(table: Table) -> str:
    view = table.view
    key = view.get("map") or "rust_belt"
    gm = game_map(view)
    pointy, cells = geometry(key)
    raw = {c["id"]: centre(c["q"], c["r"], pointy) for c in cells}
    min_x = min(x for x, _ in raw.values()) - MARGIN - GUTTER + 6
    min_y = min(y for _, y in raw.values()) - MARGIN - GUTTER + 10
    map_w = max(x for x, _ in raw.values()) - min_x + MARGIN + 8
    map_h = max(y for _, y in raw.values()) - min_y + MARGIN
    pos = {k: (x - min_x, y - min_y) for k, (x, y) in raw.items()}
    cubes = view.get("cubes") or {}
    new_cities = view.get("new_cities") or {}
    stations = view.get("stations") or {}
    body: list[str] = [_edge_labels(cells, pos)]
    tracks: list[str] = []
    names: list[str] = []
    for cell in cells:
        h, terrain = cell["id"], cell["terrain"]
        x, y = pos[h]
        if terrain in ("lake", "water"):
            body.append(
                svg.polygon(svg.hex_corners(x, y, SIZE, pointy), fill=TERRAIN_FILL[terrain])
            )
            continue
        city = gm.cities.get(h)
        fill = TERRAIN_FILL.get(terrain, "#eee")
        if city is not None:
            fill = CUBE.get(city.colour, "#ccc")
        if h in new_cities:
            fill = "#8d8d8d"
        parts = [
            svg.polygon(
                svg.hex_corners(x, y, SIZE - 0.5, pointy),
                fill=fill,
                stroke="#8a8a8a",
                stroke_width=0.8,
            )
        ]
        if h in table.clickable:
            parts.append(_buildable(svg.hex_corners(x, y, SIZE - 0.5, pointy)))
        if h in table.marked:
            parts.append(
                svg.polygon(
                    svg.hex_corners(x, y, SIZE - 3, pointy),
                    fill="none",
                    stroke="#e11d48",
                    stroke_width=3,
                    stroke_dasharray="5 3",
                )
            )
        tile = (view.get("track") or {}).get(h)
        if tile:
            tracks.append(
                track_paths(
                    x,
                    y,
                    SIZE,
                    pointy,
                    [(s.a, s.b, seat_colour(s.owner)) for s in segments(tile)],
                    3.5,
                )
            )
        town = terrain == "town" and h not in new_cities
        if town:
            tracks.append(svg.circle(x, y, 5, fill="#fff", stroke="#111", stroke_width=1.5))
        if cell.get("build_cost"):
            parts.append(svg.text(x, y + SIZE * 0.62, money(cell["build_cost"]), 8, fill="#333"))
        if h in stations:
            parts.append(
                svg.rect(x - 4, y - 4, 8, 8, fill=CUBE.get(stations[h], "#888"), stroke="#fff")
            )
        label = None
        if city is not None or town or h in stations or h in new_cities:
            label = place_name(table, h)
        if h in new_cities:
            parts.append(svg.text(x, y + 9, new_cities[h], 13, fill="#fff", font_weight="bold"))
        if label:
            lines = _lines(gm.hexes[h].name or label if h in new_cities else label)
            names.append(_name_plate(x, y, lines, map_w))
        here = cubes.get(h) or {}
        goods = ", ".join(
            f"{count} {colour_name(table, colour)}" for colour, count in sorted(here.items())
        )
        parts.append(_cubes(x, y, here))
        body.append(
            svg.place(
                h,
                _hex_label(table, h, terrain, cell.get("build_cost"), goods),
                "".join(parts),
                h in table.clickable,
            )
        )
    body.append(f'<g aria-hidden="true" pointer-events="none">{"".join(tracks)}</g>')
    body.append(f'<g aria-hidden="true" pointer-events="none">{"".join(names)}</g>')
    y0 = map_h + 6
    y_end, width_actions = _actions(table, body, y0, map_w)
    y_end, width_display = _display(table, body, y_end + 10)
    width = max(map_w, width_actions, width_display)
    y_end = _legend(table, body, y_end + 8, width)
    title = pgettext("age-of-steam", "Age of Steam: {map}").format(
        map=table.say(words.map_name(key))
    )
    if view.get("round") and view.get("phase"):  # what a screen reader hears first
        title = pgettext("age-of-steam", "{map}, turn {round} of {rounds}, {phase}").format(
            map=title,
            round=view["round"],
            rounds=view.get("rounds") or "?",
            phase=table.say(words.phase(str(view["phase"]))),
        )
    return svg.document(width, y_end + 8, body, title, kind="age-of-steam")


def _buildable(corners: list[tuple[float, float]]) -> str:
    """Dark dashes over the white outline the page gives a place a move can use (the page's
    accent blue is the blue player's colour here): black and white, seen on every fill."""
    return svg.polygon(
        corners,
        fill="none",
        stroke="#111",
        stroke_width=3,
        stroke_dasharray="6 4",
        pointer_events="none",
    )


def _edge_labels(cells: tuple[dict[str, Any], ...], pos: dict[str, tuple[float, float]]) -> str:
    """Column letters above the map and row numbers at its left (the hexes' labels)."""
    top: dict[str, float] = {}
    xs: dict[str, float] = {}
    for c in cells:
        x, y = pos[c["id"]]
        col = c["id"][0]
        if col not in top or y < top[col]:
            top[col], xs[col] = y, x
    ys = row_heights(cells, pos)
    # in the margins, clear of the hexes and of the names on them (as a printed board)
    out = [svg.text(xs[c], GUTTER - 3, c, 9, fill="#667") for c in top]
    out += [
        svg.text(GUTTER - 2, y + 3, r, 9, fill="#667", text_anchor="end") for r, y in ys.items()
    ]
    return f'<g aria-hidden="true">{"".join(out)}</g>'


def row_heights(
    cells: tuple[dict[str, Any], ...], pos: dict[str, tuple[float, float]]
) -> dict[str, float]:
    """The height of each row's number: level with the row's hexes. On a map of flat hexes a
    row zigzags (its hexes in neighbouring columns sit half a hex apart), so the number sits
    midway between the two heights, the same for every row whichever column the row starts
    in (taking the leftmost hex's height put some numbers in pairs, half a hex off)."""
    parity = {c["id"]: (ord(c["id"][0]) - ord("A")) % 2 for c in cells}
    by_row: dict[str, list[str]] = {}
    for c in cells:
        by_row.setdefault(c["id"][1:], []).append(c["id"])
    # how far a row's hexes in odd columns sit below its hexes in even columns (0: rows level)
    shifts = [
        pos[b][1] - pos[a][1]
        for ids in by_row.values()
        for a in ids
        for b in ids
        if parity[a] == 0 and parity[b] == 1
    ]
    shift = sum(shifts) / len(shifts) if shifts else 0.0
    return {
        row: sum(pos[h][1] - parity[h] * shift for h in ids) / len(ids) + shift / 2
        for row, ids in by_row.items()
    }


def _actions(table: Table, body: list[str], y0: float, map_w: float) -> tuple[float, float]:
    """The action tiles in a row, or in rows as wide as a narrow map (so the picture is no
    wider than its map and the map keeps its size in an email): name, and who took it."""
    view = table.view
    taken = view.get("actions") or {}
    actions = [a for a in catalog.ACTIONS if a in _map_actions(view)]
    w, gap = 104, 6
    fits = max(3, int((map_w - 6) // (w + gap)))
    rows = math.ceil(len(actions) / fits)
    per_row = math.ceil(len(actions) / rows)
    for i, action in enumerate(actions):
        x = 6 + (i % per_row) * (w + gap)
        y = y0 + (i // per_row) * 46
        holder = taken.get(action)
        name = table.say(words.action(action))
        who = table.name(holder) if isinstance(holder, int) else ""
        label = (
            pgettext("age-of-steam", "{action}, taken by {player}").format(action=name, player=who)
            if who
            else pgettext("age-of-steam", "{action}, free").format(action=name)
        )
        place = f"action:{action}"
        drawn = svg.rect(
            x,
            y,
            w,
            40,
            rx=4,
            fill="#fffbe6" if not who else "#fff",
            stroke=seat_colour(holder) if who else "#886",
            stroke_width=4 if who else 1,
        ) + svg.fitted(x + w / 2, y + 15, name, 10, w - 8, font_weight="600")
        if place in table.clickable:
            drawn += _buildable([(x, y), (x + w, y), (x + w, y + 40), (x, y + 40)])
        if who:
            drawn += _holder(x + w / 2, y, who, w - 8)
        body.append(svg.place(place, label, drawn, place in table.clickable))
    return y0 + rows * 46 - 6, 6 + per_row * (w + gap)


def _holder(x: float, y0: float, who: str, width: float) -> str:
    """Who took the action, under its name: on two lines where one would be too small."""
    if svg.text_width(who, 9) <= width or " " not in who:
        return svg.fitted(x, y0 + 29, who, 9, width, fill="#333")
    first, _, rest = who.partition(" ")
    return svg.fitted(x, y0 + 26, first, 8.5, width, fill="#333") + svg.fitted(
        x, y0 + 35, rest, 8.5, width, fill="#333"
    )


def _map_actions(view: dict[str, Any]) -> tuple[str, ...]:
    return tuple(game_map(view).rules.actions)


def _display(table: Table, body: list[str], y0: float) -> tuple[float, float]:
    """The goods display: light 1-6 and dark 1-6 columns, then the New City columns; each
    space a cube or an empty square (a Production space to click where a move puts one)."""
    view = table.view
    display = view.get("display") or {}
    if not display:
        return y0, 0
    y = y0 + 24
    x = 6.0
    step = 13
    body.append(
        svg.text(
            x,
            y0 + 9,
            pgettext("age-of-steam", "Goods display"),
            9,
            text_anchor="start",
            font_weight="600",
        )
    )
    groups = {
        "L1": pgettext("age-of-steam", "light"),
        "D1": pgettext("age-of-steam", "dark"),
        "A": pgettext("age-of-steam", "New Cities"),
    }
    for column, goods in sorted(display.items(), key=lambda item: _column_order(item[0])):
        light = column.startswith("L")
        if column in groups:
            body.append(svg.text(x, y0 + 20, groups[column], 8, text_anchor="start", fill="#444"))
        head = column[1:] if column[0] in "LD" and column[1:].isdigit() else column
        shade = "#fdf6d8" if light else "#d6d3e8" if column.startswith("D") else "#e8e8e8"
        body.append(svg.rect(x, y, 14, 12 + step * len(goods), fill=shade, stroke="#aaa"))
        body.append(svg.text(x + 7, y + 10, head, 8, font_weight="600", aria_hidden="true"))
        for row, colour in enumerate(goods):
            place = display_place(column, row)
            where = table.say(words.display_space(column, row))
            what = colour_name(table, colour) if colour else pgettext("age-of-steam", "empty space")
            cell = svg.rect(
                x + 2,
                y + 14 + row * step,
                10,
                10,
                fill=CUBE.get(colour, "#fff") if colour else "#fff",
                stroke="#000" if colour else "#999",
                stroke_width=0.6,
            )
            body.append(
                svg.place(
                    place if place in table.clickable else None,
                    f"{where}: {what}",
                    cell,
                    place in table.clickable,
                )
            )
        x += 17
        if column in ("L6", "D6"):
            x += 8
    return y + 14 + step * 3, x


def _column_order(column: str) -> tuple[int, str]:
    """Light 1-6, dark 1-6, then the New City columns A-H (a stored view may sort its keys)."""
    group = {"L": 0, "D": 1}.get(column[0], 2) if column[1:].isdigit() else 2
    return group, column.rjust(3)


def _legend(table: Table, body: list[str], y0: float, width: float) -> float:
    """What the colours mean: terrain, and whose track is whose."""
    items: list[tuple[str, str]] = [
        (TERRAIN_FILL[t], terrain_name(t))
        for t in ("plain", "river", "mountain", "swamp", "town")
        if any(c["terrain"] == t for c in geometry(table.view.get("map") or "rust_belt")[1])
    ]
    if table.view.get("stations"):
        items.append((TERRAIN_FILL["foreign_station"], terrain_name("foreign_station")))
    items.append(("#8d8d8d", pgettext("age-of-steam", "New City")))
    entries = [(fill, name, False) for fill, name in items]
    entries += [(seat_colour(s), table.name(s), True) for s in range(table.players)]
    unowned = any(
        s.owner < 0 for tile in (table.view.get("track") or {}).values() for s in segments(tile)
    )
    if unowned:  # an unfinished link its builder lost (rules: "ohne Besitzer")
        entries.append((seat_colour(-1), pgettext("age-of-steam", "track without an owner"), True))
    x, y = 6.0, y0
    out, said = [], []
    for fill, name, track in entries:
        room = (34 if track else 28) + svg.text_width(name, 10)
        if x + room > width and x > 6:
            x, y = 6.0, y + 18
        if track:
            out.append(svg.rect(x, y + 4, 18, 5, fill=fill, stroke="#222"))
            said.append(
                name
                if fill == seat_colour(-1)
                else pgettext("age-of-steam", "{player}'s track").format(player=name)
            )
        else:
            out.append(svg.rect(x, y, 14, 12, fill=fill, stroke="#888"))
            said.append(name)
        out.append(svg.text(x + (22 if track else 18), y + 10, name, 10, text_anchor="start"))
        x += room
    label = pgettext("age-of-steam", "Legend: {items}").format(items=", ".join(said))
    body.append(f'<g role="img" {svg.attrs(aria_label=label)}>{"".join(out)}</g>')
    return y + 14
