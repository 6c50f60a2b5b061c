"""Legal moves of the pending decision.

Complete everywhere except the Germany build turn (a whole turn of up to 3 steps at once),
which is listed in compact form: ``{"type": "build_turn", "compact": true, "hexes": [...]}``
names the hexes where a step may start; ``apply`` decides any concrete turn. Build steps of
the other maps are enumerated completely: candidate hexes (next to a city or a track end,
or holding a tile) times every distinct rotation of every shape in supply, each checked by
the same ``try_step`` that ``apply`` uses.
"""

from __future__ import annotations

from typing import Any

from games.engines.core import IllegalMove

from .build import try_step
from .catalog import CENTRE, LOCO_MAX, MAX_SHARES, SHAPES
from .common import State, gmap, rules
from .goods import deliveries, empty_spaces
from .rounds import available_actions, current
from .track.segments import edges

Move = dict[str, Any]


def allowance(state: State, seat: int) -> int:
    """Tiles per build turn: 3, or 4 for the Engineer where he builds one more (l. 317-320)."""
    if rules(state).engineer_builds_extra_tile and state["actions"].get("engineer") == seat:
        return 4
    return 3


def legal_moves(state: State, seat: int) -> list[Move]:
    if current(state) != seat or state["phase"] == "over":
        return []
    phase = state["phase"]
    p = state["pl"][seat]
    if phase == "shares":
        top = rules(state).shares_per_round or MAX_SHARES - p["shares"]
        return [
            {"type": "issue_shares", "count": k}
            for k in range(max(0, top) + 1)
            if p["shares"] + k <= MAX_SHARES
        ]
    if phase == "auction":
        auc = state["auction"]
        low = max(1, auc["high"] + 1)
        moves: list[Move] = [{"type": "pass"}]
        if seat in auc["top"] and len(auc["active"]) >= 3:
            moves.append({"type": "use_turn_order_pass"})
        moves += [{"type": "bid", "amount": x} for x in range(low, p["money"] + 1)]
        return moves
    if phase == "actions":
        return [{"type": "select_action", "action": a} for a in available_actions(state)]
    if phase == "urbanize":
        gm = gmap(state)
        letters = [x for x in state["new_city_letters"] if x not in state["new_cities"].values()]
        towns = [h for h in gm.towns if h not in state["new_cities"]]
        return [{"type": "skip_urbanize"}] + [
            {"type": "urbanize", "hex": h, "letter": x} for h in towns for x in letters
        ]
    if phase == "build":
        if not rules(state).incomplete_sections_allowed:
            return [
                {"type": "build_turn", "steps": []},
                {
                    "type": "build_turn",
                    "compact": True,
                    "hexes": sorted({m["hex"] for m in build_steps(state, seat)}),
                },
            ]
        moves = [{"type": "end_build"}]
        if state["build"]["used"] < allowance(state, seat):
            moves += build_steps(state, seat)
        return moves
    if phase == "move":
        moves = [{"type": "pass"}]
        if seat not in state["move"]["loco_up"] and p["loco"] < LOCO_MAX:
            moves.append({"type": "increase_locomotive"})
        return moves + deliveries(state, seat)
    if phase == "production":
        spaces = empty_spaces(state)
        k = len(state["production"]["cubes"])
        if k == 1:
            return [{"type": "place_production", "spaces": [[c, r]]} for c, r in spaces]
        return [
            {"type": "place_production", "spaces": [[a[0], a[1]], [b[0], b[1]]]}
            for a in spaces
            for b in spaces
            if a != b
        ]
    if phase == "order":
        moves = [{"type": "decline_start"}]
        if p["money"] >= 5:
            moves.insert(0, {"type": "pay_start"})
        return moves
    return []


def _edge_marks(state: State) -> dict[str, list[int]]:
    """Per hex and edge: -1 off the map/lake, 1 meets a city, station or track end, 0 free."""
    gm = gmap(state)
    track = state["track"]
    nodes = set(gm.cities) | set(state["new_cities"]) | set(gm.stations)
    ends = {(h, e) for h, tile in track.items() for pair in edges(tile) for e in pair}
    marks: dict[str, list[int]] = {}
    for h, hx in gm.hexes.items():
        row = []
        for e, n in enumerate(hx.nb):
            if n is None:
                row.append(-1)
            elif n in nodes or (n, (e + 3) % 6) in ends:
                row.append(1)
            else:
                row.append(0)
        marks[h] = row
    return marks


