"""Every legal move of phase 3E (the wagon), and how the bots rate wagon moves.

Generated with the same checks as the handlers in transport/wagon.py (complete form).
"""

from __future__ import annotations

from games.engines.core import Move, State

from ..core import purse
from ..core.catalog import GOODS
from ..core.world import World
from .wagon import (
    can_unload_inhabitant,
    carried,
    carried_inhabitants,
    deliverable,
    drive_targets,
    extra_mp_cost,
    house_room,
    inhabitant_room,
    loadable_goods,
    may_settle,
    to_houses,
    wagon_road_targets,
)

MAX_EXTRA_OFFERED = 9  # extra MP beyond this are never useful on a 61-space board


def wagon_moves(state: State, w: World, seat: int) -> list[Move]:
    wagon = state["wagons"][seat]
    at = wagon["at"]
    moves: list[Move] = [{"type": "drive", "to": dst} for dst, _ in drive_targets(state, w, seat)]
    moves += [{"type": "deliver", "good": g} for g in deliverable(state, w, seat)]
    moves += [{"type": "load", "what": g} for g in loadable_goods(state, seat)]
    entry = state["pop"][seat].get(at)
    if entry is not None and entry[2] > 0 and inhabitant_room(wagon) > 0:
        moves.append({"type": "load", "what": "inhabitant"})
    moves += [{"type": "unload", "what": g} for g in sorted(set(carried(wagon)), key=GOODS.index)]
    if carried_inhabitants(wagon) and can_unload_inhabitant(state, w, seat):
        moves.append({"type": "unload", "what": "inhabitant"})
    if may_settle(state, w, seat):
        moves.append({"type": "settle"})
    moves += [{"type": "wagon_road", "to": b} for b in wagon_road_targets(state, w, seat)]
    if not w.with_inhabitants:
        money = purse.money(state, seat)
        done = int(state["turn"]["extra"])
        for count in range(1, MAX_EXTRA_OFFERED + 1):
            if extra_mp_cost(done, count) > money or done + count > MAX_EXTRA_OFFERED:
                break
            moves.append({"type": "buy_mp", "count": count})
    return moves


def wagon_goals(state: State, w: World, seat: int) -> set[str]:
    """Where the wagon wants to go: cities demanding a carried good, goods to pick up."""
    wagon = state["wagons"][seat]
    goals: set[str] = set()
    goods = carried(wagon)
    for city, wanted in state.get("demand", {}).items():
        if any(g in wanted for g in goods):
            goals.add(city)
    if None in wagon["cargo"]:
        wanted_any = {g for d in state.get("demand", {}).values() for g in d}
        for space, pile in state["loose"].items():
            if not state.get("demand") or wanted_any & set(pile):
                goals.add(space)
        for space, b in state["businesses"].items():
            if b["owner"] == seat and b.get("stock"):
                goals.add(space)
    if to_houses(w) and goods:
        goals |= {c for c in state["houses"] if house_room(state, w, seat, c)}
    if w.at(2, "I", "II"):
        goals |= {
            c
            for c, t in state["spaces"].items()
            if t == "city"
            and c != state["capital"][seat]
            and not any(s == seat for s, _, _ in state["cards"].get(c, []))
        }
    return goals


def wagon_weight(state: State, w: World, seat: int, move: Move, dist: dict[str, int]) -> float:
    """Heuristic rating of a wagon move (higher = better); dist: land distance to the goals."""
    kind = move["type"]
    if kind == "deliver":
        return 50.0
    if kind in ("load", "unload"):
        if move["what"] == "inhabitant":
            return 0.05 if kind == "load" else 0.02
        demand: dict[str, list[str]] = state.get("demand") or {}
        useless = bool(demand) and not any(move["what"] in d for d in demand.values())
        if kind == "load":
            return 0.01 if useless else 8.0
        return 4.0 if useless else 0.02  # make room for a good some city still wants
    if kind == "settle":
        return 6.0 if state["spaces"][state["wagons"][seat]["at"]] == "city" else 3.0
    if kind == "wagon_road":
        return 5.0
    if kind == "buy_mp":
        return 0.02
    if kind == "discover":  # Exploration without inhabitants (C5-NOINH)
        return 4.0
    if kind == "drive":
        here = dist.get(state["wagons"][seat]["at"], 99)
        there = dist.get(move["to"], 99)
        return 3.0 if there < here else 0.05
    return 1.0
