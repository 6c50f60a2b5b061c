"""Exploration on TOP I (5.I): VP for discoveries, the VP tile stacks, the first settler's
tile and harvesting (scenario 504-35), the game end, the final scoring and its tie-break,
and the invariants that keep the VP tiles conserved (digest §4.5, readings E1, E2)."""

from __future__ import annotations

import pytest

from games.engines.core import IllegalMove
from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.scoring import result_of
from games.engines.five_o_four.core.world import world
from games.engines.five_o_four.exploration.discovery import _place, exploration_over
from games.engines.five_o_four.exploration.rewards import first_settlement
from games.engines.five_o_four.invariants import violations

from .helpers import fresh, phase, put

WID = "561"  # 5.I, 6.II, 1.III: board 4, everybody's capital is city 1 on 0,0
EMPTY = dict.fromkeys(("city", "water", "meadow", "forest", "field", "mountain", "desert"), 0)


def discovered_by(state: dict, seat: int, space: str, terrain: str) -> None:
    """``seat`` discovered ``space`` earlier: the piece, 1 VP and the stack of VP tiles."""
    _place(state, world(state["world"]), seat, space, terrain)


def settled(state: dict, seat: int, space: str, active: int = 0) -> None:
    """``seat`` settled ``space`` earlier, first there if it was empty (taking the tile)."""
    first = not any(p.get(space, (0,))[0] for p in state["pop"])
    put(state, seat, space, active=active)
    if first:
        first_settlement(state, world(state["world"]), seat, space)


def in_3d(players: int = 3) -> dict:
    state = fresh(WID, players)
    phase(state, "3D")
    return state


def only(state: dict, terrain: str) -> None:
    """Every undiscovered piece in one stack, so the die's answer is known."""
    left = sum(state["explore"]["stacks"].values())
    state["explore"]["stacks"] = {**EMPTY, terrain: left}


def vp_sources(state: dict, seat: int) -> list[str]:
    return [k for s, _v, k in state["vp_log"] if s == seat]


def test_50435_first_settler_takes_one_vp_and_a_harvest_the_last() -> None:
    """504-35: Paul moves 2 inhabitants onto a discovered forest holding 2 VP tiles.  The
    first becomes the first settlement (1 VP from the stack), the second is exhausted by the
    step.  Next turn that inhabitant harvests (exhausted) and Paul takes the last VP."""
    state = in_3d()
    discovered_by(state, 1, "1,0", "forest")
    assert state["explore"]["vp_tiles"]["1,0"] == 2 and state["vp"][1] == 1
    put(state, 0, "0,0", active=2)
    for _ in range(2):
        state = ENGINE.apply(state, 0, {"type": "move", "from": "0,0", "to": "1,0"}).state
    assert state["pop"][0]["1,0"] == [1, 0, 1]  # settlement + the exhausted second
    assert state["vp"][0] == 1 and vp_sources(state, 0) == ["settle"]
    assert state["explore"]["vp_tiles"]["1,0"] == 1
    harvest = {"type": "harvest", "space": "1,0"}
    assert harvest not in ENGINE.legal_moves(state, 0)
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, harvest)
    assert refused.value.code == "E_NO_ACTIVE_INHABITANT"

    state["pop"][0]["1,0"] = [1, 1, 0]  # next turn: rule 19 stands the inhabitant up
    assert harvest in ENGINE.legal_moves(state, 0)
    state = ENGINE.apply(state, 0, harvest).state
    assert state["pop"][0]["1,0"] == [1, 0, 1]
    assert state["vp"][0] == 2 and vp_sources(state, 0) == ["settle", "harvest"]
    assert "1,0" not in state["explore"]["vp_tiles"]
    assert violations(state) == []
    state["pop"][0]["1,0"] = [1, 1, 0]
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, harvest)
    assert refused.value.code == "E_NOTHING_TO_HARVEST"


def test_a_city_gives_its_first_settler_one_tile_and_three_harvests() -> None:
    """On a city each of the last three VP tiles is taken by its own harvest action."""
    state = in_3d()
    discovered_by(state, 1, "1,0", "meadow")
    discovered_by(state, 1, "2,0", "city")
    assert state["explore"]["vp_tiles"]["2,0"] == 4
    settled(state, 0, "1,0", active=1)
    state = ENGINE.apply(state, 0, {"type": "move", "from": "1,0", "to": "2,0"}).state
    assert state["explore"]["vp_tiles"]["2,0"] == 3 and state["vp"][0] == 2  # meadow, city
    state["pop"][0]["2,0"][1] = 4
    state["supply"][0]["inh"] -= 4
    harvest = {"type": "harvest", "space": "2,0"}
    for left in (2, 1, 0):
        state = ENGINE.apply(state, 0, harvest).state
        assert state["explore"]["vp_tiles"].get("2,0", 0) == left
    assert state["vp"][0] == 5 and state["pop"][0]["2,0"] == [1, 1, 3]
    assert harvest not in ENGINE.legal_moves(state, 0)
    assert violations(state) == []


