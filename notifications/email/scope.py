"""The one-click game link: log in by a scoped sesame token, for that game only.

A session opened by a link carries ``link_game``; the middleware lets such a session reach
only that game's pages and API (and other links), so a leaked email opens one game, not
the account. A session opened by a password (no ``link_game``) is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from urllib.parse import urlsplit

from django.conf import settings
from django.contrib.auth import login
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, JsonResponse
from django.views.decorators.http import require_GET
from sesame.utils import get_user

from notifications.email.links import game_scope

SESSION_KEY = "link_game"
_LINK_PATH = re.compile(r"^/email/")


def _forbidden(detail: str, code: str) -> JsonResponse:
    return JsonResponse(
        {
            "type": "about:blank",
            "title": "Forbidden",
            "status": 403,
            "detail": detail,
            "code": code,
        },
        status=403,
        content_type="application/problem+json",
    )


@require_GET
def game_link(request: HttpRequest, game_id: int) -> HttpResponse:
    """Follow a signed link: log in for ``game_id`` and go to the game's page."""
    user = get_user(request, scope=game_scope(game_id), update_last_login=False)
    if user is None:
        return _forbidden("This link is invalid or has expired.", "E_BAD_LINK")
    already = request.user.is_authenticated and request.user.pk == user.pk
    if not (already and SESSION_KEY not in request.session):
        login(request, user, backend="sesame.backends.ModelBackend")
        request.session[SESSION_KEY] = game_id
    return HttpResponseRedirect(f"/games/{game_id}/")


def _static_prefix() -> str | None:
    """The path static assets are served under here, or None when they live elsewhere (CDN)."""
    url = settings.STATIC_URL or ""
    parts = urlsplit(url)
    if parts.netloc:
        return None
    path = parts.path if parts.path.startswith("/") else f"/{parts.path}"
    return path if path != "/" else None


class GameScopedSessionMiddleware:
    """Confine a link-opened session to its game; static assets (no game data) pass."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        game_id = request.session.get(SESSION_KEY) if hasattr(request, "session") else None
        if game_id is not None and "HTTP_AUTHORIZATION" not in request.META:
            allowed: tuple[str, ...] = (f"/games/{game_id}/", f"/api/v1/games/{game_id}/")
            static = _static_prefix()
            if static:
                allowed = (*allowed, static)
            if not (request.path.startswith(allowed) or _LINK_PATH.match(request.path)):
                return _forbidden(
                    f"This session was opened by a link to game {game_id} and reaches only it.",
                    "E_LINK_SCOPE",
                )
        return self.get_response(request)
