"""504's vocabulary: its things by kind and ``T``, the one way this engine makes a sentence
(extracted into its gettext catalogue, msgctxt "504"; the platform renders it in the
reader's language, docs/engine-framework.md §4).

The English names are the engine's own words (a terrain "field" is the rulebook's *Acker*);
the German ones are the German rulebook's, in ``locale/de``. Two kinds name a phase: the
notation's ``phase`` keeps the short number ("3D", stored notation stays as it was) and
``phase_name`` is the phase as the rulebook heads it ("3D: Inhabitants", "3 D: Bewohner").
"""

from __future__ import annotations

from games.engines.core import Term, Words

from .catalog import FACTS, GOODS, TERRAINS
from .world import all_world_ids

WORDS = Words("504")
T = WORDS.text
Tn = WORDS.plural

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
    "phase_name",
    {
        "1": "1: Turn order",
        "2": "2: Privileges",
        "3A": "3A: Capital",
        "3B": "3B: Share trading",
        "3C": "3C: Purchase",
        "3D": "3D: Inhabitants",
        "3E": "3E: Transport wagon",
        "3F": "3F: Factories",
        "3G": "3G: Combat",
        "3H": "3H: Income",
        "3P": "3C: Purchase (privilege first)",
        "4": "4: Dividend",
        "5": "5: Scoring",
    },
)
WORDS.define(
    "decision",
    {
        "choose_capital": "choosing a capital",
        "shrink": "removing pieces after the scoring",
        "turn": "a turn",
        "over": "the game is over",
        "auction": "the privilege auction",
        "sealed_bid": "the sealed bids for the turn order",
        "place": "choosing a place in the turn order",
        "dividend": "paying out or retaining",
        "company_capital": "the capital of a new company",
        "stock_round": "the stock round",
        "new_capital": "choosing a new capital",
        "seize": "seizing a capital",
        "takeover": "taking over a space",
    },
)
MODULES = {
    "1": "Transport",
    "2": "Race",
    "3": "Privileges",
    "4": "Military",
    "5": "Exploration",
    "6": "Roads",
    "7": "Majorities",
    "8": "Production",
    "9": "Shares",
}
WORDS.define("module", MODULES)
# The new-game form's words: the option, and each world by its number and its modules on
# TOP I, II and III (all 504 worlds, so that a world opened later already has its words).
WORDS.define("option", {"world": "World"})
WORDS.define("world", {w: f"{w}: " + ", ".join(MODULES[m] for m in w) for w in all_world_ids()})
WORDS.define("fact", {key: str(fact["what"]) for key, fact in FACTS.items()})

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


def phase_name(code: str) -> Term:
    """A phase as the rulebook heads it ("3D: Inhabitants")."""
    return WORDS.term("phase_name", code)


def move_term(kind: str) -> Term:
    """A move type by its label ("Build a road")."""
    return WORDS.term("move", kind)


def halves(count: int) -> int | float:
    """A count kept in halves (the wagon's movement points) as a number to show: 3 for 6,
    1.5 for 3."""
    return count // 2 if count % 2 == 0 else count / 2
