"""Random and greedy bots: (state, seat, rng) -> a concrete legal move.

The random bot draws among the legal moves with weights that lean towards the TOP I goal
(a uniform walker almost never connects cities with roads, so games would not end): a little
(FLATTEN) in most worlds, fully where Roads or Production is on TOP I, or Privileges on TOP I
with five public companies (3.I + 9.II).  Only for the game to
end, both bots never make a move after which the TOP I end may be out of reach: a road off
the road plan while no road is spare (road_bots), or a settlement on land that the cities the
end needs still want (road_bots, settle_reserve).  Every other move stays possible for it.
"""

from __future__ import annotations

import random
from typing import Any

from games.engines.core import Move, State

from ..core import actors
from ..core.board import distance, neighbours_of
from ..core.counts import connected_spaces
from ..core.world import world
from ..exploration.discovery import frontier
from ..majorities.shrinking import removal_cost
from ..military.combat import military_vp
from ..military.spaces import opposing
from ..shares.private import share_weight
from ..transport.legal import wagon_goals, wagon_weight
from .privileges import joint_move, keeps_factory_money
from .roads import RoadPlan, ledger_gain, uses_plan
from .settle_reserve import cities_short, wastes_city_settlement
from .shares import keep_weight

FLATTEN = 0.3  # lean on the heuristic only a little; Roads/Production-on-TOP-I worlds fully
# (with 0.3 there, 2- and 3-player 623 games still reached the 3000-move cap)


def targets(state: State, seat: int) -> list[str]:
    w = world(state["world"])
    goals = _goal_spaces(state, seat)
    short = cities_short(state, w)  # 3.I: the end needs cities not yet discovered
    if w.has(5) and (w.at(5, "I", "II") or short or not _reachable(state, seat, goals)):
        goals += frontier(state)  # explore: it pays, or no goal can be walked to yet
    return goals


def _reachable(state: State, seat: int, goals: list[str]) -> bool:
    dist = Goals(state, goals).dist
    return any(s in dist for s, v in state["pop"][seat].items() if v[0])


def _goal_spaces(state: State, seat: int) -> list[str]:
    w = world(state["world"])
    cities = [s for s, t in state["spaces"].items() if t == "city"]
    if w.top1 == 5:
        tiles = state["explore"]["vp_tiles"]
        return [s for s in tiles if not any(p.get(s, (0,))[0] for p in state["pop"])]
    if w.top1 == 2:
        return [
            c
            for c in cities
            if not any(s == seat and k == "inh" for s, k, _ in state["cards"].get(c, []))
        ]
    if uses_plan(w, state):  # where the road plan goes next
        nearest = RoadPlan(state, seat).next_spaces()
        if nearest:
            return nearest
    if w.top1 == 6:
        net = connected_spaces(state, seat) | {state["capital"][seat]}
        return [c for c in cities if c not in net]
    if w.top1 == 7:  # cities weigh most in the majority scorings
        return [c for c in cities if not state["pop"][seat].get(c, (0,))[0]]
    if w.top1 == 3:  # cities without own settlement and with room for a factory
        full = {c for c, owners in state["factories"].items() if len(owners) >= 3}
        return [c for c in cities if c not in state["pop"][seat] and c not in full]
    if w.top1 == 4:  # Military: every space not yet own scores
        mine = state["pop"][seat]
        return [s for s, t in state["spaces"].items() if t != "water" and s not in mine]
    return [c for c in cities if seat not in state["houses"].get(c, [])]


class Goals(list[str]):
    """The goal spaces with their walking distances over land (water is never entered)."""

    def __init__(self, state: State, goals: list[str]) -> None:
        super().__init__(goals)
        self.dist: dict[str, int] = dict.fromkeys(goals, 0)
        frontier = list(goals)
        spaces = state["spaces"]
        while frontier:
            nxt = []
            for space in frontier:
                for n in neighbours_of(space):
                    if spaces.get(n, "water") != "water" and n not in self.dist:
                        self.dist[n] = self.dist[space] + 1
                        nxt.append(n)
            frontier = nxt


def _near(space: str, goals: list[str]) -> int:
    if isinstance(goals, Goals):
        return goals.dist.get(space, 99) if goals else 0
    return min((distance(space, g) for g in goals), default=0)


