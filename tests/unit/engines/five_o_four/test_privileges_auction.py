"""Module 3 on TOP I and TOP II: sealed starting bids, places and capitals, taxes, the
privilege auction, factories, 3.II income, the 3.I end and scoring (scenarios 504-24,
504-25, 504-26, 504-28, 504-29, 504-30, 504-59), combinations and leak tests."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from games.engines.core import IllegalMove
from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.board import neighbours_of
from games.engines.five_o_four.core.scoring import final_scores, game_ends
from games.engines.five_o_four.core.world import available_worlds, world
from games.engines.five_o_four.invariants import violations
from games.engines.five_o_four.privileges.bidding import income_order
from games.engines.five_o_four.race.awards import check_awards

from .helpers import find, phase, put

State = dict[str, Any]
PAUL, ANGELIKA, HEDWIG, FOURTH = 0, 1, 2, 3


def bid_all(state: State, amounts: list[int]) -> State:
    for seat, amount in enumerate(amounts):
        state = ENGINE.apply(state, seat, {"type": "sealed_bid", "amount": amount}).state
    return state


def to_turns(world_id: str, players: int = 3, seed: int = 1) -> State:
    """Round 1 played up to the first turn: bids 0, places by timeout, everybody passes."""
    state = ENGINE.setup(players, {"world": world_id}, seed)
    while state["stage"] != "play":
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.timeout_move(state, seat)).state
    return state


def finish_turns(state: State) -> State:
    """Every remaining turn of the round ends at once ('done' through each phase)."""
    start = state["round"]
    while state["stage"] == "play" and state["round"] == start:
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, {"type": "done"}).state
    return state


# -- 504-24 ---------------------------------------------------------------------------------
@pytest.mark.parametrize("wid", ["327", "236"])
def test_50424_four_privileges_at_20_for_four_players(wid: str) -> None:
    state = ENGINE.setup(4, {"world": wid}, 3)
    row = state["privileges"]["row"]
    assert len(row) == 4 and all(card["price"] == 20 for card in row)


def test_two_players_see_two_privileges_on_top_i() -> None:
    state = ENGINE.setup(2, {"world": "327"}, 3)
    assert len(state["privileges"]["row"]) == 2  # 1 per player (3 only on TOP III)


# -- 504-25: sealed bids, tie by lot, places and capitals -------------------------------------
def test_50425_tied_bids_lot_and_compensation() -> None:
    for seed in range(1, 40):
        state = ENGINE.setup(4, {"world": "236"}, seed)  # 3.II: board 3, separate capitals
        assert state["stage"] == "sealed_bids" and ENGINE.to_act(state) == [0, 1, 2, 3]
        state = bid_all(state, [30, 20, 20, 5])
        if state["bids"]["queue"] == [PAUL, HEDWIG, ANGELIKA, FOURTH]:
            break
    else:
        pytest.fail("no seed made the lot favour Hedwig")
    assert state["bids"]["compensation"] == [0, 2, 0, 0]  # Angelika lost 1 choice
    assert state["private"][ANGELIKA]["money"] == 92
    assert ENGINE.to_act(state) == [PAUL] and ENGINE.pending(state)["kind"] == "place"
    moves = ENGINE.legal_moves(state, PAUL)
    assert all("city" in m for m in moves) and {m["place"] for m in moves} == {1, 2, 3, 4}
    city = moves[0]["city"]
    state = ENGINE.apply(state, PAUL, {"type": "place", "place": 1, "city": city}).state
    assert state["private"][PAUL]["money"] == 60 and state["capital"][PAUL] == city
    assert ENGINE.to_act(state) == [HEDWIG]
    with pytest.raises(IllegalMove) as taken:
        ENGINE.apply(state, HEDWIG, {"type": "place", "place": 1, "city": moves[-1]["city"]})
    assert taken.value.code == "E_PLACE_TAKEN"
    with pytest.raises(IllegalMove) as capital:
        ENGINE.apply(state, HEDWIG, {"type": "place", "place": 2, "city": city})
    assert capital.value.code == "E_CHOOSE_CAPITAL"
    for seat, place in ((HEDWIG, 3), (ANGELIKA, 2), (FOURTH, 4)):
        move = next(m for m in ENGINE.legal_moves(state, seat) if m["place"] == place)
        state = ENGINE.apply(state, seat, move).state
    assert state["order"] == [PAUL, ANGELIKA, HEDWIG, FOURTH]
    assert state["private"][ANGELIKA]["money"] == 72  # 90 + 2 - 20
    assert len(set(state["capital"])) == 4
    assert state["stage"] == "auction"


def test_shared_capital_places_take_no_city() -> None:
    state = bid_all(ENGINE.setup(3, {"world": "362"}, 1), [10, 0, 5])
    assert state["bids"]["queue"] == [0, 2, 1]
    assert ENGINE.legal_moves(state, 0) == [{"type": "place", "place": p} for p in (1, 2, 3)]
    with pytest.raises(IllegalMove):
        ENGINE.apply(state, 0, {"type": "place", "place": 1, "city": "0,0"})


def test_capitals_with_majorities_on_top_ii_come_with_the_bid() -> None:
    """C3-CAP-I: 3.I with 7.II (board 3) chooses capitals in bid order, not in setup."""
    state = ENGINE.setup(3, {"world": "372"}, 2)
    assert state["board_id"] == 3 and state["capital"] == [None, None, None]
    assert state["stage"] == "sealed_bids"


def test_a_bid_above_your_money_is_refused_and_changes_nothing() -> None:
    state = ENGINE.setup(3, {"world": "327"}, 1)
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 1, {"type": "sealed_bid", "amount": 91})
    assert refused.value.code == "E_BID_TOO_HIGH"
    assert state["bids"]["in"] == []


# -- 504-26: order by income and taxes --------------------------------------------------------
def test_50426_first_pays_20_percent_others_10_last_none() -> None:
    state = to_turns("327", 4)
    state["order"] = [0, 1, 2, 3]
    state["aside"] = [40, 68, 55, 30]
    money = [p["money"] for p in state["private"]]
    income_order(state)
    assert state["order"] == [ANGELIKA, HEDWIG, PAUL, FOURTH]
    assert state["taxes"] == [4, 12, 5, 0]
    assert state["private"][ANGELIKA]["money"] == money[ANGELIKA] + 56
    assert state["aside"] == [0, 0, 0, 0]


def test_income_ties_reverse_the_previous_order_and_ii_2_pays_no_tax() -> None:
    state = to_turns("327", 3)
    state["order"] = [2, 0, 1]
    state["aside"] = [50, 50, 50]
    state["privileges"]["owned"][1].append("II (2)")
    income_order(state)
    assert state["order"] == [1, 0, 2]
    assert state["taxes"] == [5, 0, 0]


def test_two_players_first_pays_20_percent_second_nothing() -> None:
    state = to_turns("327", 2)
    state["order"] = [0, 1]
    state["aside"] = [35, 99]
    income_order(state)
    assert state["order"] == [1, 0] and state["taxes"] == [0, 18]


def test_income_is_set_aside_and_paid_in_the_next_phase_1() -> None:
    state = to_turns("236", 3)
    money = [p["money"] for p in state["private"]]
    state = finish_turns(state)
    assert state["round"] == 2
    assert state["aside"] == [0, 0, 0]
    gained = [state["private"][s]["money"] - money[s] for s in range(3)]
    first = state["order"][0]
    assert gained[first] == 20 - 4 and state["taxes"][first] == 4  # 20 M base, first pays 20 %
    assert state["taxes"][state["order"][-1]] == 0


# -- phase 2: the auction ---------------------------------------------------------------------
def auction_state(wid: str = "327", players: int = 3) -> State:
    state = bid_all(ENGINE.setup(players, {"world": wid}, 4), [0] * players)
    while state["stage"] == "places":
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.legal_moves(state, seat)[0]).state
    assert state["stage"] == "auction"
    return state


def test_auction_starts_with_the_first_player_and_goes_round_in_seating_order() -> None:
    state = auction_state()
    first = state["order"][0]
    assert ENGINE.to_act(state) == [first]
    kind = state["privileges"]["row"][0]["kind"]
    shown = len(state["privileges"]["row"])
    assert ENGINE.pending(state)["minimum"] == 20
    state = ENGINE.apply(state, first, {"type": "bid", "amount": 20}).state
    second = (first + 1) % 3
    assert ENGINE.to_act(state) == [second]
    with pytest.raises(IllegalMove) as low:
        ENGINE.apply(state, second, {"type": "bid", "amount": 20})
    assert low.value.code == "E_BID_TOO_LOW"
    state = ENGINE.apply(state, second, {"type": "bid", "amount": 25}).state
    third = (first + 2) % 3
    state = ENGINE.apply(state, third, {"type": "pass"}).state
    assert ENGINE.to_act(state) == [first]
    money = state["private"][second]["money"]
    state = ENGINE.apply(state, first, {"type": "pass"}).state  # second wins
    assert kind in state["privileges"]["owned"][second]
    assert state["private"][second]["money"] == money - 25
    assert len(state["privileges"]["row"]) == shown - 1
    assert ENGINE.pending(state)["kind"] == "auction"  # the next privilege


def test_owners_are_skipped_and_unsold_privileges_stay_at_0_then_leave() -> None:
    state = auction_state()
    row = state["privileges"]["row"]
    kind = row[0]["kind"]
    first = state["order"][0]
    state["privileges"]["owned"][first].append(kind)  # its copy leaves the deck
    secret = state["secret"]
    if kind in secret["deck"]:
        secret["deck"].remove(kind)
    elif kind in secret["removed"]:
        secret["removed"].remove(kind)
    else:
        row.pop(next(i for i, c in enumerate(row) if i and c["kind"] == kind))
    state["privileges"]["left"] = {
        b: sum(c.split(" ")[0] == b for c in secret["deck"]) for b in ("I", "II", "III")
    }
    # re-open the first privilege with the owner known: the next seat starts
    from games.engines.five_o_four.privileges.auction import _open

    state["auction"] = {"card": 0}
    _open(state)
    assert ENGINE.to_act(state) == [(first + 1) % 3]
    shown = len(row)
    while state["stage"] == "auction":
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, {"type": "pass"}).state
    assert len(state["privileges"]["row"]) == shown  # all unsold at 20 M: they stay
    state = finish_turns(state)
    assert state["round"] == 2 and state["stage"] == "auction"
    row = state["privileges"]["row"]
    assert [c["price"] for c in row] == [0] * shown + [20] * (len(row) - shown)
    assert len(row) == min(shown + 3, 5)  # 1 new per player, at most 5 with 3 players
    first_card = row[0]["kind"]
    while state["stage"] == "auction" and state["privileges"]["row"][0]["kind"] == first_card:
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, {"type": "pass"}).state
    assert state["privileges"]["gone"] == [first_card]  # 0 M and nobody bid: out of the game
    assert violations(state) == []


def test_every_listed_auction_move_applies_and_timeout_passes() -> None:
    state = auction_state(players=4)
    seat = ENGINE.to_act(state)[0]
    moves = ENGINE.legal_moves(state, seat)
    assert moves[-1] == {"type": "pass"} and ENGINE.timeout_move(state, seat) == {"type": "pass"}
    assert [m["amount"] for m in moves[:-1]] == list(range(20, state["private"][seat]["money"] + 1))
    for move in moves:
        ENGINE.apply(state, seat, move)
    for other in range(4):
        if other != seat:
            assert ENGINE.legal_moves(state, other) == []
            with pytest.raises(IllegalMove):
                ENGINE.apply(state, other, {"type": "pass"})


# -- 3F factories (504-28) --------------------------------------------------------------------
def test_50428_factory_prices_by_rank() -> None:
    state = to_turns("362", 3)
    paul = state["turn"]["seat"]
    phase(state, "3F", paul)
    city4 = next(c for c, t in sorted(state["spaces"].items()) if t == "city" and c != "0,0")
    put(state, paul, city4)
    others = [s for s in range(3) if s != paul]
    state["factories"]["0,0"] = others  # city 1 already has 2 factories
    state["vp_log"] += [[s, 5, "factory:0,0"] for s in others]
    for s in others:
        state["vp"][s] += 5
    state["private"][paul]["money"] = 100
    state = ENGINE.apply(state, paul, {"type": "factory", "city": city4}).state
    state = ENGINE.apply(state, paul, {"type": "factory", "city": "0,0"}).state
    assert state["private"][paul]["money"] == 40  # 20 + 40
    assert state["vp"][paul] == 10  # 3.I: 5 VP each
    assert state["factories"]["0,0"] == [*others, paul]
    with pytest.raises(IllegalMove) as again:
        ENGINE.apply(state, paul, {"type": "factory", "city": city4})
    assert again.value.code == "E_ONE_FACTORY_PER_ROUND"
    assert {"type": "factory", "city": "0,0"} not in ENGINE.legal_moves(state, paul)
    assert violations(state) == []


def test_factory_needs_a_settlement_room_and_money() -> None:
    state = to_turns("236", 3)
    seat = state["turn"]["seat"]
    phase(state, "3F", seat)
    city = next(c for c, t in sorted(state["spaces"].items()) if t == "city")
    if state["pop"][seat].get(city):
        city = next(c for c, t in sorted(state["spaces"].items()) if t == "city" and c != city)
    with pytest.raises(IllegalMove) as none:
        ENGINE.apply(state, seat, {"type": "factory", "city": city})
    assert none.value.code == "E_NO_SETTLEMENT_THERE"
    put(state, seat, city)
    state["factories"][city] = [None, None, None]
    with pytest.raises(IllegalMove) as full:
        ENGINE.apply(state, seat, {"type": "factory", "city": city})
    assert full.value.code == "E_CITY_FULL"
    state["factories"][city] = []
    state["private"][seat]["money"] = 19
    with pytest.raises(IllegalMove) as poor:
        ENGINE.apply(state, seat, {"type": "factory", "city": city})
    assert poor.value.code == "E_INSUFFICIENT_FUNDS"


def test_privileges_ii_3_and_iii_7_make_every_factory_20() -> None:
    state = to_turns("236", 3)
    seat = state["turn"]["seat"]
    phase(state, "3F", seat)
    capital = state["capital"][seat]
    state["factories"][capital] = [None, None]
    state["privileges"]["owned"][seat].append("II (3)")
    money = state["private"][seat]["money"]
    state = ENGINE.apply(state, seat, {"type": "factory", "city": capital}).state
    assert state["private"][seat]["money"] == money - 20


# -- 504-29, 504-30, game end ---------------------------------------------------------------
def test_50429_three_ii_income_20_plus_15_per_factory_set_aside() -> None:
    state = to_turns("236", 3)
    seat = state["turn"]["seat"]
    capital = state["capital"][seat]
    state["factories"] = {capital: [seat, seat, seat]}
    other = next(c for c, t in sorted(state["spaces"].items()) if t == "city" and c != capital)
    put(state, seat, other)
    state["factories"][other] = [seat, seat]
    state["privileges"]["owned"][seat] = []
    phase(state, "3F", seat)
    money = state["private"][seat]["money"]
    state = ENGINE.apply(state, seat, {"type": "done"}).state
    assert state["aside"][seat] == 95 and state["income"][seat] == 95
    assert state["private"][seat]["money"] == money


def test_50430_three_i_final_scoring_factories_and_privileges() -> None:
    state = to_turns("362", 3)
    state["vp_log"] += [[1, 5, "factory:0,0"]] * 7
    state["vp"][1] += 35
    state["privileges"]["owned"][1] = ["I (11)", "III (6)"]
    scores, _ties, details = final_scores(state, world("362"))
    assert scores[1] == 42
    assert details["breakdown"][1]["top1"] == 35 and details["breakdown"][1]["privileges"] == 7


def test_three_i_ends_at_the_end_of_the_round_with_20_factories() -> None:
    state = to_turns("382", 2)
    cities = [c for c, t in sorted(state["spaces"].items()) if t == "city"]
    state["factories"] = {c: [None, None] for c in cities[:9]}
    state["factories"][cities[9]] = [None]
    assert not game_ends(state, world("382"))
    state["factories"][cities[9]].append(None)
    assert game_ends(state, world("382"))
    state = finish_turns(state)
    result = ENGINE.result(state)
    assert result is not None and state["stage"] == "over"


def test_three_i_tie_break_is_money() -> None:
    state = to_turns("382", 2)
    state["private"][0]["money"], state["private"][1]["money"] = 10, 50
    state["stage"] = "over"
    result = ENGINE.result(state)
    assert result is not None and result.scores[0] == result.scores[1]
    assert result.ranks == [2, 1]


# -- privileges at TOP I/II (504-59) ------------------------------------------------------------
def test_50459_i_1_places_one_more_new_inhabitant() -> None:
    state = to_turns("382", 3)
    seat = state["turn"]["seat"]
    phase(state, "3C", seat)
    meadow = find(state, "meadow")
    put(state, seat, meadow)
    counts = [m["count"] for m in ENGINE.legal_moves(state, seat) if m.get("space") == meadow]
    assert max(counts) == 1
    state["privileges"]["owned"][seat].append("I (1)")
    counts = [m["count"] for m in ENGINE.legal_moves(state, seat) if m.get("space") == meadow]
    assert max(counts) == 2


def test_privileges_ii_with_majorities_i_waits_only_for_the_card_data() -> None:
    """C3-7I is played (test_privileges_majorities.py); 7-3-x waits for 7.I's card data."""
    assert world("732").unimplemented_parts() == []


