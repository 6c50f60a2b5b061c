"""An event in the browser: an organiser creates a Swiss, players register on its page, the
organiser starts it, round 1 is played, and an anonymous visitor follows the shared link to
the rounds, tables and standings. Every page kind is screenshot at desktop and phone width
and checked by axe-core."""

from __future__ import annotations

import random

from playwright.sync_api import Page, expect

from tests.browser.look import Looker
from tests.browser.test_screenshots import sign_in
from tests.integration.tournaments.helpers import play_round
from tournaments.models import Tournament
from tournaments.services.rounds import tournament_advance


def signed_in(browser_context, base: str, name: str) -> Page:
    page = browser_context()
    sign_in(page, base, name)
    return page


def test_organiser_runs_a_swiss_and_anyone_reads_it(
    browser_context, web_server, screenshots, make_user
):
    base, look = web_server, Looker(screenshots, "events")
    make_user("olga")
    players = [make_user(name) for name in ("pia", "quin", "rosa", "sam", "tom", "uma")]

    # The organiser creates the event.
    org = signed_in(browser_context, base, "olga")
    org.click("header.top >> text=Events")
    look(org, "events-list-empty")
    org.click("text=Create an event")
    look(org, "event-create")
    org.fill("#id_name", "Autumn Swiss")
    org.select_option("#id_engine", "twenty-one")
    org.select_option("#id_kind", "swiss")
    org.fill("#id_rounds", "2")
    org.fill("#id_table_size", "3")
    org.fill("#id_round_days", "7")
    org.fill("#id_min_players", "6")
    org.click("#event-form button[type=submit]")
    expect(org.locator("h1")).to_have_text("Autumn Swiss")
    event = Tournament.objects.get(name="Autumn Swiss")
    assert event.config["table"]["preferred"] == 3 and event.round_seconds == 7 * 86400
    shared = org.locator("#share-link").input_value()
    assert shared == f"{base}/events/{event.pk}/"
    expect(org.locator("#runs-title")).to_have_text("How the event runs")  # no empty column
    look(org, "event-registration-organiser")

    # Players register in the browser.
    for n, player in enumerate(players):
        page = signed_in(browser_context, base, player.username)
        page.goto(shared)
        page.click("main >> button:has-text('Register')")
        expect(page.locator(".messages")).to_contain_text("You are registered")
        if n == 0:
            look(page, "event-registered-player")
        page.context.close()

    # The organiser starts it: round 1 is paired into two tables of three.
    org.reload()
    org.click("text=Start the event")
    expect(org.locator(".messages")).to_contain_text("The event has started")
    expect(org.locator(".table-card")).to_have_count(2)
    look(org, "event-running-organiser")

    # Round 1 is played out; the next round is paired.
    event.refresh_from_db()
    play_round(event.rounds.get(number=1), random.Random(5))
    tournament_advance(tournament_id=event.pk)

    # An anonymous visitor follows the shared link.
    visitor = browser_context()
    visitor.goto(shared)
    expect(visitor.locator("h1")).to_have_text("Autumn Swiss")
    standings = visitor.locator("table.standings tbody tr")
    expect(standings).to_have_count(6)
    assert sum(float(p) for p in standings.locator("td:nth-child(3)").all_inner_texts()) > 0
    expect(visitor.locator("#current-title")).to_have_text("Round 2, now playing")
    look(visitor, "event-public")
    visitor.click("text=Round 1")
    expect(visitor).to_have_url(f"{base}/events/{event.pk}/rounds/1/")
    expect(visitor.locator(".table-card")).to_have_count(2)
    expect(visitor.locator(".table-card .rank").first).to_be_visible()
    look(visitor, "event-round-public")
    visitor.goto(f"{base}/events/")
    expect(visitor.locator(".event-list")).to_contain_text("Autumn Swiss")
    look(visitor, "events-list")

    # The organiser pauses and resumes.
    org.reload()
    org.click("text=Pause the event")
    expect(org.locator(".badge")).to_have_text("Paused")
    expect(org.locator("#current-title")).to_have_text("Round 2, paused")
    look(org, "event-paused-organiser")
    org.click("main >> button:has-text('Resume')")
    expect(org.locator(".badge")).to_have_text("Running")

    look.assert_clean()
