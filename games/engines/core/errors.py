"""Refusals: a stable code for machines and a Text for people.

The platform's codes (the pipeline's, the parser's, setup's) are constants here, ``E_``
everywhere; an engine's own codes name a rule (``E_COAL_SOURCE_NOT_NEAREST``) and live with
the rule. A code is never renamed once published.
"""

from __future__ import annotations

from .words import Said, english

# The pipeline's refusals, in the order it checks.
E_GAME_OVER = "E_GAME_OVER"
E_SEAT_DROPPED = "E_SEAT_DROPPED"
E_NOT_YOUR_TURN = "E_NOT_YOUR_TURN"
E_MALFORMED_MOVE = "E_MALFORMED_MOVE"
E_UNKNOWN_MOVE_TYPE = "E_UNKNOWN_MOVE_TYPE"
E_MOVE_NOT_EXPECTED = "E_MOVE_NOT_EXPECTED"
# Parsing typed text.
E_UNREADABLE = "E_UNREADABLE"
E_NO_MATCHING_MOVE = "E_NO_MATCHING_MOVE"
E_AMBIGUOUS = "E_AMBIGUOUS"
# Setting up.
E_PLAYER_COUNT = "E_PLAYER_COUNT"
E_INVALID_OPTIONS = "E_INVALID_OPTIONS"

PLATFORM_CODES = (
    E_GAME_OVER,
    E_SEAT_DROPPED,
    E_NOT_YOUR_TURN,
    E_MALFORMED_MOVE,
    E_UNKNOWN_MOVE_TYPE,
    E_MOVE_NOT_EXPECTED,
    E_UNREADABLE,
    E_NO_MATCHING_MOVE,
    E_AMBIGUOUS,
    E_PLAYER_COUNT,
    E_INVALID_OPTIONS,
)


class IllegalMove(ValueError):
    """A move the rules refuse. ``code`` is stable; ``text`` speaks to the player (a Text the
    platform renders in the reader's language; ``message`` is its English form, rendered
    when asked: a rule check that refuses a candidate inside legal_moves is never read)."""

    def __init__(self, code: str, text: Said, **details: object) -> None:
        self.code, self.text, self.details = code, text, details
        super().__init__(code)

    @property
    def message(self) -> str:
        return english(self.text)

    def __str__(self) -> str:
        return f"{self.code}: {self.message}"


class MalformedMove(IllegalMove):
    """Does not fit the move schema or the notation grammar."""


class AmbiguousMove(IllegalMove):
    """Text fits several legal moves; ``details["candidates"]`` lists them (as Texts)."""


class UnknownEngine(LookupError):
    """No engine is registered under that slug."""


class InvalidOptions(ValueError):
    """Game options or player count an engine cannot set up; ``code`` is stable."""

    def __init__(self, code: str, text: Said) -> None:
        self.code, self.text = code, text
        self.message = english(text)
        super().__init__(f"{code}: {self.message}")
