"""Sell (digest 5.7): flip own cotton mills, manufacturers and potteries at connected merchants.

The first ``sell`` move plays the card and sells one tile; afterwards ``sell_more`` sells
another or ``done`` ends the action. Beer (0–2 barrels) is taken before the flip; the barrel of
the merchant tile sold to may be part of it and gives that location's bonus (A5, A6).
"""

from __future__ import annotations

from typing import Any

from games.engines.core import IllegalMove, State

from .. import board, resources
from .. import catalog as cat
from ..notation import merchant_text
from ..words import T, place
from ..words import industry as industry_term
from .cards import play_card, require_cards, start_action


def check_sale(
    state: State,
    seat: int,
    location: str,
    slot: int,
    space_id: str,
    dist: dict[str, int] | None = None,
) -> int:
    """Checks one sale; returns the beer it needs."""
    slots = state["tiles"][location]
    tile = slots[slot] if 0 <= slot < len(slots) else None
    where = place(location) if location in cat.LOCATIONS else location
    if (
        tile is None
        or tile["owner"] != seat
        or tile["flipped"]
        or tile["industry"] not in cat.SELLABLE
    ):
        raise IllegalMove(
            "E_TILE_NOT_SELLABLE",
            T(
                "Slot {slot} in {place} holds no unflipped Cotton Mill, Manufacturer or "
                "Pottery of yours.",
                slot=slot + 1,
                place=where,
            ),
        )
    space = next((m for m in state["merchants"] if m["space"] == space_id), None)
    name = industry_term(tile["industry"])
    if space is None or tile["industry"] not in cat.MERCHANT_TILES[space["tile"]].buys:
        raise IllegalMove(
            "E_NO_MATCHING_MERCHANT",
            T(
                "The merchant tile {merchant} does not buy {industry}.",
                merchant=merchant_text(state, space_id),
                industry=name,
            ),
        )
    if dist is None:
        dist = board.distances(state, [location])
    if space["location"] not in dist:
        raise IllegalMove(
            "E_NO_MATCHING_MERCHANT",
            T(
                "Your {industry} in {place} is not connected to {merchant}.",
                industry=name,
                place=where,
                merchant=place(space["location"]),
            ),
        )
    need = cat.tile_level(tile["industry"], tile["level"]).beer_to_sell
    if need:
        sources = resources.beer_sources(state, seat, [location], space_id)
        if resources.beer_count(sources) < need:
            raise IllegalMove(
                "E_NO_BEER",
                T(
                    "Selling your {industry} in {place} needs {need} beer and you can reach less.",
                    industry=name,
                    place=where,
                    need=need,
                ),
            )
    return need


def _queue_sale(state: State, location: str, slot: int, space_id: str, need: int) -> None:
    tasks: list[dict[str, Any]] = []
    if need:
        tasks.append({"t": "beer", "need": need, "at": [location], "merchant": space_id})
    tasks.append({"t": "flip", "loc": location, "slot": slot})
    tasks.append({"t": "sell_more"})
    state["queue"][0:0] = tasks


def sell(state: State, seat: int, move: dict[str, Any]) -> None:
    require_cards(state, seat, [move["card"]])
    slot = move["slot"] - 1
    need = check_sale(state, seat, move["location"], slot, move["merchant"])
    start_action(state, seat, "sell")
    play_card(state, seat, move["card"])
    _queue_sale(state, move["location"], slot, move["merchant"], need)


def sell_more(state: State, seat: int, move: dict[str, Any]) -> None:
    queue = state["queue"]
    if not queue or queue[0]["t"] != "sell_more":
        raise IllegalMove("E_NO_CHOICE_PENDING", T("You are not in a Sell action now."))
    slot = move["slot"] - 1
    need = check_sale(state, seat, move["location"], slot, move["merchant"])
    queue.pop(0)
    _queue_sale(state, move["location"], slot, move["merchant"], need)


def sell_options(state: State, seat: int) -> list[tuple[str, int, str]]:
    """Every (location, slot, merchant space) sale the seat could make now."""
    out = []
    for location, slots in state["tiles"].items():
        for slot, tile in enumerate(slots):
            if (
                tile is None
                or tile["owner"] != seat
                or tile["flipped"]
                or tile["industry"] not in cat.SELLABLE
            ):
                continue
            dist = board.distances(state, [location])
            for space in state["merchants"]:
                if space["location"] not in dist:
                    continue
                if tile["industry"] not in cat.MERCHANT_TILES[space["tile"]].buys:
                    continue
                try:
                    check_sale(state, seat, location, slot, space["space"], dist)
                except IllegalMove:
                    continue
                out.append((location, slot, space["space"]))
    return out
