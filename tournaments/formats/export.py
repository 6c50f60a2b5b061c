"""Standings and pairings as CSV text and JSON-compatible data, for downloads and the API.

Pure functions returning strings or plain data: the Django layer decides on the HTTP response.
Floats are rounded to 6 places: the averaged shares of points would otherwise print float
noise (2.3333333333333335) in a spreadsheet.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

from .standings import StandingRow
from .types import Pairing

COLUMNS = (
    "rank",
    "player",
    "points",
    "games",
    "byes",
    "wins",
    "game_score",
    "buchholz",
    "head_to_head",
)


def _clean(value: object) -> object:
    if isinstance(value, float):
        rounded = round(value, 6)
        return int(rounded) if rounded.is_integer() else rounded
    return value


def standings_data(rows: Sequence[StandingRow]) -> list[dict[str, Any]]:
    """One dict per row, keys as COLUMNS; ready for json.dumps or a DRF Response."""
    return [{k: _clean(v) for k, v in asdict(row).items()} for row in rows]


def standings_json(rows: Sequence[StandingRow]) -> str:
    return json.dumps(standings_data(rows), indent=2)


def standings_csv(rows: Sequence[StandingRow]) -> str:
    """A header line then one line per row, RFC 4180 quoting, "\\r\\n" line ends."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(COLUMNS)
    for record in standings_data(rows):
        writer.writerow([record[c] for c in COLUMNS])
    return out.getvalue()


def pairing_data(pairing: Pairing) -> dict[str, Any]:
    """A round's tables (seat order kept: seat 0 moves first) and byes as plain data."""
    return {
        "tables": [{"table": n, "players": list(t)} for n, t in enumerate(pairing.tables, 1)],
        "byes": list(pairing.byes),
    }
