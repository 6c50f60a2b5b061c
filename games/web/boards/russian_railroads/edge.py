"""The printed tracks of Russian Railroads' main board that are not action spaces: the
victory point track round the edge (Zählleiste, 0-99, a player past 100 takes the 100/200
tile) with each player's marker, and the turn-order track (Reihenfolgeleiste) with the
pass points printed on its positions and each player's marker on their place."""

from __future__ import annotations

import math

from django.utils.translation import pgettext

from games.engines.russian_railroads import catalog
from games.web.boards import svg
from games.web.boards.table import Table

from . import draw
from .common import EDGE
from .layout import EDGE_W, HEIGHT, SCORE_FIELDS, TURN_ORDER, WIDTH, Box


def score_field(n: int) -> Box:
    """Field ``n`` of the victory point track: 0 at the top left, on clockwise."""
    across = 30  # fields along the top and bottom edges; 20 along each side
    step_x, step_y = WIDTH / across, HEIGHT / (SCORE_FIELDS / 2 - across)
    if n < across:
        return Box(n * step_x, 0, step_x, EDGE_W)
    n -= across
    if n < SCORE_FIELDS / 2 - across:
        return Box(WIDTH - EDGE_W, n * step_y, EDGE_W, step_y)
    n -= int(SCORE_FIELDS / 2 - across)
    if n < across:
        return Box(WIDTH - (n + 1) * step_x, HEIGHT - EDGE_W, step_x, EDGE_W)
    n -= across
    return Box(0, HEIGHT - (n + 1) * step_y, EDGE_W, step_y)


def score_track(table: Table) -> str:
    players = list(table.view.get("players") or [])
    cells = []
    for n in range(SCORE_FIELDS):
        box = score_field(n)
        cells.append(
            svg.rect(
                box.x, box.y, box.w, box.h, fill="#efe3c2" if n % 10 else "#d8c38f", stroke=EDGE
            )
        )
        if n % 5 == 0:
            cells.append(svg.text(box.cx, box.y + box.h / 2 + 4, n, 11, fill="#5a4a2a"))
    said = []
    crowd: dict[int, int] = {}
    for seat, player in enumerate(players):
        score = int(player.get("score") or 0)
        field = score % SCORE_FIELDS
        box = score_field(field)
        nth = crowd.get(field, 0)
        crowd[field] = nth + 1
        cx = box.x + 7 + (nth % 2) * (box.w - 14)
        cy = box.y + 7 + (nth // 2) * (box.h - 14)
        hundreds = score // SCORE_FIELDS  # the 100/200 tile a player past 100 takes
        cells.append(
            svg.circle(cx, cy, 9 if hundreds else 6, fill=table.colour(seat), stroke="#000")
        )
        if hundreds:
            cells.append(svg.text(cx, cy + 4, hundreds, 11, fill="#fff", font_weight="bold"))
        said.append(f"{table.name(seat)} {score}")
    label = pgettext("russian-railroads", "Victory point track: {scores}").format(
        scores=", ".join(said)
    )
    return svg.place(None, label, "".join(cells), False)


def turn_order(table: Table) -> str:
    """The four positions, the pass points printed on them, each player's marker."""
    view = table.view
    order = list(view.get("order") or [])
    box = TURN_ORDER
    width, height = box.w / 2, box.h / 2  # two places a row: a long name gets two lines
    used = len(order) if not view.get("solo") else 0
    parts = [
        svg.text(
            box.x,
            box.y - 6,
            pgettext("russian-railroads", "Turn order"),
            15,
            text_anchor="start",
            font_weight="bold",
        )
    ]
    for n in range(4):
        x, y = box.x + (n % 2) * width, box.y + (n // 2) * height
        w, h = width - 4, height - 4
        # The 2-player side crosses out places 3 and 4; the solo game uses none.
        here = not view.get("solo") and n < max(used, 2 if view.get("side") == "2" else 4)
        parts.append(svg.rect(x, y, w, h, rx=4, fill="#fff" if here else "#e4e0d6", stroke=EDGE))
        parts.append(svg.text(x + 9, y + 15, n + 1, 12, font_weight="bold"))
        points = catalog.PASS_POINTS[n] if n < len(catalog.PASS_POINTS) else 0
        if points:
            parts.append(svg.polygon(_star(x + 14, y + h - 10, 9), fill="#e5b800"))
            parts.append(svg.text(x + 14, y + h - 6, points, 11, font_weight="bold"))
        if not here:
            parts.append(svg.line(x + 4, y + 4, x + w - 4, y + h - 4, stroke=EDGE))
        if n < used:
            seat = order[n]
            parts.append(svg.circle(x + 40, y + h / 2, 10, fill=table.colour(seat), stroke="#000"))
            name = table.name(seat)
            rows = len(draw.measured_wrap(name, 11, w - 58, 2))
            top = y + h / 2 + 4 - (rows - 1) * 6.5  # one line or two, centred
            parts.append(draw.lines_of(x + 54 + (w - 58) / 2, top, name, 11, w - 58, 2))
    label = pgettext("russian-railroads", "Turn order this round: {players}").format(
        players=", ".join(table.name(s) for s in order)
    )
    passing = ", ".join(str(p) for p in catalog.PASS_POINTS[: max(len(order), 1)])
    label += "; " + pgettext("russian-railroads", "points for passing, by place: {points}").format(
        points=passing
    )
    return svg.place(None, label, "".join(parts), False)


def _star(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.5
        angle = math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy - radius * math.sin(angle)))
    return points
