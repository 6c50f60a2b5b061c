"""Account services: registration, profiles, API tokens."""

from __future__ import annotations

from collections.abc import Sequence

from django.contrib.auth.password_validation import validate_password
from django.db import transaction

from accounts.models import ALL_SCOPES, ApiToken, Profile, User


def user_register(*, username: str, email: str, password: str) -> User:
    validate_password(password)
    with transaction.atomic():
        user = User.objects.create_user(username=username, email=email, password=password)
        Profile.objects.create(user=user, reminder_offsets_hours=[24, 2])
    return user


def profile_of(user: User) -> Profile:
    profile, _ = Profile.objects.get_or_create(
        user=user, defaults={"reminder_offsets_hours": [24, 2]}
    )
    return profile


def token_create(
    *, user: User, name: str = "api", scopes: Sequence[str] | None = None
) -> tuple[ApiToken, str]:
    """A new token; the key is returned once and only its digest is stored."""
    scopes = list(scopes) if scopes else list(ALL_SCOPES)
    unknown = sorted(set(scopes) - set(ALL_SCOPES))
    if unknown:
        raise ValueError(f"Unknown scopes {unknown}; scopes are {ALL_SCOPES}.")
    token, key = ApiToken.objects.create(user=user, name=name, scopes=scopes)
    return token, key


def token_revoke(*, user: User, token_key: str) -> int:
    deleted, _ = ApiToken.objects.filter(user=user, token_key=token_key).delete()
    return int(deleted)
