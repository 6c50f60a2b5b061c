"""The bar: a turn email's move links. Mail scanners follow every link, so a link's GET
shows the move and a button and changes nothing; the button's POST (with the page's CSRF
token) plays the move once; a second POST, another link of the same email, or a reply to
it afterwards is refused clearly; a forged or expired link plays nothing."""

from __future__ import annotations

import re
from datetime import timedelta
from urllib.parse import urlsplit

import pytest
import time_machine
from django.core import mail
from django.test import Client
from django.utils import timezone

from games.models import Event
from games.services.moves import game_move_submit
from notifications.email.inbound import inbound_receive
from notifications.models import ReplyAddress
from notifications.sweeper import sweep
from tests.integration.notifications.helpers import game_with

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("email_cursor")]


def _links(user) -> tuple[list[str], str]:
    sweep()
    turn = [m for m in mail.outbox if user.email in m.to and "Your turn" in m.subject][-1]
    links = re.findall(r"(\S+): (http\S+/email/move/\S+/)", turn.body)
    assert links, turn.body
    html = turn.alternatives[0][0]
    for _words, url in links:
        assert f'href="{url}"' in html
    return [urlsplit(url).path for _words, url in links], turn.reply_to[0]


def _confirm(browser: Client, path: str):
    page = browser.get(path)
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page.content.decode())
    assert token, page.content.decode()
    return browser.post(path, {"csrfmiddlewaretoken": token.group(1)})


def test_a_move_link_shows_the_move_on_get_and_plays_it_once_on_post(make_user):
    ada, bob = make_user("ada"), make_user("bob")
    game = game_with([ada, bob])
    paths, reply_to = _links(ada)
    browser = Client(enforce_csrf_checks=True)

    shown = []
    for path in paths:  # what a mail scanner does: nothing changes
        page = browser.get(path)
        assert page.status_code == 200
        assert "Play this move" in page.content.decode()
        shown.append(page.content.decode())
    assert any("The board after this move" in p and "<svg" in p for p in shown)  # a card played
    assert any("cards you draw are not shown" in p for p in shown)  # drawn: hidden till played
    assert not Event.objects.filter(game=game).exists()
    assert ReplyAddress.objects.get(user=ada, game=game).used_at is None
    assert browser.post(paths[0]).status_code == 403  # no CSRF token: refused, nothing played

    played = _confirm(browser, paths[0])
    assert played.status_code == 200 and "Your move was played" in played.content.decode()
    assert Event.objects.filter(game=game).count() == 1

    again = browser.post(paths[0], {"csrfmiddlewaretoken": browser.cookies["csrftoken"].value})
    assert again.status_code == 409 and "already answered" in again.content.decode()
    assert len(paths) == 3  # play either card, or draw
    other = Client().post(paths[-1])  # no form to take a token from: the page refuses
    assert other.status_code == 409 and "already answered" in other.content.decode()
    assert Event.objects.filter(game=game).count() == 1
    assert Client().get(paths[0]).status_code == 409  # the page says so on GET too

    reply = inbound_receive(recipient=reply_to, sender=ada.email, subject="Re", body="draw")
    assert reply.outcome == "replayed"
    assert Event.objects.filter(game=game).count() == 1


def test_forged_and_expired_move_links_play_nothing(make_user):
    ada, bob = make_user("ada"), make_user("bob")
    game = game_with([ada, bob])
    paths, _reply_to = _links(ada)
    forged = paths[0][:-6] + ("AAAAA/" if not paths[0].endswith("AAAAA/") else "BBBBB/")
    assert Client().get(forged).status_code == 404
    assert Client().post(forged).status_code == 404
    with time_machine.travel(timezone.now() + timedelta(days=31)):
        expired = Client().get(paths[0])
        assert expired.status_code == 410 and "expired" in expired.content.decode()
        assert Client().post(paths[0]).status_code == 410
    assert not Event.objects.filter(game=game).exists()


def test_a_link_for_a_position_the_game_left_plays_nothing(make_user):
    ada, bob = make_user("ada"), make_user("bob")
    game = game_with([ada, bob])
    paths, _reply_to = _links(ada)
    game_move_submit(game_id=game.pk, user=ada, move={"type": "draw"})  # on the game page
    moved_on = Client().get(paths[0])
    assert moved_on.status_code == 409 and "moved on" in moved_on.content.decode()
    assert Client().post(paths[0]).status_code == 409
    assert Event.objects.filter(game=game).count() == 1
