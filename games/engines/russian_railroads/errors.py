"""Why a move is refused: a stable code and a sentence naming the place and the amounts."""

from __future__ import annotations

from typing import Any

from ..core import IllegalMove
from .catalog import SPACES
from .effects import effect_feasible
from .flow import board_space_open, space_cost
from .notation import notation, space_name

State = dict[str, Any]
Move = dict[str, Any]


def _close(legal: list[Move], kind: str) -> str:
    same = [notation(m) for m in legal if m["type"] == kind][:6]
    return "; ".join(same) if same else "; ".join(notation(m) for m in legal[:6])


def explain(state: State, seat: int, move: Move, legal: list[Move]) -> IllegalMove:
    kind = move["type"]
    if state["tasks"] and kind in ("place", "pass"):
        return IllegalMove(
            "E_DECISION_PENDING",
            f"Finish your current action first. Now you can: {_close(legal, '')}.",
        )
    if kind == "place":
        return _explain_place(state, seat, move, legal)
    if kind == "done":
        return IllegalMove(
            "E_MANDATORY_PENDING",
            f"This action must be carried out completely before you end it: {_close(legal, '')}.",
        )
    codes = {
        "track": "E_ILLEGAL_STEP",
        "industry": "E_INDUSTRY_BLOCKED",
        "locomotive": "E_ILLEGAL_LOCOMOTIVE",
        "factory": "E_ILLEGAL_FACTORY",
        "relocate": "E_ILLEGAL_RELOCATION",
    }
    code = codes.get(kind, "E_MOVE_NOT_EXPECTED")
    return IllegalMove(
        code, f"“{notation(move)}” is not possible now. Possible: {_close(legal, kind)}."
    )


def _explain_place(state: State, seat: int, move: Move, legal: list[Move]) -> IllegalMove:
    sid = move["space"]
    name = space_name(sid)
    p = state["players"][seat]
    if state["phase"] != "actions":
        return IllegalMove("E_WRONG_PHASE", "Workers are placed only in the action phase.")
    if sid.startswith("engineer:"):
        number = int(sid.split(":")[1]) if sid.split(":")[1].isdigit() else -1
        if number not in p["engineers"]:
            return IllegalMove("E_NOT_YOUR_ENGINEER", f"You have not hired engineer {number}.")
        if state["spaces"].get(sid):
            return IllegalMove("E_ENGINEER_USED", f"You already used engineer {number} this round.")
    elif sid not in SPACES:
        return IllegalMove("E_UNKNOWN_SPACE", f"There is no action space {sid!r}.")
    elif state["spaces"].get(sid) and not SPACES[sid].reusable:
        return IllegalMove("E_SPACE_OCCUPIED", f"The space {name} is already taken this round.")
    elif not board_space_open(state, seat, sid):
        return IllegalMove(
            "E_SPACE_NOT_AVAILABLE", f"The space {name} is not available to you now."
        )
    elif not effect_feasible(state, seat, SPACES[sid].effect):
        return IllegalMove(
            "E_NOT_FULLY_EXECUTABLE",
            f"You could not carry out {name} completely, so you may not choose it.",
        )
    workers, coins = space_cost(sid)
    return IllegalMove(
        "E_WRONG_PAYMENT",
        f"{name} needs {workers} worker(s) (a coin may replace a worker) and {coins} coin(s) "
        f"besides; you have {p['workers']} workers, {p['temps']} temporary, {p['coins']} coins"
        f"{' and the black worker' if p['black_free'] else ''}.",
    )
