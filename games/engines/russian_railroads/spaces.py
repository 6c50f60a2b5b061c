"""Which main-board action spaces are on the board and free for a seat (rulebook "Die
Aktionsfelder"; solo spaces, last-round spaces, public engineers, turn-order spaces)."""

from __future__ import annotations

from typing import Any

from .catalog import SPACES
from .effects import engineer_on_field

State = dict[str, Any]


def board_space_open(state: State, seat: int, sid: str) -> bool:
    """Is this main-board space on the board now and free for the seat?"""
    s = SPACES[sid]
    solo = state["solo"]
    last = state["round"] == state["rounds"]
    if state["side"] not in s.sides or (solo and not s.solo):
        return False
    if (last and s.not_last_round) or (not last and s.last_round_only):
        return False
    if state["spaces"].get(sid) and not s.reusable:
        return False
    if "public" in s.effect and engineer_on_field(state, int(s.effect["public"])) is None:
        return False
    if "turn_order" in s.effect:
        position = state["order"].index(seat) + 1
        if state["players_n"] > 2 and position == s.effect["turn_order"]:
            return False
        if any(
            e["seat"] == seat
            for k in ("turn_order_1", "turn_order_2")
            for e in state["spaces"].get(k, [])
        ):
            return False
    return True
