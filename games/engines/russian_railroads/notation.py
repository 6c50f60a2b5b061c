"""Readable move text and its parser (email replies).

Notation never names a kept end-game card: it is shown to every seat. Parsing narrows the
legal moves (python-chess style), so a parsed move is always legal; "place 3 black" without a
payment takes the default payment (A-22: temporary workers, own workers, then coins).
"""

from __future__ import annotations

from typing import Any

from ..core import AmbiguousMove, IllegalMove, MalformedMove, normalise_text
from .catalog import LINE_NAMES

State = dict[str, Any]
Move = dict[str, Any]

SPACE_NAMES = {
    "black_2": "2 black",
    "black_3": "3 black",
    "grey_2": "2 grey",
    "grey_3": "3 grey",
    "brown_1": "1 brown",
    "brown_2": "2 brown",
    "natural_1": "1 natural",
    "natural_2": "2 natural",
    "white_1": "1 white",
    "white_2": "2 white",
    "joker": "track joker",
    "collection_point": "assembly point",
    "loco_or_factory_1": "loco or factory 1w",
    "loco_or_factory_2": "loco or factory 2w",
    "loco_and_factory": "loco and factory",
    "industry_1": "1 industry",
    "industry_2": "2 industry",
    "industry_black": "industry and black",
    "doubler": "doubler",
    "two_coins": "2 coins",
    "temporary_workers": "temporary workers",
    "hire_engineer": "hire engineer",
    "public_engineer_2": "public engineer 2",
    "public_engineer_1": "public engineer 1",
    "turn_order_1": "turn order 1",
    "turn_order_2": "turn order 2",
    "last_round": "3 industry last round",
}


def space_name(space: str) -> str:
    if space.startswith("engineer:"):
        return f"own engineer {space.split(':')[1]}"
    return SPACE_NAMES.get(space, space)


def _payment(move: Move) -> str:
    parts = []
    if move.get("black"):
        parts.append("black worker")
    if move.get("workers"):
        parts.append(f"{move['workers']} worker{'s' if move['workers'] != 1 else ''}")
    if move.get("temporary"):
        parts.append(f"{move['temporary']} temporary")
    if move.get("coins"):
        parts.append(f"{move['coins']} coin{'s' if move['coins'] != 1 else ''}")
    return ", ".join(parts) or "nothing"


def notation(move: Move) -> str:
    kind = move.get("type")
    if kind == "place":
        return f"place {space_name(move['space'])} with {_payment(move)}"
    if kind == "track":
        return f"{move['colour']} step on {move['line'].upper()}"
    if kind == "industry":
        return f"industry step with marker {move['marker'] + 1}"
    if kind == "locomotive":
        text = f"locomotive {move['number']} to {move['line'].upper()}"
        return text + (f" replacing {move['replace']}" if move.get("replace") else "")
    if kind == "scrap":
        return f"return locomotive {move['number']} as factory"
    if kind == "factory":
        text = f"factory {move['number']} from {move['source']}"
        return text + (f" replacing gap {move['gap']}" if move.get("gap") else "")
    if kind == "token":
        return f"token {move['token'].replace('_', ' ')}"
    if kind == "card":
        return f"card {move['card'].replace('_', ' ')}"
    if kind == "endgame":
        return "keep an end-game card"
    if kind == "factory9":
        return "factory 9 end-game card" if move["choice"] == "card" else "factory 9 10 points"
    if kind == "reuse":
        return f"reuse {space_name(move['space'])}"
    if kind == "extra":
        return f"extra {move['action']}"
    if kind == "bonus":
        return f"start bonus {move['card'].replace('_', ' ')}"
    if kind == "relocate":
        return f"relocate to {space_name(move['space'])}"
    if kind == "decline":
        return "decline relocation"
    return str(kind)


def parse(moves: list[Move], text: str, default_payment: Any) -> Move:
    wanted = normalise_text(text)
    if not wanted:
        raise MalformedMove("E_UNREADABLE", "The reply holds no move text.")
    words = wanted.split()
    texts = [(normalise_text(notation(m)), m) for m in moves]
    exact = [m for t, m in texts if t == wanted]
    if len(exact) == 1:
        return exact[0]
    endgame = [m for m in moves if m["type"] == "endgame"]
    named = [m for m in endgame if normalise_text(m["card"].replace("_", " ")) in wanted]
    if len(named) == 1:
        return named[0]
    containing = [m for t, m in texts if all(w in t.split() for w in words)]
    if len(containing) == 1:
        return containing[0]
    spaces = {m.get("space") for m in containing}
    if containing and all(m["type"] == "place" for m in containing) and len(spaces) == 1:
        return dict(default_payment(containing))
    close = [notation(m) for m in (containing or moves)[:5]]
    hint = " (for an end-game card, name the card)" if endgame else ""
    if len(containing) > 1:
        raise AmbiguousMove(
            "E_AMBIGUOUS",
            f"“{text.strip()}” fits {len(containing)} moves. Did you mean: {'; '.join(close)}?",
            candidates=close,
        )
    raise IllegalMove(
        "E_NO_MATCHING_MOVE",
        f"“{text.strip()}” is not a legal move now. Possible moves include: "
        f"{'; '.join(close) or 'none'}{hint}.",
        candidates=close,
    )


def line_name(line: str) -> str:
    return str(LINE_NAMES[line])
