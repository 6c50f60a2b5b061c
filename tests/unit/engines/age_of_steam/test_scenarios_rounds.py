"""Digest scenarios AOS-01, 02, 07 .. 18 and 29 .. 38: shares, auction, actions, goods, economy."""

from __future__ import annotations

import math
from typing import Any

import pytest

from games.engines.age_of_steam import ENGINE, rounds
from games.engines.age_of_steam import scoring as scoring_mod
from games.engines.age_of_steam.catalog import income_reduction
from games.engines.age_of_steam.common import fast_copy
from games.engines.age_of_steam.goods import goods_growth
from games.engines.age_of_steam.track.segments import segment
from games.engines.core import IllegalMove

from .helpers import ALPHA, BETA, DELTA, GAMMA, TAU, fx1_state, place, rot

P, Q, R, S = 0, 1, 2, 3


def refused(state: dict, seat: int, move: dict) -> str:
    before = repr(state)
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, seat, move)
    assert repr(state) == before
    return err.value.code


def play(state: dict, *moves: tuple[int, dict]) -> dict:
    for seat, move in moves:
        assert ENGINE.to_act(state) == [seat], (ENGINE.to_act(state), seat, move)
        state = ENGINE.apply(state, seat, move).state
    return state


def auction(n: int, money: list[int] | None = None, top: tuple[int, ...] = ()) -> dict:
    """An n-player Rust Belt state at the start of the auction, order 0..n-1."""
    s = fast_copy(ENGINE.setup(n, {"map": "rust_belt"}, 3))
    s["order"] = list(range(n))
    for i, p in enumerate(s["pl"]):
        p["money"] = money[i] if money else 20
        p["top"] = i in top
    rounds.start_auction(s)
    return s


def bid(x: int) -> dict:
    return {"type": "bid", "amount": x}


PASS = {"type": "pass"}
TOP = {"type": "use_turn_order_pass"}


def test_aos01_issuing_shares() -> None:
    s = fast_copy(ENGINE.setup(3, {"map": "rust_belt"}, 5))
    j, d, p = s["order"]
    s = play(
        s,
        (j, {"type": "issue_shares", "count": 2}),
        (d, {"type": "issue_shares", "count": 1}),
        (p, {"type": "issue_shares", "count": 0}),
    )
    assert [(s["pl"][x]["shares"], s["pl"][x]["money"]) for x in (j, d, p)] == [
        (4, 20),
        (3, 15),
        (2, 10),
    ]
    assert s["phase"] == "auction"


def test_aos02_auction_five_players() -> None:
    petra, daria, viola, ingrid, johanna = range(5)
    s = auction(5, top=(johanna,))
    s = play(s, (petra, bid(2)), (daria, PASS), (viola, bid(3)), (ingrid, PASS), (johanna, TOP))
    auc = s["auction"]
    assert auc["passed"] == [daria, ingrid] and auc["high"] == 3 and auc["hb"] == viola
    assert sorted(auc["active"]) == [petra, viola, johanna]
    assert ENGINE.to_act(s) == [petra]
    legal = ENGINE.legal_moves(s, petra)
    assert min(m["amount"] for m in legal if m["type"] == "bid") == 4
    assert TOP not in legal


def test_aos09_auction_continued() -> None:
    petra, daria, viola, ingrid, johanna = range(5)
    s = auction(5, top=(johanna,))
    s = play(s, (petra, bid(2)), (daria, PASS), (viola, bid(3)), (ingrid, PASS), (johanna, TOP))
    variation = play(s, (petra, PASS), (johanna, bid(4)))
    assert ENGINE.to_act(variation) == [viola]
    s = play(s, (petra, PASS), (johanna, PASS))
    assert s["order"] == [viola, johanna, petra, ingrid, daria]
    assert [20 - s["pl"][x]["money"] for x in (viola, johanna, petra, ingrid, daria)] == [
        3,
        0,
        1,
        0,
        0,
    ]
    assert s["phase"] == "actions"


def test_aos10_six_player_auction_and_payments() -> None:
    p1, p2, p3, p4, p5, p6 = range(6)
    s = auction(6)
    s = play(
        s,
        (p1, bid(1)),
        (p2, bid(2)),
        (p3, PASS),
        (p4, bid(5)),
        (p5, PASS),
        (p6, bid(6)),
        (p1, PASS),
        (p2, PASS),
        (p4, bid(7)),
        (p6, PASS),
    )
    assert s["order"] == [p4, p6, p2, p1, p5, p3]
    assert [s["pl"][x]["money"] for x in (p4, p6, p2, p1, p5, p3)] == [13, 14, 19, 19, 20, 20]


