"""The JSON state of a 504 game and setup() (general rules 3-7, module setups).

Money is private (general rule 28): ``private[seat]["money"]``.  ``secret`` holds the seed.
"""

from __future__ import annotations

from typing import Any

from games.engines.core import InvalidOptions, State, draw_rng

from ..military.spaces import place_free_city_defenders
from ..roads.neutral import POOL, neutral_roads
from ..shares.companies import COLOURS, PIECES_EACH, public_companies, setup_companies
from ..shares.companies import ROADS_EACH as COMPANY_ROADS
from . import actors
from . import board as hexes
from .catalog import FACTS, GOODS_SUPPLY
from .modules import IMPLEMENTED, capitals_by_bid
from .rounds import first_order, order_markers
from .world import World, available_worlds, world

PIECES = {2: 30, 3: 25, 4: 20}  # general rule 6a: inhabitants and settlements per player
NOINH_COMPANY_SETTLEMENTS = 15  # C1-NOINH: without inhabitants 15 settlements per company
ROADS_EACH = 19  # Roads setup, 2-4 players


def refuse_world(wid: str) -> World:
    """The world, or InvalidOptions naming the missing fact / part."""
    if len(wid) != 3 or not wid.isdigit() or len(set(wid)) != 3 or "0" in wid:
        raise InvalidOptions(
            "E_UNKNOWN_WORLD",
            f"World {wid!r} is not one of the 504 worlds: three different module numbers 1-9.",
        )
    w = world(wid)
    missing = w.missing_facts()
    if missing:
        what = "; ".join(FACTS[f]["what"] for f in missing)
        raise InvalidOptions(
            "E_WORLD_NEEDS_MISSING_DATA",
            f"World {wid} cannot be played faithfully yet: no source gives {what}.",
        )
    parts = w.unimplemented_parts()
    if parts:
        raise InvalidOptions(
            "E_WORLD_NOT_IMPLEMENTED",
            f"World {wid} needs module part(s) {', '.join(parts)}, which this engine version "
            f"does not implement yet (implemented: {', '.join(sorted(IMPLEMENTED))}).",
        )
    assert wid in available_worlds()
    return w


def setup(players: int, options: dict[str, Any], seed: int) -> State:
    w = refuse_world(str(options.get("world", "")))
    state: State = {
        "world": w.wid,
        "players": players,
        "secret": {"seed": seed, "draws": 0},
    }
    rng = draw_rng(state)
    spaces = {} if w.has(5) else hexes.build(w.board, rng)
    order = first_order(w, players, rng)
    money = w.starting_money(players)  # in round-1 order
    pieces = pieces_for(w, players)
    actors = players
    private = [{"money": money[order.index(i)]} for i in range(players)]
    if public_companies(w):  # 9.I/9.II: five companies act, founded in the stock rounds
        actors, order = len(COLOURS), []
    if w.with_inhabitants:
        pieces["inh"] -= order_markers(w)  # beside the order cards
    state.update(
        {
            "board_id": w.board,
            "spaces": spaces,
            "capital": [None] * actors,
            "pop": [{} for _ in range(actors)],
            "supply": [
                {
                    "inh": pieces["inh"],
                    "set": pieces["set"],
                    "roads": roads_each(w) if w.has(6) and not neutral_roads(w) else 0,
                }
                for _ in range(actors)
            ],
            "cards": {},
            "card_total": [0] * actors,
            "roads": {},
            "businesses": {},
            "houses": {},
            "goods": [{} for _ in range(actors)],
            "goods_supply": dict(GOODS_SUPPLY) if w.has(8) else {},
            "vp": [0] * actors,
            "vp_log": [],
            "awards": [],
            "round": 1,
            "order": order,
            "turn": None,
            "income": [0] * actors,
            "stage": "capitals",
            "capital_queue": [],
            "result": None,
            "round_step": None,
            "private": private,
            "pieces": pieces,
        }
    )
    if public_companies(w):
        state["actors"] = actors  # before the modules' setups, which size their lists by it
    if neutral_roads(w):
        state["road_pool"] = POOL  # C6-MIL: one common supply of neutral roads
        if w.at(6, "I"):
            state["road_ledger"] = [[] for _ in range(actors)]
    if w.at(7, "I"):
        from ..majorities.scorings import setup_cards

        setup_cards(state, draw_rng(state))
    if w.has(5):
        from ..exploration.discovery import setup_exploration

        setup_exploration(state, w)
    if w.at(9, "III"):
        from ..shares.private import setup_private_companies

        setup_private_companies(state)
    if public_companies(w):
        setup_companies(state, w)
    if w.has(1):
        from ..transport.wagon import setup_transport

        setup_transport(state, w)
    if w.has(3):
        from ..privileges.cards import setup_privileges

        setup_privileges(state, w, draw_rng(state))
    if w.at(3, "I", "II"):
        state.update({"factories": {}, "factories_destroyed": 0, "aside": [0] * actors})
    if capitals_by_bid(w) or public_companies(w):
        # capitals: with the places in phase 1 (3.I/3.II), at each company's founding (9.I/9.II)
        start_play(state, w)
    elif w.separate_capitals:
        state["capital_queue"] = list(reversed(order))  # reverse order, last player first (IV)
    else:
        centre = hexes.sid(0, 0)
        for seat in range(players):
            place_capital(state, w, seat, centre)
        start_play(state, w)
    state.pop("_reveals", None)  # the setup row is public in the state itself
    return state


