"""Undo: alone for an own last move that revealed nothing, else with everyone's consent."""

from __future__ import annotations

import json
import random

import pytest

from games.engines.core import all_engines, get_engine
from games.errors import UndoRefused, UndoRevealed
from games.models import Event, UndoRequest
from games.services.lifecycle import game_create, game_join
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


def _play_card(game, users, seat):
    card = game.head_state["private"][seat]["hand"][0]
    game_move_submit(game_id=game.pk, user=users[seat], move={"type": "play", "card": card})
    game.refresh_from_db()


def test_a_quiet_move_needs_consent_and_a_refusal_keeps_it(make_user):
    users = [make_user(), make_user()]
    game = start_game(users)
    first = game.to_act[0]
    _play_card(game, users, first)
    _play_card(game, users, 1 - first)
    event, request = undo_request_create(game_id=game.pk, user=users[first])
    assert event is None and request.status == UndoRequest.Status.PENDING
    other = users[1 - first]
    answered = undo_request_answer(game_id=game.pk, request_id=request.pk, user=other, accept=False)
    assert answered.status == UndoRequest.Status.REFUSED
    game.refresh_from_db()
    assert game.head_seq == 2


def test_consent_takes_back_a_move_others_have_answered(make_user):
    users = [make_user(), make_user()]
    game = start_game(users)
    first = game.to_act[0]
    before = game.head_state
    _play_card(game, users, first)
    _play_card(game, users, 1 - first)
    _, request = undo_request_create(game_id=game.pk, user=users[first])
    assert request.target_seq == 1
    undo_request_answer(game_id=game.pk, request_id=request.pk, user=users[1 - first], accept=True)
    game.refresh_from_db()
    assert game.head_state == before and replay_full(game) == before


def test_a_draw_is_never_taken_back_not_even_with_consent(make_user, client_for):
    """Else a player learns the deck by draw, take back, draw again."""
    users = [make_user(), make_user()]
    game = start_game(users)
    seat = game.to_act[0]
    game_move_submit(game_id=game.pk, user=users[seat], move={"type": "draw"})
    refused = client_for(users[seat]).post(f"/api/v1/games/{game.pk}/undo/")
    assert refused.status_code == 409 and refused["Content-Type"] == "application/problem+json"
    problem = refused.json()
    assert problem["code"] == "E_UNDO_REVEALED"
    assert "revealed" in problem["detail"] and "not even with" in problem["detail"]
    assert not UndoRequest.objects.exists()  # nobody is even asked
    # a request made before this rule (or by any other path) cannot complete either
    old = UndoRequest.objects.create(game=game, seat=seat, target_seq=1, at_seq=1)
    with pytest.raises(UndoRevealed):
        undo_request_answer(game_id=game.pk, request_id=old.pk, user=users[1 - seat], accept=True)
    old.refresh_from_db()
    assert old.status == UndoRequest.Status.VOID  # and it blocks no later request
    game.refresh_from_db()
    assert game.head_seq == 1 and not Event.objects.filter(kind=Event.Kind.UNDO).exists()


def test_a_later_draw_by_another_player_blocks_the_take_back(make_user):
    users = [make_user(), make_user()]
    game = start_game(users)
    first = game.to_act[0]
    _play_card(game, users, first)
    game_move_submit(game_id=game.pk, user=users[1 - first], move={"type": "draw"})
    with pytest.raises(UndoRevealed, match="revealed"):
        undo_request_create(game_id=game.pk, user=users[first])
    assert not UndoRequest.objects.exists()


def test_a_bot_answer_after_the_move_blocks_the_take_back(
    make_user, django_capture_on_commit_callbacks
):
    """A bot consents by itself: a take-back behind its answer would let a player ask it
    the same question again and again (its answer depends on what it holds)."""
    anna = make_user()
    with_bot = game_create(
        user=anna, engine="twenty-one", players=2, seed=4, bots=["greedy"], options={"first": 0}
    )
    with_bot.refresh_from_db()
    hand = with_bot.head_state["private"][0]["hand"]
    with django_capture_on_commit_callbacks(execute=True):  # the bot task, in-process
        game_move_submit(game_id=with_bot.pk, user=anna, move={"type": "play", "card": min(hand)})
    kinds = list(Event.objects.filter(game=with_bot).order_by("seq").values_list("kind", flat=True))
    assert kinds[:2] == [Event.Kind.MOVE, Event.Kind.BOT]
    assert not Event.objects.get(game=with_bot, seq=1).reveals  # the move itself was quiet
    with pytest.raises(UndoRevealed, match="bot"):
        undo_request_create(game_id=with_bot.pk, user=anna)
    assert not UndoRequest.objects.exists()


