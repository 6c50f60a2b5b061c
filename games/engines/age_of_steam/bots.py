"""Bots: ``random`` (concrete legal moves, sampled where the lists are long) and ``greedy``.

The greedy bot issues shares only when short of cash, bids little, takes the Locomotive
early, builds the step that completes or extends its own links toward deliverable cubes,
and delivers the cube that pays the most of its own links.
"""

from __future__ import annotations

import random
from typing import Any

from games.engines.core import IllegalMove

from .build import try_step
from .catalog import NEW_CITY_COLOUR
from .common import State, city_colour, gmap, is_city
from .goods import deliveries
from .legal import allowance, build_steps, hex_candidates, legal_moves, step_candidates
from .rounds import current

Move = dict[str, Any]


def _light_copy(state: State) -> State:
    """Enough of a copy for trying build steps: they replace the track dict, never edit it."""
    return {**state, "pl": [dict(p) for p in state["pl"]], "supply": dict(state["supply"])}


def _germany_turns(state: State, seat: int, rng: random.Random, tries: int) -> list[Move]:
    """Concrete Germany build turns found by trying random steps (complete links only)."""
    from .build import commit_step
    from .germany import build_turn

    found: list[Move] = []
    cands = step_candidates(state, seat)
    rng.shuffle(cands)
    for first in cands[:tries]:
        steps: list[Move] = []
        work = _light_copy(state)
        nxt: Move | None = first
        while nxt is not None and len(steps) < 3:
            try:
                done = try_step(work, seat, nxt)
            except IllegalMove:
                break
            commit_step(work, seat, done)
            gm = gmap(state)
            ahead = [
                gm.hexes[e[1]].nb[e[2]] for ch in done.new_chains for e in ch.ends if e[0] == "open"
            ]
            steps.append({k: nxt[k] for k in ("hex", "tile", "rotation")})
            try:
                build_turn(_light_copy(state), seat, steps)
                found.append({"type": "build_turn", "steps": list(steps)})
                break
            except IllegalMove as err:
                if err.code != "INCOMPLETE_NOT_ALLOWED":
                    break
            ext = [c for h in ahead if h for c in hex_candidates(work, seat, h)]
            rng.shuffle(ext)
            nxt = None
            for cand in ext[:20]:
                try:
                    try_step(work, seat, cand)
                except IllegalMove:
                    continue
                nxt = cand
                break
        if found and rng.random() < 0.7:
            break
    if state.get("special_link") is None and rng.random() < 0.3:
        try:
            build_turn(_light_copy(state), seat, [{"special_link": True}])
            found.append({"type": "build_turn", "steps": [{"special_link": True}]})
        except IllegalMove:
            pass
    return found


def _random_step(state: State, seat: int, rng: random.Random, tries: int = 20) -> Move | None:
    cands = step_candidates(state, seat)
    rng.shuffle(cands)
    p = state["pl"][seat]
    reserve = max(0, p["shares"] + p["loco"] - p["income"]) if rng.random() < 0.9 else 0
    for cand in cands[:tries]:
        try:
            if try_step(state, seat, cand).cost <= p["money"] - reserve:
                return cand
        except IllegalMove as err:
            if err.code == "TRANSCON_CHOICE_REQUIRED":
                involved = list(err.details.get("involved", []))  # type: ignore[call-overload]
                return {**cand, "bonus_players": involved[:2]}
    return None


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
        if not gmap(state).rules.incomplete_sections_allowed:
            turns = _germany_turns(state, seat, rng, 12) if rng.random() < 0.8 else []
            return rng.choice(turns) if turns else {"type": "build_turn", "steps": []}
        if state["build"]["used"] < allowance(state, seat) and rng.random() < 0.85:
            step = _random_step(state, seat, rng)
            if step is not None:
                return step
        return {"type": "end_build"}
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
    from .goods import LinkIndex

    index = LinkIndex(state)
    own = 0
    for key in move["links"]:
        link = index.by_key.get(tuple(key))
        if link is not None and link.owner == seat:
            own += 1
    return own


def _step_score(state: State, seat: int, move: Move) -> float:
    try:
        step = try_step(state, seat, move)
    except IllegalMove:
        return -1e9
    score = -0.6 * step.cost
    for ch in step.new_chains:
        if ch.owner != seat:
            continue
        if ch.complete:
            a, b = ch.nodes
            score += 8 + len(ch.segs)
            for x, y in ((a, b), (b, a)):
                colour = city_colour(state, y) if is_city(state, y) else None
                if colour and state["cubes"].get(x, {}).get(colour):
                    score += 6 * state["cubes"][x][colour]
        else:
            score += 2.5
        if gmap(state).rules.cubes_on_tiles:
            here = state["cubes"].get(move["hex"], {})
            for node in ch.nodes:
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
        if not gmap(state).rules.incomplete_sections_allowed:
            from .planner import planned_turn

            planned = planned_turn(state, seat)
            reserve = p["shares"] + p["loco"] - p["income"] + 1
            if planned is not None:
                work = {
                    **state,
                    "pl": [dict(x) for x in state["pl"]],
                    "supply": dict(state["supply"]),
                }
                from .germany import build_turn

                build_turn(work, seat, planned["steps"])
                if work["pl"][seat]["money"] >= reserve:
                    return planned
            return {"type": "build_turn", "steps": []}
        if state["build"]["used"] >= allowance(state, seat) or p["money"] < 2:
            return {"type": "end_build"}
        reserve = p["shares"] + p["loco"] - p["income"]
        from .planner import planned_step

        plan = planned_step(state, seat)
        if plan is not None:
            if p["money"] - try_step(state, seat, plan).cost < reserve + 1:
                return {"type": "end_build"}
            return plan
        steps = build_steps(state, seat)
        rng.shuffle(steps)
        scored = [(_step_score(state, seat, m), i, m) for i, m in enumerate(steps[:80])]
        scored = [x for x in scored if x[0] > 5]
        if not scored:
            return {"type": "end_build"}
        best = max(scored, key=lambda x: (x[0], -x[1]))[2]
        if p["money"] - try_step(state, seat, best).cost < reserve + 1:
            return {"type": "end_build"}
        return best
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


def _urban_value(state: State, move: Move) -> int:
    gm = gmap(state)
    colour = NEW_CITY_COLOUR[move["letter"]]
    near = [n for n in gm.hexes[move["hex"]].nb if n is not None]
    ring = set(near)
    for n in near:
        ring |= {m for m in gm.hexes[n].nb if m is not None}
    return sum(state["cubes"].get(h, {}).get(colour, 0) for h in ring)


def _turn_value(state: State, seat: int, turn: Move) -> float:
    steps = turn["steps"]
    return (
        len(steps) * 2.0
        - 0.1 * sum(1 for s in steps if s.get("special_link"))
        + (5.0 if any(s.get("special_link") for s in steps) else 0.0)
    )


__all__ = ["current", "greedy_bot", "random_bot"]
