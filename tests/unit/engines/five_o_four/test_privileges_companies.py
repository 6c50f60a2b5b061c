"""Privileges (Module 3) with public companies (9.I/9.II): U36, C3-9II, C3-9I, 3.III.

Worlds 392 (3.I, 9.II, 2.III: one shared capital), 935 (9.I, 3.II, 5.III: board 1, separate
capitals) and 923 (9.I, 2.II, 3.III).  The companies own, bid for and buy privileges with their
treasuries; their presidents decide (digest U36, §7 "With 5 companies").  Scenario 504-67.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from games.engines.core import IllegalMove
from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.combinations.privileges_shares import company_phase_one
from games.engines.five_o_four.core.actions import inhabitant_price
from games.engines.five_o_four.core.modules import capitals_by_bid
from games.engines.five_o_four.core.scoring import final_scores, game_ends
from games.engines.five_o_four.core.world import available_worlds, world
from games.engines.five_o_four.privileges.cards import kinds_for
from games.engines.five_o_four.privileges.factories import END_FACTORIES
from games.engines.five_o_four.privileges.income import privilege_income
from games.engines.five_o_four.shares.dividends import maintenance_due

from .helpers import act

State = dict[str, Any]
GREEN, WHITE, PURPLE, BLUE, ORANGE = range(5)

OPENED = ("293", "391", "392", "395", "396", "397", "398", "593", "693", "893", "923", "931", "932")
OPENED_TOO = ("935", "936", "937", "938", "953", "963", "973", "983")


def found(state: State, plan: list[tuple[int, int]]) -> State:
    """In the stock round each (seat, company) founds that company in turn (the others pass);
    a founder choosing a capital takes the first city offered; then everybody drops out."""
    for seat, company in plan:
        while ENGINE.to_act(state) != [seat]:
            state = act(state, ENGINE.to_act(state)[0], {"type": "pass"})
        state = act(state, seat, {"type": "trade", "buy": company})
        if ENGINE.pending(state)["kind"] == "company_capital":
            state = act(state, seat, ENGINE.legal_moves(state, seat)[0])
    while state["stage"] == "stock_round":
        state = act(state, ENGINE.to_act(state)[0], {"type": "drop_out"})
    return state


def advance(state: State, until: Callable[[State], bool]) -> State:
    """Play the harmless choice of each seat to act (pass, done, drop out, pay out...)."""
    while not until(state):
        state = step(state)
    return state


def step(state: State) -> State:
    """One harmless move; in a stock round a drop-out (passing forever would never end it)."""
    seat = ENGINE.to_act(state)[0]
    if state["stage"] == "stock_round" and state["sr"]["capital_for"] is None:
        return act(state, seat, {"type": "drop_out"})
    return act(state, seat, ENGINE.timeout_move(state, seat))


def give(state: State, company: int, kind: str) -> None:
    """The company takes a card of ``kind`` from the deck (or the row), as if it had won it."""
    deck, row = state["secret"]["deck"], state["privileges"]["row"]
    if kind in deck:
        deck.remove(kind)
        state["privileges"]["left"][kind.split(" ")[0]] -= 1
    else:
        row.remove(next(c for c in row if c["kind"] == kind))
    state["privileges"]["owned"][company].append(kind)


def treasuries(state: State) -> list[int]:
    return [int(co["treasury"]) for co in state["companies"]]


# -- availability -----------------------------------------------------------------------------
@pytest.mark.parametrize("wid", OPENED + OPENED_TOO)
def test_worlds_with_privileges_and_public_companies_are_available(wid: str) -> None:
    assert wid in available_worlds()


# -- U36: setup and the auction by companies ---------------------------------------------------
def test_five_companies_use_two_cards_per_kind_and_show_one_privilege_per_company() -> None:
    state = ENGINE.setup(2, {"world": "935"}, 1)
    privileges = state["privileges"]
    kinds = kinds_for(world("935"))
    assert len(privileges["owned"]) == 5 and privileges["removed_unseen"] == 0
    assert len(privileges["row"]) == 5 and all(c["price"] == 20 for c in privileges["row"])
    assert len(state["secret"]["deck"]) + 5 == 2 * len(kinds)


def test_u36_presidents_bid_for_their_companies_in_company_order_with_company_money() -> None:
    state = found(ENGINE.setup(3, {"world": "935"}, 2), [(0, GREEN), (1, WHITE), (0, BLUE)])
    assert state["stage"] == "auction" and state["order"] == [GREEN, WHITE, BLUE]
    pending = ENGINE.pending(state)
    assert pending["seats"] == [0] and pending["companies"] == [GREEN]
    kind = state["privileges"]["row"][0]["kind"]
    money = [p["money"] for p in state["private"]]
    before = treasuries(state)
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, {"type": "bid", "amount": before[GREEN] + 1})
    assert refused.value.code == "E_BID_TOO_HIGH"  # the treasury limits the bid
    state = act(state, 0, {"type": "bid", "amount": 20})
    assert ENGINE.pending(state)["companies"] == [WHITE] and ENGINE.to_act(state) == [1]
    state = act(state, 1, {"type": "pass"})
    assert ENGINE.pending(state)["companies"] == [BLUE] and ENGINE.to_act(state) == [0]
    state = act(state, 0, {"type": "pass"})
    assert kind in state["privileges"]["owned"][GREEN]
    assert treasuries(state)[GREEN] == before[GREEN] - 20
    assert [p["money"] for p in state["private"]] == money  # the players pay nothing


def test_the_display_refills_up_to_seven_for_five_companies() -> None:
    state = found(ENGINE.setup(2, {"world": "935"}, 3), [(0, GREEN)])
    state = advance(state, lambda s: s["round"] == 2 and s["stage"] == "auction")
    row = state["privileges"]["row"]
    unsold = [c for c in row if c["price"] == 0]
    assert len(row) == min(7, len(unsold) + 5)


def test_no_company_founded_means_no_bidder_and_the_privileges_stay() -> None:
    state = ENGINE.setup(2, {"world": "935"}, 4)
    row = list(state["privileges"]["row"])
    state = act(state, 0, {"type": "drop_out"})
    state = act(state, 1, {"type": "drop_out"})
    assert state["privileges"]["row"] == row and state["order"] == []


# -- C3-9II: scenario 504-67 ---------------------------------------------------------------------
def test_50467_world_39x_first_or_in_reverse_founding_order_then_by_income_with_taxes() -> None:
    """Given 3.I, 9.II (world 392).  The players found green, then blue, then white.  Then
    there is no sealed bid, OR 1 runs white, blue, green; a company founded in the 2nd SR
    acts first in OR 2; the others follow by their income with taxes 20/10/0 %."""
    state = ENGINE.setup(3, {"world": "392"}, 5)
    state = found(state, [(0, GREEN), (1, BLUE), (2, WHITE)])
    assert state["stage"] == "auction"  # no sealed bid, no places: the capitals came with SR
    assert "bids" not in state and state["capital"][GREEN] == "0,0"
    assert state["order"] == [WHITE, BLUE, GREEN]
    assert ENGINE.pending(state)["companies"] == [WHITE]
    start = treasuries(state)
    state = advance(state, lambda s: s["stage"] == "stock_round")
    assert state["aside"][GREEN] == 20 and state["aside"][PURPLE] == 0  # 3H: 20 M base
    assert treasuries(state)[GREEN] == start[GREEN] + 20 - 10  # 1 M per unit per full 20 M
    state["aside"] = [50, 68, 0, 30, 0]  # as if green, white, blue had earned these
    before = treasuries(state)
    state = found(state, [(0, PURPLE)])
    assert state["order"] == [PURPLE, WHITE, GREEN, BLUE]
    assert state["taxes"] == [5, 12, 0, 0, 0]  # white first 20 %, green 10 %, blue last 0 %
    after = treasuries(state)
    assert [b - a for a, b in zip(after, before, strict=True)] == [5, 12, 0, 0, 0]
    assert state["aside"] == [0] * 5


def test_c3_cap_i_with_9ii_capitals_come_at_founding_in_the_stock_round() -> None:
    """3.I's separate capitals with the bid (C3-CAP-I) give way to 9.II: "In Spielen mit dem
    Modul Aktien auf TOP II wählt ihr die Hauptstadt stattdessen in der Aktienrunde"."""
    assert capitals_by_bid(world("372")) and not capitals_by_bid(world("394"))


