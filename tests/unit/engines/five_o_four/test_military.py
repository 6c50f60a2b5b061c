"""Module 4 (Military): digest §4.4 and §11.5 scenarios, with its combination rules."""

from __future__ import annotations

import pytest

from games.engines.core import IllegalMove
from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.board import edge, neighbours_of
from games.engines.five_o_four.counts import majority_counts
from games.engines.five_o_four.income import income
from games.engines.five_o_four.invariants import violations
from games.engines.five_o_four.military import edge_cities, holder
from games.engines.five_o_four.scoring import final_scores, game_ends, house_capacity
from games.engines.five_o_four.world import available_worlds, world

from .helpers import fresh, phase, put, set_terrain

State = dict


def _land_pair(state: State, exclude: set[str] | None = None) -> tuple[str, str]:
    """Two adjacent land spaces (not cities), away from every capital and free city."""
    busy = set(state["capital"]) | set(state.get("neutral", {})) | (exclude or set())
    for a, ta in sorted(state["spaces"].items()):
        if ta in ("water", "city") or a in busy or holder(state, a) is not None:
            continue
        for b in neighbours_of(a):
            tb = state["spaces"].get(b)
            if tb in (None, "water", "city") or b in busy or holder(state, b) is not None:
                continue
            return a, b
    raise LookupError("no free land pair")


def _attack(state: State, seat: int, src: str, dst: str) -> State:
    return ENGINE.apply(state, seat, {"type": "move", "from": src, "to": dst}).state


def test_4iii_worlds_are_available() -> None:
    for wid in ("264", "274", "284", "624", "674", "684", "824", "864", "874"):
        assert wid in available_worlds()


def test_50431_military_iii_combat() -> None:
    """504-31: settlement + 1 inhabitant fall to 2 armies; the 3rd settles and conquers."""
    state = fresh("274", 2)
    phase(state, "3D", seat=1)
    farmland, paul = _land_pair(state)
    set_terrain(state, farmland, "field")
    put(state, 0, farmland, exhausted=1)
    put(state, 1, paul, active=3)
    state = _attack(state, 1, paul, farmland)
    assert state["pop"][0][farmland] == [1, 0, 0]  # her inhabitant is gone ...
    assert state["pop"][1][paul][1] == 2  # ... and so is his first army
    state = _attack(state, 1, paul, farmland)
    assert farmland not in state["pop"][0]  # the farmland is neutral
    assert holder(state, farmland) is None
    state = _attack(state, 1, paul, farmland)
    assert state["pop"][1][farmland] == [1, 0, 0]  # Paul conquers it
    assert state["pop"][1][paul][1] == 0
    assert violations(state) == []
    counts = [majority_counts(state, world("274"), s)["field"] for s in (0, 1)]
    assert counts == [0, 1]  # C7-MIL: the conqueror counts the terrain, the loser not


def test_free_city_defends_with_guard_and_barracks() -> None:
    """U38: 2 armies neutralise a free city, the 3rd settles it."""
    state = fresh("274", 3)
    phase(state, "3D")
    city = next(c for c in sorted(state["neutral"]) if state["neutral"][c] == 2)
    src = next(n for n in neighbours_of(city) if state["spaces"].get(n, "water") != "water")
    state["pop"][1].pop(src, None)
    state["pop"][2].pop(src, None)
    put(state, 0, src, active=3)
    state = _attack(state, 0, src, city)
    assert state["neutral"][city] == 1
    state = _attack(state, 0, src, city)
    assert city not in state["neutral"]
    state = _attack(state, 0, src, city)
    assert state["pop"][0][city][0] == 1
    assert violations(state) == []


