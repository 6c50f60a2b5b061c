"""A JSON Schema per move type (published through the API)."""

from __future__ import annotations

from typing import Any

STACKS = ("city", "water", "meadow", "forest", "field", "mountain", "desert")
GOODS = ("cattle", "wood", "grain", "ore", "fish")  # catalog.GOODS
SPACE = {"type": "string", "pattern": "^-?[0-9]+,-?[0-9]+$"}


def _obj(**props: Any) -> dict[str, Any]:
    required = [k for k in props if not k.startswith("_")]
    fields = {k.lstrip("_"): v for k, v in props.items()}
    return {
        "type": "object",
        "properties": {"type": {"type": "string"}, **fields},
        "required": ["type", *required],
        "additionalProperties": False,
    }


THREE_SPACES = {"type": "array", "items": SPACE, "minItems": 3, "maxItems": 3}

MOVE_SCHEMAS: dict[str, dict[str, Any]] = {
    "choose_capital": _obj(city=SPACE),
    "move_capital": _obj(city=SPACE),
    "buy": _obj(space=SPACE, count={"type": "integer", "minimum": 1, "maximum": 9}),
    "move": _obj(**{"from": SPACE, "to": SPACE}),
    "road": _obj(
        a=SPACE,
        b=SPACE,
        use_a={"type": "integer", "minimum": 0, "maximum": 9},
        use_b={"type": "integer", "minimum": 0, "maximum": 9},
        _return_from=SPACE,
    ),
    "business": _obj(space=SPACE, fish={"type": "boolean"}),
    "recycle": _obj(space=SPACE, piece={"enum": ["inhabitant", "settlement"]}),
    "privilege": _obj(kind={"type": "string", "pattern": "^(I|II|III) \\([0-9]+\\)$"}),
    "decline": _obj(),
    "reuse": _obj(space=SPACE),
    "storm": _obj(to=SPACE, **{"from": THREE_SPACES}),
    "new_capital": _obj(city=SPACE),
    "take": _obj(space=SPACE),
    "shrink": _obj(space=SPACE, piece={"enum": ["inhabitant", "settlement"]}),
    "explore": _obj(
        **{"from": SPACE, "to": SPACE},
        _shift={"type": "array", "items": {"enum": list(STACKS)}, "minItems": 2, "maxItems": 2},
    ),
    "stop_exploring": _obj(),
    "join": _obj(**{"from": SPACE, "to": SPACE}),
    "discover": _obj(
        to=SPACE,
        _shift={"type": "array", "items": {"enum": list(STACKS)}, "minItems": 2, "maxItems": 2},
    ),
    "harvest": _obj(space=SPACE),
    "buy_share": _obj(company={"type": "integer", "minimum": 0, "maximum": 4}),
    "sell_share": _obj(),
    "upgrade": _obj(what={"enum": ["mp", "hold"]}),
    "drive": _obj(to=SPACE),
    "load": _obj(what={"enum": [*GOODS, "inhabitant"]}),
    "unload": _obj(what={"enum": [*GOODS, "inhabitant"]}),
    "deliver": _obj(good={"enum": list(GOODS)}),
    "settle": _obj(),
    "buy_mp": _obj(count={"type": "integer", "minimum": 1, "maximum": 20}),
    "wagon_road": _obj(to=SPACE),
    "sealed_bid": _obj(amount={"type": "integer", "minimum": 0}),
    "place": _obj(place={"type": "integer", "minimum": 1, "maximum": 4}, _city=SPACE),
    "bid": _obj(amount={"type": "integer", "minimum": 0}),
    "pass": _obj(),
    "factory": _obj(city=SPACE),
    "fight": _obj(space=SPACE),
    "retreat": _obj(to=SPACE, **{"from": SPACE}),
    "keep": _obj(good={"enum": list(GOODS)}),
    "done": _obj(),
    "trade": _obj(
        _buy={"type": "integer", "minimum": 0, "maximum": 4},
        _sell={
            "type": "array",
            "minItems": 1,
            "maxItems": 5,
            "items": {
                "type": "object",
                "properties": {
                    "company": {"type": "integer", "minimum": 0, "maximum": 4},
                    "units": {"type": "integer", "minimum": 1, "maximum": 5},
                },
                "required": ["company", "units"],
                "additionalProperties": False,
            },
        },
    ),
    "drop_out": _obj(),
    "dividend": _obj(pay_out={"type": "boolean"}),
}
