"""Russian Railroads' main board as printed: the round track, the action spaces in their six
areas (track building, locomotives and factories, industrialisation, other actions,
engineers, turn order) with the workers and coins on them, the locomotive stacks, the
?-cards, the start bonus cards and the end-game stack; in a solo game Emil. Spaces a move
of the reader names are buttons (the builder narrows to them)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import npgettext, pgettext

from games.engines.russian_railroads import catalog
from games.web.boards import svg
from games.web.boards.table import Table

from . import draw
from .common import (
    EDGE,
    PAPER,
    bonus_name,
    card_name,
    cost_words,
    effect_words,
    occupant_words,
    seat_fill,
    space_name,
)

WIDTH = 990
BOX_W, BOX_H, GAP = 154, 58, 6
COL_A, COL_B, COL_C = 10, 340, 670

#: The printed board's areas, each a list of rows of spaces (left to right).
TRACK_ROWS = (
    ("black_2", "black_3"),
    ("grey_2", "grey_3"),
    ("brown_1", "brown_2"),
    ("natural_1", "natural_2"),
    ("white_1", "white_2"),
    ("joker", "collection_point"),
)
LOCO_ROWS = (("loco_or_factory_1", "loco_or_factory_2"), ("loco_and_factory",))
INDUSTRY_ROWS = (("industry_1", "industry_2"), ("industry_black", "last_round"))
OTHER_ROWS = (("doubler", "two_coins"), ("temporary_workers",))
TURN_ROW = ("turn_order_1", "turn_order_2")


def on_board(view: dict[str, Any], space: str) -> bool:
    """Is the space printed (and not covered) on this game's side of the board?"""
    found = catalog.SPACES.get(space)
    if found is None:
        return False
    return str(view.get("side", "34")) in found.sides and (found.solo or not view.get("solo"))


def _idle(view: dict[str, Any], space: str) -> str:
    """Why a printed space cannot be used this round ("" when it can)."""
    found = catalog.SPACES[space]
    last = view.get("round") == view.get("rounds")
    if found.last_round_only and not last:
        return pgettext("russian-railroads", "last round only")
    if found.not_last_round and last:
        return pgettext("russian-railroads", "not in the last round")
    return ""


def space_box(
    table: Table,
    space: str,
    x: float,
    y: float,
    effect: dict[str, Any] | None = None,
    title: str = "",
    caption: str = "",
) -> str:
    """One action space: its price, what it gives, who stands on it."""
    view = table.view
    found = catalog.SPACES.get(space)
    workers = found.workers if found else 1
    coins = found.coins if found else 0
    gives = effect_words(
        table, effect if effect is not None else dict(found.effect if found else {})
    )
    caption = caption or ", ".join(gives) or pgettext("russian-railroads", "no engineer here")
    idle = _idle(view, space) if found else ""
    entries = list((view.get("spaces") or {}).get(space) or [])
    body = [
        svg.rect(x, y, BOX_W, BOX_H, rx=5, fill="#eee" if idle else PAPER, stroke=EDGE),
        draw.cost(x + 2, y + 13, workers, coins),
        # the caption beside the price (pawns and coins at the top left)
        draw.lines_of(
            (x + 14 + 12 * (workers + coins) + x + BOX_W) / 2,
            y + 14,
            caption,
            10,
            BOX_W - 18 - 12 * (workers + coins),
            fill="#222",
        ),
    ]
    if idle:
        body.append(draw.fit(x + BOX_W / 2, y + 46, idle, 9, BOX_W - 10, fill="#555"))
    body.append(draw.occupants(table, x + 12, y + 44, entries))
    name = title or space_name(table, space)
    label = pgettext("russian-railroads", "{space}: {gives}; costs {cost}").format(
        space=name, gives=caption, cost=cost_words(workers, coins)
    )
    if idle:
        label += f" ({idle})"
    taken = [occupant_words(table, e) for e in entries]
    label += "; " + (
        pgettext("russian-railroads", "taken by {who}").format(who=", ".join(taken))
        if taken
        else pgettext("russian-railroads", "free")
    )
    return svg.place(space, label, "".join(body), space in table.clickable)


def _area(
    table: Table, title: str, x: float, y: float, rows: tuple[tuple[str, ...], ...]
) -> tuple[list[str], float]:
    parts = [svg.text(x, y + 12, title, 12, text_anchor="start", font_weight="bold")]
    y += 18
    for row in rows:
        shown = [s for s in row if on_board(table.view, s)]
        if not shown:
            continue
        for n, space in enumerate(shown):
            parts.append(space_box(table, space, x + n * (BOX_W + GAP), y))
        y += BOX_H + GAP
    return parts, y


