"""504's vocabulary: its things by kind and ``T``, the one way this engine makes a sentence
(extracted into its gettext catalogue, msgctxt "504"; the platform renders it in the
reader's language, docs/engine-framework.md §4).

The English names are the engine's own words so far (a terrain "field" is the rulebook's
*Acker*); the German ones come with the catalogue (issue 19).
"""

from __future__ import annotations

from games.engines.core import Term, Words

from .catalog import GOODS, TERRAINS

WORDS = Words("504")
T = WORDS.text

WORDS.define("terrain", {t: t for t in (*TERRAINS, "water")})
WORDS.define("good", {g: g for g in GOODS})
WORDS.define("piece", {"settlement": "settlement", "inhabitant": "inhabitant"})
WORDS.define(
    "company",
    {c: c for c in ("green", "white", "purple", "blue", "orange")},
)
WORDS.define(
    "phase",
    {
        "3A": "3A",
        "3B": "3B",
        "3C": "3C",
        "3D": "3D",
        "3E": "3E",
        "3F": "3F",
        "3G": "3G",
        "3H": "3H",
        "3P": "3P",
    },
)

WORDS.define(
    "move",
    {
        "choose_capital": "Choose a capital",
        "move_capital": "Move the capital",
        "buy": "Buy inhabitants",
        "move": "Move an inhabitant",
        "road": "Build a road",
        "business": "Build a business",
        "recycle": "Take back a piece",
        "privilege": "Take a privilege",
        "decline": "Decline",
        "reuse": "Use an inhabitant again",
        "storm": "Storm a capital",
        "new_capital": "Choose a new capital",
        "take": "Take over a space",
        "shrink": "Remove a piece",
        "explore": "Explore",
        "stop_exploring": "Stop exploring",
        "harvest": "Harvest",
        "buy_share": "Buy a share",
        "sell_share": "Sell a share",
        "upgrade": "Upgrade the wagon",
        "drive": "Drive the wagon",
        "load": "Load",
        "unload": "Unload",
        "deliver": "Deliver",
        "settle": "Settle",
        "buy_mp": "Buy movement points",
        "wagon_road": "Build the free road",
        "factory": "Build a factory",
        "fight": "Fight",
        "retreat": "Retreat",
        "discover": "Discover with the wagon",
        "join": "Join the discovery",
        "keep": "Keep goods back",
        "done": "Done",
        "sealed_bid": "Starting bid",
        "place": "Take a place",
        "bid": "Bid",
        "pass": "Pass",
        "trade": "Trade shares",
        "drop_out": "Drop out",
        "dividend": "Dividend",
    },
)


def terrain(key: str) -> Term:
    return WORDS.term("terrain", key)


def good(key: str) -> Term:
    return WORDS.term("good", key)


def piece(key: str) -> Term:
    return WORDS.term("piece", key)


def company(colour: str) -> Term:
    return WORDS.term("company", colour)
