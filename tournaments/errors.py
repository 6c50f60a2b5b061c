"""Refusals of the tournament services; config/problems.py maps ServiceError to problem+json.

Their sentences are made with gettext when raised, in the reader's language (games/errors.py).
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from django.utils import formats, timezone
from django.utils.translation import gettext as _

from games.errors import ServiceError
from tournaments.formats.refusal import FormatRefusal

#: A tournament's status as a whole sentence (a lowered label reads wrong in German).
_TOURNAMENT_IS = {
    "registration": lambda: _("Tournament %(tournament)s is still open for registration."),
    "running": lambda: _("Tournament %(tournament)s is running."),
    "paused": lambda: _("Tournament %(tournament)s is paused."),
    "finished": lambda: _("Tournament %(tournament)s is over."),
    "cancelled": lambda: _("Tournament %(tournament)s was cancelled."),
}


def tournament_is(tournament_id: object, status: str) -> str:
    """The sentence "Tournament 3 is paused." (by status) in the active language."""
    return _TOURNAMENT_IS[status]() % {"tournament": tournament_id}


def when(moment: datetime) -> str:
    """A date and time as the reader writes it, in the reader's timezone."""
    return formats.date_format(timezone.localtime(moment), "SHORT_DATETIME_FORMAT")


class TournamentNotFound(ServiceError):
    status, code = 404, "E_TOURNAMENT_NOT_FOUND"


class NotFoundInTournament(ServiceError):
    """An entry, round or table that is not part of this tournament."""

    status, code = 404, "E_NOT_IN_TOURNAMENT"


class NotOrganiser(ServiceError):
    status, code = 403, "E_NOT_ORGANISER"


class InvalidTournament(ServiceError):
    status, code = 400, "E_INVALID_TOURNAMENT"


class RegistrationRefused(ServiceError):
    status, code = 409, "E_REGISTRATION_REFUSED"


class TournamentState(ServiceError):
    """The tournament is not in a state where this can be done (e.g. paused, finished)."""

    status, code = 409, "E_TOURNAMENT_STATE"


class ByeRefused(ServiceError):
    status, code = 409, "E_BYE_REFUSED"


class AdjudicationRefused(ServiceError):
    status, code = 422, "E_ADJUDICATION_REFUSED"


class UnknownPlayer(ServiceError):
    status, code = 404, "E_USER_NOT_FOUND"


class Unpairable(TournamentState):
    """The format cannot pair the players left (e.g. fewer than a table needs)."""

    code = "E_UNPAIRABLE"


def format_refusal(error: ValueError) -> str:
    """A format's refusal (tournaments/formats/refusal.py) in the reader's language."""
    if isinstance(error, FormatRefusal):
        return _(error.template) % error.params if error.params else _(error.template)
    return str(error)


def unpairable(round_number: int, cause: ValueError) -> Unpairable:
    """The refusal of a round the format cannot pair; ``details["problem"]`` keeps it as data
    (stored on the tournament when it pauses itself, and said again in each reader's
    language: the periodic task that meets it has no reader)."""
    problem: dict[str, Any] = {"round": round_number}
    if isinstance(cause, FormatRefusal):
        problem.update(template=cause.template, params=cause.params)
    else:
        problem.update(reason=str(cause))
    return Unpairable(problem_text(json.dumps(problem)), problem=problem)


def problem_text(stored: str) -> str:
    """A tournament's stored problem in the active language (an older row holds a sentence)."""
    try:
        problem = json.loads(stored) if stored.startswith("{") else None
    except ValueError:
        problem = None
    if not isinstance(problem, dict) or "round" not in problem:
        return stored
    if "template" in problem:
        reason = _(problem["template"]) % (problem.get("params") or {})
    else:
        reason = str(problem.get("reason", ""))
    return _("Round %(round)d cannot be paired: %(reason)s") % {
        "round": problem["round"],
        "reason": reason,
    }
