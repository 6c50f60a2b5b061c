"""Small drawing pieces of Russian Railroads' boards: text that stays in its box, workers
and coins on a space, a track-colour square, an engineer or locomotive tile."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.web.boards import svg
from games.web.boards.table import Table

from .common import COIN, TRACK_FILL, seat_fill

CHAR = 0.56  # a character's width in font sizes (the page's sans-serif, roughly)


def fit(x: float, y: float, body: str, size: float, width: float, **extra: Any) -> str:
    """Text made smaller where it would run past ``width`` (never cut off)."""
    return svg.fitted(x, y, body, size, width, **extra)


def wrap(body: str, chars: int, lines: int = 2) -> list[str]:
    """Words in lines of at most ``chars`` (the last line takes the rest)."""
    out: list[str] = []
    current = ""
    for word in body.split():
        if current and len(current) + 1 + len(word) > chars and len(out) < lines - 1:
            out.append(current)
            current = word
        else:
            current = f"{current} {word}".strip()
    if current:
        out.append(current)
    return out


def measured_wrap(body: str, size: float, width: float, lines: int) -> list[str]:
    """Words in at most ``lines`` lines, each as wide as ``width`` allows where it can be
    (the last takes the rest, made smaller by :func:`fit` where it must)."""
    out: list[str] = []
    current = ""
    for word in body.split():
        longer = f"{current} {word}".strip()
        if current and svg.text_width(longer, size) > width and len(out) < lines - 1:
            out.append(current)
            current = word
        else:
            current = longer
    if current:
        out.append(current)
    return out


def lines_of(
    x: float, y: float, body: str, size: float, width: float, lines: int = 3, **extra: Any
) -> str:
    """A caption in up to ``lines`` lines, centred on ``x``, each kept inside ``width``."""
    return "".join(
        fit(x, y + n * (size + 2), part, size, width, **extra)
        for n, part in enumerate(measured_wrap(body, size, width, lines))
    )


def worker(x: float, y: float, fill: str, count: int | str = "", scale: float = 1.0) -> str:
    """A worker (a pawn's head and body) with the number standing there."""
    ink = "#fff" if fill not in ("#ffffff", "#f0ad4e", "#eab308", COIN) else "#000"
    k = scale
    return (
        svg.circle(x, y - 5 * k, 4 * k, fill=fill, stroke="#000", stroke_width=0.8)
        + svg.polygon(
            [
                (x - 7 * k, y + 7 * k),
                (x + 7 * k, y + 7 * k),
                (x + 4 * k, y - k),
                (x - 4 * k, y - k),
            ],
            fill=fill,
            stroke="#000",
            stroke_width=0.8,
        )
        + (
            svg.text(x, y + 6 * k, count, 9 * k, fill=ink, font_weight="bold")
            if count != ""
            else ""
        )
    )


def coin(x: float, y: float, count: int | str = "", scale: float = 1.0) -> str:
    return svg.circle(x, y, 6 * scale, fill=COIN, stroke="#7a6000") + (
        svg.text(x, y + 3.5 * scale, count, 9 * scale, font_weight="bold") if count != "" else ""
    )


#: The main board's pawns and coins are drawn larger: it is shown smaller (a turn email
#: shows it 720 px wide), and their numbers must stay readable there.
BIG = 1.25
PAWN = 17 * BIG  # the room a pawn or coin takes in a row


def cost(x: float, y: float, workers: int, coins: int) -> str:
    """A space's price as printed: a pawn per worker, a coin per coin."""
    step = 12 * BIG
    parts = [worker(x + 10 + step * i, y, "#fff", scale=BIG) for i in range(workers)]
    parts += [coin(x + 10 + step * (workers + i), y + 1, scale=BIG) for i in range(coins)]
    return "".join(parts)


def occupants_width(entries: list[Mapping[str, Any]]) -> float:
    """How wide :func:`occupants` draws ``entries`` (to right-align them)."""
    width = 0.0
    for entry in entries:
        width += PAWN if int(entry.get("workers", 0)) + int(entry.get("temps", 0)) else 0
        width += PAWN if entry.get("black") else 0
        width += PAWN if entry.get("coins") else 0
    return width


def occupants(table: Table, x: float, y: float, entries: list[Mapping[str, Any]]) -> str:
    """Who stands on a space: a pawn in the player's colour with the workers, and coins."""
    parts = []
    at = x
    for entry in entries:
        seat = int(entry.get("seat", -1))
        workers = int(entry.get("workers", 0)) + int(entry.get("temps", 0))
        if workers:
            parts.append(worker(at, y, seat_fill(table, seat), workers, BIG))
            at += PAWN
        if entry.get("black"):
            parts.append(worker(at, y, "#000", 1, BIG))
            at += PAWN
        if entry.get("coins"):
            parts.append(coin(at, y + 1, int(entry["coins"]), BIG))
            at += PAWN
    return "".join(parts)


def square(x: float, y: float, colour: int, size: float = 10) -> str:
    return svg.rect(x, y, size, size, fill=TRACK_FILL[colour], stroke="#000", stroke_width=0.6)


def tile(x: float, y: float, w: float, h: float, number: int | str, fill: str, ink: str) -> str:
    return svg.rect(x, y, w, h, rx=3, fill=fill, stroke="#333") + svg.text(
        x + w / 2, y + h / 2 + 5, number, 13, fill=ink, font_weight="bold"
    )
