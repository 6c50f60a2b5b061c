"""Digest scenarios on scoring, locomotives, factories and the industry track."""

from __future__ import annotations

import pytest

from games.engines.core import IllegalMove
from games.engines.russian_railroads import ENGINE
from games.engines.russian_railroads.scoring import industry_points, line_points

from .support import apply, place, position, step, tracks


def loco(number: int, line: str, replace: int | None = None) -> dict:
    return {"type": "locomotive", "number": number, "line": line, "replace": replace}


def test_rr12_st_petersburg_doubling() -> None:
    state = position(4)
    p = state["players"][0]
    tracks(state, 0, "sp", 8, 7)
    p["locos"]["sp"] = [7]
    assert line_points(p, "sp") == 14
    tracks(state, 0, "sp", 8, 6)
    p["locos"]["sp"] = [8]
    assert line_points(p, "sp") == 6
    tracks(state, 0, "sp", 8, 7)
    p["locos"]["sp"] = [6]
    assert line_points(p, "sp") == 6


def test_rr13_kiev_stars() -> None:
    p = position(4)["players"][0]
    p["track"]["kv"] = [3, 0, 0, 0, 0]
    p["locos"]["kv"] = [3]
    assert line_points(p, "kv") == 6
    p["locos"]["kv"] = [2]
    assert line_points(p, "kv") == 3
    p["track"]["kv"] = [2, 0, 0, 0, 0]
    p["locos"]["kv"] = [5]
    assert line_points(p, "kv") == 3


def test_rr14_question_space_ts13_by_locomotive_upgrade() -> None:
    state = position(4)
    tracks(state, 0, "ts", 13)
    state["players"][0]["locos"]["ts"] = [6, 6]
    state["stacks"] = [0, 0, 0, 0, 0, 0, 0, 3, 3, 3]
    after = apply(state, 0, place("loco_or_factory_1", 1), loco(7, "ts", 6))
    kinds = [t["kind"] for t in after["tasks"]]
    assert kinds == ["displaced", "qtoken"] and "ts13" in after["players"][0]["qdone"]
    assert {m["type"] for m in ENGINE.legal_moves(after, 0)} <= {"locomotive", "scrap"}
    after = apply(
        after, 0, {"type": "scrap", "number": 6}, {"type": "token", "token": "doublers_3"}
    )
    assert after["players"][0]["tokens"] == {"ts13": "doublers_3"}
    assert after["players"][0]["doublers"] == 3 and after["display"] == [6]


def test_rr15_two_question_spaces_in_one_action() -> None:
    state = position(4)
    tracks(state, 0, "sp", 3)
    state["players"][0]["locos"]["sp"] = [6]
    after = apply(state, 0, place("black_3", 2), *[step("sp", "black")] * 3)
    assert [t["space"] for t in after["tasks"]] == ["sp4", "sp6"]
    after = apply(
        after,
        0,
        {"type": "token", "token": "revaluation"},
        {"type": "token", "token": "kiev_medal"},
    )
    assert after["players"][0]["upgrader"] and after["players"][0]["medal"]


def test_rr16_industry_question_space_once() -> None:
    state = position(4)
    p = state["players"][0]
    p["factories"] = [6, 6, 6, None, None]
    p["industry"] = [9]
    after = apply(state, 0, place("industry_1", 1))
    after = apply(after, 0, {"type": "industry", "marker": 0})
    assert after["tasks"][0]["space"] == "industry"
    state = position(4)
    p = state["players"][0]
    p["factories"] = [6, 6, 6, 6, None]
    p["industry"] = [12, 9]
    p["qdone"] = ["industry"]
    after = apply(state, 0, place("industry_1", 1), {"type": "industry", "marker": 1})
    assert after["players"][0]["industry"] == [12, 10] and not after["tasks"]


