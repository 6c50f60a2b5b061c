"""C7-SHARES / C9-7I: Majorities on TOP I with Shares on TOP II (worlds 791-798).

Rulebook l. 2834-2846 (cards per operating round), l. 2867-2868 (capitals in the SR),
l. 3036-3046 (removals "per 4 VP ... and with 5 companies"), l. 3353 and the Shares pages;
digest §4.7 (setup "TOP I + 9.II", C7-SHARES), §4.9, §5.2 item 6; readings R7-9II-1..4.
No source gives the 7.I cards, so these tests inject them (the ``cards`` fixture of
test_majorities_i: TEST DATA, not facts) and the worlds stay refused without them.
"""

from __future__ import annotations

from typing import Any

import pytest

from games.engines.core import InvalidOptions
from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.combinations.majorities_shares import company_order
from games.engines.five_o_four.core.catalog import MAJORITY_FIRST, MAJORITY_SECOND
from games.engines.five_o_four.core.world import (
    all_world_ids,
    available_worlds,
    pending_combinations,
    world,
)
from games.engines.five_o_four.invariants import violations
from games.engines.five_o_four.majorities import scorings as majorities_i
from games.engines.five_o_four.majorities.scorings import score, scoring_vp

from .helpers import find, play, put
from .test_majorities_i import SEVEN_SHARES, TEST_CARDS, cards  # noqa: F401  (the fixture)

with_cards = pytest.mark.usefixtures("cards")

State = dict[str, Any]
GREEN, WHITE, PURPLE, BLUE, ORANGE = range(5)


# -- driving the stock and operating rounds -----------------------------------------------
def _found(state: State, seat: int, c: int) -> State:
    """``seat`` founds company ``c`` in the running stock round (first capital offered)."""
    assert ENGINE.to_act(state) == [seat]
    state = ENGINE.apply(state, seat, {"type": "trade", "buy": c}).state
    while state["stage"] == "stock_round" and state["sr"]["capital_for"] is not None:
        state = ENGINE.apply(state, seat, ENGINE.legal_moves(state, seat)[0]).state
    return state


def _drop_all(state: State) -> State:
    while state["stage"] == "stock_round":
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, {"type": "drop_out"}).state
    return state


def _finish_or(state: State) -> State:
    """Every company ends its turn at once ('done', or the first legal move) until the next
    stock round (or a stage of decisions outside the turns)."""
    rnd = state["round"]
    while state["stage"] == "play" and state["round"] == rnd:
        seat = ENGINE.to_act(state)[0]
        legal = ENGINE.legal_moves(state, seat)
        move = {"type": "done"} if {"type": "done"} in legal else legal[0]
        state = ENGINE.apply(state, seat, move).state
    return state


def or_one(wid: str = "796", players: int = 3) -> State:
    """SR 1: seat 0 founds green, seat 1 blue, seat 2 purple, then all drop out."""
    state = ENGINE.setup(players, {"world": wid}, 7)
    for seat, c in ((0, GREEN), (1, BLUE), (2, PURPLE)):
        state = _found(state, seat, c)
    return _drop_all(state)


def or_three(wid: str = "796") -> State:
    """OR 2 adds white (founded by seat 1 in SR 2); nobody buys in SR 3."""
    state = _finish_or(or_one(wid))
    state = _found(state, ENGINE.to_act(state)[0], WHITE)
    state = _drop_all(state)
    return _drop_all(_finish_or(state))


# -- availability ----------------------------------------------------------------------------
def test_the_seven_worlds_wait_for_the_card_data_only() -> None:
    """7.I with 9.II: 791-796 and 798 (799 does not exist: 9 twice).  No combination rule is
    pending any more; only the card counts (facts.yaml ``scoring_cards``) keep them refused."""
    assert SEVEN_SHARES == ["791", "792", "793", "794", "795", "796", "798"]
    assert [w for w in all_world_ids() if w.startswith("79")] == SEVEN_SHARES
    for wid in SEVEN_SHARES:
        assert pending_combinations(world(wid)) == []
        assert world(wid).unimplemented_parts() == []
        if majorities_i.CARD_DATA is None:
            assert world(wid).missing_facts() == ["scoring_cards"]
            assert wid not in available_worlds()
    if majorities_i.CARD_DATA is None:
        with pytest.raises(InvalidOptions) as refused:
            ENGINE.setup(3, {"world": "791"}, 1)
        assert refused.value.code == "E_WORLD_NEEDS_MISSING_DATA"


