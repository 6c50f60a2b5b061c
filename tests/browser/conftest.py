"""Headless Debian Chromium (Playwright) against a real uvicorn server on this test's database.

The server runs config.asgi (as in production: the live stream needs ASGI) on 127.0.0.1;
tests commit their data (transactional_db) so the server sees it. It sends email through a
real SMTP server on 127.0.0.1 (``mail``, aiosmtpd) that tests read. Screenshots go to
test-output/screenshots/ (git-ignored).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.support.local import database_url, free_port
from tests.support.smtp import SmtpSink

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "test-output" / "screenshots"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "browser" in str(item.fspath):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def mail() -> Iterator[SmtpSink]:
    """The SMTP server the browser tests' web server sends through (read it in tests)."""
    sink = SmtpSink()
    sink.start()
    yield sink
    sink.stop()


@pytest.fixture(scope="session")
def web_server(django_db_setup, django_db_blocker, mail: SmtpSink) -> Iterator[str]:
    """One uvicorn process for the whole browser run (starting Django takes seconds)."""
    from django.conf import settings

    if not settings.DATABASES["default"]["ENGINE"].endswith("postgresql"):
        pytest.skip("browser tests need DATABASE_URL pointing at PostgreSQL")
    with django_db_blocker.unblock():
        url = database_url()
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    env = {
        **os.environ,
        "DATABASE_URL": url,
        "EXTRA_ENGINE_MODULES": "tests.support.tiny_game",
        "THROTTLE_USER": "1000000/min",
        "THROTTLE_ANON": "1000000/min",
        "LOG_LEVEL": "ERROR",
        "SITE_URL": base,
        "STREAM_HEARTBEAT_SECONDS": "2",
        "EMAIL_URL": mail.url,
        "ACCOUNT_RATE_LIMITS": "off",
    }
    command = [
        sys.executable,
        "-m",
        "uvicorn",
        "config.asgi:application",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--log-level",
        "warning",
        "--no-access-log",
        "--timeout-graceful-shutdown",
        "1",
    ]
    process = subprocess.Popen(command, cwd=ROOT, env=env)
    deadline = time.monotonic() + 60
    while True:
        try:
            httpx.get(f"{base}/accounts/login/", timeout=1)
            break
        except httpx.TransportError:
            if time.monotonic() > deadline:
                process.kill()
                raise RuntimeError("uvicorn did not start") from None
            time.sleep(0.1)
    yield base
    process.terminate()
    try:
        process.wait(timeout=3)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=10)


@pytest.fixture(scope="module", autouse=True)
def _orm_between_browser_steps() -> Iterator[None]:
    """Playwright's sync API keeps an event loop in this thread while a browser is open; the
    test's own ORM calls are plain synchronous code between browser steps. Only for this
    folder's modules (the browser is closed at each module's end)."""
    before = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    yield
    if before is None:
        os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
    else:
        os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = before


@pytest.fixture(scope="module")
def chromium(_orm_between_browser_steps: None) -> Iterator[object]:
    if not shutil.which(CHROMIUM) and not Path(CHROMIUM).exists():
        pytest.fail("Debian's chromium is missing: run `make browser` (.ci/browser.sh)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def browser_context(chromium, web_server, transactional_db):
    """``new() -> page``: a fresh browser context (its own cookies) per player."""
    contexts = []

    def new(width: int = 1400, height: int = 1000):
        context = chromium.new_context(viewport={"width": width, "height": height})
        context.set_default_timeout(15_000)
        contexts.append(context)
        return context.new_page()

    yield new
    for context in contexts:
        context.close()


@pytest.fixture(scope="session")
def screenshots() -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    return SHOTS
