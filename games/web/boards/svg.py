"""Tiny SVG helpers: every text and attribute escaped, clickable places marked the same way.

A clickable place is ``<g class="place" data-place=KEY role="button" tabindex="0">`` with an
``aria-label``; the page's script filters the move options by ``data-place`` on click or Enter.
"""

from __future__ import annotations

import math
from html import escape
from typing import Any

from django.utils.translation import pgettext_lazy

PLAYER_COLOURS = ("#d9534f", "#337ab7", "#f0ad4e", "#5cb85c", "#9b59b6", "#7f8c8d")

#: The colours' names, for "alice (red)": a colour is never the only way a player is told.
COLOUR_NAMES = {
    "#d9534f": pgettext_lazy("colour", "red"),
    "#337ab7": pgettext_lazy("colour", "blue"),
    "#f0ad4e": pgettext_lazy("colour", "orange"),
    "#5cb85c": pgettext_lazy("colour", "green"),
    "#9b59b6": pgettext_lazy("colour", "purple"),
    "#7f8c8d": pgettext_lazy("colour", "grey"),
    "#2563eb": pgettext_lazy("colour", "blue"),
    "#16a34a": pgettext_lazy("colour", "green"),
    "#eab308": pgettext_lazy("colour", "yellow"),
    "#ec4899": pgettext_lazy("colour", "pink"),
    "#6b7280": pgettext_lazy("colour", "grey"),
    "#f97316": pgettext_lazy("colour", "orange"),
    "#0e7490": pgettext_lazy("colour", "teal"),
    "#a16207": pgettext_lazy("colour", "ochre"),
    "#db2777": pgettext_lazy("colour", "pink"),
}


def colour_of(seat: int | None) -> str:
    return "#999" if seat is None or seat < 0 else PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def attrs(**values: Any) -> str:
    parts = []
    for key, value in values.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        parts.append(f'{name}="{escape(str(value), quote=True)}"')
    return " ".join(parts)


#: Character widths in font sizes of DejaVu Sans, the sans-serif CairoSVG draws an email's
#: board with (browsers' sans-serif fonts are no wider): narrow and wide letters apart.
_NARROW = dict.fromkeys("iljIJ.,:;'!|", 0.3) | dict.fromkeys("ftr()/-[] ", 0.4)
_WIDE = dict.fromkeys("mwMW×+★◎✓–", 0.95)


def text_width(body: Any, size: float, bold: bool = False) -> float:
    """About how wide ``body`` is drawn at ``size`` (never less than it is)."""
    width = sum(
        _NARROW.get(ch) or _WIDE.get(ch) or (0.78 if ch.isupper() else 0.64) for ch in str(body)
    )
    return width * size * (1.1 if bold else 1.0)


def fitted(x: float, y: float, body: Any, size: float, width: float, **extra: Any) -> str:
    """Text at ``size``, or smaller where it would run past ``width`` (never cut, and never
    squeezed with textLength, which CairoSVG ignores)."""
    bold = str(extra.get("font_weight", "")) in ("bold", "600", "700")
    needed = text_width(body, size, bold)
    if needed > width:
        size = round(size * width / needed, 2)
    return text(x, y, body, size, **extra)


def two_lines(body: str, size: float, width: float, bold: bool = False) -> list[str]:
    """``body`` on one line where it fits ``width``, else on two, cut at the space nearest
    its middle (a word is never cut)."""
    if text_width(body, size, bold) <= width or " " not in body:
        return [body]
    cut = min((i for i, ch in enumerate(body) if ch == " "), key=lambda i: abs(i - len(body) / 2))
    return [body[:cut], body[cut + 1 :]]


def text(x: float, y: float, body: Any, size: float = 11, **extra: Any) -> str:
    extra.setdefault("text_anchor", "middle")
    return (
        f"<text {attrs(x=f'{x:.1f}', y=f'{y:.1f}', font_size=size, **extra)}>"
        f"{escape(str(body))}</text>"
    )


def rect(x: float, y: float, w: float, h: float, **extra: Any) -> str:
    return (
        f"<rect {attrs(x=f'{x:.1f}', y=f'{y:.1f}', width=f'{w:.1f}', height=f'{h:.1f}', **extra)}/>"
    )


def circle(x: float, y: float, r: float, **extra: Any) -> str:
    return f"<circle {attrs(cx=f'{x:.1f}', cy=f'{y:.1f}', r=r, **extra)}/>"


def line(x1: float, y1: float, x2: float, y2: float, **extra: Any) -> str:
    return (
        f"<line {attrs(x1=f'{x1:.1f}', y1=f'{y1:.1f}', x2=f'{x2:.1f}', y2=f'{y2:.1f}', **extra)}/>"
    )


def polygon(points: list[tuple[float, float]], **extra: Any) -> str:
    pts = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
    return f"<polygon {attrs(points=pts, **extra)}/>"


def hex_corners(cx: float, cy: float, size: float, pointy: bool) -> list[tuple[float, float]]:
    start = 30 if pointy else 0
    return [
        (
            cx + size * math.cos(math.radians(start + 60 * i)),
            cy + size * math.sin(math.radians(start + 60 * i)),
        )
        for i in range(6)
    ]


def place(key: str | None, label: str, body: str, clickable: bool) -> str:
    """A group the reader can name; a button (click, Enter) when a move has its place here."""
    # The drawing's own texts are part of the picture: its label says it all in words.
    inner = f'<g aria-hidden="true">{body}</g>'
    if key is None:
        return f'<g role="img" {attrs(aria_label=label)}><title>{escape(label)}</title>{inner}</g>'
    # A button is named by its <title> alone (an aria-label would have to repeat the
    # drawing's visible texts, which read as nothing on their own).
    return (
        f"<g {attrs(class_='place clickable' if clickable else 'place', data_place=key)} "
        f"{attrs(role='button' if clickable else 'img', tabindex='0' if clickable else None)} "
        f"{attrs(aria_label=None if clickable else label)}><title>{escape(label)}</title>"
        f"{inner}</g>"
    )


def document(width: float, height: float, body: list[str], label: str, kind: str = "") -> str:
    """The picture; ``kind`` is a further class for a game's own page styles."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="{" ".join(["board", kind]).strip()}" '
        f"{attrs(viewBox=f'0 0 {width:.0f} {height:.0f}', role='group', aria_label=label)}>"
        f"<title>{escape(label)}</title>{''.join(body)}</svg>"
    )
