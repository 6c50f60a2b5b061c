"""Digest scenarios RR-01..RR-11, RR-71, RR-72, RR-83, RR-85: setup and track building."""

from __future__ import annotations

import pytest

from games.engines.core import IllegalMove
from games.engines.russian_railroads import ENGINE
from games.engines.russian_railroads.catalog import ENGINEER_LETTER

from .support import apply, place, position, step, tracks


def test_rr01_setup_four_players() -> None:
    state = ENGINE.setup(4, {}, 3)
    assert len(state["secret"]["endgame_stack"]) == 8
    assert len(state["secret"]["endgame_removed"]) == 2
    row = state["engineer_row"]
    assert [ENGINEER_LETTER[n] for n in row] == ["B"] * 4 + ["A"] * 3
    assert "engineer" in state["qcards"] and "locomotive_9" in state["qcards"]
    assert state["stacks"] == [0, 0, 4, 4, 4, 4, 4, 4, 4, 4]
    for p in state["players"]:
        assert (p["workers"], p["coins"], p["temps"]) == (5, 1, 0)
        assert [p["track"][ln][0] for ln in ("ts", "sp", "kv")] == [1, 1, 1]
        assert p["locos"] == {"ts": [1], "sp": [], "kv": []}
        assert p["industry"] == [0] and p["tokens"] == {} and p["extra"] == 0
    assert state["rounds"] == 7


def test_rr02_setup_three_players() -> None:
    state = ENGINE.setup(3, {}, 3)
    assert state["stacks"] == [0, 0, 3, 3, 3, 3, 3, 3, 3, 3]
    assert [ENGINEER_LETTER[n] for n in state["engineer_row"]] == ["B"] * 3 + ["A"] * 3
    assert all((p["workers"], p["coins"]) == (6, 1) for p in state["players"])
    assert state["rounds"] == 6
    order = state["order"]
    assert state["bonus_queue"] == [order[2], order[1]]


def test_rr03_setup_two_players() -> None:
    state = ENGINE.setup(2, {}, 3)
    assert state["side"] == "2"
    assert state["stacks"] == [0, 0, 2, 2, 2, 2, 2, 2, 2, 2]
    assert len(state["engineer_row"]) == 6
    assert all((p["workers"], p["coins"]) == (6, 2) for p in state["players"])
    assert state["rounds"] == 6 and state["bonus_queue"] == [state["order"][1]]


def test_rr04_start_bonus_draft() -> None:
    state = ENGINE.setup(4, {}, 5)
    a, b, c, d = state["order"]
    assert ENGINE.to_act(state) == [d]
    assert len(ENGINE.legal_moves(state, d)) == 4
    state = apply(state, d, {"type": "bonus", "card": "black_step"}, step("ts", "black"))
    assert state["players"][d]["has"][1] is True  # grey gained on TS 2
    assert ENGINE.to_act(state) == [c] and len(ENGINE.legal_moves(state, c)) == 3
    state = apply(state, c, {"type": "bonus", "card": "coin"})
    assert state["players"][c]["coins"] == 2
    assert ENGINE.to_act(state) == [b] and len(ENGINE.legal_moves(state, b)) == 2
    state = apply(state, b, {"type": "bonus", "card": "doubler"})
    assert state["players"][b]["doublers"] == 1
    assert state["phase"] == "actions" and ENGINE.to_act(state) == [a]
    assert state["players"][a]["points"] == {} and state["players"][a]["doublers"] == 0


def test_rr05_assembly_point_is_never_blocked() -> None:
    state = position(4)
    state["players"][0]["workers"] = 2
    state["players"][1]["workers"] = 1
    tracks(state, 0, "ts", 3)
    state["players"][0]["has"][1] = True
    state = apply(state, 0, place("collection_point", 1), step("ts", "grey"))
    assert state["players"][0]["track"]["ts"][:2] == [3, 1]
    state = apply(state, 1, place("collection_point", 1), step("sp", "black"))
    state = apply(state, 2, {"type": "pass"})
    state = apply(state, 3, {"type": "pass"})
    moves = ENGINE.legal_moves(state, 0)
    assert place("collection_point", 1) in moves
    state = apply(state, 0, place("collection_point", 1), step("kv", "black"))
    assert len(state["spaces"]["collection_point"]) == 3


