"""A refused email reply is answered in the sender's language (issue 19): the reason of a
move the platform refused (not the engine: the game was aborted meanwhile) and of table talk
refused by the rate limit is German for a German player, though the reply is handled by a
worker with no request (and no language) of its own. Sentences come from the German
catalogue, never from copies typed here."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.core import mail
from django.utils import translation
from django.utils.translation import gettext

from games.errors import game_is
from games.models import Submission
from games.services.lifecycle import game_abort
from notifications.email.inbound import inbound_receive
from notifications.sweeper import sweep
from tests.integration.notifications.conftest import set_profile
from tests.integration.notifications.helpers import game_with

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("email_cursor")]


def german(msgid: str, **params: Any) -> str:
    with translation.override("de"):
        said = gettext(msgid) % params if params else gettext(msgid)
    assert said != (msgid % params if params else msgid), f"no German for {msgid!r}"
    return said


def _reply_address(user) -> str:
    sweep()
    mine = [m for m in mail.outbox if user.email in m.to and m.reply_to]
    return mine[-1].reply_to[0]


def test_a_move_refused_by_the_platform_is_answered_in_german(
    make_user, django_capture_on_commit_callbacks
) -> None:
    anke, bert = make_user("anke"), make_user("bert")
    set_profile(anke, language="de")
    game = game_with([anke, bert])
    reply_to = _reply_address(anke)
    game_abort(game=game)
    with django_capture_on_commit_callbacks(execute=True):
        inbound_receive(recipient=reply_to, sender=anke.email, subject="Re", body="draw")
    submission = Submission.objects.get()
    assert submission.status == Submission.Status.REJECTED
    with translation.override("de"):
        reason = game_is(game.pk, "aborted")
    assert reason == german("Game %(game)s was aborted.", game=game.pk)
    assert submission.reason == reason
    sweep()
    subject = german("Your move was not accepted")
    answer = [m for m in mail.outbox if anke.email in m.to and subject in m.subject][-1]
    assert reason in answer.body


def test_table_talk_refused_is_answered_in_german(
    make_user, settings, django_capture_on_commit_callbacks
) -> None:
    settings.CHAT_RATE = "1/60"
    anke, bert = make_user("anke"), make_user("bert")
    set_profile(anke, language="de")
    game_with([anke, bert])
    reply_to = _reply_address(anke)
    inbound_receive(recipient=reply_to, sender=anke.email, subject="Re", body="say: hallo")
    with django_capture_on_commit_callbacks(execute=True):
        flood = inbound_receive(
            recipient=reply_to, sender=anke.email, subject="Re", body="say: noch mal"
        )
    assert flood.outcome == "talk_refused"
    subject = german("Your message was not posted")
    answer = [m for m in mail.outbox if anke.email in m.to and subject in m.subject][-1]
    too_fast = german("You are writing too fast; try again in %(seconds)d seconds.", seconds=1)
    assert re.split(r"\d", too_fast)[0] in answer.body  # the wait in seconds varies
    assert "too fast" not in answer.body
