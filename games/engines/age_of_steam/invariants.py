"""Invariants checked after every move of the random games (tests and soak script)."""

from __future__ import annotations

from .catalog import CUBE_TOTALS, LOCO_MAX, MAX_SHARES, TILE_TOTALS, TOWN_MARKERS
from .common import State, gmap
from .track.chains import city_nodes, compute_chains


def violations(state: State) -> list[str]:
    """Every broken invariant of ``state`` (empty when all hold)."""
    out: list[str] = []
    gm = gmap(state)
    for s, p in enumerate(state["pl"]):
        if not isinstance(p["money"], int) or p["money"] < 0:
            out.append(f"seat {s} money {p['money']}")
        if not 2 <= p["shares"] <= MAX_SHARES:
            out.append(f"seat {s} shares {p['shares']}")
        if not 1 <= p["loco"] <= LOCO_MAX:
            out.append(f"seat {s} locomotive {p['loco']}")
        if not p["out"] and p["income"] < 0:
            out.append(f"seat {s} income {p['income']} but still in the game")
    # Cubes: bag + display + map + stations + removed = the component counts.
    count = {c: 0 for c in CUBE_TOTALS}
    for c, n in state["secret"]["bag"].items():
        count[c] += n
    if sum(state["secret"]["bag"].values()) != state["bag_size"]:
        out.append("bag_size differs from the bag")
    for column in state["display"].values():
        for c in column:
            if c is not None:
                count[c] += 1
    for here in state["cubes"].values():
        for c, n in here.items():
            if n <= 0:
                out.append("non-positive cube count on the map")
            count[c] += n
    for c in state["stations"].values():
        count[c] += 1
    for c in (state.get("production") or {}).get("cubes", []):
        count[c] += 1
    for c, n in state["removed"].items():
        count[c] += n
    for c, total in CUBE_TOTALS.items():
        if count[c] != total:
            out.append(f"{c} cubes: {count[c]} instead of {total}")
    # Tiles and town markers.
    placed: dict[str, int] = {}
    markers = 0
    for h, tile in state["track"].items():
        placed[tile["tile"]] = placed.get(tile["tile"], 0) + 1
        markers += int(bool(tile["town_marker"]))
        if h not in gm.hexes or gm.hexes[h].terrain in ("city", "foreign_station"):
            out.append(f"tile on {h}")
        if h in state["new_cities"]:
            out.append(f"tile on New City {h}")
    for t, total in TILE_TOTALS.items():
        if state["supply"][t] < 0 or state["supply"][t] + placed.get(t, 0) != total:
            out.append(f"tile {t}: supply {state['supply'][t]} + placed {placed.get(t, 0)}")
    if state["town_markers"] + markers != TOWN_MARKERS or state["town_markers"] < 0:
        out.append("town markers not conserved")
    # Track ownership: one owner per chain, no self loops, nothing off the map.
    chains, _ = compute_chains(gm, state["track"], city_nodes(gm, state["new_cities"]))
    for ch in chains:
        owners = {state["track"][x]["segments"][i]["owner"] for x, i in ch.segs}
        if len(owners) != 1:
            out.append(f"chain on {ch.segs[0][0]} has owners {sorted(owners)}")
        if ch.loop or any(e[0] == "off" for e in ch.ends):
            out.append(f"chain on {ch.segs[0][0]} loops or leaves the map")
        a, b = ch.ends
        if a[0] == "node" and b[0] == "node" and a[1] == b[1] and a[1] not in state["new_cities"]:
            # Building never joins a place to itself (E_SELF_LOOP); only an urbanization can,
            # when track around the town reached it on both sides (reading A11b).
            out.append(f"chain on {ch.segs[0][0]} joins {a[1]} to itself")
        if ch.owner >= 0 and not ch.complete and state["pl"][ch.owner]["out"]:
            out.append(f"eliminated seat {ch.owner} owns an incomplete section")
        if not gm.rules.incomplete_sections_allowed and ch.owner >= 0 and not ch.complete:
            build = state.get("build") or {}
            under_way = state["phase"] == "build" and build.get("undo") is not None
            if not (under_way and build["queue"][:1] == [ch.owner]):
                out.append("incomplete section where the map forbids them")
    return out
