"""Every legal move of a seat, generated with the same checks as the handlers (complete form).

Tests compare this list with apply() on random positions (each listed move applies; sampled
unlisted variations are refused).
"""

from __future__ import annotations

from games.engines.core import Move, State

from .combinations.wagon_exploration import discover_moves
from .core import purse, stages
from .core.actions import buy_cap, double_limit, inhabitant_price, limit
from .core.board import edge, neighbours_of
from .core.capitals import capital_refusal
from .core.modules import dice_combat, recycling, roads_connected
from .core.pieces import settle_fee
from .core.privileged import owns
from .core.world import World
from .exploration.discovery import continue_moves, exploration_moves
from .majorities.shrinking import shrink_moves
from .military.combat import attack_moves, combat_moves, immediate
from .military.companies import decision_moves
from .military.spaces import (
    attack_listed,
    opposing,
    storm_moves,
)
from .privileges.cards import privilege_moves
from .privileges.factories import factory_moves
from .production.businesses import business_cost
from .production.sale import sale_moves
from .race.actions import recycle_moves
from .roads.build import free_road, road_cost, road_into_attack, road_network
from .roads.neutral import must_connect, neutral_roads
from .shares.private import share_moves
from .transport.legal import wagon_moves
from .transport.wagon import upgrade_options


def legal_moves(state: State, w: World, seat: int) -> list[Move]:
    joint = stages.current(state)
    if joint is not None:
        return joint.legal_moves(state, w, seat) if seat in joint.to_act(state) else []
    if state["stage"] == "capitals":
        if not state["capital_queue"] or state["capital_queue"][0] != seat:
            return []
        taken = set(state["capital"])
        return [
            {"type": "choose_capital", "city": c}
            for c, t in state["spaces"].items()
            if t == "city" and c not in taken and capital_refusal(state, w, c) is None
        ]
    if state["stage"] == "shrink":
        return shrink_moves(state, seat)
    decision = state.get("decision")
    if decision:
        return decision_moves(state, w, seat)
    turn = state["turn"]
    if state["stage"] != "play" or turn["seat"] != seat:
        return []
    phase = turn["phase"]
    moves: list[Move] = []
    if phase == "3G" or state.get("retreat"):
        return combat_moves(state, seat)  # 3G never comes with Race (combat at once, C4-RACE)
    if phase == "3P":
        return privilege_moves(state, seat)
    if phase == "3H":  # 8.I + 9.II: goods kept back from the sale
        return sale_moves(state, seat)
    if w.at(9, "III"):
        moves += share_moves(state, seat)
    if phase == "3E":
        moves += discover_moves(state, w, seat)
        moves += wagon_moves(state, w, seat)
        moves += recycle_moves(state, w, seat)  # rules version 2: settling by the wagon
        if immediate(w) and state.get("attacks"):  # C1-MIL-c with Race: fight at once
            return [*moves, *[{"type": "fight", "space": s} for s in sorted(state["attacks"])]]
        return [*moves, {"type": "done"}]
    if phase == "3F":
        return [*moves, *factory_moves(state, w, seat), {"type": "done"}]
    if phase == "3A":
        moves += _capital_moves(state, seat)
    elif phase == "3B":
        pass
    elif phase == "3C":
        if w.has(1):
            moves += [{"type": "upgrade", "what": x} for x in upgrade_options(state, w, seat)]
        if w.with_inhabitants:
            moves += _buy_moves(state, w, seat)
    elif turn.get("explorer"):
        return continue_moves(state, seat)
    else:
        moves += _step_moves(state, w, seat)
        if w.has(4):
            moves += storm_moves(state, w, seat)
        if w.has(5):
            moves += exploration_moves(state, w, seat)
        if dice_combat(w):
            moves += attack_moves(state, w, seat)
        if w.has(6):
            moves += _road_moves(state, w, seat)
        if w.has(8):
            moves += _business_moves(state, seat)
        if owns(state, seat, "II (11)") and not turn.get("reused"):
            moves += [{"type": "reuse", "space": s} for s, v in state["pop"][seat].items() if v[2]]
        moves += recycle_moves(state, w, seat)
    if not (phase == "3D" and immediate(w) and state.get("attacks")):
        moves.append({"type": "done"})  # with Race a staged attack is fought first
    return moves


