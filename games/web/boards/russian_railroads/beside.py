"""What lies beside Russian Railroads' main board in the game (rulebook, Aufbau): the
locomotive stacks 1-9 (a locomotive's back is the factory of the same number) with the
returned factories, the five ?-cards, the end-game stack, the last-round tile until the last
round, the start bonus cards at the start; the round in the board's empty middle; below the
board the reader's own engineers (spaces only they may use) and, solo, Emil."""

from __future__ import annotations

from django.utils.translation import npgettext, pgettext

from games.engines.russian_railroads import catalog
from games.web.boards import svg
from games.web.boards.table import Table

from . import draw
from .common import EDGE, bonus_name, card_name, seat_fill
from .layout import BESIDE, LAST_ROUND_TILE, ROUND, Box
from .spacebox import on_board, space_box

STACK = "#3d6e8f"
GAP = 8


def round_note(table: Table) -> list[str]:
    """The round (the rulebook reads it off the engineer fields; said here in words too)."""
    view = table.view
    text = pgettext("russian-railroads", "Round {round} of {rounds}").format(
        round=view.get("round"), rounds=view.get("rounds")
    )
    body = svg.text(ROUND.cx, ROUND.y + 18, text, 16, font_weight="bold")
    return [svg.place(None, text, body, False)]


