"""A player's build turn (digest §4.4.3, §6.3): one tile at a time until he is done.

Up to 3 tiles (4 for the Engineer where he builds one more, l. 317-320); on Germany the
Engineer builds one tile at half price instead, the special link counts as one tile, and no
incomplete section may be left (l. 817-838): the turn then ends only when every section is
complete, or by taking back all of the turn's track. What a turn changed is remembered for
that (``build["undo"]``), on such maps only.
"""

from __future__ import annotations

import marshal
from typing import Any

from games.engines.core import IllegalMove, Text

from .. import words
from ..common import State, gmap, own, own_track, rules
from ..track.chains import board_of
from ..versions import version_of
from ..words import T
from .change import half
from .step import Step, check_step, commit_step, special_pair


def allowance(state: State, seat: int) -> int:
    """Tiles per build turn: 3, or 4 for the Engineer where he builds one more (l. 317-320)."""
    if rules(state).engineer_builds_extra_tile and state["actions"].get("engineer") == seat:
        return 4
    return 3


def _within_allowance(state: State, seat: int) -> None:
    used, limit = state["build"]["used"], allowance(state, seat)
    if used >= limit:
        raise IllegalMove(
            "E_BUILD_LIMIT",
            T(
                "You may build {limit} tiles this turn and have built {used}.",
                limit=limit,
                used=used,
            ),
        )


def half_price_available(state: State, seat: int) -> bool:
    """Germany's Engineer may still build one tile at half price this turn (l. 817-820)."""
    return (
        rules(state).engineer_half_price
        and state["actions"].get("engineer") == seat
        and not state["build"].get("half_price_used")
    )


def wants_half_price(state: State, seat: int, move: dict[str, Any]) -> bool:
    if not move.get("half_price"):
        return False
    if not rules(state).engineer_half_price:
        if version_of(state) < 2:
            return False  # version 1 ignored the flag where no tile is built at half price
        raise IllegalMove(
            "E_NO_HALF_PRICE",
            T(
                "On the {map} map no tile is built at half price.",
                map=words.map_name(gmap(state).key),
            ),
        )
    if state["actions"].get("engineer") != seat:
        raise IllegalMove("E_ACTION_NOT_HELD", T("Only the Engineer builds a tile at half price."))
    if state["build"].get("half_price_used"):
        raise IllegalMove(
            "E_HALF_PRICE_ONCE", T("The Engineer builds only one tile at half price.")
        )
    return True


def build_tile(state: State, seat: int, move: dict[str, Any]) -> Step:
    """Place, upgrade or redirect one tile (the ``build`` move), on the working state."""
    _within_allowance(state, seat)
    half_price = wants_half_price(state, seat, move)
    step = check_step(state, seat, move, half_price)
    _remember(state, [step.hex, *(x for x, _ in step.reowned)])
    commit_step(state, seat, step)
    _count(state, half_price)
    return step


def build_special_link(state: State, seat: int, move: dict[str, Any]) -> None:
    """Germany: the link between "Düsseldorf & Cologne" and "Essen & Dortmund", $2, one of
    the turn's tiles, one track section (l. 831-838)."""
    pair = special_pair(state)
    if pair is None:
        raise IllegalMove(
            "E_NO_SPECIAL_LINK",
            T("The {map} map has no special link.", map=words.map_name(gmap(state).key)),
        )
    _within_allowance(state, seat)
    if state.get("special_link") is not None:
        raise IllegalMove(
            "E_SPECIAL_LINK_TAKEN",
            T("The special link {link} is already built.", link=special_link_name(state)),
        )
    half_price = wants_half_price(state, seat, move)
    cost = special_link_cost(state, half_price)
    money = state["pl"][seat]["money"]
    if cost > money:
        raise IllegalMove(
            "E_INSUFFICIENT_FUNDS",
            T("The special link costs ${cost}; you have ${money}.", cost=cost, money=money),
            cost=cost,
            money=money,
        )
    _remember(state, [])
    state["special_link"] = seat
    state["pl"][seat]["money"] -= cost
    state["pl"][seat]["built"] = True
    _count(state, half_price)


