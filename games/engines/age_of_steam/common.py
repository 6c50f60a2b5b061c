"""Small helpers shared by the rule modules: the map of a state, players, cubes, copying."""

from __future__ import annotations

import marshal
from typing import Any

from games.engines.core import IllegalMove, Said

from .catalog import NEW_CITY_COLOUR, SEAT_COLOURS
from .maps import MAPS, GameMap, MapRules

State = dict[str, Any]


def gmap(state: State) -> GameMap:
    return MAPS[state["map"]]


def rules(state: State) -> MapRules:
    """The rules of the state's map (the base game's, with the map's changes)."""
    return MAPS[state["map"]].rules


def fast_copy(value: Any) -> Any:
    """A deep copy of JSON data; marshal copies in C, several times faster than
    copy.deepcopy or a copy in Python."""
    return marshal.loads(marshal.dumps(value))


#: The largest parts of a state, which most moves leave alone: the working copy a move
#: makes shares them with the state it came from, and a rule that changes one takes its
#: own copy first (``own``, ``own_track``). The conformance suite checks after every move
#: of its games that apply leaves its input unchanged.
SHARED = ("track", "cubes", "display")


def copy_for_move(state: State) -> State:
    """The working copy of ``state`` a move changes, sharing the SHARED parts."""
    work: State = marshal.loads(marshal.dumps({k: v for k, v in state.items() if k not in SHARED}))
    for key in SHARED:
        work[key] = state[key]
    return work


def own(state: State, key: str) -> Any:
    """A private copy of a shared part, before a rule changes it."""
    state[key] = fast_copy(state[key])
    return state[key]


def own_track(state: State, *hexes: str) -> dict[str, Any]:
    """The track as a private dict (tiles still shared) with private copies of the tiles
    on ``hexes``, before a rule changes them."""
    track: dict[str, Any] = dict(state["track"])
    for h in hexes:
        if h in track:
            track[h] = fast_copy(track[h])
    state["track"] = track
    return track


def seat_name(seat: int) -> str:
    return SEAT_COLOURS[seat] if 0 <= seat < len(SEAT_COLOURS) else f"Player {seat + 1}"


def active(state: State) -> list[int]:
    """Players still in the game, in turn order."""
    return [s for s in state["order"] if not state["pl"][s]["out"]]


def city_colour(state: State, h: str) -> str | None:
    gm = gmap(state)
    if h in state["new_cities"]:
        return NEW_CITY_COLOUR[state["new_cities"][h]]
    city = gm.cities.get(h)
    return city.colour if city else None


def is_city(state: State, h: str) -> bool:
    return h in gmap(state).cities or h in state["new_cities"]


def place_name(state: State, h: str) -> str:
    gm = gmap(state)
    if h in state["new_cities"]:
        base = gm.hexes[h].name or h
        return f"New City {state['new_cities'][h]} ({base})"
    hx = gm.hexes.get(h)
    return hx.name if hx is not None and hx.name else h


def refuse(code: str, text: Said, **details: object) -> IllegalMove:
    """A refusal: the stable code and the sentence for the player (words.T)."""
    return IllegalMove(code, text, **details)
