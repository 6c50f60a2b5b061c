"""The reader's language and timezone, chosen once for pages, API sentences and emails.

Order: the signed-in user's profile language; else what the browser asked for (the language
switcher's cookie, then ``Accept-Language``; Django's LocaleMiddleware); else English. The
profile's timezone applies to every date and time shown to a signed-in user (UTC otherwise).
Emails have no browser: they go in the recipient's profile language (``language_of``;
``in_language_of`` around everything written to them), else English.

The switcher (``set_language``) is Django's view (a cookie, so it works for anonymous
visitors too); for a signed-in user it also stores the choice in the profile, so their
emails follow it.
"""

from __future__ import annotations

import zoneinfo
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.utils import timezone, translation
from django.views.decorators.http import require_POST
from django.views.i18n import set_language as django_set_language

from accounts.models import Profile


def codes() -> list[str]:
    """The language codes this server speaks (settings.LANGUAGES)."""
    return [code for code, _ in settings.LANGUAGES]


def language_of(user: Any) -> str:
    """The language to write to ``user`` in when there is no browser (emails): the profile's,
    else the site's default (English)."""
    profile = _profile(user)
    if profile is not None and profile.language in codes():
        return profile.language
    return str(settings.LANGUAGE_CODE)


@contextmanager
def in_language_of(user: Any) -> Iterator[None]:
    """Everything written inside speaks ``user``'s language (gettext, engine words, dates):
    a game with an English and a German player mails each their own."""
    with translation.override(language_of(user)):
        yield


def _profile(user: Any) -> Profile | None:
    if user is None or not getattr(user, "is_authenticated", False):
        return None
    # Not user.profile: that would cache this copy on the user, and a view that saves the
    # profile through another copy (PATCH me/) would then answer with the stale one.
    return Profile.objects.filter(user_id=user.pk).only("language", "timezone").first()


def activate_for(request: HttpRequest | None, user: Any) -> None:
    """Make ``user``'s profile language and timezone the current ones for this request."""
    profile = _profile(user)
    if profile is not None:
        activate(request, profile.language, profile.timezone)


def activate(request: HttpRequest | None, language: str, zone: str) -> None:
    """Make a profile's ``language`` and timezone ``zone`` the current ones for this request
    (token authentication reads both with the token, in one query)."""
    if language in codes():
        translation.activate(language)
        if request is not None:
            request.LANGUAGE_CODE = language
    try:
        timezone.activate(zoneinfo.ZoneInfo(zone or "UTC"))
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        timezone.deactivate()


class ProfileLanguageMiddleware:
    """After AuthenticationMiddleware: a signed-in user's profile language and timezone win
    over the browser's choice (token-authenticated API calls: accounts.authentication)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        activate_for(request, getattr(request, "user", None))
        try:
            return self.get_response(request)
        finally:
            timezone.deactivate()


@require_POST
def set_language(request: HttpRequest) -> HttpResponse:
    """The switcher: Django's set_language (cookie, then back to ``next``), and the profile."""
    response = django_set_language(request)
    code = request.POST.get("language", "")
    profile = _profile(getattr(request, "user", None))
    if profile is not None and code in codes():
        Profile.objects.filter(pk=profile.pk).update(language=code)
    return response