@with_cards
def test_the_data_opens_them_and_must_give_the_company_cards() -> None:
    assert set(SEVEN_SHARES) <= set(available_worlds())
    majorities_i.CARD_DATA = {k: v for k, v in TEST_CARDS.items() if k != "companies"}
    ENGINE.check_options(3, {"world": "786"})  # the player cards suffice without Shares
    with pytest.raises(InvalidOptions) as refused:
        ENGINE.setup(3, {"world": "791"}, 1)
    assert refused.value.code == "E_WORLD_NEEDS_MISSING_DATA"
    assert "active companies" in refused.value.message
    partial = {**TEST_CARDS["companies"], "start_cards": {4: "start 4c", 5: "start 5c"}}
    majorities_i.CARD_DATA = {**TEST_CARDS, "companies": partial}
    with pytest.raises(InvalidOptions):
        ENGINE.setup(2, {"world": "796"}, 1)


# -- setup and order ---------------------------------------------------------------------
@with_cards
def test_setup_one_marker_per_company_and_capitals_in_the_stock_round() -> None:
    """No lot, no capital stage: the companies choose capitals at founding (board 2, 794);
    each company sets 1 inhabitant aside (15 - 1); no card is laid yet for row I."""
    state = ENGINE.setup(3, {"world": "794"}, 2)
    assert state["stage"] == "stock_round" and state["order"] == []
    assert all(s["inh"] == 14 for s in state["supply"])
    m = state["majorities_i"]
    assert m["rows"]["I"] == 0 and state["secret"]["scoring_rows"]["I"] == []
    assert m["rows"]["II"] == 5 and m["rows"]["III"] == 6
    assert sorted(state["secret"]["scoring_rows"]["III"]).count("scoring 3") == 1
    state = ENGINE.apply(state, 0, {"type": "trade", "buy": GREEN}).state
    assert ENGINE.pending(state)["kind"] == "company_capital"


@with_cards
def test_or_one_runs_in_reverse_founding_order_on_the_start_card_for_3() -> None:
    state = or_one()
    assert state["round"] == 1 and state["stage"] == "play"
    assert state["order"] == [PURPLE, BLUE, GREEN]
    assert state["majorities_i"]["markers"] == ["start 3c", None, "start 3c", "start 3c", None]
    assert state["turn"]["seat"] == PURPLE and ENGINE.to_act(state) == [2]
    assert violations(state) == []


@with_cards
def test_a_company_new_in_the_later_stock_round_goes_first_then_7i_order() -> None:
    """OR 2: white, founded in SR 2, first; the others have no VP yet, so their OR-1 order
    is reversed; the marker goes on the start card for 4 companies."""
    state = _finish_or(or_one())
    assert state["stage"] == "stock_round" and state["round"] == 2
    state = _drop_all(_found(state, ENGINE.to_act(state)[0], WHITE))
    assert state["vp"] == [0] * 5
    assert state["order"] == [WHITE, GREEN, BLUE, PURPLE]
    assert state["majorities_i"]["markers"] == ["start 4c"] * 4 + [None]


@with_cards
def test_old_companies_by_vp_few_to_many_ties_reverse_the_previous_order() -> None:
    state = or_one()
    state["stock_rounds"] += 1  # a stock round without founding
    state["order"] = [PURPLE, BLUE, GREEN]
    state["vp"] = [5, 0, 0, 0, 0]
    assert company_order(state) == [BLUE, PURPLE, GREEN]
    state["vp"] = [0, 0, 9, 2, 0]
    assert company_order(state) == [GREEN, BLUE, PURPLE]
    state["companies"][ORANGE].update({"president": 0, "founded": state["stock_rounds"]})
    state["companies"][ORANGE]["founding"] = 4
    assert company_order(state) == [ORANGE, GREEN, BLUE, PURPLE]


# -- the cards per operating round ----------------------------------------------------------
@with_cards
def test_or_three_lays_one_card_per_active_company_with_the_1st_scoring() -> None:
    state = or_three()
    assert state["round"] == 3 and state["stage"] == "play"
    m = state["majorities_i"]
    row = state["secret"]["scoring_rows"]["I"]
    assert m["rows"]["I"] == 4 and sorted(row) == ["blank", "blank", "blank", "scoring 1"]
    for k, c in enumerate(state["order"]):
        assert m["markers"][c] == f"I/{k + 1}"
    assert m["dealt"] == 4
    seen = ENGINE.view(state, 0)
    assert "scoring 1" not in str(seen)  # the faces stay hidden


