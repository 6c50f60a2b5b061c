"""The newcomer's journey, by clicking only: an anonymous visitor signs up, verifies the
address from the email a real SMTP server received, creates a game against bots on the New
game page (every Age of Steam map, Germany included; Brass; Russian Railroads; 504 on a few
worlds) and plays its first rounds with the move builder: every kind of move the game offers
the player in those turns is made at least once (a board place clicked or chosen by keyboard
where the move has one, Age of Steam's tiles chosen from their pictures), never a move typed.

The bots' moves are made by the task the worker runs (games.tasks.play_bots), called here
after each of the player's moves: the browser tests' server has no worker of its own.
Screenshots of each build preview go to test-output/screenshots/journey-*.png.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from accounts.models import User
from games.engines.core import get_engine
from games.models import Game
from games.tasks import play_bots
from tests.browser.flow import click_move
from tests.browser.test_accounts import mail_link

PASSWORD = "a-long-and-new-password"
#: (engine, players, options): every map, Brass, Russian Railroads, 504 on three worlds.
GAMES = [
    ("age-of-steam", 3, {"map": "rust_belt"}),
    ("age-of-steam", 3, {"map": "western_us"}),
    ("age-of-steam", 3, {"map": "southern_us"}),
    ("age-of-steam", 3, {"map": "germany"}),
    ("age-of-steam", 1, {"map": "barbados"}),
    ("age-of-steam", 2, {"map": "st_lucia"}),
    ("brass-birmingham", 2, {"variant": "standard"}),
    ("russian-railroads", 2, {}),
    ("504", 2, {"world": "231"}),
    ("504", 2, {"world": "564"}),
    ("504", 3, {"world": "987"}),
]
#: The player's moves per game (the first rounds): enough for every kind offered early.
MOVES = {"age-of-steam": 28, "brass-birmingham": 12, "russian-railroads": 14, "504": 14}
#: Kinds that must have been made, per engine (the first rounds offer them for certain).
MUST = {
    "age-of-steam": {"issue_shares", "select_action", "build", "end_build"},
    "brass-birmingham": {"build", "network"},
    # every kind, late ones too: tests/browser/test_russian_railroads_moves.py
    "russian-railroads": {"place", "track", "pass"},
    "504": set(),
}


#: Kinds not made on purpose: leaving the game, and undoing a whole build turn.
NOT_NEEDED = {"drop_out", "take_back_build"}
#: One decision's alternatives: making either answers it (the other is not offered again).
ALTERNATIVES = {"skip_urbanize": "urbanize", "urbanize": "skip_urbanize"}


#: Moves past the first rounds, for a kind offered late (a first delivery) and not made yet.
EXTRA = 12
#: Kinds offered seldom (a delivery needs a cube and a link to its city): made the first time
#: they are offered, before the bot's choice, so that the budget of moves never runs out on them.
SELDOM = {"deliver"}


def unmade(offered: set[str], made: set[str]) -> set[str]:
    return {k for k in offered - made - NOT_NEEDED if ALTERNATIVES.get(k) not in made}


def game_id(engine: str, options: dict[str, Any]) -> str:
    return "-".join([engine, *map(str, options.values())])


def sign_up(page: Page, base: str, mail: Any, name: str) -> User:
    page.goto(f"{base}/")
    page.click("header.top >> text=Sign up")
    page.fill("#id_username", name)
    page.fill("#id_email", f"{name}@example.test")
    page.fill("#id_password1", PASSWORD)
    page.fill("#id_password2", PASSWORD)
    page.click("main form button[type=submit]")
    expect(page).to_have_url(f"{base}/accounts/confirm-email/")
    page.goto(base + mail_link(mail, f"{name}@example.test", "/accounts/confirm-email/", base))
    page.click("main form button[type=submit]")
    expect(page).to_have_url(f"{base}/games/")
    return User.objects.get(username=name)


def create_game(page: Page, base: str, engine: str, players: int, options: dict[str, Any]) -> Game:
    page.click("header.top >> text=New game")
    page.select_option("#id_engine", engine)
    page.fill("#id_players", str(players))
    page.fill("#id_bots", str(players - 1))
    for name, value in options.items():
        page.select_option(f"#id_opt__{engine}__{name}", str(value))
    page.click("#create-form button[type=submit]")
    expect(page).to_have_url(re.compile(r"/games/\d+/$"))
    found = re.search(r"/games/(\d+)/$", page.url)
    assert found
    game = Game.objects.get(pk=int(found.group(1)))
    assert game.status == Game.Status.ACTIVE and game.options == options
    return game


def choose(game: Game, seat: int, made: set[str], rng: random.Random) -> dict[str, Any]:
    """The greedy bot's move, or a move of a kind not made yet (the cheapest listed)."""
    engine = get_engine(game.engine)
    listed = engine.legal_moves(game.head_state, seat)
    legal = [m for m in listed if told_apart(m, listed)]
    wanted = engine.bots["greedy"](game.head_state, seat, rng)
    seldom = [m for m in legal if m["type"] in SELDOM - made]
    if seldom:
        return seldom[0]
    if wanted["type"] in made or wanted not in legal:
        fresh = [m for m in legal if m["type"] not in made | NOT_NEEDED]
        if fresh:
            return fresh[0]
        return next((m for m in legal if m["type"] == wanted["type"]), legal[0])
    return wanted


