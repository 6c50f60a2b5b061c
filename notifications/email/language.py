"""Emails in their reader's language: the profile's language where it has one, else the
server's default; a game with an English and a German player mails each their own."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from django.conf import settings
from django.utils import translation

from accounts.models import User
from accounts.services import profile_of


def language_of(user: User) -> str:
    chosen = profile_of(user).language
    spoken = {code for code, _name in settings.LANGUAGES}
    return chosen if chosen in spoken else settings.LANGUAGE_CODE


@contextmanager
def in_language_of(user: User) -> Iterator[None]:
    """Everything written inside speaks ``user``'s language (gettext, engine words, dates)."""
    with translation.override(language_of(user)):
        yield