def test_a_later_settler_of_a_space_takes_no_tile() -> None:
    """The settlement VP is the stack's top tile: a second player settling there (or anyone
    after the space was emptied) finds only the harvest reserve."""
    state = in_3d()
    discovered_by(state, 0, "1,0", "meadow")
    discovered_by(state, 0, "2,0", "city")
    settled(state, 1, "2,0")
    assert state["explore"]["vp_tiles"]["2,0"] == 3
    settled(state, 0, "1,0", active=1)
    state = ENGINE.apply(state, 0, {"type": "move", "from": "1,0", "to": "2,0"}).state
    assert state["pop"][0]["2,0"][0] == 1
    assert state["explore"]["vp_tiles"]["2,0"] == 3
    assert vp_sources(state, 0) == ["discover", "discover", "settle"]  # the meadow
    assert violations(state) == []


@pytest.mark.parametrize(
    ("terrain", "tiles", "where"),
    [("city", 4, "supply"), ("meadow", 2, "supply"), ("water", 0, "exhausted")],
)
def test_a_discovery_gives_1_vp_and_lays_the_stack(terrain: str, tiles: int, where: str) -> None:
    """1 VP for every discovered space, water too; then 4 VP tiles on a city, 2 on land.
    The explorer returns to the supply, or lies exhausted after finding water."""
    state = in_3d()
    discovered_by(state, 1, "1,0", "meadow")
    settled(state, 0, "1,0", active=1)
    only(state, terrain)
    supply = state["supply"][0]["inh"]
    state = ENGINE.apply(state, 0, {"type": "explore", "from": "1,0", "to": "2,0"}).state
    assert state["spaces"]["2,0"] == terrain
    assert state["vp"][0] == 2 and vp_sources(state, 0) == ["settle", "discover"]
    assert state["explore"]["vp_tiles"].get("2,0", 0) == tiles
    if where == "supply":
        assert state["supply"][0]["inh"] == supply + 1
    else:
        assert state["pop"][0]["1,0"] == [1, 0, 1]
    assert violations(state) == []


def test_5i_ends_after_a_round_with_7_or_fewer_pieces_undiscovered() -> None:
    state = fresh(WID)
    state["explore"]["stacks"] = {**EMPTY, "meadow": 5, "desert": 3}
    assert not exploration_over(state, world(WID))
    state["explore"]["stacks"]["desert"] = 2
    assert exploration_over(state, world(WID))


def test_e1_5i_ends_when_no_piece_left_fits_anywhere() -> None:
    """Only cities are left and every unknown space next to land touches a city."""
    state = fresh(WID)
    state["explore"]["stacks"] = {**EMPTY, "city": 9}
    assert exploration_over(state, world(WID))  # every unknown space touches city 1
    discovered_by(state, 0, "1,0", "meadow")
    assert not exploration_over(state, world(WID))  # 2,0 may take a city


def test_e3_5i_ends_when_nobody_can_reach_an_unknown_space() -> None:
    """Every settlement is on the board and none stands next to an explorable space: without
    Race or Military nothing brings one back, so nobody can ever explore again."""
    state = fresh(WID, 2)
    discovered_by(state, 0, "1,0", "meadow")
    only(state, "water")  # no water next to city 1's neighbours: only 1,0 borders a target
    for supply in state["supply"]:
        supply["set"] = 0
    assert exploration_over(state, world(WID))
    state["supply"][1]["set"] = 1  # seat 1 could still enter the meadow and explore
    assert not exploration_over(state, world(WID))
    state["supply"][1]["set"] = 0
    settled(state, 0, "1,0")
    assert not exploration_over(state, world(WID))  # seat 0's meadow borders unknown land
    state["world"] = "526"
    state["pop"][0].pop("1,0")
    assert not exploration_over(state, world("526"))  # Race: recycling brings one back


def test_5i_scores_the_vp_collected_tie_broken_by_inhabitants_on_the_board() -> None:
    state = fresh(WID, 2)
    discovered_by(state, 0, "1,0", "meadow")
    discovered_by(state, 1, "-1,0", "forest")
    put(state, 0, "0,0", active=1)
    put(state, 1, "0,0", active=2)
    state["stage"] = "over"
    result = result_of(state, world(WID))
    assert result.scores == [1, 1] and result.ranks == [2, 1]


def test_invariants_catch_vp_tiles_out_of_nowhere() -> None:
    state = fresh(WID)
    discovered_by(state, 0, "1,0", "meadow")
    assert violations(state) == []
    state["explore"]["vp_tiles"]["1,0"] += 1
    assert any("VP tiles laid" in v for v in violations(state))
    state["explore"]["vp_tiles"]["1,0"] -= 1
    state["vp"][1] += 1
    state["vp_log"].append([1, 1, "discover"])
    assert any("discovery VP" in v for v in violations(state))
