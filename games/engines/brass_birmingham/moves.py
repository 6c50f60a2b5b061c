"""A JSON Schema per move type. Slots are counted from 1; tiles are named ``location/slot``.

Actions (each plays a card): build, network, develop, sell, loan, scout, pass.
Choices inside an action: coal, iron, beer, develop_bonus, sell_more, rail2, done.
End of round: shortfall (a tile to remove when negative income cannot be paid).
"""

from __future__ import annotations

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
