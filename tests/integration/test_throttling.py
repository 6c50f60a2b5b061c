"""Throttled requests are 429 problems with Retry-After."""

from __future__ import annotations

import uuid

import pytest
from rest_framework.throttling import UserRateThrottle

pytestmark = pytest.mark.django_db


def test_throttled_request_is_a_429_problem_with_retry_after(make_user, client_for, monkeypatch):
    key = f"throttle-test-{uuid.uuid4()}"  # the cache may be shared Redis: a key of our own
    monkeypatch.setattr(UserRateThrottle, "THROTTLE_RATES", {"user": "3/min", "anon": "3/min"})
    monkeypatch.setattr(UserRateThrottle, "get_cache_key", lambda self, request, view: key)
    client = client_for(make_user())
    statuses = [client.get("/api/v1/me/").status_code for _ in range(3)]
    assert statuses == [200, 200, 200]
    refused = client.get("/api/v1/me/")
    assert refused.status_code == 429
    assert refused["Content-Type"] == "application/problem+json"
    assert refused.json()["code"] == "E_THROTTLED"
    assert int(refused["Retry-After"]) > 0
