"""C6-NEUTRAL: roads whose owner loses a settlement at one end turn neutral; a player who
settles both ends takes a neutral road over (general rule 16; digest §4.6, C6-NEUTRAL).

With Military every road is neutral from the start and stays so (C6-MIL, neutral.py).
"""

from __future__ import annotations

from games.engines.core import State

from ..core.board import edge, neighbours_of
from ..core.counts import connected_spaces, own_roads
from ..core.modules import roads_connected
from ..core.state import rules_version
from ..core.world import World


def reclaim_neutral_roads(
    state: State, w: World, seat: int, space: str, first: bool = False, tile: bool = True
) -> None:
    """C6-NEUTRAL: settlements on both ends swap a neutral road for an own one."""
    if not state["roads"] or "road_pool" in state:
        return  # with Military every road is neutral for good (C6-MIL)
    mine = state["pop"][seat]
    for other in neighbours_of(space):
        e = edge(space, other)
        pieces = state["roads"].get(e)
        if not pieces or not mine.get(other, (0,))[0]:
            continue
        if any(o == seat and not n for o, n in pieces) or state["supply"][seat]["roads"] < 1:
            continue
        neutral = next((p for p in pieces if p[1]), None)
        if neutral is None:
            continue
        if roads_connected(w):
            net = connected_spaces(state, seat) | {state["capital"][seat]}
            if space not in net and other not in net:
                continue
        pieces.remove(neutral)
        state["supply"][neutral[0]]["roads"] += 1
        pieces.append([seat, False])
        state["supply"][seat]["roads"] -= 1


def reclaim_at_turn_start(state: State, w: World, seat: int) -> None:
    """General rule 16 (l. 727-732): „Der nächste Spieler in Reihenfolge darf sich diese Dinge
    in seinem Zug aneignen, wenn er die Bedingungen dafür erfüllt“ -- a neutral road passes
    in the player's turn once he holds both its ends (connected to his other roads, l.
    2696-2701), even when he placed no settlement this turn (rules version 2; version 1
    passed it only to a player settling one of its ends)."""
    if rules_version(state) < 2:
        return
    for space, entry in list(state["pop"][seat].items()):
        if entry[0]:
            reclaim_neutral_roads(state, w, seat, space)


def roads_left(state: State, w: World, seat: int, space: str) -> None:
    """The player's roads ending at a space they gave up turn neutral."""
    for e in own_roads(state, seat):
        if space in e.split("|"):
            for piece in state["roads"][e]:
                if piece[0] == seat:
                    piece[1] = True  # C6-NEUTRAL