def _capital_moves(state: State, seat: int) -> list[Move]:
    old = state["capital"][seat]
    mine = state["pop"][seat]
    if sum(mine[old][1:]) > 7:
        return []
    return [
        {"type": "move_capital", "city": s}
        for s, v in mine.items()
        if v[0] and s != old and state["spaces"][s] == "city"
    ]


def _buy_moves(state: State, w: World, seat: int) -> list[Move]:
    moves: list[Move] = []
    supply = state["supply"][seat]["inh"]
    affordable = purse.money(state, seat) // inhabitant_price(state, seat)
    cap = buy_cap(state, w, seat)
    top = min(supply, affordable, cap if cap is not None else supply)
    capital = state["capital"][seat]
    for space, (settled, active, exhausted) in state["pop"][seat].items():
        if not settled:
            continue
        most = limit(state, seat, space) - active - exhausted
        if space != capital:
            most = min(most, double_limit(state, seat, [settled, active, exhausted]))
        moves += [{"type": "buy", "space": space, "count": k} for k in range(1, min(most, top) + 1)]
    if recycling(w) and supply == 0:
        moves += [
            {"type": "recycle", "space": s, "piece": "inhabitant"}
            for s, v in state["pop"][seat].items()
            if v[1] + v[2] > 0
        ]
    return moves


def _step_moves(state: State, w: World, seat: int) -> list[Move]:
    moves: list[Move] = []
    mine = state["pop"][seat]
    spaces = state["spaces"]
    has_settlement = state["supply"][seat]["set"] > 0
    cash = purse.money(state, seat)
    military = w.has(4)
    for src, entry in mine.items():
        if entry[1] < 1:
            continue
        for dst in neighbours_of(src):
            terrain = spaces.get(dst)
            if terrain is None or terrain == "water":
                continue
            if military and opposing(state, w, seat, dst):
                if w.at(4, "III") and attack_listed(state, w, dst):
                    moves.append({"type": "move", "from": src, "to": dst})
                continue
            target = mine.get(dst)
            if target is None or not target[0]:
                if not has_settlement or settle_fee(state, w, dst) > cash:
                    continue
            elif target[1] + target[2] + 1 > limit(state, seat, dst):
                continue
            moves.append({"type": "move", "from": src, "to": dst})
    return moves


def _road_moves(state: State, w: World, seat: int) -> list[Move]:
    military = neutral_roads(w)
    if (state["road_pool"] if military else state["supply"][seat]["roads"]) < 1:
        return []
    mine = state["pop"][seat]
    net: set[str] | None = None
    if roads_connected(w) or must_connect(w):
        net = road_network(state, w, seat)
    returning = w.at(6, "I", "II")
    moves: list[Move] = []
    for x, ex in mine.items():
        if not ex[0]:
            continue
        for y in neighbours_of(x):
            ey = mine.get(y)
            if ey is not None and ey[0]:
                if y < x:
                    continue
            elif road_into_attack(state, w, seat, x, y) == y:
                ey = [0, 0, 0]
            else:
                continue
            (a, ea), (b, eb) = sorted(((x, ex), (y, ey)))
            if net is not None and a not in net and b not in net:
                continue
            if any(o == seat and not n for o, n in state["roads"].get(edge(a, b), [])):
                continue
            if military and edge(a, b) in state["roads"]:
                continue
            cost = road_cost(state, seat, a, b)
            if free_road(state, seat):
                moves.append({"type": "road", "a": a, "b": b, "use_a": 0, "use_b": 0})
                if cost == 0:
                    continue
            for use_a in range(0, cost + 1):
                use_b = cost - use_a
                if use_a > ea[1] or use_b > eb[1]:
                    continue
                base = {"type": "road", "a": a, "b": b, "use_a": use_a, "use_b": use_b}
                if not returning:
                    moves.append(base)
                    continue
                if use_a:
                    moves.append({**base, "return_from": a})
                if use_b:
                    moves.append({**base, "return_from": b})
    return moves


def _business_moves(state: State, seat: int) -> list[Move]:
    moves: list[Move] = []
    spaces = state["spaces"]
    for space, entry in state["pop"][seat].items():
        terrain = spaces[space]
        if not entry[0] or terrain in ("city", "water") or space in state["businesses"]:
            continue
        near_water = any(spaces.get(n) == "water" for n in neighbours_of(space))
        for fish in (False, True):
            if (fish and not near_water) or (not fish and terrain == "desert"):
                continue
            if entry[1] >= business_cost(state, space, fish, seat):
                moves.append({"type": "business", "space": space, "fish": fish})
    return moves
