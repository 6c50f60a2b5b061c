"""Errors by who asks: a browser gets a page in the site's layout (with a way on), an API
client problem+json with a stable code; /api/ is always the API's."""

from __future__ import annotations

import json

import pytest
from django.test import Client, RequestFactory

from config.error_pages import handler500
from notifications.email.links import login_link
from tests.integration.helpers import start_game

pytestmark = pytest.mark.django_db
HTML = {"HTTP_ACCEPT": "text/html,application/xhtml+xml,*/*;q=0.8"}
JSON = {"HTTP_ACCEPT": "application/json"}


def is_page(response, status: int, words: str) -> str:
    body = response.content.decode()
    assert response.status_code == status
    assert response["Content-Type"].startswith("text/html")
    assert 'nav aria-label="Main"' in body and words in body
    assert '<a href="/" class="brand">' in body  # the way home from every page
    return body


def is_problem(response, status: int, code: str) -> None:
    assert response.status_code == status
    assert response["Content-Type"] == "application/problem+json"
    assert json.loads(response.content)["code"] == code


def test_404_page_for_browsers_problem_for_api_clients():
    client = Client()
    is_page(client.get("/no/such/page/", **HTML), 404, "Page not found")
    is_page(client.get("/no/such/page/"), 404, "Page not found")  # curl's */*
    is_problem(client.get("/no/such/page/", **JSON), 404, "E_NOT_FOUND")
    is_problem(client.get("/api/v1/no-such-thing/", **HTML), 404, "E_NOT_FOUND")


def test_a_game_that_is_not_there_is_a_404_page(make_user):
    client = Client()
    client.force_login(make_user("ann"))
    is_page(client.get("/games/999999/", **HTML), 404, "Page not found")


def test_405_page_when_a_form_address_is_opened(make_user):
    client = Client()
    client.force_login(make_user("ann"))
    page = client.get("/games/1/move/", **HTML)
    is_page(page, 405, "Not this way")
    assert page["Allow"] == "POST"
    api = client.get("/games/1/move/", **JSON)
    assert api.status_code == 405 and not api.content


def test_403_page_for_a_stale_form_and_for_an_expired_link(make_user, settings):
    ann = make_user("ann")
    client = Client(enforce_csrf_checks=True)
    client.force_login(ann)
    page = is_page(client.post("/accounts/settings/", {"save_profile": "1"}, **HTML), 403, "")
    assert "This form has expired" in page

    game = start_game([ann, make_user("bob")])
    link = login_link(ann, game)[len(settings.SITE_URL) :]
    broken = link[:-4] + "AAAA"
    expired = is_page(Client().get(broken, **HTML), 403, "This link has expired")
    assert f'href="/accounts/login/?next=%2Fgames%2F{game.pk}%2F"' in expired
    is_problem(Client().get(broken, **JSON), 403, "E_BAD_LINK")


def test_429_page_when_a_password_reset_is_asked_too_often(make_user, settings):
    settings.ACCOUNT_RATE_LIMITS = {"reset_password": "1/m/key"}
    ann = make_user("ann")
    client = Client()
    for _ in range(2):
        answer = client.post("/accounts/password/reset/", {"email": ann.email}, **HTML)
    is_page(answer, 429, "Too many tries")


def test_500_page_needs_no_database_and_api_keeps_problem():
    request = RequestFactory().get("/games/", **HTML)
    is_page(handler500(request), 500, "Something went wrong")
    is_problem(handler500(RequestFactory().get("/api/v1/games/")), 500, "E_INTERNAL")
