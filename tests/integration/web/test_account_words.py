"""allauth's pages read in sentence case like the rest of the site ("Sign up", "Remember
me"), not allauth's Title Case; in German allauth's own words (already written that way)."""

from __future__ import annotations

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db

TITLE_CASE = ("Sign Up", "Sign In", "Remember Me", "Reset My Password", "Password Reset")


@pytest.mark.parametrize(
    ("path", "english", "german"),
    [
        ("/accounts/signup/", ["Sign up", "Username:"], ["Registrieren"]),
        ("/accounts/login/", ["Sign in", "Remember me:"], ["Anmeldung", "Angemeldet bleiben:"]),
        (
            "/accounts/password/reset/",
            ["Password reset", "Reset my password"],
            ["Passwort zurücksetzen"],
        ),
    ],
)
def test_account_pages_in_sentence_case(path, english, german) -> None:
    html = Client(HTTP_ACCEPT_LANGUAGE="en").get(path).content.decode()
    for words in english:
        assert words in html, words
    for words in TITLE_CASE:
        assert words not in html, words
    deutsch = Client(HTTP_ACCEPT_LANGUAGE="de").get(path).content.decode()
    for words in german:
        assert words in deutsch, words
