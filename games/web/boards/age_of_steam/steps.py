"""How the move builder asks for an Age of Steam move, by clicking.

Build: the hex (legal ones marked on the board), then the tile and its rotation among the
legal ones, each drawn as the hex will look (the kept track in its owner's colour, the new
track in the builder's), with what it does and costs; Germany's Engineer then says full or
half price, and a Western U.S. transcontinental bonus names its players. Moving goods: the
city the cube leaves, the cube, then each stop of the route clicked on the board in turn.
A New City: the town, then the letter. Production: a display space per cube drawn. The
auction, shares and actions: an answer each (the action tiles are on the board too)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import pgettext

from games.engines.age_of_steam import catalog, words
from games.engines.age_of_steam.build_track.change import tile_edges
from games.engines.age_of_steam.build_track.listing import build_steps
from games.engines.age_of_steam.build_track.turn import (
    half_price_available,
    special_link_cost,
    special_link_name,
)
from games.engines.age_of_steam.move_words import build_text
from games.engines.core import get_engine
from games.web.boards.table import Table
from games.web.builder import Step, action_name

from .common import (
    CUBE,
    TERRAIN_FILL,
    colour_name,
    display_place,
    game_map,
    money,
    place_name,
    pointy,
    seat_colour,
)
from .tiles import tile_picture

BuildKey = tuple[str, str, int]
_PRICES: list[tuple[dict[str, Any], int, dict[BuildKey, int]]] = []


def prices(table: Table) -> dict[BuildKey, int]:
    """Each legal tile's full price in this position (the engine's own listing, which works
    on the view as on the state: the view holds all the track, money and actions)."""
    view, seat = table.view, table.seat
    if seat is None:
        return {}
    for cached_view, cached_seat, found in _PRICES:
        if cached_view is view and cached_seat == seat:
            return found
    cheaper = half_price_available(view, seat)
    found = {(m["hex"], m["tile"], m["rotation"]): p for m, p in build_steps(view, seat, cheaper)}
    _PRICES[:] = [(view, seat, found)]  # the last position only: one request's moves
    return found


def move_steps(move: dict[str, Any], table: Table) -> list[Step]:
    kind = move["type"]
    engine = get_engine("age-of-steam")
    steps = [Step(pgettext("builder", "Action"), kind, action_name(engine, kind, table))]
    if kind == "issue_shares":
        count = int(move["count"])
        steps.append(
            Step(
                pgettext("builder", "How many shares?"),
                str(count),
                pgettext("age-of-steam", "{count} (you get {money})").format(
                    count=count, money=money(5 * count)
                ),
            )
        )
    elif kind == "bid":
        steps.append(
            Step(pgettext("builder", "How much?"), str(move["amount"]), money(move["amount"]))
        )
    elif kind == "select_action":
        action = move.get("action")
        steps.append(
            Step(
                pgettext("builder", "Which action?"),
                action or "-",
                table.say(words.action(action)) if action else pgettext("age-of-steam", "none"),
                f"action:{action}" if action else None,
            )
        )
    elif kind == "urbanize":
        steps.append(
            Step(
                pgettext("builder", "Which town?"),
                move["hex"],
                place_name(table, move["hex"]),
                move["hex"],
            )
        )
        steps.append(
            Step(
                pgettext("builder", "Which New City?"),
                move["letter"],
                pgettext("age-of-steam", "New City {letter}").format(letter=move["letter"]),
            )
        )
    elif kind == "build":
        steps += _build(move, table)
    elif kind == "build_special_link":
        steps += _price(move, table, special_link_cost(table.view, False))
    elif kind == "deliver":
        steps += _deliver(move, table)
    elif kind == "place_production":
        cubes = (table.view.get("production") or {}).get("cubes") or []
        for i, (column, row) in enumerate(move["spaces"]):
            cube = colour_name(table, cubes[i]) if i < len(cubes) else ""
            steps.append(
                Step(
                    pgettext("builder", "Where does the {cube} cube go?").format(cube=cube),
                    f"{column}:{row}",
                    table.say(words.display_space(column, row)),
                    display_place(column, row),
                )
            )
    return steps


def _build(move: dict[str, Any], table: Table) -> list[Step]:
    """The hex, then the tile turned as it would lie, in the engine's words for the build
    ("Build gentle curve from Pittsburgh towards the south-east") with its price."""
    view = table.view
    h, shape = move["hex"], catalog.SHAPES[move["tile"]]
    gm = game_map(view)
    terrain = gm.hexes[h].terrain
    old = (view.get("track") or {}).get(h)
    new = tile_edges(terrain, shape, move["rotation"])
    old_owner = {tuple(s["ends"]): s["owner"] for s in (old or {}).get("segments", [])}
    mine = seat_colour(table.seat)
    tracks = [
        (a, b, seat_colour(old_owner[(a, b)]) if (a, b) in old_owner else mine) for a, b in new
    ]
    price = prices(table).get((h, move["tile"], move["rotation"]))
    label = table.say(build_text(view, move))
    if price is not None:
        label += f" ({money(price)})"
    town = terrain == "town"
    fill = TERRAIN_FILL.get(terrain, TERRAIN_FILL["plain"])
    steps = [
        Step(pgettext("builder", "Where?"), h, place_name(table, h), h),
        Step(
            pgettext("builder", "Which tile, turned which way?"),
            f"{move['tile']}/{move['rotation']}",
            label,
            None,
            tile_picture(pointy(view), fill, tracks, town, label),
        ),
    ]
    steps += _price(move, table, price)
    if move.get("bonus_players"):
        names = [table.name(int(p)) for p in move["bonus_players"]]
        steps.append(
            Step(
                pgettext("builder", "Who gets the transcontinental bonus?"),
                ",".join(str(p) for p in move["bonus_players"]),
                pgettext("age-of-steam", " and ").join(names),
            )
        )
    return steps


def _price(move: dict[str, Any], table: Table, price: int | None) -> list[Step]:
    """Germany's Engineer: full price or half (once a turn); elsewhere no question."""
    if table.seat is None or not half_price_available(table.view, table.seat):
        return []
    if move.get("half_price"):
        label = pgettext("age-of-steam", "Half price with the Engineer")
        if price is not None:
            label += f" ({money((price + 1) // 2)})"
        return [Step(pgettext("builder", "At what price?"), "half", label)]
    label = pgettext("age-of-steam", "Full price")
    if price is not None:
        label += f" ({money(price)})"
    if move["type"] == "build_special_link":
        label = pgettext("age-of-steam", "{link}: full price").format(
            link=table.say(special_link_name(table.view))
        )
    return [Step(pgettext("builder", "At what price?"), "full", label)]


