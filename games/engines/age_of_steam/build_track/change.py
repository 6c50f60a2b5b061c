"""What one build step does to its hex (digest §4.4.4, §4.4.6): place a tile on an empty
hex, upgrade a tile (crossing, coexisting, town), or redirect the end of a section; what it
costs (§4.4.8). Each rule is a named check that raises the refusal the digest names.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.engines.core import IllegalMove

from .. import words
from ..catalog import SHAPES, Shape
from ..maps import GameMap
from ..track.chains import Board
from ..track.segments import CENTRE, Tile
from ..words import T

Edges = tuple[int, int]

#: Placing a complex tile costs $1 (coexisting) or $2 (crossing) more than a simple one on
#: the same hex (l. 493-497).
COMPLEX_SURCHARGE = {"simple": 0, "coexisting": 1, "crossing": 2, "town": 0}
UPGRADE_COST = {"crossing": 3, "coexisting": 2, "town": 3}  # l. 509-513
REDIRECT_COST = 2  # l. 515-516


@dataclass(slots=True)
class Change:
    """The tracks a step leaves on its hex: old ones kept, new ones added."""

    kind: str  # place, crossing, coexisting, town, redirect
    cost: int  # before any half price
    kept: list[int]  # indices of the old tile's segments that stay, in order
    added: list[Edges]
    #: A redirect's (section's chain, the chain's end on the hex, dropped track, inner edge).
    redirect: tuple[int, int, int, int] | None = None


def tile_edges(terrain: str, shape: Shape, rotation: int) -> list[Edges]:
    """Tracks a shape makes on a hex; on a town hex every exit becomes a spoke (l. 306-309)."""
    segs = shape.rotations[rotation]
    if terrain == "town" and not shape.is_town_tile:
        return sorted({(e, CENTRE) for seg in segs for e in seg})
    return list(segs)


def place_cost(gm: GameMap, h: str, shape: Shape, spokes: int) -> int:
    """Placing on an empty hex (l. 491-507): the map's price of a simple tile there, $1 more
    for a coexisting and $2 more for a crossing tile; on a town $1 plus $1 per track to it."""
    hx = gm.hexes[h]
    if hx.terrain == "town":
        return 1 + spokes
    return gm.rules.simple_cost(gm, hx) + COMPLEX_SURCHARGE[shape.category]


def half(cost: int) -> int:
    """Half price, rounded up (Germany's Engineer, l. 817-820)."""
    return (cost + 1) // 2


# --------------------------------------------------------------------------- named checks


def known_tile(name: Any) -> Shape:
    shape = SHAPES.get(name) if isinstance(name, str) else None
    if shape is None:
        raise IllegalMove(
            "E_UNKNOWN_TILE",
            T(
                "There is no tile “{name}”; tiles: {tiles}.",
                name=str(name),
                tiles=[words.tile(s) for s in SHAPES],
            ),
        )
    return shape


def hex_takes_tiles(gm: GameMap, state: dict[str, Any], h: str) -> None:
    """A tile lies on a land hex that is no city (l. 340-344)."""
    if h not in gm.hexes:
        raise IllegalMove(
            "E_OFF_MAP_OR_LAKE",
            T("{hex} is not a hex of the {map} map.", hex=h, map=words.map_name(gm.key))
            if gm.key in words.WORDS.terms["map"]
            else T("{hex} is not a hex of this map.", hex=h),
        )
    if h in gm.cities or h in state["new_cities"] or gm.hexes[h].terrain == "foreign_station":
        raise IllegalMove(
            "E_CITY_HEX",
            T("{place} is a city; no tile can lie on it.", place=words.place(state, h)),
        )


def town_tile_on_town(gm: GameMap, h: str, shape: Shape) -> None:
    if shape.is_town_tile and gm.hexes[h].terrain != "town":
        raise IllegalMove(
            "E_TOWN_TILE_NOT_ON_TOWN",
            T("A town tile can lie only on a town hex; {hex} is not one.", hex=h),
        )


def tile_in_supply(state: dict[str, Any], shape: Shape, old: Tile | None) -> None:
    """A shape whose tiles are all on the map cannot be built (digest §2.3)."""
    if state["supply"].get(shape.id, 0) <= 0 and not (old and old["tile"] == shape.id):
        raise IllegalMove(
            "E_TILE_SUPPLY_EXHAUSTED",
            T("No {tile} tile is left in the supply.", tile=words.tile(shape.id)),
        )


def marker_delta(gm: GameMap, h: str, shape: Shape, old: Tile | None) -> int:
    """Town markers the step takes (+1) or returns (-1): a simple or complex tile on a town
    carries one (l. 306-309)."""
    needs = gm.hexes[h].terrain == "town" and not shape.is_town_tile
    return int(needs) - int(bool(old and old["town_marker"]))


def town_marker_free(state: dict[str, Any], delta: int) -> None:
    if delta > 0 and state["town_markers"] <= 0:
        raise IllegalMove(
            "E_NO_TOWN_MARKER",
            T("All 8 town markers are in use; build a printed town tile instead."),
        )


def stays_on_map(gm: GameMap, h: str, added: list[Edges]) -> None:
    """No track leads off the map or into a lake (l. 341)."""
    nb = gm.hexes[h].nb
    for a, b in added:
        if nb[a] is None or (b != CENTRE and nb[b] is None):
            raise IllegalMove(
                "E_OFF_MAP_OR_LAKE",
                T(
                    "Track on {place} would lead off the map or into a lake.",
                    place=words.spot(gm.key, h),
                ),
            )


# --------------------------------------------------------------------------- the change


def change_on_hex(
    gm: GameMap,
    state: dict[str, Any],
    board: Board,
    seat: int,
    h: str,
    shape: Shape,
    new: list[Edges],
) -> Change:
    """Place on an empty hex, or the kind of replacement ``new`` makes of the tile there."""
    old = state["track"].get(h)
    if old is None:
        return Change("place", place_cost(gm, h, shape, len(new)), [], list(new))
    old_edges = [(s["ends"][0], s["ends"][1]) for s in old["segments"]]
    new_set, old_set = set(new), set(old_edges)
    dropped = [i for i, s in enumerate(old_edges) if s not in new_set]
    added = [s for s in new if s not in old_set]
    kept = [i for i in range(len(old_edges)) if i not in dropped]
    if not dropped:
        kind = upgrade_kind(gm, h, old, shape, added)
        return Change(kind, UPGRADE_COST[kind], kept, added)
    return redirect(gm, state, board, seat, h, old, old_edges, dropped, added, shape, kept)


def upgrade_kind(gm: GameMap, h: str, old: Tile, shape: Shape, added: list[Edges]) -> str:
    """Crossing, coexisting or town upgrade: the old track stays, new track is added
    (l. 403-428, 439-441)."""
    if not added:
        raise IllegalMove(
            "E_REPLACEMENT_NOT_ALLOWED",
            T("That tile on {place} adds no track.", place=words.spot(gm.key, h)),
        )
    if gm.hexes[h].terrain == "town":
        return "town"
    if SHAPES[old["tile"]].is_complex or not shape.is_complex:
        raise IllegalMove(
            "E_REPLACEMENT_NOT_ALLOWED",
            T(
                "The tile on {place} cannot be upgraded to that tile.",
                place=words.spot(gm.key, h),
            ),
        )
    return shape.category


def redirect(
    gm: GameMap,
    state: dict[str, Any],
    board: Board,
    seat: int,
    h: str,
    old: Tile,
    old_edges: list[Edges],
    dropped: list[int],
    added: list[Edges],
    shape: Shape,
    kept: list[int],
) -> Change:
    """Redirect (l. 430-437): the tile at the open end of an incomplete section that is not
    another player's keeps the section's inner edge and turns its outer one; never a spoke
    into a town. Anything else that drops track changes a route and is refused."""
    chains = [board.chains[board.of_seg[(h, i)]] for i in dropped]
    if gm.hexes[h].terrain == "town":
        if all(ch.owner in (seat, -1) and not ch.complete for ch in chains):
            raise IllegalMove(
                "E_REDIRECT_TOWN",
                T("Track leading into {place} cannot be redirected.", place=words.spot(gm.key, h)),
            )
        raise _breaks_route(gm, h)
    if len(dropped) == 1 and len(added) == 1:
        d, a = old_edges[dropped[0]], added[0]
        shared = set(d) & set(a)
        if len(shared) == 1:
            inner = shared.pop()
            outer = d[1] if d[0] == inner else d[0]
            ch = chains[0]
            end = next(
                (
                    k
                    for k, e in enumerate(ch.ends)
                    if e[0] == "open" and e[1] == h and e[2] == outer
                ),
                None,
            )
            if ch.owner not in (seat, -1):
                if end is not None and not ch.complete:
                    raise IllegalMove(
                        "E_REDIRECT_OPPONENT_TRACK",
                        T(
                            "The section ending on {place} belongs to another player.",
                            place=words.spot(gm.key, h),
                        ),
                    )
                raise _breaks_route(gm, h)
            if end is None or ch.complete:
                raise IllegalMove(
                    "E_REDIRECT_NOT_END",
                    T(
                        "Only the tile at the open end of an incomplete section can be "
                        "redirected; the one on {place} is not.",
                        place=words.spot(gm.key, h),
                    ),
                )
            ci = board.of_seg[(h, dropped[0])]
            return Change("redirect", REDIRECT_COST, kept, added, (ci, end, dropped[0], inner))
    old_shape = SHAPES[old["tile"]]
    if (
        shape.is_complex
        and not old_shape.is_complex
        and not any(set(old_edges) <= set(rot) for rot in shape.rotations)
    ):
        raise IllegalMove(
            "E_REPLACEMENT_NOT_ALLOWED",
            T(
                "No {tile} tile contains the track on {place}.",
                tile=words.tile(shape.id),
                place=words.spot(gm.key, h),
            ),
        )
    if any(ch.owner not in (seat, -1) for ch in chains):
        raise _breaks_route(gm, h)
    raise IllegalMove(
        "E_REPLACEMENT_NOT_ALLOWED",
        T(
            "That replacement on {place} is not an upgrade or a redirect.",
            place=words.spot(gm.key, h),
        ),
    )


def _breaks_route(gm: GameMap, h: str) -> IllegalMove:
    return IllegalMove(
        "E_REPLACEMENT_BREAKS_ROUTE",
        T(
            "That tile on {place} would change another player's route.",
            place=words.spot(gm.key, h),
        ),
    )
