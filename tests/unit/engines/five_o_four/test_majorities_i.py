"""Majorities on TOP I (7.I): cards, order, scorings, shrinking, game end, combinations.

No source gives the 7.I card counts (data/majority_cards.yaml is null, facts.yaml
``scoring_cards`` unknown), so 7.I worlds are unavailable.  These tests inject cards: the
4-player split adds up to the rulebook's 16 scoring cards (504-43); every other number below
is a TEST FIXTURE, not a fact.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.engines.core import IllegalMove, InvalidOptions
from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.combinations import majorities_shares as majorities_companies
from games.engines.five_o_four.core.board import neighbours_of
from games.engines.five_o_four.core.catalog import FACTS, MAJORITY_CARDS
from games.engines.five_o_four.core.counts import majority_counts
from games.engines.five_o_four.core.world import (
    IMPLEMENTED,
    all_world_ids,
    available_worlds,
    data_available_worlds,
    world,
)
from games.engines.five_o_four.invariants import violations
from games.engines.five_o_four.majorities import scorings as majorities_i
from games.engines.five_o_four.majorities.scorings import next_order, scoring_vp
from games.engines.five_o_four.majorities.shrinking import removable

from .german import reads_back_in_german
from .helpers import phase, play, put, set_terrain

TEST_CARDS: dict[str, Any] = {
    "source": "test fixture (not a fact)",
    "start_cards": {2: ["start 2a", "start 2b"], 3: ["start 3a", "start 3b"], 4: ["A", "B"]},
    "backs": {
        2: {"I": 2, "II": 3, "III": 4},
        3: {"I": 3, "II": 4, "III": 5},
        4: {"I": 4, "II": 4, "III": 8},
    },
    # with Shares on TOP II (C9-7I): start card per number of active companies, backs II/III
    "companies": {
        "start_cards": {1: "start 1c", 2: "start 2c", 3: "start 3c", 4: "start 4c", 5: "start 5c"},
        "backs": {"II": 5, "III": 6},
    },
}
# the 7.I worlds whose other two parts are implemented (on main when this was written)
SEVEN_I = [  # 7.I worlds waiting only for the card data (Transport on TOP II waits for cities too)
    w
    for w in all_world_ids()
    if w[0] == "7"
    and not world(w).unimplemented_parts()
    and not world(w).at(1, "II")
    and not world(w).at(9, "II")
]
# 7.I with Shares on TOP II (C9-7I), played in test_majorities_shares.py
SEVEN_SHARES = [w for w in all_world_ids() if world(w).at(7, "I") and world(w).at(9, "II")]


def _clear() -> None:
    available_worlds.cache_clear()
    data_available_worlds.cache_clear()


@pytest.fixture
def cards() -> Iterator[dict[str, Any]]:
    """Play 7.I with the test cards (restored, caches cleared, after the test)."""
    old = majorities_i.CARD_DATA, FACTS["scoring_cards"]["known"]
    majorities_i.CARD_DATA = TEST_CARDS
    FACTS["scoring_cards"]["known"] = True
    _clear()
    try:
        yield TEST_CARDS
    finally:
        majorities_i.CARD_DATA, FACTS["scoring_cards"]["known"] = old
        _clear()


def _finish_turn(state: dict) -> dict:
    """Play the acting seat's default moves until another seat (or a new stage) is due."""
    seat = ENGINE.to_act(state)[0]
    turn_index = state["turn"]["i"]
    while state["stage"] == "play" and state["turn"]["i"] == turn_index:
        state = ENGINE.apply(state, seat, {"type": "done"}).state
    return state


def _play_round(state: dict) -> dict:
    rnd = state["round"]
    while state["stage"] == "play" and state["round"] == rnd:
        state = _finish_turn(state)
    return state