def test_aos11_first_to_pass_pays_nothing() -> None:
    a, b, c = range(3)
    s = auction(3, money=[10, 10, 10])
    s = play(s, (a, bid(1)), (b, bid(2)), (c, bid(3)), (a, PASS), (b, bid(4)), (c, PASS))
    assert s["order"] == [b, c, a]
    assert [s["pl"][x]["money"] for x in (a, b, c)] == [10, 6, 7]


def test_aos12_nobody_bids_order_reversed() -> None:
    s = auction(4)
    s = play(s, (0, PASS), (1, PASS), (2, PASS))
    assert s["order"] == [3, 2, 1, 0] and all(p["money"] == 20 for p in s["pl"])


def test_aos13_illegal_auction_decisions() -> None:
    a, b, c, d = range(4)
    s = auction(4, money=[5, 8, 3, 10], top=(d,))
    assert refused(s, a, bid(0)) == "E_BID_TOO_LOW"
    s = play(s, (a, bid(2)))
    assert refused(s, b, bid(2)) == "E_BID_TOO_LOW"
    assert refused(s, b, bid(9)) == "E_BID_EXCEEDS_CASH"
    assert refused(s, b, TOP) == "E_TOP_NOT_HELD"
    two = play(s, (b, PASS), (c, PASS))
    assert refused(two, d, TOP) == "E_TOP_TWO_REMAINING"
    line = auction(4, money=[5, 8, 3, 10], top=(d,))
    line = play(line, (a, bid(2)), (b, bid(3)), (c, PASS), (d, TOP), (a, bid(4)), (b, bid(5)))
    assert refused(line, d, TOP) == "E_TOP_ALREADY_USED"


def test_aos14_high_bidder_skipped_after_top() -> None:
    a, b, c, d = range(4)
    s = auction(4, top=(b,))
    s = play(s, (a, bid(2)), (b, TOP), (c, PASS), (d, PASS))
    assert ENGINE.to_act(s) == [b]
    s = play(s, (b, PASS))
    assert s["order"] == [a, b, d, c]
    assert [20 - s["pl"][x]["money"] for x in (a, b, d, c)] == [2, 0, 0, 0]


def test_aos15_top_holder_first_for_free() -> None:
    a, b, c = range(3)
    s = auction(3, top=(a,))
    s = play(s, (a, TOP), (b, PASS), (c, PASS))
    assert s["order"] == [a, c, b] and all(p["money"] == 20 for p in s["pl"])


def test_aos16_share_limits() -> None:
    s = fast_copy(ENGINE.setup(3, {"map": "rust_belt"}, 5))
    first = s["order"][0]
    s["pl"][first].update(shares=14, money=3)
    assert refused(s, first, {"type": "issue_shares", "count": 2}) == "E_SHARES_LIMIT"
    after = ENGINE.apply(s, first, {"type": "issue_shares", "count": 1}).state
    assert (after["pl"][first]["shares"], after["pl"][first]["money"]) == (15, 8)
    later = fast_copy(s)
    later["pl"][first]["shares"] = 15
    assert refused(later, first, {"type": "issue_shares", "count": 1}) == "E_SHARES_LIMIT"
    ENGINE.apply(later, first, {"type": "issue_shares", "count": 0})
    build = fx1_state()
    assert refused(build, P, {"type": "issue_shares", "count": 1}) == "E_WRONG_PHASE"


def test_aos17_selecting_actions() -> None:
    a, b, c = range(3)
    s = fast_copy(ENGINE.setup(3, {"map": "rust_belt"}, 5))
    s["order"] = [a, b, c]
    s["pl"][b].update(loco=2, shares=3)
    s["pl"][c]["loco"] = 6
    rounds.start_actions(s)
    s = play(s, (a, {"type": "select_action", "action": "engineer"}))
    assert refused(s, b, {"type": "select_action", "action": "engineer"}) == "E_ACTION_TAKEN"
    s = play(s, (b, {"type": "select_action", "action": "locomotive"}))
    assert s["pl"][b]["loco"] == 3
    assert s["pl"][b]["loco"] + s["pl"][b]["shares"] == 6
    assert refused(s, c, {"type": "select_action"}) == "E_ACTION_REQUIRED"
    done = play(fast_copy(s), (c, {"type": "select_action", "action": "production"}))
    assert done["actions"]["production"] == c
    free = fast_copy(s)
    free["actions"].pop("locomotive")
    free = play(free, (c, {"type": "select_action", "action": "locomotive"}))
    assert free["pl"][c]["loco"] == 6