def test_rr17_line_scoring_virtual_tracks_upgrader_doublers() -> None:
    p = position(4)["players"][0]
    p["track"]["ts"] = [9, 6, 3, 0, 0]
    p["locos"]["ts"] = [3, 4]
    assert line_points(p, "ts") == 9
    p["upgrader"] = True
    assert line_points(p, "ts") == 12
    p["upgrader"] = False
    p["doublers"] = 2
    assert line_points(p, "ts") == 13


def test_rr18_industry_scoring_on_a_factory_field() -> None:
    p = position(4)["players"][0]
    p["factories"][0] = 4
    p["industry"] = [5]
    assert industry_points(p) == 5


def test_rr19_locomotives_from_lowest_stack_returned_factories_are_not_locomotives() -> None:
    state = position(4)
    state["stacks"] = [0, 0, 0, 2, 4, 4, 4, 4, 4, 4]
    state["display"] = [2]
    after = apply(state, 0, place("loco_or_factory_1", 1))
    moves = ENGINE.legal_moves(after, 0)
    assert {m["number"] for m in moves if m["type"] == "locomotive"} == {3}
    assert {(m["source"], m["number"]) for m in moves if m["type"] == "factory"} == {
        ("stack", 3),
        ("display", 2),
    }


def test_rr20_chain_reaction() -> None:
    state = position(4)
    p = state["players"][0]
    p["locos"] = {"ts": [1], "sp": [3], "kv": [2]}
    state["stacks"] = [0, 0, 0, 0, 4, 4, 4, 4, 4, 4]
    after = apply(state, 0, place("loco_or_factory_1", 1), loco(4, "sp", 3), loco(3, "kv", 2))
    assert loco(2, "sp") not in ENGINE.legal_moves(after, 0)
    after = apply(after, 0, loco(2, "ts"))
    assert after["players"][0]["locos"] == {"ts": [1, 2], "sp": [4], "kv": [3]}
    assert after["display"] == [] and ENGINE.to_act(after) == [1]


def test_rr21_displaced_locomotive_returned_as_factory() -> None:
    state = position(4)
    state["players"][0]["locos"] = {"ts": [1, 2], "sp": [5], "kv": [4]}
    state["stacks"] = [0, 0, 0, 0, 0, 0, 4, 4, 4, 4]
    after = apply(state, 0, place("loco_or_factory_1", 1), loco(6, "ts", 1))
    assert ENGINE.legal_moves(after, 0) == [{"type": "scrap", "number": 1}]
    after = apply(after, 0, {"type": "scrap", "number": 1})
    assert after["display"] == [1] and sum(after["players"][0]["locos"]["ts"]) == 8
    after = apply(
        after,
        1,
        place("loco_or_factory_2", 2),
        {"type": "factory", "source": "display", "number": 1, "gap": None},
    )
    assert after["players"][1]["factories"][0] == 1 and after["display"] == []


def test_rr22_factory_gaps() -> None:
    state = position(4)
    state["players"][0]["factories"] = [2, 3, None, None, None]
    after = apply(
        state,
        0,
        place("loco_or_factory_1", 1),
        {"type": "factory", "source": "stack", "number": 2, "gap": None},
    )
    assert after["players"][0]["factories"] == [2, 3, 2, None, None]
    state["players"][0]["factories"] = [2, 3, 4, 5, 6]
    state["stacks"] = [0, 0, 0, 0, 0, 0, 0, 4, 4, 4]
    after = apply(
        state,
        0,
        place("loco_or_factory_1", 1),
        {"type": "factory", "source": "stack", "number": 7, "gap": 2},
    )
    assert after["players"][0]["factories"] == [2, 7, 4, 5, 6] and after["display"] == [3]


