"""How the move builder asks for a Brass move: the action, then where (a location or a
link on the map), the industry, the space, the tile and merchant of a sale, the source of
coal, iron or beer, and last the card played."""

from __future__ import annotations

from typing import Any

from django.utils.translation import pgettext

from games.engines.brass_birmingham import board as rules_board
from games.engines.brass_birmingham import catalog, notation
from games.engines.core import get_engine
from games.web.boards.table import Table
from games.web.builder import Step, action_name

from .common import ROMAN, card_name, industry_name, link_name, place_name, place_of, source_name


def move_steps(move: dict[str, Any], table: Table) -> list[Step]:
    """How the builder asks for a Brass move: action, place, industry, card..."""
    view, seat = table.view, table.seat if table.seat is not None else 0
    kind = move["type"]
    engine = get_engine("brass-birmingham")
    steps = [Step(pgettext("builder", "Action"), kind, action_name(engine, kind, table))]
    if kind == "build":
        industry, loc = move["industry"], move["location"]
        mat = (view.get("players") or [{}])[seat].get("mat", {}).get(industry, [])
        level = next((i + 1 for i, n in enumerate(mat) if n), 1)
        cost = catalog.tile_level(industry, level).cost
        steps.append(Step(pgettext("builder", "Where?"), loc, place_name(table, loc), loc))
        steps.append(
            Step(
                pgettext("builder", "Which industry?"),
                industry,
                pgettext("brass-birmingham", "{industry} {level} (£{cost})").format(
                    industry=industry_name(table, industry), level=ROMAN[level], cost=cost
                ),
            )
        )
        icons = catalog.LOCATIONS[loc].slots
        if sum(1 for s in icons if industry in s) > 1:
            steps.append(
                Step(
                    pgettext("builder", "Which space?"),
                    str(move["slot"]),
                    table.say(
                        notation.tile_text(view, seat, rules_board.tile_ref(loc, move["slot"] - 1))
                    ),
                    loc,
                )
            )
    elif kind in ("network", "rail2"):
        link = move["link"]
        steps.append(
            Step(
                pgettext("builder", "Which link?"),
                link,
                link_name(table, link),
                f"link:{link}",
            )
        )
    elif kind == "develop":
        names = [industry_name(table, i) for i in move["industries"]]
        steps.append(
            Step(
                pgettext("builder", "Develop which tiles?"),
                "+".join(move["industries"]),
                pgettext("brass-birmingham", " and ").join(names),
            )
        )
    elif kind in ("sell", "sell_more", "shortfall"):
        loc, slot = move["location"], move["slot"]
        ref = rules_board.tile_ref(loc, slot - 1)
        steps.append(
            Step(
                pgettext("builder", "Which tile?"),
                ref,
                table.say(notation.tile_text(view, seat, ref)),
                loc,
            )
        )
        if "merchant" in move:
            merchant = move["merchant"]
            steps.append(
                Step(
                    pgettext("builder", "To which merchant?"),
                    merchant,
                    table.say(notation.merchant_text(view, merchant)),
                    merchant.rpartition("-")[0],
                )
            )
    elif kind == "scout":
        steps.append(
            Step(
                pgettext("builder", "Which three cards?"),
                ",".join(move["cards"]),
                ", ".join(card_name(table, c) for c in move["cards"]),
            )
        )
    elif kind in ("coal", "iron", "beer"):
        source = move["source"]
        steps.append(
            Step(
                pgettext("builder", "From where?"),
                source,
                source_name(table, seat, source),
                place_of(move),
            )
        )
    elif kind == "develop_bonus":
        industry = move["industry"]
        steps.append(
            Step(
                pgettext("builder", "Develop which tile?"),
                industry or "-",
                industry_name(table, industry)
                if industry
                else pgettext("brass-birmingham", "none (decline)"),
            )
        )
    if "card" in move:
        steps.append(
            Step(pgettext("builder", "Which card?"), move["card"], card_name(table, move["card"]))
        )
    return steps