def military_weight(state: State, seat: int, move: Move) -> float | None:
    """Military on TOP I: every settled space scores, and emptying a supply ends the game at
    once, which pays only while ahead."""
    kind = move["type"]
    vp = [military_vp(state, s) for s in range(actors.count(state))]
    ahead = vp[seat] > max(v for s, v in enumerate(vp) if s != seat)
    supply = state["supply"][seat]
    if kind == "buy" and move["count"] >= supply["inh"]:
        return 2.0 if ahead else 0.001
    if kind == "move" and state["stage"] == "play":
        dst = move["to"]
        if dst in state["pop"][seat] or state.get("neutral", {}).get(dst):
            return None
        if any(dst in p and p[dst][0] for p in state["pop"]):
            return None  # an attack: the goal heuristic decides
        if supply["set"] <= 1:
            return 2.0 if ahead else 0.001
        return 3.0 if state["spaces"][dst] == "city" else 2.5
    return None


def razes_factory(state: State, seat: int, move: Move) -> bool:
    """An attack on an opposing city with factories in a world that ends when 3.I's 20
    factories stand: each neutralisation destroys one, so the game might never end."""
    if state["world"][0] != "3" or "factories" not in state or state["stage"] != "play":
        return False
    dst = move["to"]
    return bool(state["factories"].get(dst)) and opposing(state, world(state["world"]), seat, dst)


def weight(state: State, seat: int, move: Move, goals: list[str]) -> float:
    kind = move["type"]
    mine = state["pop"][seat]
    decision = state.get("decision")
    if decision and decision["kind"] == "seize":  # a fallen company's spaces: take them
        return 10.0 if kind == "move" else 0.1
    if kind == "take" and decision:  # cities first, then the spaces with most inhabitants
        entry = state["pop"][decision["defender"]][move["space"]]
        city = state["spaces"][move["space"]] == "city"
        return (5.0 if city else 1.0) + float(entry[1] + entry[2])
    if kind == "move" and razes_factory(state, seat, move):
        return 0.05  # 3.I ends with 20 factories standing: rarely knock one down (C3-MIL)
    if state["world"][0] == "4":
        special = military_weight(state, seat, move)
        if special is not None:
            return special
    if kind == "move":
        plan = state.get("_road_plan")
        if plan is not None and plan.wastes_settlement(move["to"], mine):
            return 0.0  # never: the end needs that settlement (road_bots, settle_reserve)
        if wastes_city_settlement(state, world(state["world"]), seat, move):
            return 0.0
        gain = _near(move["from"], goals) - _near(move["to"], goals)
        if gain <= 0:
            settles = move["to"] not in mine
            return 0.002 if settles else 0.05
        return 2.0 if move["to"] in mine or move["to"] in goals else 1.0
    if kind == "road":
        plan = state.get("_road_plan")  # a scratch key, see rate()
        if plan is not None:
            return float(plan.weight(move))
        net = _net(state, seat)
        if move["a"] in net and move["b"] in net:
            return 0.05
        new = move["b"] if move["a"] in net else move["a"]
        old = move["a"] if new == move["b"] else move["b"]
        if new in goals:
            return 40.0
        return 20.0 if _near(new, goals) < _near(old, goals) else 0.05
    if kind == "buy":
        if keeps_factory_money(state, seat, 10 * move["count"]):
            return 0.5  # below "done": the money goes into a factory in 3F
        best = min((_near(s, goals) for s, v in mine.items() if v[0]), default=0)
        return 2.0 if _near(move["space"], goals) <= best + 1 else 0.3
    if kind == "business":
        return 4.0
    if kind == "factory":
        return 6.0
    if kind == "recycle":
        space = move["space"]
        on_road = any(space in e.split("|") for e in state["roads"])
        entry = mine.get(space, [0, 0, 0])
        business = state["businesses"].get(space)
        keep = state["spaces"][space] == "city" or (business and business["owner"] == seat)
        if on_road and state.get("_road_plan") is not None and piece_is_settlement(move):
            return 0.0  # C6-NEUTRAL: the road turns neutral and the plan's network breaks
        if on_road or entry[1] or keep:
            return 0.01
        return 3.0 + 0.1 * _near(space, goals)  # pieces far from the goals come back first
    if kind == "move_capital":
        return 0.2
    if kind in ("storm", "fight"):
        return 3.0
    if kind == "retreat":  # towards the goals
        return 1.0 / (1 + _near(move["to"], goals))
    if kind == "new_capital":  # keep the best-defended city
        return 1.0 + float(sum(mine.get(move["city"], [0, 0, 0])[1:]))
    if kind == "explore":
        return 3.0 if move["from"] in goals else 0.8  # a goal only when exploring is wanted
    if kind == "harvest":
        return 6.0
    if kind == "join":
        return 2.5
    if kind == "stop_exploring":
        return 0.3
    if kind in ("buy_share", "sell_share"):
        return share_weight(state, seat, move)
    if kind == "upgrade":
        return 1.5
    if kind == "keep":
        return keep_weight(state, seat)
    if kind == "done":
        active = any(v[1] for v in mine.values())
        return 1.0 if not active or state["turn"]["phase"] != "3D" else 0.4
    return 1.0


