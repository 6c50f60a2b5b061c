"""One browser test per registered engine (the bar), plus the test game."""

from __future__ import annotations

import pytest

from games.engines.core import all_engines, get_engine
from tests.browser.flow import play_by_clicking


def first_config(slug: str) -> tuple[int, dict]:
    engine = get_engine(slug)
    return next((n, o) for n, o in engine.configurations() if n >= 2)


@pytest.mark.parametrize("slug", [e.slug for e in all_engines()])
def test_follow_link_move_by_clicking_and_watch_it_arrive(
    slug, browser_context, web_server, screenshots, make_user
):
    players, options = first_config(slug)
    users = [make_user(f"{slug[:6]}{i}") for i in range(players)]
    play_by_clicking(browser_context, web_server, slug, users, options, screenshots, f"play-{slug}")
