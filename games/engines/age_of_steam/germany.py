"""Germany build turn (digest §6.3): steps validated in order, applied all or nothing.

Incomplete sections may not be built, so the turn is judged as a whole at its end; the
Engineer builds one tile at half price (rounded up) instead of a fourth tile; the single
special link between "Düsseldorf & Cologne" and "Essen & Dortmund" costs $2 and one step.
"""

from __future__ import annotations

from typing import Any

from .build import commit_step, try_step
from .common import State, gmap, money_check, refuse
from .track.chains import city_nodes, compute_chains

SPECIAL_LINK_COST = 2


def build_turn(state: State, seat: int, steps: list[dict[str, Any]]) -> None:
    if len(steps) > 3:
        raise refuse("BUILD_LIMIT", f"You may build 3 tiles per turn, not {len(steps)}.")
    halves = [st for st in steps if st.get("half_price")]
    if halves and state["actions"].get("engineer") != seat:
        raise refuse("ACTION_NOT_HELD", "Only the Engineer builds a tile at half price.")
    if len(halves) > 1:
        raise refuse("HALF_PRICE_ONCE", "The Engineer builds only one tile at half price.")
    for st in steps:
        half = bool(st.get("half_price"))
        if st.get("special_link"):
            if state.get("special_link") is not None:
                raise refuse(
                    "SPECIAL_LINK_TAKEN",
                    "The Düsseldorf & Cologne - Essen & Dortmund link is already built.",
                )
            cost = (SPECIAL_LINK_COST + 1) // 2 if half else SPECIAL_LINK_COST
            money_check(state, seat, cost, "The special link")
            state["special_link"] = seat
            state["pl"][seat]["money"] -= cost
            state["pl"][seat]["built"] = True
            continue
        if "hex" not in st or "tile" not in st:
            raise refuse(
                "E_MALFORMED_MOVE",
                'Each step names hex, tile and rotation, or is {"special_link": true}.',
            )
        state["half_price"] = half
        try:
            step = try_step(state, seat, {**st, "type": "build"})
        finally:
            state.pop("half_price", None)
        commit_step(state, seat, step)
    gm = gmap(state)
    chains, _ = compute_chains(gm, state["track"], city_nodes(gm, state["new_cities"]))
    for ch in chains:
        if ch.owner == seat and not ch.complete:
            where = ", ".join(sorted({x for x, _ in ch.segs}))
            raise refuse(
                "INCOMPLETE_NOT_ALLOWED",
                f"On the Germany map only complete links "
                f"may be built; your track on {where} would stay incomplete.",
            )