# -- availability --------------------------------------------------------------------------
def test_7i_worlds_wait_for_the_card_data_only() -> None:
    """The data file and facts.yaml agree; without the data the 7.I worlds are refused."""
    assert "7.I" in IMPLEMENTED
    assert (MAJORITY_CARDS is not None) == FACTS["scoring_cards"]["known"]
    if MAJORITY_CARDS is not None:  # the day a source is found: its shape and the 16 cards
        for players in (2, 3, 4):
            majorities_i.cards_for(players)
        majorities_companies.company_cards()  # 791-798 need the cards by active companies
        assert sum(majorities_i.cards_for(4)[1].values()) == 16
        assert set(SEVEN_I) <= set(available_worlds())
        return
    for wid in SEVEN_I + SEVEN_SHARES:
        assert world(wid).missing_facts() == ["scoring_cards"]
        assert wid not in available_worlds()
    with pytest.raises(InvalidOptions) as refused:
        ENGINE.setup(3, {"world": "786"}, 1)
    assert refused.value.code == "E_WORLD_NEEDS_MISSING_DATA"
    assert "scoring cards" in refused.value.message


def test_adding_the_card_data_opens_the_7i_worlds(cards: dict) -> None:
    assert set(SEVEN_I + SEVEN_SHARES) == {w for w in available_worlds() if w[0] == "7"}
    assert {"723", "726", "728", "762", "763", "768", "782", "783", "786"} <= set(SEVEN_I)


def test_player_counts_without_card_data_are_refused(cards: dict) -> None:
    four_only = {**TEST_CARDS, "start_cards": {4: ["A", "B"]}, "backs": {4: TEST_CARDS["backs"][4]}}
    majorities_i.CARD_DATA = four_only
    ENGINE.check_options(4, {"world": "786"})
    with pytest.raises(InvalidOptions) as refused:
        ENGINE.setup(3, {"world": "786"}, 1)
    assert refused.value.code == "E_WORLD_NEEDS_MISSING_DATA"
    assert "3 players" in refused.value.message


# -- 504-43 ----------------------------------------------------------------------------------
def test_50443_four_players_lay_out_18_cards_and_set_one_inhabitant_aside(cards: dict) -> None:
    state = ENGINE.setup(4, {"world": "786"}, 3)
    m = state["majorities_i"]
    assert m["start_cards"] == ["A", "B"]
    assert sum(m["rows"].values()) == 16 and len(m["start_cards"]) + 16 == 18
    rows = state["secret"]["scoring_rows"]
    assert [len(rows[b]) for b in ("I", "II", "III")] == [4, 4, 8]
    for number, back in enumerate(("I", "II", "III"), start=1):
        assert rows[back].count(f"scoring {number}") == 1
        assert rows[back].count("blank") == len(rows[back]) - 1
    assert all(s["inh"] == 20 - 1 for s in state["supply"])  # one inhabitant set aside each
    assert m["markers"] == ["A"] * 4  # round 1: on the 1st start card
    assert violations(state) == []


def test_round_one_order_is_drawn_by_lot_and_staggered_money_follows_it(cards: dict) -> None:
    orders = set()
    for seed in range(1, 9):
        state = ENGINE.setup(4, {"world": "786"}, seed)
        order = state["order"]
        orders.add(tuple(order))
        for place, seat in enumerate(order):
            assert state["private"][seat]["money"] == [60, 70, 80, 90][place]
    assert len(orders) > 1


# -- 504-44 ----------------------------------------------------------------------------------
def test_50444_order_reverses_until_vp_then_cards_from_round_three(cards: dict) -> None:
    state = ENGINE.setup(4, {"world": "786"}, 5)
    state["order"] = [0, 1, 2, 3]  # A-B-C-D drawn for round 1
    state = _play_round(state)
    assert state["round"] == 2 and state["order"] == [3, 2, 1, 0]
    assert state["majorities_i"]["markers"] == ["B"] * 4  # the 2nd start card
    state = _play_round(state)
    assert state["round"] == 3 and state["order"] == [0, 1, 2, 3]
    markers = state["majorities_i"]["markers"]
    assert [markers[s] for s in (0, 1, 2, 3)] == ["I/1", "I/2", "I/3", "I/4"]
    # one of these four face-down cards triggers the 1st scoring
    while not state["majorities_i"]["scorings"]:
        state = _finish_turn(state)
        while state["stage"] == "shrink":
            seat = ENGINE.to_act(state)[0]
            state = ENGINE.apply(state, seat, ENGINE.timeout_move(state, seat)).state
    assert state["majorities_i"]["scorings"][0]["number"] == 1
    assert [c[1] for c in state["majorities_i"]["revealed"]][-1] == "scoring 1"


