"""Account services: registration, profiles, API tokens.

Accounts are made on the web by django-allauth and through the API by ``user_register``;
both leave the same rows: the user, its profile and one allauth ``EmailAddress`` (primary,
unverified until its owner follows the verification email's link).
"""

from __future__ import annotations

from collections.abc import Sequence

from allauth.account.internal.flows.email_verification import (
    send_verification_email_to_address,
)
from allauth.account.models import EmailAddress
from django.contrib.auth.password_validation import validate_password
from django.db import transaction
from django.http import HttpRequest

from accounts.models import ALL_SCOPES, ApiToken, Profile, User


def user_register(
    *,
    username: str,
    email: str,
    password: str,
    email_verified: bool = False,
    request: HttpRequest | None = None,
) -> User:
    """A new account; with ``request`` (the API) the verification email goes out at once."""
    validate_password(password)
    with transaction.atomic():
        user = User.objects.create_user(username=username, email=email, password=password)
        Profile.objects.create(user=user, reminder_offsets_hours=[24, 2])
        address = EmailAddress.objects.create(
            user=user, email=email.lower(), primary=True, verified=email_verified
        )
    if request is not None and not email_verified:
        send_verification_email_to_address(request, address, signup=True)
    return user


def email_in_use(email: str, *, other_than: User | None = None) -> bool:
    """Whether another account has this address (allauth keeps addresses unique)."""
    taken = EmailAddress.objects.filter(email__iexact=email)
    users = User.objects.filter(email__iexact=email)
    if other_than is not None:
        taken, users = taken.exclude(user=other_than), users.exclude(pk=other_than.pk)
    return taken.exists() or users.exists()


def user_email_change(*, user: User, email: str, request: HttpRequest) -> None:
    """The API's email change: the account's one address becomes ``email``, unverified, and
    its verification email goes out (as the web's change-email page does)."""
    if email.lower() == (user.email or "").lower():
        return
    with transaction.atomic():
        EmailAddress.objects.filter(user=user).delete()
        user.email = email
        user.save(update_fields=["email"])
        address = EmailAddress.objects.create(
            user=user, email=email.lower(), primary=True, verified=False
        )
    send_verification_email_to_address(request, address)


def email_verified(user: User) -> bool:
    found = EmailAddress.objects.filter(user=user, email__iexact=user.email, verified=True)
    return bool(found.exists())


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
        raise ValueError(f"Unknown scopes {unknown}.")  # plain: callers offer only ALL_SCOPES
    token, key = ApiToken.objects.create(user=user, name=name, scopes=scopes)
    return token, key


def token_revoke(*, user: User, token_key: str) -> int:
    deleted, _ = ApiToken.objects.filter(user=user, token_key=token_key).delete()
    return int(deleted)