def _net(state: State, seat: int) -> set[str]:
    cache = state.get("_net_cache")  # not part of the state: a scratch key removed below
    if cache is None:
        cache = state["_net_cache"] = connected_spaces(state, seat) | {state["capital"][seat]}
    return set(cache)


def fast_state(state: State) -> State:
    """A copy whose populations a bot may change and restore (the rest is shared)."""
    return {**state, "pop": [{k: list(v) for k, v in p.items()} for p in state["pop"]]}


def rate(state: State, seat: int, moves: list[Move]) -> list[float]:
    """The heuristic weight of each move: wagon moves in 3E, the goal walk otherwise."""
    if state["turn"]["phase"] == "3E":
        w = world(state["world"])
        aims = Goals(state, sorted(wagon_goals(state, w, seat)) or targets(state, seat))
        rates = [wagon_weight(state, w, seat, m, aims.dist) for m in moves]
        at = state["wagons"][seat]["at"]
        if wastes_city_settlement(state, w, seat, {"from": at, "to": at}):
            rates = [
                0.001 if m["type"] == "settle" else r for m, r in zip(moves, rates, strict=True)
            ]
        if uses_plan(w, state):
            plan = RoadPlan(state, seat)
            return [
                _planned_wagon(state, seat, plan, m, r) for m, r in zip(moves, rates, strict=True)
            ]
        return rates
    goals = Goals(state, targets(state, seat))
    scratch = dict(state)
    if uses_plan(world(state["world"]), state) and state["stage"] == "play":
        scratch["_road_plan"] = RoadPlan(state, seat)
    return [weight(scratch, seat, m, goals) for m in moves]


def _planned_wagon(state: State, seat: int, plan: RoadPlan, move: Move, rate: float) -> float:
    """C6-TRANS-III: the wagon's free road and its settling spend what the road plan needs."""
    at = state["wagons"][seat]["at"]
    if move["type"] == "wagon_road":
        a, b = sorted((at, move["to"]))
        return min(rate, plan.weight({"a": a, "b": b}))
    if move["type"] == "settle" and plan.wastes_settlement(at, state["pop"][seat]):
        return 0.0
    return rate


def piece_is_settlement(move: Move) -> bool:
    return move.get("piece") == "settlement"


def random_bot(engine: Any) -> Any:
    def play(state: State, seat: int, rng: random.Random) -> Move:
        moves = engine.legal_moves(state, seat)
        seat = engine.actor(state, seat)  # the company a president decides for
        if state["stage"] != "play":
            return joint_move(state, seat, moves, rng, greedy=False)
        full = state["world"][0] in "68" or (state["world"][0] == "3" and actors.public(state))
        flatten = 1.0 if full else FLATTEN  # 3.I with 5 companies: else 5-9 of 9 games stall
        weights = [r**flatten for r in rate(state, seat, moves)]
        if not any(weights):
            return dict(rng.choice(moves))
        return dict(rng.choices(moves, weights)[0])

    return play


def greedy_bot(engine: Any) -> Any:
    """Takes the move the goal heuristic rates highest (the random bot only leans on it);
    bigger purchases first, ties broken at random."""

    def play(state: State, seat: int, rng: random.Random) -> Move:
        moves = engine.legal_moves(state, seat)
        seat = engine.actor(state, seat)  # the company a president decides for
        if state["stage"] == "shrink":  # 7.I: give up what a scoring would miss least
            w = world(state["world"])
            scratch = fast_state(state)
            costs = [removal_cost(scratch, w, seat, m) for m in moves]
            least = min(costs)
            return dict(rng.choice([m for m, c in zip(moves, costs, strict=True) if c == least]))
        if state["stage"] != "play":
            return joint_move(state, seat, moves, rng, greedy=True)
        best: list[Move] = []
        top = float("-inf")
        for move, value in zip(moves, rate(state, seat, moves), strict=True):
            if move["type"] == "buy":
                value *= 1 + move["count"] / 10
            gain = ledger_gain(state, seat, move)
            if gain:
                value = max(value, 10.0 + 2 * gain)
            if value > top:
                best, top = [move], value
            elif value == top:
                best.append(move)
        return dict(rng.choice(best))

    return play
