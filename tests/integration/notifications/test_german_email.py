"""The bar, through real SMTP: a German player's turn email is German (subject and body, no
English UI word), and their German reply ("Kredit …") is applied by a real worker; in the
same game the English player reads English."""

from __future__ import annotations

import re

import pytest

from games.engines.core import get_engine
from games.models import Event, Submission
from games.services.lifecycle import game_create, game_join
from games.words import say, seat_names
from notifications.sweeper import sweep
from tests.integration.notifications.conftest import set_profile, text_of
from tests.support.english import english_in

pytestmark = pytest.mark.django_db(transaction=True, reset_sequences=True)


def _words_only(text: str) -> str:
    """An email's text without its links and addresses (tokens, not words)."""
    return re.sub(r"\S+@\S+|https?://\S+", " ", text)


def test_german_turn_email_and_german_reply_through_real_smtp(
    make_user, smtp_sink, inbound_smtp, celery_worker_process
):
    anke, bert = make_user("anke"), make_user("bert")
    set_profile(anke, language="de", timezone="Europe/Berlin")
    engine = get_engine("brass-birmingham")
    _n, options = next((n, o) for n, o in engine.configurations() if n == 2)
    game = game_create(user=anke, engine=engine.slug, players=2, options=options, seed=11)
    game_join(game_id=game.pk, user=bert)
    game.refresh_from_db()
    if game.to_act[0] != 0:  # anke acts first, so her first email is a turn email
        game = game_create(user=bert, engine=engine.slug, players=2, options=options, seed=11)
        game_join(game_id=game.pk, user=anke)
        game.refresh_from_db()
    german, english = (anke, bert)
    seat = next(s.index for s in game.seats.all() if s.user_id == german.pk)
    assert game.to_act == [seat]
    celery_worker_process.start()

    sweep()
    assert celery_worker_process.wait_for(lambda: smtp_sink.to(german.email, "Du bist am Zug"))
    turn = smtp_sink.to(german.email, "Du bist am Zug")[-1]
    body = text_of(turn)
    assert "Hallo anke" in body and "Antworte über dieser Zeile" in body
    names = ["anke", "bert", engine.title]
    assert not english_in(str(turn["Subject"]), names)
    assert not english_in(_words_only(body), names), english_in(_words_only(body), names)
    started = smtp_sink.to(english.email, "The game has started")
    assert started and "Hello bert" in text_of(started[-1])

    # A reply in German, the way the German notation writes the move: applied by the worker.
    loan = next(m for m in engine.legal_moves(game.head_state, seat) if m["type"] == "loan")
    typed = say(engine.move_text(game.head_state, seat, loan), "de", seat_names(game))
    assert typed.startswith("Kredit")
    reply_to = str(turn["Reply-To"])
    inbound_smtp.send(german.email, reply_to, f"{typed}\n\nAm Montag schrieb der Server:\n> …")
    assert celery_worker_process.wait_for(
        lambda: Submission.objects.filter(status=Submission.Status.APPLIED).exists()
    ), list(Submission.objects.values("status", "reason"))
    assert Event.objects.get(game=game, seq=1).move == loan
    sweep()
    assert celery_worker_process.wait_for(lambda: smtp_sink.to(german.email, "Zug angenommen"))
    accepted = text_of(smtp_sink.to(german.email, "Zug angenommen")[-1])
    assert "Kredit" in accepted
