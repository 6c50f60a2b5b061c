"""The game log in words: players by name, system events as sentences, and what the others
did since the reader's own last move marked new."""

from __future__ import annotations

from typing import Any

from games.web.log import log_of


def entry(seq: int, seat: int | None, kind: str = "move", **extra: Any) -> dict[str, Any]:
    return {"seq": seq, "seat": seat, "kind": kind, "notation": f"move {seq}", **extra}


NAMES = ["ann", "bob"]


def name(seat: int | None) -> str:
    return NAMES[seat] if seat is not None else ""


def colour(seat: int | None) -> str:
    return "#000"


def test_newest_first_by_name_and_new_since_my_last_move() -> None:
    history = [entry(1, 0), entry(2, 1), entry(3, 0), entry(4, 1), entry(5, 1)]
    log = log_of(history, 0, name, colour)
    assert [e.seq for e in log] == [5, 4, 3, 2, 1]
    assert [e.who for e in log] == ["bob", "bob", "ann", "bob", "ann"]
    assert [e.new for e in log] == [True, True, False, False, False]
    assert log_of(history, None, name, colour)[0].new is False  # a spectator has no "since"


def test_the_words_of_an_event_win_over_its_notation() -> None:
    log = log_of([entry(1, 1, words="Build Coal Mine I in Dudley")], 0, name, colour)
    assert log[0].text == "Build Coal Mine I in Dudley" and not log[0].says_who


def test_system_events_are_sentences() -> None:
    history = [
        entry(1, 1, "timeout", notation="pass"),
        entry(2, 1, "system", about={"type": "seat_bot", "bot": "greedy"}),
        entry(3, 0, "undo", undoes_seq=1),
        entry(4, 1, "timeout", about={"type": "seat_dropped"}),
    ]
    texts = [e.text for e in reversed(log_of(history, 0, name, colour))]
    assert texts == [
        "bob ran out of time; the default move: pass",
        "bob ran out of time; a bot plays on.",
        "ann took back move 1.",
        "bob ran out of time and left the game.",
    ]
    assert all(e.says_who for e in log_of(history, 0, name, colour))


def test_table_talk_is_not_in_the_log() -> None:
    assert log_of([entry(1, 0, "chat", chat={"text": "hi"})], 0, name, colour) == []
