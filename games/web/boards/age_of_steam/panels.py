"""Age of Steam's panels: each player's company (money, income, shares issued, locomotive,
this round's action, place in the turn order) and the common displays: the round, the
auction while it runs, the Production cubes drawn, the track tiles left in the supply
(drawn as tiles) and the town markers."""

from __future__ import annotations

from typing import Any

from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.translation import npgettext, pgettext

from games.engines.age_of_steam import catalog, words
from games.web.boards.table import Fact, Panels, PlayerPanel, Section, Table, facts_html

from .common import TERRAIN_FILL, colour_name, money, pointy, seat_colour
from .tiles import tile_picture


def panels(table: Table) -> Panels:
    view = table.view
    found = Panels()
    for seat, p in enumerate(view.get("pl") or []):
        facts = _facts(table, seat, p)
        found.players.append(PlayerPanel(seat, facts, facts_html(facts)))
    found.sections.append(
        Section(pgettext("age-of-steam", "The round"), _round(table), key="round")
    )
    auction = view.get("auction")
    if view.get("phase") == "auction" and auction:
        found.sections.append(
            Section(
                pgettext("age-of-steam", "Auction for the turn order"), _auction(table, auction)
            )
        )
    cubes = (view.get("production") or {}).get("cubes") or []
    if view.get("phase") == "production" and cubes:
        found.sections.append(
            Section(
                pgettext("age-of-steam", "Production: cubes drawn"),
                format_html(
                    "<p>{}</p>",
                    ", ".join(colour_name(table, c) for c in cubes),
                ),
            )
        )
    found.sections.append(
        Section(pgettext("age-of-steam", "Track tiles left"), _supply(table), key="supply")
    )
    return found


def _facts(table: Table, seat: int, p: dict[str, Any]) -> list[Fact]:
    view = table.view
    facts = [
        Fact(pgettext("age-of-steam", "Money"), money(int(p.get("money", 0)))),
        Fact(pgettext("age-of-steam", "Income"), money(int(p.get("income", 0)))),
        Fact(
            pgettext("age-of-steam", "Shares issued"),
            str(p.get("shares", 0)),
            pgettext("age-of-steam", "each share costs $1 at the end of every round"),
        ),
        Fact(
            pgettext("age-of-steam", "Locomotive"),
            npgettext(
                "age-of-steam", "{count} link", "{count} links", int(p.get("loco", 1))
            ).format(count=p.get("loco", 1)),
        ),
    ]
    action = next((a for a, s in (view.get("actions") or {}).items() if s == seat), None)
    if action:
        facts.append(Fact(pgettext("age-of-steam", "Action"), table.say(words.action(action))))
    order = view.get("order") or []
    if seat in order:
        facts.append(Fact(pgettext("age-of-steam", "Turn order"), str(order.index(seat) + 1)))
    if p.get("out"):
        facts.append(Fact(pgettext("age-of-steam", "Out"), pgettext("age-of-steam", "bankrupt")))
    return facts


def _round(table: Table) -> SafeString:
    view = table.view
    order = view.get("order") or []
    facts = [
        Fact(
            pgettext("age-of-steam", "Round"),
            pgettext("age-of-steam", "{round} of {rounds}").format(
                round=view.get("round", 1), rounds=view.get("rounds", "?")
            ),
        ),
        Fact(pgettext("age-of-steam", "Phase"), table.say(words.phase(view.get("phase", "setup")))),
        Fact(
            pgettext("age-of-steam", "Turn order"),
            ", ".join(table.name(s) for s in order),
        ),
        Fact(pgettext("age-of-steam", "Goods in the bag"), str(view.get("bag_size", 0))),
        Fact(pgettext("age-of-steam", "Town markers left"), str(view.get("town_markers", 0))),
    ]
    return facts_html(facts)


def _auction(table: Table, auction: dict[str, Any]) -> SafeString:
    high = auction.get("high", 0)
    bidder = auction.get("hb")
    facts = [
        Fact(
            pgettext("age-of-steam", "Highest bid"),
            money(high) + (f" ({table.name(bidder)})" if isinstance(bidder, int) else ""),
        ),
        Fact(
            pgettext("age-of-steam", "Still bidding"),
            ", ".join(table.name(s) for s in auction.get("active") or []),
        ),
    ]
    bids = auction.get("bids") or {}
    if bids:
        facts.append(
            Fact(
                pgettext("age-of-steam", "Bids"),
                ", ".join(f"{table.name(int(s))} {money(int(b))}" for s, b in bids.items()),
            )
        )
    return facts_html(facts)


def _supply(table: Table) -> SafeString:
    """Each shape as a tile picture with how many are left."""
    supply = table.view.get("supply") or {}
    rows = []
    for shape in catalog.SHAPES.values():
        tracks = [(a, b, "#555") for a, b in shape.rotations[0]]
        name = table.say(words.tile(shape.id))
        picture = tile_picture(
            pointy(table.view), TERRAIN_FILL["plain"], tracks, shape.is_town_tile, name, 16
        )
        rows.append((SafeString(picture), name, supply.get(shape.id, 0)))
    items = format_html_join(
        "",
        '<li><span class="tile-pic">{}</span> {}: <strong>{}</strong></li>',
        rows,
    )
    return format_html('<ul class="items tiles">{}</ul>', items)


__all__ = ["panels", "seat_colour"]