def test_worlds_with_privileges_on_top_i_or_ii_are_available() -> None:
    worlds = available_worlds()
    assert {"327", "362", "372", "382", "236", "632", "837"} <= set(worlds)
    assert "II (2)" in ENGINE.setup(3, {"world": "327"}, 1)["privileges"]["kinds"]


# -- combinations ------------------------------------------------------------------------------
def test_c3_ownerless_factories_after_race_recycling() -> None:
    """C3-OWNERLESS (3.I + Race): recycling the settlement leaves the factories ownerless;
    the next player with a settlement on the city receives them in their turn."""
    state = to_turns("362", 3)
    seat = state["turn"]["seat"]
    assert seat == state["order"][0]
    heir = state["order"][1]
    city = next(c for c, t in sorted(state["spaces"].items()) if t == "city" and c != "0,0")
    put(state, seat, city)
    put(state, heir, city)
    state["factories"][city] = [seat]
    state["vp_log"].append([seat, 5, f"factory:{city}"])
    state["vp"][seat] += 5
    state["supply"][seat]["set"] = 0  # recycling is allowed only with an empty supply
    state["supply"][seat]["inh"] += state["pop"][seat]["0,0"][1] + state["pop"][seat]["0,0"][2]
    state["pop"][seat]["0,0"][1:] = [0, 0]
    phase(state, "3D", seat)
    move = {"type": "recycle", "space": city, "piece": "settlement"}
    state = ENGINE.apply(state, seat, move).state
    assert state["factories"][city] == [None]
    assert state["vp"][seat] == 5  # the VP stay
    state = ENGINE.apply(state, seat, {"type": "done"}).state  # 3D -> 3F
    state = ENGINE.apply(state, seat, {"type": "done"}).state  # end of turn
    assert state["turn"]["seat"] == heir
    assert state["factories"][city] == [heir]


