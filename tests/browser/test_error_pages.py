"""The error pages a browser meets, screenshot at desktop and phone width and checked by
axe-core: 404, 405, 403 (an expired game link), and 429 and 500 as rendered."""

from __future__ import annotations

from django.template import loader
from django.test import RequestFactory
from playwright.sync_api import expect

from config.error_pages import handler500
from tests.browser.look import Looker


def test_error_pages_look_right(browser_context, web_server, screenshots):
    look = Looker(screenshots, "errors")
    page = browser_context()

    answer = page.goto(f"{web_server}/no/such/page/")
    assert answer is not None and answer.status == 404
    expect(page.locator("h1")).to_have_text("Page not found")
    look(page, "error-404")

    answer = page.goto(f"{web_server}/games/1/move/")
    assert answer is not None and answer.status == 405
    look(page, "error-405")

    answer = page.goto(f"{web_server}/email/link/1/?sesame=expired")
    assert answer is not None and answer.status == 403
    page.click("text=Sign in and come back here")
    expect(page).to_have_url(f"{web_server}/accounts/login/?next=%2Fgames%2F1%2F")
    page.go_back()
    look(page, "error-403-expired-link")

    page.set_content(loader.get_template("429.html").render({}))
    look(page, "error-429")
    page.set_content(handler500(RequestFactory().get("/games/")).content.decode())
    look(page, "error-500")

    look.assert_clean()
