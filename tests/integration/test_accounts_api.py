from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from accounts.models import ApiToken

pytestmark = pytest.mark.django_db


def test_register_token_list_and_revoke():
    client = APIClient()
    created = client.post(
        "/api/v1/accounts/",
        {"username": "dora", "email": "dora@example.test", "password": "s3cret-enough-pw"},
        format="json",
    )
    assert created.status_code == 201 and created.json()["username"] == "dora"
    issued = client.post(
        "/api/v1/auth/token/",
        {"username": "dora", "password": "s3cret-enough-pw", "scopes": ["read", "play"]},
        format="json",
    )
    assert issued.status_code == 201
    key = issued.json()["token"]
    stored = ApiToken.objects.get()
    assert key not in (stored.digest, stored.token_key), "only a digest is stored"
    client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    me = client.get("/api/v1/me/").json()
    assert me["username"] == "dora" and me["profile"]["timezone"] == "UTC"
    listed = client.get("/api/v1/auth/tokens/").json()
    assert listed[0]["scopes"] == ["read", "play"]
    assert client.delete(f"/api/v1/auth/tokens/{listed[0]['id']}/").status_code == 204
    assert client.get("/api/v1/me/").status_code == 401


def test_bad_credentials_and_duplicate_username():
    client = APIClient()
    body = {"username": "eve", "email": "eve@example.test", "password": "s3cret-enough-pw"}
    assert client.post("/api/v1/accounts/", body, format="json").status_code == 201
    again = client.post("/api/v1/accounts/", body, format="json")
    assert again.status_code == 409 and again.json()["code"] == "E_USERNAME_TAKEN"
    wrong = client.post(
        "/api/v1/auth/token/", {"username": "eve", "password": "nope"}, format="json"
    )
    assert wrong.status_code == 400 and wrong.json()["code"] == "E_BAD_CREDENTIALS"


def test_profile_patch_validates_timezone(make_user, client_for):
    client = client_for(make_user("fay"))
    ok = client.patch("/api/v1/me/", {"profile": {"timezone": "Europe/Berlin"}}, format="json")
    assert ok.status_code == 200 and ok.json()["profile"]["timezone"] == "Europe/Berlin"
    bad = client.patch("/api/v1/me/", {"profile": {"timezone": "Mars/Base"}}, format="json")
    assert bad.status_code == 400


def test_api_accounts_share_allauth_email_verification(mailoutbox, make_user, client_for):
    """POST accounts/ leaves what the web's sign-up leaves: one primary address, unverified
    until the emailed link is followed; me/ tells, and a new address starts unverified."""
    from allauth.account.models import EmailAddress

    client = APIClient()
    body = {"username": "gus", "email": "Gus@Example.test", "password": "s3cret-enough-pw"}
    assert client.post("/api/v1/accounts/", body, format="json").status_code == 201
    address = EmailAddress.objects.get(user__username="gus")
    assert address.primary and not address.verified and address.email == "gus@example.test"
    assert [m.to for m in mailoutbox] == [["Gus@Example.test".lower()]]
    assert "/accounts/confirm-email/" in mailoutbox[0].body

    taken = client.post(
        "/api/v1/accounts/",
        {"username": "gus2", "email": "gus@example.test", "password": "s3cret-enough-pw"},
        format="json",
    )
    assert taken.status_code == 400 and "email" in taken.json()["errors"]

    verified = client_for(make_user("hal"))
    assert verified.get("/api/v1/me/").json()["email_verified"] is True
    changed = verified.patch("/api/v1/me/", {"email": "hal.new@example.test"}, format="json")
    assert changed.status_code == 200
    assert changed.json()["email"] == "hal.new@example.test"
    assert changed.json()["email_verified"] is False
    assert mailoutbox[-1].to == ["hal.new@example.test"]
