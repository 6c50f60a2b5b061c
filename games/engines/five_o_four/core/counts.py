"""Quantities derived from the board: road networks, majority-table counts, houses, cards.

Everything is computed from the pieces on the board, so the majority table can never drift
from the pieces it counts (digest §4.6 counting, §4.7 3D, C7-ROADS).
"""

from __future__ import annotations

from games.engines.core import State

from .board import edge, neighbours_of
from .catalog import TERRAINS
from .modules import majority_basis
from .world import World


def own_roads(state: State, seat: int) -> list[str]:
    return [e for e, rs in state["roads"].items() if any(o == seat and not n for o, n in rs)]


def connected_spaces(state: State, seat: int) -> set[str]:
    """Spaces joined to the player's own roads (the capital is the first road's start).
    With Military the roads are neutral: the network through own spaces (C6-MIL)."""
    if "road_pool" in state:
        net = network(state, seat)
        return net if len(net) > 1 else set()
    found: set[str] = set()
    for e in own_roads(state, seat):
        a, b = e.split("|")
        found.add(a)
        found.add(b)
    return found


def network(state: State, seat: int) -> set[str]:
    """C6-MIL (every road neutral with Military): the capital plus every own space reached
    along roads through own spaces."""
    capital = state["capital"][seat]
    if capital is None:
        return set()
    mine = state["pop"][seat]
    found, todo = {capital}, [capital]
    while todo:
        here = todo.pop()
        for there in neighbours_of(here):
            if there in found or not mine.get(there, (0,))[0]:
                continue
            if edge(here, there) in state["roads"]:
                found.add(there)
                todo.append(there)
    return found


def road_spaces(state: State, seat: int) -> set[str] | list[str]:
    """What Roads counts on the majority table: connected spaces, or with Roads on TOP I and
    Military the ledger of spaces this player connected first (C6-MIL)."""
    ledger = state.get("road_ledger")
    return ledger[seat] if ledger is not None else connected_spaces(state, seat)


def terrain_counts(state: State, spaces: set[str] | list[str]) -> dict[str, int]:
    counts = dict.fromkeys(TERRAINS, 0)
    for s in spaces:
        t = state["spaces"][s]
        if t in counts:
            counts[t] += 1
    return counts


def settled_spaces(state: State, seat: int) -> list[str]:
    return [s for s, v in state["pop"][seat].items() if v[0]]


def majority_counts(state: State, w: World, seat: int) -> dict[str, int]:
    """Counts on the majority table, plus I (12), II (10), III (2), III (3) (one each)."""
    return with_table_privileges(state, seat, _basis_counts(state, w, seat))


#: Privileges that count as 1 more space of a terrain on the majority table (appendix 3).
TABLE_PRIVILEGES = {"I (12)": "field", "II (10)": "forest", "III (2)": "meadow", "III (3)": "city"}


def with_table_privileges(state: State, seat: int, counts: dict[str, int]) -> dict[str, int]:
    """The counts plus I (12), II (10), III (2), III (3): 1 more space each on the table,
    whichever module uses it (digest §12-U54)."""
    privileges = state.get("privileges")
    if privileges:
        for kind in privileges["owned"][seat]:
            if kind in TABLE_PRIVILEGES:
                counts[TABLE_PRIVILEGES[kind]] += 1
    return counts


def _basis_counts(state: State, w: World, seat: int) -> dict[str, int]:
    basis = majority_basis(w)
    if basis == "roads":
        return terrain_counts(state, road_spaces(state, seat))
    if basis in ("production", "production_iii"):
        spaces = [s for s, b in state["businesses"].items() if b["owner"] == seat]
        if basis == "production":
            spaces += [c for c, owners in state["houses"].items() if seat in owners]
        else:
            spaces += [s for s in settled_spaces(state, seat) if state["spaces"][s] == "city"]
        return terrain_counts(state, spaces)
    return terrain_counts(state, settled_spaces(state, seat))


def majority_holders(all_counts: list[dict[str, int]], terrain: str) -> list[int]:
    """Seats holding the majority (highest count, at least 1; shared majorities count)."""
    best = max(c[terrain] for c in all_counts)
    if best < 1:
        return []
    return [s for s, c in enumerate(all_counts) if c[terrain] == best]


def holder(state: State, space: str) -> int | None:
    """The seat with a settlement (or HQ) on the space, or None."""
    for seat, pop in enumerate(state["pop"]):
        entry = pop.get(space)
        if entry is not None and entry[0]:
            return seat
    return None


def houses_of(state: State, seat: int) -> int:
    return sum(seat in owners for owners in state["houses"].values())


def businesses_of(state: State, seat: int) -> int:
    return sum(b["owner"] == seat for b in state["businesses"].values())


def cards_of(state: State, seat: int) -> int:
    """City cards holding one of the player's inhabitants."""
    return sum(
        any(s == seat and k == "inh" for s, k, _ in marks) for marks in state["cards"].values()
    )


def on_board(state: State, seat: int) -> tuple[int, int]:
    """(inhabitants, settlements incl. HQ) of the player on the board."""
    inh = sum(v[1] + v[2] for v in state["pop"][seat].values())
    return inh, sum(v[0] for v in state["pop"][seat].values())
