"""C5-MIL-II: Exploration on TOP II with Military on TOP I (world 456 and its neighbours).

Digest §4.5 (C5-MIL-II), §9 M14; terrains of the yields from data/module_tables.yaml
(provisional, [504R]); reading R39.
"""

from __future__ import annotations

import pytest

from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.world import available_worlds

from .helpers import phase, put

EMPTY = dict.fromkeys(("city", "water", "meadow", "forest", "field", "mountain", "desert"), 0)


def explorer(wid: str = "456", terrain: str = "meadow") -> tuple[dict, str, str]:
    """Seat 0 in 3D with active inhabitants next to an unknown space where only ``terrain``
    is left in the stacks (a city needs a space not next to the capital: a forest first)."""
    state = ENGINE.setup(3, {"world": wid}, 1)
    while state["stage"] == "capitals":
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.legal_moves(state, seat)[0]).state
    capital = state["capital"][0]
    put(state, 0, capital, active=2)
    phase(state, "3D")
    if terrain == "city":
        forest = next(m["to"] for m in ENGINE.legal_moves(state, 0) if m["type"] == "explore")
        state["spaces"][forest] = "forest"
        state["explore"]["stacks"]["forest"] -= 1
        put(state, 0, forest, active=1)
    state["explore"]["stacks"] = {**EMPTY, terrain: 3}
    src, target = next(
        (m["from"], m["to"]) for m in ENGINE.legal_moves(state, 0) if m["type"] == "explore"
    )
    return state, src, target


def discover(terrain: str, wid: str = "456") -> tuple[dict, dict, str]:
    state, capital, target = explorer(wid, terrain)
    after = ENGINE.apply(state, 0, {"type": "explore", "from": capital, "to": target}).state
    assert after["spaces"][target] == terrain
    return state, after, target


def test_the_seven_worlds_open() -> None:
    assert {"451", "452", "453", "456", "457", "458", "459"} <= set(available_worlds())


@pytest.mark.parametrize("terrain", ["meadow", "forest"])
def test_meadow_and_forest_yield_a_settlement_without_an_income_tile(terrain: str) -> None:
    before, after, target = discover(terrain)
    assert after["pop"][0][target] == [1, 0, 0]
    assert after["supply"][0]["set"] == before["supply"][0]["set"] - 1
    assert after["explore"]["tiles"][0] == 1  # the discovery's tile only
    assert after["supply"][0]["inh"] == before["supply"][0]["inh"] + 1  # the explorer returns


def test_a_field_yields_a_settlement_and_an_exhausted_inhabitant() -> None:
    before, after, target = discover("field")
    assert after["pop"][0][target] == [1, 0, 1]
    assert after["supply"][0]["inh"] == before["supply"][0]["inh"] - 1 + 1
    assert after["explore"]["tiles"][0] == 1


@pytest.mark.parametrize("terrain", ["desert", "water"])
def test_desert_and_water_yield_nothing(terrain: str) -> None:
    before, after, target = discover(terrain)
    assert all(target not in pop for pop in after["pop"])
    assert target not in after.get("neutral", {})
    assert after["supply"][0]["set"] == before["supply"][0]["set"]


def test_a_mountain_holds_a_city_guard_and_a_city_barracks_and_guard() -> None:
    _before, after, target = discover("mountain")
    assert after["neutral"][target] == 1 and target not in after["free_cities"]
    assert all(target not in pop for pop in after["pop"])
    _before, after, target = discover("city")
    assert after["neutral"][target] == 2 and target in after["free_cities"]


def test_with_an_empty_supply_the_discovery_yields_no_settlement() -> None:
    state, capital, target = explorer()
    state["supply"][0]["set"] = 0
    after = ENGINE.apply(state, 0, {"type": "explore", "from": capital, "to": target}).state
    assert target not in after["pop"][0]


def test_the_last_settlement_found_by_discovery_ends_the_game() -> None:
    """4.I: placing the last settlement from the supply in phase 3D ends the game after
    this turn (reading R39: a discovery's settlement counts)."""
    state, capital, target = explorer(terrain="forest")
    state["supply"][0]["set"] = 1
    after = ENGINE.apply(state, 0, {"type": "explore", "from": capital, "to": target}).state
    assert after["supply"][0]["set"] == 0 and after["ends_now"]


def test_defeating_a_mountain_guard_pays_20_m_income_once() -> None:
    """The attacker's left neighbour rolls for the guard; the attacker who removes it gets
    20 M with this turn's income (3H), on top of 20 M base and the income tiles."""
    _before, state, mountain = discover("mountain")
    capital = state["capital"][0]
    for draws in range(40):  # dice come from the seeded draws: find one that beats the guard
        trial = {**state, "secret": {**state["secret"], "draws": draws}}
        put(trial, 0, capital, active=1)
        trial = ENGINE.apply(trial, 0, {"type": "move", "from": capital, "to": mountain}).state
        trial = ENGINE.apply(trial, 0, {"type": "done"}).state
        assert trial["turn"]["phase"] == "3G"
        money = trial["private"][0]["money"]
        out = ENGINE.apply(trial, 0, {"type": "fight", "space": mountain})
        (combat,) = [r.what for r in out.reveals if "combat" in r.what]
        assert combat["defender"] is None and combat["defence_roller"] == 1
        if combat["hits"] == 0:
            assert out.state["turn"]["seat"] == 0 and mountain in out.state["neutral"]
            continue
        after = out.state
        assert mountain not in after.get("neutral", {})
        assert after["income"][0] == 20 + 5 * 1 + 20
        assert after["private"][0]["money"] == money + 45
        return
    pytest.fail("no seed beat the guard")


def test_with_race_too_one_inhabitant_explores_several_spaces() -> None:
    """452 (4.I, 5.II, 2.III): Race's box wins over Military's single space (R40); each
    discovered space yields by its terrain."""
    state, src, target = explorer("452", "forest")
    state["explore"]["stacks"] = {**EMPTY, "forest": 3}
    state = ENGINE.apply(state, 0, {"type": "explore", "from": src, "to": target}).state
    assert state["turn"]["explorer"]["from"] == src  # still exploring
    second = next(m for m in ENGINE.legal_moves(state, 0) if m["type"] == "explore")
    state = ENGINE.apply(state, 0, second).state
    state = ENGINE.apply(state, 0, {"type": "stop_exploring"}).state
    assert state["pop"][0][target] == [1, 0, 0] and state["pop"][0][second["to"]] == [1, 0, 0]
    assert state["explore"]["tiles"][0] == 2


def test_50462_world_456_capitals_and_discoveries() -> None:
    """504-62 (played now): capitals in reverse order on the 3-player board 1, never the
    central city; 80 M each; a discovered city gets barracks + guard, a mountain a guard, and
    the explorer returns to the supply unless it found water (the yields: tests above)."""
    state = ENGINE.setup(3, {"world": "456"}, 2)
    assert state["board_id"] == 1 and state["stage"] == "capitals"
    assert state["capital_queue"] == [2, 1, 0]
    assert [p["money"] for p in state["private"]] == [80, 80, 80]
    choices = {m["city"] for m in ENGINE.legal_moves(state, 2)}
    assert choices and "0,0" not in choices
    _before, after, city = discover("city")
    assert after["neutral"][city] == 2
    before, after, _water = discover("water")
    src = next(s for s, e in after["pop"][0].items() if e[2])  # the explorer lies there
    assert after["pop"][0][src][2] == before["pop"][0][src][2] + 1
