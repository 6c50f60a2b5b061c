"""A Russian Railroads player board as printed: the doubler row over the Trans-Siberian
line, the three lines (fields in the colour of the best track laid there, with its points;
the fields the locomotives reach underlined; the special spaces framed in red with their
reward), the locomotives beside each line, the industry track with its factory gaps and
?-space, the engineers and the ?-tokens placed; and the player's figures beside their name."""

from __future__ import annotations

from typing import Any

from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import npgettext, pgettext

from games.engines.russian_railroads import catalog
from games.web.boards import svg
from games.web.boards.table import Fact, Table

from . import draw
from .common import (
    TRACK_FILL,
    TRACK_INK,
    colour_name,
    factory_words,
    line_name,
    token_name,
)

WIDTH = 650
LEFT = 168  # where field 1 starts
FIELD = (WIDTH - LEFT - 8) / 15
ROW = 44
SPECIAL = "#c0392b"
TEMPORARY = "#2bb3b1"  # the turquoise temporary workers


def _covering(row: list[int], field: int) -> int | None:
    """The best colour laid on a field (the marker of that colour stands on or beyond it)."""
    for colour in range(len(catalog.COLOURS) - 1, -1, -1):
        if colour < len(row) and row[colour] >= field:
            return colour
    return None


def _specials(table: Table, line: str) -> dict[int, tuple[str, str]]:
    """A line's special spaces: field -> (mark drawn, what it gives in words)."""
    found: dict[int, tuple[str, str]] = {}
    if line == "ts":
        for field, colour in catalog.UNLOCKS:
            found[field] = (
                f"#{colour}",
                pgettext(
                    "russian-railroads", "black here brings the {colour} track markers"
                ).format(colour=colour_name(table, colour)),
            )
    for _sid, ln, field, colour, loco in catalog.EXTRA_WORKERS:
        if ln == line:
            found[field] = (
                "+1",
                pgettext(
                    "russian-railroads", "{colour}{with_loco} here brings another worker"
                ).format(
                    colour=colour_name(table, colour),
                    with_loco=pgettext("russian-railroads", " and the locomotive") if loco else "",
                ),
            )
    for _sid, ln, field in catalog.QUESTION_SPACES:
        if ln == line:
            found[field] = (
                "?",
                pgettext("russian-railroads", "black and the locomotive here bring a ?-token"),
            )
    if line == "sp":
        field, colour = catalog.SP_DOUBLING
        found[field] = (
            "×2",
            pgettext("russian-railroads", "grey and the locomotive here double the line's points"),
        )
    if line == "kv":
        for field, points in catalog.KIEV_STARS:
            found[field] = (
                f"★{points}",
                pgettext(
                    "russian-railroads",
                    "black and the locomotive here score {n} more points each round",
                ).format(n=points),
            )
        field, colour, points = catalog.MEDAL
        found[field] = (
            f"◎{points}",
            pgettext(
                "russian-railroads", "with the Kiev medal: grey and the locomotive here score {n}"
            ).format(n=points),
        )
    last = catalog.LENGTH[line]
    mark, said = found.get(last, ("", ""))
    end = pgettext("russian-railroads", "black at the end of the line scores {n}").format(
        n=catalog.END_POINTS
    )
    found[last] = (mark or str(catalog.END_POINTS), f"{said}; {end}" if said else end)
    return found


