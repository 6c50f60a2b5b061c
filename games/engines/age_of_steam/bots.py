"""Bots: ``random`` (concrete legal moves, sampled where the lists are long) and ``greedy``.

The greedy bot issues shares only when short of cash, bids little, takes the Locomotive
early, builds the step that completes or extends its own links toward deliverable cubes,
and delivers the cube that pays the most of its own links.
"""

from __future__ import annotations

import random
from typing import Any

from games.engines.core import IllegalMove

from .build_track.listing import build_steps
from .build_track.step import check_step
from .build_track.turn import allowance, unfinished
from .catalog import NEW_CITY_COLOUR
from .common import State, city_colour, gmap, is_city, rules
from .goods import deliveries, link_index
from .legal import legal_moves
from .planner import planned_link, planned_step, simulate
from .rounds import current
from .track.chains import board_of

Move = dict[str, Any]


def _random_build(state: State, seat: int, rng: random.Random) -> Move:
    moves = legal_moves(state, seat)
    done, steps = moves[0], moves[1:]
    if not rules(state).incomplete_sections_allowed:
        return _random_link(state, seat, rng, done, steps)
    if not steps or rng.random() >= 0.85:
        return done
    p = state["pl"][seat]
    reserve = max(0, p["shares"] + p["loco"] - p["income"]) if rng.random() < 0.9 else 0
    rng.shuffle(steps)
    for move in steps[:20]:
        if move["type"] != "build" or _cost(state, seat, move) <= p["money"] - reserve:
            return move
    return done


def _cost(state: State, seat: int, move: Move) -> int:
    try:
        return check_step(state, seat, move, bool(move.get("half_price"))).cost
    except IllegalMove:
        return 10**6


def _random_link(
    state: State, seat: int, rng: random.Random, done: Move, steps: list[Move]
) -> Move:
    """Where incomplete sections are forbidden: a random tile that a complete link can
    follow within the turn, the special link now and then, or done."""
    rng.shuffle(steps)
    left = allowance(state, seat) - state["build"]["used"] - 1
    under_way = done["type"] == "take_back_build"
    if not under_way and rng.random() >= 0.8:
        return done
    for move in steps[:12]:
        if move["type"] == "build_special_link":
            if not under_way and rng.random() < 0.3:
                return move
            continue
        after = simulate(state, seat, [move])
        if after is None:
            continue
        if not unfinished(after, seat) or (left > 0 and planned_link(after, seat, left)):
            return move
    return done