def test_race_iii_factory_awards_with_privileges_on_top_i() -> None:
    state = to_turns("362", 3)
    cities = [c for c, t in sorted(state["spaces"].items()) if t == "city"][:3]
    for city in cities:
        if city != "0,0":
            put(state, 1, city)
    state["factories"] = {c: [1] for c in cities}
    check_awards(state, world("362"), 1)
    assert state["awards"] == ["factories:three_cities"] and state["vp"][1] == 10
    state["factories"][cities[0]] = [1, 1, 1]
    check_awards(state, world("362"), 1)
    assert state["awards"][-1] == "factories:three_in_one_city" and state["vp"][1] == 20


# -- hidden information -------------------------------------------------------------------------
def test_sealed_bids_never_leak_before_all_are_in() -> None:
    state = ENGINE.setup(3, {"world": "327"}, 7)
    outcome = ENGINE.apply(state, 1, {"type": "sealed_bid", "amount": 37})
    after = outcome.state
    assert outcome.reveals == []
    assert after["private"][1]["bid"] == 37
    event = {"seat": 1, "move": {"type": "sealed_bid", "amount": 37}, "notation": "sealed bid 37"}
    for viewer in (None, 0, 2):
        assert "37" not in json.dumps(ENGINE.view(after, viewer))
        seen = ENGINE.view_event(event, viewer)
        assert "37" not in json.dumps(seen)
    assert ENGINE.view(after, 1)["you"]["bid"] == 37
    assert ENGINE.view_event(event, 1)["move"]["amount"] == 37
    assert ENGINE.pending(after)["seats"] == [0, 2]
    after = ENGINE.apply(after, 0, {"type": "sealed_bid", "amount": 5}).state
    last = ENGINE.apply(after, 2, {"type": "sealed_bid", "amount": 12})
    shown = [r.as_json() for r in last.reveals]
    assert shown[0]["to"] is None and shown[0]["what"]["sealed_bids"] == [5, 37, 12]
    assert all("bid" not in p for p in last.state["private"])


