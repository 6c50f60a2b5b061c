"""Legal moves of the pending decision: complete on every map and in every phase (the
build turn is one tile per move, build_track/listing.py)."""

from __future__ import annotations

from typing import Any

from .build_track.listing import build_moves
from .catalog import LOCO_MAX, MAX_SHARES
from .common import State, gmap, rules
from .goods import deliveries, empty_spaces
from .rounds import available_actions, current

Move = dict[str, Any]


def legal_moves(state: State, seat: int) -> list[Move]:
    if current(state) != seat or state["phase"] == "over":
        return []
    phase = state["phase"]
    p = state["pl"][seat]
    if phase == "shares":
        top = rules(state).shares_per_round or MAX_SHARES - p["shares"]
        return [
            {"type": "issue_shares", "count": k}
            for k in range(max(0, top) + 1)
            if p["shares"] + k <= MAX_SHARES
        ]
    if phase == "auction":
        auc = state["auction"]
        low = max(1, auc["high"] + 1)
        moves: list[Move] = [{"type": "pass"}]
        if seat in auc["top"] and len(auc["active"]) >= 3:
            moves.append({"type": "use_turn_order_pass"})
        moves += [{"type": "bid", "amount": x} for x in range(low, p["money"] + 1)]
        return moves
    if phase == "actions":
        return [{"type": "select_action", "action": a} for a in available_actions(state)]
    if phase == "urbanize":
        gm = gmap(state)
        letters = [x for x in state["new_city_letters"] if x not in state["new_cities"].values()]
        towns = [h for h in gm.towns if h not in state["new_cities"]]
        return [{"type": "skip_urbanize"}] + [
            {"type": "urbanize", "hex": h, "letter": x} for h in towns for x in letters
        ]
    if phase == "build":
        return build_moves(state, seat)
    if phase == "move":
        moves = [{"type": "pass"}]
        if seat not in state["move"]["loco_up"] and p["loco"] < LOCO_MAX:
            moves.append({"type": "increase_locomotive"})
        return moves + deliveries(state, seat)
    if phase == "production":
        spaces = empty_spaces(state)
        k = len(state["production"]["cubes"])
        if k == 1:
            return [{"type": "place_production", "spaces": [[c, r]]} for c, r in spaces]
        return [
            {"type": "place_production", "spaces": [[a[0], a[1]], [b[0], b[1]]]}
            for a in spaces
            for b in spaces
            if a != b
        ]
    if phase == "order":
        moves = [{"type": "decline_start"}]
        if p["money"] >= 5:
            moves.insert(0, {"type": "pay_start"})
        return moves
    return []
