"""The notation, the short move text a player types (and the event stores), and the parser
of what a player types (email replies), which reads the notation and the log's sentences
(sentences.py) alike.

Notation never names a kept end-game card: it is shown to every seat. Parsing narrows the
legal moves (python-chess style), so a parsed move is always legal; "place 3 black" without a
payment takes the default payment (A-22: temporary workers, own workers, then coins).
"""

from __future__ import annotations

from typing import Any

from ..core import (
    E_AMBIGUOUS,
    E_NO_MATCHING_MOVE,
    E_UNREADABLE,
    AmbiguousMove,
    IllegalMove,
    MalformedMove,
    Said,
    Term,
    Text,
    fold,
)
from ..core.words import folded_renderings, semicolons
from .catalog import LINE_NAMES
from .sentences import sentence
from .words import SPACE_NAMES, T, Tn, term

State = dict[str, Any]
Move = dict[str, Any]


def space_name(space: str) -> Said | Term:
    if space.startswith("engineer:"):
        return T("own engineer {number}", number=space.split(":")[1])
    if space in SPACE_NAMES:
        return term("space", space)
    return space


def _payment(move: Move) -> Said:
    parts: list[Text] = []
    if move.get("black"):
        parts.append(T("black worker"))
    if move.get("workers"):
        parts.append(Tn("{n} worker", "{n} workers", "n", n=move["workers"]))
    if move.get("temporary"):
        parts.append(T("{n} temporary", n=move["temporary"]))
    if move.get("coins"):
        parts.append(Tn("{n} coin", "{n} coins", "n", n=move["coins"]))
    if not parts:
        return T("nothing")
    return T("{parts}", parts=parts)


def notation(move: Move) -> Said:
    kind = move.get("type")
    if kind == "place":
        return T(
            "place {space} with {payment}", space=space_name(move["space"]), payment=_payment(move)
        )
    if kind == "track":
        return T(
            "{colour} step on {line}",
            colour=term("colour", move["colour"]),
            line=term("line", move["line"]),
        )
    if kind == "industry":
        return T("industry step with marker {number}", number=move["marker"] + 1)
    if kind == "locomotive":
        line = term("line", move["line"])
        if move.get("replace"):
            return T(
                "locomotive {number} to {line} replacing {old}",
                number=move["number"],
                line=line,
                old=move["replace"],
            )
        return T("locomotive {number} to {line}", number=move["number"], line=line)
    if kind == "scrap":
        return T("return locomotive {number} as factory", number=move["number"])
    if kind == "factory":
        source = T("stack") if move["source"] == "stack" else T("display")
        if move.get("gap"):
            return T(
                "factory {number} from {source} replacing gap {gap}",
                number=move["number"],
                source=source,
                gap=move["gap"],
            )
        return T("factory {number} from {source}", number=move["number"], source=source)
    if kind == "token":
        return T("token {token}", token=term("token", move["token"]))
    if kind == "card":
        return T("card {card}", card=term("card", move["card"]))
    if kind == "endgame":
        return T("keep an end-game card")
    if kind == "factory9":
        return (
            T("factory 9 end-game card") if move["choice"] == "card" else T("factory 9 10 points")
        )
    if kind == "reuse":
        return T("reuse {space}", space=space_name(move["space"]))
    if kind == "extra":
        return T("extra {action}", action=term("extra", move["action"]))
    if kind == "bonus":
        return T("start bonus {card}", card=term("bonus", move["card"]))
    if kind == "relocate":
        return T("relocate to {space}", space=space_name(move["space"]))
    if kind == "decline":
        return T("decline relocation")
    if kind == "pass":
        return T("pass")
    if kind == "done":
        return T("done")
    return str(kind)


def _names_card(wanted: str, card: str) -> bool:
    """The typed text names the end-game card (its key's words, or its name in any
    language), as whole words."""
    padded = f" {wanted} "
    names = {
        fold(card.replace("_", " ")),
        *folded_renderings(T("{card}", card=term("endgame_card", card))),
    }
    return any(f" {name} " in padded for name in names)


def _holds(written: list[str], words: list[str]) -> bool:
    return any(all(w in x.split() for w in words) for x in written)


def parse(moves: list[Move], text: str, default_payment: Any) -> Move:
    """The legal move whose notation or sentence (in any language the server has) is the
    text, or the one holding every word typed; a placement without payment takes the default
    payment."""
    wanted = fold(text)
    if not wanted:
        raise MalformedMove(E_UNREADABLE, T("The reply holds no move text."))
    words = wanted.split()
    said = [(notation(m), m) for m in moves]
    texts = [(folded_renderings(t) + folded_renderings(sentence(m)), t, m) for t, m in said]
    exact = [m for written, _, m in texts if wanted in written]
    if len(exact) == 1:
        return exact[0]
    endgame = [m for m in moves if m["type"] == "endgame"]
    named = [m for m in endgame if _names_card(wanted, m["card"])]
    if len(named) == 1:
        return named[0]
    containing = [
        (t, m)
        for written, t, m in texts
        if any(all(w in x.split() for w in words) for x in written)
    ]
    if len(containing) == 1:
        return containing[0][1]
    spaces = {m.get("space") for _, m in containing}
    if containing and all(m["type"] == "place" for _, m in containing) and len(spaces) == 1:
        return dict(default_payment([m for _, m in containing]))
    close = [t for t, _ in (containing or said)[:5]]
    if len(containing) > 1:
        raise AmbiguousMove(
            E_AMBIGUOUS,
            T(
                "“{typed}” fits {count} moves. Did you mean: {moves}?",
                typed=text.strip(),
                count=len(containing),
                moves=semicolons(close),
            ),
            candidates=close,
        )
    raise IllegalMove(
        E_NO_MATCHING_MOVE,
        T(
            "“{typed}” is not a legal move now. Possible moves include: {moves}{hint}.",
            typed=text.strip(),
            moves=semicolons(close),
            hint=T(" (for an end-game card, name the card)") if endgame else "",
        ),
        candidates=close,
    )


def line_name(line: str) -> str:
    return str(LINE_NAMES[line])
