"""Turns and rounds: placing workers, passing, the start-bonus draft, relocation, round end.

Rulebook "Spielablauf": players act in turn-order-track order until all have passed; then the
order is re-sorted, the players on turn-order spaces 2 and 1 may relocate (A-1: before the
scoring), every player scores, and the next round is prepared (engineers move right).
"""

from __future__ import annotations

from typing import Any

from .board import add_points, check_triggers, place_doublers, take_coins
from .catalog import (
    BLACK,
    ENGINEER_COST,
    PASS_POINTS,
    SPACES,
)
from .effects import allows_black, apply_effect, effect_feasible, space_effect
from .scoring import endgame_card_points, engineer_count, majority, round_points
from .solo import emil_turn, emil_workers, prepare_emil
from .spaces import board_space_open
from .tasks import normalize

State = dict[str, Any]
Move = dict[str, Any]


def space_cost(space: str) -> tuple[int, int]:
    if space.startswith("engineer:"):
        return ENGINEER_COST[int(space.split(":")[1])], 0
    s = SPACES[space]
    return s.workers, s.coins


def open_spaces(state: State, seat: int) -> list[str]:
    """Spaces the seat may take now (competitive ones only when fully executable, C1)."""
    p = state["players"][seat]
    out = [
        sid
        for sid in SPACES
        if board_space_open(state, seat, sid) and effect_feasible(state, seat, SPACES[sid].effect)
    ]
    out += [
        f"engineer:{n}" for n in sorted(p["engineers"]) if not state["spaces"].get(f"engineer:{n}")
    ]
    return out


def payments(p: dict[str, Any], workers: int, coins: int) -> list[tuple[int, int, int, bool]]:
    """(own workers, temporary workers, coins, black worker) that pay a space exactly."""
    out: list[tuple[int, int, int, bool]] = []
    if coins > p["coins"]:
        return out
    for black in [False, True] if p["black_free"] and workers else [False]:
        rest = workers - (1 if black else 0)
        for temps in range(min(p["temps"], rest) + 1):
            for paid in range(min(p["coins"] - coins, rest - temps) + 1):
                own = rest - temps - paid
                if own <= p["workers"]:
                    out.append((own, temps, paid + coins, black))
    return out


def place_moves(state: State, seat: int) -> list[Move]:
    out: list[Move] = []
    for sid in open_spaces(state, seat):
        out.extend(_paid(state["players"][seat], sid))
    return out


def place_moves_at(state: State, seat: int, sid: str) -> list[Move]:
    """The place moves on one space: what ``apply`` checks a placement against (the same
    test ``open_spaces`` makes, for that space alone)."""
    p = state["players"][seat]
    if sid.startswith("engineer:"):
        number = sid.partition(":")[2]
        if not number.isdigit() or int(number) not in p["engineers"] or state["spaces"].get(sid):
            return []
    elif sid not in SPACES or not (
        board_space_open(state, seat, sid) and effect_feasible(state, seat, SPACES[sid].effect)
    ):
        return []
    return _paid(p, sid)


def _paid(p: dict[str, Any], sid: str) -> list[Move]:
    w, c = space_cost(sid)
    return [
        {
            "type": "place",
            "space": sid,
            "workers": own,
            "temporary": temps,
            "coins": coins,
            "black": black,
        }
        for own, temps, coins, black in payments(p, w, c)
    ]


def place(state: State, seat: int, move: Move) -> None:
    """Put the workers/coins on the space and carry out its action."""
    p = state["players"][seat]
    sid = move["space"]
    p["workers"] -= move["workers"]
    p["temps"] -= move["temporary"]
    p["coins"] -= move["coins"]
    if move["black"]:
        p["black_free"] = False
    entry = {
        "seat": seat,
        "workers": move["workers"],
        "temps": move["temporary"],
        "coins": move["coins"],
        "black": move["black"],
    }
    state["spaces"].setdefault(sid, []).append(entry)
    _carry_out(state, seat, sid, move["black"])


def _carry_out(state: State, seat: int, sid: str, black: bool) -> None:
    effect = space_effect(state, seat, sid)
    own = sid.startswith("engineer:")
    apply_effect(state, seat, effect, not own, "space")
    if black and allows_black(state, effect):
        state["tasks"].append(
            {"kind": "track", "m": False, "src": "black_worker", "slots": [[BLACK]]}
        )


def pass_turn(state: State, seat: int) -> None:
    p = state["players"][seat]
    p["passed"] = True
    if not state["solo"]:
        add_points(p, "pass", PASS_POINTS[p["order_card"] - 1])


# ----------------------------------------------------------------------- start bonus


def bonus_moves(state: State) -> list[Move]:
    return [{"type": "bonus", "card": c} for c in state["bonus_cards"]]


def take_bonus(state: State, seat: int, card: str) -> None:
    p = state["players"][seat]
    state["bonus_cards"].remove(card)
    if card == "black_step":
        state["tasks"].append({"kind": "track", "m": True, "src": "bonus", "slots": [[BLACK]]})
    elif card == "industry_step":
        state["tasks"].append({"kind": "industry", "m": True, "n": 1})
    elif card == "doubler":
        place_doublers(state, p, 1)
    elif card == "coin":
        take_coins(state, p, 1)


# ----------------------------------------------------------------------- relocation


