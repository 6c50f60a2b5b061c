"""Shares on TOP I (9.I): stock rounds, presidents, OR order, dividends, wealth (digest §4.9).

World 967 (9.I, Roads on TOP II, Majorities on TOP III, one shared capital) and 976 (board 3,
separate capitals chosen by the founders).
"""

from __future__ import annotations

import pytest

from games.engines.core import IllegalMove
from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.shares.companies import by_price, set_price, wealth

from .helpers import act

State = dict


def sr_state(world: str = "967", players: int = 3) -> State:
    state = ENGINE.setup(players, {"world": world}, 5)
    assert state["stage"] == "stock_round" and ENGINE.to_act(state) == [0]
    return state


def test_founding_pays_twice_the_issue_price_and_the_company_receives_it() -> None:
    state = act(sr_state(), 0, {"type": "trade", "buy": 0})  # green, issue price 40
    green = state["companies"][0]
    assert state["private"][0]["money"] == 200 - 80  # 3 players: 200 M each
    assert green["treasury"] == 80 and green["price"] == 40  # reading U27
    assert green["president"] == 0 and green["units"][0] == 2 and green["stock"] == 8
    assert state["capital"][0] == "0,0"  # one shared capital: the central city
    assert ENGINE.to_act(state) == [1]


def test_a_single_share_costs_the_price_and_pays_the_issue_price_to_the_company() -> None:
    state = act(sr_state(), 0, {"type": "trade", "buy": 0})
    set_price(state, 0, 60)
    state = act(state, 1, {"type": "trade", "buy": 0})
    assert state["private"][1]["money"] == 140
    assert state["companies"][0]["treasury"] == 80 + 40


def test_presidency_moves_to_whoever_holds_more() -> None:
    state = sr_state()
    state = act(state, 0, {"type": "trade", "buy": 3})  # blue, 2 units
    for _ in range(3):
        state = act(state, 1, {"type": "trade", "buy": 3})
        state = act(state, 2, {"type": "pass"})
        if _ < 2:
            state = act(state, 0, {"type": "pass"})
    assert state["companies"][3]["units"] == [2, 3, 0]
    assert state["companies"][3]["president"] == 1


def test_selling_waits_for_the_second_stock_round_and_passing_ends_with_a_drop_out() -> None:
    state = act(sr_state(), 0, {"type": "trade", "buy": 0})
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 1, {"type": "trade", "sell": [{"company": 0, "units": 1}]})
    assert refused.value.code == "E_CANNOT_SELL"
    state = act(state, 1, {"type": "drop_out"})
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 2, {"type": "pass"})
    assert refused.value.code == "E_NO_PASSING"
    assert {"type": "pass"} not in ENGINE.legal_moves(state, 2)


def test_a_sale_drops_the_price_once_and_passes_the_presidency_clockwise() -> None:
    state = sr_state(players=4)
    state["stock_rounds"] = 1  # the 2nd stock round
    green = state["companies"][0]
    green.update(president=1, price=60, units=[3, 3, 0, 3], stock=1)
    state["capital"][0] = "0,0"
    state["pop"][0]["0,0"] = [1, 0, 0]
    state["sr"]["turn"] = 1
    state = act(state, 1, {"type": "trade", "sell": [{"company": 0, "units": 2}]})
    green = state["companies"][0]
    assert green["price"] == 50 and green["bank"] == 2
    assert state["private"][1]["money"] == 150 + 120
    assert green["president"] == 3  # seats 3 and 0 tie on 3 units: 3 sits nearer clockwise


def test_the_bank_holds_at_most_half_of_a_company_under_9i() -> None:
    state = sr_state()
    state["stock_rounds"] = 1
    green = state["companies"][0]
    green.update(president=0, price=50, units=[5, 0, 0], stock=1, bank=4)
    state["capital"][0] = "0,0"
    state["pop"][0]["0,0"] = [1, 0, 0]
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, {"type": "trade", "sell": [{"company": 0, "units": 2}]})
    assert refused.value.code == "E_CANNOT_SELL"
    sells = [m for m in ENGINE.legal_moves(state, 0) if m["type"] == "trade" and "sell" in m]
    assert [m["sell"] for m in sells if "buy" not in m] == [[{"company": 0, "units": 1}]]


def test_every_listed_trade_applies() -> None:
    state = act(sr_state(), 0, {"type": "trade", "buy": 1})
    state = act(state, 1, {"type": "trade", "buy": 1})
    for move in ENGINE.legal_moves(state, 2):
        ENGINE.apply(state, 2, move)
    with pytest.raises(IllegalMove):
        ENGINE.apply(state, 2, {"type": "trade"})


def test_the_founder_chooses_the_capital_with_separate_capitals() -> None:
    state = act(sr_state("976"), 0, {"type": "trade", "buy": 4})
    assert ENGINE.pending(state)["kind"] == "company_capital"
    moves = ENGINE.legal_moves(state, 0)
    assert moves and all(m["type"] == "choose_capital" for m in moves)
    state = act(state, 0, moves[0])
    assert state["capital"][4] == moves[0]["city"] and ENGINE.to_act(state) == [1]


