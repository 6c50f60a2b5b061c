from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _fast_password_hashing(settings) -> None:
    """These tests register dozens of players; the production hasher's cost is not under test."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
