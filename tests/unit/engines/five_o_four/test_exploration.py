"""Module 5 (Exploration): scenarios 504-34..37 and 504-63, explorer-tile readings (U5),
board 1 capitals, the multi-space explorer, legality and what the views show."""

from __future__ import annotations

import json
import random

import pytest

from games.engines.core import IllegalMove
from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.board import distance
from games.engines.five_o_four.core.world import world
from games.engines.five_o_four.exploration.discovery import CENTRE, distribute

from .helpers import fresh, phase, put
from .test_faces import _positions, _variations

EMPTY = dict.fromkeys(("city", "water", "meadow", "forest", "field", "mountain", "desert"), 0)


def explorer_state(wid: str = "265", players: int = 3) -> dict:
    """Board 4 with a meadow east of city 1 holding 2 active inhabitants of seat 0, in 3D."""
    state = fresh(wid, players)
    state["spaces"]["1,0"] = "meadow"
    state["explore"]["stacks"]["meadow"] -= 1
    state["explore"]["found"][1]["meadow"] += 1  # discovered earlier by someone
    put(state, 0, "1,0", active=2)
    phase(state, "3D")
    return state


def only(state: dict, **stacks: int) -> None:
    """Leave only the named stacks (the others empty), so the die's answer is known."""
    state["explore"]["stacks"] = {**EMPTY, **stacks}


def test_50434_explorer_tile_distribution() -> None:
    """504-34: 1 land space to the nearest city, 2 spaces on the line to the central city,
    not next to water: city 1, water 2, meadow 1, forest 1, field 1."""
    state = fresh("265")
    state["spaces"].update({"4,0": "meadow", "5,-1": "city"})
    target = "3,0"
    assert distance(target, CENTRE) == 3
    tiles = distribute(state, target)
    assert tiles == {**EMPTY, "city": 1, "water": 2, "meadow": 1, "forest": 1, "field": 1}


def test_explore_rolls_the_die_over_the_tiles_and_reveals_it() -> None:
    state = explorer_state()
    state["spaces"].update({"4,0": "meadow", "5,-1": "city"})
    state["spaces"]["2,0"] = "forest"
    put(state, 0, "4,0", active=1)
    out = ENGINE.apply(state, 0, {"type": "explore", "from": "4,0", "to": "3,0"})
    (reveal,) = out.reveals
    what = reveal.what
    assert reveal.to is None and what["explored"] == "3,0"
    order = [t for t, n in what["tiles"].items() for _ in range(n)]
    assert what["terrain"] == order[what["die"] - 1]
    assert out.state["spaces"]["3,0"] == what["terrain"]
    assert out.state["explore"]["stacks"][what["terrain"]] == (
        state["explore"]["stacks"][what["terrain"]] - 1
    )


def test_no_city_next_to_a_city_and_no_water_next_to_water() -> None:
    state = fresh("265")
    state["spaces"]["2,-1"] = "water"
    tiles = distribute(state, "1,0")  # next to city 1 and to the water
    assert tiles is not None and tiles["city"] == 0 and tiles["water"] == 0
    assert sum(tiles.values()) == 6


def test_empty_stacks_pass_their_tiles_on_u5() -> None:
    """§12-U5a: the city stack is empty, so its tile goes on by step 4 (water first)."""
    state = fresh("265")
    state["spaces"].update({"4,0": "meadow", "5,-1": "city"})
    state["explore"]["stacks"]["city"] = 0
    assert distribute(state, "3,0") == {**EMPTY, "water": 3, "meadow": 1, "forest": 1, "field": 1}
    only(state, city=3)
    assert distribute(state, "3,0") == {**EMPTY, "city": 6}
    assert distribute(state, "1,0") is None  # next to city 1: nothing left may lie there