@with_cards
def test_or_three_reveals_each_card_at_the_end_of_the_company_turn() -> None:
    """The 1st scoring lies among exactly the OR's cards: it is turned up in OR 3."""
    state = or_three()
    while state["stage"] not in ("stock_round", "over"):
        seat = ENGINE.to_act(state)[0]
        legal = ENGINE.legal_moves(state, seat)
        move = {"type": "done"} if {"type": "done"} in legal else legal[0]
        state = ENGINE.apply(state, seat, move).state
        assert violations(state) == []
    m = state["majorities_i"]
    assert sorted(r[2] for r in m["revealed"]) == [GREEN, WHITE, PURPLE, BLUE]
    assert sum(r[1] == "scoring 1" for r in m["revealed"]) == 1
    assert [s["number"] for s in m["scorings"]] == [1]
    assert state["round"] == 4


@with_cards
def test_rows_left_over_are_dealt_first_in_the_next_or_then_the_ors_own() -> None:
    """R7-9II-2: OR 4 opens rows I-II, from OR 5 all rows, dealt in row order."""
    state = or_three()
    m = state["majorities_i"]
    order = list(state["order"])
    state["order"] = order[::-1]  # so that company_order's reversal gives ``order`` back
    state["round"], m["dealt"] = 4, 2  # pretend two cards of row I were left over
    majorities_i.phase_one(state, world("796"))
    assert [m["markers"][c] for c in state["order"]] == ["I/3", "I/4", "II/1", "II/2"]
    state["round"] = 5
    m["dealt"] = 4 + 3  # three of row II's five cards dealt in OR 4
    majorities_i.phase_one(state, world("796"))
    assert [m["markers"][c] for c in state["order"]] == ["II/4", "II/5", "III/1", "III/2"]
    state["round"], m["dealt"] = 4, 4
    state["companies"][ORANGE].update({"president": 0, "founded": 0, "founding": 5})
    majorities_i.phase_one(state, world("796"))  # 5 active, row II has 5 cards
    assert sorted(str(x) for x in m["markers"]) == [f"II/{k}" for k in range(1, 6)]
    state["round"] = 3  # OR 3 never reaches beyond row I
    m["dealt"] = 2
    majorities_i.phase_one(state, world("796"))
    assert sorted(str(x) for x in m["markers"]) == ["I/3", "I/4", "None", "None", "None"]


