"""Russian Railroads on the page: the track colours, the game's things in words (colours,
lines, spaces, engineers, tokens, cards) and an action's effect as a player reads it on the
printed board ("3 black steps", "1 locomotive or factory"). Names come from the engine's
terms (games.words.say); sentences of the page go through gettext."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import npgettext, pgettext

from games.engines.russian_railroads import catalog, notation
from games.engines.russian_railroads.words import WORDS, term
from games.web.boards.table import Table

#: Track colours front to back (black, grey, brown, natural, white) and the ink on them.
TRACK_FILL = ("#2b2b2b", "#9a9a9a", "#8b5a2b", "#dcc9a0", "#ffffff")
TRACK_INK = ("#fff", "#000", "#fff", "#000", "#000")
COIN = "#e5b800"
EMIL = "#6b7280"
PAPER = "#f6efdd"
EDGE = "#8a7a5a"


def colour_name(table: Table, colour: int) -> str:
    return table.say(term("colour", catalog.COLOURS[colour]))


def line_name(table: Table, line: str) -> str:
    return table.say(term("line_name", line))


def space_name(table: Table, space: str) -> str:
    """An action space in full, as the game log names it ("locomotive or factory (1
    worker)"); an own engineer as the notation does."""
    if space in WORDS.terms["action"]:
        return table.say(term("action", space))
    return table.say(notation.space_name(space))


def token_name(table: Table, token: str) -> str:
    return table.say(term("token_name", token))


def card_name(table: Table, card: str) -> str:
    return table.say(term("card", card))


def bonus_name(table: Table, card: str) -> str:
    return table.say(term("bonus_name", card))


def endgame_name(table: Table, card: str) -> str:
    return table.say(term("endgame_card", card))


def who(table: Table, seat: int) -> str:
    """A player by name; Emil, the solo opponent, by his."""
    return pgettext("russian-railroads", "Emil") if seat < 0 else table.name(seat)


def seat_fill(table: Table, seat: int) -> str:
    return EMIL if seat < 0 else table.colour(seat)


def _steps(table: Table, slots: list[list[str]]) -> list[str]:
    """Track steps grouped by what each may use: "3 black steps", "2 steps of any colour"."""
    groups: dict[tuple[str, ...], int] = {}
    for slot in slots:
        groups[tuple(slot)] = groups.get(tuple(slot), 0) + 1
    said = []
    for colours, n in groups.items():
        if "any" in colours:
            said.append(
                npgettext(
                    "russian-railroads", "{n} step of any colour", "{n} steps of any colour", n
                ).format(n=n)
            )
            continue
        names = pgettext("russian-railroads", " or ").join(
            colour_name(table, catalog.CI[c]) for c in colours
        )
        said.append(
            npgettext("russian-railroads", "{n} {colour} step", "{n} {colour} steps", n).format(
                n=n, colour=names
            )
        )
    return said


def effect_words(table: Table, effect: Mapping[str, Any]) -> list[str]:
    """What an action space, engineer or factory gives, in the board's order."""
    said = _steps(table, list(effect.get("track", [])))
    n = effect.get("industry")
    if n:
        said.append(
            npgettext("russian-railroads", "{n} industry step", "{n} industry steps", n).format(n=n)
        )
    if effect.get("loco_or_factory"):
        said.append(pgettext("russian-railroads", "a locomotive or a factory"))
    if effect.get("loco_and_factory"):
        said.append(pgettext("russian-railroads", "a locomotive and a factory"))
    n = effect.get("doublers")
    if n:
        said.append(npgettext("russian-railroads", "{n} doubler", "{n} doublers", n).format(n=n))
    n = effect.get("coins")
    if n:
        said.append(npgettext("russian-railroads", "{n} coin", "{n} coins", n).format(n=n))
    n = effect.get("temps")
    if n:
        said.append(
            npgettext(
                "russian-railroads", "{n} temporary worker", "{n} temporary workers", n
            ).format(n=n)
        )
    if effect.get("hire"):
        said.append(pgettext("russian-railroads", "hire the engineer"))
    if effect.get("reuse"):
        said.append(pgettext("russian-railroads", "use a space of yours again"))
    if "turn_order" in effect:
        said.append(
            pgettext("russian-railroads", "turn order: place {n} next round").format(
                n=effect["turn_order"]
            )
        )
    n = effect.get("points")
    if n:
        said.append(npgettext("russian-railroads", "{n} point", "{n} points", n).format(n=n))
    return said


def factory_words(table: Table, number: int) -> str:
    """A factory's function (rulebook: "Fabriken")."""
    effect = catalog.FACTORIES[number]
    if "engineer_points" in effect:
        return pgettext("russian-railroads", "points for your engineers' numbers")
    if "loco_points" in effect:
        return pgettext("russian-railroads", "points for your two best locomotives")
    if "endgame_or_points" in effect:
        return pgettext("russian-railroads", "an end-game card or 10 points")
    return ", ".join(effect_words(table, effect))


def cost_words(workers: int, coins: int) -> str:
    parts = []
    if workers:
        parts.append(
            npgettext("russian-railroads", "{n} worker", "{n} workers", workers).format(n=workers)
        )
    if coins:
        parts.append(npgettext("russian-railroads", "{n} coin", "{n} coins", coins).format(n=coins))
    return pgettext("russian-railroads", " and ").join(parts) or pgettext(
        "russian-railroads", "free"
    )


def occupant_words(table: Table, entry: Mapping[str, Any]) -> str:
    """Who stands on a space with what: "ann: 2 workers and 1 coin"."""
    workers = int(entry.get("workers", 0)) + int(entry.get("temps", 0))
    workers += 1 if entry.get("black") else 0
    return pgettext("russian-railroads", "{player}: {what}").format(
        player=who(table, int(entry.get("seat", -1))),
        what=cost_words(workers, int(entry.get("coins", 0))),
    )
