"""Why a move is refused: a stable code and a sentence naming the place and the amounts."""

from __future__ import annotations

from typing import Any

from ..core import E_MOVE_NOT_EXPECTED, IllegalMove, Said, Term
from ..core.words import semicolons
from .catalog import SPACES
from .effects import effect_feasible
from .flow import space_cost
from .notation import notation
from .sentences import space_title
from .spaces import board_space_open
from .words import WORDS, T, Tn, term

State = dict[str, Any]
Move = dict[str, Any]


def _close(legal: list[Move], kind: str) -> Any:
    same = [notation(m) for m in legal if m["type"] == kind][:6]
    return semicolons(same or [notation(m) for m in legal[:6]])


def explain(state: State, seat: int, move: Move, legal: list[Move]) -> IllegalMove:
    kind = move["type"]
    if state["tasks"] and kind in ("place", "pass"):
        return IllegalMove(
            "E_DECISION_PENDING",
            T("Finish your current action first. Now you can: {moves}.", moves=_close(legal, "")),
        )
    if kind == "place" and "space" in move:
        return _explain_place(state, seat, move, legal)
    if kind in ("place", "pass"):
        return IllegalMove("E_WRONG_PHASE", T("Workers are placed only in the action phase."))
    if kind == "done":
        return IllegalMove(
            "E_MANDATORY_PENDING",
            T(
                "This action must be carried out completely before you end it: {moves}.",
                moves=_close(legal, ""),
            ),
        )
    codes = {
        "track": "E_ILLEGAL_STEP",
        "industry": "E_INDUSTRY_BLOCKED",
        "locomotive": "E_ILLEGAL_LOCOMOTIVE",
        "factory": "E_ILLEGAL_FACTORY",
        "relocate": "E_ILLEGAL_RELOCATION",
    }
    code = codes.get(kind, E_MOVE_NOT_EXPECTED)
    what: Said | Term = notation(move) if len(move) > 1 else _move_name(kind)
    return IllegalMove(
        code,
        T("“{move}” is not possible now. Possible: {moves}.", move=what, moves=_close(legal, kind)),
    )


def _move_name(kind: str) -> Said | Term:
    return term("move", kind) if kind in WORDS.terms["move"] else kind


def _explain_place(state: State, seat: int, move: Move, legal: list[Move]) -> IllegalMove:
    sid = move["space"]
    name = space_title(sid)
    p = state["players"][seat]
    if state["phase"] != "actions":
        return IllegalMove("E_WRONG_PHASE", T("Workers are placed only in the action phase."))
    if sid.startswith("engineer:"):
        number = int(sid.split(":")[1]) if sid.split(":")[1].isdigit() else -1
        if number not in p["engineers"]:
            return IllegalMove(
                "E_NOT_YOUR_ENGINEER", T("You have not hired engineer {number}.", number=number)
            )
        if state["spaces"].get(sid):
            return IllegalMove(
                "E_ENGINEER_USED",
                T("You already used engineer {number} this round.", number=number),
            )
    elif sid not in SPACES:
        return IllegalMove("E_UNKNOWN_SPACE", T("There is no action space “{space}”.", space=sid))
    elif state["spaces"].get(sid) and not SPACES[sid].reusable:
        return IllegalMove(
            "E_SPACE_OCCUPIED",
            T("The action space “{space}” is already taken this round.", space=name),
        )
    elif not board_space_open(state, seat, sid):
        return IllegalMove(
            "E_SPACE_NOT_AVAILABLE",
            T("The action space “{space}” is not available to you now.", space=name),
        )
    elif not effect_feasible(state, seat, SPACES[sid].effect):
        return IllegalMove(
            "E_NOT_FULLY_EXECUTABLE",
            T(
                "You could not carry out “{space}” completely, so you may not choose it.",
                space=name,
            ),
        )
    workers, coins = space_cost(sid)
    return IllegalMove(
        "E_WRONG_PAYMENT",
        T(
            "“{space}” needs {workers} and {coins} besides (a coin may replace a worker); "
            "you have {have}.",
            space=name,
            workers=Tn("{n} worker", "{n} workers", "n", n=workers),
            coins=Tn("{n} coin", "{n} coins", "n", n=coins),
            have=_holdings(p),
        ),
    )


def _holdings(p: dict[str, Any]) -> Any:
    have = T(
        "{workers}, {temps}, {coins}",
        workers=Tn("{n} worker", "{n} workers", "n", n=p["workers"]),
        temps=Tn("{n} temporary worker", "{n} temporary workers", "n", n=p["temps"]),
        coins=Tn("{n} coin", "{n} coins", "n", n=p["coins"]),
    )
    return T("{have} and the black worker", have=have) if p["black_free"] else have