def told_apart(move: dict[str, Any], legal: list[dict[str, Any]]) -> bool:
    """False for a delivery another one matches stop for stop (same cube, cities, track
    owners and length: the same to a player, so either may be the one clicked)."""
    if move["type"] != "deliver":
        return True

    def stops(m: dict[str, Any]) -> tuple[Any, ...]:
        return (m["from"], m["colour"], tuple(x[-1] for x in m["links"]), m.get("bonus_link"))

    return sum(stops(m) == stops(move) for m in legal if m["type"] == "deliver") == 1


@pytest.mark.parametrize(
    ("engine", "players", "options"), GAMES, ids=[game_id(*g[::2]) for g in GAMES]
)
def test_a_newcomer_signs_up_and_plays_the_first_rounds_by_clicking(
    engine, players, options, browser_context, web_server, mail, screenshots
):
    base = web_server
    page = browser_context()
    name = re.sub(r"[^a-z0-9]", "", game_id(engine, options))[:20] or "player"
    user = sign_up(page, base, mail, name)
    game = create_game(page, base, engine, players, options)
    url = f"{base}/games/{game.pk}/"
    rng = random.Random(7)
    offered: set[str] = set()
    made: set[str] = set()
    shots = 0
    for turn in range(MOVES[engine] + EXTRA):
        if turn >= MOVES[engine] and not unmade(offered, made):
            break  # the first rounds are played; past them only for a kind not made yet
        play_bots(game.pk)
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE:
            break
        seat = 0
        assert seat in game.to_act, "the bots stopped before the player's turn"
        legal = get_engine(engine).legal_moves(game.head_state, seat)
        offered |= {m["type"] for m in legal if told_apart(m, legal)}
        move = choose(game, seat, made, rng)
        page.goto(url)
        expect(page.locator("#builder")).to_be_visible()
        # The page is fresh; its live stream (tested in test_play) would only race the clicks.
        page.evaluate("window.turnStream && window.turnStream.close()")
        before = game.head_seq

        def shoot(kind: str = move["type"]) -> None:
            nonlocal shots
            if kind in ("build", "deliver") and shots < 3:
                shots += 1
                page.screenshot(
                    path=str(
                        screenshots / f"journey-{game_id(engine, options)}-{kind}-{shots}.png"
                    ),
                    full_page=True,
                )

        click_move(page, game, user, move, before_confirm=shoot)
        expect(page.locator("#game")).not_to_have_attribute("data-seq", str(before))
        game.refresh_from_db()
        assert game.events.get(seq=before + 1).move == move
        made.add(move["type"])
    report = screenshots.parent / "journey-moves.json"
    found = json.loads(report.read_text()) if report.exists() else {}
    found[game_id(engine, options)] = {"offered": sorted(offered), "made": sorted(made)}
    report.write_text(json.dumps(found, indent=1))
    missing = MUST[engine] - made
    assert not missing, f"never made: {sorted(missing)} (made {sorted(made)})"
    missed = unmade(offered, made)
    assert not missed, f"offered but never made: {sorted(missed)} (made {sorted(made)})"