def test_rr23_industry_gap_blocks_the_marker() -> None:
    state = position(4)
    state["players"][0]["industry"] = [4]
    state["players"][0]["engineers"] = [9]
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, place("industry_1", 1))
    assert refused.value.code == "E_NOT_FULLY_EXECUTABLE"
    after = apply(state, 0, place("engineer:9", 1))
    assert after["players"][0]["industry"] == [4] and ENGINE.to_act(after) == [1]
    state["players"][0]["factories"][0] = 6
    after = apply(state, 0, place("industry_1", 1), {"type": "industry", "marker": 0})
    assert after["players"][0]["industry"] == [5] and after["players"][0]["coins"] == 2


def test_rr24_factory_function_partly_lapses() -> None:
    state = position(4)
    p = state["players"][0]
    p["doublers"], p["industry"], p["factories"][0] = 7, [4], 4
    after = apply(state, 0, place("industry_1", 1), {"type": "industry", "marker": 0})
    assert after["players"][0]["doublers"] == 8 and ENGINE.to_act(after) == [1]


def test_rr40_second_industry_marker() -> None:
    state = position(4)
    p = state["players"][0]
    p["industry"], p["factories"][0] = [6], 6
    state["tasks"] = [{"kind": "qtoken", "m": True, "space": "sp4"}]
    after = apply(state, 0, {"type": "token", "token": "second_marker"})
    assert after["players"][0]["industry"] == [6, 0]
    after["actor"] = 0
    after = apply(after, 0, place("industry_2", 2))
    assert ENGINE.legal_moves(after, 0) == [{"type": "industry", "marker": 1}]
    after = apply(after, 0, {"type": "industry", "marker": 1}, {"type": "industry", "marker": 1})
    assert after["players"][0]["industry"] == [6, 2]
    after["players"][0]["industry"] = [6, 4]
    after["actor"] = 0
    coins = after["players"][0]["coins"]
    after = apply(after, 0, place("industry_1", 1), {"type": "industry", "marker": 1})
    assert after["players"][0]["coins"] == coins + 1  # factory 6 used again
    assert industry_points(after["players"][0]) == 10 + 5


def test_rr47_question_card_locomotive_9() -> None:
    state = position(4)
    p = state["players"][0]
    tracks(state, 0, "sp", 8, 7)
    p["locos"] = {"ts": [4, 6], "sp": [5], "kv": [3]}
    p["qdone"] = ["sp4"]
    state["tasks"] = [{"kind": "qcard", "m": False}]
    after = apply(
        state, 0, {"type": "card", "card": "locomotive_9"}, loco(9, "sp", 5), loco(5, "kv", 3)
    )
    assert ENGINE.legal_moves(after, 0) == [{"type": "scrap", "number": 3}]
    after = apply(after, 0, {"type": "scrap", "number": 3})
    q = after["players"][0]
    assert "sp6" in q["qdone"] and after["tasks"][0]["kind"] == "qtoken"
    assert line_points(q, "sp") == 2 * 7 and "locomotive_9" not in after["qcards"]


def test_rr49_question_card_factory() -> None:
    state = position(4)
    state["players"][0]["industry"] = [4]
    state["display"] = [6]
    state["tasks"] = [{"kind": "qcard", "m": False}]
    after = apply(
        state,
        0,
        {"type": "card", "card": "factory"},
        {"type": "factory", "source": "display", "number": 6, "gap": None},
        {"type": "industry", "marker": 0},
        {"type": "industry", "marker": 0},
    )
    p = after["players"][0]
    assert p["industry"] == [6] and p["factories"][0] == 6 and p["coins"] == 2


def test_rr50_factories_1_8_9() -> None:
    state = position(4)
    p = state["players"][0]
    p["engineers"], p["industry"], p["factories"][0] = [3, 12], [4], 1
    after = apply(state, 0, place("industry_1", 1), {"type": "industry", "marker": 0})
    assert after["players"][0]["points"] == {"factories": 15}
    p["factories"][0] = 8
    p["locos"] = {"ts": [2, 6], "sp": [5], "kv": [4]}
    after = apply(state, 0, place("industry_1", 1), {"type": "industry", "marker": 0})
    assert after["players"][0]["points"] == {"factories": 11}
    p["factories"][0] = 9
    after = apply(state, 0, place("industry_1", 1), {"type": "industry", "marker": 0})
    assert ENGINE.legal_moves(after, 0) == [
        {"type": "factory9", "choice": "card"},
        {"type": "factory9", "choice": "points"},
    ]
    points = apply(after, 0, {"type": "factory9", "choice": "points"})
    assert points["players"][0]["points"] == {"factories": 10}
    card = apply(after, 0, {"type": "factory9", "choice": "card"})
    assert len(card["private"][0]["browsing"]) == 8


