"""Who is asking for a stream: a token header (clients) or the session (web pages).

The stream is a plain async Django view (DRF views are synchronous), so it authenticates
with the same pieces DRF uses: knox's token check with scopes, or Django's session.
"""

from __future__ import annotations

from asgiref.sync import sync_to_async
from django.core.handlers.asgi import ASGIRequest
from django.http import HttpRequest
from django.utils.translation import gettext as _
from rest_framework.exceptions import AuthenticationFailed

from accounts.authentication import ScopedTokenAuthentication
from accounts.models import ApiToken, Scope, User


def pooled(request: HttpRequest) -> bool:
    """Under ASGI, reads run on the shared executor (a few connections for all streams);
    a request-bound thread would keep one database connection per open stream. Under WSGI
    the request's own thread (and connection) is the right one."""
    return isinstance(request, ASGIRequest)


class Unauthenticated(Exception):
    def __init__(self, status: int, code: str, detail: str) -> None:
        super().__init__(detail)
        self.status, self.code, self.detail = status, code, detail


def _by_token(key: str) -> tuple[User, ApiToken]:
    user, token = ScopedTokenAuthentication().authenticate_credentials(key.encode())
    return user, token


async def stream_user(request: HttpRequest) -> User | None:
    """The caller, or None for an anonymous visitor (who may follow public games only)."""
    header = request.headers.get("Authorization", "")
    if header:
        kind, _space, key = header.partition(" ")
        if kind != "Token" or not key.strip():
            raise Unauthenticated(
                401, "E_AUTHENTICATION_FAILED", _("Use 'Authorization: Token <key>'.")
            )
        try:
            user, token = await sync_to_async(_by_token, thread_sensitive=not pooled(request))(
                key.strip()
            )
        except AuthenticationFailed as failed:
            raise Unauthenticated(401, "E_AUTHENTICATION_FAILED", str(failed.detail)) from None
        if not token.allows(Scope.READ):
            raise Unauthenticated(
                403,
                "E_PERMISSION_DENIED",
                _("Your token lacks the 'read' scope a stream needs."),
            )
        return user
    session_user = await request.auser()
    if isinstance(session_user, User) and session_user.is_authenticated:
        return session_user
    return None
