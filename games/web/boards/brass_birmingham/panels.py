"""Brass: Birmingham's panels: each player's figures (money, income, VP, spent this round,
loans, link tiles, cards) and mat (the tiles left by industry and level, the next one
outlined with its cost), the reader's hand by card names, and the game's common facts."""

from __future__ import annotations

from typing import Any

from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import pgettext

from games.engines.brass_birmingham import catalog, words
from games.web.boards import svg
from games.web.boards.table import (
    Fact,
    Panels,
    PlayerPanel,
    Section,
    Table,
    facts_html,
    items_html,
)

from .common import DARK, INDUSTRY_FILL, ROMAN, card_name, income_level, industry_name, money


def _mat(table: Table, seat: int, player: dict[str, Any]) -> SafeString:
    """The player mat: per industry, the tiles left at each level (the next one outlined)."""
    mat = player.get("mat") or {}
    width, row_h, left = 470, 26, 112
    parts = []
    said = []
    for row, industry in enumerate(catalog.INDUSTRIES):
        counts = mat.get(industry) or []
        ry = 6 + row * row_h
        name = industry_name(table, industry)
        parts.append(svg.text(4, ry + 15, name, 11, text_anchor="start"))
        nxt = next((lv for lv, n in enumerate(counts) if n), None)
        for level, count in enumerate(counts):
            tl = catalog.tile_level(industry, level + 1)
            cx = left + level * 44
            fill = INDUSTRY_FILL[industry] if count else "#f4f4f4"
            ink = "#fff" if industry in DARK and count else ("#000" if count else "#aaa")
            parts.append(
                svg.rect(
                    cx,
                    ry,
                    40,
                    21,
                    rx=3,
                    fill=fill,
                    stroke="#000" if level == nxt else "#bbb",
                    stroke_width=2.5 if level == nxt else 1,
                )
            )
            parts.append(
                svg.text(cx + 12, ry + 15, ROMAN[level + 1], 10, fill=ink, font_weight="bold")
            )
            parts.append(svg.text(cx + 31, ry + 15, f"×{count}", 9, fill=ink))
            if level == nxt:
                parts.append(svg.text(cx + 20, ry - 1, f"£{tl.cost}", 8, fill="#333"))
        left_count = sum(counts)
        if nxt is None:
            said.append(pgettext("brass-birmingham", "{industry}: none left").format(industry=name))
        else:
            tl = catalog.tile_level(industry, nxt + 1)
            said.append(
                pgettext(
                    "brass-birmingham",
                    "{industry}: {count} tiles left, next level {level} costs £{cost}",
                ).format(industry=name, count=left_count, level=ROMAN[nxt + 1], cost=tl.cost)
            )
    height = 12 + len(catalog.INDUSTRIES) * row_h
    label = pgettext("brass-birmingham", "{player}'s player mat: {tiles}").format(
        player=table.name(seat), tiles="; ".join(said)
    )
    return mark_safe(
        svg.document(width, height, parts, label).replace('class="board"', 'class="mat"')
    )


def _player_facts(table: Table, player: dict[str, Any]) -> list[Fact]:
    level = income_level(int(player.get("income", catalog.START_INCOME_SPACE)))
    facts = [
        Fact(pgettext("brass-birmingham", "Money"), money(int(player.get("money", 0)))),
        Fact(
            pgettext("brass-birmingham", "Income"),
            money(level),
            pgettext(
                "brass-birmingham", "income marker on space {space} of the progress track"
            ).format(space=player.get("income")),
        ),
        Fact(pgettext("brass-birmingham", "VP"), str(player.get("vp", 0))),
        Fact(pgettext("brass-birmingham", "Spent this round"), money(int(player.get("spent", 0)))),
        Fact(pgettext("brass-birmingham", "Loans"), str(player.get("loans", 0))),
        Fact(pgettext("brass-birmingham", "Link tiles"), str(player.get("links", 0))),
        Fact(pgettext("brass-birmingham", "Cards in hand"), str(player.get("hand_size", 0))),
    ]
    discard = player.get("discard") or []
    if discard:
        facts.append(
            Fact(pgettext("brass-birmingham", "Last card played"), card_name(table, discard[-1]))
        )
    if player.get("vp_lost"):
        facts.append(
            Fact(pgettext("brass-birmingham", "VP lost to shortfalls"), str(player["vp_lost"]))
        )
    return facts


def _hand(table: Table) -> SafeString:
    hand = (table.view.get("you") or {}).get("hand") or []
    cards = []
    for key in hand:
        card = catalog.CARDS[key]
        if key == catalog.WILD_LOCATION or key == catalog.WILD_INDUSTRY:
            kind = pgettext("brass-birmingham", "wild card")
        elif card.location:
            kind = pgettext("brass-birmingham", "location card")
        else:
            kind = pgettext("brass-birmingham", "industry card")
        cards.append(
            format_html("<strong>{}</strong><br><small>{}</small>", card_name(table, key), kind)
        )
    return items_html(cards, "items cards")


def _game_facts(table: Table) -> SafeString:
    view = table.view
    wild = view.get("wild_piles") or {}
    order = [table.name(s) for s in view.get("order") or []]
    facts = [
        Fact(
            pgettext("brass-birmingham", "Era"),
            table.say(words.WORDS.term("era", str(view.get("era", "canal")))),
        ),
        Fact(pgettext("brass-birmingham", "Round"), str(view.get("round"))),
        Fact(pgettext("brass-birmingham", "Turn order"), ", ".join(order)),
        Fact(pgettext("brass-birmingham", "Draw deck"), str(view.get("deck_size", 0))),
        Fact(
            pgettext("brass-birmingham", "Wild locations left"),
            str(wild.get(catalog.WILD_LOCATION, 0)),
        ),
        Fact(
            pgettext("brass-birmingham", "Wild industries left"),
            str(wild.get(catalog.WILD_INDUSTRY, 0)),
        ),
    ]
    if view.get("variant") == "intro":
        facts.append(
            Fact(
                pgettext("brass-birmingham", "Variant"),
                pgettext("brass-birmingham", "introductory game (Canal Era only)"),
            )
        )
    scores = view.get("era_scores") or []
    for n, gained in enumerate(scores):
        era = table.say(words.WORDS.term("era", "canal" if n == 0 else "rail"))
        facts.append(
            Fact(
                pgettext("brass-birmingham", "Scored in the {era}").format(era=era),
                ", ".join(
                    f"{table.name(s)} {v}"
                    for s, v in enumerate(gained if isinstance(gained, list) else [])
                ),
            )
        )
    return facts_html(facts)


def panels(table: Table) -> Panels:
    found = Panels()
    for seat, player in enumerate(table.view.get("players") or []):
        found.players.append(
            PlayerPanel(seat, _player_facts(table, player), _mat(table, seat, player))
        )
    if table.seat is not None and isinstance(table.view.get("you"), dict):
        found.sections.append(
            Section(
                pgettext("brass-birmingham", "Your hand"), _hand(table), private=True, key="hand"
            )
        )
    found.sections.append(
        Section(pgettext("brass-birmingham", "The game"), _game_facts(table), key="game")
    )
    return found
