"""Russian Railroads' moves as players tell them, in English and German: the game log on the
page and the turn email write each move as a sentence in the rulebook's terms ("Put
locomotive 2 on the Trans-Siberian Railway", "Lokomotive 2 an die Strecke Transsib
an"), never the typed notation's short forms; the notation is still stored and read as a
reply."""

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
from tests.support.person_words import person_text

pytestmark = pytest.mark.django_db(transaction=True, reset_sequences=True)

ENGINE = get_engine("russian-railroads")
#: The notation's short forms, never in a log line or an email.
SHORT = re.compile(r"\b(TS|SP|KV|loco|from stack|industry step with marker|start bonus [a-z])\b")


def _until_locomotive(users: list, seed: int) -> Game:
    """Greedy moves until a locomotive and a track step are in the log and someone's turn
    follows another player's move (a turn email goes out)."""
    game = game_create(user=users[0], engine="russian-railroads", players=3, options={}, seed=seed)
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    rng = random.Random(seed)
    last = None
    for _ in range(400):
        game.refresh_from_db()
        seat = game.to_act[0]
        kinds = set(Event.objects.filter(game=game).values_list("move__type", flat=True))
        if {"locomotive", "track", "place"} <= kinds and seat != last:
            break
        last = seat
        move = ENGINE.bots["greedy"](game.head_state, seat, rng)
        game_move_submit(game_id=game.pk, user=users[seat], move=move, if_match=game.head_seq)
    return game


def _log(html: str) -> str:
    found = re.search(r'<section class="log".*?</section>', html, re.S)
    assert found is not None
    return person_text(found.group(0))


def test_moves_in_sentences_on_the_page_and_in_the_turn_email(make_user, smtp_sink) -> None:
    users = [make_user(n) for n in ("ada", "bob", "cy")]
    for user in users:
        set_profile(user, language="de" if user.username == "bob" else "en")
    game = _until_locomotive(users, 3)
    events = list(Event.objects.filter(game=game, move__type__in=["locomotive", "track"]))
    assert {e.move["type"] for e in events} == {"locomotive", "track"}
    names = seat_names(game)
    locomotive = next(e for e in events if e.move["type"] == "locomotive")
    assert re.search(r" to (TS|SP|KV)", locomotive.notation)  # the notation keeps its form

    for user, language, line in ((users[0], "en", "Put locomotive"), (users[1], "de", "Strecke")):
        client = Client()
        client.force_login(user)
        log = _log(client.get(f"/games/{game.pk}/").content.decode())
        assert not SHORT.search(log), log
        for event in events[-3:]:
            assert say(event.words, language, names) in log
        assert line in log

    sweep()
    for user in users:
        for mail in smtp_sink.to(user.email, ""):
            body = text_of(mail)
            assert not SHORT.search(body), body


def test_the_notation_and_the_sentence_are_both_read_as_a_reply() -> None:
    state = ENGINE.setup(3, {}, 5)
    rng = random.Random(5)
    while state["phase"] != "actions":
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.bots["greedy"](state, seat, rng)).state
    seat = ENGINE.to_act(state)[0]
    for move in [m for m in ENGINE.legal_moves(state, seat) if m["type"] == "place"][:8]:
        typed = ENGINE.notation(state, seat, move)
        assert typed.startswith("place ")
        assert ENGINE.parse(state, seat, typed) == move
        for language in ("en", "de"):
            assert (
                ENGINE.parse(state, seat, say(ENGINE.move_text(state, seat, move), language))
                == move
            )