def test_50463_world_265_board_4_everyone_in_city_1() -> None:
    """504-63: world 2-6-5 uses board 4; all start in city 1; exploring is unlimited; one
    inhabitant explores any number of adjacent spaces and returns unless it found only water."""
    w = world("265")
    assert w.board == 4 and not w.separate_capitals
    state = fresh("265", 3)
    assert state["capital"] == [CENTRE] * 3
    assert state["spaces"] == {CENTRE: "city"}
    assert state["explore"]["limit"] is None
    assert sum(state["explore"]["stacks"].values()) == 60
    state = explorer_state()
    far = "6,0"
    put(state, 0, "5,0", active=1)
    state["spaces"]["5,0"] = "meadow"
    state["explore"]["stacks"]["meadow"] -= 1
    after = ENGINE.apply(state, 0, {"type": "explore", "from": "5,0", "to": far}).state
    assert far in after["spaces"] and distance(far, CENTRE) == 6
    # the same inhabitant goes on exploring; nothing else may happen meanwhile
    assert after["turn"]["explorer"]["from"] == "5,0"
    moves = ENGINE.legal_moves(after, 0)
    assert {m["type"] for m in moves} == {"explore", "stop_exploring"}
    assert all(m["from"] == "5,0" for m in moves if m["type"] == "explore")
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(after, 0, {"type": "done"})
    assert refused.value.code == "E_STILL_EXPLORING"
    again = ENGINE.apply(after, 0, {"type": "explore", "from": "5,0", "to": "5,1"}).state
    supply = again["supply"][0]["inh"]
    stopped = ENGINE.apply(again, 0, {"type": "stop_exploring"}).state
    found = again["turn"]["explorer"]["found"]
    if all(t == "water" for t in found):
        assert stopped["pop"][0]["5,0"] == [1, 0, 1]
    else:
        assert stopped["supply"][0]["inh"] == supply + 1
        assert stopped["pop"][0]["5,0"] == [1, 0, 0]
    assert "explorer" not in stopped["turn"]


def test_5iii_explorer_finding_only_water_stays_exhausted() -> None:
    state = explorer_state()
    only(state, water=5)
    after = ENGINE.apply(state, 0, {"type": "explore", "from": "1,0", "to": "2,0"}).state
    assert after["spaces"]["2,0"] == "water"
    # every other neighbour is next to that water or to city 1 now: the explorer is done
    assert "explorer" not in after["turn"]
    assert after["pop"][0]["1,0"] == [1, 1, 1]
    assert after["supply"][0]["inh"] == state["supply"][0]["inh"]


def test_5iii_explorer_with_land_returns_to_supply() -> None:
    state = explorer_state()
    only(state, forest=3)
    s1 = ENGINE.apply(state, 0, {"type": "explore", "from": "1,0", "to": "2,0"}).state
    s2 = ENGINE.apply(s1, 0, {"type": "stop_exploring"}).state
    assert s2["spaces"]["2,0"] == "forest"
    assert s2["pop"][0]["1,0"] == [1, 1, 0]
    assert s2["supply"][0]["inh"] == state["supply"][0]["inh"] + 1
    assert s2["vp"] == [0, 0, 0]  # 5.III gives no VP and no income tiles
    assert s2["explore"]["tiles"] == [0, 0, 0]


def test_explore_refusals() -> None:
    state = explorer_state()
    for move, code in (
        ({"type": "explore", "from": "1,0", "to": "0,0"}, "E_ALREADY_DISCOVERED"),
        ({"type": "explore", "from": "1,0", "to": "3,0"}, "E_NOT_ADJACENT"),
        ({"type": "explore", "from": "2,2", "to": "3,2"}, "E_NO_ACTIVE_INHABITANT"),
        (
            {"type": "explore", "from": "1,0", "to": "2,0", "shift": ["water", "city"]},
            "E_NO_PRIVILEGE",
        ),
        ({"type": "stop_exploring"}, "E_NOT_EXPLORING"),
        ({"type": "harvest", "space": "1,0"}, "E_NO_HARVEST"),
    ):
        with pytest.raises(IllegalMove) as refused:
            ENGINE.apply(state, 0, move)
        assert refused.value.code == code, move


def test_board_1_capitals_exclude_the_central_city() -> None:
    """5.III with 7.II (board 3 at III) uses board 1; capitals in reverse order, never the
    central city (digest §4.5)."""
    for players, cities in ((2, 3), (3, 4), (4, 5)):
        state = ENGINE.setup(players, {"world": "275"}, 1)
        assert state["board_id"] == 1
        assert sum(t == "city" for t in state["spaces"].values()) == cities
        assert ENGINE.to_act(state) == [players - 1]
        choices = {m["city"] for m in ENGINE.legal_moves(state, players - 1)}
        assert CENTRE not in choices and len(choices) == cities - 1
        with pytest.raises(IllegalMove) as refused:
            ENGINE.apply(state, players - 1, {"type": "choose_capital", "city": CENTRE})
        assert refused.value.code == "E_CENTRAL_CITY"
        assert sum(state["explore"]["stacks"].values()) + len(state["spaces"]) == 61


