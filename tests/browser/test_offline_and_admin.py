"""Everything a page needs is served from here: with every request off this machine
refused, Swagger UI and Redoc draw the API, and the admin an administrator made with
`createsuperuser` is styled (WhiteNoise serves the static files with DEBUG off)."""

from __future__ import annotations

from urllib.parse import urlsplit

from django.core.management import call_command
from playwright.sync_api import expect

from tests.browser.look import Looker

LOCAL = {"127.0.0.1", "localhost"}


def offline(page) -> list[str]:
    """Refuse every request that leaves this machine; the list collects what was tried."""
    tried: list[str] = []

    def route(route) -> None:
        if urlsplit(route.request.url).hostname in LOCAL:
            route.continue_()
        else:
            tried.append(route.request.url)
            route.abort()

    page.route("**/*", route)
    return tried


def test_api_docs_work_offline(browser_context, web_server, screenshots):
    page = browser_context()
    tried = offline(page)
    failed: list[str] = []
    page.on(
        "requestfailed",
        lambda request: (
            None  # refused by the page's own policy before any connection (Redoc's logo)
            if request.failure == "csp"
            else failed.append(f"{request.url} {request.failure}")
        ),
    )

    page.goto(f"{web_server}/api/v1/docs/")
    expect(page.locator(".swagger-ui .opblock").first).to_be_visible(timeout=30_000)
    expect(page.locator(".swagger-ui")).to_contain_text("/api/v1/games/")
    page.screenshot(path=str(screenshots / "api-docs-swagger-offline.png"))

    page.goto(f"{web_server}/api/v1/redoc/")
    expect(page.locator("redoc, [data-role='redoc-summary'], .api-content").first).to_be_attached(
        timeout=30_000
    )
    expect(page.get_by_text("Turn server API").first).to_be_visible(timeout=30_000)
    page.screenshot(path=str(screenshots / "api-docs-redoc-offline.png"))

    assert tried == [] and failed == [], (tried, failed)


def test_admin_made_by_createsuperuser_is_styled(
    browser_context, web_server, screenshots, monkeypatch
):
    monkeypatch.setenv("DJANGO_SUPERUSER_PASSWORD", "an-admin-password-1")
    call_command("createsuperuser", interactive=False, username="root", email="root@example.test")
    page = browser_context()
    tried = offline(page)
    styles: list[int] = []
    page.on(
        "response",
        lambda r: styles.append(r.status) if r.url.endswith("/static/admin/css/base.css") else None,
    )
    page.goto(f"{web_server}/admin/")
    page.fill("#id_username", "root")
    page.fill("#id_password", "an-admin-password-1")
    page.click("input[type=submit]")
    expect(page.locator("#site-name")).to_be_visible()
    expect(page.locator("#content")).to_contain_text("Tournaments")
    color = page.evaluate("getComputedStyle(document.querySelector('#header')).backgroundColor")
    assert color not in ("rgba(0, 0, 0, 0)", "transparent"), "the admin is unstyled"
    assert styles and set(styles) <= {200, 304} and tried == []
    look = Looker(screenshots, "admin")
    look(page, "admin-index")