def test_vp_order_low_to_high_ties_reversed() -> None:
    state: dict[str, Any] = {"players": 4, "order": [2, 0, 3, 1], "vp": [5, 0, 5, 9]}
    # seat 1 (0 VP) first; seats 2 and 0 tie at 5: reversed from the last order (2 before 0)
    assert next_order(state) == [1, 0, 2, 3]
    state["vp"] = [0, 0, 0, 0]
    assert next_order(state) == [1, 3, 0, 2]


# -- 504-46 ----------------------------------------------------------------------------------
def _scoring_position() -> tuple[dict, list[str]]:
    """3 players on world 786; the shared capital 0,0 is a city for everyone."""
    state = ENGINE.setup(3, {"world": "786"}, 7)
    ring = [n for n in neighbours_of("0,0") if n in state["spaces"]]
    terrains = ["city", "forest", "forest", "mountain", "mountain", "mountain"]
    for space, terrain in zip(ring, terrains, strict=True):
        set_terrain(state, space, terrain)
    for space in state["spaces"]:  # nobody else settles: only the ring counts
        if space not in ring and space != "0,0" and state["spaces"][space] == "city":
            set_terrain(state, space, "meadow")
    put(state, 0, ring[0], exhausted=2)  # Angelika: city, forest, forest, mountain
    put(state, 0, ring[1])
    put(state, 0, ring[2])
    put(state, 0, ring[3])
    state["pop"][0]["0,0"][2] += 2
    state["supply"][0]["inh"] -= 2  # 4 inhabitants on the board
    put(state, 1, ring[4])  # Paul: 2 mountains
    put(state, 1, ring[5])
    state["order"] = [0, 1, 2]
    state["round"] = 3
    state["majorities_i"]["markers"] = ["I/1", "I/2", "I/3"]
    state["majorities_i"]["dealt"] = 3
    row = state["secret"]["scoring_rows"]["I"]
    row.sort(key=lambda face: face != "scoring 1")  # her card I/1 is the 1st scoring
    phase(state, "3D", 0)
    return state, ring


def test_50446_scoring_22_vp_and_five_units_removed(cards: dict) -> None:
    state, ring = _scoring_position()
    assert scoring_vp(state, world("786")) == [22, 13, 6]  # 10 + 9 + 3; Paul 7 + 6; Li 6
    supply = state["supply"][0]["inh"]
    state = ENGINE.apply(state, 0, {"type": "done"}).state
    assert state["vp_log"][0] == [0, 22, "scoring 1"]
    assert state["vp"][0] == 22
    # Angelika first (most VP): her 4 inhabitants went at once, now 1 settlement of her choice
    assert state["stage"] == "shrink" and ENGINE.to_act(state) == [0]
    pending = ENGINE.pending(state)
    assert {k: v for k, v in pending.items() if k != "text"} == {
        "seats": [0],
        "kind": "shrink",
        "accepts": ["shrink"],
        "units": 1,
    }
    assert sum(v[1] + v[2] for v in state["pop"][0].values()) == 0
    assert state["supply"][0]["inh"] == supply + 4
    legal = ENGINE.legal_moves(state, 0)
    assert sorted(m["space"] for m in legal) == sorted(ring[:4])  # any: all stay connected
    assert all(reads_back_in_german(state, 0, m) for m in legal)  # written and read in German
    move = {"type": "shrink", "space": ring[1], "piece": "settlement"}
    state = ENGINE.apply(state, 0, move).state
    assert ring[1] not in state["pop"][0]
    # Paul: 13 VP = 3 units, but only his 2 settlements can go -> 4 VP less, both removed;
    # Li: 6 VP = 1 unit, nothing to remove -> 2 VP.  Then play goes on with the next turn.
    assert state["vp"][1] == 13 - 4 and state["vp"][2] == 6 - 4
    assert state["pop"][1] == {"0,0": [1, 0, 0]}
    assert state["stage"] == "play" and state["turn"]["seat"] == 1
    scoring = state["majorities_i"]["scorings"][0]
    assert scoring["gained"] == [22, 13, 6] and scoring["missing"] == [0, 1, 1]
    assert violations(state) == []


