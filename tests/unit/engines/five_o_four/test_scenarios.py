"""Rulebook scenarios of the implemented module parts, named after digest §11."""

from __future__ import annotations

import pytest

from games.engines.core import IllegalMove
from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.board import edge, neighbours_of
from games.engines.five_o_four.core.counts import majority_counts
from games.engines.five_o_four.core.income import income
from games.engines.five_o_four.core.scoring import final_scores, game_ends
from games.engines.five_o_four.core.world import world
from games.engines.five_o_four.production.income import production_income
from games.engines.five_o_four.production.scoring import production_vp
from games.engines.five_o_four.race.scoring import race_vp
from games.engines.five_o_four.roads.income import roads_income
from games.engines.five_o_four.roads.scoring import roads_vp

from .helpers import adjacent_pair, find, fresh, phase, put, set_terrain


def _buy_max(state: dict, space: str) -> int:
    counts = [
        m["count"]
        for m in ENGINE.legal_moves(state, 0)
        if m["type"] == "buy" and m["space"] == space
    ]
    return max(counts, default=0)


def test_50405_placement_limits() -> None:
    state = fresh("268", 3)
    phase(state, "3C")
    forest = find(state, "forest")
    meadow = find(state, "meadow")
    put(state, 0, forest, exhausted=1)
    put(state, 0, meadow, exhausted=4)
    state["pop"][0]["0,0"][2] = 3
    state["supply"][0]["inh"] -= 3
    state["private"][0]["money"] = 500
    assert _buy_max(state, forest) == 2
    assert _buy_max(state, meadow) == 3
    assert _buy_max(state, "0,0") == 6
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, {"type": "buy", "space": forest, "count": 3})
    assert refused.value.code == "E_PLACEMENT_LIMIT"
    after = ENGINE.apply(state, 0, {"type": "buy", "space": forest, "count": 2}).state
    assert after["pop"][0][forest] == [1, 2, 1]
    assert after["private"][0]["money"] == 480


def test_50421_race_i_without_inhabitants_marks_cards() -> None:
    """504-21: 2.I without inhabitants (world 2-3-1, board 3); Angelika and Hedwig start in
    different capitals.  Each has 1 marker inhabitant on her capital's city card and 1 for
    each of the 9 other cities (kept beside the board until her wagon reaches that city, which
    moves it onto the card: reading T4)."""
    from games.engines.five_o_four.transport.wagon import enter_wagon_phase

    angelika, hedwig = 0, 1
    w = world("231")
    assert not w.with_inhabitants and w.separate_capitals
    state = ENGINE.setup(2, {"world": "231"}, 4)
    while state["turn"] is None:  # sealed bids, places and capitals (3.II), the auction
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.timeout_move(state, seat)).state
    capitals = state["capital"]
    assert capitals[angelika] != capitals[hedwig]
    cities = [c for c, t in state["spaces"].items() if t == "city"]
    assert len(cities) == 10
    for seat in (angelika, hedwig):
        assert state["cards"][capitals[seat]] == [[seat, "inh", False]]
        assert state["card_total"][seat] == 1
        assert state["supply"][seat]["inh"] == len(cities) - 1 == 9  # one per other city
    seat = state["turn"]["seat"]
    other = capitals[1 - seat]  # her opponent's capital is one of her 9 other cities
    phase(state, "3D", seat)
    enter_wagon_phase(state, w, seat)
    start = next(n for n in neighbours_of(other) if state["spaces"].get(n) not in (None, "water"))
    state["spaces"][start] = "meadow"
    state["wagons"][seat]["at"] = start
    state = ENGINE.apply(state, seat, {"type": "drive", "to": other}).state
    assert [seat, "inh", False] in state["cards"][other]
    assert state["card_total"][seat] == 2 and state["supply"][seat]["inh"] == 8


def test_50422_race_ii_income() -> None:
    """504-22 (= 504-03): 20 + 5 + 5 + 10 + 20 + 30 = 90 M; the two card inhabitants slide down."""
    state = fresh("627", 3)
    phase(state, "3D")
    hub = find(state, "meadow")
    near = [n for n in neighbours_of(hub) if n in state["spaces"] and n != "0,0"][:4]
    for space, terrain in zip(near, ["field", "forest", "city", "city"], strict=True):
        set_terrain(state, space, terrain)
    put(state, 0, hub, active=4)
    put(state, 1, near[3])
    state["card_total"][0] = 1
    money = state["private"][0]["money"]
    for target in near:
        state = ENGINE.apply(state, 0, {"type": "move", "from": hub, "to": target}).state
    assert state["turn"]["new_cards"] == [near[2], near[3]]
    state = ENGINE.apply(state, 0, {"type": "done"}).state
    assert state["private"][0]["money"] == money + 90
    assert state["income"][0] == 90
    assert all(not fresh_mark for c in near[2:] for _, _, fresh_mark in state["cards"][c])
    assert state["card_total"][0] == 3


