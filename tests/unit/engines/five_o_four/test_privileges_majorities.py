"""C3-7I: Privileges on TOP II with Majorities on TOP I (worlds 7-3-x).

Digest §4.3 (C3-7I), §4.7 (C7-PRIV), §5.2 (6); reading R3-11.  7.I's cards are not known,
so these tests use the ``cards`` fixture of test_majorities_i (test data, not facts).
"""

from __future__ import annotations

import pytest

from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.world import available_worlds, world
from games.engines.five_o_four.privileges.bidding import order_step

from .test_majorities_i import cards  # noqa: F401  (the fixture)

pytestmark = pytest.mark.usefixtures("cards")
SEVEN_THREE = {"731", "732", "734", "735", "736", "738", "739"}


def round_two(players: int = 4) -> dict:
    """World 732 at the start of round 2's phase 1 (capitals chosen, round 1 over)."""
    state = ENGINE.setup(players, {"world": "732"}, 3)
    while state["stage"] == "capitals":
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.legal_moves(state, seat)[0]).state
    state["round"] = 2
    return state


def test_the_7_3_x_worlds_open_with_the_card_data() -> None:
    assert set(available_worlds()) >= SEVEN_THREE
    assert world("732").order_system == "lot_vp" and world("732").board == 3


def test_no_starting_bid_order_by_lot_capitals_in_reverse_order() -> None:
    """7.I's order (priority I) replaces 3.II's starting bid: the order is drawn by lot, the
    capitals are chosen in reverse order, and everyone starts with 3.II's 90 M."""
    state = ENGINE.setup(3, {"world": "732"}, 4)
    assert state["stage"] == "capitals" and "bids" not in state
    assert state["capital_queue"] == state["order"][::-1]
    assert [p["money"] for p in state["private"]] == [90, 90, 90]
    assert all(s["inh"] == 25 - 1 for s in state["supply"])  # one marker beside the cards


def test_taxes_follow_the_income_ranking_and_the_order_the_vp() -> None:
    """[504R]'s example: the new order is John, Camille, Sarah, Harry with incomes 50, 68, 68
    and 50.  Camille and Sarah tie for the highest: Camille, earlier, pays 20 % (12 M);
    John and Harry tie for the lowest: Harry, later, pays nothing; Sarah 6 M, John 5 M."""
    state = round_two()
    john, camille, sarah, harry = 0, 1, 2, 3
    state["order"] = [harry, sarah, camille, john]  # reversed: nobody has VP yet
    state["aside"] = [50, 68, 68, 50]
    money = [p["money"] for p in state["private"]]
    assert order_step(state, world("732")) is True
    assert state["order"] == [john, camille, sarah, harry]
    assert state["taxes"] == [5, 12, 6, 0]
    assert [p["money"] - m for p, m in zip(state["private"], money, strict=True)] == [
        45,
        56,
        62,
        50,
    ]
    assert state["aside"] == [0, 0, 0, 0]


def test_vp_decide_the_order_even_against_the_income() -> None:
    """The order is by VP (fewest first), the taxes by income: the richest player may go
    first and still pay no 20 % when another earned more."""
    state = round_two(3)
    state["order"] = [0, 1, 2]
    state["vp"] = [4, 0, 2]
    state["aside"] = [30, 90, 50]
    order_step(state, world("732"))
    assert state["order"] == [1, 2, 0]
    assert state["taxes"] == [0, 18, 5]


def test_privilege_ii2_pays_no_taxes_and_round_one_pays_none() -> None:
    state = round_two(2)
    state["order"] = [0, 1]
    state["aside"] = [80, 40]
    state["privileges"]["owned"][0].append("II (2)")
    order_step(state, world("732"))
    assert state["taxes"] == [0, 0]
    first = ENGINE.setup(2, {"world": "732"}, 5)
    first["aside"] = [80, 40]
    order_step(first, world("732"))
    assert "taxes" not in first and first["aside"] == [80, 40]


def test_income_is_set_aside_until_the_next_phase_one() -> None:
    state = ENGINE.setup(3, {"world": "732"}, 3)
    while state["turn"] is None:  # capitals, then round 1's privilege auction
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.timeout_move(state, seat)).state
    seat = state["turn"]["seat"]
    money = state["private"][seat]["money"]
    while state["turn"] is not None and state["turn"]["seat"] == seat:
        state = ENGINE.apply(state, seat, ENGINE.timeout_move(state, seat)).state
    assert state["aside"][seat] == 20  # 3.II: 20 M base, no factory yet
    assert state["private"][seat]["money"] == money