def test_or_order_by_price_ties_by_the_marker_on_top() -> None:
    state = sr_state()
    for c in (0, 1, 2):
        state["companies"][c]["president"] = 0
        state["companies"][c]["units"][0] = 2
    set_price(state, 0, 50)
    set_price(state, 1, 60)
    set_price(state, 2, 50)  # arrives later on 50: on top of green
    assert by_price(state) == [1, 2, 0]


def dividend_state(income: int, treasury: int = 0, round_: int = 1) -> State:
    """504-55's company: Angelika (seat 0) holds 5 units, the company its other 5."""
    state = sr_state()
    green = state["companies"][0]
    green.update(president=0, price=40, units=[5, 0, 0], stock=5, income=income, treasury=treasury)
    state["capital"][0] = "0,0"
    state["pop"][0] = {"0,0": [1, 0, 0]}
    del state["sr"]
    state.update(
        stage="dividends", dividends={"queue": [0]}, round=round_, round_step=["after", 99]
    )
    return state


def test_50455_pay_out_68_gives_6_per_unit_and_raises_the_price() -> None:
    state = dividend_state(68)
    money = state["private"][0]["money"]
    after = ENGINE.apply(state, 0, {"type": "dividend", "pay_out": True}).state
    assert after["private"][0]["money"] == money + 30
    assert after["companies"][0]["treasury"] == 38  # no settlement, no inhabitant: no upkeep
    assert after["companies"][0]["price"] == 50


def test_retaining_keeps_the_price_and_maintenance_falls_on_the_president() -> None:
    state = dividend_state(0, treasury=2)
    state["pop"][0].update({"1,0": [1, 2, 1], "0,1": [1, 0, 1]})  # 2 settlements, 4 inhabitants
    money = state["private"][0]["money"]
    after = ENGINE.apply(state, 0, {"type": "dividend", "pay_out": False}).state
    assert after["companies"][0]["price"] == 40
    assert after["companies"][0]["treasury"] == 0  # upkeep 3 x 2 + 4 = 10 M, the HQ is free
    assert after["private"][0]["money"] == money - 8


def test_the_fifth_or_must_pay_out() -> None:
    state = dividend_state(20, round_=5)
    assert ENGINE.legal_moves(state, 0) == [{"type": "dividend", "pay_out": True}]
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, {"type": "dividend", "pay_out": False})
    assert refused.value.code == "E_MUST_PAY_OUT"


def test_50456_wealth_is_money_plus_share_values() -> None:
    state = sr_state()
    state["private"][0]["money"] = 75
    state["companies"][0].update(president=0, price=70, units=[3, 0, 0])
    state["companies"][3].update(president=0, price=90, units=[2, 0, 0])
    assert wealth(state, 0) == 465


def test_treasuries_are_public_and_players_money_private() -> None:
    state = act(sr_state(), 0, {"type": "trade", "buy": 0})
    seen = ENGINE.view(state, 1)
    assert seen["companies"][0]["treasury"] == 80
    assert "private" not in seen and seen["you"]["money"] == 200


def test_the_board_page_shows_the_companies() -> None:
    from games.engines.five_o_four.board_words import public_company_lines

    state = act(sr_state(), 0, {"type": "trade", "buy": 0})
    lines = [str(line) for line in public_company_lines(ENGINE.view(state, None))]
    assert lines[0].startswith("green: president Player 1, share price 40 M, treasury 80 M")
    assert lines[1] == "white: not founded (issue price 30 M)"


def test_the_companies_table_on_the_page() -> None:
    """The page's companies table: each company by colour, its president by name, share
    price and treasury in M; one not founded yet says so with its issue price."""
    from games.web.boards import panels, table_of

    state = act(sr_state(), 0, {"type": "trade", "buy": 0})
    table = table_of("504", ENGINE.view(state, None), None, ["ann", "bob", "cyd"])
    shown = next(s for s in panels(table).sections if s.key == "companies").body
    rows = shown.split("<tr>")[2:]
    assert "green" in rows[0] and "<td>ann</td><td>40 M</td><td>80 M</td>" in rows[0]
    assert "white" in rows[1] and "<td>not founded</td><td>30 M</td>" in rows[1]


def test_50470_a_race_award_with_shares_on_top_i_is_company_income() -> None:
    """504-70 with Roads on TOP II (world 962): the 2.III task is the TOP II module's (3
    spaces of a terrain joined to the roads, R12) and pays 5 x 10 M as income set aside."""
    from games.engines.five_o_four.core.world import world
    from games.engines.five_o_four.race.awards import check_awards

    state = ENGINE.setup(3, {"world": "962"}, 5)
    state = act(state, 0, {"type": "trade", "buy": 0})
    meadows = sorted(s for s, t in state["spaces"].items() if t == "meadow")[:3]
    state["roads"] = {f"0,0|{m}": [[0, False]] for m in meadows}
    check_awards(state, world("962"), 0)
    assert state["companies"][0]["income"] == 50 and state["vp"][0] == 0
    assert state["awards"] == ["roads:meadow"]