def test_c3_9ii_income_ties_reverse_the_previous_order_and_ii_2_pays_no_tax() -> None:
    state = ENGINE.setup(3, {"world": "392"}, 5)
    state = found(state, [(0, GREEN), (1, BLUE), (2, WHITE)])
    state = advance(state, lambda s: s["stage"] == "stock_round")
    assert state["order"] == [WHITE, BLUE, GREEN]
    state["aside"] = [40, 40, 0, 40, 0]
    give(state, BLUE, "II (2)")
    state = found(state, [])
    assert state["order"] == [GREEN, BLUE, WHITE]
    assert state["taxes"] == [8, 0, 0, 0, 0]  # blue (middle) owns II (2); white last


def test_3i_with_9ii_ends_with_20_factories_and_companies_score_factories_and_privileges() -> None:
    state = found(ENGINE.setup(2, {"world": "392"}, 6), [(0, GREEN), (1, BLUE)])
    w = world("392")
    assert not game_ends(state, w)
    state["factories"] = {"0,0": [GREEN, GREEN, BLUE]}
    state["vp"][GREEN] = 10
    state["vp_log"].append([GREEN, 10, "factory:0,0"])
    give(state, GREEN, "II (9)")
    scores, _, details = final_scores(state, w)
    assert details["companies"][GREEN]["vp"] == 10 + 3  # factories and privilege VP
    assert scores[0] == 2 * details["companies"][GREEN]["per_unit"]
    state["factories"] = {str(i): [GREEN] for i in range(END_FACTORIES)}
    assert game_ends(state, w)