def test_aos18_build_and_move_order() -> None:
    s = fast_copy(ENGINE.setup(3, {"map": "rust_belt"}, 5))
    s["order"] = [P, Q, R]
    s["actions"] = {"first_build": R, "first_move": Q, "urbanization": P}
    rounds.start_build(s)
    assert s["phase"] == "urbanize" and ENGINE.to_act(s) == [P]
    s = play(s, (P, {"type": "skip_urbanize"}))
    assert s["build"]["queue"] == [R, P, Q]
    s = play(s, (R, {"type": "end_build"}), (P, {"type": "end_build"}), (Q, {"type": "end_build"}))
    assert s["move"]["queue"] == [Q, P, R]
    s = play(s, (Q, PASS), (P, PASS), (R, PASS))
    assert s["move"]["round"] == 2 and s["move"]["queue"] == [Q, P, R]


# --------------------------------------------------------------------------- goods


def goods_state(players: int = 4, mover: int = Q) -> dict:
    s = fx1_state(players=players)
    s["phase"] = "move"
    order = [mover] + [x for x in range(players) if x != mover]
    s["move"] = {"round": 1, "order": order, "queue": list(order), "loco_up": []}
    s["build"] = None
    return s


def aos29_track(s: dict) -> None:
    place(s, P, "1,2", "straight", rot("straight", (0, 3)))
    place(s, P, TAU, "straight", 0)  # straight + town marker: spokes 0 and 3
    s["track"][TAU]["segments"] = [segment(0, 6, Q, False), segment(3, 6, P, False)]
    place(s, Q, "3,2", "straight", rot("straight", (0, 3)))
    for h in ("5,2", "6,2", "7,2"):
        place(s, R, h, "straight", rot("straight", (0, 3)))
    place(s, S, "7,3", "straight", rot("straight", (1, 4)))


def route(*hexes_lists: list[str]) -> list[list[str]]:
    return [list(x) for x in hexes_lists]


L_ALPHA_TAU = [ALPHA, "1,2", TAU]
L_TAU_BETA = [TAU, "3,2", BETA]
L_BETA_GAMMA = [BETA, "5,2", "6,2", "7,2", GAMMA]
L_GAMMA_DELTA = [GAMMA, "7,3", DELTA]


def rev(x: list[str]) -> list[str]:
    return list(reversed(x))


def test_aos29_four_link_move_and_income() -> None:
    s = goods_state()
    aos29_track(s)
    s["cubes"] = {ALPHA: {"yellow": 1}, BETA: {"red": 1}}
    s["pl"][Q]["loco"] = 4
    s["move"] = {"round": 1, "order": [Q, R, P, S], "queue": [Q, R, P, S], "loco_up": []}
    move = {
        "type": "deliver",
        "from": ALPHA,
        "colour": "yellow",
        "links": route(L_ALPHA_TAU, L_TAU_BETA, L_BETA_GAMMA, L_GAMMA_DELTA),
    }
    assert move in ENGINE.legal_moves(s, Q)
    bag = s["bag_size"]
    s = ENGINE.apply(s, Q, move).state
    assert [p["income"] for p in s["pl"]] == [1, 1, 1, 1]
    assert s["bag_size"] == bag + 1 and ALPHA not in s["cubes"]
    s = ENGINE.apply(
        s, R, {"type": "deliver", "from": BETA, "colour": "red", "links": route(L_BETA_GAMMA)}
    ).state
    assert s["pl"][R]["income"] == 2