def test_settlements_stay_connected_and_inhabitants_go_first(cards: dict) -> None:
    state, ring = _scoring_position()
    far = next(n for n in neighbours_of(ring[0]) if n in state["spaces"] and n not in ring)
    far = far if far != "0,0" else ring[0]
    put(state, 0, far)  # reached only through ring[0]
    state = ENGINE.apply(state, 0, {"type": "done"}).state
    assert ring[0] not in removable(state, 0) and far in removable(state, 0)
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, {"type": "shrink", "space": ring[0], "piece": "settlement"})
    assert refused.value.code == "E_KEEP_CONNECTED"
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, {"type": "shrink", "space": "0,0", "piece": "settlement"})
    assert refused.value.code == "E_CAPITAL_STAYS"
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, {"type": "shrink", "space": "0,0", "piece": "inhabitant"})
    assert refused.value.code == "E_NO_INHABITANT_THERE"


def test_inhabitants_are_chosen_before_any_settlement(cards: dict) -> None:
    state, ring = _scoring_position()
    put(state, 0, ring[1], exhausted=3)  # 7 inhabitants on two spaces, 5 to remove
    state = ENGINE.apply(state, 0, {"type": "done"}).state
    legal = ENGINE.legal_moves(state, 0)
    assert {m["piece"] for m in legal} == {"inhabitant"}
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, {"type": "shrink", "space": ring[2], "piece": "settlement"})
    assert refused.value.code == "E_INHABITANTS_FIRST"


# -- scoring values, 2 players, the final scoring -----------------------------------------
def test_two_players_no_second_place_and_a_tie_for_first_scores_two_less(cards: dict) -> None:
    state = ENGINE.setup(2, {"world": "786"}, 2)
    ring = [n for n in neighbours_of("0,0") if n in state["spaces"]]
    set_terrain(state, ring[0], "forest")
    set_terrain(state, ring[1], "forest")
    set_terrain(state, ring[2], "mountain")
    put(state, 0, ring[0])
    put(state, 1, ring[1])
    put(state, 0, ring[2])
    for space, terrain in state["spaces"].items():
        if terrain == "city" and space != "0,0":
            set_terrain(state, space, "meadow")
    # city: both 1 (tie: 10 - 2); forest: both 1 (9 - 2); mountain: seat 0 alone (7), no 2nd
    assert scoring_vp(state, world("786")) == [8 + 7 + 7, 8 + 7]


def test_third_scoring_compensates_later_players_and_ends_the_game(cards: dict) -> None:
    state = ENGINE.setup(3, {"world": "786"}, 4)
    m = state["majorities_i"]
    state["order"] = [2, 0, 1]
    state["round"] = 7
    m["dealt"] = sum(m["rows"].values())
    m["markers"] = [None, None, "III/5"]
    row = state["secret"]["scoring_rows"]["III"]
    row.sort(key=lambda face: face == "scoring 3")  # the last card is the 3rd scoring
    for seat in range(3):  # 2 inhabitants each, the 2 units a tie for cities (8 VP) costs
        put(state, seat, "0,0", exhausted=2)
    phase(state, "3D", 2)
    state = ENGINE.apply(state, 2, {"type": "done"}).state
    assert state["stage"] == "over" and ENGINE.to_act(state) == []
    assert all(sum(v[1] + v[2] for v in p.values()) == 0 for p in state["pop"])
    comp = [e for e in state["vp_log"] if e[2] == "compensation"]
    assert sorted(s for s, _, _ in comp) == [0, 1]  # both lose their turn in this round
    result = ENGINE.result(state)
    assert result is not None and min(result.ranks) == 1
    # everybody holds only the shared capital: a tie for cities (10 - 2); seat 2 no compensation
    assert result.scores == [8 + 3, 8 + 3, 8]
    assert result.ranks == [1, 1, 3]
    assert result.details["breakdown"][0]["top1"] == 11


def test_removal_after_the_final_scoring_costs_vp_when_pieces_are_missing(cards: dict) -> None:
    """Reading U20/U47: shrinking follows the 3rd scoring too; 4 VP less per missing unit."""
    state = ENGINE.setup(3, {"world": "786"}, 4)
    m = state["majorities_i"]
    state["order"] = [2, 0, 1]
    state["round"] = 7
    m["dealt"] = sum(m["rows"].values())
    m["markers"] = [None, None, "III/5"]
    state["secret"]["scoring_rows"]["III"].sort(key=lambda face: face == "scoring 3")
    phase(state, "3D", 2)
    state = ENGINE.apply(state, 2, {"type": "done"}).state
    assert state["majorities_i"]["scorings"][-1]["missing"] == [2, 2, 2]
    assert ENGINE.result(state).scores == [3, 3, 0]