def test_rr06_track_joker() -> None:
    state = position(4)
    p = state["players"][0]
    p["workers"], p["coins"] = 1, 1
    tracks(state, 0, "ts", 4, 2)
    after = apply(state, 0, place("joker", 1, coins=1), step("ts", "black"), step("ts", "grey"))
    q = after["players"][0]
    assert q["track"]["ts"][:2] == [5, 3] and (q["workers"], q["coins"]) == (0, 0)
    assert after["spaces"]["joker"][0]["seat"] == 0
    same = apply(state, 0, place("joker", 1, coins=1), step("ts", "black"), step("ts", "black"))
    assert same["players"][0]["track"]["ts"][0] == 6
    p["workers"], p["coins"] = 2, 0
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, place("joker", 1))
    assert refused.value.code == "E_WRONG_PAYMENT"
    p["workers"], p["coins"] = 0, 2
    paid = apply(state, 0, place("joker", 0, coins=2), step("ts", "black"), step("ts", "black"))
    assert paid["players"][0]["coins"] == 0
    with pytest.raises(IllegalMove):
        ENGINE.apply(paid, 0, step("sp", "black"))


def test_rr07_unlock_by_reaching_or_passing() -> None:
    state = position(4)
    state["players"][0]["workers"] = 3
    after = apply(state, 0, place("black_3", 2), step("ts", "black"))
    assert after["players"][0]["has"][1] is True
    after = apply(after, 0, step("ts", "black"), step("ts", "black"))
    assert after["players"][0]["track"]["ts"][0] == 4
    tracks(state, 0, "ts", 5)
    state["players"][0]["has"][1] = True
    after = apply(state, 0, place("black_2", 1), step("ts", "black"), step("ts", "black"))
    assert after["players"][0]["has"][2] is True
    fresh = position(4)
    fresh["players"][0]["coins"] = 1
    after = apply(fresh, 0, place("joker", 1, coins=1), step("ts", "black"), step("ts", "grey"))
    assert after["players"][0]["track"]["ts"][:2] == [2, 1]


def test_rr08_trans_siberian_15_white_marker() -> None:
    state = position(4)
    tracks(state, 0, "ts", 14, 12, 11, 9)
    after = apply(state, 0, place("collection_point", 1), step("ts", "black"))
    p = after["players"][0]
    assert p["points"] == {"end_of_line": 10} and p["has"][4] is True
    assert ENGINE.to_act(after) == [0]
    after = apply(after, 0, step("ts", "white"), step("ts", "white"))
    assert after["players"][0]["track"]["ts"][4] == 2 and ENGINE.to_act(after) == [1]
    tracks(state, 0, "ts", 14, 12, 11, 1)
    after = apply(state, 0, place("collection_point", 1), step("ts", "black"))
    assert ENGINE.to_act(after) == [1] and after["players"][0]["track"]["ts"][4] == 0
    tracks(state, 0, "ts", 14, 12, 11, 2)
    after = apply(state, 0, place("collection_point", 1), step("ts", "black"), step("ts", "white"))
    assert after["players"][0]["track"]["ts"][4] == 1 and ENGINE.to_act(after) == [1]


def test_rr09_end_of_line_ten_points_no_further_steps() -> None:
    state = position(4)
    tracks(state, 0, "sp", 8)
    after = apply(state, 0, place("black_2", 1), step("sp", "black"))
    assert after["players"][0]["points"]["end_of_line"] == 10
    lines = {m["line"] for m in ENGINE.legal_moves(after, 0)}
    assert "sp" not in lines and lines == {"ts", "kv"}


