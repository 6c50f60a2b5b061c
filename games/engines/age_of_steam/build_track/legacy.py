"""Version 1's Germany build turn: one ``build_turn`` move naming up to 3 steps, checked in
order and applied all or nothing (kept so that games recorded under version 1 replay; later
versions build one tile per move, build_track/turn.py)."""

from __future__ import annotations

from typing import Any

from games.engines.core import IllegalMove

from .. import words
from ..common import State, gmap, rules
from ..track.chains import board_of
from ..versions import version_of
from ..words import T
from .step import check_step, commit_step
from .turn import special_link_cost, special_link_name


def build_turn(state: State, seat: int, steps: list[dict[str, Any]]) -> None:
    """The whole Germany build turn of version 1, on the working state."""
    if version_of(state) >= 2 or rules(state).incomplete_sections_allowed:
        raise IllegalMove(
            "E_WRONG_MOVE_TYPE", T("Build one tile per move, then say you are done building.")
        )
    if state["build"]["used"] or state["build"].get("undo"):
        raise IllegalMove(
            "E_WRONG_MOVE_TYPE", T("This build turn is under way one tile at a time.")
        )
    if len(steps) > 3:
        raise IllegalMove(
            "E_BUILD_LIMIT", T("You may build 3 tiles per turn, not {count}.", count=len(steps))
        )
    halves = [st for st in steps if st.get("half_price")]
    if halves and state["actions"].get("engineer") != seat:
        raise IllegalMove("E_ACTION_NOT_HELD", T("Only the Engineer builds a tile at half price."))
    if len(halves) > 1:
        raise IllegalMove(
            "E_HALF_PRICE_ONCE", T("The Engineer builds only one tile at half price.")
        )
    for st in steps:
        half = bool(st.get("half_price"))
        if st.get("special_link"):
            if state.get("special_link") is not None:
                raise IllegalMove(
                    "E_SPECIAL_LINK_TAKEN",
                    T("The special link {link} is already built.", link=special_link_name(state)),
                )
            cost = special_link_cost(state, half)
            money = state["pl"][seat]["money"]
            if cost > money:
                raise IllegalMove(
                    "E_INSUFFICIENT_FUNDS",
                    T("The special link costs ${cost}; you have ${money}.", cost=cost, money=money),
                    cost=cost,
                    money=money,
                )
            state["special_link"] = seat
            state["pl"][seat]["money"] -= cost
            state["pl"][seat]["built"] = True
            continue
        if "hex" not in st or "tile" not in st:
            raise IllegalMove(
                "E_MALFORMED_MOVE",
                T(
                    "Each step of a build turn names a hex, a tile and its rotation, or the "
                    "special link."
                ),
            )
        commit_step(state, seat, check_step(state, seat, {**st, "type": "build"}, half))
    for ch in board_of(gmap(state), state).chains:
        if ch.owner == seat and not ch.complete:
            where = [words.spot(gmap(state).key, x) for x in sorted({x for x, _ in ch.segs})]
            raise IllegalMove(
                "E_INCOMPLETE_NOT_ALLOWED",
                T(
                    "On the {map} map only complete links may be built; your track on {places} "
                    "would stay incomplete.",
                    map=words.map_name(gmap(state).key),
                    places=where,
                ),
            )
    state["build"]["queue"].pop(0)