def test_a_company_builds_factories_with_its_treasury() -> None:
    state = found(ENGINE.setup(2, {"world": "392"}, 7), [(0, GREEN)])
    state = advance(state, lambda s: s["stage"] == "play")
    state["turn"]["phase"] = "3F"
    money = [p["money"] for p in state["private"]]
    before = treasuries(state)[GREEN]
    state = act(state, 0, {"type": "factory", "city": "0,0"})
    assert state["factories"]["0,0"] == [GREEN] and treasuries(state)[GREEN] == before - 20
    assert state["vp"][GREEN] == 5 and [p["money"] for p in state["private"]] == money


# -- C3-9I ----------------------------------------------------------------------------------------
def or_state(aside: list[int], round_: int = 2) -> State:
    """World 935 in phase 1: green, white, blue founded, ordered by price."""
    state = found(ENGINE.setup(3, {"world": "935"}, 2), [(0, GREEN), (1, WHITE), (2, BLUE)])
    state.update(round=round_, aside=list(aside), order=[GREEN, WHITE, BLUE])
    return state


def test_c3_9i_no_taxes_in_the_first_or() -> None:
    state = or_state([0, 0, 0, 0, 0], round_=1)
    state["aside"] = [60, 30, 0, 50, 0]
    before = treasuries(state)
    company_phase_one(state, world("935"))
    assert treasuries(state) == before and state["aside"] == [60, 30, 0, 50, 0]


def test_c3_9i_order_by_price_taxes_by_income_rank() -> None:
    state = or_state([30, 70, 0, 50, 0])
    before = treasuries(state)
    company_phase_one(state, world("935"))
    assert state["order"] == [GREEN, WHITE, BLUE]  # the share prices decide the order
    assert state["taxes"] == [0, 14, 0, 5, 0]  # white highest 20 %, blue 10 %, green last
    assert treasuries(state) == [before[0], before[1] - 14, before[2], before[3] - 5, before[4]]


