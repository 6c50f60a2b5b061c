"""C1-9CHART: public companies with Transport on TOP I/II (worlds 19x with 9.II, 91x with
9.I).  These worlds wait for the city goods and positions (facts city_goods/city_positions);
the tests inject the test data of test_transport.py, so the worlds open by adding the data.

With 9.II the companies earn by Transport's TOP II income (goods prices), also when Transport
is on TOP I (digest §12-U17: the combined share & goods-price chart), while 1.I's delivered
goods stay in front of the company for the final scoring and the 23-goods end.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.catalog import GOODS
from games.engines.five_o_four.core.world import available_worlds, world
from games.engines.five_o_four.invariants import violations
from games.engines.five_o_four.transport.wagon import offer_of

from .helpers import act, first_company_turn
from .test_transport import cities  # noqa: F401  (the injected city data, a fixture)

State = dict[str, Any]


def test_the_worlds_wait_only_for_the_city_data(cities: dict) -> None:  # noqa: F811
    opened = {"192", "193", "194", "195", "196", "197", "198"}
    assert opened | {"912", "913", "914", "915", "916", "917", "918"} <= set(available_worlds())


def test_company_capitals_offer_different_goods(cities: dict) -> None:  # noqa: F811
    """1.I/1.II setup: each capital offers a different good; a company chooses its capital at
    its founding (digest §4.1, §4.9 board), so the others' offers are excluded."""
    state = act(ENGINE.setup(3, {"world": "912"}, 5), 0, {"type": "trade", "buy": 0})
    city = ENGINE.legal_moves(state, 0)[0]["city"]
    state = act(state, 0, {"type": "choose_capital", "city": city})
    wagon = state["wagons"][0]
    assert wagon["at"] == city and wagon["cargo"][0] == {"good": offer_of(state, city)}
    state = act(state, 1, {"type": "trade", "buy": 1})
    offers = {offer_of(state, m["city"]) for m in ENGINE.legal_moves(state, 1)}
    assert offers and offer_of(state, city) not in offers


def test_1i_with_9ii_prices_each_delivery_and_keeps_the_good_for_scoring(
    cities: dict,  # noqa: F811
) -> None:
    """U17: 1.I + 9.II uses the goods-price chart: green delivers its good, earns its price
    (20 M) in 3H, the kind drops 3 spaces and the others rise 1; the good stays in front."""
    state = first_company_turn("192")
    assert state["prices"] == dict.fromkeys(state["prices"], 20)
    good = state["wagons"][0]["cargo"][0]["good"]
    city = next(c for c, wanted in sorted(state["demand"].items()) if good in wanted)
    state["wagons"][0]["at"] = city
    state = act(state, 0, {"type": "done"})  # 3C -> 3E (no inhabitants: no 3D)
    assert state["turn"]["phase"] == "3E"
    state = act(state, 0, {"type": "deliver", "good": good})
    assert state["turn"]["priced"] == [[good, city]]
    state = act(state, 0, {"type": "done"})
    assert state["income"][0] == 20 + 20
    assert state["prices"][good] == 10 and all(
        p == 30 for g, p in state["prices"].items() if g != good
    )
    assert state["delivered"][0] == {good: 1} and state["goods"][0] == {good: 1}


def test_c1_shares_a_fallen_companys_goods_still_count_for_the_end(
    cities: dict,  # noqa: F811
) -> None:
    """C1-SHARES (194: 1.I, 9.II, 4.III): green delivers its good, then falls (C4-SHARES-III):
    the good is set aside, scores for nobody, and still counts for the 23-goods end."""
    from games.engines.five_o_four.military.companies import destroy
    from games.engines.five_o_four.transport.scoring import goods_delivered_total

    state = first_company_turn("194")
    good = state["wagons"][0]["cargo"][0]["good"]
    city = next(c for c, wanted in sorted(state["demand"].items()) if good in wanted)
    state["wagons"][0]["at"] = city
    while state["turn"]["phase"] != "3E":
        state = act(state, 0, {"type": "done"})
    state = act(state, 0, {"type": "deliver", "good": good})
    assert goods_delivered_total(state) == 1 and state["goods"][0] == {good: 1}
    destroy(state, world("194"), 0)
    assert state["goods_aside"] == {good: 1} and state["goods"][0] == {}
    assert state["delivered"][0] == {} and goods_delivered_total(state) == 1
    assert not [v for v in violations(state) if v.split(":")[0] in GOODS]  # goods conserved


@pytest.mark.parametrize(
    ("wid", "players"), [("192", 3), ("912", 2), ("196", 4), ("918", 3), ("194", 3)]
)
def test_companies_with_transport_on_top_i_or_ii_play_to_the_end(
    cities: dict,  # noqa: F811
    wid: str,
    players: int,
) -> None:
    for bot in ("random", "greedy"):
        rng = random.Random(3)
        state = ENGINE.setup(players, {"world": wid}, 3)
        for _ in range(6000):
            if ENGINE.result(state) is not None:
                break
            seat = ENGINE.to_act(state)[0]
            move = ENGINE.bots[bot](state, seat, rng)
            state = ENGINE.apply(state, seat, move).state
            assert violations(state) == [], (wid, bot, move)
        if ENGINE.result(state) is not None:
            return
    pytest.fail(f"{wid} did not end")