def test_board_1_is_limited_to_distance_4() -> None:
    state = fresh("275", 3)
    phase(state, "3D")
    edge_space = "4,0"
    state["spaces"][edge_space] = "meadow"
    state["explore"]["stacks"]["meadow"] -= 1
    put(state, 0, edge_space, active=1)
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, {"type": "explore", "from": edge_space, "to": "5,0"})
    assert refused.value.code == "E_BEYOND_BOARD"
    targets = {m["to"] for m in ENGINE.legal_moves(state, 0) if m["type"] == "explore"}
    assert all(distance(t, CENTRE) <= 4 for t in targets)


@pytest.mark.parametrize("wid", ["265", "675", "254", "653", "251", "357", "547"])
def test_legal_moves_and_apply_agree_while_exploring(wid: str) -> None:
    rng = random.Random(5)
    for state in _positions(wid, 3, 7, every=5)[:40]:
        seat = ENGINE.to_act(state)[0]
        legal = ENGINE.legal_moves(state, seat)
        listed = {json.dumps(m, sort_keys=True) for m in legal}
        for move in legal:
            ENGINE.apply(state, seat, move)
            text = ENGINE.notation(state, seat, move)
            assert ENGINE.parse(state, seat, text) == move
        for move in rng.sample(legal, min(4, len(legal))):
            for variant in _variations(move, state, rng):
                if json.dumps(variant, sort_keys=True) not in listed:
                    with pytest.raises(IllegalMove):
                        ENGINE.apply(state, seat, variant)
        assert ENGINE.timeout_move(state, seat) in legal


def test_replay_reproduces_an_exploring_game() -> None:
    rng = random.Random(3)
    state = ENGINE.setup(2, {"world": "825"}, 3)
    log = []
    while ENGINE.result(state) is None and len(log) < 400:
        seat = ENGINE.to_act(state)[0]
        move = ENGINE.bots["random"](state, seat, rng)
        state = ENGINE.apply(state, seat, move).state
        log.append((seat, move))
    again = ENGINE.setup(2, {"world": "825"}, 3)
    for seat, move in log:
        again = ENGINE.apply(again, seat, move).state
    assert again == state


def test_nothing_hidden_leaks_and_the_roll_is_public() -> None:
    """The stacks are open (one terrain each, cities in ascending order; rulebook setup,
    digest §8.1): views show their counts.  What decides the next piece, the seed and its
    draw counter, never reaches a player, a spectator, the history or the notation; the roll
    itself is a public reveal of the move that made it."""
    state = explorer_state()
    seed = state["secret"]["seed"] = 918_273_645
    move = {"type": "explore", "from": "1,0", "to": "2,0"}
    out = ENGINE.apply(state, 0, move)
    for viewer in (None, 0, 1, 2):
        seen = ENGINE.view(out.state, viewer)
        assert "secret" not in seen and str(seed) not in json.dumps(seen)
        assert seen["explore"]["stacks"] == out.state["explore"]["stacks"]
        event = {
            "seat": 0,
            "move": move,
            "notation": ENGINE.notation(state, 0, move),
            "reveals": [r.as_json() for r in out.reveals],
        }
        shown = ENGINE.view_event(event, viewer)
        assert shown["reveals"] == [out.reveals[0].what]
        assert str(seed) not in json.dumps(shown)
    text = ENGINE.notation(state, 0, move)
    assert text == "explore 2,0 from 1,0"  # written before the roll: names no terrain


# -- 5.II: income tiles -------------------------------------------------------------------
def board1_state(wid: str, players: int = 3) -> tuple[dict, str]:
    """Board 1 (3-player variant) in 3D; seat 0 holds 2 active inhabitants on its capital."""
    state = fresh(wid, players)
    capital = state["capital"][0]
    put(state, 0, capital, active=2)
    phase(state, "3D")
    return state, capital