def _revealing_line(slug: str) -> tuple[int, int, dict, list[tuple[int, dict]]]:
    """A seed and moves from the start whose last move reveals something (a card drawn,
    dice, a tile turned, a stack shown) while the game goes on: found by play with the
    engine alone, preferring a revealing move whenever one is legal."""
    engine = get_engine(slug)
    players, options = next((n, o) for n, o in engine.configurations() if n >= 2)
    for seed in range(40):
        state, rng, line = engine.setup(players, options, seed), random.Random(seed), []
        for _ in range(300):
            to_act = engine.to_act(state)
            if not to_act:
                break
            seat = to_act[0]
            legal = engine.legal_moves(state, seat)
            rng.shuffle(legal)
            for move in legal[:40]:
                outcome = engine.apply(state, seat, move)
                if outcome.reveals and engine.to_act(outcome.state):
                    return seed, players, options, [*line, (seat, move)]
            line.append((seat, legal[0]))
            state = engine.apply(state, seat, legal[0]).state
    raise AssertionError(f"{slug}: no revealing move found")


@pytest.mark.parametrize("slug", [e.slug for e in all_engines() if e.slug != "twenty-one"])
def test_a_move_that_revealed_is_never_taken_back_in_any_game(slug, make_user):
    seed, players, options, line = _revealing_line(slug)
    users = [make_user() for _ in range(players)]
    game = game_create(user=users[0], engine=slug, players=players, options=options, seed=seed)
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    for seat, move in line:
        event = game_move_submit(game_id=game.pk, user=users[seat], move=move)
    assert event.reveals, "the last move revealed something"
    mover = users[line[-1][0]]
    with pytest.raises(UndoRevealed) as refused:
        undo_request_create(game_id=game.pk, user=mover)
    assert "revealed" in refused.value.message
    game.refresh_from_db()
    assert game.head_seq == len(line) and not UndoRequest.objects.exists()


def test_nothing_to_undo_is_refused(make_user):
    users = [make_user(), make_user()]
    game = start_game(users)
    with pytest.raises(UndoRefused):
        undo_request_create(game_id=game.pk, user=users[0])


def test_taking_back_a_hidden_move_does_not_show_it_to_the_others(make_user, client_for):
    """504's sealed bid is hidden from the others until every bid is in; taking it back
    must not print it in the history ("takes back: sealed bid 37") for everyone to read."""
    users = [make_user("ann"), make_user("ben")]
    game = game_create(user=users[0], engine="504", players=2, options={"world": "231"}, seed=11)
    game_join(game_id=game.pk, user=users[1])
    bid = {"type": "sealed_bid", "amount": 37}
    game_move_submit(game_id=game.pk, user=users[0], move=bid)
    event, _ = undo_request_create(game_id=game.pk, user=users[0])
    assert event is not None  # alone: the bid revealed nothing and nobody moved since
    for reader in (client_for(users[1]), client_for(make_user("spectator"))):
        history = reader.get(f"/api/v1/games/{game.pk}/events/").json()
        entries = history["results"] if isinstance(history, dict) else history
        assert [e["kind"] for e in entries] == ["move", "undo"]
        assert "37" not in _said(entries), entries
    own = client_for(users[0]).get(f"/api/v1/games/{game.pk}/events/").json()
    assert "37" in _said(own["results"])  # the bidder still reads their own bid


def _said(entries: list[dict]) -> str:
    """What the history says of its moves (not when: a timestamp may hold "37" too)."""
    return json.dumps([{k: v for k, v in e.items() if k != "created_at"} for e in entries])


def test_a_stranger_cannot_answer_a_take_back_request_of_a_public_game(make_user, client_for):
    users = [make_user(), make_user()]
    game = start_game(users)
    first = game.to_act[0]
    _play_card(game, users, first)
    _play_card(game, users, 1 - first)
    _, request = undo_request_create(game_id=game.pk, user=users[first])
    answer = client_for(make_user("stranger")).post(
        f"/api/v1/games/{game.pk}/undo-requests/{request.pk}/", {"accept": True}, format="json"
    )
    assert answer.status_code == 403 and answer.json()["code"] == "E_NOT_YOUR_SEAT"
    request.refresh_from_db()
    assert request.answers == {} and request.status == UndoRequest.Status.PENDING


def test_a_request_the_game_moved_past_is_void_and_blocks_no_new_one(make_user):
    users = [make_user(), make_user()]
    game = start_game(users)
    first = game.to_act[0]
    _play_card(game, users, first)
    _play_card(game, users, 1 - first)
    _, stale = undo_request_create(game_id=game.pk, user=users[first])
    _play_card(game, users, first)
    _play_card(game, users, 1 - first)
    _, fresh = undo_request_create(game_id=game.pk, user=users[first])
    assert fresh.target_seq == 3 and fresh.status == UndoRequest.Status.PENDING
    stale.refresh_from_db()
    assert stale.status == UndoRequest.Status.VOID
    with pytest.raises(UndoRefused, match="already void"):
        undo_request_answer(
            game_id=game.pk, request_id=stale.pk, user=users[1 - first], accept=True
        )
