"""Module 9 (Shares): private companies on TOP III (digest §4.9, §5.2; scenarios 504-57, 504-58)."""

from __future__ import annotations

import json
import random

import pytest

from games.engines.core import IllegalMove
from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.rounds import finish_round
from games.engines.five_o_four.core.scoring import final_scores
from games.engines.five_o_four.core.state import PIECES
from games.engines.five_o_four.core.world import available_worlds, world
from games.engines.five_o_four.invariants import violations
from games.engines.five_o_four.shares.private import (
    PUBLIC_BONUS,
    RANK_BONUS,
    order_by_income,
    private_company_scores,
    rank_bonus,
)

from .helpers import fresh, phase
from .test_faces import _positions, _variations
from .test_majorities_i import cards  # noqa: F401  (fixture: the injected 7.I card data)


def _at_3b(wid: str = "829", players: int = 3, seed: int = 1) -> dict:
    state = fresh(wid, players, seed)
    seat = state["order"][0]
    phase(state, "3B", seat)
    return state


# -- scenarios -----------------------------------------------------------------------------
def test_50457_company_bonus_shares_tied_places_rounded_up() -> None:
    """504-57: green 43 VP +5; blue and white tie on 38 for 2nd: (3 + 2)/2 = 2.5 -> 3 each.
    (The rank-bonus rule 9.II states; the same rule ranks the private companies of 9.III.)"""
    green, blue, white, purple, orange = 43, 38, 38, 20, 10
    assert rank_bonus([green, blue, white, purple, orange], PUBLIC_BONUS) == [5, 3, 3, 1, 0]


def test_50458_private_company_bonus_four_players_tie_for_second() -> None:
    """504-58: 4 players, two private companies tied for 2nd: (2 + 1)/2 = 1.5 -> 2 VP each."""
    assert rank_bonus([30, 20, 20, 5], RANK_BONUS[4]) == [4, 2, 2, 0]
    assert rank_bonus([7, 7], RANK_BONUS[2]) == [2, 2]  # (3 + 0)/2 = 1.5 -> 2
    assert rank_bonus([9, 9, 9], RANK_BONUS[3]) == [2, 2, 2]  # (3 + 1 + 0)/3 -> 2


def test_players_score_through_shares_not_the_presidents_share() -> None:
    """Final scoring: per share owned the company's VP + bonus; own singles count, the
    president's share scores nothing."""
    state = fresh("829", 3)
    shares = state["shares"]
    shares["owned"] = [[6, 1, 0], [0, 8, 0], [1, 0, 7]]
    shares["bank"] = [[1, 0], [0, 0], [0, 1]]
    scores, _ties, details = private_company_scores(state, [10, 20, 0], [0, 0, 0], {})
    worth = [10 + 1, 20 + 3, 0 + 0]  # bonus 3/1/0 for 3 players
    assert [c["per_share"] for c in details["companies"]] == worth
    assert scores == [6 * 11 + 1 * 23, 8 * 23, 1 * 11]


def test_final_scores_of_a_shares_world_come_from_the_shares() -> None:
    state = fresh("829", 2)
    state["shares"]["owned"] = [[8, 0], [0, 0]]
    state["shares"]["bank"] = [[0, 0], [8, 0]]
    scores, _, details = final_scores(state, world("829"))
    assert scores[1] == 0  # sold every own share: no VP at all
    assert scores[0] == 8 * details["companies"][0]["per_share"]


# -- setup and phase 1 ------------------------------------------------------------------------
def test_setup_prices_shares_order_by_lot_and_markers() -> None:
    orders = set()
    for seed in range(1, 9):
        state = ENGINE.setup(4, {"world": "829"}, seed)
        orders.add(tuple(state["order"]))
        assert state["shares"]["price"] == [20] * 4
        assert state["shares"]["owned"][2] == [0, 0, 8, 0]
        assert all(s["inh"] == PIECES[4] - 1 for s in state["supply"])  # beside the order cards
        money = [state["private"][seat]["money"] for seat in state["order"]]
        assert money == [60, 70, 80, 90]  # staggered in the drawn order (digest §12-U35)
        assert state["turn"]["seat"] == state["order"][0]
    assert len(orders) > 1


def test_separate_capitals_are_chosen_in_reverse_drawn_order() -> None:
    state = ENGINE.setup(3, {"world": "879"}, 5)  # 7.II asks for board 3: own capitals
    assert state["stage"] == "capitals"
    assert state["capital_queue"] == list(reversed(state["order"]))


