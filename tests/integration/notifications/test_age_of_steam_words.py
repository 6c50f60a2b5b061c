"""Age of Steam's moves as players tell them, in English and German: the game log on the
page and the turn email write builds by the tile's rulebook name, the hex by its town or
printed label and the track by the places it reaches or its compass direction, never by a
rotation number; deliveries never by a route of hex labels. The notation (what a player
types) keeps them, and a reply in it is still read."""

from __future__ import annotations

import random
import re

import pytest
from django.test import Client

from games.engines.core import get_engine
from games.models import Event, Game
from games.services.lifecycle import game_create, game_join
from games.services.moves import game_move_submit
from games.words import say, seat_names
from notifications.sweeper import sweep
from tests.integration.notifications.conftest import set_profile, text_of
from tests.support.person_words import NOTATION, person_text

pytestmark = pytest.mark.django_db(transaction=True, reset_sequences=True)

ENGINE = get_engine("age-of-steam")


def _until_built_and_delivered(users: list, seed: int) -> Game:
    """Greedy moves until a build and a delivery are in the log and someone's turn follows
    another player's move (a turn email goes out)."""
    game = game_create(
        user=users[0], engine="age-of-steam", players=3, options={"map": "rust_belt"}, seed=seed
    )
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    rng = random.Random(seed)
    last = None
    for _ in range(400):
        game.refresh_from_db()
        seat = game.to_act[0]
        kinds = set(Event.objects.filter(game=game).values_list("move__type", flat=True))
        if {"build", "deliver"} <= kinds and seat != last:
            break
        last = seat
        move = ENGINE.bots["greedy"](game.head_state, seat, rng)
        game_move_submit(game_id=game.pk, user=users[seat], move=move, if_match=game.head_seq)
    return game


def _log(html: str) -> str:
    found = re.search(r'<section class="log".*?</section>', html, re.S)
    assert found is not None
    return person_text(found.group(0))


def test_builds_and_deliveries_in_words_on_the_page_and_in_the_turn_email(
    make_user, smtp_sink
) -> None:
    users = [make_user(n) for n in ("ada", "bob", "cy")]
    for user in users:
        set_profile(user, language="de" if user.username == "bob" else "en")
    game = _until_built_and_delivered(users, 11)
    events = list(Event.objects.filter(game=game, move__type__in=["build", "deliver"]))
    assert {e.move["type"] for e in events} == {"build", "deliver"}
    names = seat_names(game)
    for event in events:  # the notation keeps what a player types
        if event.move["type"] == "build":
            assert re.search(r"rotation \d", event.notation), event.notation

    for user, language, near in ((users[0], "en", " towards "), (users[1], "de", " Richtung ")):
        client = Client()
        client.force_login(user)
        log = _log(client.get(f"/games/{game.pk}/").content.decode())
        assert not NOTATION.search(log), log
        built = [e for e in events if e.move["type"] == "build"]
        for event in built[-3:]:
            said = say(event.words, language, names)
            assert said in log and near in said, said
        delivered = say(events[-1].words, language, names) if events else ""
        assert not re.search(r"\b[A-Z]\d{1,2}\b", delivered.split("(")[0])

    sweep()
    for user in users:
        for mail in smtp_sink.to(user.email, ""):
            body = text_of(mail)
            assert not NOTATION.search(body), body


def test_the_notation_is_still_read_as_a_reply() -> None:
    state = ENGINE.setup(3, {"map": "rust_belt"}, 5)
    rng = random.Random(5)
    while state["phase"] != "build":
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.bots["greedy"](state, seat, rng)).state
    seat = ENGINE.to_act(state)[0]
    for move in [m for m in ENGINE.legal_moves(state, seat) if m["type"] == "build"][:5]:
        typed = ENGINE.notation(state, seat, move)
        assert "rotation" in typed
        assert ENGINE.parse(state, seat, typed) == move
        words = str(ENGINE.move_text(state, seat, move))
        assert "rotation" not in words and ENGINE.parse(state, seat, words) == move
