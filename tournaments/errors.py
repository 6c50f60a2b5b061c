"""Refusals of the tournament services; config/problems.py maps ServiceError to problem+json."""

from __future__ import annotations

from games.errors import ServiceError


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