def bonus_cards(table: Table) -> list[str]:
    view = table.view
    cards = list(view.get("bonus_cards") or [])
    if not cards or view.get("phase") != "bonus":
        return []
    box = ROUND
    parts = [
        svg.text(
            box.x,
            box.y + 46,
            pgettext("russian-railroads", "Start bonus cards"),
            12,
            text_anchor="start",
            font_weight="bold",
        )
    ]
    width = box.w / 2  # two rows of two: a card's words on a line or two
    for n, card in enumerate(cards):
        cx, cy = box.x + (n % 2) * width, box.y + 54 + (n // 2) * 52
        name = bonus_name(table, card)
        body = svg.rect(cx, cy, width - 6, 46, rx=5, fill="#e6f2ff", stroke="#668")
        body += draw.lines_of(cx + (width - 6) / 2, cy + 20, name, 12, width - 16, 2)
        key = f"bonus:{card}"
        label = pgettext("russian-railroads", "Start bonus card: {card}").format(card=name)
        parts.append(svg.place(key, label, body, key in table.clickable))
    return parts


def last_round_tile(table: Table) -> list[str]:
    """The tile over the turn-order spaces in the last round; beside the board before."""
    view = table.view
    if not on_board(view, "last_round"):
        return []
    if view.get("round") == view.get("rounds"):
        return [space_box(table, "last_round", LAST_ROUND_TILE)]
    box = Box(BESIDE.x + BESIDE.w - 190, BESIDE.y + 56, 180, 80)
    return [space_box(table, "last_round", box)]


def _frame() -> str:
    box = BESIDE
    return svg.rect(
        box.x, box.y, box.w, box.h, rx=6, fill="none", stroke="#b5ab95", stroke_dasharray="6 4"
    ) + svg.text(
        box.x + 8,
        box.y - 5,
        pgettext("russian-railroads", "Beside the board"),
        11,
        text_anchor="start",
        fill="#6b5a3a",
    )


def _stacks(table: Table) -> str:
    stacks = list(table.view.get("stacks") or [])
    display = list(table.view.get("display") or [])
    x, y = BESIDE.x + 10, BESIDE.y + 8
    parts = [
        svg.text(
            x,
            y + 10,
            pgettext("russian-railroads", "Locomotives and factories in the stacks"),
            11,
            text_anchor="start",
        )
    ]
    said = []
    for n in range(1, 10):
        left = stacks[n] if n < len(stacks) else 0
        tx = x + (n - 1) * 44
        parts.append(
            draw.tile(tx, y + 16, 38, 30, n, STACK if left else "#eee", "#fff" if left else "#999")
        )
        parts.append(svg.text(tx + 19, y + 60, f"×{left}", 11))
        said.append(f"{n}: {left}")
    label = pgettext(
        "russian-railroads", "Locomotive stacks (number: tiles left): {stacks}"
    ).format(stacks=", ".join(said))
    if display:
        text = pgettext("russian-railroads", "Returned factories: {numbers}").format(
            numbers=", ".join(map(str, display))
        )
        parts.append(draw.lines_of(x + 9 * 44 + 100, y + 28, text, 11, 190, 2))
        label += "; " + text
    return svg.place(None, label, "".join(parts), False)


def _qcards(table: Table) -> list[str]:
    left = set(table.view.get("qcards") or [])
    x, y = BESIDE.x + 10, BESIDE.y + 74
    width = 100
    parts = []
    for n, card in enumerate(catalog.QUESTION_CARDS):
        cx = x + n * width
        name = card_name(table, card)
        there = card in left
        body = svg.rect(
            cx,
            y,
            width - GAP,
            56,
            rx=5,
            fill="#efe6ff" if there else "#eee",
            stroke="#667" if there else "#bbb",
        )
        body += svg.text(cx + 12, y + 16, "?", 14, font_weight="bold", fill="#5b3f99")
        body += draw.lines_of(
            cx + (width - GAP) / 2, y + 30, name, 11, width - 16, fill="#000" if there else "#888"
        )
        label = pgettext("russian-railroads", "?-card: {card}").format(card=name) + (
            "" if there else " " + pgettext("russian-railroads", "(used)")
        )
        parts.append(svg.place(f"card:{card}", label, body, f"card:{card}" in table.clickable))
    return parts


def _endgame_stack(table: Table) -> str:
    count = int(table.view.get("endgame_count") or 0)
    text = npgettext(
        "russian-railroads",
        "{n} end-game card in the stack",
        "{n} end-game cards in the stack",
        count,
    ).format(n=count)
    box = Box(BESIDE.x + BESIDE.w - 190, BESIDE.y + 8, 180, 46)
    body = "".join(
        svg.rect(box.x + 4 * i, box.y + 4 * i, 40, 30, rx=3, fill="#4b3b6b", stroke="#fff")
        for i in range(min(3, count))
    )
    body += draw.lines_of(box.x + 116, box.y + 14, text, 11, 124, 3)
    return svg.place(None, text, body, False)


def beside(table: Table) -> list[str]:
    return [_frame(), _stacks(table), *_qcards(table), _endgame_stack(table)]


def own_engineers(table: Table, y: float) -> tuple[list[str], float]:
    """The reader's own engineers (beside their player board in the game): spaces only
    they may use, drawn here so a move can name them."""
    if table.seat is None:
        return [], y
    players = table.view.get("players") or []
    mine = players[table.seat].get("engineers") if table.seat < len(players) else []
    if not mine:
        return [], y
    parts = [
        svg.text(
            10,
            y + 14,
            pgettext("russian-railroads", "Your engineers"),
            12,
            text_anchor="start",
            font_weight="bold",
        )
    ]
    y += 22
    for n, number in enumerate(sorted(mine)):
        box = Box(10 + n * 170, y, 160, 78)
        parts.append(
            space_box(
                table,
                f"engineer:{number}",
                box,
                dict(catalog.ENGINEERS[number]),
                pgettext("russian-railroads", "Your engineer {number}").format(number=number),
                fill="#f3e6c4",
            )
        )
        parts.append(svg.text(box.x + box.w - 12, box.bottom - 6, number, 12, font_weight="bold"))
    return parts, y + 86


def emil(table: Table, y: float) -> tuple[list[str], float]:
    found = table.view.get("emil")
    if not isinstance(found, dict):
        return [], y
    none = pgettext("russian-railroads", "none")
    tiles = ", ".join(map(str, found.get("tiles") or [])) or none
    engineers = ", ".join(map(str, found.get("engineers") or [])) or none
    text = pgettext(
        "russian-railroads",
        "Emil (solo opponent): {free} of {workers} workers free; locomotives and "
        "factories {tiles}; engineers {engineers}; {cards} action cards left",
    ).format(
        free=found.get("free", 0),
        workers=found.get("workers", 0),
        tiles=tiles,
        engineers=engineers,
        cards=found.get("deck_count", 0),
    )
    body = svg.rect(10, y, 660, 52, rx=5, fill="#f1f1f1", stroke=EDGE)
    body += draw.worker(26, y + 26, seat_fill(table, -1), found.get("free", 0), draw.BIG)
    body += draw.lines_of(360, y + 22, text, 11, 620)
    return [svg.place(None, text, body, False)], y + 60
