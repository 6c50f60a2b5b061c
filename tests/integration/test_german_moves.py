"""Moves typed in German through the API's text path: "Kredit" and "Passen" are Brass moves,
"pass" still passes, whatever language the request asks for; a refusal of typed text is
German for a German reader, and its code stays the same."""

from __future__ import annotations

import pytest

from games.engines.brass_birmingham import ENGINE
from games.models import Event, Game
from games.words import say

pytestmark = pytest.mark.django_db


@pytest.fixture
def brass(make_user, client_for):
    anna, ben = make_user("anna"), make_user("ben")
    a, b = client_for(anna), client_for(ben)
    created = a.post("/api/v1/games/", {"engine": ENGINE.slug, "players": 2}, format="json")
    assert created.status_code == 201, created.content
    game_id = created.json()["id"]
    assert b.post(f"/api/v1/games/{game_id}/join/").status_code == 200
    return game_id, [a, b]


def _turn(game_id: int, clients: list) -> tuple[int, object, str, str]:
    """(seat to act, its client, a card in its hand by its German and English name)."""
    game = Game.objects.get(pk=game_id)
    seat = game.to_act[0]
    card = game.head_state["private"][seat]["hand"][0]
    term = ENGINE.words.term("card", card)
    return seat, clients[seat], say(term, "de"), term.name


def _typed(client, game_id: int, text: str, language: str):
    seq = Game.objects.get(pk=game_id).head_seq
    return client.post(
        f"/api/v1/games/{game_id}/moves/",
        {"text": text},
        format="json",
        HTTP_ACCEPT_LANGUAGE=language,
        HTTP_IF_MATCH=f'"{seq}"',
    )


def test_kredit_passen_and_pass_are_applied_through_the_text_path(brass) -> None:
    game_id, clients = brass
    seat, client, german, _ = _turn(game_id, clients)
    loan = _typed(client, game_id, f"Kredit {german}", "de")
    assert loan.status_code == 201, loan.content
    event = Event.objects.get(game_id=game_id, seq=1)
    assert event.move["type"] == "loan" and event.seat == seat

    seat, client, german, _ = _turn(game_id, clients)
    passed = _typed(client, game_id, f"Passen mit Karte {german}", "de")
    assert passed.status_code == 201, passed.content
    assert Event.objects.get(game_id=game_id, seq=2).move["type"] == "pass"

    # A German player typing English, and an English reader typing German, are understood.
    seat, client, _, english = _turn(game_id, clients)
    assert _typed(client, game_id, f"pass {english} card", "de").status_code == 201
    seat, client, german, _ = _turn(game_id, clients)
    assert _typed(client, game_id, f"Kredit {german}", "en").status_code == 201
    moves = Event.objects.filter(game_id=game_id).order_by("seq")
    assert [e.move["type"] for e in moves] == ["loan", "pass", "pass", "loan"]


def test_a_refused_typed_move_is_german_for_a_german_reader_and_changes_nothing(brass) -> None:
    game_id, clients = brass
    _, client, _, _ = _turn(game_id, clients)
    german = _typed(client, game_id, "Kredit", "de")
    assert german.status_code == 422, german.content
    body = german.json()
    assert body["code"] == "E_AMBIGUOUS"
    assert body["detail"].startswith("„Kredit“: Nenne die Karte, die du spielst")
    english = _typed(client, game_id, "Kredit", "en")
    assert english.json()["code"] == "E_AMBIGUOUS"
    assert english.json()["detail"].startswith("“Kredit”: name the card you play")
    nonsense = _typed(client, game_id, "Eisenbahn nach Moskau", "de")
    assert nonsense.json()["code"] == "E_NO_MATCHING_MOVE"
    assert "ist jetzt kein erlaubter Zug" in nonsense.json()["detail"]
    assert not Event.objects.filter(game_id=game_id).exists()


@pytest.mark.parametrize(
    ("slug", "players", "options"),
    [
        ("russian-railroads", 2, {}),
        ("age-of-steam", 3, {"map": "germany"}),
        ("brass-birmingham", 3, {}),
    ],
)
def test_every_engine_takes_a_move_typed_in_german(
    make_user, client_for, slug: str, players: int, options: dict[str, str]
) -> None:
    """The German words of a legal move, typed by a player whose request asks for English,
    apply that very move (and a German reader's refusal is German)."""
    from games.engines.core import get_engine

    users = [make_user(f"p{i}") for i in range(players)]
    clients = [client_for(u) for u in users]
    created = clients[0].post(
        "/api/v1/games/",
        {"engine": slug, "players": players, "options": options},
        format="json",
    )
    assert created.status_code == 201, created.content
    game_id = created.json()["id"]
    for client in clients[1:]:
        assert client.post(f"/api/v1/games/{game_id}/join/").status_code == 200
    engine = get_engine(slug)
    for _ in range(3):
        game = Game.objects.get(pk=game_id)
        seat = game.to_act[0]
        move = engine.legal_moves(game.head_state, seat)[-1]
        german = say(engine.move_text(game.head_state, seat, move), "de")
        answer = _typed(clients[seat], game_id, german, "en")
        assert answer.status_code == 201, (german, answer.content)
        assert Event.objects.get(game_id=game_id, seq=game.head_seq + 1).move == move
    refused = _typed(clients[Game.objects.get(pk=game_id).to_act[0]], game_id, "xyzzy", "de")
    assert refused.status_code == 422
    assert "ist jetzt kein erlaubter Zug" in refused.json()["detail"]
