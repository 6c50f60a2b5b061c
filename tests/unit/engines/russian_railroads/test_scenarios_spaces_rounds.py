"""Digest scenarios on action spaces, engineers, turn order, passing and the round end."""

from __future__ import annotations

import pytest

from games.engines.core import IllegalMove
from games.engines.russian_railroads import ENGINE
from games.engines.russian_railroads.effects import reuse_targets
from games.engines.russian_railroads.flow import resort

from .support import apply, place, position, step, tracks

PASS = {"type": "pass"}


def spaces_of(state: dict, seat: int) -> set[str]:
    return {m["space"] for m in ENGINE.legal_moves(state, seat) if m["type"] == "place"}


def test_rr25_doubler_space() -> None:
    state = position(4)
    state["players"][0]["doublers"] = 3
    after = apply(state, 0, place("doubler", 1))
    assert after["players"][0]["doublers"] == 4
    state["players"][0]["doublers"] = 8
    assert "doubler" not in spaces_of(state, 0)


def test_rr26_coins_replace_workers_not_vice_versa() -> None:
    state = position(4)
    state["players"][0]["workers"], state["players"][0]["coins"] = 0, 3
    after = apply(state, 0, place("temporary_workers", coins=1))
    p = after["players"][0]
    assert (p["temps"], p["coins"]) == (2, 2) and after["spaces"]["temporary_workers"]
    state["players"][0]["workers"] = 2
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, place("hire_engineer", 1))
    assert refused.value.code == "E_WRONG_PAYMENT"


def test_rr27_temporary_workers_expire() -> None:
    state = position(2)
    state["side"] = "34"
    state = apply(state, 0, place("temporary_workers", 1))
    state = apply(state, 1, PASS)
    state = apply(state, 0, place("doubler", temporary=1), PASS)
    assert state["round"] == 2 or state["phase"] == "relocate"
    while state["phase"] == "relocate":
        state = apply(state, state["actor"], {"type": "decline"})
    p = state["players"][0]
    assert state["round"] == 2 and p["temps"] == 0 and p["workers"] == p["workers_max"] == 6
    assert "temporary_workers" not in state["spaces"]


def test_rr28_hiring_an_engineer() -> None:
    state = position(4)
    state["engineer_row"][-1] = 12
    after = apply(state, 0, place("hire_engineer", coins=1))
    p = after["players"][0]
    assert p["engineers"] == [12] and after["engineer_row"][-1] is None and p["coins"] == 0
    assert "hire_engineer" not in spaces_of(after, 1)
    after = apply(
        after,
        1,
        PASS,
    )
    after = apply(after, 2, PASS)
    after = apply(after, 3, PASS)
    assert "engineer:12" in spaces_of(after, 0)


def test_rr29_own_engineer_versus_public_engineer() -> None:
    state = position(4)
    tracks(state, 0, "ts", 15)
    tracks(state, 0, "sp", 9)
    tracks(state, 0, "kv", 8)
    state["players"][0]["engineers"] = [14]
    after = apply(state, 0, place("engineer:14", 1), step("kv", "black"))
    assert after["players"][0]["track"]["kv"][0] == 9 and ENGINE.to_act(after) == [1]
    state["players"][0]["engineers"] = []
    state["engineer_row"][-2] = 14
    assert "public_engineer_1" not in spaces_of(state, 0)


def test_rr30_engineers_advance_at_round_end() -> None:
    state = position(4)
    row = list(state["engineer_row"])
    for seat in range(4):
        state = apply(state, seat, PASS)
    assert state["round"] == 2
    assert state["engineer_row"] == [None, *row[:-1]]
    assert state["engineers_gone"] == [row[-1]]


def test_rr31_turn_order_resort() -> None:
    a, b, c, d = 0, 1, 2, 3
    order = [a, b, c, d]
    assert resort(order, c, None) == [c, a, b, d]
    assert resort(order, c, a) == [c, a, b, d]
    assert resort(order, b, d) == [b, d, a, c]
    assert resort(order, None, d) == [a, d, b, c]


