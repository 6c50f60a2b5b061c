"""Plain facts of a view as HTML lists (hand, private information, players' public facts).

Labels come from the engine (``fact_labels``, ``seat_fact_labels``): a page speaks of
"Coal market" rather than ``coal_market``, and per-seat lists land in each player's row.
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from django.utils.safestring import SafeString, mark_safe

from games.engines.core import Engine
from games.words import say

MAX_ITEMS = 60
PLAYER_KEYS = ("players", "pl", "seats")


def _label(key: Any) -> str:
    return escape(str(key).replace("_", " "))


def _html(value: Any, depth: int) -> str:
    if isinstance(value, dict):
        if not value:
            return "<span class='muted'>none</span>"
        pairs = list(value.items())[:MAX_ITEMS]
        if depth > 3:
            return escape(", ".join(f"{k}: {v}" for k, v in pairs))
        rows = "".join(f"<dt>{_label(k)}</dt><dd>{_html(v, depth + 1)}</dd>" for k, v in pairs)
        return f"<dl>{rows}</dl>"
    if isinstance(value, list):
        if not value:
            return "<span class='muted'>none</span>"
        if all(not isinstance(v, dict | list) for v in value):
            return escape(", ".join("—" if v is None else str(v) for v in value[:MAX_ITEMS]))
        items = "".join(f"<li>{_html(v, depth + 1)}</li>" for v in value[:MAX_ITEMS])
        return f"<ol>{items}</ol>"
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return escape(str(value))


def facts(value: Any) -> SafeString:
    return mark_safe(_html(value, 0))


def _seat_keys(view: Mapping[str, Any], engine: Engine, seats: int) -> dict[str, str]:
    """The engine's per-seat keys that hold one entry per seat in this view (a list of
    another length, one per company say, stays with the other public facts)."""
    return {
        key: say(name)
        for key, name in engine.seat_fact_labels.items()
        if isinstance(view.get(key), list) and len(view[key]) == seats
    }


def players_of(view: Mapping[str, Any], engine: Engine, seats: int) -> list[Any]:
    """Each seat's public facts: the engine's player records plus its per-seat lists."""
    rows: list[Any] = []
    for key in PLAYER_KEYS:
        if isinstance(view.get(key), list):
            rows = list(view[key])
            break
    per_seat = _seat_keys(view, engine, seats)
    if not per_seat:
        return rows
    merged: list[Any] = []
    for seat in range(seats):
        base = rows[seat] if seat < len(rows) else {}
        row = dict(base) if isinstance(base, dict) else ({"facts": base} if base else {})
        for key, name in per_seat.items():
            row[name] = view[key][seat]
        merged.append(row)
    return merged


def public_facts(
    view: Mapping[str, Any], engine: Engine, seats: int
) -> list[tuple[str, SafeString]]:
    """The view's top-level public facts that are not drawn elsewhere, under their names."""
    skip = {"you", "viewer", "spaces", "tiles", "track", "links", *PLAYER_KEYS}
    skip |= set(_seat_keys(view, engine, seats))
    shown = []
    for key, value in view.items():
        if key in engine.fact_labels:
            label = engine.fact_labels[key]
        else:  # a per-seat key holding one entry per company, say, keeps its own name
            label = engine.seat_fact_labels.get(key, str(key).replace("_", " "))
        if key in skip or label is None:
            continue
        shown.append((say(label), facts(value)))
    return shown
