"""Build Track (digest §4.4): one build step (place, upgrade, redirect), its checks and costs.

``try_step`` is pure: it returns the track after the step without touching the state, so
legal_moves can try many candidates and apply can commit the one chosen ("check all, then
change").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .catalog import CENTRE, SHAPES, Segment, Shape
from .common import State, city_colour, gmap, is_city, place_name, refuse
from .track.chains import Chain, Track, city_nodes, compute_chains, connected_to_city
from .track.chains import network as player_network
from .track.segments import edges, segment, tile


@dataclass(slots=True)
class Step:
    """A checked build step, ready to commit."""

    track: Track
    cost: int
    kind: str  # place, crossing, coexisting, town, redirect, special
    hex: str
    shape_in: str | None
    shape_out: str | None
    marker_delta: int  # +1 a town marker taken, -1 one returned
    new_chains: list[Chain] = field(default_factory=list)
    transcon: dict[str, int] | None = None


def tile_segments(hex_terrain: str, shape: Shape, rotation: int) -> list[Segment]:
    """Segments a shape makes on a hex; on a town hex every exit becomes a spoke."""
    segs = shape.rotations[rotation]
    if hex_terrain == "town" and not shape.is_town_tile:
        return sorted({(e, CENTRE) for seg in segs for e in seg})
    return list(segs)


def special_pair(state: State) -> tuple[str, str] | None:
    gm = gmap(state)
    spec = gm.extra.get("special_connection")
    if not spec:
        return None
    return gm.by_name(spec["between"][0]), gm.by_name(spec["between"][1])


def owned_special(state: State, seat: int) -> tuple[str, str] | None:
    return special_pair(state) if state.get("special_link") == seat else None


COMPLEX_SURCHARGE = {"simple": 0, "coexisting": 1, "crossing": 2}  # l. 493-497


def place_cost(state: State, h: str, shape: Shape, spokes: int) -> int:
    """Placing on an empty hex (l. 491-507): the map's price of a simple tile there, $1 more
    for a coexisting and $2 for a crossing tile; on a town $1 plus $1 per track to it."""
    gm = gmap(state)
    hx = gm.hexes[h]
    if hx.terrain == "town":
        return 1 + spokes
    return gm.rules.simple_cost(gm, hx) + COMPLEX_SURCHARGE[shape.category]


def _shape(move: dict[str, Any]) -> Shape:
    shape = SHAPES.get(move.get("tile", ""))
    if shape is None:
        raise refuse(
            "UNKNOWN_TILE", f"There is no tile {move.get('tile')!r}; tiles: {', '.join(SHAPES)}."
        )
    return shape


def try_step(state: State, seat: int, move: dict[str, Any]) -> Step:
    """Check one build step of ``seat`` (hex, tile, rotation) and compute its result."""
    gm = gmap(state)
    h = move["hex"]
    if h not in gm.hexes:
        raise refuse("OFF_MAP_OR_LAKE", f"{h} is not a hex of the {gm.name} map.")
    hx = gm.hexes[h]
    if is_city(state, h) or hx.terrain == "foreign_station":
        raise refuse("CITY_HEX", f"{place_name(state, h)} is a city; no tile can lie on it.")
    shape = _shape(move)
    rotation = int(move.get("rotation", 0)) % 6
    player = state["pl"][seat]
    track: Track = state["track"]
    old = track.get(h)
    on_town = hx.terrain == "town"
    if shape.is_town_tile and not on_town:
        raise refuse(
            "TOWN_TILE_NOT_ON_TOWN", f"A town tile can lie only on a town hex; {h} is not one."
        )
    if state["supply"].get(shape.id, 0) <= 0 and not (old and old["tile"] == shape.id):
        raise refuse("TILE_SUPPLY_EXHAUSTED", f"No {shape.name} tile is left in the supply.")
    new_segs = tile_segments(hx.terrain, shape, rotation)
    needs_marker = on_town and not shape.is_town_tile
    had_marker = bool(old and old["town_marker"])
    marker_delta = int(needs_marker) - int(had_marker)
    if marker_delta > 0 and state["town_markers"] <= 0:
        raise refuse(
            "NO_TOWN_MARKER", "All 8 town markers are in use; build a printed town tile instead."
        )
    chains, of_seg = _chains(state, track)
    redirect = False
    new_owner = seat
    old_fresh = True
    if old is None:
        kind = "place"
        cost = place_cost(state, h, shape, len(new_segs))
        kept: list[dict[str, Any]] = []
        added = new_segs
    else:
        old_segs = edges(old)
        new_set = set(new_segs)
        dropped = [i for i, s in enumerate(old_segs) if s not in new_set]
        added = [s for s in new_segs if s not in set(old_segs)]
        kept = [
            segment(*old_segs[i], old["segments"][i]["owner"], old["segments"][i]["extended"])
            for i in range(len(old_segs))
            if i not in dropped
        ]
        if not dropped:
            if not added:
                raise refuse("REPLACEMENT_NOT_ALLOWED", f"That tile on {h} adds no track.")
            if on_town:
                kind, cost = "town", 3
            elif SHAPES[old["tile"]].is_complex or not shape.is_complex:
                raise refuse(
                    "REPLACEMENT_NOT_ALLOWED", f"The tile on {h} cannot be upgraded to that tile."
                )
            else:
                kind = shape.category
                cost = 3 if kind == "crossing" else 2
        else:
            kind, cost = "redirect", 2
            _check_redirect(state, seat, h, old, old_segs, dropped, added, chains, of_seg, shape)
            redirect = True
            chain = chains[of_seg[(h, dropped[0])]]
            new_owner = chain.owner
            old_fresh = bool(old["segments"][dropped[0]]["extended"])
    # Track end off the map or into a lake (new segments only).
    for a, b in added:
        for e in (a, b):
            if e != CENTRE and hx.nb[e] is None:
                raise refuse(
                    "OFF_MAP_OR_LAKE", f"Track on {h} would lead off the map or into a lake."
                )
    new_track = dict(track)
    new_track[h] = tile(
        shape.id,
        rotation,
        needs_marker,
        kept + [segment(a, b, new_owner, old_fresh if redirect else True) for a, b in added],
    )
    nodes = city_nodes(gm, state["new_cities"])
    new_chains, new_of = compute_chains(gm, new_track, nodes)
    base = len(kept)
    touched = sorted({new_of[(h, base + k)] for k in range(len(added))})
    for ci in touched:
        ch = new_chains[ci]
        owners = {new_track[x]["segments"][i]["owner"] for x, i in ch.segs} - {-1}
        if owners - {new_owner}:
            raise refuse(
                "CONNECTS_TO_OPPONENT_TRACK",
                f"Track on {h} would join another player's track directly.",
            )
        if ch.loop or (
            ch.ends[0][0] == "node" and ch.ends[0][1] == ch.ends[1][1] and ch.ends[1][0] == "node"
        ):
            raise refuse(
                "SELF_LOOP",
                f"Track on {h} would connect "
                f"{place_name(state, ch.ends[0][1])} directly to itself.",
            )
    # Adoption: every chain the builder extends becomes his (an unowned one included).
    if new_owner >= 0:
        for ci in touched:
            ch = new_chains[ci]
            for x, i in ch.segs:
                if new_track[x]["segments"][i]["owner"] != new_owner:
                    if new_track[x] is track.get(x):
                        new_track[x] = {
                            **track[x],
                            "segments": [dict(s) for s in track[x]["segments"]],
                        }
                    new_track[x]["segments"][i]["owner"] = new_owner
            ch.owner = new_owner
    if not player["built"]:
        _first_tile(state, h, shape, added)
    if not redirect:
        net = player_network(new_chains, seat, owned_special(state, seat))
        cities = {c for c in nodes if is_city(state, c)}
        for ci in touched:
            if not connected_to_city(net, new_chains[ci], cities):
                raise refuse(
                    "NOT_CONNECTED",
                    f"The new track on {h} is not connected through your own track to a city.",
                )
    if gm.rules.track_must_stay_connected(state):
        _contiguous(state, seat, new_chains)
    if state.get("half_price"):
        cost = (cost + 1) // 2
    if cost > player["money"]:
        raise refuse(
            "INSUFFICIENT_FUNDS",
            f"This build on {h} costs ${cost}; you have ${player['money']}.",
            cost=cost,
            money=player["money"],
        )
    step = Step(
        new_track,
        cost,
        kind,
        h,
        shape.id,
        old["tile"] if old else None,
        marker_delta,
        [new_chains[ci] for ci in touched],
    )
    links = ((ch.nodes[0], ch.nodes[1], ch.owner) for ch in new_chains if ch.complete)
    step.transcon = gm.rules.route_bonus(state, gm, links, move.get("bonus_players"))
    return step


def _chains(state: State, track: Track) -> tuple[list[Chain], dict[tuple[str, int], int]]:
    gm = gmap(state)
    return compute_chains(gm, track, city_nodes(gm, state["new_cities"]))


def _check_redirect(
    state: State,
    seat: int,
    h: str,
    old: dict[str, Any],
    old_segs: list[Segment],
    dropped: list[int],
    added: list[Segment],
    chains: list[Chain],
    of_seg: dict[tuple[str, int], int],
    shape: Shape,
) -> None:
    gm = gmap(state)
    on_town = gm.hexes[h].terrain == "town"
    owners = {chains[of_seg[(h, i)]].owner for i in dropped}
    if on_town:
        if all(
            chains[of_seg[(h, i)]].owner in (seat, -1) and not chains[of_seg[(h, i)]].complete
            for i in dropped
        ):
            raise refuse(
                "REDIRECT_TOWN", f"Track leading into the town on {h} cannot be redirected."
            )
        raise refuse(
            "REPLACEMENT_BREAKS_ROUTE", f"That tile on {h} would change another player's route."
        )
    if len(dropped) == 1 and len(added) == 1:
        d = old_segs[dropped[0]]
        a = added[0]
        shared = set(d) & set(a)
        if len(shared) == 1:
            inner = shared.pop()
            outer = d[1] if d[0] == inner else d[0]
            ch = chains[of_seg[(h, dropped[0])]]
            at_open_end = any(e[0] == "open" and e[1] == h and e[2] == outer for e in ch.ends)
            if ch.owner not in (seat, -1):
                if at_open_end and not ch.complete:
                    raise refuse(
                        "REDIRECT_OPPONENT_TRACK",
                        f"The section ending on {h} belongs to another player.",
                    )
                raise refuse(
                    "REPLACEMENT_BREAKS_ROUTE",
                    f"That tile on {h} would change another player's route.",
                )
            if not at_open_end or ch.complete:
                raise refuse(
                    "REDIRECT_NOT_END",
                    f"Only the tile at the open end of an "
                    f"incomplete section can be redirected; {h} is not one.",
                )
            return
    old_shape = SHAPES[old["tile"]]
    if (
        shape.is_complex
        and not old_shape.is_complex
        and not any(set(old_segs) <= set(rot) for rot in shape.rotations)
    ):
        raise refuse("REPLACEMENT_NOT_ALLOWED", f"No {shape.name} tile contains the track on {h}.")
    if any(o not in (seat, -1) for o in owners):
        raise refuse(
            "REPLACEMENT_BREAKS_ROUTE", f"That tile on {h} would change another player's route."
        )
    raise refuse(
        "REPLACEMENT_NOT_ALLOWED", f"That replacement on {h} is not an upgrade or a redirect."
    )


def _first_tile(state: State, h: str, shape: Shape, added: list[Segment]) -> None:
    gm = gmap(state)
    hx = gm.hexes[h]
    if shape.category != "simple" or hx.terrain == "town":
        raise refuse(
            "FIRST_TILE_NOT_SIMPLE",
            "Your very first tile must be a simple track tile (not on a town).",
        )
    adjacent = [n for n in hx.nb if n is not None and is_city(state, n)]
    if not adjacent:
        raise refuse(
            "FIRST_TILE_NOT_ADJACENT_TO_CITY",
            f"Your first tile must lie next to a city; {h} is not next to one.",
        )
    starts = gm.rules.first_tile_cities(state, gm)
    if starts is not None:
        adjacent = [n for n in adjacent if n in starts]
        if not adjacent:
            raise refuse(
                "FIRST_TILE_NOT_START_CITY",
                f"Your first tile must lie next to an "
                f"eastern or western start city; {h} is not next to one.",
            )
    facing = {hx.nb[e] for seg in added for e in seg if e != CENTRE}
    if not any(n in facing for n in adjacent):
        raise refuse(
            "FIRST_TILE_NOT_CONNECTED_TO_CITY",
            f"Your first tile on {h} must run track into the city next to it.",
        )


def _contiguous(state: State, seat: int, chains: list[Chain]) -> None:
    net = player_network(chains, seat, owned_special(state, seat))
    roots = {net.find(n) for ch in chains if ch.owner == seat for n in ch.nodes}
    if len(roots) > 1:
        raise refuse(
            "NOT_CONTIGUOUS",
            "All your track must stay connected until the transcontinental link exists.",
        )


def commit_step(state: State, seat: int, step: Step) -> None:
    """Apply a checked step to the working state."""
    state["track"] = step.track
    state["pl"][seat]["money"] -= step.cost
    state["pl"][seat]["built"] = True
    if step.shape_in is not None:
        state["supply"][step.shape_in] -= 1
    if step.shape_out is not None:
        state["supply"][step.shape_out] += 1
    state["town_markers"] -= step.marker_delta
    if step.transcon is not None:
        state["transcon"] = True
        for p, amount in step.transcon.items():
            state["pl"][int(p)]["income"] += amount


def urbanize(state: State, seat: int, h: str, letter: str) -> None:
    """Place New City ``letter`` on town hex ``h`` (digest §4.4.5), on the working state."""
    gm = gmap(state)
    allowed = state["new_city_letters"]
    if letter not in allowed:
        raise refuse(
            "NEW_CITY_TILE_USED",
            f"New City {letter} is not available; unbuilt: "
            f"{', '.join(x for x in allowed if x not in state['new_cities'].values())}.",
        )
    if letter in state["new_cities"].values():
        raise refuse("NEW_CITY_TILE_USED", f"New City {letter} is already built.")
    if h in state["new_cities"]:
        raise refuse("TOWN_ALREADY_URBANIZED", f"{place_name(state, h)} is already a New City.")
    if h not in gm.hexes or gm.hexes[h].terrain != "town":
        raise refuse(
            "NEW_CITY_NOT_ON_TOWN", f"A New City can only be built on a town hex; {h} is not one."
        )
    old = state["track"].pop(h, None)
    if old is not None:
        state["supply"][old["tile"]] += 1
        if old["town_marker"]:
            state["town_markers"] += 1
    state["new_cities"][h] = letter
    gm.rules.on_urbanize(state, h)


def lapse_ownership(state: State) -> None:
    """End of Build Track: owned incomplete sections not extended this phase become unowned."""
    chains, _ = _chains(state, state["track"])
    track = state["track"]
    for ch in chains:
        lapses = ch.owner >= 0 and not ch.complete
        if lapses and not any(track[x]["segments"][i]["extended"] for x, i in ch.segs):
            for x, i in ch.segs:
                track[x]["segments"][i]["owner"] = -1
    for placed in track.values():
        for seg in placed["segments"]:
            seg["extended"] = False


def colour_of_city(state: State, h: str) -> str | None:
    return city_colour(state, h)
