"""The drawing for an engine without its own renderer (the test game, new games at first):
one box per player with the public facts the view lists, the page's seat outlined."""

from __future__ import annotations

from typing import Any

from games.web.boards import svg


def place_of(move: dict[str, Any]) -> str | None:
    """The generic drawing has no places: moves are chosen from the list."""
    return None


def _scalars(entry: Any) -> list[str]:
    if isinstance(entry, dict):
        return [f"{k}: {v}" for k, v in entry.items() if isinstance(v, str | int | float | bool)]
    if isinstance(entry, list):
        return [f"{len(entry)} items"]
    return [str(entry)]


def draw(view: dict[str, Any], seat: int | None, clickable: set[str]) -> str:
    players = next(
        (v for k, v in view.items() if k in ("players", "pl", "seats") and isinstance(v, list)),
        [],
    )
    if not players:
        shown = {k: v for k, v in view.items() if k not in ("you", "viewer")}
        players = [shown]
    body: list[str] = []
    width = max(1, len(players)) * 210 + 10
    for index, entry in enumerate(players):
        x = 10 + index * 210
        lines = _scalars(entry)[:8]
        inner = [
            svg.rect(
                x,
                10,
                200,
                40 + 16 * len(lines),
                fill="#fafafa",
                stroke=svg.colour_of(index),
                stroke_width=4 if index == seat else 2,
                rx=8,
            ),
            svg.text(
                x + 100,
                32,
                f"Player {index + 1}" + (" (you)" if index == seat else ""),
                14,
                font_weight="bold",
            ),
        ]
        inner += [
            svg.text(x + 10, 52 + 16 * i, ln, 12, text_anchor="start") for i, ln in enumerate(lines)
        ]
        body.append(
            svg.place(None, f"Player {index + 1}: " + "; ".join(lines), "".join(inner), False)
        )
    height = 60 + 16 * max([len(_scalars(p)[:8]) for p in players] or [1])
    return svg.document(width, height, body, "Players")
