"""Each move as a sentence a player reads in the game log, the turn email and the move
builder: the game's things named in full, as the rulebook names them ("Puts locomotive 3 on
the Trans-Siberian Railway, replacing locomotive 2"), where the notation (notation.py) keeps
the short form players type ("locomotive 3 to TS replacing 2"). Both are read back by parse.

A kept end-game card is named here: the words go to its keeper only (the engine's
view_event gives the others words without the card).
"""

from __future__ import annotations

from typing import Any

from ..core import Term, Text
from .words import WORDS, T, Tn, term

Move = dict[str, Any]


def _joined(parts: list[Text]) -> Text:
    """Parts as a person lists them: "1 worker and 1 coin", "a, b and c"."""
    if len(parts) == 1:
        return parts[0]
    return T("{rest} and {last}", rest=parts[:-1], last=parts[-1])


def _payment(move: Move) -> Text | None:
    parts: list[Text] = []
    if move.get("black"):
        parts.append(T("the black worker"))
    if move.get("workers"):
        parts.append(Tn("{n} worker", "{n} workers", "n", n=move["workers"]))
    if move.get("temporary"):
        parts.append(Tn("{n} temporary worker", "{n} temporary workers", "n", n=move["temporary"]))
    if move.get("coins"):
        parts.append(Tn("{n} coin", "{n} coins", "n", n=move["coins"]))
    return _joined(parts) if parts else None


def _place(move: Move) -> Text:
    space = str(move["space"])
    payment = _payment(move)
    if space.startswith("engineer:"):
        number = space.split(":")[1]
        if payment is None:
            return T("Use own engineer {number}", number=number)
        return T("Put {payment} on own engineer {number}", payment=payment, number=number)
    action = term("action", space)
    if payment is None:
        return T("Take the action space “{space}”", space=action)
    return T("Put {payment} on the action space “{space}”", payment=payment, space=action)


def space_title(space: str) -> Text | Term:
    """An action space by its full name (an own engineer: "own engineer 3")."""
    if space in WORDS.terms["action"]:
        return term("action", space)
    return T("own engineer {number}", number=space.split(":")[-1])


def _action(space: str) -> Text:
    if space.startswith("engineer:"):
        return T("their own engineer {number}", number=space.split(":")[1])
    return T("the action space “{space}”", space=term("action", space))


def _factory(move: Move) -> Text:
    number = move["number"]
    if move["source"] == "stack":
        built = T("Build factory {number} from the stack", number=number)
    else:
        built = T("Build factory {number} from the display", number=number)
    if move.get("gap"):
        return T("{built}, replacing the factory in gap {gap}", built=built, gap=move["gap"])
    return built


def _locomotive(move: Move) -> Text:
    route = term("route", move["line"])
    if move.get("replace"):
        return T(
            "Put locomotive {number} on the {line}, replacing locomotive {old}",
            number=move["number"],
            line=route,
            old=move["replace"],
        )
    return T("Put locomotive {number} on the {line}", number=move["number"], line=route)


def sentence(move: Move) -> Text | str:
    """``move`` in full words (a Text), or its type for a move this engine does not have."""
    kind = move.get("type")
    if kind == "place":
        return _place(move)
    if kind == "track":
        return T(
            "Move the {marker} one step on the {line}",
            marker=term("marker", move["colour"]),
            line=term("route", move["line"]),
        )
    if kind == "industry":
        return T("Move industry marker {number} one step", number=move["marker"] + 1)
    if kind == "locomotive":
        return _locomotive(move)
    if kind == "scrap":
        return T("Return locomotive {number} to the display as a factory", number=move["number"])
    if kind == "factory":
        return _factory(move)
    if kind == "token":
        return T("Take the ?-token “{token}”", token=term("token_name", move["token"]))
    if kind == "card":
        return T("Take the ?-card “{card}”", card=term("card", move["card"]))
    if kind == "endgame":
        return T("Keep the end-game card “{card}”", card=term("endgame_card", str(move["card"])))
    if kind == "factory9":
        if move["choice"] == "card":
            return T("Take an end-game card for factory 9")
        return T("Take 10 points for factory 9")
    if kind == "reuse":
        return T("Use {space} again", space=_action(move["space"]))
    if kind == "extra":
        return T("Choose the extra action “{action}”", action=term("extra_name", move["action"]))
    if kind == "bonus":
        return T("Choose the start bonus card “{card}”", card=term("bonus_name", move["card"]))
    if kind == "relocate":
        return T("Move the turn-order worker to {space}", space=_action(move["space"]))
    if kind == "decline":
        return T("Leave the turn-order worker where it is")
    if kind == "pass":
        return T("Pass")
    if kind == "done":
        return T("End the action")
    return str(kind)


def hidden_endgame() -> Text:
    """What the other seats read of a kept end-game card (it names no card)."""
    return T("Keep an end-game card (hidden)")
