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
