"""The engine framework: the protocol every hosted game implements and the machinery around it.

Pure Python: nothing below ``games/engines/`` imports Django. Django code reaches the
engines only through the registry (:func:`get_engine`, :func:`engine_slugs`,
:func:`all_engines`) and this package's names. docs/engine-framework.md shows how an engine
plugs in.

- ``protocol``: the Engine protocol, EngineBase (defaults, redaction, schema checks), the
  pending shape, the optional capabilities (drop, standing orders, words).
- ``pipeline``: Rules, the one apply pipeline and its handler table.
- ``words``: Text, Term, Player, Words: what an engine says, rendered by the platform.
- ``errors``: IllegalMove and the platform's refusal codes (``E_...``).
- ``parse``: typed text to a legal move, in every language the server has.
- ``values``, ``rng``, ``registry``: outcomes and results, seeded draws, the registry.

Randomness comes only from :func:`draw_rng`, seeded by the game's secret seed and a draw
counter kept in ``state["secret"]``, so replaying the moves from the seed reproduces every
state. What chance decided or a move revealed is returned in :class:`Outcome.reveals`,
each part public (``to=None``) or for one seat; the platform stores it on the event, redacts
the history from those marks, and refuses a plain undo of a move that revealed anything.
"""

from __future__ import annotations

from .errors import (
    E_AMBIGUOUS,
    E_GAME_OVER,
    E_INVALID_OPTIONS,
    E_MALFORMED_MOVE,
    E_MOVE_NOT_EXPECTED,
    E_NO_MATCHING_MOVE,
    E_NOT_YOUR_TURN,
    E_PLAYER_COUNT,
    E_SEAT_DROPPED,
    E_UNKNOWN_MOVE_TYPE,
    E_UNREADABLE,
    PLATFORM_CODES,
    AmbiguousMove,
    IllegalMove,
    InvalidOptions,
    MalformedMove,
    UnknownEngine,
)
from .legacy import normalise_text
from .orders import LIMIT_PARAMS, bid_up_to, condition_not_met, pass_above, seat_taken
from .parse import parse_by_notation
from .pipeline import Handler, Rules
from .protocol import DROP, Bot, Engine, EngineBase, StandingOrder, pending_shape
from .registry import all_engines, engine_slugs, get_engine, register
from .rng import draw_rng, seed_digest, seeded_rng
from .values import (
    Move,
    Outcome,
    Result,
    Reveal,
    State,
    assert_json,
    clone_json,
    demote_dropped,
    ranks_from_keys,
)
from .words import (
    CORE_CONTEXT,
    Player,
    Said,
    Term,
    Text,
    Words,
    english,
    fold,
    said_from_json,
    said_json,
)

__all__ = [
    "CORE_CONTEXT",
    "DROP",
    "E_AMBIGUOUS",
    "E_GAME_OVER",
    "E_INVALID_OPTIONS",
    "E_MALFORMED_MOVE",
    "E_MOVE_NOT_EXPECTED",
    "E_NOT_YOUR_TURN",
    "E_NO_MATCHING_MOVE",
    "E_PLAYER_COUNT",
    "E_SEAT_DROPPED",
    "E_UNKNOWN_MOVE_TYPE",
    "E_UNREADABLE",
    "LIMIT_PARAMS",
    "PLATFORM_CODES",
    "AmbiguousMove",
    "Bot",
    "Engine",
    "EngineBase",
    "Handler",
    "IllegalMove",
    "InvalidOptions",
    "MalformedMove",
    "Move",
    "Outcome",
    "Player",
    "Result",
    "Reveal",
    "Rules",
    "Said",
    "StandingOrder",
    "State",
    "Term",
    "Text",
    "UnknownEngine",
    "Words",
    "all_engines",
    "assert_json",
    "bid_up_to",
    "clone_json",
    "condition_not_met",
    "demote_dropped",
    "draw_rng",
    "engine_slugs",
    "english",
    "fold",
    "get_engine",
    "normalise_text",
    "parse_by_notation",
    "pass_above",
    "pending_shape",
    "ranks_from_keys",
    "register",
    "said_from_json",
    "said_json",
    "seat_taken",
    "seed_digest",
    "seeded_rng",
]
