"""How an Age of Steam game reads after builds and a delivery: the game page (English and
German) and a turn email, saved as screenshots under test-output/screenshots/ to be looked
at; the log beside the board writes the moves in words, never a rotation number or a route
of hex labels."""

from __future__ import annotations

import base64
import random

from games.engines.core import get_engine
from games.models import Event
from games.services.lifecycle import game_create, game_join
from games.services.moves import game_move_submit
from notifications.sweeper import sweep
from tests.browser.test_screenshots import sign_in
from tests.integration.notifications.conftest import set_profile
from tests.support.person_words import NOTATION, person_text

ENGINE = get_engine("age-of-steam")


def _played(users: list) -> object:
    game = game_create(
        user=users[0], engine="age-of-steam", players=3, options={"map": "rust_belt"}, seed=11
    )
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    rng = random.Random(11)
    last = None
    for _ in range(400):
        game.refresh_from_db()
        seat = game.to_act[0]
        kinds = set(Event.objects.filter(game=game).values_list("move__type", flat=True))
        if {"build", "deliver"} <= kinds and seat != last and seat == 0:
            break
        last = seat
        move = ENGINE.bots["greedy"](game.head_state, seat, rng)
        game_move_submit(game_id=game.pk, user=users[seat], move=move, if_match=game.head_seq)
    return game


def test_an_age_of_steam_page_and_turn_email_after_builds(
    browser_context, web_server, screenshots, make_user, mail, settings
):
    users = [make_user(n) for n in ("ada", "bob", "cy")]
    set_profile(users[1], language="de")
    game = _played(users)

    for user, language in ((users[0], "en"), (users[1], "de")):
        page = browser_context()
        sign_in(page, web_server, user.username)
        page.goto(f"{web_server}/games/{game.pk}/")
        log = page.locator("section.log")
        text = log.inner_text()
        assert not NOTATION.search(text), text
        assert (" towards " if language == "en" else " Richtung ") in text, text
        page.screenshot(path=str(screenshots / f"age-of-steam-log-{language}.png"), full_page=True)
        log.screenshot(path=str(screenshots / f"age-of-steam-log-{language}-log.png"))

    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST, settings.EMAIL_PORT = "127.0.0.1", mail.port
    settings.EMAIL_USE_TLS = settings.EMAIL_USE_SSL = False
    settings.EMAIL_HOST_USER = settings.EMAIL_HOST_PASSWORD = ""
    sweep()
    for user, language in ((users[0], "en"), (users[1], "de")):
        sent = mail.to(user.email)
        assert sent, user.username
        message = sent[-1]
        html = str(message.get_body(preferencelist=("html",)).get_content())
        for part in message.walk():
            if part.get_content_type() == "image/png":
                cid = str(part["Content-ID"]).strip("<>")
                data = base64.b64encode(part.get_payload(decode=True)).decode()
                html = html.replace(f"cid:{cid}", f"data:image/png;base64,{data}")
        assert not NOTATION.search(person_text(html))
        page = browser_context(width=800)
        page.set_content(html)
        page.screenshot(
            path=str(screenshots / f"age-of-steam-turn-email-{language}.png"), full_page=True
        )
