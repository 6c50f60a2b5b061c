"""Russian Railroads' vocabulary: its things by kind (names from catalog.py's data and the
notation's short forms) and ``T``, the one way this engine makes a sentence (extracted into
its gettext catalogue, msgctxt "russian-railroads")."""

from __future__ import annotations

from ..core import Term, Words
from .catalog import COLOURS, ENDGAME_CARDS, LINE_NAMES, QUESTION_CARDS, START_BONUS, TOKENS

WORDS = Words("russian-railroads")
T = WORDS.text
Tn = WORDS.plural

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
    "loco_or_factory_1": "loco or factory (1 worker)",
    "loco_or_factory_2": "loco or factory (2 workers)",
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


def _spoken(keys: tuple[str, ...]) -> dict[str, str]:
    return {k: k.replace("_", " ") for k in keys}


WORDS.define("space", SPACE_NAMES)
WORDS.define("line", {k: k.upper() for k in LINE_NAMES})
WORDS.define("line_name", dict(LINE_NAMES))
WORDS.define("colour", {c: c for c in COLOURS})
WORDS.define("token", _spoken(TOKENS))
WORDS.define("card", _spoken(QUESTION_CARDS))
WORDS.define("endgame_card", _spoken(ENDGAME_CARDS))
WORDS.define("bonus", _spoken(START_BONUS))
WORDS.define("extra", {"doubler": "doubler", "industry": "industry", "black": "black"})
WORDS.define(
    "move",
    {
        "place": "place workers",
        "pass": "pass",
        "done": "end the action",
        "track": "move a track marker",
        "industry": "move an industry marker",
        "locomotive": "put a locomotive on a line",
        "scrap": "return a locomotive to the display as a factory",
        "factory": "build a factory",
        "token": "take a ?-token",
        "card": "take a ?-card",
        "endgame": "keep an end-game card",
        "factory9": "factory 9: an end-game card or 10 points",
        "reuse": "use an action space again",
        "extra": "choose an extra action",
        "bonus": "choose a start bonus card",
        "relocate": "move the turn-order worker",
        "decline": "leave the turn-order worker where it is",
    },
)


def term(kind: str, key: str) -> Term:
    return WORDS.term(kind, key)


# The new-game form's words for this engine's options (options_schema; none is playable yet).
WORDS.define(
    "option",
    {
        "coal": "Coal module (German Railroads; not playable here)",
        "german_railroads": "Germany board (German Railroads; not playable here)",
        "american_railroads": "USA board (American Railroads; not playable here)",
        "dsp": "DSP mini-expansion (not playable here)",
    },
)


# The game log's words (sentences.py): each thing named in full, as the rulebook names it
# (the notation above keeps its short forms, which players type).
WORDS.define(
    "route",
    {"ts": "Trans-Siberian Railway", "sp": "St. Petersburg line", "kv": "Kiev line"},
)
WORDS.define(
    "marker",
    {
        "black": "black track marker",
        "grey": "grey track marker",
        "brown": "brown track marker",
        "natural": "natural track marker",
        "white": "white track marker",
    },
)
WORDS.define(
    "action",
    {
        "black_2": "2 black track steps",
        "black_3": "3 black track steps",
        "grey_2": "2 grey track steps",
        "grey_3": "3 grey track steps",
        "brown_1": "1 brown track step",
        "brown_2": "2 brown track steps",
        "natural_1": "1 natural track step",
        "natural_2": "2 natural track steps",
        "white_1": "1 white track step",
        "white_2": "2 white track steps",
        "joker": "track joker",
        "collection_point": "assembly point",
        "loco_or_factory_1": "locomotive or factory (1 worker)",
        "loco_or_factory_2": "locomotive or factory (2 workers)",
        "loco_and_factory": "locomotive and factory",
        "industry_1": "1 industry step",
        "industry_2": "2 industry steps",
        "industry_black": "industry step and black track step",
        "doubler": "doubler",
        "two_coins": "2 coins",
        "temporary_workers": "2 temporary workers",
        "hire_engineer": "hire an engineer",
        "public_engineer_2": "public engineer 2",
        "public_engineer_1": "public engineer 1",
        "turn_order_1": "turn-order track, space 1",
        "turn_order_2": "turn-order track, space 2",
        "last_round": "3 industry steps (last round)",
    },
)
WORDS.define(
    "token_name",
    {
        "second_marker": "second industry marker",
        "endgame_and_card": "end-game card and ?-card",
        "industry_5": "5 industry steps",
        "doublers_3": "3 doublers",
        "track_4": "4 track steps",
        "kiev_medal": "Kiev medal",
        "revaluation": "upgrader",
    },
)
WORDS.define(
    "bonus_name",
    {
        "black_step": "black track step",
        "industry_step": "industry step",
        "doubler": "doubler",
        "coin": "coin",
    },
)
WORDS.define(
    "extra_name",
    {"doubler": "doubler", "industry": "industry step", "black": "black track step"},
)