def test_rr32_start_player_on_space_2_keeps_the_order_and_relocates() -> None:
    state = position(4)
    state = apply(state, 0, place("turn_order_2", 1))
    for seat in (1, 2, 3, 0):
        state = apply(state, seat, PASS)
    assert state["order"] == [0, 1, 2, 3]
    assert state["phase"] == "relocate" and ENGINE.to_act(state) == [0]


def test_rr33_own_position_restriction() -> None:
    state = position(4)
    assert "turn_order_1" not in spaces_of(state, 0) and "turn_order_2" in spaces_of(state, 0)
    state = apply(state, 0, place("doubler", 1))
    assert "turn_order_2" not in spaces_of(state, 1) and "turn_order_1" in spaces_of(state, 1)
    two = position(2)
    assert "turn_order_1" in spaces_of(two, 0)


def test_rr34_relocation() -> None:
    state = position(4)
    state["players"][2]["engineers"] = [7]
    state = apply(state, 0, PASS)
    state = apply(state, 1, place("turn_order_1", 1))
    state = apply(state, 2, place("turn_order_2", 1))
    for seat in (3, 1, 2):
        state = apply(state, seat, PASS)
    assert state["order"] == [1, 2, 0, 3] and ENGINE.to_act(state) == [2]
    targets = {m.get("space") for m in ENGINE.legal_moves(state, 2)}
    assert {"doubler", "collection_point", "engineer:7"} <= targets
    assert not targets & {"black_3", "joker", "hire_engineer", "turn_order_1"}
    state = apply(state, 2, {"type": "relocate", "space": "doubler"})
    assert state["players"][2]["doublers"] == 1 and ENGINE.to_act(state) == [1]
    state = apply(state, 1, {"type": "relocate", "space": "collection_point"}, step("ts", "black"))
    assert state["round"] == 2 and state["players"][1]["track"]["ts"][0] == 2


def test_rr35_passing_scores_the_order_card() -> None:
    state = position(4)
    state = apply(
        state,
        0,
        PASS,
    )
    state = apply(state, 1, PASS)
    assert state["players"][1]["points"] == {"pass": 2}
    assert state["players"][0]["points"] == {}


def test_rr36_no_workers_still_not_forced_to_pass() -> None:
    state = position(4)
    state["players"][0]["workers"], state["players"][0]["coins"] = 0, 2
    after = apply(state, 0, place("black_3", coins=2))
    assert after["players"][0]["coins"] == 0 and after["tasks"]


def _to_last_round(players: int = 4) -> dict:
    state = position(players)
    while state["round"] < state["rounds"]:
        if state["phase"] == "relocate":
            state = apply(state, state["actor"], {"type": "decline"})
        else:
            state = apply(state, state["actor"], PASS)
    return state


def test_rr37_last_round() -> None:
    state = _to_last_round(4)
    assert state["round"] == 7
    spaces = spaces_of(state, state["actor"])
    assert "last_round" in spaces and not spaces & {"turn_order_1", "turn_order_2"}
    seat = state["actor"]
    state = apply(state, seat, place("last_round", 2), *[{"type": "industry", "marker": 0}] * 3)
    assert state["players"][seat]["industry"] == [3]
    while state["phase"] != "over":
        assert state["phase"] == "actions"
        state = apply(state, state["actor"], PASS)
    assert ENGINE.result(state) is not None


def test_rr73_position_one_player_and_space_one() -> None:
    state = position(4)
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, place("turn_order_1", 1))
    assert refused.value.code == "E_SPACE_NOT_AVAILABLE"
    assert "turn_order_2" in spaces_of(state, 0)


def test_rr74_relocation_restrictions() -> None:
    state = position(4)
    state = apply(state, 0, PASS)
    state = apply(state, 1, place("turn_order_1", 1))
    for seat in (2, 3, 1):
        state = apply(state, seat, PASS)
    assert ENGINE.to_act(state) == [1]
    targets = {m.get("space") for m in ENGINE.legal_moves(state, 1)}
    assert "collection_point" in targets
    assert not targets & {"joker", "hire_engineer", "black_3", "loco_and_factory"}
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 1, {"type": "relocate", "space": "joker"})
    assert refused.value.code == "E_ILLEGAL_RELOCATION"


