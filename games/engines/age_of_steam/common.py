"""Small helpers shared by the rule modules: the map of a state, players, cubes, copying."""

from __future__ import annotations

from typing import Any

from games.engines.core import IllegalMove

from .catalog import NEW_CITY_COLOUR, SEAT_COLOURS
from .maps import MAPS, GameMap, MapRules

State = dict[str, Any]


def gmap(state: State) -> GameMap:
    return MAPS[state["map"]]


def rules(state: State) -> MapRules:
    """The rules of the state's map (the base game's, with the map's changes)."""
    return MAPS[state["map"]].rules


def fast_copy(value: Any) -> Any:
    """Copy of JSON data, several times faster than copy.deepcopy (apply copies every move)."""
    if isinstance(value, dict):
        return {k: fast_copy(v) if isinstance(v, dict | list) else v for k, v in value.items()}
    if isinstance(value, list):
        return [fast_copy(v) if isinstance(v, dict | list) else v for v in value]
    return value


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


def refuse(code: str, message: str, **details: object) -> IllegalMove:
    return IllegalMove(code, message, **details)


def money_check(state: State, seat: int, cost: int, what: str) -> None:
    money = state["pl"][seat]["money"]
    if cost > money:
        raise refuse(
            "INSUFFICIENT_FUNDS",
            f"{what} costs ${cost}; you have ${money}.",
            cost=cost,
            money=money,
        )