def random_bot(state: State, seat: int, rng: random.Random) -> Move:
    phase = state["phase"]
    if phase == "shares":
        moves = legal_moves(state, seat)
        p = state["pl"][seat]
        want = 2 * (p["shares"] + p["loco"]) + rng.randint(0, 8) - p["income"] - p["money"]
        count = max(0, min(len(moves) - 1, (want + 4) // 5))
        if rng.random() < 0.1:
            count = rng.randrange(len(moves))
        return dict(moves[count])
    if phase == "auction":
        moves = legal_moves(state, seat)
        bids = [m for m in moves if m["type"] == "bid"]
        if bids and rng.random() < 0.35:
            return rng.choice(bids[:5])
        return rng.choice([m for m in moves if m["type"] != "bid"])
    if phase == "build":
        return _random_build(state, seat, rng)
    if phase == "move":
        options = deliveries(state, seat)
        if options and rng.random() < 0.9:
            return rng.choice(options)
        if (
            seat not in state["move"]["loco_up"]
            and state["pl"][seat]["loco"] < 6
            and rng.random() < 0.3
        ):
            return {"type": "increase_locomotive"}
        return {"type": "pass"}
    return rng.choice(legal_moves(state, seat))


# --------------------------------------------------------------------------- greedy


def _own_links(state: State, seat: int, move: Move) -> int:
    index = link_index(state)
    own = 0
    for key in move["links"]:
        link = index.by_key.get(tuple(key))
        if link is not None and link.owner == seat:
            own += 1
    return own


def _step_score(state: State, seat: int, move: Move) -> float:
    try:
        step = check_step(state, seat, move)
    except IllegalMove:
        return -1e9
    if step.owner != seat:
        return -0.6 * step.cost
    chains = board_of(gmap(state), state).chains
    score = -0.6 * step.cost
    for group in step.joined:
        if group.complete:
            a, b = group.nodes
            score += 8 + len(group.new) + sum(len(chains[ci].segs) for ci in group.chains)
            for x, y in ((a, b), (b, a)):
                colour = city_colour(state, y) if is_city(state, y) else None
                if colour and state["cubes"].get(x, {}).get(colour):
                    score += 6 * state["cubes"][x][colour]
        else:
            score += 2.5
        if gmap(state).rules.cubes_on_tiles:
            here = state["cubes"].get(move["hex"], {})
            for node in group.nodes:
                colour = city_colour(state, node) if is_city(state, node) else None
                if colour and here.get(colour):
                    score += 8 * here[colour]
    return score


def greedy_bot(state: State, seat: int, rng: random.Random) -> Move:
    phase = state["phase"]
    p = state["pl"][seat]
    last_rounds = state["rounds"] - state["round"]
    if phase == "shares":
        expenses = p["shares"] + p["loco"]
        target = (
            expenses + (8 if state["round"] <= 3 else 3 if last_rounds > 2 else 0) - p["income"]
        )
        count = 0
        while p["money"] + 5 * count < target and count < 2 and p["shares"] + count < 15:
            count += 1
        limit = gmap(state).rules.shares_per_round
        if limit is not None:
            count = min(count, limit)
        return {"type": "issue_shares", "count": count}
    if phase == "auction":
        auc = state["auction"]
        if auc["high"] == 0 and p["money"] > 12 and rng.random() < 0.5:
            return {"type": "bid", "amount": 1}
        return {"type": "pass"}
    if phase == "actions":
        moves = legal_moves(state, seat)
        names = [m["action"] for m in moves]
        no_city = not gmap(state).cities and not state["new_cities"]
        prefs = ["urbanization"] if no_city else []
        if p["loco"] < 3 and p["income"] >= 4 * p["loco"]:
            prefs.append("locomotive")
        prefs += [
            "engineer",
            "first_build",
            "first_move",
            "turn_order_pass",
            "urbanization",
            "production",
            "locomotive",
        ]
        for a in prefs:
            if a in names:
                return {"type": "select_action", "action": a}
        return moves[0]
    if phase == "urbanize":
        moves = legal_moves(state, seat)
        urb = [m for m in moves if m["type"] == "urbanize"]
        if not urb:
            return moves[0]
        best = max(urb, key=lambda m: _urban_value(state, m))
        needed = not gmap(state).cities  # a map without printed cities (A33)
        return best if _urban_value(state, best) > 0 or needed else moves[0]
    if phase == "build":
        return _greedy_build(state, seat, rng)
    if phase == "move":
        options = deliveries(state, seat)
        if options:
            best = max(options, key=lambda m: (_own_links(state, seat, m), len(m["links"])))
            if _own_links(state, seat, best) > 0:
                return best
        if (
            seat not in state["move"]["loco_up"]
            and p["loco"] < 3
            and last_rounds > 1
            and p["income"] >= p["loco"] + 2
        ):
            return {"type": "increase_locomotive"}
        return {"type": "pass"}
    if phase == "order":
        return {"type": "pay_start"} if p["money"] >= 15 else {"type": "decline_start"}
    return legal_moves(state, seat)[0]


def _greedy_build(state: State, seat: int, rng: random.Random) -> Move:
    p = state["pl"][seat]
    done: Move = {"type": "take_back_build"} if unfinished(state, seat) else {"type": "end_build"}
    left = allowance(state, seat) - state["build"]["used"]
    reserve = p["shares"] + p["loco"] - p["income"]
    if not rules(state).incomplete_sections_allowed:
        plan = planned_link(state, seat, left) if left > 0 else None
        if plan is None:
            return done
        if done["type"] == "end_build":
            after = simulate(state, seat, plan)
            if after is None or after["pl"][seat]["money"] < reserve + 1:
                return done
        return plan[0]
    if left <= 0 or p["money"] < 2:
        return done
    plan_step = planned_step(state, seat)
    if plan_step is not None:
        if p["money"] - _cost(state, seat, plan_step) < reserve + 1:
            return done
        return plan_step
    steps = [move for move, _ in build_steps(state, seat)]
    rng.shuffle(steps)
    scored = [(_step_score(state, seat, m), i, m) for i, m in enumerate(steps[:80])]
    scored = [x for x in scored if x[0] > 5]
    if not scored:
        return done
    best = max(scored, key=lambda x: (x[0], -x[1]))[2]
    if p["money"] - _cost(state, seat, best) < reserve + 1:
        return done
    return best


def _urban_value(state: State, move: Move) -> int:
    gm = gmap(state)
    colour = NEW_CITY_COLOUR[move["letter"]]
    near = [n for n in gm.hexes[move["hex"]].nb if n is not None]
    ring = set(near)
    for n in near:
        ring |= {m for m in gm.hexes[n].nb if m is not None}
    return sum(state["cubes"].get(h, {}).get(colour, 0) for h in ring)


__all__ = ["current", "greedy_bot", "random_bot"]