def test_aos30_illegal_moves() -> None:
    s = goods_state(mover=P)
    aos29_track(s)
    s["cubes"] = {DELTA: {"red": 1}, BETA: {"red": 1, "blue": 1}}
    s["pl"][P]["loco"] = 4
    far = {
        "type": "deliver",
        "from": DELTA,
        "colour": "red",
        "links": route(rev(L_GAMMA_DELTA), rev(L_BETA_GAMMA), rev(L_TAU_BETA), rev(L_ALPHA_TAU)),
    }
    assert refused(s, P, far) == "E_PASSES_MATCHING_CITY"
    near = ENGINE.apply(s, P, {**far, "links": route(rev(L_GAMMA_DELTA))}).state
    assert near["pl"][S]["income"] == 1
    s["pl"][P]["loco"] = 1
    red_far = {
        "type": "deliver",
        "from": BETA,
        "colour": "red",
        "links": route(rev(L_TAU_BETA), rev(L_ALPHA_TAU)),
    }
    assert refused(s, P, red_far) == "E_EXCEEDS_LOCOMOTIVE"
    s["pl"][P]["loco"] = 4
    assert (
        refused(s, P, {**red_far, "links": route(rev(L_TAU_BETA))}) == "E_DESTINATION_NOT_MATCHING"
    )
    blue = {"type": "deliver", "from": BETA, "colour": "blue", "links": route(L_BETA_GAMMA)}
    assert refused(s, P, blue) == "E_DESTINATION_NOT_MATCHING"
    back = {**blue, "links": route(L_BETA_GAMMA, rev(L_BETA_GAMMA))}
    assert refused(s, P, back) == "E_NODE_REVISITED"
    assert refused(s, P, {**blue, "colour": "yellow"}) == "E_NO_SUCH_CUBE"
    early = goods_state(mover=P)
    place(early, P, "1,2", "straight", rot("straight", (0, 3)))
    early["cubes"] = {ALPHA: {"blue": 1}}
    assert (
        refused(
            early,
            P,
            {"type": "deliver", "from": ALPHA, "colour": "blue", "links": [[ALPHA, "1,2"]]},
        )
        == "E_LINK_INCOMPLETE"
    )


def test_aos07_moving_goods_with_first_move() -> None:
    """AOS-07 on FX-1 (the Rust Belt positions are only in the pictures)."""
    petra, daria = P, Q
    s = goods_state(players=3, mover=daria)
    s["move"] = {"round": 1, "order": [daria, petra, R], "queue": [daria, petra, R], "loco_up": []}
    aos29_track(s)
    for h in ("3,2", TAU):
        for seg in s["track"][h]["segments"]:
            seg["owner"] = daria
    for seg in s["track"]["1,2"]["segments"]:
        seg["owner"] = daria
    for h in ("5,2", "6,2", "7,2"):
        for seg in s["track"][h]["segments"]:
            seg["owner"] = petra
    s["cubes"] = {BETA: {"red": 1}, GAMMA: {"red": 1}}
    s = play(
        s,
        (daria, {"type": "increase_locomotive"}),
        (petra, {"type": "deliver", "from": BETA, "colour": "red", "links": route(L_BETA_GAMMA)}),
        (R, PASS),
    )
    assert s["pl"][daria]["loco"] == 2 and s["pl"][petra]["income"] == 1
    assert refused(s, daria, {"type": "increase_locomotive"}) == "E_LOCO_ALREADY_INCREASED"
    s["cubes"][BETA] = {"red": 1}
    s = play(
        s,
        (
            daria,
            {
                "type": "deliver",
                "from": BETA,
                "colour": "red",
                "links": route(rev(L_TAU_BETA), rev(L_ALPHA_TAU)),
            },
        ),
    )
    assert s["pl"][daria]["income"] == 2


def test_aos31_locomotive_in_move_goods() -> None:
    s = goods_state(players=3, mover=P)
    s["move"] = {"round": 1, "order": [P, Q, R], "queue": [P, Q, R], "loco_up": []}
    s["pl"][P]["loco"] = 2
    s["pl"][Q]["loco"] = 6
    s = play(s, (P, {"type": "increase_locomotive"}))
    assert s["pl"][P]["loco"] == 3
    assert refused(s, Q, {"type": "increase_locomotive"}) == "E_LOCO_MAX"
    s = play(s, (Q, PASS), (R, PASS))
    assert refused(s, P, {"type": "increase_locomotive"}) == "E_LOCO_ALREADY_INCREASED"
    s2 = goods_state(players=3, mover=P)
    s2["move"] = {"round": 1, "order": [P, Q, R], "queue": [P, Q, R], "loco_up": []}
    s2 = play(s2, (P, PASS), (Q, PASS), (R, PASS), (P, {"type": "increase_locomotive"}))
    assert s2["pl"][P]["loco"] == 2


def end_of_moves(s: dict, last: int) -> dict:
    """Finish Move Goods with one pass of ``last``: phases 6-10 run automatically."""
    s["phase"] = "move"
    s["move"] = {"round": 2, "order": [last], "queue": [last], "loco_up": []}
    return ENGINE.apply(s, last, PASS).state


