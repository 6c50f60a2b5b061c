"""Roads with Military (C6-MIL, C6-END-4): neutral roads from a common supply of 40.

Rulebook "Das Modul 6: Straßen", boxes "In Spielen mit dem Modul Militär"; digest §4.6.
At most 1 road lies between 2 spaces and it belongs to no one.  A player's network is the
capital and every space joined to it by roads through the player's own spaces only.  With
Roads on TOP I a land space counts for the first player who connects it; a city counts once
for each player who controls and connects it (a ledger, ``state["road_ledger"]``).
"""

from __future__ import annotations

from games.engines.core import State

from ..core import actors
from ..core.counts import network
from ..core.world import World

POOL = 40  # "immer einen allgemeinen Vorrat mit 40 Straßen"
NEUTRAL = -1  # owner mark of a neutral road: [NEUTRAL, True]


def neutral_roads(w: World) -> bool:
    return w.has(6) and w.has(4)


def must_connect(w: World) -> bool:
    """With Military on TOP I/II new roads join the capital through own spaces (any Roads
    position, so also 6.III)."""
    return neutral_roads(w) and w.at(4, "I", "II")


def update_ledger(state: State, w: World, first: int) -> None:
    """6.I + 4: count newly connected spaces, the acting player first."""
    ledger = state.get("road_ledger")
    if ledger is None:
        return
    n = actors.count(state)
    counted_land = {s for spaces in ledger for s in spaces if state["spaces"][s] != "city"}
    for seat in [(first + i) % n for i in range(n)]:
        net = network(state, seat)
        if len(net) < 2:
            continue  # the capital counts with the first road
        for space in sorted(net):
            if space in ledger[seat]:
                continue
            if state["spaces"][space] != "city":
                if space in counted_land:
                    continue
                counted_land.add(space)
            ledger[seat].append(space)


def laid(state: State) -> int:
    return sum(len(pieces) for pieces in state["roads"].values())
