"""Digest scenarios on ?-tokens, ?-cards, the black worker, end-game cards and the finish."""

from __future__ import annotations

import pytest

from games.engines.core import IllegalMove
from games.engines.russian_railroads import ENGINE
from games.engines.russian_railroads.flow import final_scoring
from games.engines.russian_railroads.scoring import endgame_card_points, line_points, majority

from .support import apply, place, position, step, tracks


def test_rr38_engineer_majority_with_tie_break() -> None:
    a, b, c, d = [3, 9, 12], [1, 5, 14], [7], []
    counts = [(len(e), max(e, default=-99)) for e in (a, b, c, d)]
    assert majority(counts) == [20, 40, 0, 0]
    assert majority([(3, 12), (0, -99), (0, -99), (0, -99)]) == [40, 0, 0, 0]


def test_rr39_tied_winners_share() -> None:
    state = position(3)
    for p in state["players"]:
        p["score"], p["points"] = 50, {"rounds": 50}
    state["players"][2]["score"], state["players"][2]["points"] = 40, {"rounds": 40}
    state["round"] = state["rounds"]
    final_scoring(state)
    result = ENGINE.result(state)
    assert result is not None and result.ranks == [1, 1, 3]


def test_rr41_token_end_game_card_and_question_card() -> None:
    state = position(4)
    tracks(state, 0, "sp", 3)
    state["players"][0]["locos"]["sp"] = [4]
    state = apply(state, 0, place("collection_point", 1), step("sp", "black"))
    assert state["tasks"][0] == {"kind": "qtoken", "m": True, "space": "sp4"}
    outcome = ENGINE.apply(state, 0, {"type": "token", "token": "endgame_and_card"})
    state = outcome.state
    assert len(state["private"][0]["browsing"]) == 8
    assert [r.to for r in outcome.reveals] == [0]
    state = apply(state, 0, {"type": "card", "card": "black_worker"})
    assert "black_worker" not in state["qcards"] and state["players"][0]["black_worker"]
    card = state["secret"]["endgame_stack"][3]
    outcome = ENGINE.apply(state, 0, {"type": "endgame", "card": card})
    state = outcome.state
    assert state["private"][0]["endgame"] == [card] and state["endgame_count"] == 7
    assert state["players"][0]["tokens"] == {"sp4": "endgame_and_card"}
    assert outcome.reveals[0].seen_by(1) == {"endgame_card": "hidden"}


def test_rr42_kiev_medal() -> None:
    p = position(4)["players"][0]
    p["track"]["kv"] = [6, 5, 0, 0, 0]
    p["locos"]["kv"] = [5]
    without = line_points(p, "kv")
    p["medal"] = True
    assert line_points(p, "kv") == without + 20
    p["track"]["kv"] = [6, 4, 0, 0, 0]
    assert line_points(p, "kv") == 4 + 10
    p["track"]["kv"], p["locos"]["kv"] = [6, 5, 0, 0, 0], [4]
    assert line_points(p, "kv") == 4 + 10


def test_rr43_upgrader_with_st_petersburg_doubling() -> None:
    p = position(4)["players"][0]
    p["track"]["sp"] = [9, 7, 4, 0, 0]
    p["locos"]["sp"] = [8]
    p["upgrader"] = True
    assert line_points(p, "sp") == 30


def test_rr44_token_four_track_steps_uses_markers_gained_during_it() -> None:
    state = position(4)
    tracks(state, 0, "ts", 9, 7, 4)
    state["tasks"] = [{"kind": "qtoken", "m": True, "space": "sp4"}]
    state = apply(
        state,
        0,
        {"type": "token", "token": "track_4"},
        step("ts", "black"),
        step("ts", "natural"),
        step("ts", "natural"),
        step("ts", "brown"),
    )
    assert state["players"][0]["track"]["ts"] == [10, 7, 5, 2, 0]


def test_rr45_question_card_engineer() -> None:
    state = position(4)
    state["tasks"] = [{"kind": "qcard", "m": False}]
    state = apply(state, 0, {"type": "card", "card": "engineer"})
    p = state["players"][0]
    assert p["engineers"] == [1] and p["coins"] == 2 and "engineer" not in state["qcards"]
    for seat in (1, 2, 3):
        state = apply(state, seat, {"type": "pass"})
    assert any(m.get("space") == "engineer:1" for m in ENGINE.legal_moves(state, 0))


def test_rr46_black_worker_bonus() -> None:
    state = position(4)
    p = state["players"][0]
    p["black_worker"] = p["black_free"] = True
    after = apply(
        state, 0, place("collection_point", black=True), step("ts", "black"), step("ts", "black")
    )
    assert after["players"][0]["track"]["ts"][0] == 3 and ENGINE.to_act(after) == [1]
    after = apply(state, 0, place("black_3", 1, black=True), *[step("sp", "black")] * 4)
    assert after["players"][0]["track"]["sp"][0] == 5
    after = apply(state, 0, place("doubler", black=True))
    assert ENGINE.to_act(after) == [1] and after["players"][0]["doublers"] == 1