def test_private_money_stays_private_through_the_new_phases() -> None:
    state = auction_state()
    for viewer in (None, 0, 1, 2):
        seen = ENGINE.view(state, viewer)
        assert "private" not in seen
        assert seen.get("you", {}).get("money") == (
            None if viewer is None else state["private"][viewer]["money"]
        )


def test_deck_order_and_removed_cards_stay_secret_on_top_i() -> None:
    state = ENGINE.setup(3, {"world": "327"}, 9)
    deck = state["secret"]["deck"]
    assert len(state["secret"]["removed"]) == len(state["privileges"]["kinds"]) // 2
    rng = random.Random(3)
    for _ in range(400):
        if ENGINE.result(state) is not None:
            break
        for viewer in (None, 0, 1, 2):
            seen = json.dumps(ENGINE.view(state, viewer))
            assert json.dumps(state["secret"]["deck"]) not in seen or not state["secret"]["deck"]
            assert 'removed": [' not in seen
        seat = ENGINE.to_act(state)[0]
        move = ENGINE.bots["random"](state, seat, rng)
        text = ENGINE.notation(state, seat, move)
        for kind in state["secret"]["removed"]:
            assert kind not in text or kind in json.dumps(state["privileges"])
        outcome = ENGINE.apply(state, seat, move)
        for reveal in outcome.reveals:
            assert reveal.to is None
        state = outcome.state
    assert deck  # the deck was not empty at setup