# -- scorings with 5 companies -----------------------------------------------------------
@with_cards
def test_scoring_gives_2nd_places_and_removals_per_4_vp_for_companies() -> None:
    """Shared capital (board 5): the three founded companies tie for cities (10 - 2 VP each).
    Green holds forests alone (2), purple is 2nd (1): 9 and 5 VP.  Removals per full 4 VP
    (the "5 companies" case), most VP first; a company short of units scores less."""
    state = or_one()
    forests = [find(state, "forest", exclude=())]
    forests.append(find(state, "forest", exclude=tuple(forests)))
    third = find(state, "forest", exclude=tuple(forests))
    put(state, GREEN, forests[0], exhausted=3)
    put(state, GREEN, forests[1], exhausted=3)
    put(state, PURPLE, third, exhausted=2)
    gained = scoring_vp(state, world("796"))
    tie = int(MAJORITY_FIRST["city"]) - 2
    forest_first, forest_second = int(MAJORITY_FIRST["forest"]), int(MAJORITY_SECOND["forest"])
    assert gained == [tie + forest_first, 0, tie + forest_second, tie, 0]
    plan = score(state, world("796"), 1)
    assert plan == [[GREEN, gained[GREEN] // 4], [PURPLE, gained[PURPLE] // 4]]
    # blue has only its HQ: it cannot remove its 2 units and scores 4 VP less for each (U47)
    assert state["vp"] == [gained[GREEN], 0, gained[PURPLE], tie - 4 * (tie // 4), 0]


@with_cards
def test_removals_are_decided_by_the_president_of_each_company() -> None:
    state = or_one()
    space = find(state, "forest")
    other = find(state, "meadow")
    put(state, GREEN, space, exhausted=5)
    put(state, GREEN, other, exhausted=5)
    plan = score(state, world("796"), 1)
    first = {t: int(v) for t, v in MAJORITY_FIRST.items()}
    assert plan[0] == [GREEN, (first["meadow"] + first["forest"] + first["city"] - 2) // 4]
    from games.engines.five_o_four.majorities.shrinking import start_shrinking

    assert start_shrinking(state, world("796"), plan) is True
    assert state["stage"] == "shrink"
    president = state["companies"][GREEN]["president"]
    assert ENGINE.to_act(state) == [president]
    legal = ENGINE.legal_moves(state, president)
    assert legal and all(m["type"] == "shrink" for m in legal)
    assert all(ENGINE.legal_moves(state, s) == [] for s in range(3) if s != president)


@with_cards
def test_the_3rd_scoring_ends_the_game_compensates_and_scores_through_shares() -> None:
    """The first company of OR 3 turns up the 3rd scoring: the others lose their last turn
    (3 VP each), the game ends after the removals, players score per unit (504-57)."""
    state = or_three()
    m = state["majorities_i"]
    first = state["order"][0]
    rows = state["secret"]["scoring_rows"]
    rows["III"] = sorted(rows["III"], reverse=True)  # "scoring 3" first
    m["markers"][first] = "III/1"
    m["scorings"] = [
        {"number": 1, "gained": [0] * 5, "missing": [0] * 5, "final": False},
        {"number": 2, "gained": [0] * 5, "missing": [0] * 5, "final": False},
    ]
    one, two = rows["I"].index("scoring 1") + 1, rows["II"].index("scoring 2") + 1
    m["revealed"] = [[f"I/{one}", "scoring 1", first], [f"II/{two}", "scoring 2", first]]
    assert violations(state) == []
    seat = ENGINE.to_act(state)[0]
    while state["stage"] == "play" and state["turn"]["seat"] == first:
        legal = ENGINE.legal_moves(state, seat)
        move = {"type": "done"} if {"type": "done"} in legal else legal[0]
        state = ENGINE.apply(state, seat, move).state
    while state["stage"] == "shrink":
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.legal_moves(state, seat)[0]).state
    assert state["stage"] == "over" and violations(state) == []
    compensated = sorted(s for s, vp, src in state["vp_log"] if src == "compensation")
    assert compensated == sorted(c for c in state["order"] if c != first)
    result = ENGINE.result(state)
    assert result is not None
    per_unit = [c["per_unit"] for c in result.details["companies"]]
    for s in range(3):
        units = [co["units"][s] for co in state["companies"]]
        assert result.scores[s] == sum(u * v for u, v in zip(units, per_unit, strict=True))
    assert [c["vp"] for c in result.details["companies"]][first] == state["vp"][first]


@with_cards
def test_a_company_fallen_before_its_turn_still_turns_up_its_card() -> None:
    """R7-9II-4 (world 794's Military): when the next company has fallen, its card is
    turned up as its turn is skipped."""
    state = or_three()
    first, fallen, after = state["order"][:3]
    state["companies"][fallen]["president"] = None  # fallen during the first's turn
    while state["stage"] == "play" and state["turn"]["seat"] == first:
        seat = ENGINE.to_act(state)[0]
        legal = ENGINE.legal_moves(state, seat)
        move = {"type": "done"} if {"type": "done"} in legal else legal[0]
        state = ENGINE.apply(state, seat, move).state
    revealed = [r[2] for r in state["majorities_i"]["revealed"]]
    assert revealed[:2] == [first, fallen]
    assert state["majorities_i"]["markers"][fallen] is None
    if state["stage"] == "play":
        assert state["turn"]["seat"] == after


# -- whole games -----------------------------------------------------------------------------
@with_cards
@pytest.mark.parametrize("wid", SEVEN_SHARES)
def test_every_7i_shares_world_plays_to_the_third_scoring(wid: str) -> None:
    for players in (2, 3, 4):
        for bot in ("random", "greedy"):
            state, log = play(wid, players, players, bot_name=bot, cap=5000)
            result = ENGINE.result(state)
            assert result is not None, (wid, players, bot, len(log))
            assert [s["number"] for s in state["majorities_i"]["scorings"]] == [1, 2, 3]
            assert len(result.scores) == players and min(result.ranks) == 1
    again = ENGINE.setup(players, {"world": wid}, players)
    for seat, move in log:
        again = ENGINE.apply(again, seat, move).state
    assert again == state