def _deliver(move: dict[str, Any], table: Table) -> list[Step]:
    start, colour, links = move["from"], move["colour"], move["links"]
    cube = colour_name(table, colour)
    steps = [
        Step(pgettext("builder", "From which city?"), start, place_name(table, start), start),
        Step(
            pgettext("builder", "Which goods cube?"),
            colour,
            cube,
            None,
            _cube_picture(colour),
        ),
    ]
    for i, link in enumerate(links):
        end = link[-1]
        steps.append(
            Step(
                pgettext("builder", "Link {number}: to where?").format(number=i + 1),
                end,
                place_name(table, end),
                end,
            )
        )
    if "bonus_link" in move:
        i = int(move["bonus_link"])
        steps.append(
            Step(
                pgettext("builder", "Which link earns the bonus?"),
                str(i),
                pgettext("age-of-steam", "link {number}, to {place}").format(
                    number=i + 1, place=place_name(table, links[i][-1])
                ),
            )
        )
    return steps


def _cube_picture(colour: str) -> str:
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" class="tile-picture" viewBox="0 0 16 16" '
        'width="16" height="16" aria-hidden="true" focusable="false">'
        f'<rect x="1" y="1" width="14" height="14" fill="{CUBE.get(colour, "#888")}" '
        'stroke="#000"/></svg>'
    )


def move_marks(move: dict[str, Any]) -> set[str]:
    """The hexes a previewed move changes or runs through (outlined on the board)."""
    if move.get("type") == "deliver":
        return {h for link in move["links"] for h in link}
    return set()
