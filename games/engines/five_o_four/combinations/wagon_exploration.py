"""Exploring with the wagon in phase 3E: Exploration on TOP II/III without inhabitants
(C5-NOINH; rulebook "Phase 3 E: Transportwagen" of Module 5, digest §4.5).

The wagon discovers an unknown space next to it and must then enter it for 1 MP (2 MP for
a mountain).  Water costs 1 MP and the wagon stays; a mountain found with the last MP
leaves the wagon where it was (reading R31: the MP is spent).
"""

from __future__ import annotations

from games.engines.core import IllegalMove, Move, State

from ..core.board import neighbours_of
from ..core.privileged import owns
from ..core.words import T
from ..core.world import World
from ..exploration.discovery import distribute, reveal_space, unknown_neighbours
from ..transport.wagon import reach_city, step_cost2

ONE_MP = 2  # the wagon's MP are counted in halves (turn["mp2"])


def by_wagon(w: World) -> bool:
    return w.at(5, "II", "III") and not w.with_inhabitants


def discover_moves(state: State, w: World, seat: int) -> list[Move]:
    if not by_wagon(w) or int(state["turn"]["mp2"]) < ONE_MP:
        return []
    at = state["wagons"][seat]["at"]
    moves: list[Move] = []
    shifting = owns(state, seat, "I (10)")
    for dst in unknown_neighbours(state, at):
        tiles = distribute(state, dst)
        if tiles is None:
            continue
        moves.append({"type": "discover", "to": dst})
        if shifting:
            held = [t for t in tiles if tiles[t]]
            moves += [
                {"type": "discover", "to": dst, "shift": [a, b]}
                for a in held
                for b in held
                if a != b
            ]
    return moves


def discover(state: State, w: World, seat: int, move: Move) -> None:
    if not by_wagon(w):
        raise IllegalMove(
            "E_NO_WAGON_EXPLORING", T("The wagon explores only in worlds without inhabitants.")
        )
    turn = state["turn"]
    wagon = state["wagons"][seat]
    dst = move["to"]
    if dst not in neighbours_of(wagon["at"]):
        raise IllegalMove(
            "E_NOT_ADJACENT", T("{dst} is not next to your wagon on {at}.", dst=dst, at=wagon["at"])
        )
    if dst in state["spaces"]:
        raise IllegalMove("E_ALREADY_DISCOVERED", T("{dst} is already discovered.", dst=dst))
    if dst not in unknown_neighbours(state, wagon["at"]):
        raise IllegalMove(
            "E_BEYOND_BOARD", T("On board 1 only spaces within 4 of the central city are explored.")
        )
    if int(turn["mp2"]) < ONE_MP:
        raise IllegalMove("E_NO_MP", T("Exploring with the wagon needs at least 1 movement point."))
    terrain = reveal_space(state, w, seat, dst, move.get("shift"))
    cost = step_cost2(state, w, seat, wagon["at"], dst) if terrain != "water" else ONE_MP
    if terrain == "water" or cost > int(turn["mp2"]):
        turn["mp2"] = int(turn["mp2"]) - ONE_MP  # the wagon stays where it was
        return
    turn["mp2"] = int(turn["mp2"]) - cost
    turn["after_city"] += cost
    wagon["at"] = dst
    turn["entered"] = dst
    if terrain == "city":
        reach_city(state, w, seat, dst)
