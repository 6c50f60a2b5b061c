"""Russian Railroads' page as a 2- and a 4-player reader sees it, in English and in German:
the main board laid out as printed (area titles in the reader's language, the turn-order
track, the engineers, the victory point track), saved at desktop and phone width
(test-output/screenshots/rr-board-*.png), axe-core clean, no sideways scrolling on a phone,
and no English word on the German page."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from accounts.models import Profile
from tests.browser.flow import start
from tests.browser.look import Looker
from tests.browser.test_game_pages import advance
from tests.browser.test_german import english_on
from tests.browser.test_screenshots import sign_in

TITLES = {
    "en": ["Track building", "Locomotives and factories", "Industrialisation", "Engineers"],
    "de": ["Streckenbau", "Lokomotiven und Fabriken", "Industrialisierung", "Ingenieure"],
}


@pytest.mark.parametrize(("players", "moves"), [(2, 24), (4, 60)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_board_reads_as_printed(
    players, moves, language, browser_context, web_server, screenshots, make_user
):
    names = ["ann", "bob", "cyd", "dee"][:players]
    users = [make_user(f"{n}rr{players}{language}") for n in names]
    game = advance(start("russian-railroads", users, {}, seed=5), users, moves, seed=6)
    reader = users[game.to_act[0]] if game.to_act else users[0]
    Profile.objects.filter(user=reader).update(language=language)
    page = browser_context()
    sign_in(page, web_server, reader.username)
    page.goto(f"{web_server}/games/{game.pk}/")
    board = page.locator("#board svg.board")
    expect(board).to_be_visible()
    drawn = board.inner_html()
    for title in TITLES[language]:
        assert f">{title}<" in drawn, title
    look = Looker(screenshots, f"rr-board-{players}p-{language}")
    look(page, f"rr-board-{players}p-{language}")
    if language == "de":
        assert not english_on(page, [u.username for u in users]), english_on(
            page, [u.username for u in users]
        )
    look.assert_clean()
