"""Combination rules of the implemented parts: 504-68, 2.III awards, Race recycling with
C6-NEUTRAL and C8-OWNERLESS, Race 3A capital move, hurried and road movement."""

from __future__ import annotations

import pytest

from games.engines.core import IllegalMove
from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.board import edge, neighbours_of
from games.engines.five_o_four.core.counts import majority_counts
from games.engines.five_o_four.core.scoring import final_scores
from games.engines.five_o_four.core.world import world
from games.engines.five_o_four.race.awards import check_awards

from .helpers import adjacent_pair, find, fresh, phase, put


def test_50468_roads_ii_majorities_iii_count_deserts_by_roads() -> None:
    state = fresh("267", 3)
    desert = find(state, "desert")
    other = next(n for n in neighbours_of(desert) if state["spaces"].get(n, "water") != "water")
    put(state, 0, desert)
    put(state, 0, other)
    state["roads"][edge(desert, other)] = [[0, False]]
    state["supply"][0]["roads"] -= 1
    counts = majority_counts(state, world("267"), 0)
    assert counts["desert"] == 1
    _, _, details = final_scores(state, world("267"))
    assert details["breakdown"][0]["majorities"] >= 2  # desert majority is worth 2 VP


def test_race_iii_award_for_three_businesses_of_a_kind() -> None:
    state = fresh("872", 2)
    meadows = [s for s, t in sorted(state["spaces"].items()) if t == "meadow"][:3]
    for space in meadows:
        put(state, 0, space)
        state["businesses"][space] = {"owner": 0, "good": "cattle"}
    check_awards(state, world("872"), 0)
    assert state["vp"][0] == 5 and state["awards"] == ["businesses:cattle"]
    check_awards(state, world("872"), 0)
    assert state["vp"][0] == 5  # only the first player, once


def test_recycling_a_settlement_neutralises_roads_and_frees_businesses() -> None:
    state = fresh("628", 3)
    phase(state, "3D")
    a, b = adjacent_pair(state, "meadow", "forest")
    put(state, 0, a)
    put(state, 0, b)
    state["roads"][edge(a, b)] = [[0, False]]
    state["supply"][0]["roads"] -= 1
    state["businesses"][a] = {"owner": 0, "good": "cattle"}
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, {"type": "recycle", "space": a, "piece": "settlement"})
    assert refused.value.code == "E_SUPPLY_NOT_EMPTY"
    state["supply"][0]["set"] = 0
    after = ENGINE.apply(state, 0, {"type": "recycle", "space": a, "piece": "settlement"}).state
    assert a not in after["pop"][0]
    assert after["roads"][edge(a, b)] == [[0, True]]
    assert after["businesses"][a]["owner"] is None
    assert after["supply"][0]["set"] == 1


def test_race_capital_move_swaps_hq_with_a_city_settlement() -> None:
    state = fresh("268", 3)
    city = next(s for s, t in sorted(state["spaces"].items()) if t == "city" and s != "0,0")
    put(state, 0, city)
    phase(state, "3A")
    after = ENGINE.apply(state, 0, {"type": "move_capital", "city": city}).state
    assert after["capital"][0] == city
    assert after["turn"]["phase"] == "3C"
    with pytest.raises(IllegalMove):
        ENGINE.apply(state, 0, {"type": "move_capital", "city": find(state, "meadow")})


def test_hurried_movement_keeps_an_inhabitant_active() -> None:
    state = fresh("286", 3)
    phase(state, "3D")
    a, b = adjacent_pair(state, "meadow", "forest")
    put(state, 0, a, active=1)
    put(state, 0, b, exhausted=1)
    after = ENGINE.apply(state, 0, {"type": "move", "from": a, "to": b}).state
    assert after["pop"][0][b] == [1, 1, 1]


def test_without_hurry_a_step_exhausts() -> None:
    state = fresh("673", 3)
    phase(state, "3D")
    a, b = adjacent_pair(state, "meadow", "forest")
    put(state, 0, a, active=1)
    put(state, 0, b, exhausted=1)
    after = ENGINE.apply(state, 0, {"type": "move", "from": a, "to": b}).state
    assert after["pop"][0][b] == [1, 0, 2]


def test_road_movement_keeps_an_inhabitant_active() -> None:
    state = fresh("673", 3)
    phase(state, "3D")
    a, b = adjacent_pair(state, "meadow", "forest")
    put(state, 0, a, active=1)
    put(state, 0, b)
    state["roads"][edge(a, b)] = [[0, False]]
    state["supply"][0]["roads"] -= 1
    after = ENGINE.apply(state, 0, {"type": "move", "from": a, "to": b}).state
    assert after["pop"][0][b] == [1, 1, 0]


def test_entering_water_is_refused() -> None:
    state = fresh("286", 3)
    phase(state, "3D")
    water = next(s for s, t in sorted(state["spaces"].items()) if t == "water")
    land = next(
        n for n in neighbours_of(water) if state["spaces"].get(n, "water") not in ("water",)
    )
    put(state, 0, land, active=1)
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, {"type": "move", "from": land, "to": water})
    assert refused.value.code == "E_WATER"