def test_card_faces_never_leak_through_state_history_or_notation(cards: dict) -> None:
    state = ENGINE.setup(3, {"world": "786"}, 8)
    rng = random.Random(8)
    events = []
    while ENGINE.result(state) is None:
        seat = ENGINE.to_act(state)[0]
        move = ENGINE.bots["random"](state, seat, rng)
        outcome = ENGINE.apply(state, seat, move)
        text = ENGINE.notation(state, seat, move)
        assert "blank" not in text and "scoring " not in text.replace("after the scoring", "")
        events.append(
            {
                "seat": seat,
                "move": move,
                "notation": text,
                "reveals": [r.as_json() for r in outcome.reveals],
            }
        )
        state = outcome.state
        shown = {c[0] for c in state["majorities_i"]["revealed"]}
        for viewer in (None, 0, 1, 2):
            seen = json.dumps(ENGINE.view(state, viewer))
            assert "scoring_rows" not in seen
            for number in (1, 2, 3):
                if not any(c[1] == f"scoring {number}" for c in state["majorities_i"]["revealed"]):
                    assert f"scoring {number}" not in seen
        assert len(shown) == len(state["majorities_i"]["revealed"])
    seen_cards = []
    for event in events:
        for viewer in (None, 1):
            for what in ENGINE.view_event(event, viewer)["reveals"]:
                assert set(what) <= {"scoring_card", "face", "seat", "order_by_lot"}
                if "scoring_card" in what:
                    seen_cards.append(what["scoring_card"])
    revealed = [c[0] for c in state["majorities_i"]["revealed"]]
    assert seen_cards == [c for c in revealed for _ in (None, 1)]


# -- combinations --------------------------------------------------------------------------
def test_race_iii_awards_for_all_six_terrains_once_and_twice(cards: dict) -> None:
    """2.III with 7 on TOP I: 10 VP / 20 VP to the first with all 6 terrains once / twice."""
    state = ENGINE.setup(3, {"world": "782"}, 6)
    ring = [n for n in neighbours_of("0,0") if n in state["spaces"]]
    for space, terrain in zip(
        ring[:5], ["meadow", "forest", "field", "mountain", "desert"], strict=True
    ):
        set_terrain(state, space, terrain)
    phase(state, "3D", 0)
    for space in ring[:4]:
        put(state, 0, space)
    put(state, 0, "0,0", active=1)
    state = ENGINE.apply(state, 0, {"type": "move", "from": "0,0", "to": ring[4]}).state
    assert min(majority_counts(state, world("782"), 0).values()) == 1
    assert state["awards"] == ["terrains:1"] and state["vp"][0] == 10
    assert state["vp_log"][-1] == [0, 10, "terrains:1"]


def test_vp_privileges_count_for_the_order(cards: dict) -> None:
    """3 (any position) with 7.I: I (11), II (9), III (6) count for the VP order."""
    state = ENGINE.setup(3, {"world": "783"}, 6)
    state["order"] = [0, 1, 2]
    state["privileges"]["owned"][2].append("I (11)")
    assert next_order(state) == [1, 0, 2]  # seat 2 has 2 VP: last; 0 and 1 tie: reversed


def test_roads_ii_counts_connected_spaces_for_the_scorings(cards: dict) -> None:
    """C7-ROADS (reading U12): 7.I with 6.II counts spaces joined by roads, deserts too."""
    state = ENGINE.setup(3, {"world": "768"}, 6)
    ring = [n for n in neighbours_of("0,0") if n in state["spaces"]]
    set_terrain(state, ring[0], "desert")
    put(state, 0, ring[0])
    w = world("768")
    assert majority_counts(state, w, 0)["desert"] == 0  # a settlement alone does not count
    state["roads"][f"{min('0,0', ring[0])}|{max('0,0', ring[0])}"] = [[0, False]]
    state["supply"][0]["roads"] -= 1
    assert majority_counts(state, w, 0)["desert"] == 1
    assert majority_counts(state, world("786"), 0)["desert"] == 1  # 6.III: by settlements