def test_rr54_two_locomotive_on_st_petersburg_brings_little() -> None:
    state = position(4)
    tracks(state, 0, "sp", 9, 7)
    state["players"][0]["locos"]["sp"] = [2]
    assert line_points(state["players"][0], "sp") == 2
    after = apply(state, 0, place("collection_point", 1), step("ts", "black"))
    assert after["players"][0]["qdone"] == []


def test_rr75_doubler_beyond_reach_does_not_count() -> None:
    p = position(4)["players"][0]
    p["track"]["ts"] = [6, 5, 0, 0, 0]
    p["doublers"] = 5
    p["locos"]["ts"] = [3]
    assert line_points(p, "ts") == 6


def test_rr76_kiev_star_needs_black_and_locomotive() -> None:
    p = position(4)["players"][0]
    p["track"]["kv"] = [2, 0, 0, 0, 0]
    p["locos"]["kv"] = [8]
    assert line_points(p, "kv") == 3


def test_rr79_both_trans_siberian_locomotives_add_up() -> None:
    state = position(4)
    tracks(state, 0, "ts", 13)
    state["players"][0]["locos"]["ts"] = [6]
    state["stacks"] = [0, 0, 0, 0, 0, 0, 0, 3, 3, 3]
    after = apply(state, 0, place("loco_or_factory_1", 1), loco(7, "ts"))
    assert "ts13" in after["players"][0]["qdone"] and after["tasks"][0]["kind"] == "qtoken"


def test_rr80_displaced_locomotive_cannot_return_to_the_same_line() -> None:
    state = position(4)
    state["players"][0]["locos"] = {"ts": [2, 3], "sp": [6], "kv": [5]}
    state["stacks"] = [0, 0, 0, 0, 0, 0, 0, 3, 3, 3]
    after = apply(state, 0, place("loco_or_factory_1", 1), loco(7, "ts", 2))
    assert ENGINE.legal_moves(after, 0) == [{"type": "scrap", "number": 2}]


def test_rr81_upgrades_need_a_strictly_higher_number() -> None:
    state = position(4)
    state["players"][0]["locos"] = {"ts": [1, 5], "sp": [4], "kv": [6]}
    state["stacks"] = [0, 0, 0, 0, 3, 3, 3, 3, 3, 3]
    after = apply(state, 0, place("loco_or_factory_1", 1))
    locos = [m for m in ENGINE.legal_moves(after, 0) if m["type"] == "locomotive"]
    assert locos == [loco(4, "ts", 1)]


def test_rr82_locomotive_impossible_factory_only() -> None:
    state = position(4)
    state["players"][0]["locos"] = {"ts": [6, 9], "sp": [6], "kv": [6]}
    state["players"][0]["engineers"] = [12]
    state["stacks"] = [0, 0, 0, 0, 0, 0, 1, 0, 0, 0]
    after = apply(state, 0, place("loco_or_factory_1", 1))
    assert {m["type"] for m in ENGINE.legal_moves(after, 0)} == {"factory"}
    spaces = {m["space"] for m in ENGINE.legal_moves(state, 0) if m["type"] == "place"}
    assert "loco_and_factory" not in spaces and "engineer:12" in spaces
    after = apply(state, 0, place("engineer:12", 1))
    assert {m["type"] for m in ENGINE.legal_moves(after, 0)} == {"factory", "done"}