def test_rr48_question_card_four_actions() -> None:
    state = position(4)
    state["players"][0]["industry"] = [0]
    state["tasks"] = [{"kind": "qcard", "m": False}]
    state = apply(state, 0, {"type": "card", "card": "four_actions"})
    assert state["players"][0]["doublers"] == 1
    assert {"type": "done"} not in ENGINE.legal_moves(state, 0)
    state = apply(
        state,
        0,
        {"type": "industry", "marker": 0},
        step("ts", "black"),
        {"type": "extra", "action": "black"},
        step("kv", "black"),
    )
    p = state["players"][0]
    assert p["industry"] == [1] and p["track"]["ts"][0] == 2 and p["track"]["kv"][0] == 2


def test_rr51_end_game_cards() -> None:
    p = position(4)["players"][0]
    p["locos"] = {"ts": [2, 6], "sp": [5], "kv": [4]}
    assert endgame_card_points(p, "locomotive_sum") == 17
    p["factories"] = [1, 2, 3, 4, None]
    assert endgame_card_points(p, "factory_count") == 16
    p["factories"][4] = 5
    assert endgame_card_points(p, "factory_count") == 20
    p["track"]["ts"][0], p["track"]["kv"][0] = 15, 9
    assert endgame_card_points(p, "terminal_stations") == 20
    assert endgame_card_points(p, "fifteen_points") == 15
    for doublers, points in ((3, 0), (5, 20), (8, 30)):
        p["doublers"] = doublers
        assert endgame_card_points(p, "doubler_count") == points
    p["engineers"] = [2, 8, 11]
    assert endgame_card_points(p, "engineer_count") == 18
    p["extra"], p["black_worker"] = 1, True
    assert endgame_card_points(p, "extra_workers") == 20
    p["tokens"] = {"ts13": "revaluation", "sp4": "kiev_medal", "sp6": "industry_5"}
    assert endgame_card_points(p, "question_tokens") == 21
    p["track"]["ts"][0], p["track"]["sp"][0], p["track"]["kv"][0] = 12, 9, 7
    assert endgame_card_points(p, "black_tracks") == 28


def test_rr51_additional_engineer_counts_for_the_majority() -> None:
    state = position(2)
    state["players"][0]["engineers"] = [2, 3]
    state["players"][1]["engineers"] = [9, 10, 11]
    state["private"][0]["endgame"] = ["additional_engineer"]
    state["secret"]["endgame_stack"].remove(
        "additional_engineer"
    ) if "additional_engineer" in state["secret"]["endgame_stack"] else state["secret"][
        "endgame_removed"
    ].remove("additional_engineer")
    state["round"] = state["rounds"]
    final_scoring(state)
    assert state["players"][0]["points"]["majority"] == 20  # 3 vs 3, 11 beats 3
    assert state["players"][1]["points"]["majority"] == 40


def test_rr52_competitive_action_must_be_fully_executable() -> None:
    state = position(4)
    state["players"][0]["has"][1] = True
    tracks(state, 0, "ts", 5, 1)
    spaces = {m["space"] for m in ENGINE.legal_moves(state, 0) if m["type"] == "place"}
    assert not spaces & {"brown_1", "brown_2"}
    state["engineer_row"][-2] = 13
    assert "public_engineer_1" not in {
        m["space"] for m in ENGINE.legal_moves(state, 0) if m["type"] == "place"
    }
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, place("public_engineer_1", 1))
    assert refused.value.code == "E_NOT_FULLY_EXECUTABLE"
    state["engineer_row"][-2] = 2
    state["players"][0]["engineers"] = [13]
    after = apply(state, 0, place("engineer:13", 1), step("ts", "grey"))
    assert after["players"][0]["track"]["ts"][1] == 2 and ENGINE.to_act(after) == [1]


def test_rr53_end_game_card_choice_is_deferred() -> None:
    state = position(4)
    state["tasks"] = [
        {"kind": "endgame", "m": True},
        {"kind": "track", "m": True, "src": "space", "slots": [[0]]},
    ]
    moves = ENGINE.legal_moves(state, 0)
    assert {m["type"] for m in moves} == {"track"}
    with pytest.raises(IllegalMove):
        ENGINE.apply(state, 0, {"type": "endgame", "card": state["secret"]["endgame_stack"][0]})
    outcome = ENGINE.apply(state, 0, step("ts", "black"))
    assert {m["type"] for m in ENGINE.legal_moves(outcome.state, 0)} == {"endgame"}
    assert outcome.revealed_anything  # seeing the stack: no plain undo