# -- protocol: notation round trip, timeout, bots -------------------------------------------------
@pytest.mark.parametrize("wid", ["327", "236"])
def test_new_moves_parse_from_their_notation_and_timeouts_are_legal(wid: str) -> None:
    state = ENGINE.setup(3, {"world": wid}, 11)
    rng = random.Random(5)
    seen: set[str] = set()
    for _ in range(600):
        if ENGINE.result(state) is not None:
            break
        seat = ENGINE.to_act(state)[0]
        moves = ENGINE.legal_moves(state, seat)
        assert ENGINE.timeout_move(state, seat) in moves
        move = ENGINE.bots["greedy" if seat else "random"](state, seat, rng)
        assert move in moves
        if move["type"] in ("sealed_bid", "place", "bid", "pass", "factory"):
            text = ENGINE.notation(state, seat, move)
            assert ENGINE.parse(state, seat, text) == move
            seen.add(move["type"])
        state = ENGINE.apply(state, seat, move).state
        assert violations(state) == []
    assert {"sealed_bid", "place", "pass"} <= seen


# -- with Military 4.III (board 2) ------------------------------------------------------------
def test_capitals_with_military_follow_the_edge_rule_in_bid_order() -> None:
    from games.engines.five_o_four.military.spaces import edge_cities

    state = bid_all(ENGINE.setup(3, {"world": "364"}, 2), [9, 3, 0])
    assert state["board_id"] == 2 and "neutral" not in state
    ring = edge_cities(state)
    first = ENGINE.legal_moves(state, 0)
    assert {m["city"] for m in first} == set(ring)
    state = ENGINE.apply(state, 0, first[0]).state
    second = {m["city"] for m in ENGINE.legal_moves(state, 1)}
    assert second == set(ring[ring.index(first[0]["city"]) % 2 :: 2]) - {first[0]["city"]}
    state = ENGINE.apply(state, 1, ENGINE.legal_moves(state, 1)[0]).state
    state = ENGINE.apply(state, 2, ENGINE.legal_moves(state, 2)[0]).state
    free = {c for c, t in state["spaces"].items() if t == "city"} - set(state["capital"])
    assert set(state["neutral"]) == free  # barracks and guards once the capitals stand
    assert violations(state) == []