def _line(table: Table, player: dict[str, Any], line: str, y: float) -> tuple[str, str]:
    row = list((player.get("track") or {}).get(line) or [0] * 5)
    locos = list((player.get("locos") or {}).get(line) or [])
    far = min(sum(locos), catalog.LENGTH[line])
    values = catalog.REVALUED if player.get("upgrader") else catalog.VALUES
    doublers = int(player.get("doublers", 0))
    name = svg.two_lines(line_name(table, line), 11, 88, bold=True)
    # both lines at one size: the smaller where one would run past the locomotives
    size = min(11, *(11 * 88 / svg.text_width(part, 11, bold=True) for part in name))
    parts = [
        svg.text(
            6,
            y + (16 if len(name) == 1 else 11 + 12 * n),
            part,
            round(size, 2),
            text_anchor="start",
            font_weight="bold",
        )
        for n, part in enumerate(name)
    ]
    for slot in range(catalog.SLOTS[line]):
        x = 98 + slot * 34
        if slot < len(locos):
            parts.append(draw.tile(x, y + 2, 30, 24, locos[slot], "#3d6e8f", "#fff"))
        else:
            parts.append(
                svg.rect(x, y + 2, 30, 24, rx=3, fill="none", stroke="#999", stroke_dasharray="3 2")
            )
    specials = _specials(table, line)
    for field in range(1, catalog.LENGTH[line] + 1):
        fx = LEFT + (field - 1) * FIELD
        colour = _covering(row, field)
        special = field in specials
        fill = "#fbfbf7" if colour is None else TRACK_FILL[colour]
        parts.append(
            svg.rect(
                fx + 1,
                y + 2,
                FIELD - 3,
                24,
                rx=2,
                fill=fill,
                stroke=SPECIAL if special else "#999",
                stroke_width=2 if special else 0.8,
            )
        )
        if colour is not None:
            points = values[colour] * (2 if line == "ts" and field <= doublers else 1)
            parts.append(svg.text(fx + FIELD / 2 - 1, y + 18, points, 10, fill=TRACK_INK[colour]))
            if field > far:  # laid but beyond the locomotives' reach: it scores nothing yet
                parts.append(
                    svg.line(
                        fx + 3, y + 24, fx + FIELD - 5, y + 4, stroke="#e0483b", stroke_width=1.5
                    )
                )
        else:
            parts.append(svg.text(fx + FIELD / 2 - 1, y + 18, field, 8, fill="#aaa"))
        mark = specials[field][0] if special else ""
        if mark.startswith("#"):  # the track colour this field brings
            parts.append(draw.square(fx + FIELD / 2 - 6, y + 29, int(mark[1:])))
        elif mark:
            parts.append(
                svg.text(fx + FIELD / 2 - 1, y + 38, mark, 9, fill=SPECIAL, font_weight="bold")
            )
    if far:
        parts.append(
            svg.line(
                LEFT + 1, y + 28, LEFT + far * FIELD - 2, y + 28, stroke="#3d6e8f", stroke_width=3
            )
        )
    laid = [
        pgettext("russian-railroads", "{colour} to field {field}").format(
            colour=colour_name(table, c), field=row[c]
        )
        for c in range(len(row))
        if row[c]
    ]
    said = pgettext(
        "russian-railroads", "{line}: {tracks}; locomotives {locos} reach field {reach}"
    ).format(
        line=line_name(table, line),
        tracks=", ".join(laid) or pgettext("russian-railroads", "no track yet"),
        locos=", ".join(map(str, locos)) or pgettext("russian-railroads", "none"),
        reach=far,
    )
    return "".join(parts), said


def _doublers(player: dict[str, Any], y: float) -> tuple[str, str]:
    placed = int(player.get("doublers", 0))
    parts = [
        svg.text(6, y + 14, pgettext("russian-railroads", "Doublers"), 10, text_anchor="start")
    ]
    for n in range(catalog.DOUBLER_SPACES):
        x = LEFT + n * FIELD
        parts.append(
            svg.rect(
                x + 3,
                y + 2,
                FIELD - 7,
                16,
                rx=3,
                fill="#b03a2e" if n < placed else "#fff",
                stroke="#b03a2e",
            )
        )
        if n < placed:
            parts.append(svg.text(x + FIELD / 2 - 1, y + 14, "×2", 9, fill="#fff"))
    if player.get("upgrader"):
        parts.append(svg.rect(WIDTH - 100, y + 1, 92, 18, rx=3, fill="#f3d27a", stroke="#7a6000"))
        parts.append(svg.text(WIDTH - 54, y + 14, pgettext("russian-railroads", "upgrader"), 10))
    said = pgettext(
        "russian-railroads", "{n} of {total} doublers over the Trans-Siberian line"
    ).format(n=placed, total=catalog.DOUBLER_SPACES)
    return "".join(parts), said


