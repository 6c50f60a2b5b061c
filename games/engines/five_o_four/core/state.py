"""The JSON state of a 504 game and setup() (general rules 3-7, module setups).

Money is private (general rule 28): ``private[seat]["money"]``.  ``secret`` holds the seed.
"""

from __future__ import annotations

import marshal
from collections.abc import Callable
from typing import Any

from games.engines.core import InvalidOptions, State, draw_rng
from games.engines.core.words import semicolons

from . import actors
from . import board as hexes
from .actors import COLOURS, PIECES_EACH, public_companies
from .capitals import place_capital
from .catalog import GOODS_SUPPLY
from .modules import capitals_by_bid
from .registry import Hook
from .rounds import begin_round, first_order, order_markers
from .words import WORDS, T
from .world import IMPLEMENTED, World, available_worlds, world

#: The rules version of new games.  2: recycling when settling in 3E/3G, R35's free-city
#: award for settling, neutral roads passing at the turn's start, the majority-table
#: privileges in 6.I's scoring.
RULES = 2
PIECES = {2: 30, 3: 25, 4: 20}  # general rule 6a: inhabitants and settlements per player
NOINH_COMPANY_SETTLEMENTS = 15  # C1-NOINH: without inhabitants 15 settlements per company

#: The modules' setups (digest §10.4 step 6), by rank: 10 Roads (roads per actor, or the
#: neutral pool, C6-MIL), 20 7.I scoring cards, 30 Exploration (stacks, start board),
#: 40 9.III private companies, 50 9.I/9.II public companies, 60 Transport (wagons, goods,
#: demand), 70 Privileges (the deck), 80 3.I/3.II factories.  The ranks keep the order of
#: the RNG draws.
SETUP: Hook[Callable[[State, World], None]] = Hook("module setup")
#: Pieces laid when play starts (after the capitals): 10 Military's free-city defenders.
PLAY_STARTS: Hook[Callable[[State, World], None]] = Hook("play starts")
#: An actor's pieces that start on its capital once it is chosen: 10 Transport's wagon.
ACTOR_STARTS: Hook[Callable[[State, World, int], None]] = Hook("actor starts")


def refuse_world(wid: str) -> World:
    """The world, or InvalidOptions naming the missing fact / part."""
    if len(wid) != 3 or not wid.isdigit() or len(set(wid)) != 3 or "0" in wid:
        raise InvalidOptions(
            "E_UNKNOWN_WORLD",
            T(
                "World “{wid}” is not one of the 504 worlds: three different module numbers 1-9.",
                wid=wid,
            ),
        )
    w = world(wid)
    missing = w.missing_facts()
    if missing:
        what = semicolons([WORDS.term("fact", f) for f in missing])
        raise InvalidOptions(
            "E_WORLD_NEEDS_MISSING_DATA",
            T(
                "World {wid} cannot be played faithfully yet: no source gives {what}.",
                wid=wid,
                what=what,
            ),
        )
    parts = w.unimplemented_parts()
    if parts:
        raise InvalidOptions(
            "E_WORLD_NOT_IMPLEMENTED",
            T(
                "World {wid} needs module part(s) {parts}, which this engine "
                "version does not implement yet (implemented: {implemented}).",
                wid=wid,
                parts=list(parts),
                implemented=list(sorted(IMPLEMENTED)),
            ),
        )
    assert wid in available_worlds()
    return w


def rules_version(state: State) -> int:
    """The rules a game is played by: ``state["version"]``, absent in games set up before
    version 2 (DESIGN "Versioned": an old game replays by the rules it began with)."""
    return int(state.get("version", 1))


def setup(players: int, options: dict[str, Any], seed: int, version: int = RULES) -> State:
    w = refuse_world(str(options.get("world", "")))
    state: State = {
        "world": w.wid,
        "players": players,
        "secret": {"seed": seed, "draws": 0},
    }
    if version >= 2:
        state["version"] = version
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
                    "roads": 0,  # Roads' setup
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
    for module_setup in SETUP.of(w):
        module_setup(state, w)
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


def start_play(state: State, w: World) -> None:
    if not capitals_by_bid(w):  # else once the capitals are chosen in phase 1 (3.I/3.II)
        start_pieces(state, w)
    state["stage"] = "play"
    begin_round(state, w)


def start_pieces(state: State, w: World) -> None:
    """The pieces laid once the capitals stand: free-city defenders, each actor's wagon (a
    public company's only once it is founded with its capital, shares/stock_round.py)."""
    for lay in PLAY_STARTS.of(w):
        lay(state, w)
    for seat in range(actors.count(state)):
        if state["capital"][seat] is not None:
            actor_starts(state, w, seat)


def actor_starts(state: State, w: World, seat: int) -> None:
    for start in ACTOR_STARTS.of(w):
        start(state, w, seat)


#: Parts of the state no move changes in place, copied one level deep only (the entries
#: are shared with the state before the move): the board's terrain (a discovery replaces a
#: value), the VP log and the awards taken (only ever appended to).
SHALLOW = {"spaces": dict, "vp_log": list, "awards": list}


def copy_state(state: State) -> State:
    """The one copy a move makes (a refused move leaves the caller's state as it was).

    A state is plain JSON data: marshal round-trips it in C, keys in order, about 2.5x
    faster than walking it in Python; the parts no move changes in place are copied one
    level deep (:data:`SHALLOW`), which spares most of the objects a copy would make."""
    deep = {k: v for k, v in state.items() if k not in SHALLOW}
    try:
        copied = marshal.loads(marshal.dumps(deep))
    except ValueError:  # not plain data (a hand-built state in a test): walk it
        copied = _walk_copy(deep)
    return {k: SHALLOW[k](v) if k in SHALLOW else copied[k] for k, v in state.items()}


def _walk_copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _walk_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_walk_copy(v) for v in value]
    return value
