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

#: One tile space of the mat: its price band on top (£ and the coal and iron it takes), the
#: level and tiles left in the middle, what it scores when flipped at the bottom (VP, income
#: spaces), as the printed mat shows them beside each stack.
TILE_W, TILE_H, TILE_GAP, NAME_W = 56, 56, 4, 120
COAL_INK, IRON_INK = "#222", "#e67e22"


def _tile(industry: str, level: int, count: int, nxt: bool, x: float, y: float) -> str:
    """A stack of tiles on the mat: the next one to build outlined thick, an empty one pale."""
    tl = catalog.tile_level(industry, level)
    here = count > 0
    fill = INDUSTRY_FILL[industry] if here else "#f4f4f4"
    ink = ("#fff" if industry in DARK else "#000") if here else "#999"
    parts = [
        svg.rect(
            x,
            y,
            TILE_W,
            TILE_H,
            rx=4,
            fill="#fff",
            stroke="#000" if nxt else "#bbb",
            stroke_width=2.5 if nxt else 1,
        ),
        # the price band
        svg.rect(x + 1, y + 1, TILE_W - 2, 15, rx=3, fill="#fdfbf3" if here else "#f8f8f8"),
        svg.text(
            x + 4,
            y + 12,
            money(tl.cost),
            10,
            text_anchor="start",
            fill="#000" if here else "#999",
            font_weight="bold",
        ),
    ]
    pips = [COAL_INK] * tl.coal + [IRON_INK] * tl.iron
    for i, colour in enumerate(pips):
        parts.append(
            svg.rect(
                x + TILE_W - 2 - 9 * (len(pips) - i),
                y + 4,
                7,
                7,
                fill=colour,
                stroke="#000",
                stroke_width=0.5,
                opacity=1 if here else 0.4,
            )
        )
    # the tile
    parts.append(
        svg.rect(x + 4, y + 18, TILE_W - 8, 22, rx=2, fill=fill, stroke="#888", stroke_width=0.6)
    )
    parts.append(svg.text(x + 17, y + 34, ROMAN[level], 11, fill=ink, font_weight="bold"))
    parts.append(svg.text(x + TILE_W - 16, y + 34, f"×{count}", 10, fill=ink))
    scores = pgettext("brass-birmingham", "{vp} VP +{income}").format(vp=tl.vp, income=tl.income)
    parts.append(
        svg.fitted(x + TILE_W / 2, y + 52, scores, 9, TILE_W - 6, fill="#333" if here else "#aaa")
    )
    if not tl.rail_era:  # the printed mat's canal badge: gone at the end of the Canal Era
        parts.append(svg.circle(x + 9, y + 23, 2.5, fill="#2f6db5"))
    if not tl.can_develop:  # the printed mat's light bulb
        parts.append(_bulb(x + (15 if not tl.rail_era else 7.5), y + 22.5))
    return "".join(parts)


def _bulb(x: float, y: float) -> str:
    """The light bulb of the printed mat: this tile may not be removed by Develop."""
    return svg.circle(x, y, 3, fill="#ffd84d", stroke="#8a6d1d", stroke_width=0.6) + svg.rect(
        x - 1.5, y + 2.5, 3, 2, fill="#777"
    )


def _mat(table: Table, seat: int, player: dict[str, Any]) -> SafeString:
    """The player mat as printed: per industry its stacks of tiles by level, each with the
    price it costs to build (money, coal, iron) above it and what it scores below; the
    next tile to build outlined, the stacks used up pale."""
    mat = player.get("mat") or {}
    levels = max(len(catalog.LEVELS[i]) for i in catalog.INDUSTRIES)
    width = NAME_W + levels * (TILE_W + TILE_GAP)
    row_h = TILE_H + 6
    parts = []
    said = []
    for row, industry in enumerate(catalog.INDUSTRIES):
        counts = mat.get(industry) or []
        ry = 4 + row * row_h
        name = industry_name(table, industry)
        parts.append(
            svg.fitted(
                4, ry + TILE_H / 2 + 4, name, 11, NAME_W - 8, text_anchor="start", font_weight="600"
            )
        )
        nxt = next((lv for lv, n in enumerate(counts) if n), None)
        for level, count in enumerate(counts):
            parts.append(
                _tile(
                    industry,
                    level + 1,
                    count,
                    level == nxt,
                    NAME_W + level * (TILE_W + TILE_GAP),
                    ry,
                )
            )
        if nxt is None:
            said.append(pgettext("brass-birmingham", "{industry}: none left").format(industry=name))
        else:
            tl = catalog.tile_level(industry, nxt + 1)
            said.append(
                pgettext(
                    "brass-birmingham",
                    "{industry}: {count} tiles left, next level {level} costs £{cost}",
                ).format(industry=name, count=sum(counts), level=ROMAN[nxt + 1], cost=tl.cost)
            )
    y = 6 + len(catalog.INDUSTRIES) * row_h
    x = 4.0
    for mark, words_ in (
        ("coal", pgettext("brass-birmingham", "coal to build")),
        ("iron", pgettext("brass-birmingham", "iron to build")),
        ("canal", pgettext("brass-birmingham", "Canal Era only")),
        ("bulb", pgettext("brass-birmingham", "cannot be developed")),
        ("", pgettext("brass-birmingham", "VP and income when flipped")),
    ):
        if x + (11 if mark else 0) + svg.text_width(words_, 9) > width - 4:
            x, y = 4.0, y + 14  # the key goes on in a second line
        if mark == "canal":
            parts.append(svg.circle(x + 3.5, y + 4, 3.5, fill="#2f6db5"))
        elif mark == "bulb":
            parts.append(_bulb(x + 3.5, y + 3))
        elif mark:
            ink = COAL_INK if mark == "coal" else IRON_INK
            parts.append(svg.rect(x, y, 7, 7, fill=ink, stroke="#000", stroke_width=0.5))
        at = x + (11 if mark else 0)
        parts.append(svg.text(at, y + 7.5, words_, 9, text_anchor="start", fill="#333"))
        x = at + svg.text_width(words_, 9) + 14
    height = y + 14
    label = pgettext("brass-birmingham", "{player}'s player mat: {tiles}").format(
        player=table.name(seat), tiles="; ".join(said)
    )
    return mark_safe(
        svg.document(width, height, parts, label).replace('class="board"', 'class="mat wide"')
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