def test_aos32_bankruptcy_and_its_consequences() -> None:
    s = goods_state(players=4, mover=P)
    s["round"] = 5
    aos29_track(s)
    for h in ("1,2",):
        s["track"][h]["segments"][0]["owner"] = P
    place(s, P, "4,1", "straight", rot("straight", (5, 2)))
    s["pl"][P].update(money=1, income=2, shares=4, loco=3)
    for x in (Q, R, S):
        s["pl"][x].update(money=30, income=5)
    s["order"] = [P, Q, R, S]
    after = end_of_moves(s, P)
    assert after["pl"][P]["out"] and P not in after["order"]
    assert after["track"]["4,1"]["segments"][0]["owner"] == -1
    assert after["track"]["1,2"]["segments"][0]["owner"] == P
    after["phase"] = "move"
    after["move"] = {"round": 1, "order": [Q], "queue": [Q], "loco_up": []}
    after["pl"][Q]["loco"] = 2
    after["pl"][Q]["income"] = 0
    after["cubes"] = {BETA: {"red": 1}}
    moved = ENGINE.apply(
        after,
        Q,
        {
            "type": "deliver",
            "from": BETA,
            "colour": "red",
            "links": route(rev(L_TAU_BETA), rev(L_ALPHA_TAU)),
        },
    ).state
    assert moved["pl"][Q]["income"] == 1 and moved["pl"][P]["income"] == after["pl"][P]["income"]
    assert ENGINE.legal_moves(moved, P) == []


def test_aos33_collect_income_and_pay_expenses() -> None:
    s = goods_state(players=4, mover=P)
    s["round"] = 1
    table = {P: (4, 6, 5, 2), Q: (1, 5, 6, 2), R: (0, 2, 3, 1), S: (0, 3, 6, 3)}
    for x, (money, income, shares, loco) in table.items():
        s["pl"][x].update(money=money, income=income, shares=shares, loco=loco)
    s["order"] = [P, Q, R, S]
    after = end_of_moves(s, P)
    assert [after["pl"][x]["money"] for x in (P, Q, R)] == [3, 0, 0]
    assert [after["pl"][x]["income"] for x in (P, Q, R)] == [6, 3, 0]
    assert [after["pl"][x]["out"] for x in (P, Q, R, S)] == [False, False, False, True]


def test_aos34_income_reduction_boundaries() -> None:
    base = {10: 10, 11: 9, 20: 18, 21: 17, 30: 26, 31: 25, 40: 34, 41: 33, 49: 41, 50: 40, 63: 53}
    assert {i: i - income_reduction(i) for i in base} == base
    south = {11: 7, 21: 13, 31: 19, 41: 25, 50: 30}
    for round_, cases in ((3, {21: 17}), (4, south), (6, south)):
        for income, expected in cases.items():
            s = fast_copy(ENGINE.setup(3, {"map": "southern_us"}, 2))
            s["round"] = round_
            s["rounds"] = 10
            for p in s["pl"]:
                p.update(money=100, income=income)
            after = end_of_moves(s, s["order"][0])
            assert after["pl"][0]["income"] == expected, (round_, income)


class Dice:
    """A stand-in RNG that rolls the given dice in order."""

    def __init__(self, *values: int) -> None:
        self.values = list(values)

    def randint(self, a: int, b: int) -> int:
        return self.values.pop(0) if self.values else 6

    def randrange(self, n: int) -> int:
        return 0


def growth_state(players: int) -> dict:
    s = fast_copy(ENGINE.setup(players, {"map": "rust_belt"}, 9))
    s["cubes"] = {}
    for col in s["display"]:
        s["display"][col] = [None] * len(s["display"][col])
    return s


def test_aos08_goods_growth_with_a_new_city() -> None:
    s = growth_state(3)
    kansas, des_moines, indy = "A11", "C8", "K9"
    s["display"]["L3"] = ["red", "blue", "yellow"]
    s["display"]["L4"] = [None, "black", "purple"]
    s["display"]["A"] = ["purple", "red"]
    s["display"]["B"] = ["yellow", "yellow"]
    s["new_cities"] = {indy: "A"}
    goods_growth(s, Dice(3, 3, 4, 1, 1, 1))  # type: ignore[arg-type]
    assert s["cubes"][kansas] == {"red": 1, "blue": 1}
    assert s["cubes"][indy] == {"purple": 1, "red": 1}
    assert s["cubes"][des_moines] == {"black": 1}
    assert s["display"]["B"] == ["yellow", "yellow"]


