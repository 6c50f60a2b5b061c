"""Token authentication: knox (tokens stored as digests) with our token model and scopes."""

from __future__ import annotations

from typing import Any

from django.utils import timezone
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from knox.auth import TokenAuthentication

from accounts.language import activate_for


class ScopedTokenAuthentication(TokenAuthentication):  # type: ignore[misc]
    """``Authorization: Token <key>``; the request's auth is the ApiToken with its scopes."""

    def authenticate(self, request: Any) -> tuple[Any, Any] | None:
        found: tuple[Any, Any] | None = super().authenticate(request)
        if found is not None:  # API sentences in the token owner's language and timezone
            activate_for(getattr(request, "_request", request), found[0])
        return found

    def _cleanup_token(self, auth_token: Any) -> bool:
        """Only the token in hand: knox also reads every other token of the user on every
        request to delete the expired ones (a query per request); an expired token is
        deleted when it is next presented, here, and never authenticates."""
        if auth_token.expiry is not None and auth_token.expiry < timezone.now():
            auth_token.delete()
            return True
        return False

    def validate_user(self, auth_token: Any) -> tuple[Any, Any]:
        user, token = super().validate_user(auth_token)
        now = timezone.now()
        if token.last_used_at is None or (now - token.last_used_at).total_seconds() > 60:
            type(token).objects.filter(pk=token.pk).update(last_used_at=now)
        return user, token


class ScopedTokenScheme(OpenApiAuthenticationExtension):  # type: ignore[no-untyped-call]
    target_class = "accounts.authentication.ScopedTokenAuthentication"
    name = "tokenAuth"

    def get_security_definition(self, auto_schema: Any) -> dict[str, str]:
        return {
            "type": "apiKey",
            "in": "header",
            "name": "Authorization",
            "description": "`Token <key>`; keys carry scopes read, play, organise.",
        }