def _round_track(table: Table) -> list[str]:
    view = table.view
    rounds, now = int(view.get("rounds") or 0), int(view.get("round") or 0)
    parts = [
        svg.text(
            COL_A,
            24,
            pgettext("russian-railroads", "Round {round} of {rounds}").format(
                round=now, rounds=rounds
            ),
            15,
            text_anchor="start",
            font_weight="bold",
        )
    ]
    for n in range(1, rounds + 1):
        x = 250 + (n - 1) * 30
        parts.append(
            svg.rect(x, 8, 26, 24, rx=4, fill="#c0392b" if n == now else "#fff", stroke=EDGE)
        )
        parts.append(svg.text(x + 13, 25, n, 12, fill="#fff" if n == now else "#000"))
    label = pgettext("russian-railroads", "Round track: round {round} of {rounds}").format(
        round=now, rounds=rounds
    )
    return [svg.place(None, label, "".join(parts), False)]


def _stacks(table: Table, x: float, y: float) -> tuple[list[str], float]:
    """The locomotive stacks (a locomotive's back is the factory of the same number)."""
    stacks = list(table.view.get("stacks") or [])
    display = list(table.view.get("display") or [])
    parts = [
        svg.text(
            x,
            y + 11,
            pgettext("russian-railroads", "Locomotives and factories in the stacks"),
            10,
            text_anchor="start",
        )
    ]
    said = []
    for n in range(1, 10):
        left = stacks[n] if n < len(stacks) else 0
        tx = x + (n - 1) * 34
        parts.append(
            draw.tile(
                tx, y + 16, 30, 26, n, "#3d6e8f" if left else "#eee", "#fff" if left else "#999"
            )
        )
        parts.append(svg.text(tx + 15, y + 54, f"×{left}", 9))
        said.append(f"{n}: {left}")
    label = pgettext(
        "russian-railroads", "Locomotive stacks (number: tiles left): {stacks}"
    ).format(stacks=", ".join(said))
    if display:
        text = pgettext("russian-railroads", "Returned factories: {numbers}").format(
            numbers=", ".join(map(str, display))
        )
        parts.append(draw.fit(x, y + 70, text, 10, 300, text_anchor="start"))
        label += "; " + text
    return [svg.place(None, label, "".join(parts), False)], y + (76 if display else 62)


def _engineers(table: Table, x: float, y: float) -> tuple[list[str], float]:
    """The engineer row: the preview, the public engineers (spaces lying crosswise) and the
    engineer on the hiring space (rightmost), each shown with what it does."""
    view = table.view
    row = list(view.get("engineer_row") or [])
    parts = [
        svg.text(
            x,
            y + 12,
            pgettext("russian-railroads", "Engineers"),
            12,
            text_anchor="start",
            font_weight="bold",
        )
    ]
    y += 18
    preview = (
        row[: max(0, len(row) - 3)] if view.get("side") == "34" else row[: max(0, len(row) - 2)]
    )
    tiles = []
    for n, number in enumerate(preview):
        tx = x + n * 38
        if number is None:
            tiles.append(
                svg.rect(tx, y, 34, 30, rx=3, fill="none", stroke="#bbb", stroke_dasharray="3 2")
            )
        else:
            tiles.append(draw.tile(tx, y, 34, 30, number, "#e8dcc0", "#000"))
    coming = [str(n) for n in preview if n is not None]
    label = pgettext("russian-railroads", "Engineers coming in later rounds: {numbers}").format(
        numbers=", ".join(coming) or pgettext("russian-railroads", "none")
    )
    parts.append(svg.place(None, label, "".join(tiles), False))
    y += 38
    fields = [("public_engineer_2", 2), ("public_engineer_1", 1)]
    shown = [(s, f) for s, f in fields if on_board(view, s)]
    for n, (space, field) in enumerate(shown):
        number = row[len(row) - 1 - field] if len(row) > field else None
        effect = dict(catalog.ENGINEERS[number]) if number is not None else {}
        title = (
            pgettext("russian-railroads", "Engineer {number} (public)").format(number=number)
            if number is not None
            else space_name(table, space)
        )
        parts.append(space_box(table, space, x + n * (BOX_W + GAP), y, effect, title))
        if number is not None:
            parts.append(
                svg.text(
                    x + n * (BOX_W + GAP) + BOX_W - 12,
                    y + BOX_H - 6,
                    number,
                    11,
                    font_weight="bold",
                    fill="#7a4b00",
                )
            )
    y += BOX_H + GAP
    hired = row[-1] if row else None
    title = (
        pgettext("russian-railroads", "Hire engineer {number}").format(number=hired)
        if hired is not None
        else space_name(table, "hire_engineer")
    )
    caption = (
        pgettext("russian-railroads", "hire: {gives}").format(
            gives=", ".join(effect_words(table, dict(catalog.ENGINEERS[hired])))
        )
        if hired is not None
        else ""
    )
    parts.append(space_box(table, "hire_engineer", x, y, {"hire": 1}, title, caption))
    if hired is not None:
        parts.append(
            svg.text(x + BOX_W - 12, y + BOX_H - 6, hired, 11, font_weight="bold", fill="#7a4b00")
        )
    gone = list(view.get("engineers_gone") or [])
    gone_text = npgettext(
        "russian-railroads", "{n} engineer gone", "{n} engineers gone", len(gone)
    ).format(n=len(gone))
    parts.append(
        draw.fit(
            x + BOX_W + GAP + 4, y + 34, gone_text, 10, BOX_W - 8, text_anchor="start", fill="#555"
        )
    )
    return parts, y + BOX_H + GAP