def test_c3_9i_ties_earlier_pays_20_percent_later_pays_nothing() -> None:
    state = or_state([60, 60, 0, 60, 0])
    company_phase_one(state, world("935"))
    assert state["taxes"] == [12, 6, 0, 0, 0]  # all tied: green earlier, blue later


def test_c3_9i_a_new_company_has_no_income_and_is_not_ranked() -> None:
    state = or_state([40, 0, 0, 20, 0])
    company_phase_one(state, world("935"))
    assert state["taxes"] == [8, 0, 0, 0, 0]  # white earned nothing: green first, blue last


def test_r3_14_a_short_treasury_leaves_the_tax_to_the_president() -> None:
    state = or_state([60, 10, 0, 20, 0])
    state["companies"][GREEN]["treasury"] = 5
    money = state["private"][0]["money"]
    company_phase_one(state, world("935"))
    assert treasuries(state)[GREEN] == 0 and state["private"][0]["money"] == money - 7


def test_c3_9i_taxes_come_from_the_treasury_after_the_dividend() -> None:
    state = found(ENGINE.setup(2, {"world": "935"}, 8), [(0, GREEN), (1, WHITE)])
    state = advance(state, lambda s: s["stage"] == "dividends")
    assert state["aside"][GREEN] == state["companies"][GREEN]["income"] > 0
    state = advance(state, lambda s: s["round"] == 2)
    assert state["aside"] == [0] * 5 and sum(state["taxes"]) > 0


# -- privileges that touch shares: I (3), I (7), II (1) -------------------------------------------
def test_i_3_raises_a_company_wholly_in_players_hands_by_20() -> None:
    for owned, rise in ((False, 10), (True, 20)):
        state = ENGINE.setup(2, {"world": "935"}, 9)
        state = act(state, 0, {"type": "trade", "buy": GREEN})
        state = act(state, 0, ENGINE.legal_moves(state, 0)[0])  # its capital
        green = state["companies"][GREEN]
        green.update(units=[5, 5], stock=0)
        if owned:
            give(state, GREEN, "I (3)")
        state = act(state, 1, {"type": "drop_out"})
        state = act(state, 0, {"type": "drop_out"})
        assert state["companies"][GREEN]["price"] == 40 + rise


def dividend_state(income: int, kinds: list[str]) -> State:
    state = found(ENGINE.setup(2, {"world": "936"}, 10), [(0, GREEN)])  # 9.I, 3.II, 6.III
    state = advance(state, lambda s: s["stage"] == "dividends")
    green = state["companies"][GREEN]
    green.update(income=income, units=[5, 0], stock=5, treasury=100)
    for kind in kinds:
        give(state, GREEN, kind)
    return state


