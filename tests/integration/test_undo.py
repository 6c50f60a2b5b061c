"""Undo: alone for an own last move that revealed nothing, else with everyone's consent."""

from __future__ import annotations

import pytest

from games.errors import UndoRefused
from games.models import Event, UndoRequest
from games.services.moves import game_move_submit
from games.services.replay import replay_full, state_at
from games.services.undo import undo_request_answer, undo_request_create
from tests.integration.helpers import start_game

pytestmark = pytest.mark.django_db


def test_own_last_quiet_move_is_taken_back_alone(make_user):
    users = [make_user(), make_user()]
    game = start_game(users)
    seat = game.to_act[0]
    card = game.head_state["private"][seat]["hand"][0]
    before = game.head_state
    game_move_submit(game_id=game.pk, user=users[seat], move={"type": "play", "card": card})
    event, request = undo_request_create(game_id=game.pk, user=users[seat])
    assert request is None and event.kind == Event.Kind.UNDO and event.undoes_seq == 1
    game.refresh_from_db()
    assert game.head_state == before and game.head_seq == 2 and game.to_act == [seat]
    assert replay_full(game) == before == state_at(game, 2)


def test_a_draw_needs_consent_and_a_refusal_keeps_it(make_user):
    users = [make_user(), make_user()]
    game = start_game(users)
    seat = game.to_act[0]
    game_move_submit(game_id=game.pk, user=users[seat], move={"type": "draw"})
    event, request = undo_request_create(game_id=game.pk, user=users[seat])
    assert event is None and request.status == UndoRequest.Status.PENDING
    other = users[1 - seat]
    answered = undo_request_answer(game_id=game.pk, request_id=request.pk, user=other, accept=False)
    assert answered.status == UndoRequest.Status.REFUSED
    game.refresh_from_db()
    assert game.head_seq == 1


def test_consent_takes_back_a_move_others_have_answered(make_user):
    users = [make_user(), make_user()]
    game = start_game(users)
    first = game.to_act[0]
    before = game.head_state
    game_move_submit(game_id=game.pk, user=users[first], move={"type": "draw"})
    game.refresh_from_db()
    second = game.to_act[0]
    card = game.head_state["private"][second]["hand"][0]
    game_move_submit(game_id=game.pk, user=users[second], move={"type": "play", "card": card})
    _, request = undo_request_create(game_id=game.pk, user=users[first])
    assert request.target_seq == 1
    undo_request_answer(game_id=game.pk, request_id=request.pk, user=users[second], accept=True)
    game.refresh_from_db()
    assert game.head_state == before and replay_full(game) == before


def test_nothing_to_undo_is_refused(make_user):
    users = [make_user(), make_user()]
    game = start_game(users)
    with pytest.raises(UndoRefused):
        undo_request_create(game_id=game.pk, user=users[0])
