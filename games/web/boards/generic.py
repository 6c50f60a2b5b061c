"""The stand-in for what an engine's board module does not draw yet (the test game, new
games at first, and the panels of Age of Steam and 504 until their engines' rebuilds):
one box per player with the figures the view names, and the view's facts under the
engine's labels (``fact_labels``, ``seat_fact_labels``)."""

from __future__ import annotations

from typing import Any

from django.utils.html import format_html
from django.utils.safestring import mark_safe
from django.utils.translation import pgettext

from games.engines.core import Engine, get_engine
from games.web import present
from games.web.boards import svg
from games.web.boards.table import Fact, Panels, PlayerPanel, Section, Table
from games.words import say


def place_of(move: dict[str, Any]) -> str | None:
    """The generic drawing has no places: moves are chosen step by step in the builder."""
    return None


def _value(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return pgettext("pages", "yes") if value else pgettext("pages", "no")
    return str(value)


def _player_facts(row: Any, engine: Engine) -> list[Fact]:
    """A player's scalar figures, under the engine's names where it gives them."""
    if not isinstance(row, dict):
        return []
    labels = {**engine.fact_labels, **engine.seat_fact_labels}
    facts = []
    for key, value in row.items():
        if isinstance(value, dict | list):
            continue
        label = labels.get(key, str(key).replace("_", " "))
        if label is None:
            continue
        facts.append(Fact(say(label), _value(value)))
    return facts


def _nested(row: Any) -> Any:
    if not isinstance(row, dict):
        return row
    return {k: v for k, v in row.items() if isinstance(v, dict | list)}


def fallback_panels(table: Table, engine: Engine) -> Panels:
    view = table.view
    players = present.players_of(view, engine, table.players)
    found = Panels()
    for seat, row in enumerate(players):
        nested = _nested(row)
        found.players.append(
            PlayerPanel(
                seat,
                _player_facts(row, engine),
                present.facts(nested) if nested else mark_safe(""),
            )
        )
    if isinstance(view.get("you"), dict) and view["you"]:
        found.sections.append(
            Section(
                pgettext("pages", "Your hand and private information"),
                present.facts(view["you"]),
                private=True,
                key="private",
            )
        )
    public = present.public_facts(view, engine, table.players)
    if public:
        rows = format_html(
            "".join("<dt>{}</dt><dd>{}</dd>" for _ in public),
            *[part for pair in public for part in pair],
        )
        found.sections.append(
            Section(
                pgettext("pages", "The game"),
                format_html('<dl class="facts">{}</dl>', rows),
                key="public",
            )
        )
    return found


def board(table: Table) -> str:
    """One box per player, named, with the figures the engine names."""
    engine_facts = panels_facts(table)
    body: list[str] = []
    width = max(1, len(engine_facts)) * 210 + 10
    for index, facts in enumerate(engine_facts):
        x = 10 + index * 210
        lines = [f"{f.label}: {f.value}" for f in facts][:8]
        you = pgettext("pages", "{name} (you)") if index == table.seat else "{name}"
        title = you.format(name=table.name(index))
        inner = [
            svg.rect(
                x,
                10,
                200,
                40 + 16 * len(lines),
                fill="#fafafa",
                stroke=table.colour(index),
                stroke_width=4 if index == table.seat else 2,
                rx=8,
            ),
            svg.text(x + 100, 32, title, 14, font_weight="bold"),
        ]
        inner += [
            svg.text(x + 10, 52 + 16 * i, ln, 12, text_anchor="start") for i, ln in enumerate(lines)
        ]
        body.append(svg.place(None, f"{title}: " + "; ".join(lines), "".join(inner), False))
    height = 60 + 16 * max([len(f[:8]) for f in engine_facts] or [1])
    return svg.document(width, height, body, pgettext("pages", "Players"))


def panels_facts(table: Table) -> list[list[Fact]]:
    engine = get_engine(table.slug)
    rows = present.players_of(table.view, engine, table.players)
    if not rows:
        rows = [{}] * table.players
    return [_player_facts(row, engine) for row in rows]
