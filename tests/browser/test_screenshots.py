"""A screenshot of the game page for every engine and map (each configuration's options and
every value of an enumerated option such as 504's world or Age of Steam's map), plus a
phone-sized page; saved under test-output/screenshots/ (git-ignored)."""

from __future__ import annotations

import json
import re
from typing import Any

from playwright.sync_api import expect

from games.engines.core import InvalidOptions, all_engines, get_engine
from tests.browser.flow import start
from tests.browser.look import CLIPPED

ENUM_SAMPLE = 30


def configurations() -> list[tuple[str, int, dict[str, Any]]]:
    found = []
    for engine in all_engines():
        seen: set[str] = set()
        configs = list(engine.configurations())
        players, base = configs[0]
        for name, spec in engine.options_schema().get("properties", {}).items():
            values = list(spec.get("enum", []))
            if len(values) > ENUM_SAMPLE:  # 504's worlds: an even spread, not hundreds
                values = values[:: len(values) // ENUM_SAMPLE + 1]
            for value in values:
                configs.append((players, {**base, name: value}))
        for players, options in configs:
            key = json.dumps(options, sort_keys=True)
            if key in seen:
                continue
            try:
                get_engine(engine.slug).setup(players, options, 1)
            except InvalidOptions:  # an enum value this player count cannot play
                continue
            seen.add(key)
            found.append((engine.slug, players, options))
    return found


def sign_in(page, base: str, username: str) -> None:
    """Sign in by password; web sign-in needs a verified address (allauth), so verify it."""
    from allauth.account.models import EmailAddress

    EmailAddress.objects.filter(user__username=username).update(verified=True)
    page.goto(f"{base}/accounts/login/")
    page.fill("#id_login", username)
    page.fill("#id_password", "correct horse battery")
    page.click("main form button[type=submit]")
    expect(page).to_have_url(f"{base}/games/")


def test_screenshot_every_engine_and_map(browser_context, web_server, screenshots, make_user):
    viewer = make_user("shooter")
    page = browser_context()
    phone = browser_context(width=390, height=844)
    sign_in(page, web_server, "shooter")
    sign_in(phone, web_server, "shooter")
    made = []
    seen: set[str] = set()
    for n, (slug, players, options) in enumerate(configurations()):
        users = [viewer] + [make_user(f"shot{n}x{i}") for i in range(1, players)]
        game = start(slug, users, options, seed=11)
        page.goto(f"{web_server}/games/{game.pk}/")
        expect(page.locator("#board svg.board")).to_be_visible()
        suffix = re.sub(r"[^a-z0-9]+", "-", json.dumps(options, sort_keys=True).lower()).strip("-")
        path = screenshots / f"board-{slug}-{players}p-{suffix or 'default'}.png"
        page.screenshot(path=str(path), full_page=True)
        made.append(path)
        if slug not in seen:  # each engine's first board at phone width: nothing cut off
            seen.add(slug)
            phone.goto(f"{web_server}/games/{game.pk}/")
            expect(phone.locator("#board svg.board")).to_be_visible()
            phone.screenshot(path=str(screenshots / f"phone-{slug}.png"), full_page=True)
            width = phone.evaluate("document.documentElement.scrollWidth")
            assert width <= 400, f"the page scrolls sideways on a phone ({width}px)"
            assert phone.evaluate(CLIPPED) == [], slug
    assert len(made) >= 5 + 20
    assert all(p.exists() and p.stat().st_size > 10_000 for p in made)