def test_capitals_on_the_board_edge_by_player_count() -> None:
    for players, expect in ((2, 1), (3, 2), (4, 5)):
        state = ENGINE.setup(players, {"world": "874"}, 3)
        ring = edge_cities(state)
        first = ENGINE.to_act(state)[0]
        options = {m["city"] for m in ENGINE.legal_moves(state, first)}
        assert options == set(ring)
        state = ENGINE.apply(state, first, {"type": "choose_capital", "city": ring[0]}).state
        second = ENGINE.to_act(state)[0]
        options = {m["city"] for m in ENGINE.legal_moves(state, second)}
        assert len(options) == expect
        if players == 2:
            assert options == {ring[3]}  # opposite
        if players == 3:
            assert options == {ring[2], ring[4]}  # one free city between capitals
        with pytest.raises(IllegalMove) as refused:
            ENGINE.apply(state, second, {"type": "choose_capital", "city": "0,0"})
        assert refused.value.code == "E_CAPITAL_PLACEMENT"


def test_free_cities_get_guard_and_barracks() -> None:
    state = fresh("874", 3)
    cities = [s for s, t in state["spaces"].items() if t == "city"]
    assert len(state["neutral"]) == len(cities) - 3
    assert set(state["neutral"].values()) == {2}  # 4.III with 8.I: U15 reading


def test_capital_cannot_be_attacked_without_race() -> None:
    state = fresh("674", 2)
    phase(state, "3D")
    capital = state["capital"][1]
    src = next(n for n in neighbours_of(capital) if state["spaces"].get(n, "water") != "water")
    put(state, 0, src, active=3)
    targets = {m.get("to") for m in ENGINE.legal_moves(state, 0) if m["type"] == "move"}
    assert capital not in targets
    with pytest.raises(IllegalMove) as refused:
        _attack(state, 0, src, capital)
    assert refused.value.code == "E_CAPITAL_PROTECTED"
    state2 = fresh("264", 2)
    phase(state2, "3D")
    capital = state2["capital"][1]
    src = next(n for n in neighbours_of(capital) if state2["spaces"].get(n, "water") != "water")
    put(state2, 0, src, active=3)
    with pytest.raises(IllegalMove) as refused:
        _attack(state2, 0, src, capital)
    assert refused.value.code == "E_CAPITAL_PROTECTED"  # Race, but no other city


def _race_capital_position() -> tuple[State, str, str, str]:
    state = fresh("624", 2)
    phase(state, "3D")
    capital = state["capital"][1]
    src = next(n for n in neighbours_of(capital) if state["spaces"].get(n, "water") != "water")
    put(state, 0, src, active=5)
    other = next(c for c in sorted(state["neutral"]))
    del state["neutral"][other]
    put(state, 1, other)
    state["pop"][1][capital][2] = 1
    state["supply"][1]["inh"] -= 1
    return state, capital, src, other


def test_storming_a_capital_with_race_and_the_defenders_new_capital() -> None:
    """C4-CAPITAL (4.III + Race): defenders first, then 3 at once; the defender chooses."""
    state, capital, src, other = _race_capital_position()
    storm = {"type": "storm", "to": capital, "from": [src, src, src]}
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, storm)
    assert refused.value.code == "E_DEFENDERS_LEFT"
    state = _attack(state, 0, src, capital)
    assert state["pop"][1][capital] == [1, 0, 0]
    with pytest.raises(IllegalMove) as refused:
        _attack(state, 0, src, capital)
    assert refused.value.code == "E_STORM_NEEDED"
    assert storm in ENGINE.legal_moves(state, 0)
    state = ENGINE.apply(state, 0, storm).state
    assert capital not in state["pop"][1] and state["capital"][1] is None
    assert state["pop"][0][src][1] == 1
    assert ENGINE.to_act(state) == [1]
    assert ENGINE.pending(state)["kind"] == "new_capital"
    assert ENGINE.legal_moves(state, 0) == []
    assert ENGINE.legal_moves(state, 1) == [{"type": "new_capital", "city": other}]
    assert ENGINE.timeout_move(state, 1) == {"type": "new_capital", "city": other}
    assert ENGINE.parse(state, 1, f"new capital {other}") == {"type": "new_capital", "city": other}
    with pytest.raises(IllegalMove):
        ENGINE.apply(state, 0, {"type": "done"})
    assert violations(state) == []
    state = ENGINE.apply(state, 1, {"type": "new_capital", "city": other}).state
    assert state["capital"][1] == other and ENGINE.to_act(state) == [0]
    assert violations(state) == []
    state = _attack(state, 0, src, capital)  # the neutral city is settled: conquered
    assert state["pop"][0][capital][0] == 1


