"""Shared fixtures. The test game (tests/support/tiny_game.py) is registered for platform tests."""

from __future__ import annotations

import os

import pytest
from rest_framework.test import APIClient

from games.engines.core import register
from tests.support.tiny_game import TINY

register(TINY)


@pytest.fixture(scope="session")
def django_db_modify_db_settings(django_db_modify_db_settings_parallel_suffix: None) -> None:
    """A test database per pytest process: parallel runs on one server never collide."""
    from django.conf import settings

    database = settings.DATABASES["default"]
    if database["ENGINE"].endswith("sqlite3"):
        return
    test = database.setdefault("TEST", {})
    base = test.get("NAME") or f"test_{database['NAME']}"
    test["NAME"] = f"{base}_{os.getpid()}"


@pytest.fixture
def make_user(db):
    from accounts.services import user_register

    counter = {"n": 0}

    def make(name: str | None = None):
        counter["n"] += 1
        return user_register(
            username=name or f"player{counter['n']}",
            email=f"{name or 'player' + str(counter['n'])}@example.test",
            password="correct horse battery",
            email_verified=True,
        )

    return make


@pytest.fixture
def client_for(db):
    from accounts.services import token_create

    def make(user, scopes=None) -> APIClient:
        _, key = token_create(user=user, scopes=scopes)
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
        return client

    return make


@pytest.fixture(autouse=True, scope="session")
def _no_sign_in_rate_limits():
    """allauth's rate limits count in the shared cache across parallel tests; a test of them
    turns them on with the settings fixture."""
    from django.conf import settings

    settings.ACCOUNT_RATE_LIMITS = False


@pytest.fixture(autouse=True, scope="session")
def _celery_in_process_by_default():
    """Tasks run in-process unless a test starts a real worker (see celery_worker)."""
    from config.celery import app

    app.conf.task_always_eager = True
    yield


@pytest.fixture(autouse=True)
def _site_language():
    """Each test starts in the site's language: a test that activates German (a page, an
    email, a parser) must not leave it active for the next test in the same worker."""
    from django.conf import settings
    from django.utils import translation

    translation.activate(settings.LANGUAGE_CODE)
    yield
    translation.activate(settings.LANGUAGE_CODE)