def _industry(table: Table, player: dict[str, Any], y: float) -> tuple[str, str]:
    markers = list(player.get("industry") or [])
    factories = list(player.get("factories") or [])
    parts = [
        draw.fit(
            6,
            y + 16,
            pgettext("russian-railroads", "Industry"),
            11,
            88,
            text_anchor="start",
            font_weight="bold",
        )
    ]
    cell = (WIDTH - 106) / (catalog.INDUSTRY_END + 1)
    built = []
    for pos in range(catalog.INDUSTRY_END + 1):
        x = 98 + pos * cell
        gap = pos in catalog.GAPS
        factory = (
            factories[catalog.GAPS.index(pos)]
            if gap and catalog.GAPS.index(pos) < len(factories)
            else None
        )
        if gap:
            parts.append(
                svg.rect(
                    x + 1,
                    y + 2,
                    cell - 3,
                    24,
                    rx=3,
                    fill="#7b4ea3" if factory else "#fff",
                    stroke="#7b4ea3",
                    stroke_dasharray=None if factory else "3 2",
                )
            )
            if factory:
                parts.append(
                    svg.text(x + cell / 2 - 1, y + 18, factory, 11, fill="#fff", font_weight="bold")
                )
                built.append(
                    pgettext("russian-railroads", "factory {n} ({does})").format(
                        n=factory, does=factory_words(table, factory)
                    )
                )
        else:
            question = pos == catalog.INDUSTRY_Q
            parts.append(
                svg.rect(
                    x + 1,
                    y + 2,
                    cell - 3,
                    24,
                    rx=3,
                    fill="#f4efe2",
                    stroke=SPECIAL if question else "#aaa",
                    stroke_width=2 if question else 0.8,
                )
            )
            parts.append(svg.text(x + cell / 2 - 1, y + 18, catalog.INDUSTRY_POINTS[pos], 9))
            if question:
                parts.append(
                    svg.text(x + cell / 2 - 1, y + 38, "?", 9, fill=SPECIAL, font_weight="bold")
                )
    for n, pos in enumerate(markers):
        x = (
            98
            + pos * cell
            + cell / 2
            - 1
            + (n * 6 - 3 if len(markers) > 1 and markers[0] == markers[-1] else 0)
        )
        parts.append(
            svg.circle(x, y + 30, 6, fill=table.colour(_seat_of(table, player)), stroke="#000")
        )
        parts.append(svg.text(x, y + 33, n + 1, 8, fill="#fff"))
    said = pgettext(
        "russian-railroads", "Industry track: markers on {positions}; {factories}"
    ).format(
        positions=", ".join(map(str, markers)) or "0",
        factories=", ".join(built) or pgettext("russian-railroads", "no factories yet"),
    )
    return "".join(parts), said


def _seat_of(table: Table, player: dict[str, Any]) -> int:
    players = table.view.get("players") or []
    return next((i for i, p in enumerate(players) if p is player), -1)


def _extras(table: Table, player: dict[str, Any], y: float) -> tuple[str, str]:
    engineers = sorted(player.get("engineers") or [])
    tokens = player.get("tokens") or {}
    parts = [
        svg.text(6, y + 16, pgettext("russian-railroads", "Engineers"), 10, text_anchor="start")
    ]
    for n, number in enumerate(engineers):
        parts.append(draw.tile(98 + n * 34, y + 2, 30, 22, number, "#e8dcc0", "#000"))
    names = [token_name(table, t) for t in tokens.values()]
    if names:
        text = pgettext("russian-railroads", "?-tokens: {tokens}").format(tokens=", ".join(names))
        start = 98 + max(1, len(engineers)) * 34 + 10
        parts.append(draw.fit(start, y + 17, text, 10, WIDTH - start - 6, text_anchor="start"))
    said = pgettext("russian-railroads", "engineers {numbers}; ?-tokens {tokens}").format(
        numbers=", ".join(map(str, engineers)) or pgettext("russian-railroads", "none"),
        tokens=", ".join(names) or pgettext("russian-railroads", "none"),
    )
    return "".join(parts), said


