"""A JSON Schema per move type. Slots are counted from 1; tiles are named ``location/slot``.

Actions (each plays a card): build, network, develop, sell, loan, scout, pass.
Choices inside an action: coal, iron, beer, develop_bonus, sell_more, rail2, done.
End of round: shortfall (a tile to remove when negative income cannot be paid).
"""

from __future__ import annotations

import re
from typing import Any

from . import catalog as cat

CARD = {"enum": sorted(cat.CARDS)}
LOCATION = {"enum": sorted(cat.LOCATIONS)}
INDUSTRY = {"enum": list(cat.INDUSTRIES)}
LINK = {"enum": sorted(cat.LINKS)}
REF = {"type": "string", "pattern": "^[a-z_]+(/[0-9]+|-[0-9]+)?$"}
SLOT = {"type": "integer", "minimum": 1, "maximum": 4}
SPACE = {"type": "string", "pattern": "^[a-z]+-[0-9]$"}


def _obj(kind: str, **props: Any) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {"type": {"const": kind}, **props},
        "required": ["type", *props],
        "additionalProperties": False,
    }


ACTIONS = ("build", "network", "develop", "sell", "loan", "scout", "pass")
CHOICES = ("coal", "iron", "beer", "develop_bonus", "sell_more", "rail2", "done")

SCHEMAS: dict[str, dict[str, Any]] = {
    "build": _obj("build", card=CARD, industry=INDUSTRY, location=LOCATION, slot=SLOT),
    "network": _obj("network", card=CARD, link=LINK),
    "develop": _obj(
        "develop",
        card=CARD,
        industries={"type": "array", "items": INDUSTRY, "minItems": 1, "maxItems": 2},
    ),
    "sell": _obj("sell", card=CARD, location=LOCATION, slot=SLOT, merchant=SPACE),
    "loan": _obj("loan", card=CARD),
    "scout": _obj("scout", cards={"type": "array", "items": CARD, "minItems": 3, "maxItems": 3}),
    "pass": _obj("pass", card=CARD),
    "coal": _obj("coal", source=REF),
    "iron": _obj("iron", source=REF),
    "beer": _obj("beer", source=REF),
    "develop_bonus": _obj("develop_bonus", industry={"enum": [*cat.INDUSTRIES, None]}),
    "sell_more": _obj("sell_more", location=LOCATION, slot=SLOT, merchant=SPACE),
    "rail2": _obj("rail2", link=LINK),
    "done": _obj("done"),
    "shortfall": _obj("shortfall", location=LOCATION, slot=SLOT),
}


# A hand-written twin of SCHEMAS for the hot path: apply checks every move, and compiled
# jsonschema costs more than the rest of a typical move. Only a move it rejects goes through
# jsonschema, for the message.
_REF = re.compile(REF["pattern"])
_SPACE = re.compile(SPACE["pattern"])
_CARDS = frozenset(cat.CARDS)
_LOCATIONS = frozenset(cat.LOCATIONS)
_INDUSTRIES = frozenset(cat.INDUSTRIES)
_LINKS = frozenset(cat.LINKS)


def _slot(v: Any) -> bool:
    return type(v) is int and 1 <= v <= 4


def _str_in(options: frozenset[str]) -> Any:
    return lambda v: isinstance(v, str) and v in options


def _list_of(options: frozenset[str], low: int, high: int) -> Any:
    return lambda v: (
        isinstance(v, list)
        and low <= len(v) <= high
        and all(isinstance(x, str) and x in options for x in v)
    )


_FIELDS: dict[str, dict[str, Any]] = {
    "build": {
        "card": _str_in(_CARDS),
        "industry": _str_in(_INDUSTRIES),
        "location": _str_in(_LOCATIONS),
        "slot": _slot,
    },
    "network": {"card": _str_in(_CARDS), "link": _str_in(_LINKS)},
    "develop": {"card": _str_in(_CARDS), "industries": _list_of(_INDUSTRIES, 1, 2)},
    "sell": {
        "card": _str_in(_CARDS),
        "location": _str_in(_LOCATIONS),
        "slot": _slot,
        "merchant": lambda v: isinstance(v, str) and bool(_SPACE.match(v)),
    },
    "loan": {"card": _str_in(_CARDS)},
    "scout": {"cards": _list_of(_CARDS, 3, 3)},
    "pass": {"card": _str_in(_CARDS)},
    "coal": {"source": lambda v: isinstance(v, str) and bool(_REF.match(v))},
    "iron": {"source": lambda v: isinstance(v, str) and bool(_REF.match(v))},
    "beer": {"source": lambda v: isinstance(v, str) and bool(_REF.match(v))},
    "develop_bonus": {"industry": lambda v: v is None or (isinstance(v, str) and v in _INDUSTRIES)},
    "sell_more": {
        "location": _str_in(_LOCATIONS),
        "slot": _slot,
        "merchant": lambda v: isinstance(v, str) and bool(_SPACE.match(v)),
    },
    "rail2": {"link": _str_in(_LINKS)},
    "done": {},
    "shortfall": {"location": _str_in(_LOCATIONS), "slot": _slot},
}
assert set(_FIELDS) == set(SCHEMAS)


def fast_valid(move: Any) -> bool:
    """True when ``move`` certainly fits its schema (False: ask jsonschema for the message)."""
    if not isinstance(move, dict):
        return False
    fields = _FIELDS.get(move.get("type"))  # type: ignore[arg-type]
    if fields is None or len(move) != len(fields) + 1:
        return False
    return all(key in move and check(move[key]) for key, check in fields.items())
