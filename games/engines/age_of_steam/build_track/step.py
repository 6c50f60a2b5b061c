"""One build step (digest §4.4.10): the rules checked in the digest's order, then applied.

``check_step`` is pure: it reads the state and returns the checked :class:`Step`, so the
legal-move listing can try candidates and ``apply`` commit the one chosen ("check all, then
change"). The chains of the map are computed once per track (track.chains.board); a step
only looks at what its new tracks touch.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.engines.core import IllegalMove

from .. import words
from ..common import State, gmap, own_track
from ..track.chains import Board, SegRef, board_of, compute_chains
from ..track.segments import Tile, segment, tile
from ..versions import version_of
from ..words import T
from .change import (
    Change,
    change_on_hex,
    half,
    hex_takes_tiles,
    known_tile,
    marker_delta,
    stays_on_map,
    tile_edges,
    tile_in_supply,
    town_marker_free,
    town_tile_on_town,
)
from .connect import (
    connected_to_city,
    first_tile,
    redirect_connects_to_own,
    route_may_close,
    stays_one_network,
)
from .join import Joined, join, joined_owner, no_self_loop


@dataclass(slots=True)
class Step:
    """A checked build step, ready to commit."""

    hex: str
    tile: Tile  # the hex's tile after the step
    cost: int  # what the player pays
    price: int  # the full price (the cost but for a half price)
    kind: str  # place, crossing, coexisting, town, redirect
    shape_in: str  # the tile taken from the supply
    shape_out: str | None  # the tile returned to it
    marker_delta: int  # +1 a town marker taken, -1 one returned
    owner: int  # owner of the chains the step makes
    reowned: list[SegRef] = field(default_factory=list)  # tracks elsewhere that change owner
    joined: list[Joined] = field(default_factory=list)
    transcon: dict[str, int] | None = None


def special_pair(state: State) -> tuple[str, str] | None:
    """Germany's special link (l. 831-838) as two city hexes."""
    gm = gmap(state)
    spec = gm.extra.get("special_connection")
    if not spec:
        return None
    return gm.by_name(spec["between"][0]), gm.by_name(spec["between"][1])


def owned_special(state: State, seat: int) -> tuple[str, str] | None:
    return special_pair(state) if state.get("special_link") == seat else None


def check_step(
    state: State,
    seat: int,
    move: dict[str, Any],
    half_price: bool = False,
    on: Board | None = None,
) -> Step:
    """Check one build step of ``seat`` (hex, tile, rotation) and compute its result."""
    gm = gmap(state)
    h = move["hex"]
    hex_takes_tiles(gm, state, h)
    shape = known_tile(move.get("tile"))
    rotation = int(move.get("rotation", 0)) % 6
    town_tile_on_town(gm, h, shape)
    old = state["track"].get(h)
    tile_in_supply(state, shape, old)
    markers = marker_delta(gm, h, shape, old)
    town_marker_free(state, markers)
    board = on or board_of(gm, state)
    new = tile_edges(gm.hexes[h].terrain, shape, rotation)
    change = change_on_hex(gm, state, board, seat, h, shape, new)
    stays_on_map(gm, h, change.added)
    joined = join(board, gm, h, change)
    version = version_of(state)
    where = words.spot(gm.key, h)
    owner = joined_owner(board, joined, seat, change, version, where)
    no_self_loop(joined, where, lambda x: words.place(state, x))
    player = state["pl"][seat]
    if not player["built"]:
        first_tile(gm, state, h, shape, change.added)
    reach = board.reach(seat, owned_special(state, seat))
    if change.redirect is None:
        connected_to_city(reach, joined, board.cities, where)
    elif version >= 2:
        redirect_connects_to_own(reach, joined, owner, seat, where)
    if gm.rules.track_must_stay_connected(state):
        stays_one_network(reach, joined, owner == seat)
    cost = half(change.cost) if half_price else change.cost
    if cost > player["money"]:
        raise IllegalMove(
            "E_INSUFFICIENT_FUNDS",
            T(
                "This build on {place} costs ${cost}; you have ${money}.",
                place=words.spot(gm.key, h),
                cost=cost,
                money=player["money"],
            ),
            cost=cost,
            money=player["money"],
        )
    step = _result(state, board, h, shape.id, rotation, old, change, joined, owner, markers, cost)
    if route_may_close(gm, state, board, joined, owner):
        links = _links_after(state, step)
        try:
            step.transcon = gm.rules.route_bonus(state, gm, links, move.get("bonus_players"))
        except IllegalMove as choice:
            choice.details["price"] = change.cost
            raise
    return step


def _result(
    state: State,
    board: Board,
    h: str,
    shape: str,
    rotation: int,
    old: Tile | None,
    change: Change,
    joined: list[Joined],
    owner: int,
    markers: int,
    cost: int,
) -> Step:
    """The tile after the step and the tracks elsewhere whose owner changes."""
    reowned: list[SegRef] = []
    if owner >= 0:
        dropped = change.redirect[2] if change.redirect is not None else -1
        for group in joined:
            for ci in group.chains:
                if board.chains[ci].owner == owner:
                    continue
                reowned.extend(ref for ref in board.chains[ci].segs if ref != (h, dropped))
    here = {i for x, i in reowned if x == h}
    reowned = [ref for ref in reowned if ref[0] != h]
    kept = []
    if old is not None:
        for i in change.kept:
            seg = old["segments"][i]
            a, b = seg["ends"]
            kept.append(segment(a, b, owner if i in here else seg["owner"], seg["extended"]))
    if change.redirect is not None:
        assert old is not None
        extended = bool(old["segments"][change.redirect[2]]["extended"])
    else:
        extended = True
    added = [segment(a, b, owner, extended) for a, b in change.added]
    marker = int(bool(old and old["town_marker"])) + markers > 0
    return Step(
        h,
        tile(shape, rotation, marker, kept + added),
        cost,
        change.cost,
        change.kind,
        shape,
        old["tile"] if old is not None else None,
        markers,
        owner,
        reowned,
        joined,
    )


def _links_after(state: State, step: Step) -> list[tuple[str, str, int]]:
    """Every complete link after the step, in the canonical order of the chains."""
    gm = gmap(state)
    track = dict(state["track"])
    track[step.hex] = step.tile
    changed: dict[str, Tile] = {}
    for x, i in step.reowned:
        if x not in changed:
            changed[x] = {**track[x], "segments": [dict(s) for s in track[x]["segments"]]}
        changed[x]["segments"][i]["owner"] = step.owner
    track.update(changed)
    nodes = frozenset(gm.cities) | frozenset(state["new_cities"]) | frozenset(gm.stations)
    chains, _ = compute_chains(gm, track, nodes)
    return [(ch.nodes[0], ch.nodes[1], ch.owner) for ch in chains if ch.complete]


def commit_step(state: State, seat: int, step: Step) -> None:
    """Apply a checked step to the working state (a copy the caller owns)."""
    track = own_track(state, *{x for x, _ in step.reowned})
    for x, i in step.reowned:
        track[x]["segments"][i]["owner"] = step.owner
    track[step.hex] = step.tile
    player = state["pl"][seat]
    player["money"] -= step.cost
    player["built"] = True
    state["supply"][step.shape_in] -= 1
    if step.shape_out is not None:
        state["supply"][step.shape_out] += 1
    state["town_markers"] -= step.marker_delta
    if step.transcon is not None:
        state["transcon"] = True
        for p, amount in step.transcon.items():
            state["pl"][int(p)]["income"] += amount
