"""Players are named the same way everywhere (games.words.seat_names): pages, emails,
webhooks and records read one list, so a bot and a seat nobody holds yet are never
"greedy bot" in one place, "seat 2" in another and blank in a third; a bot by its own name,
so that two bots at one table are told apart."""

from __future__ import annotations

import pytest
from django.utils import translation

from games.services.lifecycle import game_create
from games.words import seat_name, seat_names
from notifications.webhooks.payloads import readable_line

pytestmark = pytest.mark.django_db


def test_a_person_a_bot_and_open_seats(make_user) -> None:
    anna = make_user("anna")
    game = game_create(user=anna, engine="twenty-one", players=4, seed=3, bots=["random"])
    names = seat_names(game)
    assert names == ["anna", "Bot Brunel", "Player 3", "Player 4"]
    with translation.override("de"):
        assert seat_names(game) == ["anna", "Bot Brunel", "Spieler 3", "Spieler 4"]
    assert seat_name(names, 1) == "Bot Brunel"
    assert seat_name(names, 7) == "Player 8"  # a seat the list lacks: the same words


def test_a_webhook_line_names_seats_as_the_pages_do() -> None:
    data = {
        "game": {
            "id": 9,
            "engine": "twenty-one",
            "status": "finished",
            "to_act": [],
            "to_act_names": [],
            "seat_names": ["anna"],
            "result": {"ranks": [2, 1]},
        },
        "event": {"kind": "move", "actor": "anna", "notation": "draw", "undoes_seq": None},
    }
    line = readable_line(data, ["move.made", "game.over"])
    assert line.endswith("won by Player 2")
