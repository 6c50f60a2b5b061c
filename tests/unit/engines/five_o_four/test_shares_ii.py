"""Shares on TOP II (9.II): bank shares, treasuries, price rises, dividends, company VP.

World 697 (Roads on TOP I, 9.II, Majorities on TOP III): the companies' income is Roads'
TOP II income, the game ends when a company connects 4 cities.
"""

from __future__ import annotations

from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.world import world
from games.engines.five_o_four.shares.private import PUBLIC_BONUS, rank_bonus
from games.engines.five_o_four.shares.top_ii import dividends_ii, rank_moves, share_scores

from .helpers import act

State = dict


def sr_state(players: int = 3) -> State:
    state = ENGINE.setup(players, {"world": "697"}, 3)
    assert state["stage"] == "stock_round"
    return state


def test_treasuries_start_at_five_times_the_issue_price_and_shares_lie_in_the_bank() -> None:
    state = sr_state()
    assert [co["treasury"] for co in state["companies"]] == [200, 150, 150, 100, 100]
    assert all(co["bank"] == 10 and co["stock"] == 0 for co in state["companies"])
    state = act(state, 0, {"type": "trade", "buy": 0})
    green = state["companies"][0]
    assert green["treasury"] == 200 and green["bank"] == 8  # the bank is paid, not green
    assert state["private"][0]["money"] == 200 - 80


def test_the_company_bought_most_rises_with_every_tie() -> None:
    state = sr_state()
    state = act(state, 0, {"type": "trade", "buy": 0})  # green founded
    state = act(state, 1, {"type": "trade", "buy": 3})  # blue founded
    state = act(state, 2, {"type": "trade", "buy": 0})  # green: 2 cards
    for seat in (0, 1, 2):
        state = act(state, seat, {"type": "drop_out"})
    prices = [co["price"] for co in state["companies"]]
    assert prices[0] == 50 and prices[3] == 20  # green 2 cards bought, blue 1


def test_price_moves_by_income_rank() -> None:
    assert rank_moves({0: 50, 1: 40, 2: 30, 3: 10}) == {0: 10, 1: 10, 2: 0, 3: -10}
    assert rank_moves({0: 50, 1: 50, 2: 40, 3: 10}) == {0: 10, 1: 10, 2: 0, 3: -10}
    assert rank_moves({0: 50, 1: 40, 2: 40, 3: 10}) == {0: 10, 1: 0, 2: 0, 3: -10}


def test_dividends_pay_1_per_unit_per_full_20() -> None:
    state = sr_state()
    green = state["companies"][0]
    green.update(president=0, price=40, units=[4, 2, 0], bank=4, income=68)
    state["order"] = [0]
    money = [p["money"] for p in state["private"]]
    dividends_ii(state, world("697"))
    assert [p["money"] - m for p, m in zip(state["private"], money, strict=True)] == [12, 6, 0]
    assert green["treasury"] == 200 + 68 - 30  # 3 M per unit to players and bank


def test_50457_company_bonus_ties_share_the_places_rounded_up() -> None:
    assert rank_bonus([43, 38, 10, 38, 5], PUBLIC_BONUS) == [5, 3, 1, 3, 0]


def test_players_score_per_unit_the_company_vp_plus_bonus() -> None:
    state = sr_state()
    state["companies"][0]["units"] = [5, 3, 0]
    state["companies"][3]["units"] = [0, 2, 4]
    scores, _ties, details = share_scores(state, [43, 0, 0, 38, 0], {})
    assert details["companies"][0]["per_unit"] == 48 and details["companies"][3]["per_unit"] == 41
    assert scores == [5 * 48, 3 * 48 + 2 * 41, 4 * 41]