def test_c3_mil_neutralizing_a_city_destroys_one_factory() -> None:
    state = to_turns("364", 2, seed=3)
    attacker = state["turn"]["seat"]
    defender = 1 - attacker
    city = next(c for c in sorted(state["neutral"]))
    del state["neutral"][city]
    put(state, defender, city)
    state["factories"][city] = [defender, defender]
    state["vp_log"] += [[defender, 5, f"factory:{city}"]] * 2
    state["vp"][defender] += 10
    land = next(
        n for n in sorted(neighbours_of(city)) if state["spaces"].get(n, "water") != "water"
    )
    state["neutral"].pop(land, None)
    put(state, attacker, land, active=2)
    phase(state, "3D", attacker)
    state = ENGINE.apply(state, attacker, {"type": "move", "from": land, "to": city}).state
    assert city not in state["pop"][defender]
    assert state["factories"][city] == [None] and state["factories_destroyed"] == 1
    assert state["vp"][defender] == 10  # VP taken for built factories stay
    state = ENGINE.apply(state, attacker, {"type": "move", "from": land, "to": city}).state
    assert state["factories"][city] == [attacker]  # conquered: the rest are his
    assert violations(state) == []


def test_50460_i_10_moves_a_tile_only_to_a_stack_with_tiles() -> None:
    """504-60 (with 3.I + 5.III): tiles lie at water and meadow, none at city; Hedwig, owner
    of I (10), may move one from water to meadow, not to city."""
    from games.engines.five_o_four.exploration.discovery import _shift

    state = to_turns("325", 3)
    hedwig = state["turn"]["seat"]
    state["privileges"]["owned"][hedwig].append("I (10)")
    tiles = {"city": 0, "water": 2, "meadow": 4, "forest": 0, "field": 0, "mountain": 0}
    _shift(state, hedwig, tiles, ["water", "meadow"])
    assert tiles["water"] == 1 and tiles["meadow"] == 5
    with pytest.raises(IllegalMove) as refused:
        _shift(state, hedwig, tiles, ["water", "city"])
    assert refused.value.code == "E_BAD_TILE_SHIFT"
    state["privileges"]["owned"][hedwig].remove("I (10)")
    with pytest.raises(IllegalMove):
        _shift(state, hedwig, tiles, ["water", "meadow"])