def test_ii_1_pays_out_half_and_still_raises_the_price() -> None:
    state = dividend_state(68, ["II (1)"])
    due = maintenance_due(state, GREEN)
    tax = 2 * (state["aside"][GREEN] // 10)  # OR 2's phase 1 follows at once: green alone, 1st
    money, price = state["private"][0]["money"], state["companies"][GREEN]["price"]
    state = act(state, 0, {"type": "dividend", "pay_out": True})
    assert state["private"][0]["money"] == money + 5 * 3  # 1 M per unit per full 20 M
    assert state["companies"][GREEN]["price"] == price + 10
    assert state["companies"][GREEN]["treasury"] == 100 + 68 - 15 - due - tax


def test_i_7_caps_maintenance_at_20() -> None:
    state = dividend_state(0, [])
    pop = state["pop"][GREEN]
    taken = {space for p in state["pop"] for space in p}
    land = [s for s, t in sorted(state["spaces"].items()) if t not in ("water", "city")]
    for space in [s for s in land if s not in taken][:8]:
        pop[space] = [1, 1, 0]  # 8 settlements with 1 inhabitant: 32 M upkeep
    assert maintenance_due(state, GREEN) >= 32
    give(state, GREEN, "I (7)")
    assert maintenance_due(state, GREEN) == 20
    state["supply"][GREEN]["set"] -= 8
    state["supply"][GREEN]["inh"] -= 8
    tax = 2 * (state["aside"][GREEN] // 10)  # OR 2's phase 1 follows at once
    state = act(state, 0, {"type": "dividend", "pay_out": False})
    assert treasuries(state)[GREEN] == 100 - 20 - tax  # the company pays 20 M, no more


def test_players_money_and_the_deck_stay_hidden_through_an_or_with_companies() -> None:
    state = found(ENGINE.setup(3, {"world": "392"}, 12), [(0, GREEN), (1, BLUE), (2, WHITE)])
    seen_stages = set()
    while state["round"] < 3 and ENGINE.result(state) is None:
        seen_stages.add(state["stage"])
        for viewer in (None, 0, 1, 2):
            seen = ENGINE.view(state, viewer)
            assert "private" not in seen and "secret" not in seen
            assert seen.get("you", {}).get("money") == (
                None if viewer is None else state["private"][viewer]["money"]
            )
            assert seen["companies"][GREEN]["treasury"] == state["companies"][GREEN]["treasury"]
        state = step(state)
    assert {"auction", "play", "stock_round"} <= seen_stages


# -- 3.III with public companies ---------------------------------------------------------------
def test_3iii_a_company_buys_a_privilege_with_its_treasury_in_its_turn() -> None:
    state = found(ENGINE.setup(2, {"world": "923"}, 11), [(0, GREEN), (1, BLUE)])
    assert state["stage"] == "play" and state["turn"]["phase"] == "3P"
    assert len(state["privileges"]["row"]) == 5  # 1 per company
    kind = state["privileges"]["row"][0]["kind"]
    money = [p["money"] for p in state["private"]]
    before = treasuries(state)[GREEN]
    state = act(state, 0, {"type": "privilege", "kind": kind})
    assert kind in state["privileges"]["owned"][GREEN]
    assert treasuries(state)[GREEN] == before - 20
    assert [p["money"] for p in state["private"]] == money


def test_r3_16_3i_ends_when_no_factory_can_ever_be_built_again() -> None:
    state = found(ENGINE.setup(2, {"world": "397"}, 13), [(0, GREEN), (1, BLUE)])
    w = world("397")  # 3.I, 9.II, 7.III: no recycling, no conquest
    cities = sorted(c for c, t in state["spaces"].items() if t == "city")
    state["factories"] = {"0,0": [GREEN, GREEN, BLUE]}  # the shared capital is full
    assert not game_ends(state, w)  # settlements are left in the supplies
    for supply in state["supply"]:
        supply["set"] = 0
    assert game_ends(state, w)  # nobody stands on a city with room, nobody can settle one
    other = next(c for c in cities if c != "0,0")
    state["pop"][BLUE][other] = [1, 0, 0]
    assert not game_ends(state, w)  # blue may still build on it
    del state["pop"][BLUE][other]
    assert not game_ends(state, world("392"))  # Race's recycling brings settlements back


def test_u36_income_and_purchase_privileges_act_for_the_owning_company() -> None:
    """I (5) +10 M and II (12) +20 M raise the owning company's income (set aside for phase
    4); II (4) makes its inhabitants 8 M, paid from its treasury."""
    state = found(ENGINE.setup(2, {"world": "935"}, 14), [(0, GREEN), (1, WHITE)])
    state = advance(state, lambda s: s["stage"] == "play")
    for kind in ("I (5)", "II (12)", "II (4)"):
        give(state, GREEN, kind)
    assert privilege_income(state, GREEN) == 30 and privilege_income(state, WHITE) == 0
    assert inhabitant_price(state, GREEN) == 8 and inhabitant_price(state, WHITE) == 10
    assert state["turn"]["seat"] == GREEN and state["turn"]["phase"] == "3C"
    buy = next(m for m in ENGINE.legal_moves(state, 0) if m["type"] == "buy")
    before, money = treasuries(state)[GREEN], state["private"][0]["money"]
    state = act(state, 0, buy)
    assert treasuries(state)[GREEN] == before - 8 * buy["count"]
    assert state["private"][0]["money"] == money
