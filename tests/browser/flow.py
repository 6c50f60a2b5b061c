"""The browser bar for one engine: follow a signed email link, see the board, refuse an
illegal move with the engine's sentence, move by clicking, and watch a second player's page
receive the move through the live stream without reloading."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from accounts.models import User
from games import selectors
from games.engines.core import IllegalMove, get_engine
from games.models import Game
from games.services.lifecycle import game_create, game_join
from games.web import boards, pages
from games.words import say, seat_names
from notifications.email.links import login_link

NONSENSE = "xyzzy plugh frobozz"


def start(slug: str, users: list[User], options: dict[str, Any], seed: int = 7) -> Game:
    game = game_create(user=users[0], engine=slug, players=len(users), options=options, seed=seed)
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    game.refresh_from_db()
    return game


def open_by_link(page: Page, base: str, user: User, game: Game) -> None:
    link = urlsplit(login_link(user, game))
    page.goto(f"{base}{link.path}?{link.query}")
    expect(page).to_have_url(f"{base}/games/{game.pk}/")
    expect(page.locator("#board svg.board")).to_be_visible()


def choose_move(game: Game, seat: int) -> tuple[int, dict[str, Any], str | None]:
    """(index in the legal moves, move, its place on the board): a placed move when any."""
    engine = get_engine(game.engine)
    moves = engine.legal_moves(game.head_state, seat)
    listed = [(i, m) for i, m in enumerate(moves) if not m.get("compact")]
    placed = [(i, m) for i, m in listed if boards.place_of(game.engine, m)]
    index, move = (placed or listed)[0]
    return index, move, boards.place_of(game.engine, move)


def click_move(
    page: Page,
    game: Game,
    user: User,
    move: dict[str, Any],
    before_confirm: Callable[[], None] | None = None,
) -> list[str]:
    """Make ``move`` with the move builder by clicking only: each step's answer (a board place
    by keyboard or mouse where the answer has one), then Confirm (``before_confirm`` sees the
    preview first). Returns how each step was answered ("place", "button" or "auto": the only
    answer, taken by the builder)."""
    chain = pages.move_chain(game, user, move)
    how: list[str] = []
    builder = page.locator("#builder")
    for depth, step in enumerate(chain):
        picks = (builder.get_attribute("data-picks") or "").split()
        answered = [t for t in picks if t.startswith("k:")]
        if len(answered) > depth:
            how.append("auto")
            continue
        button = page.locator(f'#builder .choices button[name="add"][value="k:{step.key}"]')
        place = page.locator(f'#board .place.clickable[data-place="{step.place}"]')
        here = page.locator(f'#builder .choices button[data-place="{step.place}"]')
        before = " ".join(picks)
        if step.place and place.count() and here.count() <= 1:
            try:
                with page.expect_response(lambda r: "/builder/" in r.url, timeout=5000):
                    if how.count("place") % 2 == 0:  # keyboard and mouse in turn on the board
                        place.first.focus()
                        page.keyboard.press("Enter")
                    else:
                        place.first.click()
                how.append("place")
            except PlaywrightTimeout:  # a place drawn under another: its answer's button
                with page.expect_response(lambda r: "/builder/" in r.url):
                    button.click()
                how.append("button")
        else:
            with page.expect_response(lambda r: "/builder/" in r.url):
                button.click()
            how.append("button")
        # The answer swapped in (its picks differ), so the next step reads the new builder.
        page.wait_for_function(
            "before => (document.getElementById('builder')?.getAttribute('data-picks') || '')"
            " !== before || !!document.querySelector('#builder [data-confirm]')",
            arg=before,
        )
        expect(page.locator("#builder.htmx-settling")).to_have_count(0)
    expect(
        page.locator("#builder [data-confirm], #builder button[value^='k:#']").first
    ).to_be_visible()
    if not page.locator("#builder [data-confirm]").count():
        # Moves with the same steps (two tracks between the same cities): told by their words.
        text = pages.move_words(game, user, move)
        with page.expect_response(lambda r: "/builder/" in r.url):
            page.locator("#builder .choices").get_by_role("button", name=text, exact=True).click()
        how.append("button")
    expect(page.locator("#builder [data-confirm]")).to_be_visible()
    if before_confirm is not None:
        before_confirm()
    page.click("#builder [data-confirm]")
    return how


def expected_refusal(game: Game, seat: int) -> str:
    try:
        get_engine(game.engine).parse(game.head_state, seat, NONSENSE)
    except IllegalMove as refused:
        return refused.message
    raise AssertionError("the nonsense text parsed as a move")


def play_by_clicking(
    chromium_page,
    base: str,
    slug: str,
    users: list[User],
    options: dict[str, Any],
    shots,
    name: str,
) -> None:
    game = start(slug, users, options)
    seat = game.to_act[0]
    mover, watcher = users[seat], users[(seat + 1) % len(users)]
    page = chromium_page()
    other = chromium_page()
    open_by_link(page, base, mover, game)
    open_by_link(other, base, watcher, game)
    other.evaluate("window.__sameDocument = 42")
    page.screenshot(path=str(shots / f"{name}-player.png"), full_page=True)

    # An illegal move in the text box: refused with the engine's own sentence.
    page.fill("#move-text", NONSENSE)
    page.click("text=Send move")
    expect(page.locator("#move-result .error")).to_have_text(expected_refusal(game, seat))
    game.refresh_from_db()
    assert game.head_seq == 0

    # A legal move by clicking: the builder's steps (a board place by keyboard and by mouse
    # where the move has one), the preview, then Confirm.
    _, move, _ = choose_move(game, seat)
    click_move(page, game, mover, move)
    expect(page.locator("#game")).to_have_attribute("data-seq", "1")
    game.refresh_from_db()
    assert game.head_seq == 1
    event = game.events.get(seq=1)
    assert event.move == move or json.dumps(event.move, sort_keys=True) == json.dumps(
        move, sort_keys=True
    )
    last = selectors.game_events_for(game=game, seat=(seat + 1) % len(users))[-1]
    # The log line the other player's page writes: the move's words, else its notation.
    seen = say(last["words"], seat_names=seat_names(game)) if last["words"] else last["notation"]

    # The other player's page receives it through the stream, in the same document.
    expect(other.locator("#game")).to_have_attribute("data-seq", "1", timeout=20_000)
    expect(other.locator("#history li").first).to_contain_text(seen)
    assert other.evaluate("window.__sameDocument") == 42
    # The table talk stays on both pages through the panel swaps after the move (the move's
    # answer and the stream's refresh both replace #game).
    for seen_by in (page, other):
        expect(seen_by.locator("#talk")).to_have_count(1)
        expect(seen_by.locator("#talk-title")).to_be_visible()
    page.screenshot(path=str(shots / f"{name}-after-move.png"), full_page=True)
    other.screenshot(path=str(shots / f"{name}-watcher.png"), full_page=True)
