"""The one-click game link: log in by a scoped sesame token, for that game only.

A session opened by a link carries ``link_game``; the middleware lets such a session reach
only that game's pages and API (and other links), so a leaked email opens one game, not
the account. Anything else it asks for in a browser (My games, Settings) is answered with
the sign-in page and the way back (``?next=``); the API answers 403 problem+json. Signing
in with a password ends the confinement. A session opened by a password is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any
from urllib.parse import urlencode, urlsplit

from django.conf import settings
from django.contrib.auth import BACKEND_SESSION_KEY, login, user_logged_in
from django.dispatch import receiver
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, JsonResponse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET
from sesame.utils import get_user

from config.error_pages import error_page, wants_html
from notifications.email.links import game_scope

SESSION_KEY = "link_game"
_LINK_PATH = re.compile(r"^/email/")
SESAME_BACKEND = "sesame.backends.ModelBackend"
# Where a confined session may go to sign in properly (or to leave).
SIGN_IN_PATHS = ("/accounts/login/", "/accounts/logout/", "/accounts/password/reset/")


def _forbidden(detail: str, code: str) -> JsonResponse:
    return JsonResponse(
        {
            "type": "about:blank",
            "title": _("Forbidden"),
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
        if wants_html(request):
            return error_page(
                request,
                403,
                title=_("This link has expired"),
                detail=_("The link is too old or was cut short. Sign in to open the game."),
                sign_in_next=f"/games/{game_id}/",
            )
        return _forbidden("This link is invalid or has expired.", "E_BAD_LINK")
    already = request.user.is_authenticated and request.user.pk == user.pk
    if not (already and SESSION_KEY not in request.session):
        login(request, user, backend=SESAME_BACKEND)
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
            if request.path.startswith(SIGN_IN_PATHS):
                return self.get_response(request)
            if not (request.path.startswith(allowed) or _LINK_PATH.match(request.path)):
                if not request.path.startswith("/api/"):
                    query = urlencode({"next": request.get_full_path()})
                    return HttpResponseRedirect(f"{settings.LOGIN_URL}?{query}")
                return _forbidden(
                    _("This session was opened by a link to game %(game)s and reaches only it.")
                    % {"game": game_id},
                    "E_LINK_SCOPE",
                )
        return self.get_response(request)


@receiver(user_logged_in, dispatch_uid="link-scope-ends-at-password-sign-in")
def end_link_scope(sender: Any, request: HttpRequest | None, user: Any, **kwargs: Any) -> None:
    """A sign-in by password (not by a link) opens the whole account."""
    session = getattr(request, "session", None)
    if session is not None and session.get(BACKEND_SESSION_KEY) != SESAME_BACKEND:
        session.pop(SESSION_KEY, None)