def test_rr77_coin_on_a_space_prevents_reuse() -> None:
    state = position(4)
    state = apply(state, 0, place("two_coins", coins=1))
    state = apply(state, 1, PASS)
    state = apply(state, 2, PASS)
    state = apply(state, 3, PASS)
    state = apply(state, 0, place("doubler", 1))
    assert reuse_targets(state, 0) == ["doubler"]


def test_rr78_reuse_of_a_one_worker_space() -> None:
    state = position(4)
    p = state["players"][0]
    p["factories"][0], p["industry"] = 3, [4]
    state = apply(state, 0, place("two_coins", 1))
    for seat in (1, 2, 3):
        state = apply(state, seat, PASS)
    state = apply(state, 0, place("industry_1", 1), {"type": "industry", "marker": 0})
    assert {"type": "reuse", "space": "two_coins"} in ENGINE.legal_moves(state, 0)
    workers = state["players"][0]["workers"]
    state = apply(state, 0, {"type": "reuse", "space": "two_coins"})
    assert state["players"][0]["coins"] == 5 and state["players"][0]["workers"] == workers


def test_rr84_hiring_needs_a_coin_even_with_spare_workers() -> None:
    state = position(4)
    state["players"][0]["workers"], state["players"][0]["coins"] = 4, 0
    assert "hire_engineer" not in spaces_of(state, 0)


def test_rr86_lasting_bonuses_are_not_retroactive() -> None:
    state = position(2)
    tracks(state, 0, "sp", 8, 6)
    state["players"][0]["locos"]["sp"] = [7]
    state["players"][0]["qdone"] = ["sp4", "sp6"]
    state = apply(state, 0, PASS)
    state = apply(state, 1, PASS)
    first = state["players"][0]["points"]["rounds"]
    assert first == 6
    assert state["actor"] == 0 and state["round"] == 2
    state = apply(state, 0, place("collection_point", 1), step("sp", "grey"))
    state = apply(state, 1, PASS)
    state = apply(state, 0, PASS)
    assert state["players"][0]["last_round_points"]["sp"] == 14
    assert state["players"][0]["points"]["rounds"] == first + 14


def test_rr87_no_public_engineers_in_the_last_round() -> None:
    state = position(4)
    dealt_first = state["engineer_row"][0]
    while state["round"] < 6:
        state = apply(state, state["actor"], PASS)
    assert state["engineer_row"][-3] is None and state["engineer_row"][-2] is not None
    while state["round"] < 7:
        state = apply(state, state["actor"], PASS)
    spaces = spaces_of(state, state["actor"])
    assert not spaces & {"public_engineer_1", "public_engineer_2"}
    assert state["engineer_row"][-1] == dealt_first


def test_rr88_coin_on_the_assembly_point_does_not_block_it() -> None:
    state = position(4)
    state = apply(state, 0, place("collection_point", coins=1), step("ts", "black"))
    assert "collection_point" in spaces_of(state, 1)


def test_rr89_passing_with_workers_left() -> None:
    state = position(4)
    state["players"][2]["workers"] = 3
    for seat in (0, 1, 2):
        state = apply(state, seat, PASS)
    assert state["players"][2]["points"] == {"pass": 3} and state["players"][2]["workers"] == 3


def test_rr90_relocation_is_optional_and_skipped_in_the_last_round() -> None:
    state = position(4)
    state = apply(state, 0, PASS)
    state = apply(state, 1, place("turn_order_1", 1))
    for seat in (2, 3, 1):
        state = apply(state, seat, PASS)
    state = apply(state, 1, {"type": "decline"})
    assert state["round"] == 2 and "turn_order_1" not in state["spaces"]
    last = _to_last_round(4)
    while last["phase"] == "actions":
        last = apply(last, last["actor"], PASS)
    assert last["phase"] == "over"
