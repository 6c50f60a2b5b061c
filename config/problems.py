"""Every API error as RFC 9457 problem details (application/problem+json) with a stable code.

Engine refusals (IllegalMove) are 422 with the engine's code and sentence; service errors
carry their own status and code; DRF's own errors (validation, auth, 404, 405, 429) get
codes here; anything unexpected is a 500 problem without internals.
"""

from __future__ import annotations

import logging
from typing import Any

from django.conf import settings
from django.core.exceptions import PermissionDenied, RequestDataTooBig
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.utils.translation import gettext as _
from rest_framework import exceptions
from rest_framework.response import Response
from rest_framework.views import exception_handler

from games.engines.core import AmbiguousMove, IllegalMove
from games.errors import ServiceError
from games.words import say, seat_names_of_game

log = logging.getLogger(__name__)
PROBLEM = "application/problem+json"

DRF_CODES: dict[type[Exception], str] = {
    exceptions.ValidationError: "E_VALIDATION",
    exceptions.ParseError: "E_MALFORMED_REQUEST",
    exceptions.AuthenticationFailed: "E_AUTHENTICATION_FAILED",
    exceptions.NotAuthenticated: "E_NOT_AUTHENTICATED",
    exceptions.PermissionDenied: "E_PERMISSION_DENIED",
    exceptions.NotFound: "E_NOT_FOUND",
    exceptions.MethodNotAllowed: "E_METHOD_NOT_ALLOWED",
    exceptions.NotAcceptable: "E_NOT_ACCEPTABLE",
    exceptions.UnsupportedMediaType: "E_UNSUPPORTED_MEDIA_TYPE",
    exceptions.Throttled: "E_THROTTLED",
}


STANDARD_MEMBERS = frozenset({"type", "title", "status", "detail", "code"})


def problem_body(status: int, code: str, title: str, detail: str, **extra: Any) -> dict[str, Any]:
    """The standard members win: an extension member never overrides them (RFC 9457 3.2)."""
    return {
        **{k: v for k, v in extra.items() if k not in STANDARD_MEMBERS},
        "type": f"https://turns.example/problems/{code.lower().replace('_', '-')}",
        "title": title,
        "status": status,
        "detail": detail,
        "code": code,
    }


def problem_response(
    status: int,
    code: str,
    title: str,
    detail: str,
    headers: dict[str, str] | None = None,
    **extra: Any,
) -> Response:
    """A problem-details response; ``extra`` members join the standard ones."""
    body = problem_body(status, code, title, detail, **extra)
    response = Response(body, status=status, headers=headers)
    response.content_type = PROBLEM
    return response


def problem_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if isinstance(exc, IllegalMove):
        # The engine's words in the reader's language, players by name (games.words.say).
        names = _seat_names(context)
        extra: dict[str, Any] = _extension_members(exc.details)
        if "candidates" in exc.details:
            candidates: Any = exc.details["candidates"]
            extra["candidates"] = [say(c, seat_names=names) for c in candidates]
        title = _("Ambiguous move") if isinstance(exc, AmbiguousMove) else _("Illegal move")
        return problem_response(422, exc.code, title, say(exc.text, seat_names=names), **extra)
    if isinstance(exc, ServiceError):
        extra = _extension_members(exc.details)
        headers = getattr(exc, "headers", None)  # e.g. Retry-After of a 429
        return problem_response(
            exc.status, exc.code, _service_title(exc.status), exc.message, headers=headers, **extra
        )
    if isinstance(exc, RequestDataTooBig):
        return problem_response(
            413,
            "E_PAYLOAD_TOO_LARGE",
            _("Request body too large"),
            _("A request body is at most %(size)s bytes.")
            % {"size": settings.DATA_UPLOAD_MAX_MEMORY_SIZE},
        )
    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, PermissionDenied):
        exc = exceptions.PermissionDenied()
    response = exception_handler(exc, context)
    if response is None:
        log.exception("unexpected error in API", exc_info=exc)
        return problem_response(500, "E_INTERNAL", _("Internal error"), _("Something went wrong."))
    code = next((c for t, c in DRF_CODES.items() if isinstance(exc, t)), None)
    if code is None:  # an APIException of our own names its code: E_<default_code>
        code = f"E_{getattr(exc, 'default_code', 'api')}".upper()
    if isinstance(exc, exceptions.APIException) and isinstance(exc.detail, dict | list):
        detail = _("The request has invalid fields.")
        extra = {"errors": response.data}
    else:
        detail = str(getattr(exc, "detail", exc))
        extra = {}
    title = getattr(exc, "default_detail", None) or _("Error")
    problem = problem_response(
        response.status_code, code, str(title), detail, headers=dict(response.items()), **extra
    )
    problem.content_type = PROBLEM
    return problem


def _service_title(status: int) -> str:
    """A refusal's title in the reader's language, by its status (its code names it exactly;
    a class name such as JoinRefused is no title for a person)."""
    titles = {
        400: _("Bad request"),
        403: _("Forbidden"),
        404: _("Not found"),
        409: _("Conflict"),
        429: _("Too many requests"),
    }
    return titles.get(status, _("Refused"))


def _extension_members(details: dict[str, Any]) -> dict[str, Any]:
    """A refusal's details as extension members: JSON values that do not clash with the
    standard members or ``problem_response``'s own arguments (a detail named ``status`` made
    every tournament state refusal a 500)."""
    reserved = STANDARD_MEMBERS | {"headers"}
    return {k: v for k, v in details.items() if k not in reserved and _jsonable(v)}


def _jsonable(value: Any) -> bool:
    return isinstance(value, str | int | float | bool | list | dict | type(None))


def _plain_problem(status: int, code: str, title: str, detail: str) -> HttpResponse:
    return JsonResponse(
        problem_body(status, code, title, detail), status=status, content_type=PROBLEM
    )


def handler404(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return _plain_problem(
        404, "E_NOT_FOUND", _("Not found"), _("Nothing at %(path)s.") % {"path": request.path}
    )


def handler500(request: HttpRequest) -> HttpResponse:
    return _plain_problem(500, "E_INTERNAL", _("Internal error"), _("Something went wrong."))


def handler403(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return _plain_problem(403, "E_PERMISSION_DENIED", _("Forbidden"), _("You may not do this."))


def handler400(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return _plain_problem(400, "E_BAD_REQUEST", _("Bad request"), _("The request is malformed."))


def _seat_names(context: dict[str, Any]) -> list[str]:
    """The players' names of the game the request is about (none outside a game)."""
    view = context.get("view")
    game_id = getattr(view, "kwargs", {}).get("game_id") if view is not None else None
    return seat_names_of_game(game_id) if game_id is not None else []
