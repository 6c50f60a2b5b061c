"""The German bar in a real browser: a German-profile player signs in, plays one move by
clicking and one by German text, and the visible text of the page holds no English UI word
(the words of the English msgids that German never uses; the switcher's other languages,
marked lang, apart)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from accounts.models import Profile
from games.engines.core import get_engine
from games.models import Game
from games.services.moves import game_move_submit
from games.words import say, seat_names
from tests.browser.flow import choose_move, click_move, start
from tests.support.english import english_in

#: What a German reader sees: the page's text, less the parts in another language.
VISIBLE_GERMAN = """() => {
  for (const el of document.querySelectorAll('[lang]:not([lang=de]):not(html)')) {
    el.style.display = 'none';
  }
  return document.body.innerText;
}"""


def english_on(page: Page, names: list[str]) -> set[str]:
    return english_in(page.evaluate(VISIBLE_GERMAN), names)


def test_german_player_clicks_a_move_types_one_in_german_and_meets_no_english(
    browser_context, web_server, make_user, screenshots
):
    users = [make_user("anke"), make_user("bert")]
    engine = get_engine("brass-birmingham")
    _n, options = next((n, o) for n, o in engine.configurations() if n == 2)
    game = start(engine.slug, users, options, seed=11)
    seat = game.to_act[0]
    anke, bert = users[seat], users[1 - seat]
    Profile.objects.filter(user=anke).update(language="de", timezone="Europe/Berlin")
    names = [anke.username, bert.username, engine.title]

    page = browser_context()
    page.goto(f"{web_server}/accounts/login/")
    expect(page.locator("html")).to_have_attribute("lang", "en")  # no profile read yet
    page.fill("#id_login", anke.username)
    page.fill("#id_password", "correct horse battery")
    page.click("main form button[type=submit]")
    expect(page).to_have_url(f"{web_server}/games/")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    assert not english_on(page, names)

    page.goto(f"{web_server}/games/{game.pk}/")
    expect(page.locator("#board svg.board")).to_be_visible()
    assert not english_on(page, names), english_on(page, names)
    page.screenshot(path=str(screenshots / "german-game.png"), full_page=True)

    # A move by clicking (the builder's questions and answers in German).
    _, move, _ = choose_move(game, seat)
    click_move(page, game, anke, move)
    expect(page.locator("#game")).to_have_attribute("data-seq", "1")

    # The other player moves until it is anke's turn again.
    game.refresh_from_db()
    while game.to_act != [seat]:
        other = game.to_act[0]
        game_move_submit(
            game_id=game.pk,
            user=bert,
            move=engine.legal_moves(game.head_state, other)[0],
        )
        game.refresh_from_db()

    # A move typed in German: the loan, as the German notation writes it (Kredit …).
    page.goto(f"{web_server}/games/{game.pk}/")
    loan = next(m for m in engine.legal_moves(game.head_state, seat) if m["type"] == "loan")
    typed = say(engine.move_text(game.head_state, seat, loan), "de", seat_names(game))
    assert typed.startswith("Kredit")
    before = game.head_seq
    page.fill("#move-text", typed)
    page.click(".text-move button[type=submit]")
    expect(page.locator("#game")).to_have_attribute("data-seq", str(before + 1))
    game = Game.objects.get(pk=game.pk)
    assert game.events.get(seq=before + 1).move == loan
    page.goto(f"{web_server}/games/{game.pk}/")
    assert not english_on(page, names), english_on(page, names)
    page.screenshot(path=str(screenshots / "german-after-moves.png"), full_page=True)