def _town_segs(segs: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    return tuple(sorted({(e, CENTRE) for s in segs for e in s}))


_ROTS = {
    shape.id: [
        (
            r,
            shape.rotations[r],
            _town_segs(shape.rotations[r]) if not shape.is_town_tile else shape.rotations[r],
        )
        for r in shape.distinct
    ]
    for shape in SHAPES.values()
}


def step_candidates(state: State, seat: int) -> list[Move]:
    """Concrete steps worth checking (a superset of the legal ones)."""
    gm = gmap(state)
    track = state["track"]
    nodes = set(gm.cities) | set(state["new_cities"]) | set(gm.stations)
    marks = _edge_marks(state)
    first = not state["pl"][seat]["built"]
    supply = state["supply"]
    out: list[Move] = []
    for h, hx in gm.hexes.items():
        if h in nodes or h in track:
            continue
        mk = marks[h]
        if 1 not in mk:
            continue
        for shape_id, r in _placements(tuple(mk), hx.terrain == "town", first):
            if supply.get(shape_id, 0) > 0:
                out.append({"type": "build", "hex": h, "tile": shape_id, "rotation": r})
    if first:
        return out
    for h in sorted(track):
        tile = track[h]
        on_town = gm.hexes[h].terrain == "town"
        old = tuple(sorted(edges(tile)))
        for shape_id, r in _replacements(old, on_town):
            if supply.get(shape_id, 0) > 0:
                out.append({"type": "build", "hex": h, "tile": shape_id, "rotation": r})
    return out


def hex_candidates(state: State, seat: int, h: str) -> list[Move]:
    """Placement candidates on one empty hex (used by the bots to extend a section)."""
    gm = gmap(state)
    hx = gm.hexes.get(h)
    if (
        hx is None
        or h in state["track"]
        or hx.terrain in ("city", "foreign_station")
        or h in state["new_cities"]
    ):
        return []
    nodes = set(gm.cities) | set(state["new_cities"]) | set(gm.stations)
    track = state["track"]
    mk = []
    for e, n in enumerate(hx.nb):
        if n is None:
            mk.append(-1)
        elif n in nodes or (n in track and any((e + 3) % 6 in p for p in edges(track[n]))):
            mk.append(1)
        else:
            mk.append(0)
    first = not state["pl"][seat]["built"]
    return [
        {"type": "build", "hex": h, "tile": t, "rotation": r}
        for t, r in _placements(tuple(mk), hx.terrain == "town", first)
        if state["supply"].get(t, 0) > 0
    ]


_PLACEMENTS: dict[tuple[tuple[int, ...], bool, bool], list[tuple[str, int]]] = {}


def _placements(mk: tuple[int, ...], on_town: bool, first: bool) -> list[tuple[str, int]]:
    """(shape, rotation) worth trying on an empty hex with these edge marks (cached)."""
    key = (mk, on_town, first)
    found = _PLACEMENTS.get(key)
    if found is None:
        found = []
        for shape in SHAPES.values():
            if shape.is_town_tile and not on_town:
                continue
            if first and (shape.category != "simple" or on_town):
                continue
            for r, segs, tsegs in _ROTS[shape.id]:
                if on_town:
                    ok = all(mk[e] >= 0 for e, _ in tsegs) and any(mk[e] == 1 for e, _ in tsegs)
                else:
                    ok = all(
                        mk[a] >= 0 and mk[b] >= 0 and (mk[a] == 1 or mk[b] == 1) for a, b in segs
                    )
                if ok:
                    found.append((shape.id, r))
        _PLACEMENTS[key] = found
    return found


_REPLACEMENTS: dict[tuple[tuple[tuple[int, int], ...], bool], list[tuple[str, int]]] = {}


def _replacements(old_segs: tuple[tuple[int, int], ...], on_town: bool) -> list[tuple[str, int]]:
    """(shape, rotation) that upgrade or redirect a tile with these segments (cached)."""
    key = (old_segs, on_town)
    found = _REPLACEMENTS.get(key)
    if found is None:
        old = set(old_segs)
        found = []
        for shape in SHAPES.values():
            if shape.is_town_tile and not on_town:
                continue
            if not on_town and shape.category == "simple" and len(old) > 1:
                continue
            for r, segs, tsegs in _ROTS[shape.id]:
                new = set(tsegs if on_town else segs)
                if old < new or (not on_town and len(old - new) == 1 and len(new - old) == 1):
                    found.append((shape.id, r))
        _REPLACEMENTS[key] = found
    return found


def build_steps(state: State, seat: int) -> list[Move]:
    """Every legal build step (Western U.S.: with each allowed bonus choice)."""
    out: list[Move] = []
    seen: set[tuple[str, str, tuple[tuple[int, int], ...]]] = set()
    for move in step_candidates(state, seat):
        try:
            step = try_step(state, seat, move)
        except IllegalMove as err:
            if err.code == "TRANSCON_CHOICE_REQUIRED":
                involved = list(err.details.get("involved", []))  # type: ignore[call-overload]
                for i, a in enumerate(involved):
                    for b in involved[i + 1 :]:
                        out.append({**move, "bonus_players": [a, b]})
            continue
        key = (
            move["hex"],
            move["tile"],
            tuple(sorted(edges(step.track[move["hex"]]))),
        )
        if key in seen:
            continue
        seen.add(key)
        out.append(move)
    return out