def test_aos35_goods_growth_with_empty_columns() -> None:
    s = growth_state(4)
    indy = "K9"
    s["display"]["L1"] = [None, None, "purple"]
    s["display"]["L3"] = [None, None, None]
    s["display"]["L4"] = ["red", "black", "blue"]
    s["display"]["A"] = ["blue", "red"]
    s["display"]["B"] = ["yellow", "yellow"]
    s["new_cities"] = {indy: "A"}
    goods_growth(s, Dice(3, 1, 3, 4, 2, 2, 2, 2))  # type: ignore[arg-type]
    chicago, des_moines = "H6", "C8"
    assert s["cubes"][indy] == {"blue": 1, "red": 1}
    assert s["cubes"][chicago] == {"purple": 1}
    assert s["cubes"][des_moines] == {"red": 1}
    assert s["display"]["L1"] == [None, None, None] and s["display"]["A"] == [None, None]
    assert s["display"]["L4"] == [None, "black", "blue"]


def test_aos36_production() -> None:
    s = fast_copy(ENGINE.setup(3, {"map": "rust_belt"}, 9))
    s["display"]["L2"][0] = None
    s["display"]["D5"][0] = None
    s["phase"] = "production"
    s["production"] = {"seat": P, "cubes": ["blue", "yellow"]}
    assert (
        refused(s, P, {"type": "place_production", "spaces": [["L2", 0], ["L2", 0]]})
        == "E_PRODUCTION_SPACE_OCCUPIED"
    )
    assert (
        refused(s, P, {"type": "place_production", "spaces": [["L2", 0], ["L1", 0]]})
        == "E_PRODUCTION_SPACE_OCCUPIED"
    )
    after = ENGINE.apply(s, P, {"type": "place_production", "spaces": [["L2", 0], ["D5", 0]]}).state
    assert after["production"] is None and after["phase"] not in ("production", "growth")
    one = fast_copy(ENGINE.setup(3, {"map": "rust_belt"}, 9))
    one["display"]["L2"][0] = None
    one["secret"]["bag"]["purple"] += 1
    one["bag_size"] += 1
    one["actions"] = {"production": P}
    one["phase"] = "move"
    one["move"] = {"round": 2, "order": [P], "queue": [P], "loco_up": []}
    one = ENGINE.apply(one, P, PASS).state
    assert one["phase"] == "production" and len(one["production"]["cubes"]) == 1
    none = fast_copy(ENGINE.setup(3, {"map": "rust_belt"}, 9))
    none["actions"] = {"production": P}
    none["phase"] = "move"
    none["move"] = {"round": 2, "order": [P], "queue": [P], "loco_up": []}
    none = ENGINE.apply(none, P, PASS).state
    assert none["phase"] != "production"


def test_aos37_final_scoring_and_ties(monkeypatch: Any) -> None:
    s = fast_copy(ENGINE.setup(3, {"map": "rust_belt"}, 9))
    s["phase"] = "over"
    s["pl"][P].update(income=24, shares=9, money=7)
    s["pl"][Q].update(income=22, shares=6, money=3)
    s["pl"][R].update(income=0, shares=15, money=0)
    monkeypatch.setattr(scoring_mod, "track_sections", lambda state: [4 + 3 + 2, 6, 0])
    result = ENGINE.result(s)
    assert result is not None and result.scores[:2] == [54, 54] and result.ranks[:2] == [1, 1]
    s["map"] = "western_us"
    s["tiebreak"] = [0, 0, 0]
    west = ENGINE.result(s)
    assert west is not None and west.ranks[:2] == [1, 2]
    s["pl"][Q]["money"] = 7
    assert ENGINE.result(s).ranks[:2] == [1, 2]  # type: ignore[union-attr]


def test_aos38_game_length_and_last_round() -> None:
    assert {n: ENGINE.setup(n, {}, 1)["rounds"] for n in (3, 4, 5, 6)} == {3: 10, 4: 8, 5: 7, 6: 6}
    s = fast_copy(ENGINE.setup(5, {}, 1))
    s["round"] = 7
    for p in s["pl"]:
        p.update(money=100, income=33)
    s["actions"] = {"turn_order_pass": s["order"][0]}
    after = end_of_moves(s, s["order"][0])
    assert after["phase"] == "over"
    assert after["pl"][0]["income"] == 27
    assert not any(p["top"] for p in after["pl"])
    assert math.isclose(ENGINE.result(after).scores[0], 81 - 6)  # type: ignore[union-attr]
