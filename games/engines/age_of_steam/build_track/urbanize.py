"""Urbanization (digest §4.4.5, l. 469-474): the holder builds a New City on a town at the
start of the Build Track phase; it removes the town's tile and becomes a city."""

from __future__ import annotations

from .. import words
from ..common import State, gmap, own, own_track, refuse
from ..words import T


def urbanize(state: State, seat: int, h: str, letter: str) -> None:
    """Place New City ``letter`` on town hex ``h`` (digest §4.4.5), on the working state."""
    gm = gmap(state)
    allowed = state["new_city_letters"]
    if letter not in allowed:
        raise refuse(
            "E_NEW_CITY_TILE_USED",
            T(
                "New City {letter} is not available; unbuilt: {letters}.",
                letter=str(letter),
                letters=[x for x in allowed if x not in state["new_cities"].values()],
            ),
        )
    if letter in state["new_cities"].values():
        raise refuse(
            "E_NEW_CITY_TILE_USED", T("New City {letter} is already built.", letter=letter)
        )
    if h in state["new_cities"]:
        raise refuse(
            "E_TOWN_ALREADY_URBANIZED",
            T("{place} is already a New City.", place=words.place(state, h)),
        )
    if h not in gm.hexes or gm.hexes[h].terrain != "town":
        raise refuse(
            "E_NEW_CITY_NOT_ON_TOWN",
            T("A New City can only be built on a town hex; {hex} is not one.", hex=h),
        )
    old = own_track(state).pop(h, None)
    if old is not None:
        state["supply"][old["tile"]] += 1
        if old["town_marker"]:
            state["town_markers"] += 1
    state["new_cities"][h] = letter
    own(state, "cubes")
    gm.rules.on_urbanize(state, h)
