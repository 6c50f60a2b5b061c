"""JSON Schema of every move type (published through the API)."""

from __future__ import annotations

from typing import Any

from .catalog import COLOURS, ENDGAME_CARDS, LINES, QUESTION_CARDS, START_BONUS, TOKENS


def _obj(type_: str, props: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {"type": {"const": type_}, **props},
        "required": ["type", *required],
        "additionalProperties": False,
    }


_NUM = {"type": "integer", "minimum": 0}
_LINE = {"enum": list(LINES)}

SCHEMAS: dict[str, dict[str, Any]] = {
    "place": _obj(
        "place",
        {
            "space": {
                "type": "string",
                "description": "board space id or engineer:<n> (own engineer)",
            },
            "workers": _NUM,
            "temporary": _NUM,
            "coins": _NUM,
            "black": {"type": "boolean"},
        },
        ["space"],
    ),
    "pass": _obj("pass", {}, []),
    "done": _obj("done", {}, []),
    "track": _obj("track", {"line": _LINE, "colour": {"enum": list(COLOURS)}}, ["line", "colour"]),
    "industry": _obj("industry", {"marker": {"enum": [0, 1]}}, ["marker"]),
    "locomotive": _obj(
        "locomotive",
        {
            "number": {"type": "integer", "minimum": 1, "maximum": 9},
            "line": _LINE,
            "replace": {"type": ["integer", "null"], "minimum": 1, "maximum": 9},
        },
        ["number", "line", "replace"],
    ),
    "scrap": _obj("scrap", {"number": {"type": "integer", "minimum": 1, "maximum": 9}}, ["number"]),
    "factory": _obj(
        "factory",
        {
            "source": {"enum": ["stack", "display"]},
            "number": {"type": "integer", "minimum": 1, "maximum": 9},
            "gap": {"type": ["integer", "null"], "minimum": 1, "maximum": 5},
        },
        ["source", "number", "gap"],
    ),
    "token": _obj("token", {"token": {"enum": list(TOKENS)}}, ["token"]),
    "card": _obj("card", {"card": {"enum": list(QUESTION_CARDS)}}, ["card"]),
    "endgame": _obj("endgame", {"card": {"enum": list(ENDGAME_CARDS)}}, ["card"]),
    "factory9": _obj("factory9", {"choice": {"enum": ["card", "points"]}}, ["choice"]),
    "reuse": _obj("reuse", {"space": {"type": "string"}}, ["space"]),
    "extra": _obj("extra", {"action": {"enum": ["doubler", "industry", "black"]}}, ["action"]),
    "bonus": _obj("bonus", {"card": {"enum": list(START_BONUS)}}, ["card"]),
    "relocate": _obj("relocate", {"space": {"type": "string"}}, ["space"]),
    "decline": _obj("decline", {}, []),
}

OPTIONS_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "coal": {
            "const": False,
            "description": "coal module: not playable (coal board spaces "
            "and foundry acquisition are only in pictures)",
        },
        "german_railroads": {"const": False, "description": "Germany board: not playable"},
        "american_railroads": {"const": False, "description": "USA board: not playable"},
        "dsp": {"const": False, "description": "DSP mini-expansion: not playable"},
    },
    "additionalProperties": False,
}