def test_50423_race_i_final_scoring() -> None:
    """504-23: 3 players, X = 8: 8 cards -> 40 VP, 7 cards -> 32 VP; the game ends."""
    state = fresh("268", 3)
    cities = [s for s, t in state["spaces"].items() if t == "city"]
    state["cards"] = {c: [] for c in cities}
    for c in cities[:8]:
        state["cards"][c].append([0, "inh", False])
    for c in cities[:7]:
        state["cards"][c].append([1, "inh", False])
    assert game_ends(state, world("268"))
    scores, _, _ = final_scores(state, world("268"))
    assert scores[0] == 40 and scores[1] == 32
    assert race_vp(1, 8) == 22 and race_vp(10, 8) == 50


def _roads_position(world_id: str) -> tuple[dict, str, str]:
    state = fresh(world_id, 3)
    phase(state, "3D")
    forest, meadow = adjacent_pair(state, "forest", "meadow")
    put(state, 0, forest, active=3)
    put(state, 0, meadow)
    other = next(
        n
        for n in neighbours_of(forest)
        if state["spaces"].get(n, "water") != "water" and n != meadow
    )
    put(state, 0, other)
    state["roads"][edge(forest, other)] = [[0, False]]
    state["supply"][0]["roads"] -= 1
    put(state, 1, forest)
    put(state, 1, meadow)
    state["roads"][edge(forest, meadow)] = [[1, False]]
    state["supply"][1]["roads"] -= 1
    return state, forest, meadow


def test_50438_road_cost_with_an_opposing_road_top_i() -> None:
    state, forest, meadow = _roads_position("627")
    wrong = {
        "type": "road",
        "a": forest,
        "b": meadow,
        "use_a": 2,
        "use_b": 0,
        "return_from": forest,
    }
    if forest > meadow:
        wrong.update(a=meadow, b=forest, use_a=0, use_b=2)
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, wrong)
    assert refused.value.code == "E_ROAD_INHABITANTS"
    right = (
        {**wrong, "use_a": 3, "use_b": 0}
        if wrong["a"] == forest
        else {**wrong, "use_a": 0, "use_b": 3}
    )
    after = ENGINE.apply(state, 0, right).state
    assert after["pop"][0][forest] == [1, 0, 2]
    assert after["supply"][0]["inh"] == state["supply"][0]["inh"] + 1
    assert [0, False] in after["roads"][edge(forest, meadow)]


def test_50438_road_cost_with_an_opposing_road_top_iii() -> None:
    state, forest, meadow = _roads_position("286")
    a, b = sorted((forest, meadow))
    move = {
        "type": "road",
        "a": a,
        "b": b,
        "use_a": 3 if a == forest else 0,
        "use_b": 3 if b == forest else 0,
    }
    after = ENGINE.apply(state, 0, move).state
    assert after["pop"][0][forest] == [1, 0, 3]
    assert after["supply"][0]["inh"] == state["supply"][0]["inh"]


def test_50439_counting_connected_spaces() -> None:
    state, forest, meadow = _roads_position("672")
    w = world("672")
    before = majority_counts(state, w, 0)["meadow"]
    a, b = sorted((forest, meadow))
    move = {
        "type": "road",
        "a": a,
        "b": b,
        "use_a": 3 if a == forest else 0,
        "use_b": 3 if b == forest else 0,
        "return_from": forest,
    }
    after = ENGINE.apply(state, 0, move).state
    assert majority_counts(after, w, 0)["meadow"] == before + 1


def test_50441_roads_ii_income() -> None:
    counts = {"city": 2, "meadow": 1, "forest": 2, "field": 2, "mountain": 1, "desert": 0}
    assert 20 + roads_income(counts) == 75


def test_50442_roads_i_final_scoring() -> None:
    counts = {"city": 5, "meadow": 4, "forest": 2, "field": 5, "mountain": 4, "desert": 3}
    assert roads_vp(counts) == 58


