"""Errors the game services raise; config/problems.py turns each into problem details.

A refusal's sentence is made with gettext when it is raised: the reader's language is the
active one then (the middleware activates it for a request; a worker overrides it with the
recipient's). tests/unit/test_refusal_words.py refuses a plain English literal here.
"""

from __future__ import annotations

from django.utils.translation import gettext as _

#: A game's status as the end of a sentence, e.g. "Game 12 is over." (a status label
#: lowered would read wrong in German, whose nouns keep their capital).
_GAME_IS = {
    "open": lambda: _("Game %(game)s is still waiting for players."),
    "active": lambda: _("Game %(game)s is already in progress."),
    "finished": lambda: _("Game %(game)s is over."),
    "aborted": lambda: _("Game %(game)s was aborted."),
}


def game_is(game_id: object, status: str) -> str:
    """The sentence "Game 12 is over." (by status) in the active language."""
    return _GAME_IS[status]() % {"game": game_id}


class ServiceError(Exception):
    """A refusal with an HTTP status, a stable code and a sentence for the player."""

    status = 400
    code = "E_BAD_REQUEST"

    def __init__(self, message: str, **details: object) -> None:
        super().__init__(message)
        self.message, self.details = message, details


class GameNotFound(ServiceError):
    status, code = 404, "E_GAME_NOT_FOUND"


class NotYourSeat(ServiceError):
    status, code = 403, "E_NOT_YOUR_SEAT"


class NotYourTurn(ServiceError):
    status, code = 403, "E_NOT_YOUR_TURN"


class StaleSequence(ServiceError):
    status, code = 409, "E_STALE_SEQ"


class GameNotActive(ServiceError):
    status, code = 409, "E_GAME_NOT_ACTIVE"


class JoinRefused(ServiceError):
    status, code = 409, "E_JOIN_REFUSED"


class InvalidGameOptions(ServiceError):
    status, code = 400, "E_INVALID_OPTIONS"


class SeedNotAllowed(ServiceError):
    status, code = 400, "E_SEED_NOT_ALLOWED"


class UndoRefused(ServiceError):
    status, code = 409, "E_UNDO_REFUSED"


class UndoRevealed(UndoRefused):
    """The take-back would reach behind something revealed: never, not even with consent."""

    code = "E_UNDO_REVEALED"


class IdempotencyConflict(ServiceError):
    status, code = 422, "E_IDEMPOTENCY_KEY_REUSED"


class ScopeMissing(ServiceError):
    status, code = 403, "E_SCOPE_MISSING"


class UnknownPlayer(ServiceError):
    status, code = 400, "E_UNKNOWN_PLAYER"


class ReplaySeatHidden(ServiceError):
    """A running game is replayed only as the reader's own seat (or a spectator) sees it."""

    status, code = 403, "E_REPLAY_SEAT_HIDDEN"


class ReplayPositionUnknown(ServiceError):
    """No such position (past the last event, before the start) or no such seat."""

    status, code = 404, "E_REPLAY_POSITION"