def _supply(table: Table, seat: int, player: dict[str, Any], y: float) -> tuple[str, str]:
    """What the player has left to place this round: workers (own, temporary, the black
    one), coins, and the points scored so far."""
    free, total = int(player.get("workers", 0)), int(player.get("workers_max", 0))
    temps = int(player.get("temps", 0))
    parts = [svg.text(6, y + 16, pgettext("russian-railroads", "Workers"), 10, text_anchor="start")]
    x = 106.0
    for n in range(free):
        parts.append(draw.worker(x + n * 16, y + 12, table.colour(seat)))
    x += free * 16 + 4
    for n in range(temps):
        parts.append(draw.worker(x + n * 16, y + 12, TEMPORARY))
    x += temps * 16 + (4 if temps else 0)
    if player.get("black_worker") and player.get("black_free"):
        parts.append(draw.worker(x, y + 12, "#000"))
        x += 20
    coins = int(player.get("coins", 0))
    parts.append(draw.coin(x + 10, y + 12, coins))
    points = npgettext("russian-railroads", "{n} point", "{n} points", int(player.get("score", 0)))
    points = points.format(n=player.get("score", 0))
    parts.append(svg.text(WIDTH - 8, y + 17, points, 12, text_anchor="end", font_weight="bold"))
    said = "; ".join(
        [
            pgettext("russian-railroads", "{free} of {total} free").format(free=free, total=total),
            npgettext("russian-railroads", "{n} coin", "{n} coins", coins).format(n=coins),
            points,
        ]
    )
    return "".join(parts), said


def player_board(table: Table, seat: int, player: dict[str, Any]) -> SafeString:
    y = 4
    pieces, said = [], []
    drawn, words = _doublers(player, y)
    pieces.append(drawn)
    said.append(words)
    y += 24
    for line in catalog.LINES:
        drawn, words = _line(table, player, line, y)
        pieces.append(drawn)
        said.append(words)
        y += ROW
    drawn, words = _industry(table, player, y)
    pieces.append(drawn)
    said.append(words)
    y += ROW
    drawn, words = _extras(table, player, y)
    pieces.append(drawn)
    said.append(words)
    y += 30
    drawn, words = _supply(table, seat, player, y)
    pieces.append(drawn)
    said.append(words)
    y += 28
    label = pgettext("russian-railroads", "{player}'s player board: {parts}").format(
        player=table.name(seat), parts="; ".join(said)
    )
    document = svg.document(WIDTH, y, [f'<g aria-hidden="true">{"".join(pieces)}</g>'], label)
    # "wide": on a phone the board keeps a readable size and scrolls sideways in its frame.
    return mark_safe(document.replace('class="board"', 'class="mat wide"'))


def player_facts(table: Table, player: dict[str, Any]) -> list[Fact]:
    free = int(player.get("workers", 0))
    total = int(player.get("workers_max", 0))
    workers = pgettext("russian-railroads", "{free} of {total} free").format(free=free, total=total)
    if player.get("temps"):
        workers += " " + pgettext("russian-railroads", "+{n} temporary").format(n=player["temps"])
    if player.get("black_worker"):
        workers += " " + (
            pgettext("russian-railroads", "+ black worker")
            if player.get("black_free")
            else pgettext("russian-railroads", "+ black worker (placed)")
        )
    facts = [
        Fact(pgettext("russian-railroads", "Points"), str(player.get("score", 0))),
        Fact(pgettext("russian-railroads", "Workers"), workers),
        Fact(pgettext("russian-railroads", "Coins"), str(player.get("coins", 0))),
        Fact(pgettext("russian-railroads", "Doublers"), str(player.get("doublers", 0))),
        Fact(
            pgettext("russian-railroads", "Engineers"),
            ", ".join(map(str, sorted(player.get("engineers") or []))) or "—",
        ),
        Fact(pgettext("russian-railroads", "End-game cards"), str(player.get("endgame_cards", 0))),
    ]
    if player.get("passed"):
        facts.append(
            Fact(
                pgettext("russian-railroads", "This round"), pgettext("russian-railroads", "passed")
            )
        )
    if player.get("medal"):
        facts.append(
            Fact(
                pgettext("russian-railroads", "Kiev medal"), pgettext("russian-railroads", "placed")
            )
        )
    if player.get("upgrader"):
        facts.append(
            Fact(pgettext("russian-railroads", "Upgrader"), pgettext("russian-railroads", "placed"))
        )
    return facts