# -- whole games ---------------------------------------------------------------------------
@pytest.mark.parametrize("wid", SEVEN_I)
def test_every_7i_world_plays_to_the_third_scoring(cards: dict, wid: str) -> None:
    for players in (2, 3, 4):
        state, log = play(wid, players, players, cap=4000)
        result = ENGINE.result(state)
        assert result is not None, (wid, players, len(log))
        assert [s["number"] for s in state["majorities_i"]["scorings"]] == [1, 2, 3]
        assert len(result.scores) == players and min(result.ranks) == 1
    again = ENGINE.setup(players, {"world": wid}, players)
    for seat, move in log:
        again = ENGINE.apply(again, seat, move).state
    assert again == state


def test_shrink_moves_apply_and_others_are_refused_and_bots_choose_legally(cards: dict) -> None:
    seen = 0
    for seed in range(1, 6):
        state = ENGINE.setup(3, {"world": "786"}, seed)
        rng = random.Random(seed)
        while ENGINE.result(state) is None:
            seat = ENGINE.to_act(state)[0]
            if state["stage"] == "shrink":
                seen += 1
                legal = ENGINE.legal_moves(state, seat)
                for move in legal:
                    ENGINE.apply(state, seat, move)
                    text = ENGINE.notation(state, seat, move)
                    assert ENGINE.parse(state, seat, text) == move
                for other in set(range(3)) - {seat}:
                    assert ENGINE.legal_moves(state, other) == []
                    with pytest.raises(IllegalMove):
                        ENGINE.apply(state, other, legal[0])
                with pytest.raises(IllegalMove):
                    ENGINE.apply(state, seat, {"type": "done"})
                assert ENGINE.timeout_move(state, seat) in legal
                for name in ("random", "greedy"):
                    assert ENGINE.bots[name](state, seat, rng) in legal
            state = ENGINE.apply(state, seat, ENGINE.bots["greedy"](state, seat, rng)).state
    assert seen > 0


def test_greedy_beats_random_in_7i_two_player_games(cards: dict) -> None:
    wins = finished = 0
    for game in range(12):
        wid = SEVEN_I[game % len(SEVEN_I)]
        rng = random.Random(100 + game)
        greedy_seat = game % 2
        state = ENGINE.setup(2, {"world": wid}, 100 + game)
        while ENGINE.result(state) is None:
            seat = ENGINE.to_act(state)[0]
            name = "greedy" if seat == greedy_seat else "random"
            state = ENGINE.apply(state, seat, ENGINE.bots[name](state, seat, rng)).state
        result = ENGINE.result(state)
        assert result is not None
        finished += 1
        wins += result.ranks[greedy_seat] == 1 and result.ranks[1 - greedy_seat] == 2
    assert wins >= 8, (wins, finished)


@settings(max_examples=60, deadline=None)
@given(st.sets(st.tuples(st.integers(-3, 3), st.integers(-3, 3)), min_size=1, max_size=18))
def test_removing_removable_settlements_never_cuts_one_off(spots: set[tuple[int, int]]) -> None:
    """Property: a removable settlement never disconnects another from the capital, and
    removing removable ones one by one can take every settlement but the HQ (so a scoring's
    'units available' are all removable)."""
    spaces = {f"{q},{r}": "meadow" for q in range(-4, 5) for r in range(-4, 5)}
    pop = {f"{q},{r}": [1, 0, 0] for q, r in spots} | {"0,0": [1, 0, 0]}
    state: dict[str, Any] = {"spaces": spaces, "pop": [pop], "capital": ["0,0"]}

    def joined() -> set[str]:
        seen, todo = {"0,0"}, ["0,0"]
        while todo:
            for n in neighbours_of(todo.pop()):
                if n in pop and n not in seen:
                    seen.add(n)
                    todo.append(n)
        return seen

    while len(pop) > 1:
        choices = removable(state, 0)
        assert choices and "0,0" not in choices
        before = joined()
        gone = choices[len(pop) % len(choices)]
        del pop[gone]
        assert joined() == before - {gone}