def test_storm_notation_parses_back() -> None:
    state, capital, src, _ = _race_capital_position()
    state = _attack(state, 0, src, capital)
    move = {"type": "storm", "to": capital, "from": [src, src, src]}
    text = ENGINE.notation(state, 0, move)
    assert ENGINE.parse(state, 0, text) == move


def test_race_i_card_on_moving_onto_an_opposing_city() -> None:
    """C2-MIL: moving onto the city reaches it: 1 more inhabitant from the supply goes on its
    card, whatever the combat's outcome; 2.I ends at 7/6/5 cards."""
    state = fresh("274", 3)
    phase(state, "3D")
    city = next(c for c in sorted(state["neutral"]))
    src = next(n for n in neighbours_of(city) if state["spaces"].get(n, "water") != "water")
    for other in (1, 2):
        state["pop"][other].pop(src, None)
    put(state, 0, src, active=1)
    supply = state["supply"][0]["inh"]
    state = _attack(state, 0, src, city)
    assert [0, "inh", False] in state["cards"][city]
    assert state["supply"][0]["inh"] == supply  # the attacker came back, the marker left
    assert state["neutral"][city] == 1
    assert violations(state) == []
    w = world("274")
    cities = sorted(s for s, t in state["spaces"].items() if t == "city")
    state["cards"] = {c: [[0, "inh", False]] for c in cities[:5]}
    assert not game_ends(state, w)
    state["cards"] = {c: [[0, "inh", False]] for c in cities[:6]}
    assert game_ends(state, w)  # 3 players with Military: 6 cards, not 8


def test_race_ii_first_settler_income_again_after_conquest() -> None:
    """C2-REEARN with Military: settling a conquered (emptied) space pays once again."""
    state = fresh("624", 2)
    phase(state, "3D")
    target, src = _land_pair(state)
    set_terrain(state, target, "mountain")
    put(state, 1, target)
    put(state, 0, src, active=2)
    state = _attack(state, 0, src, target)
    state = _attack(state, 0, src, target)
    assert target in state["turn"]["first"]
    assert income(state, world("624"), 0) >= 20 + 10


def test_production_cities_are_peaceful_and_the_barracks_is_a_trading_house() -> None:
    """C4-PROD / C8-MIL: no combat on cities; the free city's barracks makes even the first
    trading house cost 10 M; houses take 2 goods each; 3 players end at 5 houses."""
    state = fresh("874", 3)
    phase(state, "3D")
    city = next(c for c in sorted(state["neutral"]))
    src = next(n for n in neighbours_of(city) if state["spaces"].get(n, "water") != "water")
    for other in (1, 2):
        state["pop"][other].pop(src, None)
    put(state, 0, src, active=1)
    money = state["private"][0]["money"]
    state = _attack(state, 0, src, city)
    assert state["pop"][0][city][0] == 1 and state["neutral"][city] == 2
    assert state["private"][0]["money"] == money - 10
    assert 0 in state["houses"][city]
    w = world("874")
    assert house_capacity(state, w, 0) == 4  # HQ + 1 house, 2 goods each
    state["houses"] = {c: [0] for c in list(state["spaces"])[:5]}
    state["goods"][0] = {"cattle": 5}
    assert game_ends(state, w)