def test_order_by_previous_income_low_first_ties_reversed() -> None:
    state = fresh("829", 4)
    state["order"] = [2, 0, 3, 1]
    state["income"] = [50, 30, 50, 20]
    state["round"] = 2
    order_by_income(state, world("829"))
    assert state["order"] == [3, 1, 0, 2]  # 20, 30, then 50/50 reversed (2 went before 0)


# -- phase 3B ---------------------------------------------------------------------------------
def test_buy_only_shares_sold_in_an_earlier_round() -> None:
    state = _at_3b()
    seat = state["turn"]["seat"]
    other = (seat + 1) % 3
    state["private"][seat]["money"] = 100
    state["shares"]["owned"][other][other] = 6
    state["shares"]["bank"][other] = [1, 1]
    state["shares"]["price"][other] = 30
    buy = {"type": "buy_share", "company": other}
    assert buy in ENGINE.legal_moves(state, seat)
    after = ENGINE.apply(state, seat, buy).state
    assert after["shares"]["owned"][seat][other] == 1
    assert after["private"][seat]["money"] == 70
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(after, seat, buy)  # the light one was sold this round
    assert refused.value.code == "E_NO_SHARE_IN_BANK"
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(after, seat, {"type": "buy_share", "company": seat})
    assert refused.value.code == "E_OWN_COMPANY"


def test_buying_needs_the_price_in_money() -> None:
    state = _at_3b()
    seat = state["turn"]["seat"]
    other = (seat + 1) % 3
    state["shares"]["owned"][other][other] = 7
    state["shares"]["bank"][other] = [1, 0]
    state["private"][seat]["money"] = 19
    assert {"type": "buy_share", "company": other} not in ENGINE.legal_moves(state, seat)
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, seat, {"type": "buy_share", "company": other})
    assert refused.value.code == "E_INSUFFICIENT_FUNDS"


def test_sell_one_own_share_once_per_turn_in_later_phases_too() -> None:
    state = _at_3b()
    seat = state["turn"]["seat"]
    money = state["private"][seat]["money"]
    after = ENGINE.apply(state, seat, {"type": "done"}).state  # on to 3C
    assert {"type": "sell_share"} in ENGINE.legal_moves(after, seat)
    after = ENGINE.apply(after, seat, {"type": "sell_share"}).state
    assert after["private"][seat]["money"] == money + 20
    assert after["shares"]["price"][seat] == 10
    assert after["shares"]["bank"][seat] == [0, 1]  # light side up
    assert after["income"] == state["income"]  # not income
    assert violations(after) == []
    assert {"type": "sell_share"} not in ENGINE.legal_moves(after, seat)
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(after, seat, {"type": "sell_share"})
    assert refused.value.code == "E_ALREADY_SOLD"


def test_no_sale_without_a_single_share_but_at_any_time_of_the_turn() -> None:
    state = _at_3b()
    seat = state["turn"]["seat"]
    state["shares"]["owned"][seat][seat] = 0
    state["shares"]["bank"][seat] = [8, 0]
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, seat, {"type": "sell_share"})
    assert refused.value.code == "E_NO_SHARE_TO_SELL"
    state = _at_3b("269")
    seat = state["turn"]["seat"]
    phase(state, "3A", seat)
    assert {"type": "sell_share"} in ENGINE.legal_moves(state, seat)
    after = ENGINE.apply(state, seat, {"type": "sell_share"}).state
    assert after["turn"]["phase"] == "3A" and after["shares"]["price"][seat] == 10


# -- phase 3H ---------------------------------------------------------------------------------
def test_income_is_set_aside_then_prices_rise_and_money_arrives() -> None:
    state = fresh("829", 3)
    w = world("829")
    shares = state["shares"]
    shares["owned"][1][1] = 7
    shares["bank"][1] = [0, 1]
    shares["aside"] = [40, 55, 55]
    money = [p["money"] for p in state["private"]]
    state["turn"] = None
    finish_round(state, w)
    assert shares["price"] == [30, 40, 40]  # highest income +20 (both tied), others +10
    assert shares["bank"][1] == [1, 0]  # turned dark: for sale from next round
    assert [p["money"] for p in state["private"]] == [money[0] + 40, money[1] + 55, money[2] + 55]
    assert shares["aside"] == [0, 0, 0]


