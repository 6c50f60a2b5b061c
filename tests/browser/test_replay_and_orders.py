"""Replays and standing orders by clicking (real uvicorn, real Chromium).

* Replay: from the game page's Replay link, step back and forward with the links and the
  arrow keys, jump with Home and End, open a move from the log; each step shows its board.
* Standing orders: a player whose turn it is not leaves "bid up to $N, then pass" in the
  Age of Steam turn-order auction with the page's form; when the turn comes the server
  bids for them, and the page lists the order and withdraws it with a click.
* A dropped order is told live: the owner's open page shows the stream's notice at once.
"""

from __future__ import annotations

import random

from playwright.sync_api import expect

from games.engines.core import get_engine
from games.models import Event, Game, StandingOrder
from games.services.moves import game_move_submit
from games.services.orders import order_create
from tests.browser.flow import NONSENSE, open_by_link, start


def test_replay_stepping_by_clicking_and_keys(browser_context, web_server, screenshots, make_user):
    anna, ben = make_user("anna"), make_user("ben")
    game = start("brass-birmingham", [anna, ben], {})
    engine, rng = get_engine(game.engine), random.Random(4)
    for _ in range(6):
        game.refresh_from_db()
        seat = game.to_act[0]
        move = engine.bots["random"](game.head_state, seat, rng)
        game_move_submit(game_id=game.pk, user=[anna, ben][seat], move=move)
    page = browser_context()
    open_by_link(page, web_server, anna, game)
    page.click("#replay-link")
    position = page.locator("#position")
    expect(position).to_have_text("Move 6 of 6")
    expect(page.locator("#board svg.board")).to_be_visible()
    # Start and End are words with drawn icons (no glyphs a font may lack): named by the words.
    expect(page.locator(".replay-steps a[data-key=Home]")).to_have_accessible_name("Start")
    expect(page.locator(".replay-steps a[data-key=Home] svg")).to_be_visible()
    page.click(".replay-steps a[rel=prev]")
    expect(position).to_have_text("Move 5 of 6")
    expect(page.locator("#history li[aria-current=step]")).to_have_attribute("data-seq", "5")
    page.wait_for_load_state()  # the keys are read by replay.js, loaded deferred
    page.keyboard.press("ArrowLeft")
    expect(position).to_have_text("Move 4 of 6")
    page.wait_for_load_state()  # the keys are read by replay.js, loaded deferred
    page.keyboard.press("Home")
    expect(position).to_contain_text("The set-up")
    page.wait_for_load_state()  # the keys are read by replay.js, loaded deferred
    page.keyboard.press("ArrowRight")
    expect(position).to_have_text("Move 1 of 6")
    page.wait_for_load_state()  # the keys are read by replay.js, loaded deferred
    page.keyboard.press("End")
    expect(position).to_have_text("Move 6 of 6")
    page.click("#history li[data-seq='3'] a")
    expect(position).to_have_text("Move 3 of 6")
    page.screenshot(path=str(screenshots / "replay-step-3.png"), full_page=True)
    page.click("text=Back to the game")
    expect(page).to_have_url(f"{web_server}/games/{game.pk}/")


def auction_soon(users) -> Game:
    """An Age of Steam game (three players) in its first turn-order auction."""
    game = start("age-of-steam", users, {"map": "rust_belt"})
    engine = get_engine(game.engine)
    for _ in range(20):
        game.refresh_from_db()
        if game.head_state["phase"] == "auction":
            return game
        seat = game.to_act[0]
        move = next(m for m in engine.legal_moves(game.head_state, seat))
        game_move_submit(game_id=game.pk, user=users[seat], move=move)
    raise AssertionError("no auction")


def test_leaving_a_standing_order_by_clicking(browser_context, web_server, screenshots, make_user):
    users = [make_user("anna"), make_user("ben"), make_user("carl")]
    game = auction_soon(users)
    first = game.to_act[0]
    engine = get_engine(game.engine)
    after = engine.apply(game.head_state, first, {"type": "pass"}).state
    waiting = engine.to_act(after)[0]  # bids next once the first bidder passes
    assert waiting != first and after["phase"] == "auction"
    page = browser_context()
    open_by_link(page, web_server, users[waiting], game)
    form = page.locator("#orders form.order-form").filter(has_text="turn-order auction")
    expect(form.locator("legend")).to_contain_text("up to $N")
    form.locator("input[name=p_limit]").fill("3")
    form.locator("button[type=submit]").click()
    expect(page.locator("ul.messages")).to_contain_text("Your order waits for your turn.")
    order = StandingOrder.objects.get(game=game, seat=waiting)
    listed = page.locator(f"#orders li[data-order='{order.pk}']")
    expect(listed).to_contain_text("up to $3")
    expect(listed).to_contain_text("Waiting")

    # The first bidder passes; the turn comes to the order's seat and the server bids.
    game_move_submit(game_id=game.pk, user=users[first], move={"type": "pass"})
    order.refresh_from_db()
    assert order.played, "the order bid when its turn came"
    made = Event.objects.get(game=game, seq=order.played[0])
    assert made.seat == waiting and made.move["type"] in ("bid", "pass")
    page.reload()
    expect(page.locator("#history")).to_contain_text("(your standing order)")
    expect(listed).to_contain_text("Waiting")  # it stands until withdrawn
    listed.locator("button", has_text="Withdraw").click()
    expect(page.locator("ul.messages")).to_contain_text("Your order was withdrawn.")
    expect(page.locator(f"#orders li[data-order='{order.pk}']")).to_contain_text("Withdrawn")
    order.refresh_from_db()
    assert order.status == StandingOrder.Status.WITHDRAWN
    page.screenshot(path=str(screenshots / "standing-orders.png"), full_page=True)
    others = browser_context()
    open_by_link(others, web_server, users[first], game)
    expect(others.locator("#orders li")).to_have_count(0)
    expect(others.locator("#history")).not_to_contain_text("standing order")


def test_a_dropped_order_is_told_live_on_the_page(browser_context, web_server, make_user):
    """The owner's page, left open, says at once that their order was dropped (the live
    stream's notice) and lists it with the reason; the other player's page says nothing."""
    users = [make_user("anna"), make_user("ben")]
    game = start("brass-birmingham", users, {})
    engine, rng = get_engine(game.engine), random.Random(5)
    first = game.to_act[0]
    move = engine.bots["random"](game.head_state, first, rng)
    owner = engine.to_act(engine.apply(game.head_state, first, move).state)[0]
    assert owner != first
    order = order_create(
        game_id=game.pk,
        user=users[owner],
        kind="moves",
        steps=[{"text": "pass", "if": {"seat": first, "text": NONSENSE}}],
    )
    page, others = browser_context(), browser_context()
    open_by_link(page, web_server, users[owner], game)
    open_by_link(others, web_server, users[first], game)
    expect(page.locator("#live-notice")).to_be_hidden()
    game_move_submit(game_id=game.pk, user=users[first], move=move)
    order.refresh_from_db()
    assert order.status == StandingOrder.Status.DROPPED
    notice = page.locator("#live-notice")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("was dropped")
    expect(page.locator(f"#orders li[data-order='{order.pk}'] .reason")).to_be_visible()
    expect(others.locator("#game")).to_have_attribute("data-seq", str(game.head_seq + 1))
    expect(others.locator("#live-notice")).to_be_hidden()
    expect(others.locator("#orders li")).to_have_count(0)
