"""Event types per owner and the three payload shapes (unsaved model instances, no database)."""

from __future__ import annotations

from datetime import UTC, datetime

from django.utils import translation

from games.engines.russian_railroads.words import T as RR_T
from games.models import Event, Game
from notifications.webhooks.events import event_types_for, primary_type
from notifications.webhooks.payloads import payload_for, readable_line


def event(kind: str = Event.Kind.MOVE, seat: int | None = 0, seq: int = 5, **game) -> Event:
    defaults = {"pk": 9, "engine": "brass-birmingham", "head_seq": 5, "status": "active"}
    return Event(game=Game(**{**defaults, **game}), seq=seq, seat=seat, kind=kind, data={})


def data(**game: object) -> dict:
    base = {
        "id": 9,
        "engine": "brass-birmingham",
        "title": "Brass: Birmingham",
        "status": "active",
        "to_act": [1],
        "to_act_names": ["Ben"],
        "seat_names": ["Anna", "Ben"],
        "result": None,
    }
    return {
        "game": {**base, **game},
        "event": {
            "kind": "move",
            "actor": "Anna",
            "notation": "Build Coal Mine II at Dudley",
            "words": None,
            "undoes_seq": None,
        },
    }


def test_your_turn_for_the_seat_to_act_not_for_the_mover():
    made = event()
    assert event_types_for(made, owner_seats=[1], to_act=[1]) == ["move.made", "turn.yours"]
    assert event_types_for(made, owner_seats=[0], to_act=[1]) == ["move.made"]
    assert event_types_for(made, owner_seats=[], to_act=[1]) == ["move.made"]


def test_game_over_timeouts_and_replacements():
    over = event(status="finished")
    assert event_types_for(over, owner_seats=[1], to_act=[]) == ["move.made", "game.over"]
    assert event_types_for(event(kind=Event.Kind.TIMEOUT), owner_seats=[], to_act=[]) == [
        "move.timeout"
    ]
    replaced = event(kind=Event.Kind.SYSTEM, seat=None)
    replaced.data = {"type": "player_replaced"}
    assert event_types_for(replaced, owner_seats=[], to_act=[]) == ["player.replaced"]
    assert primary_type(["move.made", "turn.yours"]) == "turn.yours"
    assert primary_type(["move.made", "game.over"]) == "game.over"


def test_a_readable_line_for_chat():
    line = readable_line(data(), ["move.made", "turn.yours"])
    assert line == (
        "Game 9 (Brass: Birmingham) — Anna: Build Coal Mine II at Dudley — your turn, Ben"
    )
    ended = readable_line(
        data(to_act=[], to_act_names=[], status="finished", result={"ranks": [1, 2]}),
        ["move.made", "game.over"],
    )
    assert ended.endswith("— game over, won by Anna")


def test_a_readable_line_says_the_moves_words_in_the_owners_language():
    """The move in its words (as the game log), not the stored English notation."""
    said = data()
    said["event"]["words"] = RR_T("Pass").as_json()
    with translation.override("en"):
        assert "— Anna: Pass —" in readable_line(said, ["move.made"])
    with translation.override("de"):
        assert "— Anna: Passen —" in readable_line(said, ["move.made"])


def test_discord_slack_and_json_shapes():
    now = datetime(2026, 1, 1, tzinfo=UTC)
    types = ["move.made", "turn.yours"]
    discord = payload_for(
        fmt="discord", types=types, primary="turn.yours", data=data(), timestamp=now
    )
    slack = payload_for(fmt="slack", types=types, primary="turn.yours", data=data(), timestamp=now)
    generic = payload_for(fmt="json", types=types, primary="turn.yours", data=data(), timestamp=now)
    assert discord["content"].endswith("your turn, Ben")
    assert discord["allowed_mentions"] == {"parse": []}  # a name never pings anyone
    assert slack == {"text": discord["content"]}
    assert generic["type"] == "turn.yours" and generic["types"] == types
    assert generic["timestamp"] == "2026-01-01T00:00:00+00:00"
    assert generic["data"]["event"]["actor"] == "Anna"
