"""JSON Schema per move type (published through the API)."""

from __future__ import annotations

from typing import Any

from .catalog import ACTIONS, COLOURS, SHAPES

_HEX = {"type": "string", "minLength": 1, "maxLength": 12}
_HALF = {"type": "boolean", "description": "Germany's Engineer: this tile at half price."}
_BUILD = {
    "hex": _HEX,
    "tile": {"type": "string", "enum": list(SHAPES)},
    "rotation": {"type": "integer", "minimum": 0, "maximum": 5},
    "half_price": _HALF,
    "bonus_players": {
        "type": "array",
        "items": {"type": "integer", "minimum": 0},
        "description": "Western U.S.: the two players the transcontinental bonus goes to.",
    },
}
#: Version 1's Germany build turn named its steps in one move (build_track/legacy.py).
_STEP: dict[str, Any] = {
    "type": "object",
    "properties": {
        "hex": _HEX,
        "tile": {"type": "string", "enum": list(SHAPES)},
        "rotation": {"type": "integer", "minimum": 0, "maximum": 5},
        "half_price": {"type": "boolean"},
        "special_link": {"type": "boolean"},
        "bonus_players": {"type": "array", "items": {"type": "integer"}},
    },
    "additionalProperties": False,
}


def _obj(
    type_: str,
    props: dict[str, Any] | None = None,
    required: list[str] | None = None,
    extra: dict[str, Any] | None = None,
) -> dict[str, Any]:
    properties: dict[str, Any] = {"type": {"const": type_}}
    properties.update(props or {})
    properties.update(extra or {})
    return {
        "type": "object",
        "properties": properties,
        "required": ["type", *(required or [])],
        "additionalProperties": False,
    }


MOVE_SCHEMAS: dict[str, dict[str, Any]] = {
    "issue_shares": _obj(
        "issue_shares", {"count": {"type": "integer", "minimum": 0, "maximum": 13}}, ["count"]
    ),
    "bid": _obj("bid", {"amount": {"type": "integer"}}, ["amount"]),
    "pass": _obj("pass"),
    "use_turn_order_pass": _obj("use_turn_order_pass"),
    "select_action": _obj(
        "select_action", {"action": {"type": ["string", "null"], "enum": [*ACTIONS, None]}}
    ),
    "urbanize": _obj("urbanize", {"hex": _HEX, "letter": {"type": "string"}}, ["hex", "letter"]),
    "skip_urbanize": _obj("skip_urbanize"),
    "build": _obj("build", _BUILD, ["hex", "tile", "rotation"]),
    "build_special_link": _obj("build_special_link", {"half_price": _HALF}),
    "end_build": _obj("end_build"),
    "take_back_build": _obj("take_back_build"),
    "build_turn": _obj(
        "build_turn", {"steps": {"type": "array", "items": _STEP, "maxItems": 4}}, []
    ),
    "deliver": _obj(
        "deliver",
        {
            "from": _HEX,
            "colour": {"type": "string", "enum": list(COLOURS)},
            "links": {
                "type": "array",
                "minItems": 1,
                "items": {"type": "array", "minItems": 2, "items": _HEX},
            },
            "bonus_link": {"type": "integer", "minimum": 0},
        },
        ["from", "colour", "links"],
    ),
    "increase_locomotive": _obj("increase_locomotive"),
    "place_production": _obj(
        "place_production",
        {
            "spaces": {
                "type": "array",
                "maxItems": 2,
                "items": {
                    "type": "array",
                    "prefixItems": [{"type": "string"}, {"type": "integer"}],
                    "minItems": 2,
                    "maxItems": 2,
                },
            },
        },
        ["spaces"],
    ),
    "pay_start": _obj("pay_start"),
    "decline_start": _obj("decline_start"),
}

PHASE_MOVES: dict[str, tuple[str, ...]] = {
    "shares": ("issue_shares",),
    "auction": ("bid", "pass", "use_turn_order_pass"),
    "actions": ("select_action",),
    "urbanize": ("urbanize", "skip_urbanize"),
    "build": (
        "build",
        "build_special_link",
        "end_build",
        "take_back_build",
        "build_turn",
        "urbanize",
    ),
    "move": ("deliver", "increase_locomotive", "pass"),
    "production": ("place_production",),
    "order": ("pay_start", "decline_start"),
}


# --------------------------------------------------------------------------- fast acceptance

_BARE = frozenset(
    {
        "pass",
        "end_build",
        "take_back_build",
        "increase_locomotive",
        "skip_urbanize",
        "use_turn_order_pass",
        "pay_start",
        "decline_start",
    }
)
_BUILD_KEYS = frozenset({"type", "hex", "tile", "rotation", "half_price", "bonus_players"})
_DELIVER_KEYS = frozenset({"type", "from", "colour", "links", "bonus_link"})
_TILES = frozenset(SHAPES)
_ACTIONS = frozenset(ACTIONS)


def _int(value: Any, low: int | None = None, high: int | None = None) -> bool:
    """An integer of JSON Schema (a bool is none) within the bounds."""
    return type(value) is int and (low is None or value >= low) and (high is None or value <= high)


def _hex(value: Any) -> bool:
    return type(value) is str and 1 <= len(value) <= 12


def plainly_valid(move: dict[str, Any]) -> bool:
    """True when the move certainly fits its schema (the common moves, checked in a few
    steps); False sends it to the full JSON Schema check, which also words what is wrong.
    apply runs this on every move, where a schema validator takes tens of microseconds."""
    kind = move["type"]
    if kind in _BARE:
        return len(move) == 1
    if kind == "build":
        tile = move.get("tile")
        bonus = move.get("bonus_players", [])
        return (
            move.keys() <= _BUILD_KEYS
            and _hex(move.get("hex"))
            and type(tile) is str
            and tile in _TILES
            and _int(move.get("rotation"), 0, 5)
            and type(move.get("half_price", False)) is bool
            and type(bonus) is list
            and all(_int(p, 0) for p in bonus)
        )
    if kind == "bid":
        return len(move) == 2 and _int(move.get("amount"))
    if kind == "issue_shares":
        return len(move) == 2 and _int(move.get("count"), 0, 13)
    if kind == "select_action":
        action = move.get("action")
        return move.keys() <= {"type", "action"} and (
            action is None or (type(action) is str and action in _ACTIONS)
        )
    if kind == "deliver":
        links = move.get("links")
        colour = move.get("colour")
        return (
            move.keys() <= _DELIVER_KEYS
            and _hex(move.get("from"))
            and type(colour) is str
            and colour in COLOURS
            and type(links) is list
            and len(links) >= 1
            and all(type(x) is list and len(x) >= 2 and all(_hex(h) for h in x) for x in links)
            and ("bonus_link" not in move or _int(move["bonus_link"], 0))
        )
    return False