def test_rr10_kiev_7_extra_worker_usable_at_once() -> None:
    state = position(4)
    state["players"][0]["workers"] = 1
    tracks(state, 0, "kv", 6)
    after = apply(state, 0, place("collection_point", 1), step("kv", "black"))
    p = after["players"][0]
    assert (p["workers"], p["workers_max"], p["extra"]) == (1, 6, 1)


def test_rr11_trans_siberian_3_brown_and_locomotive() -> None:
    state = position(4)
    tracks(state, 0, "ts", 6, 5, 3)
    after = apply(
        state,
        0,
        place("loco_or_factory_1", 1),
        {"type": "locomotive", "number": 2, "line": "ts", "replace": None},
    )
    p = after["players"][0]
    assert p["locos"]["ts"] == [1, 2] and p["extra"] == 1 and p["workers"] == 5
    variant = position(4)
    tracks(variant, 0, "ts", 6, 5, 2)
    variant["players"][0]["locos"]["ts"] = [1, 2]
    after = apply(variant, 0, place("brown_1", 1), step("ts", "brown"))
    assert after["players"][0]["extra"] == 1


def test_rr71_no_overtaking_no_equal_field() -> None:
    state = position(4)
    tracks(state, 0, "ts", 2, 1)
    spaces = {m["space"] for m in ENGINE.legal_moves(state, 0) if m["type"] == "place"}
    assert "grey_2" not in spaces and "grey_3" not in spaces
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, place("grey_2", 1))
    assert refused.value.code == "E_NOT_FULLY_EXECUTABLE"


def test_rr72_assembly_point_unselectable_without_a_step() -> None:
    state = position(4)
    tracks(state, 0, "ts", 15, 14)
    tracks(state, 0, "sp", 9, 8)
    tracks(state, 0, "kv", 9, 8)
    spaces = {m["space"] for m in ENGINE.legal_moves(state, 0) if m["type"] == "place"}
    assert "collection_point" not in spaces
    state["phase"] = "relocate"
    state["relocate_queue"], state["relocate_from"] = [0], ["turn_order_1"]
    state["spaces"]["turn_order_1"] = [
        {"seat": 0, "workers": 1, "temps": 0, "coins": 0, "black": False}
    ]
    state["players"][0]["workers"] -= 1
    targets = {m.get("space") for m in ENGINE.legal_moves(state, 0)}
    assert "collection_point" not in targets


def test_rr83_several_unlocks_in_one_action() -> None:
    state = position(4)
    tracks(state, 0, "ts", 5, 3)
    state["tasks"] = [{"kind": "qtoken", "m": True, "space": "sp4"}]
    after = apply(
        state,
        0,
        {"type": "token", "token": "track_4"},
        step("ts", "black"),
        step("ts", "brown"),
        step("ts", "black"),
        step("ts", "black"),
    )
    assert after["players"][0]["track"]["ts"][:3] == [8, 3, 1]
    state = position(4)
    tracks(state, 0, "ts", 7, 4, 2)
    state["tasks"] = [{"kind": "qtoken", "m": True, "space": "sp4"}]
    after = apply(
        state,
        0,
        {"type": "token", "token": "track_4"},
        step("ts", "black"),
        step("ts", "black"),
        step("ts", "black"),
        step("ts", "natural"),
    )
    assert after["players"][0]["track"]["ts"] == [10, 4, 2, 1, 0]


def test_rr85_one_shot_benefits_do_not_repeat() -> None:
    state = position(4)
    tracks(state, 0, "kv", 7)
    state["players"][0]["done"] = ["kv7"]
    after = apply(state, 0, place("black_2", 1), step("kv", "black"), step("kv", "black"))
    p = after["players"][0]
    assert p["extra"] == 0 and p["points"] == {"end_of_line": 10}
    state = apply(
        after,
        1,
        {"type": "pass"},
    )
    assert state["players"][0]["points"] == {"end_of_line": 10}
