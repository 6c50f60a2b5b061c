"""Token authentication: knox (tokens stored as digests) with our token model and scopes."""

from __future__ import annotations

import binascii
from hmac import compare_digest
from typing import Any

from django.db.models import F
from django.utils import timezone
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from knox.auth import TokenAuthentication
from knox.crypto import hash_token
from knox.models import get_token_model
from knox.settings import CONSTANTS, knox_settings

from accounts.language import activate


class ScopedTokenAuthentication(TokenAuthentication):  # type: ignore[misc]
    """``Authorization: Token <key>``; the request's auth is the ApiToken with its scopes."""

    def authenticate(self, request: Any) -> tuple[Any, Any] | None:
        found: tuple[Any, Any] | None = super().authenticate(request)
        token = found[1] if found is not None else None
        if token is not None and token.reader_profile is not None:
            # API sentences in the token owner's language and timezone
            activate(
                getattr(request, "_request", request), token.reader_language, token.reader_timezone
            )
        return found

    def authenticate_credentials(self, key: bytes) -> tuple[Any, Any]:
        """knox's look-up, with the owner's profile language and timezone read in the same
        query (``reader_*``): read apart, they cost every API request a second query. A key
        that matches nothing goes to knox, which refuses it in its own words."""
        text = key.decode("utf-8")
        candidates = (
            get_token_model()
            .objects.filter(token_key=text[: CONSTANTS.TOKEN_KEY_LENGTH])
            .select_related("user")
            .annotate(
                reader_profile=F("user__profile__id"),
                reader_language=F("user__profile__language"),
                reader_timezone=F("user__profile__timezone"),
            )
        )
        for auth_token in candidates:
            if self._cleanup_token(auth_token):
                continue
            try:
                digest = hash_token(text)
            except (TypeError, binascii.Error):
                break
            if compare_digest(digest, auth_token.digest):
                if knox_settings.AUTO_REFRESH and auth_token.expiry:
                    self.renew_token(auth_token)
                return self.validate_user(auth_token)
        return super().authenticate_credentials(key)  # type: ignore[no-any-return]

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