def special_link_name(state: State) -> Text:
    """The special link by the cities it joins (Germany: "Düsseldorf & Cologne" and "Essen
    & Dortmund", l. 831-838)."""
    pair = special_pair(state)
    assert pair is not None
    return T("between {a} and {b}", a=words.place(state, pair[0]), b=words.place(state, pair[1]))


def special_link_cost(state: State, half_price: bool) -> int:
    cost = int(gmap(state).extra["special_connection"].get("cost", 2))
    return half(cost) if half_price else cost


def _count(state: State, half_price: bool) -> None:
    state["build"]["used"] += 1
    if half_price:
        state["build"]["half_price_used"] = True


def unfinished(state: State, seat: int) -> list[str]:
    """Hexes of the player's incomplete sections, where the map forbids them."""
    if rules(state).incomplete_sections_allowed:
        return []
    chains = board_of(gmap(state), state).chains
    return sorted({x for ch in chains if ch.owner == seat and not ch.complete for x, _ in ch.segs})


def end_turn(state: State, seat: int) -> None:
    """Done building (``end_build``): the next builder's turn."""
    open_track = unfinished(state, seat)
    if open_track:
        raise IllegalMove(
            "E_INCOMPLETE_NOT_ALLOWED",
            T(
                "On the {map} map only complete links may be built; your track on {places} "
                "would stay incomplete. Complete it, or take back this turn's track.",
                map=words.map_name(gmap(state).key),
                places=[words.spot(gmap(state).key, h) for h in open_track],
            ),
        )
    _next_builder(state)


def take_back_turn(state: State, seat: int) -> None:
    """Take back every tile of this turn and end it (``take_back_build``)."""
    undo = state["build"].get("undo")
    if undo is None or not unfinished(state, seat):
        raise IllegalMove(
            "E_NOTHING_TO_TAKE_BACK",
            T("Nothing of your track is incomplete; end your build turn instead."),
        )
    track = own_track(state)
    for h, old in undo["track"].items():
        if old is None:
            track.pop(h, None)
        else:
            track[h] = old
    for key in ("pl", "supply", "town_markers", "special_link", "transcon"):
        state[key] = undo[key]
    _next_builder(state)


def _next_builder(state: State) -> None:
    build = state["build"]
    build["queue"].pop(0)
    build["used"] = 0
    build.pop("undo", None)
    build.pop("half_price_used", None)


def _remember(state: State, hexes: list[str]) -> None:
    """Before a change: what the turn changes, where it may have to be taken back."""
    if rules(state).incomplete_sections_allowed:
        return
    build = state["build"]
    undo = build.get("undo")
    if undo is None:
        undo = build["undo"] = marshal.loads(
            marshal.dumps(
                {
                    "track": {},
                    "pl": state["pl"],
                    "supply": state["supply"],
                    "town_markers": state["town_markers"],
                    "special_link": state["special_link"],
                    "transcon": state["transcon"],
                }
            )
        )
    for h in hexes:
        if h not in undo["track"]:
            old = state["track"].get(h)
            undo["track"][h] = marshal.loads(marshal.dumps(old)) if old is not None else None


def lapse_ownership(state: State) -> None:
    """End of Build Track (l. 362-368): owned incomplete sections not extended this phase
    become unowned; then no track counts as extended any more."""
    chains = board_of(gmap(state), state).chains
    track = own(state, "track")
    for ch in chains:
        lapses = ch.owner >= 0 and not ch.complete
        if lapses and not any(track[x]["segments"][i]["extended"] for x, i in ch.segs):
            for x, i in ch.segs:
                track[x]["segments"][i]["owner"] = -1
    for placed in track.values():
        for seg in placed["segments"]:
            seg["extended"] = False
