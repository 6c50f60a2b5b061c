"""Track drawn as the tiles show it: on the board and as the pictures of the build choices.

A track runs from the middle of one hex edge to another, bending through the hex's centre
(a straight is straight, a curve a curve); a town's spokes meet at its disc in the middle.
The edge numbers are the engine's (conventions.yaml): 0 north on flat-top maps, north-east
on pointy-top ones, clockwise.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from games.engines.age_of_steam.catalog import CENTRE
from games.web.boards import svg

Track = tuple[int, int, str]  # edge, edge (or CENTRE), colour


def edge_point(x: float, y: float, size: float, edge: int, pointy: bool) -> tuple[float, float]:
    """The middle of a hex edge (``size``: centre to corner)."""
    if edge == CENTRE:
        return x, y
    # Flat-top: edge 0 faces north (-90 degrees); pointy-top: edge 0 faces north-east.
    angle = math.radians((-60 if pointy else -90) + 60 * edge)
    inner = size * math.sqrt(3) / 2
    return x + inner * math.cos(angle), y + inner * math.sin(angle)


def track_paths(
    x: float, y: float, size: float, pointy: bool, tracks: Iterable[Track], width: float
) -> str:
    """The tracks of one hex: a dark bed, then the owner's colour on it."""
    beds, rails = [], []
    for a, b, colour in tracks:
        (x1, y1), (x2, y2) = (
            edge_point(x, y, size, a, pointy),
            edge_point(x, y, size, b, pointy),
        )
        d = f"M{x1:.1f},{y1:.1f} Q{x:.1f},{y:.1f} {x2:.1f},{y2:.1f}"
        beds.append(f'<path d="{d}" stroke="#222" stroke-width="{width + 2:.1f}" fill="none"/>')
        rails.append(f'<path d="{d}" stroke="{colour}" stroke-width="{width:.1f}" fill="none"/>')
    return "".join(beds) + "".join(rails)


def tile_picture(
    pointy: bool,
    fill: str,
    tracks: Sequence[Track],
    town: bool,
    label: str,
    size: float = 24,
) -> str:
    """One hex with its track, as a small picture (a build choice): what the hex will hold."""
    pad = 2
    w = size * (math.sqrt(3) if pointy else 2) + 2 * pad
    h = size * (2 if pointy else math.sqrt(3)) + 2 * pad
    x, y = w / 2, h / 2
    body = svg.polygon(svg.hex_corners(x, y, size, pointy), fill=fill, stroke="#666")
    body += track_paths(x, y, size, pointy, tracks, 4)
    if town:
        body += svg.circle(x, y, 4.5, fill="#fff", stroke="#111", stroke_width=1.5)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="tile-picture" '
        f"{svg.attrs(viewBox=f'0 0 {w:.0f} {h:.0f}', width=f'{w:.0f}', height=f'{h:.0f}')} "
        f'role="img" aria-hidden="true" focusable="false">{body}</svg>'
    )