def pieces_for(w: World, players: int) -> dict[str, int]:
    """General rule 6: with inhabitants 30/25/20 each (15 for 5 companies); without, 20
    settlements each (15 for 5 companies, C1-NOINH) and only Race's marker inhabitants (10
    with 2.I, 9 with 2.II; digest §4.2 C2-NOINH)."""
    if w.with_inhabitants:
        each = PIECES_EACH if public_companies(w) else PIECES[players]
        return {"inh": each, "set": each}
    markers = 10 if w.at(2, "I") else 9 if w.at(2, "II") else 0
    return {"inh": markers, "set": NOINH_COMPANY_SETTLEMENTS if public_companies(w) else 20}


def roads_each(w: World) -> int:
    """Roads setup: 19 per player, 14 per company (C6-9)."""
    return COMPANY_ROADS if public_companies(w) else ROADS_EACH


def place_capital(state: State, w: World, seat: int, city: str) -> None:
    """The HQ goes on the capital; Race marks its city card (2.I inhabitant, 2.II settlement)."""
    state["capital"][seat] = city
    state["pop"][seat][city] = [1, 0, 0]
    if w.at(8, "I", "II"):
        state["houses"].setdefault(city, []).append(seat)
    if w.at(2, "I"):
        state["supply"][seat]["inh"] -= 1
        state["cards"].setdefault(city, []).append([seat, "inh", False])
        state["card_total"][seat] += 1
    elif w.at(2, "II"):
        state["supply"][seat]["set"] -= 1
        state["cards"].setdefault(city, []).append([seat, "set", False])


def start_play(state: State, w: World) -> None:
    from .rounds import begin_round

    if not capitals_by_bid(
        w
    ):  # else once the capitals are chosen in phase 1 (privileges/bidding.py)
        place_free_city_defenders(state, w)
        start_wagons(state, w)
    state["stage"] = "play"
    begin_round(state, w)


def start_wagons(state: State, w: World) -> None:
    """Transport: every wagon starts on its owner's capital; a public company's wagon only
    once the company is founded and has chosen its capital (stock_round._place)."""
    if w.has(1):
        from ..transport.wagon import start_wagon

        for seat in range(actors.count(state)):
            if state["capital"][seat] is not None:
                start_wagon(state, w, seat)


def begin_turn(state: State, w: World, index: int) -> None:
    seat = state["order"][index]
    state["turn"] = {
        "i": index,
        "seat": seat,
        "phase": "3C",
        "first": [],
        "new_cards": [],
        "bought": 0,
        "cities": 0,
    }
    if w.has(2) and w.with_inhabitants and _may_move_capital(state, seat):
        state["turn"]["phase"] = "3A"
    else:
        after_capital(state, w)


def after_capital(state: State, w: World) -> None:
    """After 3A: share trading (3B, 9.III), else straight to the purchase."""
    if w.at(9, "III"):
        state["turn"]["phase"] = "3B"
    else:
        enter_purchase(state, w)


def enter_purchase(state: State, w: World) -> None:
    """Phase 3C; with 3.III it opens with the privilege step ("3P")."""
    if w.at(3, "III"):
        from ..privileges.cards import start_purchase

        state["turn"]["phase"] = "3P"
        start_purchase(state)
    else:
        state["turn"]["phase"] = "3C"


def _may_move_capital(state: State, seat: int) -> bool:
    capital = state["capital"][seat]
    return any(
        s != capital and v[0] and state["spaces"][s] == "city"
        for s, v in state["pop"][seat].items()
    )
