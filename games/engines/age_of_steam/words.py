"""Age of Steam's vocabulary: its things by kind, with their English names (the German ones
are the rulebook's, in the catalogue), and ``T``/``Tn``, the one way this engine makes a
sentence (extracted into its gettext catalogue, msgctxt "age-of-steam")."""

from __future__ import annotations

from typing import Any

from games.engines.core import Player, Term, Text, Words

from .catalog import ACTION_NAMES, COLOURS, SHAPES

WORDS = Words("age-of-steam")
T = WORDS.text
Tn = WORDS.plural

WORDS.define(
    "move",
    {
        "issue_shares": "Issue shares",
        "bid": "Bid",
        "pass": "Pass",
        "use_turn_order_pass": "Use the Turn Order Pass",
        "select_action": "Choose an action",
        "urbanize": "Build a New City",
        "skip_urbanize": "Build no New City",
        "build": "Build a tile",
        "build_special_link": "Build the special link",
        "end_build": "Done building",
        "take_back_build": "Take back this turn's track",
        "build_turn": "Build turn",
        "deliver": "Move goods",
        "increase_locomotive": "Increase the locomotive",
        "place_production": "Place the Production cubes",
        "pay_start": "Pay $5 to be start player",
        "decline_start": "Do not pay to be start player",
    },
)
WORDS.define("action", dict(ACTION_NAMES))
WORDS.define(
    "phase",
    {
        "setup": "Setup",
        "order": "Player order",
        "shares": "Issue Shares",
        "auction": "Determine Player Order",
        "actions": "Select Actions",
        "urbanize": "Urbanization",
        "build": "Build Track",
        "move": "Move Goods",
        "production": "Production",
        "growth": "Goods Growth",
        "end_round": "End of the round",
        "over": "Game over",
    },
)
WORDS.define(
    "tile",
    {
        "straight": "straight",
        "gentle_curve": "gentle curve",
        "sharp_curve": "sharp curve",
        "two_straights": "two crossing straights",
        "straight_and_gentle": "straight crossing a gentle curve",
        "two_gentle_crossing": "two crossing gentle curves",
        "straight_and_sharp": "straight beside a sharp curve",
        "two_gentle_coexisting": "two gentle curves side by side",
        "gentle_and_sharp_a": "gentle curve beside a sharp curve (A)",
        "gentle_and_sharp_b": "gentle curve beside a sharp curve (B)",
        "town_1": "town with 1 track",
        "town_3_star": "town with 3 tracks (star)",
        "town_3_adjacent": "town with 3 tracks side by side",
        "town_3_lean_a": "town with 3 tracks (A)",
        "town_3_lean_b": "town with 3 tracks (B)",
    },
)
assert set(WORDS.terms["tile"]) == set(SHAPES)
WORDS.define("colour", {c: c for c in COLOURS})
# maps/__init__.py declares the maps and their places ("map", "place") once they are loaded.


def move_name(kind: str) -> Term:
    return WORDS.term("move", kind)


def action(key: str) -> Term:
    return WORDS.term("action", key)


def phase(key: str) -> Term:
    return WORDS.term("phase", key)


def tile(key: str) -> Term:
    return WORDS.term("tile", key)


def colour(key: str) -> Term:
    return WORDS.term("colour", key)


def map_name(key: str) -> Term | str:
    """A map by its name (a test map that is none of the rulebook's: its key)."""
    return WORDS.term("map", key) if key in WORDS.terms.get("map", {}) else key


def place(state: dict[str, Any], h: str) -> Term | Text | str:
    """A hex as a player reads it: its city or town, a New City, or its printed label."""
    key = f"{state['map']}/{h}"
    letter = state["new_cities"].get(h)
    named = WORDS.terms["place"].get(key) is not None
    if letter is not None:
        if named:
            return T("New City {letter} ({place})", letter=letter, place=WORDS.term("place", key))
        return T("New City {letter} ({place})", letter=letter, place=h)
    return WORDS.term("place", key) if named else h


def player(seat: int) -> Player:
    return Player(seat)


def money(amount: int) -> Text:
    return T("${amount}", amount=amount)


def display_space(column: str, row: int) -> Text:
    """A space of the goods display: its column (light 1-6, dark 1-6, New City A-H) and
    its place from the top (``row`` counts from 0)."""
    if column[0] in "LD" and column[1:].isdigit():
        if column[0] == "L":
            return T("light {number}, space {row}", number=int(column[1:]), row=row + 1)
        return T("dark {number}, space {row}", number=int(column[1:]), row=row + 1)
    return T("New City {letter}, space {row}", letter=column, row=row + 1)


def route(state: dict[str, Any], hexes: Any) -> list[Any]:
    """A link named by the places it runs through."""
    return [place(state, h) for h in hexes]


def spot(map_key: str, h: str) -> Term | str:
    """A hex where track lies: its town's name, else its printed label."""
    key = f"{map_key}/{h}"
    return WORDS.term("place", key) if key in WORDS.terms["place"] else h


def action_label(key: str) -> Text:
    """An action's name as a sentence of its own (a label on the board)."""
    return T("{action}", action=action(key))


# The new-game form's words for this engine's options (options_schema): the option's label;
# the map choices are the "map" terms.
WORDS.define(
    "option",
    {
        "map": "Map",
        "easier": "Easier Barbados: 2 cubes per yellow city instead of 1",
    },
)
