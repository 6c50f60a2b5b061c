"""Scope checks: a token may do only what its scopes allow; a browser session may do all."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from rest_framework.permissions import SAFE_METHODS, BasePermission
from rest_framework.request import Request

from accounts.models import ApiToken, Scope, User


def request_user(request: Request) -> User:
    """The authenticated user of a request that passed ScopedPermission."""
    user = request.user
    assert isinstance(user, User), "ScopedPermission lets only signed-in users through"
    return user


def request_has_scope(request: Request, scope: str) -> bool:
    token = request.auth
    if isinstance(token, ApiToken):
        return token.allows(scope)
    return bool(request.user and request.user.is_authenticated)


class ScopedPermission(BasePermission):
    """Reads need ``read``; writes need the view's ``write_scope`` (default ``play``)."""

    message: Any = gettext_lazy("Your token lacks the scope this request needs.")

    def has_permission(self, request: Request, view: Any) -> bool:
        if not (request.user and request.user.is_authenticated):
            return False
        if request.method in SAFE_METHODS:
            scope = Scope.READ.value
        else:
            scope = getattr(view, "write_scope", Scope.PLAY.value)
        if not request_has_scope(request, scope):
            self.message = _("Your token lacks the '%(scope)s' scope this request needs.") % {
                "scope": scope
            }
            return False
        return True
