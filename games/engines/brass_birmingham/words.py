"""Brass: Birmingham's vocabulary: its things by kind (names from catalog.py's data) and ``T``,
the one way this engine makes a sentence (extracted into its gettext catalogue, msgctxt
"brass-birmingham")."""

from __future__ import annotations

from games.engines.core import Term, Text, Words

from . import catalog as cat

WORDS = Words("brass-birmingham")
T = WORDS.text
Tn = WORDS.plural
#: Tile levels as printed on the tiles.
ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII")

WORDS.define("industry", dict(cat.INDUSTRY_NAMES))
WORDS.define("place", dict(cat.PLACE_NAMES))
WORDS.define("card", {key: card.name for key, card in cat.CARDS.items()})
WORDS.define("era", {"canal": "Canal Era", "rail": "Rail Era"})
WORDS.define("link", {"canal": "Canal", "rail": "Rail"})
WORDS.define(
    "move",
    {
        "build": "Build",
        "network": "Network",
        "develop": "Develop",
        "sell": "Sell",
        "loan": "Loan",
        "scout": "Scout",
        "pass": "Pass",
        "coal": "Coal",
        "iron": "Iron",
        "beer": "Beer",
        "develop_bonus": "Gloucester develop bonus",
        "sell_more": "Sell another tile",
        "rail2": "Second rail link",
        "done": "Done",
        "shortfall": "Remove a tile for the shortfall",
    },
)


def industry(key: str) -> Term:
    return WORDS.term("industry", key)


def place(key: str) -> Term:
    return WORDS.term("place", key)


def card(key: str) -> Term:
    return WORDS.term("card", key)


def era(key: str) -> Term:
    return WORDS.term("era", key)


def card_text(key: str) -> Text | str:
    """A card as the player sees it: "Dudley card" (a key that is no card stays verbatim)."""
    if key not in cat.CARDS:
        return key
    return T("{card} card", card=card(key))


def link(link_id: str) -> Text:
    """A route by its two towns: "Birmingham–Dudley" (Kidderminster–Worcester also reaches
    the farm brewery between them, which the name leaves implied, as the board does)."""
    ends = cat.LINKS[link_id].ends
    return T("{a}–{b}", a=place(ends[0]), b=place(ends[1]))


# The new-game form's words for this engine's options (options_schema): the option, then each
# choice under the option's own name.
WORDS.define("option", {"variant": "Variant"})
WORDS.define(
    "variant",
    {
        "standard": "The full game (Canal Era and Rail Era)",
        "intro": "Introductory game (Canal Era only, with extra final scoring)",
    },
)