def relocate_moves(state: State, seat: int) -> list[Move]:
    """Free spaces needing exactly 1 worker and no coin; the assembly point counts (A-32)."""
    p = state["players"][seat]
    out: list[Move] = []
    for sid, s in SPACES.items():
        if s.workers != 1 or s.coins or "turn_order" in s.effect:
            continue
        if board_space_open(state, seat, sid) and effect_feasible(state, seat, s.effect):
            out.append({"type": "relocate", "space": sid})
    for n in sorted(p["engineers"]):
        sid = f"engineer:{n}"
        if ENGINEER_COST[n] == 1 and not state["spaces"].get(sid):
            out.append({"type": "relocate", "space": sid})
    out.append({"type": "decline"})
    return out


def relocate(state: State, seat: int, sid: str) -> None:
    source = state["relocate_from"][0]
    entries = state["spaces"][source]
    entry = next(e for e in entries if e["seat"] == seat)
    entries.remove(entry)
    if not entries:
        del state["spaces"][source]
    state["spaces"].setdefault(sid, []).append(entry)
    _carry_out(state, seat, sid, entry["black"])


# ----------------------------------------------------------------------- turn sequence


def start_actions(state: State) -> None:
    state["phase"] = "actions"
    state["actor"] = state["order"][0]
    if state["solo"]:
        emil_turn(state)


def turn_over(state: State) -> None:
    """The acting player's decisions are all made: move the game on."""
    phase = state["phase"]
    if phase == "bonus":
        state["bonus_queue"].pop(0)
        if state["bonus_queue"]:
            state["actor"] = state["bonus_queue"][0]
        else:
            start_actions(state)
    elif phase == "actions":
        order = state["order"]
        start = order.index(state["actor"])
        for k in range(1, len(order) + 1):
            seat = order[(start + k) % len(order)]
            if not state["players"][seat]["passed"]:
                state["actor"] = seat
                if state["solo"]:
                    emil_turn(state)
                return
        _end_actions(state)
    elif phase == "relocate":
        state["relocate_queue"].pop(0)
        state["relocate_from"].pop(0)
        _next_relocation(state)


def _end_actions(state: State) -> None:
    if state["solo"] or state["round"] == state["rounds"]:
        _end_round(state)
        return
    first = _on(state, "turn_order_1")
    second = _on(state, "turn_order_2")
    state["order"] = resort(state["order"], first, second)
    state["relocate_queue"] = [s for s in (second, first) if s is not None]
    state["relocate_from"] = [
        k for s, k in ((second, "turn_order_2"), (first, "turn_order_1")) if s is not None
    ]
    state["phase"] = "relocate"
    _next_relocation(state)


def _on(state: State, sid: str) -> int | None:
    entries = state["spaces"].get(sid, [])
    return int(entries[0]["seat"]) if entries else None


def resort(order: list[int], first: int | None, second: int | None) -> list[int]:
    """New turn order from the two turn-order spaces (rulebook, A-35 and the special case)."""
    if first is None and (second is None or second == order[0]):
        return list(order)
    others = [s for s in order if s not in (first, second)]
    if first is not None and second is not None:
        return [first, second, *others]
    if first is not None:
        return [first, *others]
    assert second is not None
    return [others[0], second, *others[1:]]


def _next_relocation(state: State) -> None:
    if state["relocate_queue"]:
        state["actor"] = state["relocate_queue"][0]
        return
    _end_round(state)


def _end_round(state: State) -> None:
    for p in state["players"]:
        pts = round_points(p)
        add_points(p, "rounds", sum(pts.values()))
        p["last_round_points"] = pts
    if state["round"] == state["rounds"]:
        final_scoring(state)
        return
    _prepare(state)


def _prepare(state: State) -> None:
    state["round"] += 1
    state["spaces"] = {}
    row = state["engineer_row"]
    if row[-1] is not None:
        state["engineers_gone"].append(row[-1])
    state["engineer_row"] = [None, *row[:-1]]
    for position, seat in enumerate(state["order"]):
        p = state["players"][seat]
        p["workers"] = p["workers_max"]
        p["temps"] = 0
        p["black_free"] = p["black_worker"]
        p["passed"] = False
        p["order_card"] = position + 1
    state["relocate_queue"] = []
    state["relocate_from"] = []
    if state["solo"]:
        prepare_emil(state)
    start_actions(state)


def final_scoring(state: State) -> None:
    """End-game cards, then the engineer majority (rulebook "Ende des Spiels")."""
    cards = [list(priv["endgame"]) for priv in state["private"]]
    for seat, p in enumerate(state["players"]):
        for card in cards[seat]:
            add_points(p, "endgame_cards", endgame_card_points(p, card))
    counts = [engineer_count(p, cards[s]) for s, p in enumerate(state["players"])]
    if state["solo"]:
        emil = state["emil"]
        counts.append((len(emil["engineers"]), max(emil["engineers"], default=-99)))
    award = majority(counts)
    for seat, p in enumerate(state["players"]):
        add_points(p, "majority", award[seat])
    state["revealed_endgame"] = cards
    state["phase"] = "over"
    state["actor"] = None


def after_move(state: State) -> None:
    """Common tail of every move: drop dead optional tasks, end the turn when none are left."""
    seat = state["actor"]
    normalize(state, seat)
    if state["solo"]:
        emil_workers(state)
    if not state["tasks"]:
        turn_over(state)
        if state["phase"] != "over":
            normalize(state, state["actor"])


__all__ = ["check_triggers"]
