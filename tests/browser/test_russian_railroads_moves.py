"""Every kind of Russian Railroads move, made by clicking in the move builder.

A whole 3-player game (seed SEED) is played: the other two players' moves are the greedy
bot's, made through the move service; the reader (seat 0) plays the greedy bot's moves too,
except that a move kind not made yet is taken when offered (the ?-token that brings a ?-card
and an end-game card, the ?-card with four actions, factory 9's end-game card), and the
turn-order spaces and the factories and engineer that give reuse are preferred until their
follow-ups came. Each first move of a kind is made in the browser by clicking only (the
board's places where the move has one, else the builder's buttons); the rest go through
the service, as a bot's would. The seed was found by playing this policy over seeds with the
engine alone (every kind is offered to seat 0 in this game); the test fails if a kind the
engine offers the reader was never made, and records offered, made and how each was clicked
in test-output/russian-railroads-moves.json.
"""

from __future__ import annotations

import json
import random
from typing import Any

from playwright.sync_api import expect

from games.engines.core import get_engine
from games.engines.russian_railroads.moves import SCHEMAS
from games.models import Game
from games.services.moves import game_move_submit
from tests.browser.flow import click_move, start
from tests.browser.test_screenshots import sign_in

SLUG = "russian-railroads"
SEED, PLAYERS, PICK_SEED = 49, 3, 7
READER = 0
#: The move the policy takes when a kind is offered (others: the first listed of the kind).
PREFER: dict[str, dict[str, Any]] = {
    "token": {"token": "endgame_and_card"},
    "card": {"card": "four_actions"},
    "factory9": {"choice": "card"},
}

Move = dict[str, Any]


def _fits(move: Move, want: dict[str, Any]) -> bool:
    return all(move.get(k) == v for k, v in want.items())


def _hires_engineer(state: dict[str, Any], move: Move, number: int) -> bool:
    hire = move["type"] == "place" and move["space"] == "hire_engineer"
    return hire and state["engineer_row"][-1] == number


def steer(state: dict[str, Any], legal: list[Move], made: set[str]) -> Move | None:
    """The reader's move when the policy has one (None: the greedy bot's move)."""
    fresh = [m for m in legal if m["type"] not in made and m["type"] != "pass"]
    if fresh:
        for move in fresh:
            if _fits(move, PREFER.get(move["type"], {"-": "-"})):
                return move
        return fresh[0]
    if "relocate" not in made or "decline" not in made:
        for move in legal:
            if move["type"] == "place" and str(move.get("space", "")).startswith("turn_order"):
                return move
    reuse_wanted = "reuse" not in made
    for move in legal:
        if move["type"] == "factory" and move["number"] in (3, 9):
            if reuse_wanted or "factory9" not in made:
                return move
        elif reuse_wanted and _hires_engineer(state, move, 8):
            return move
    for kind, want in PREFER.items():
        for move in legal:
            if move["type"] == kind and _fits(move, want):
                return move
    return None


def play(seed: int = SEED, players: int = PLAYERS, submit: Any = None) -> tuple[set[str], set[str]]:
    """The policy's whole game with the engine alone (``submit`` makes each move instead:
    the browser test's hook). Returns the kinds offered to and made by the reader."""
    engine = get_engine(SLUG)
    greedy = engine.bots["greedy"]
    state = engine.setup(players, {}, seed)
    rng = random.Random(PICK_SEED)
    offered: set[str] = set()
    made: set[str] = set()
    while engine.result(state) is None:
        seat = engine.to_act(state)[0]
        if seat == READER:
            legal = engine.legal_moves(state, seat)
            offered |= {m["type"] for m in legal}
            move = steer(state, legal, made) or greedy(state, seat, rng)
        else:
            move = greedy(state, seat, rng)
        if submit is not None:
            submit(seat, move, seat == READER and move["type"] not in made)
        if seat == READER:
            made.add(move["type"])
        state = engine.apply(state, seat, move).state
    return offered, made


def test_every_move_kind_is_made_by_clicking(browser_context, web_server, screenshots, make_user):
    users = [make_user(f"{n}rrkinds") for n in ("ann", "bob", "cyd")]
    game = start(SLUG, users, {}, seed=SEED)
    page = browser_context()
    sign_in(page, web_server, users[READER].username)
    url = f"{web_server}/games/{game.pk}/"
    how: dict[str, list[str]] = {}

    def submit(seat: int, move: Move, by_click: bool) -> None:
        game.refresh_from_db()
        assert game.to_act and game.to_act[0] == seat
        before = game.head_seq
        if not by_click:
            game_move_submit(game_id=game.pk, user=users[seat], move=move, if_match=before)
            return
        page.goto(url)
        expect(page.locator("#builder")).to_be_visible()
        page.evaluate("window.turnStream && window.turnStream.close()")
        how[move["type"]] = click_move(page, game, users[seat], move)
        expect(page.locator("#game")).not_to_have_attribute("data-seq", str(before))
        game.refresh_from_db()
        assert game.events.get(seq=before + 1).move == move
        if len(how) % 4 == 1:
            page.screenshot(path=str(screenshots / f"rr-kinds-{move['type']}.png"))

    offered, made = play(submit=submit)
    game.refresh_from_db()
    assert game.status == Game.Status.FINISHED
    report = screenshots.parent / "russian-railroads-moves.json"
    report.write_text(
        json.dumps({"offered": sorted(offered), "made": sorted(made), "how": how}, indent=1)
    )
    assert offered <= made, f"offered but never made: {sorted(offered - made)}"
    assert set(how) == made
    assert made == set(SCHEMAS), f"never offered: {sorted(set(SCHEMAS) - made)}"