def test_50445_majorities_ii_income() -> None:
    """504-45: shared meadow majority (2) and farmland alone (5): 20 + 20 + 40 = 80 M.
    Seat 1 holds two cities so that seat 0's capital earns no city majority."""
    state = fresh("276", 3)
    spaces = [s for s, t in sorted(state["spaces"].items()) if t not in ("water", "city")]
    for space in spaces[:2]:
        set_terrain(state, space, "meadow")
        put(state, 0, space)
    for space in spaces[2:7]:
        set_terrain(state, space, "field")
        put(state, 0, space)
    for space in spaces[7:9]:
        set_terrain(state, space, "meadow")
        put(state, 1, space)
    extra_city = next(
        s for s, t in state["spaces"].items() if t == "city" and s not in state["capital"]
    )
    put(state, 1, extra_city)
    assert income(state, world("276"), 0) == 80


def test_50447_majorities_iii_final_vp() -> None:
    """504-47: majorities in forests and mountains give 5 + 3 = 8 VP. On board 5 every
    player's capital is city 1, so all tie the city majority and also get its 6 VP."""
    state = fresh("287", 3)
    forests = [s for s, t in sorted(state["spaces"].items()) if t == "forest"]
    put(state, 0, forests[0])
    put(state, 0, forests[1])
    put(state, 0, find(state, "mountain"))
    put(state, 1, forests[2])
    _, _, details = final_scores(state, world("287"))
    assert details["breakdown"][0]["majorities"] == 6 + 8
    assert details["breakdown"][1]["majorities"] == 6


def test_50448_production_iii_purchase_cap() -> None:
    state = fresh("628", 3)
    phase(state, "3C")
    state["round"] = 2
    state["private"][0]["money"] = 500
    for space in [s for s, t in sorted(state["spaces"].items()) if t == "meadow"][:4]:
        put(state, 0, space)
        state["businesses"][space] = {"owner": 0, "good": "cattle"}
    assert _buy_max(state, "0,0") == 6
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, {"type": "buy", "space": "0,0", "count": 7})
    assert refused.value.code == "E_PURCHASE_CAP"


def test_50449_fish_business() -> None:
    state = fresh("826", 3)
    phase(state, "3D")
    field = find(state, "field", near_water=True)
    grain = find(state, "field", exclude=(field,))
    put(state, 0, grain)
    state["businesses"][grain] = {"owner": 0, "good": "grain"}
    put(state, 0, field, active=2)
    after = ENGINE.apply(state, 0, {"type": "business", "space": field, "fish": True}).state
    assert after["pop"][0][field] == [1, 0, 2]
    assert after["businesses"][field] == {"owner": 0, "good": "fish"}
    assert after["goods"][0] == {"fish": 1}
    assert after["goods_supply"]["fish"] == state["goods_supply"]["fish"] - 1


def test_50450_trading_house_price() -> None:
    state = fresh("826", 3)
    phase(state, "3D")
    city = next(s for s, t in sorted(state["spaces"].items()) if t == "city" and s != "0,0")
    start = next(
        n for n in neighbours_of(city) if state["spaces"].get(n, "water") not in ("water", "city")
    )
    put(state, 1, city)
    put(state, 2, city)
    state["houses"][city] = [1, 2]
    put(state, 0, start, active=1)
    state["private"][0]["money"] = 10
    move = {"type": "move", "from": start, "to": city}
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, move)
    assert refused.value.code == "E_CANNOT_PAY_TRADING_HOUSE"
    state["private"][0]["money"] = 25
    after = ENGINE.apply(state, 0, move).state
    assert after["private"][0]["money"] == 5
    assert after["houses"][city] == [1, 2, 0]


def test_50452_production_ii_income() -> None:
    """504-52: 5 trading houses (capacity 6); 3 grain, 2 cattle, 2 fish, 1 wood -> 130 M."""
    state = fresh("286", 3)
    cities = [s for s, t in sorted(state["spaces"].items()) if t == "city" and s != "0,0"][:4]
    for c in cities:
        state["houses"].setdefault(c, []).append(0)
    state["goods"][0] = {"grain": 3, "cattle": 2, "fish": 2, "wood": 1}
    for g, n in state["goods"][0].items():
        state["goods_supply"][g] -= n
    assert 20 + production_income(state, 0) == 130
    assert state["goods"][0] == {"grain": 1}


def test_50454_production_i_final_scoring() -> None:
    state = fresh("826", 3)
    for c in [s for s, t in sorted(state["spaces"].items()) if t == "city" and s != "0,0"][:4]:
        state["houses"].setdefault(c, []).append(0)
    state["goods"][0] = {"grain": 3, "cattle": 3, "fish": 2, "wood": 1}
    assert production_vp(state, 0) == 26
