"""The pictures a turn email carries (the board, the reader's own player board), drawn the
way the email draws them, and a geometric look at their texts: each text's box measured
with the font CairoSVG draws it in (cairo's "sans-serif", DejaVu Sans here), so a label
that leaves the picture, runs into another or is too small to read at email width is found
without a person looking."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import cache
from typing import Any

from django.utils import translation

from games.engines.core import get_engine
from games.web import boards

#: Long and short names, a hyphen and a space: what a name label must hold.
NAMES = ("Ada Lovelace", "bob", "Maximiliane Thurn-Taxis", "dee", "Eve", "Fay")
SVG_NS = "{http://www.w3.org/2000/svg}"


@dataclass(frozen=True, slots=True)
class Label:
    """One <text>: its words and the box it covers (x0, y0, x1, y1) in viewBox units."""

    words: str
    size: float
    box: tuple[float, float, float, float]


@dataclass(frozen=True, slots=True)
class Picture:
    kind: str  # "board" or "own" (the reader's player board)
    svg: str
    #: How wide the email shows it (the <img width> of notifications/message.html).
    shown: int


def play(slug: str, players: int, options: dict[str, Any], moves: int, seed: int) -> Any:
    """A state after up to ``moves`` random-bot moves, stopping before the game would end."""
    engine = get_engine(slug)
    state = engine.setup(players, options, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        seats = engine.to_act(state)
        if not seats:
            break
        after = engine.apply(state, seats[0], engine.bots["random"](state, seats[0], rng)).state
        if engine.result(after) is not None:
            break
        state = after
    return state


def pictures(slug: str, players: int, state: Any, language: str) -> list[Picture]:
    """The email's pictures for the seat to act, in ``language`` (as position_of draws them)."""
    engine = get_engine(slug)
    seat = (engine.to_act(state) or [0])[0]
    with translation.override(language):
        table = boards.table_of(slug, engine.view(state, seat), seat, NAMES[:players])
        found = [Picture("board", boards.board(table), 720)]
        mine = boards.panels(table).player(seat)
        if mine is not None and "<svg" in mine.board:
            found.append(Picture("own", str(mine.board), 600))
    return found


@cache
def _context() -> Any:
    import cairocffi

    return cairocffi.Context(cairocffi.ImageSurface(cairocffi.FORMAT_ARGB32, 1, 1))


def text_width(words: str, size: float, bold: bool) -> float:
    """How wide CairoSVG draws ``words`` (its toy font API, the family it defaults to)."""
    import cairocffi

    context = _context()
    weight = cairocffi.FONT_WEIGHT_BOLD if bold else cairocffi.FONT_WEIGHT_NORMAL
    context.select_font_face("sans-serif", cairocffi.FONT_SLANT_NORMAL, weight)
    context.set_font_size(size)
    return float(context.text_extents(words)[4])  # x_advance


def view_box(svg: str) -> tuple[float, float, float, float]:
    root = ET.fromstring(svg)
    x, y, w, h = (float(v) for v in root.attrib["viewBox"].split())
    return x, y, x + w, y + h


def labels(svg: str) -> list[Label]:
    """Every text of the drawing with the box it covers (no transforms are used)."""
    root = ET.fromstring(svg)
    assert "transform" not in svg, "the geometry check reads untransformed coordinates"
    found = []
    for node in root.iter(f"{SVG_NS}text"):
        words = "".join(node.itertext())
        if not words.strip():
            continue
        size = float(node.get("font-size", "12"))
        bold = node.get("font-weight") in ("bold", "600", "700", "800")
        width = text_width(words, size, bold)
        x, y = float(node.get("x", "0")), float(node.get("y", "0"))
        anchor = node.get("text-anchor", "start")
        left = x - width / 2 if anchor == "middle" else x - width if anchor == "end" else x
        # cap height above the baseline, descenders below (DejaVu: 0.73 and 0.24 em)
        found.append(Label(words, size, (left, y - 0.76 * size, left + width, y + 0.24 * size)))
    return found


def outside(svg: str, slack: float = 0.5) -> list[str]:
    """Texts whose box leaves the picture (cut off at its edge)."""
    x0, y0, x1, y1 = view_box(svg)
    return [
        f"{label.words!r} {tuple(round(v) for v in label.box)} leaves 0 0 {x1:.0f} {y1:.0f}"
        for label in labels(svg)
        if label.box[0] < x0 - slack
        or label.box[1] < y0 - slack
        or label.box[2] > x1 + slack
        or label.box[3] > y1 + slack
    ]


def overlaps(svg: str, slack: float = 0.6) -> list[str]:
    """Pairs of texts whose boxes cross (by more than ``slack`` units each way)."""
    found = labels(svg)
    out = []
    for i, a in enumerate(found):
        for b in found[i + 1 :]:
            wide = min(a.box[2], b.box[2]) - max(a.box[0], b.box[0])
            high = min(a.box[3], b.box[3]) - max(a.box[1], b.box[1])
            if wide > slack and high > slack:
                out.append(f"{a.words!r} runs into {b.words!r}")
    return out


def too_small(picture: Picture, least: float) -> list[str]:
    """Texts smaller than ``least`` pixels where the email shows the picture."""
    x0, _y0, x1, _y1 = view_box(picture.svg)
    scale = picture.shown / (x1 - x0)
    return [
        f"{label.words!r} is {label.size * scale:.1f} px at {picture.shown} px wide"
        for label in labels(picture.svg)
        if label.size * scale < least
    ]


def title(svg: str) -> str:
    """The picture's own name (its root <title>): what a screen reader announces."""
    node = ET.fromstring(svg).find(f"{SVG_NS}title")
    return "" if node is None or node.text is None else node.text


def readable_words(svg: str) -> str:
    """Everything a person may read of the picture: texts, titles and aria-labels."""
    root = ET.fromstring(svg)
    parts = ["".join(n.itertext()) for n in root.iter(f"{SVG_NS}text")]
    parts += ["".join(n.itertext()) for n in root.iter(f"{SVG_NS}title")]
    parts += [n.get("aria-label", "") for n in root.iter()]
    return "\n".join(p for p in parts if p)