def test_50436_5ii_income_tiles_for_discoveries_and_first_settlements() -> None:
    """504-36: Angelika discovers 1 forest and 1 city and places the first settlement on the
    forest: 3 income tiles ("5" each)."""
    state, capital = board1_state("657")
    assert capital == "-2,2"
    only(state, forest=5)
    state = ENGINE.apply(state, 0, {"type": "explore", "from": capital, "to": "-3,2"}).state
    assert state["spaces"]["-3,2"] == "forest"
    assert state["pop"][0][capital] == [1, 1, 1]  # 5.II: the explorer lies exhausted there
    state = ENGINE.apply(state, 0, {"type": "move", "from": capital, "to": "-3,2"}).state
    put(state, 0, "-3,2", active=1)
    only(state, city=5)
    state = ENGINE.apply(state, 0, {"type": "explore", "from": "-3,2", "to": "-4,2"}).state
    assert state["spaces"]["-4,2"] == "city"
    assert state["explore"]["tiles"] == [3, 0, 0]


def test_50437_5ii_income_is_20_plus_the_tiles() -> None:
    """504-37: 8 spaces discovered and 6 first settlements: 20 + 40 + 30 = 90 M."""
    state, _ = board1_state("657")
    state["explore"]["tiles"][0] = 8 + 6
    money = state["private"][0]["money"]
    after = ENGINE.apply(state, 0, {"type": "done"}).state
    assert after["private"][0]["money"] == money + 90
    assert after["income"][0] == 90


def test_5ii_with_race_explores_many_spaces_and_re_earns_tiles() -> None:
    """C5-RACE-II: with Race one inhabitant explores any number of adjacent spaces and
    returns to the supply; C5-REEARN: a space emptied by Race recycling pays its next first
    settler a tile again."""
    state, capital = board1_state("652")
    only(state, meadow=4)
    state = ENGINE.apply(state, 0, {"type": "explore", "from": capital, "to": "-3,2"}).state
    state = ENGINE.apply(state, 0, {"type": "explore", "from": capital, "to": "-2,3"}).state
    inh = state["supply"][0]["inh"]
    state = ENGINE.apply(state, 0, {"type": "stop_exploring"}).state
    assert state["supply"][0]["inh"] == inh + 1
    assert state["pop"][0][capital] == [1, 1, 0]
    assert state["explore"]["tiles"][0] == 2
    state = ENGINE.apply(state, 0, {"type": "move", "from": capital, "to": "-3,2"}).state
    assert state["explore"]["tiles"][0] == 3
    state["supply"][0]["set"] = 0
    move = {"type": "recycle", "space": "-3,2", "piece": "settlement"}
    state = ENGINE.apply(state, 0, move).state
    put(state, 0, capital, active=1)
    state = ENGINE.apply(state, 0, {"type": "move", "from": capital, "to": "-3,2"}).state
    assert state["explore"]["tiles"][0] == 4


def test_5ii_with_military_explorer_returns_and_cities_are_free() -> None:
    """C5-MIL-II: with Military the explorer returns (unless it found water); C5-MIL: a
    discovered city gets 1 barracks and 1 city guard."""
    state, capital = board1_state("654")
    put(state, 0, "-3,2", active=1)
    state["spaces"]["-3,2"] = "forest"
    only(state, city=5)
    inh = state["supply"][0]["inh"]
    state = ENGINE.apply(state, 0, {"type": "explore", "from": "-3,2", "to": "-4,2"}).state
    assert state["spaces"]["-4,2"] == "city"
    assert state["neutral"]["-4,2"] == 2
    assert state["pop"][0]["-3,2"] == [1, 0, 0]
    assert state["supply"][0]["inh"] == inh + 1
    only(state, water=5)
    state = ENGINE.apply(state, 0, {"type": "explore", "from": capital, "to": "-2,3"}).state
    assert state["spaces"]["-2,3"] == "water"
    assert state["pop"][0][capital] == [1, 1, 1]


