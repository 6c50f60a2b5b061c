"""Table talk by clicking (real uvicorn, real Chromium): a player writes, the other player's
page shows it live through the stream in the same document; HTML in a message is shown as
text; muting a player hides their messages; the creator hides a message for everyone."""

from __future__ import annotations

from playwright.sync_api import expect

from games.models import Event
from games.services.moves import game_move_submit
from tests.browser.flow import open_by_link, start
from tests.support.tiny_game import TINY


def test_talk_mute_and_hide_by_clicking(browser_context, web_server, screenshots, make_user):
    anna, ben, carl = make_user("anna"), make_user("ben"), make_user("carl")
    game = start("twenty-one", [anna, ben, carl], {})
    pages = {}
    for user in (anna, ben, carl):
        pages[user.username] = browser_context()
        open_by_link(pages[user.username], web_server, user, game)
    pages["ben"].evaluate("window.__sameDocument = 7")

    ben_page = pages["ben"]
    ben_page.fill("#talk-text", "<b>good luck</b> everyone, rules: https://example.org/rules")
    ben_page.click("#talk form.talk-form button[type=submit]")
    expect(ben_page.locator("#talk-text")).to_have_value("")
    for name in ("anna", "carl"):
        line = pages[name].locator("#talk-messages li", has_text="good luck")
        expect(line).to_contain_text("<b>good luck</b> everyone", timeout=20_000)
        expect(line.locator("b")).to_have_count(0)  # shown as text, never as HTML
        expect(line.locator("a[rel~=nofollow]")).to_have_count(1)
    assert ben_page.evaluate("window.__sameDocument") == 7

    carl_page = pages["carl"]
    carl_page.click("#talk-messages li:has-text('good luck') button:has-text('Mute ben')")
    expect(carl_page.locator("#talk-messages")).not_to_contain_text("good luck")
    expect(carl_page.locator("#talk-messages")).to_contain_text("You muted:")

    ben_page.fill("#talk-text", "carl cannot hear this")
    ben_page.click("#talk form.talk-form button[type=submit]")
    expect(pages["anna"].locator("#talk-messages")).to_contain_text(
        "carl cannot hear this", timeout=20_000
    )
    pages["anna"].fill("#talk-text", "anna was here")
    pages["anna"].click("#talk form.talk-form button[type=submit]")
    expect(carl_page.locator("#talk-messages")).to_contain_text("anna was here", timeout=20_000)
    expect(carl_page.locator("#talk-messages")).not_to_contain_text("carl cannot hear this")

    anna_page = pages["anna"]  # the creator moderates
    anna_page.click("#talk-messages li:has-text('carl cannot hear') button:has-text('Hide')")
    expect(anna_page.locator("#talk-messages")).not_to_contain_text("carl cannot hear this")
    expect(ben_page.locator("#talk-messages")).to_contain_text(
        "(hidden by a moderator)", timeout=20_000
    )
    expect(ben_page.locator("#talk-messages")).not_to_contain_text("carl cannot hear this")
    game.refresh_from_db()
    assert game.head_seq == 0 and game.last_seq == 4

    # A move refreshes the panel from the stream; the talk beside the history keeps a draft.
    carl_page.fill("#talk-text", "a draft in progress")
    mover = [anna, ben, carl][game.to_act[0]]
    move = TINY.legal_moves(game.head_state, game.to_act[0])[0]
    game_move_submit(game_id=game.pk, user=mover, move=move, if_match=game.head_seq)
    expect(carl_page.locator("#game")).to_have_attribute("data-seq", "5", timeout=20_000)
    expect(carl_page.locator("#talk-text")).to_have_value("a draft in progress")
    assert Event.objects.filter(game=game, kind="chat").count() == 3
    for name, page in pages.items():
        page.screenshot(path=str(screenshots / f"talk-{name}.png"), full_page=True)
