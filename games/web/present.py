"""Plain facts of a view as HTML lists (hand, private information, players' public facts)."""

from __future__ import annotations

from html import escape
from typing import Any

from django.utils.safestring import SafeString, mark_safe

MAX_ITEMS = 60


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


def players_of(view: dict[str, Any]) -> list[Any]:
    for key in ("players", "pl", "seats"):
        if isinstance(view.get(key), list):
            return list(view[key])
    return []


def public_facts(view: dict[str, Any]) -> list[tuple[str, SafeString]]:
    """The view's top-level public facts that are not drawn as per-player rows."""
    skip = {"you", "viewer", "players", "pl", "seats", "spaces", "tiles", "track", "links"}
    shown = []
    for key, value in view.items():
        if key in skip:
            continue
        shown.append((str(key).replace("_", " "), facts(value)))
    return shown