def test_privilege_i10_moves_one_explorer_tile() -> None:
    """I (10): after distributing, move 1 tile to another stack that already has one."""
    state, capital = board1_state("653")
    state["privileges"]["owned"][0].append("I (10)")
    target = "-3,2"
    tiles = distribute(state, target)
    assert tiles is not None and tiles["water"] == 2 and tiles["city"] == 0
    legal = ENGINE.legal_moves(state, 0)
    shifted = {"type": "explore", "from": capital, "to": target, "shift": ["water", "mountain"]}
    assert shifted in legal
    assert {**shifted, "shift": ["water", "desert"]} not in legal  # desert holds no tile
    out = ENGINE.apply(state, 0, shifted)
    assert out.reveals[0].what["tiles"] == {**tiles, "water": 1, "mountain": 2}
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, {**shifted, "shift": ["water", "desert"]})
    assert refused.value.code == "E_BAD_TILE_SHIFT"
    assert ENGINE.notation(state, 0, shifted) == "explore -3,2 from -2,2 shift water to mountain"


def test_5ii_without_inhabitants_the_wagon_explores() -> None:
    """C5-NOINH (world 2-5-1, no inhabitants): the wagon discovers a space next to it and
    enters it for 1 MP (2 for a mountain); water costs 1 MP and the wagon stays.  Each
    discovery and each first settlement placed from the wagon earn an income tile."""
    from games.engines.five_o_four.transport.wagon import enter_wagon_phase

    assert not world("251").with_inhabitants
    state = fresh("251", 3)
    phase(state, "3D")
    enter_wagon_phase(state, world("251"), 0)
    at = state["wagons"][0]["at"]
    assert at == state["capital"][0] == "-2,2"
    mp2 = state["turn"]["mp2"]
    only(state, water=5)
    legal = ENGINE.legal_moves(state, 0)
    assert {"type": "discover", "to": "-3,2"} in legal
    assert not any(m["type"] == "explore" for m in legal)
    after = ENGINE.apply(state, 0, {"type": "discover", "to": "-3,2"}).state
    assert after["spaces"]["-3,2"] == "water"
    assert after["wagons"][0]["at"] == at and after["turn"]["mp2"] == mp2 - 2
    only(after, mountain=5)
    after = ENGINE.apply(after, 0, {"type": "discover", "to": "-2,3"}).state
    assert after["spaces"]["-2,3"] == "mountain"
    assert after["wagons"][0]["at"] == "-2,3" and after["turn"]["mp2"] == mp2 - 6
    assert after["explore"]["tiles"][0] == 2
    after = ENGINE.apply(after, 0, {"type": "settle"}).state
    assert after["explore"]["tiles"][0] == 3
    assert ENGINE.notation(state, 0, {"type": "discover", "to": "-3,2"}) == "wagon discovers -3,2"


def test_c5_priv_neighbours_move_onto_the_space_just_discovered() -> None:
    """C5-PRIV (5.II with 3.I): after a discovery, active inhabitants from neighbouring
    spaces may move onto it without being exhausted; the first becomes a settlement."""
    state = ENGINE.setup(3, {"world": "357"}, 1)
    while state["stage"] != "play" or state["turn"]["phase"] != "3C":
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.legal_moves(state, seat)[0]).state
    seat = state["turn"]["seat"]
    capital = state["capital"][seat]
    put(state, seat, capital, active=3)
    phase(state, "3D", seat)
    target = next(m["to"] for m in ENGINE.legal_moves(state, seat) if m["type"] == "explore")
    only(state, forest=5)
    state = ENGINE.apply(state, seat, {"type": "explore", "from": capital, "to": target}).state
    join = {"type": "join", "from": capital, "to": target}
    assert join in ENGINE.legal_moves(state, seat)
    tiles = state["explore"]["tiles"][seat]
    state = ENGINE.apply(state, seat, join).state
    assert state["pop"][seat][target] == [1, 0, 0]  # swapped for the settlement
    assert state["explore"]["tiles"][seat] == tiles + 1
    state = ENGINE.apply(state, seat, join).state
    assert state["pop"][seat][target] == [1, 1, 0]  # active, not exhausted
    assert ENGINE.notation(state, seat, join) == f"join {target} from {capital}"
    moved = ENGINE.apply(state, seat, {"type": "move", "from": target, "to": capital}).state
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(moved, seat, join)  # another move ended the chance
    assert refused.value.code == "E_CANNOT_JOIN"