def test_end_of_turn_sets_the_income_aside() -> None:
    state = _at_3b()
    seat = state["turn"]["seat"]
    money = state["private"][seat]["money"]
    for _ in range(3):
        state = ENGINE.apply(state, seat, {"type": "done"}).state  # 3B, 3C, 3D
    assert state["shares"]["aside"][seat] == state["income"][seat] >= 20
    assert state["private"][seat]["money"] == money


# -- faces --------------------------------------------------------------------------------------
def test_every_player_money_is_public_as_the_company_treasury() -> None:
    state = fresh("829", 3)
    state["private"][1]["money"] = 4321
    seen = ENGINE.view(state, 0)
    assert seen["treasury"][1] == 4321
    assert "private" not in seen


@pytest.mark.parametrize("wid", ["829", "269"])
def test_share_moves_agree_with_apply_and_parse_back(wid: str) -> None:
    rng = random.Random(4)
    checked = 0
    for state in _positions(wid, 3, 2, every=3):
        seat = ENGINE.to_act(state)[0]
        legal = ENGINE.legal_moves(state, seat)
        listed = {json.dumps(m, sort_keys=True) for m in legal}
        for move in legal:
            if move["type"] not in ("buy_share", "sell_share"):
                continue
            checked += 1
            ENGINE.apply(state, seat, move)
            assert ENGINE.parse(state, seat, ENGINE.notation(state, seat, move)) == move
            for variant in _variations(move, state, rng):
                if json.dumps(variant, sort_keys=True) not in listed:
                    with pytest.raises(IllegalMove):
                        ENGINE.apply(state, seat, variant)
        assert ENGINE.timeout_move(state, seat) in legal
    assert checked > 0


def test_shares_worlds_are_available() -> None:
    ours = [w for w in available_worlds() if w[2] == "9" and "4" not in w]  # + Military
    assert ours == [
        *["239", "259", "269", "279", "289", "329", "359", "369", "379", "389"],
        *["529", "539", "569", "579", "589"],
        *["629", "639", "659", "679", "689", "829", "839", "859", "869", "879"],
    ]  # with Privileges on TOP I/II (3.I, 3.II) and Exploration on TOP I/II since they landed


def test_replay_of_a_shares_game_reproduces_it() -> None:
    """The round-1 lot comes from the seeded draw: a replay reproduces every state."""
    from .helpers import play

    state, log = play("829", 3, 7)
    assert ENGINE.result(state) is not None
    again = ENGINE.setup(3, {"world": "829"}, 7)
    for seat, move in log:
        again = ENGINE.apply(again, seat, move).state
    assert again == state


@pytest.mark.usefixtures("cards")
def test_50464_world_789_keeps_3b_and_3h_under_the_7i_order() -> None:
    """504-64 (world 7-8-9, injected 7.I cards): 7.I orders the rounds (by lot, then VP);
    9.III keeps phase 3B and the set-aside 3H with its price rises; VP come via shares."""
    w = world("789")
    assert w.order_system == "lot_vp"
    state = ENGINE.setup(4, {"world": "789"}, 3)
    assert all(s["inh"] == PIECES[4] - 1 for s in state["supply"])  # beside the scoring cards
    seat = state["turn"]["seat"]
    assert state["turn"]["phase"] == "3B"
    money = state["private"][seat]["money"]
    while state["turn"]["seat"] == seat:
        state = ENGINE.apply(state, seat, {"type": "done"}).state
    assert state["shares"]["aside"][seat] == state["income"][seat] > 0
    assert state["private"][seat]["money"] == money
    scores, _, details = final_scores(state, w)
    assert "companies" in details and len(scores) == 4


def test_views_of_a_shares_game_show_treasuries_and_hide_the_secret() -> None:
    from .helpers import play

    _state, log = play("879", 3, 2, check=False)
    again = ENGINE.setup(3, {"world": "879"}, 2)
    for index, (seat, move) in enumerate(log):
        if index % 50 == 0:
            for viewer in (None, 0, 1, 2):
                seen = ENGINE.view(again, viewer)
                assert json.loads(json.dumps(seen)) == seen
                assert "secret" not in seen and "private" not in seen
                assert seen["treasury"] == [p["money"] for p in again["private"]]
                event = {"seat": seat, "move": move, "notation": "", "reveals": []}
                assert "seed" not in json.dumps(ENGINE.view_event(event, viewer))
        again = ENGINE.apply(again, seat, move).state
