"""Russian Railroads: the main board's action spaces (cost, who placed what), the engineer
row, and each player's board (three railway lines with the five track colours, locomotives,
industry track, factories, workers, coins, doublers and score) — all from the seat's view."""

from __future__ import annotations

from typing import Any

from games.engines.russian_railroads import catalog
from games.web.boards import svg

TRACK = ("#222", "#888", "#8b5a2b", "#d8c59a", "#f8f8f8")
BOX_W, BOX_H, PER_ROW = 118, 58, 8


def place_of(move: dict[str, Any]) -> str | None:
    if move.get("type") == "bonus" and isinstance(move.get("card"), str):
        return f"bonus:{move['card']}"
    if move.get("type") in ("place", "reuse", "relocate") and isinstance(move.get("space"), str):
        return str(move["space"])
    return None


def _spaces(view: dict[str, Any]) -> list[str]:
    side = str(view.get("side", "34"))
    solo = bool(view.get("solo"))
    ids = [s.id for s in catalog.SPACES.values() if side in s.sides and (s.solo or not solo)]
    ids += [f"engineer:{n}" for n in view.get("engineer_row") or [] if n is not None]
    ids += [k for k in (view.get("spaces") or {}) if k not in ids]
    return ids


def _space_box(sid: str, x: float, y: float, view: dict[str, Any], clickable: set[str]) -> str:
    space = catalog.SPACES.get(sid)
    occupants = (view.get("spaces") or {}).get(sid) or []
    cost = (f"{space.workers}w" + (f" {space.coins}c" if space.coins else "")) if space else ""
    name = sid.replace("_", " ").replace(":", " ")
    parts = [
        svg.rect(x, y, BOX_W - 6, BOX_H - 6, rx=5, fill="#fbf7ee", stroke="#8a7a5a"),
        svg.text(x + (BOX_W - 6) / 2, y + 14, name[:20], 9, font_weight="bold"),
        svg.text(x + (BOX_W - 6) / 2, y + 26, cost, 8, fill="#555"),
    ]
    who = []
    for i, o in enumerate(occupants):
        seat = o.get("seat", -1)
        parts.append(
            svg.circle(x + 12 + i * 18, y + 40, 7, fill=svg.colour_of(seat), stroke="#000")
        )
        parts.append(
            svg.text(
                x + 12 + i * 18, y + 43, o.get("workers", 0) + o.get("temps", 0), 8, fill="#fff"
            )
        )
        label = "Emil" if seat == -1 else f"player {seat + 1}"
        who.append(f"{label} ({o.get('workers', 0)} workers, {o.get('coins', 0)} coins)")
    label = f"Action space {name}, cost {cost or 'see engineer'}" + (
        f"; taken by {', '.join(who)}" if who else "; free"
    )
    return svg.place(sid, label, "".join(parts), sid in clickable)


def _player_board(i: int, player: dict[str, Any], x: float, y: float, seat: int | None) -> str:
    w = 470
    facts = (
        f"score {player.get('score')} · workers {player.get('workers')}/"
        f"{player.get('workers_max')} · coins {player.get('coins')} · doublers "
        f"{player.get('doublers')} · industry {player.get('industry')}"
    )
    parts = [
        svg.rect(
            x,
            y,
            w,
            170,
            rx=6,
            fill="#fff",
            stroke=svg.colour_of(i),
            stroke_width=4 if i == seat else 2,
        ),
        svg.text(
            x + w / 2,
            y + 16,
            f"Player {i + 1}" + (" (you)" if i == seat else ""),
            11,
            font_weight="bold",
        ),
        svg.text(x + w / 2, y + 30, facts, 8),
    ]
    described = []
    for row, line_id in enumerate(catalog.LINES):
        ly = y + 42 + row * 34
        length = catalog.LENGTH[line_id]
        cell = min(22.0, (w - 120) / max(length, 1))
        parts.append(
            svg.text(x + 8, ly + 13, catalog.LINE_NAMES[line_id][:14], 9, text_anchor="start")
        )
        for c in range(length):
            parts.append(
                svg.rect(x + 95 + c * cell, ly, cell - 1, 18, fill="#f3f3f3", stroke="#ccc")
            )
        positions = (player.get("track") or {}).get(line_id) or []
        for colour, at in enumerate(positions):
            if at:
                cx = x + 95 + (min(at, length) - 0.5) * cell
                parts.append(
                    svg.rect(
                        cx - 5,
                        ly + 2 + colour * 3,
                        10,
                        5,
                        fill=TRACK[colour],
                        stroke="#000",
                        stroke_width=0.5,
                    )
                )
        locos = (player.get("locos") or {}).get(line_id) or []
        parts.append(
            svg.text(
                x + 95,
                ly + 30,
                f"locos {', '.join(map(str, locos)) or '—'}",
                8,
                text_anchor="start",
                fill="#333",
            )
        )
        described.append(
            f"{catalog.LINE_NAMES[line_id]}: track "
            f"{'/'.join(map(str, positions))}, locos {locos or 'none'}"
        )
    label = f"Player {i + 1} board: {facts}; " + "; ".join(described)
    return svg.place(None, label, "".join(parts), False)


def draw(view: dict[str, Any], seat: int | None, clickable: set[str]) -> str:
    body: list[str] = []
    spaces = _spaces(view)
    for n, sid in enumerate(spaces):
        body.append(
            _space_box(sid, 8 + (n % PER_ROW) * BOX_W, 30 + (n // PER_ROW) * BOX_H, view, clickable)
        )
    top = (
        f"Round {view.get('round')} of {view.get('rounds')} · phase {view.get('phase')} · "
        f"order {', '.join(str(s + 1) for s in view.get('order') or [])}"
    )
    body.append(svg.text(8, 18, top, 11, text_anchor="start", font_weight="bold"))
    y = 30 + ((len(spaces) + PER_ROW - 1) // PER_ROW) * BOX_H + 10
    cards = [("bonus", c) for c in view.get("bonus_cards") or []]
    cards += [("question", c) for c in view.get("qcards") or []]
    if cards:
        body.append(
            svg.text(
                8,
                y + 12,
                "Start bonus and question cards",
                10,
                text_anchor="start",
                font_weight="bold",
            )
        )
        for n, (kind, card) in enumerate(cards):
            key = f"{kind}:{card}"
            x = 8 + (n % PER_ROW) * 118
            row_y = y + (n // PER_ROW) * 30
            body.append(
                svg.place(
                    key,
                    f"{kind.title()} card {card.replace('_', ' ')}",
                    svg.rect(
                        x,
                        row_y + 18,
                        112,
                        26,
                        rx=4,
                        fill="#eef6ff" if kind == "bonus" else "#f6f0ff",
                        stroke="#668",
                    )
                    + svg.text(x + 56, row_y + 35, card.replace("_", " "), 9),
                    key in clickable,
                )
            )
        y += 24 + 30 * ((len(cards) + PER_ROW - 1) // PER_ROW)
    for i, player in enumerate(view.get("players") or []):
        body.append(_player_board(i, player, 8 + (i % 2) * 478, y + (i // 2) * 178, seat))
    rows = (len(view.get("players") or []) + 1) // 2
    return svg.document(
        max(PER_ROW * BOX_W + 10, 960),
        y + rows * 178 + 4,
        body,
        "Russian Railroads main board and player boards",
    )