def _turn_order(table: Table, x: float, y: float) -> tuple[list[str], float]:
    view = table.view
    order = list(view.get("order") or [])
    parts = [
        svg.text(
            x,
            y + 12,
            pgettext("russian-railroads", "Turn order"),
            12,
            text_anchor="start",
            font_weight="bold",
        )
    ]
    y += 18
    cells = []
    width = BOX_W + GAP
    for n, seat in enumerate(order):
        cx, cy = x + (n % 2) * width, y + (n // 2) * 30
        cells.append(
            svg.rect(
                cx, cy, width - 4, 26, rx=4, fill="#fff", stroke=table.colour(seat), stroke_width=3
            )
        )
        cells.append(svg.circle(cx + 12, cy + 13, 6, fill=table.colour(seat), stroke="#333"))
        said = f"{n + 1}. {table.name(seat)}"
        lines = svg.two_lines(said, 10, width - 30)
        for k, line in enumerate(lines):
            cells.append(
                draw.fit(
                    cx + 22,
                    cy + (17 if len(lines) == 1 else 11 + 10 * k),
                    line,
                    10 if len(lines) == 1 else 9.5,
                    width - 30,
                    text_anchor="start",
                )
            )
    label = pgettext("russian-railroads", "Turn order this round: {players}").format(
        players=", ".join(table.name(s) for s in order)
    )
    parts.append(svg.place(None, label, "".join(cells), False))
    y += 30 * ((len(order) + 1) // 2) + 2
    shown = [s for s in TURN_ROW if on_board(view, s)]
    for n, space in enumerate(shown):
        parts.append(space_box(table, space, x + n * (BOX_W + GAP), y))
    if shown:
        y += BOX_H + GAP
    return parts, y


def _cards(table: Table, x: float, y: float) -> tuple[list[str], float]:
    """The ?-cards (face up, each used once), the start bonus cards, the end-game stack."""
    view = table.view
    left = set(view.get("qcards") or [])
    parts = [
        svg.text(
            x,
            y + 12,
            pgettext("russian-railroads", "?-cards"),
            12,
            text_anchor="start",
            font_weight="bold",
        )
    ]
    y += 18
    # three a row: a card's name ("Industrialisierung") keeps a readable size
    width = (2 * BOX_W + GAP) / 3
    for n, card in enumerate(catalog.QUESTION_CARDS):
        cx, cy = x + (n % 3) * width, y + (n // 3) * 46
        name = card_name(table, card)
        there = card in left
        body = svg.rect(
            cx,
            cy,
            width - 4,
            40,
            rx=4,
            fill="#efe6ff" if there else "#eee",
            stroke="#667" if there else "#bbb",
        )
        body += draw.lines_of(
            cx + (width - 4) / 2, cy + 16, name, 10, width - 10, fill="#000" if there else "#888"
        )
        label = pgettext("russian-railroads", "?-card: {card}").format(card=name) + (
            "" if there else " " + pgettext("russian-railroads", "(used)")
        )
        parts.append(svg.place(f"card:{card}", label, body, f"card:{card}" in table.clickable))
    y += 46 * ((len(catalog.QUESTION_CARDS) + 2) // 3)
    count = int(view.get("endgame_count") or 0)
    stack = npgettext(
        "russian-railroads",
        "{n} end-game card in the stack",
        "{n} end-game cards in the stack",
        count,
    ).format(n=count)
    parts.append(
        svg.place(
            None, stack, draw.fit(x, y + 12, stack, 11, 2 * BOX_W, text_anchor="start"), False
        )
    )
    y += 20
    bonus = list(view.get("bonus_cards") or [])
    if bonus and view.get("phase") == "bonus":
        parts.append(
            svg.text(
                x,
                y + 12,
                pgettext("russian-railroads", "Start bonus cards"),
                12,
                text_anchor="start",
                font_weight="bold",
            )
        )
        y += 18
        width = (2 * BOX_W + GAP) / 3
        for n, card in enumerate(bonus):
            cx, cy = x + (n % 3) * width, y + (n // 3) * 40
            name = bonus_name(table, card)
            body = svg.rect(cx, cy, width - 4, 34, rx=4, fill="#e6f2ff", stroke="#668")
            body += draw.lines_of(cx + (width - 4) / 2, cy + 14, name, 10, width - 10, lines=2)
            key = f"bonus:{card}"
            parts.append(
                svg.place(
                    key,
                    pgettext("russian-railroads", "Start bonus card: {card}").format(card=name),
                    body,
                    key in table.clickable,
                )
            )
        y += 40 * ((len(bonus) + 2) // 3)
    return parts, y


def _emil(table: Table, x: float, y: float) -> tuple[list[str], float]:
    emil = table.view.get("emil")
    if not isinstance(emil, dict):
        return [], y
    tiles = ", ".join(map(str, emil.get("tiles") or [])) or pgettext("russian-railroads", "none")
    engineers = ", ".join(map(str, emil.get("engineers") or [])) or pgettext(
        "russian-railroads", "none"
    )
    text = pgettext(
        "russian-railroads",
        "Emil (solo opponent): {free} of {workers} workers free; locomotives and "
        "factories {tiles}; engineers {engineers}; {cards} action cards left",
    ).format(
        free=emil.get("free", 0),
        workers=emil.get("workers", 0),
        tiles=tiles,
        engineers=engineers,
        cards=emil.get("deck_count", 0),
    )
    body = svg.rect(x, y, 2 * BOX_W + GAP, 52, rx=5, fill="#f1f1f1", stroke="#888")
    body += draw.worker(x + 16, y + 26, seat_fill(table, -1), emil.get("free", 0))
    body += draw.lines_of(x + BOX_W + 14, y + 20, text, 10, 2 * BOX_W - 40)
    return [svg.place(None, text, body, False)], y + 58


def _own_engineers(table: Table, x: float, y: float) -> tuple[list[str], float]:
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
            x,
            y + 12,
            pgettext("russian-railroads", "Your engineers"),
            12,
            text_anchor="start",
            font_weight="bold",
        )
    ]
    y += 18
    for n, number in enumerate(sorted(mine)):
        space = f"engineer:{number}"
        parts.append(
            space_box(
                table,
                space,
                x + (n % 2) * (BOX_W + GAP),
                y + (n // 2) * (BOX_H + GAP),
                dict(catalog.ENGINEERS[number]),
                pgettext("russian-railroads", "Your engineer {number}").format(number=number),
            )
        )
    return parts, y + ((len(mine) + 1) // 2) * (BOX_H + GAP)


def board(table: Table) -> str:
    body = _round_track(table)
    top = 44
    track, end_a = _area(
        table, pgettext("russian-railroads", "Track building"), COL_A, top, TRACK_ROWS
    )
    body += track
    emil, end_a = _emil(table, COL_A, end_a + 4)
    body += emil
    own, end_a = _own_engineers(table, COL_A, end_a)
    body += own
    locos, y = _area(
        table, pgettext("russian-railroads", "Locomotives and factories"), COL_B, top, LOCO_ROWS
    )
    body += locos
    stacks, y = _stacks(table, COL_B, y)
    body += stacks
    industry, y = _area(
        table, pgettext("russian-railroads", "Industrialisation"), COL_B, y + 4, INDUSTRY_ROWS
    )
    body += industry
    other, end_b = _area(
        table, pgettext("russian-railroads", "Other actions"), COL_B, y + 4, OTHER_ROWS
    )
    body += other
    engineers, y = _engineers(table, COL_C, top)
    body += engineers
    order, y = _turn_order(table, COL_C, y + 4)
    body += order
    cards, end_c = _cards(table, COL_C, y + 4)
    body += cards
    height = max(end_a, end_b, end_c) + 8
    frame = svg.rect(2, 2, WIDTH - 4, height - 4, rx=8, fill="#fbf8f0", stroke=EDGE)
    label = pgettext(
        "russian-railroads", "Russian Railroads main board, round {round} of {rounds}"
    ).format(round=table.view.get("round"), rounds=table.view.get("rounds"))
    return svg.document(WIDTH, height, [frame, *body], label)