def test_conquering_land_takes_the_business() -> None:
    """C4-PROD: neutralising leaves the business ownerless; conquering gives it."""
    state = fresh("874", 2)
    phase(state, "3D")
    meadow, src = _land_pair(state)
    put(state, 1, meadow)
    state["businesses"][meadow] = {"owner": 1, "good": "cattle"}
    put(state, 0, src, active=2)
    state = _attack(state, 0, src, meadow)
    assert state["businesses"][meadow]["owner"] is None
    state = _attack(state, 0, src, meadow)
    assert state["businesses"][meadow]["owner"] == 0


def test_neutral_roads_one_per_edge_from_a_common_supply() -> None:
    """C6-MIL: roads are neutral, 1 per edge, 40 in a common supply; moving along a road
    between own spaces keeps the inhabitant active."""
    state = fresh("674", 2)
    phase(state, "3D")
    capital = state["capital"][0]
    land = next(n for n in neighbours_of(capital) if state["spaces"].get(n) not in (None, "water"))
    state["pop"][1].pop(land, None)
    state.get("neutral", {}).pop(land, None)
    set_terrain(state, land, "meadow")
    put(state, 0, land, active=1)
    state["pop"][0][capital][1] = 4
    state["supply"][0]["inh"] -= 4
    a, b = sorted((capital, land))
    road = next(m for m in ENGINE.legal_moves(state, 0) if m["type"] == "road" and m["a"] == a)
    state = ENGINE.apply(state, 0, road).state
    assert state["roads"][edge(a, b)] == [[-1, True]]
    assert state["road_pool"] == 39
    roads = [m for m in ENGINE.legal_moves(state, 0) if m["type"] == "road"]
    assert not [m for m in roads if {m["a"], m["b"]} == {a, b}]
    assert state["road_ledger"][0] and capital in state["road_ledger"][0]
    active_before = state["pop"][0][capital][1]
    if active_before:
        state = _attack(state, 0, capital, land)
        assert state["pop"][0][land][1] >= 1  # still active after a road step
    assert violations(state) == []


def test_roads_i_with_military_ends_at_40_neutral_roads() -> None:
    state = fresh("674", 3)
    w = world("674")
    assert not game_ends(state, w)
    state["road_pool"] = 0
    assert game_ends(state, w)
    scores, ties, _ = final_scores(state, w)
    assert len(scores) == 3 and len(ties) == 3


def test_roads_i_ledger_counts_a_land_space_for_its_first_connector_only() -> None:
    from games.engines.five_o_four.military_roads import update_ledger

    state = fresh("624", 2)
    w = world("624")
    capital = state["capital"][0]
    land = next(n for n in neighbours_of(capital) if state["spaces"].get(n) not in (None, "water"))
    state["pop"][1].pop(land, None)
    set_terrain(state, land, "forest")
    put(state, 0, land)
    state["roads"][edge(capital, land)] = [[-1, True]]
    state["road_pool"] -= 1
    update_ledger(state, w, 0)
    assert sorted(state["road_ledger"][0]) == sorted([capital, land])
    state["pop"][0].pop(land)
    state["supply"][0]["set"] += 1
    put(state, 1, land)
    update_ledger(state, w, 1)
    assert land in state["road_ledger"][0] and land not in state["road_ledger"][1]


@pytest.mark.parametrize("wid", ["274", "624", "874"])
def test_military_legal_moves_and_apply_agree(wid: str) -> None:
    import json
    import random

    from .test_faces import _positions, _variations

    rng = random.Random(5)
    for state in _positions(wid, 3, 7, every=9):
        seat = ENGINE.to_act(state)[0]
        legal = ENGINE.legal_moves(state, seat)
        listed = {json.dumps(m, sort_keys=True) for m in legal}
        for move in legal:
            assert violations(ENGINE.apply(state, seat, move).state) == []
        for move in rng.sample(legal, min(5, len(legal))):
            for variant in _variations(move, state, rng):
                if json.dumps(variant, sort_keys=True) not in listed:
                    with pytest.raises(IllegalMove):
                        ENGINE.apply(state, seat, variant)
            text = ENGINE.notation(state, seat, move)
            assert ENGINE.parse(state, seat, text) == move
