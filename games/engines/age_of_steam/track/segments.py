"""Track tiles in the state, and the one reader of them (engine and web board alike).

A hex's tile is ``{"tile": shape, "rotation": r, "town_marker": bool, "segments": [...]}``;
each segment is ``{"ends": [edge_a, edge_b], "owner": seat, "extended": bool}``:

* ``ends`` are hex edges 0-5; a town's spoke runs from an edge to ``CENTRE`` (6), the town in
  the middle of the hex (rulebook l. 306-309: all tracks leading to a town meet there);
* ``owner`` is the seat whose ownership marker lies on the track, -1 for nobody;
* ``extended`` is true when its owner built or extended it in this Build Track phase (an
  incomplete section not extended lapses at the phase's end, l. 362-368).

States written before engine version 2 held ``{"t", "r", "m", "s": [[a, b, owner, fresh]]}``;
:func:`upgrade_tile` reads them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple

from ..catalog import CENTRE as CENTRE

Tile = dict[str, Any]
SegmentData = dict[str, Any]


class Segment(NamedTuple):
    """One track of a tile, read from the state."""

    a: int
    b: int  # CENTRE for a town's spoke
    owner: int  # -1: nobody
    extended: bool

    @property
    def is_spoke(self) -> bool:
        return self.b == CENTRE


def segments(tile: Tile) -> list[Segment]:
    """The tile's tracks, in the order the state keeps them."""
    return [
        Segment(s["ends"][0], s["ends"][1], s["owner"], s["extended"]) for s in tile["segments"]
    ]


def edges(tile: Tile) -> list[tuple[int, int]]:
    """(edge_a, edge_b) of each track of the tile."""
    return [(s["ends"][0], s["ends"][1]) for s in tile["segments"]]


def segment(a: int, b: int, owner: int, extended: bool) -> SegmentData:
    return {"ends": [a, b], "owner": owner, "extended": extended}


def tile(shape: str, rotation: int, town_marker: bool, tracks: Iterable[SegmentData]) -> Tile:
    return {
        "tile": shape,
        "rotation": rotation,
        "town_marker": town_marker,
        "segments": list(tracks),
    }


def upgrade_tile(old: dict[str, Any]) -> Tile:
    """A tile as engine version 1 stored it."""
    return tile(
        old["t"],
        old["r"],
        bool(old.get("m")),
        (segment(a, b, owner, bool(fresh)) for a, b, owner, fresh in old["s"]),
    )
