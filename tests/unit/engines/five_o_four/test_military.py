"""Module 4 (Military): digest §4.4 and §11.5 scenarios, with its combination rules."""

from __future__ import annotations

import pytest

from games.engines.core import IllegalMove
from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.board import edge, neighbours_of
from games.engines.five_o_four.core.counts import holder, majority_counts
from games.engines.five_o_four.core.income import income
from games.engines.five_o_four.core.scoring import final_scores, game_ends
from games.engines.five_o_four.core.world import available_worlds, world
from games.engines.five_o_four.invariants import violations
from games.engines.five_o_four.military.spaces import edge_cities
from games.engines.five_o_four.production.scoring import house_capacity

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
    from games.engines.five_o_four.roads.neutral import update_ledger

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


@pytest.mark.parametrize("wid", ["274", "624", "874", "423", "476", "642", "846"])
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


# -- Military on TOP I and TOP II: dice combat --------------------------------------------------
def _dice(monkeypatch: pytest.MonkeyPatch, *rolls: list[int]) -> None:
    """Force the next combat's dice (the die faces are a provisional reading anyway)."""
    from games.engines.five_o_four.military import combat

    queue = list(rolls)
    monkeypatch.setattr(combat, "roll", lambda rng, count: queue.pop(0)[:count])


def _meadow_battle(wid: str, players: int = 2) -> tuple[State, str, str]:
    state = fresh(wid, players)
    phase(state, "3D", seat=1)
    meadow, paul = _land_pair(state)
    set_terrain(state, meadow, "meadow")
    put(state, 0, meadow, exhausted=1)
    put(state, 1, paul, active=3)
    return state, meadow, paul


def test_50432_military_combat_in_3g(monkeypatch: pytest.MonkeyPatch) -> None:
    """504-32: 3 attackers, +1 on a meadow -> 3 hits; 2 defenders removed, the 3rd hit is lost;
    Angelika rolls 2 dice for 1 hit; Paul conquers with 1 settlement + 1 exhausted inhabitant."""
    state, meadow, paul = _meadow_battle("476")
    for _ in range(3):
        state = _attack(state, 1, paul, meadow)
    assert state["attacks"][meadow] == [1, 3, False]
    assert state["pop"][0][meadow] == [1, 0, 1]  # nothing is fought in 3D
    state = ENGINE.apply(state, 1, {"type": "done"}).state
    assert state["turn"]["phase"] == "3G"
    assert ENGINE.legal_moves(state, 1) == [{"type": "fight", "space": meadow}]
    _dice(monkeypatch, [2, 2, 3], [1, 5])  # +1 each: 3, 3, 4 -> 1 hit each; defence 5 hits
    outcome = ENGINE.apply(state, 1, {"type": "fight", "space": meadow})
    reveal = outcome.reveals[0].what
    assert reveal["attack_dice"] == [2, 2, 3] and reveal["modifier"] == 1
    assert reveal["hits"] == 3 and reveal["defence_dice"] == [1, 5]
    assert reveal["defence_hits"] == 1
    state = outcome.state
    assert meadow not in state["pop"][0]
    assert state["pop"][1][meadow] == [1, 0, 1]
    assert violations(state) == []
    assert state["turn"]["seat"] == 0  # the turn ended after the last combat


def test_lost_combat_survivors_retreat(monkeypatch: pytest.MonkeyPatch) -> None:
    state, meadow, paul = _meadow_battle("476")
    for _ in range(2):
        state = _attack(state, 1, paul, meadow)
    state = ENGINE.apply(state, 1, {"type": "done"}).state
    _dice(monkeypatch, [1, 3], [6])  # meadow +1: 2 -> 0 hits, 4 -> 1 hit; defence 6 -> 1 hit
    state = ENGINE.apply(state, 1, {"type": "fight", "space": meadow}).state
    assert state["pop"][0][meadow] == [1, 0, 0]
    assert state["retreat"] == {"space": meadow, "left": 1}
    moves = ENGINE.legal_moves(state, 1)
    assert {"type": "retreat", "from": meadow, "to": paul} in moves
    assert all(m["type"] == "retreat" for m in moves)
    assert violations(state) == []
    state = ENGINE.apply(state, 1, {"type": "retreat", "from": meadow, "to": paul}).state
    assert state["pop"][1][paul][2] == 2 and state["retreat"] is None
    assert violations(state) == []


def test_defence_privileges_and_mountain_bonus(monkeypatch: pytest.MonkeyPatch) -> None:
    """I (4): 1 hit less; III (4): 1 more die for attack and defence; II (7): +1 on mountains."""
    state, meadow, paul = _meadow_battle("423")
    set_terrain(state, meadow, "mountain")
    state["privileges"]["owned"][0] = ["I (4)", "III (4)"]
    state["privileges"]["owned"][1] = ["II (7)", "III (4)"]
    state = _attack(state, 1, paul, meadow)
    _dice(monkeypatch, [5, 5], [6, 6, 6])
    outcome = ENGINE.apply(state, 1, {"type": "fight", "space": meadow})
    reveal = outcome.reveals[0].what
    assert reveal["modifier"] == 1 and len(reveal["attack_dice"]) == 2
    assert reveal["hits"] == 3  # 6 + 6 -> 2 + 2 hits, minus 1 for I (4)
    assert len(reveal["defence_dice"]) == 3  # 2 losses + 1 for III (4)


def test_50433_military_ii_income() -> None:
    """504-33: capital + 2 forests, 3 meadows, 1 mountain, 2 cities = 20 + 40 + 10 = 70 M."""
    state = fresh("246", 3)
    terrains = ["forest"] * 2 + ["meadow"] * 3 + ["mountain"] + ["city"] * 2
    free = [s for s in sorted(state["spaces"]) if holder(state, s) is None]
    free = [s for s in free if state["spaces"][s] != "water" and s not in state["neutral"]]
    for space, terrain in zip(free, terrains, strict=False):
        set_terrain(state, space, terrain)
        put(state, 0, space)
    assert income(state, world("246"), 0) == 70


def test_50469_production_and_military_on_top_i_ii(monkeypatch: pytest.MonkeyPatch) -> None:
    """504-69 (8-4-x, 3 players): barracks only; it is a trading house, so the first house in a
    free city costs 10 M; no combat on cities; conquering land gives the business; 2 goods per
    house; the game ends at 5 trading houses and 5 goods."""
    state = fresh("847", 3)
    w = world("847")
    assert set(state["neutral"].values()) == {1}
    phase(state, "3D")
    city = next(c for c in sorted(state["neutral"]))
    src = next(n for n in neighbours_of(city) if state["spaces"].get(n, "water") != "water")
    for other in (1, 2):
        state["pop"][other].pop(src, None)
    put(state, 0, src, active=1)
    money = state["private"][0]["money"]
    state = _attack(state, 0, src, city)
    assert state["pop"][0][city][0] == 1 and not state.get("attacks")
    assert state["private"][0]["money"] == money - 10
    assert house_capacity(state, w, 0) == 4
    state["houses"] = {c: [0] for c in list(state["spaces"])[:4]}
    state["goods"][0] = {"cattle": 5}
    assert not game_ends(state, w)
    state["houses"] = {c: [0] for c in list(state["spaces"])[:5]}
    assert game_ends(state, w)
    battle, meadow, paul = _meadow_battle("847", 3)
    battle["businesses"][meadow] = {"owner": 0, "good": "cattle"}
    battle = _attack(battle, 1, paul, meadow)
    battle = _attack(battle, 1, paul, meadow)
    battle = ENGINE.apply(battle, 1, {"type": "done"}).state
    _dice(monkeypatch, [6, 6], [1, 1, 1])
    battle = ENGINE.apply(battle, 1, {"type": "fight", "space": meadow}).state
    assert battle["businesses"][meadow]["owner"] == 1


def test_50440_neutral_road_into_an_attacked_space() -> None:
    """504-40 (6 and 4 on TOP I/II, no Race): Hedwig attacks Paul's meadow from her forest
    and builds a neutral road into it: forest costs 2, 1 builder returns, 1 stays exhausted;
    the combat waits for 3G."""
    state = fresh("647", 2)
    phase(state, "3D")
    capital = state["capital"][0]
    forest = next(
        n for n in sorted(neighbours_of(capital)) if state["spaces"].get(n) not in (None, "water")
    )
    meadow = next(
        n
        for n in sorted(neighbours_of(forest))
        if n != capital
        and state["spaces"].get(n) not in (None, "water")
        and n not in state["neutral"]
        and holder(state, n) is None
    )
    set_terrain(state, forest, "forest")
    set_terrain(state, meadow, "meadow")
    state["pop"][1].pop(forest, None)
    put(state, 0, forest, active=3)
    put(state, 1, meadow)
    state["roads"][edge(capital, forest)] = [[-1, True]]
    state["road_pool"] -= 1
    state = _attack(state, 0, forest, meadow)
    a, b = sorted((forest, meadow))
    use = {"use_a": 2, "use_b": 0} if a == forest else {"use_a": 0, "use_b": 2}
    road = {"type": "road", "a": a, "b": b, **use, "return_from": forest}
    assert road in ENGINE.legal_moves(state, 0)
    supply = state["supply"][0]["inh"]
    state = ENGINE.apply(state, 0, road).state
    assert state["roads"][edge(forest, meadow)] == [[-1, True]]
    assert state["pop"][0][forest] == [1, 0, 1]
    assert state["supply"][0]["inh"] == supply + 1
    assert state["attacks"][meadow] == [0, 1, True]
    assert state["pop"][1][meadow] == [1, 0, 0]  # fought only in 3G
    assert violations(state) == []


def test_50466_military_part_last_capital_protected_with_race() -> None:
    """504-66, Military's own rule between players: with 4.II + Race a capital may be
    attacked only while its owner has another city (the scenario itself, with Shares on
    TOP I lifting it, is played in world 942: test_military_companies.py)."""
    state = fresh("246", 2)
    phase(state, "3D")
    capital = state["capital"][1]
    src = next(n for n in neighbours_of(capital) if state["spaces"].get(n, "water") != "water")
    state["pop"][1].pop(src, None)
    put(state, 0, src, active=2)
    with pytest.raises(IllegalMove) as refused:
        _attack(state, 0, src, capital)
    assert refused.value.code == "E_ATTACK_REFUSED"
    other = next(c for c in sorted(state["neutral"]))
    del state["neutral"][other]
    put(state, 1, other)
    state = _attack(state, 0, src, capital)
    assert state["attacks"][capital] == [0, 1, False]
    assert {"type": "done"} not in ENGINE.legal_moves(state, 0)  # Race: fight at once


def test_race_capital_fall_lets_the_defender_choose(monkeypatch: pytest.MonkeyPatch) -> None:
    """C4-RACE on 4.I: 3 hits on the HQ neutralise the capital; the defender picks a city."""
    state = fresh("426", 2)
    phase(state, "3D")
    capital = state["capital"][1]
    src = next(n for n in neighbours_of(capital) if state["spaces"].get(n, "water") != "water")
    state["pop"][1].pop(src, None)
    put(state, 0, src, active=3)
    other = next(c for c in sorted(state["neutral"]))
    del state["neutral"][other]
    put(state, 1, other)
    for _ in range(3):
        state = _attack(state, 0, src, capital)
    _dice(monkeypatch, [6, 6, 6], [6, 6, 6])  # city -1: 5, 5, 5 -> 3 hits; defence 3 hits
    state = ENGINE.apply(state, 0, {"type": "fight", "space": capital}).state
    assert state["capital"][1] is None and holder(state, capital) is None
    assert ENGINE.to_act(state) == [1]
    state = ENGINE.apply(state, 1, {"type": "new_capital", "city": other}).state
    assert state["capital"][1] == other and not state.get("ends_now")
    assert violations(state) == []


def test_military_i_capital_conquest_ends_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """4.I: conquering a capital in 3G ends the game after the turn; the conqueror takes
    over every space of the defender."""
    state = fresh("476", 2)
    phase(state, "3D")
    capital = state["capital"][1]
    src = next(n for n in neighbours_of(capital) if state["spaces"].get(n, "water") != "water")
    state["pop"][1].pop(src, None)
    put(state, 0, src, active=5)
    land, _ = _land_pair(state, exclude={src})
    put(state, 1, land, exhausted=2)
    for _ in range(5):
        state = _attack(state, 0, src, capital)
    state = ENGINE.apply(state, 0, {"type": "done"}).state
    _dice(monkeypatch, [6, 6, 6, 1, 1], [1, 1, 1])  # city -1: 5, 5, 5 -> 3 hits on the HQ
    state = ENGINE.apply(state, 0, {"type": "fight", "space": capital}).state
    assert state["stage"] == "over"
    assert state["pop"][0][capital][0] == 1
    assert land in state["pop"][0] and not state["pop"][1]
    assert violations(state) == []
    result = ENGINE.result(state)
    assert result is not None and result.ranks == [1, 2]


def test_military_i_buying_the_last_inhabitants_ends_the_game() -> None:
    state = fresh("468", 3)
    phase(state, "3C")
    assert state["private"][0]["money"] == 80  # 4.I: 80 M each (priority IV beats VI)
    capital = state["capital"][0]
    state["supply"][0]["inh"] = 2
    state = ENGINE.apply(state, 0, {"type": "buy", "space": capital, "count": 2}).state
    assert state["ends_now"]
    state = ENGINE.apply(state, 0, {"type": "done"}).state
    state = ENGINE.apply(state, 0, {"type": "done"}).state
    assert state["stage"] == "over"
    scores, _, _ = final_scores(state, world("468"))
    assert scores[0] == 5  # the capital: 5 VP per city


def test_race_iii_award_for_conquered_free_cities(monkeypatch: pytest.MonkeyPatch) -> None:
    """2.III with Military on TOP I: 3 VP for the first free city conquered, then 4, ..."""
    state = fresh("462", 2)
    phase(state, "3D")
    cities = sorted(state["neutral"])[:2]
    vps = []
    for city in cities:
        src = next(n for n in neighbours_of(city) if state["spaces"].get(n, "water") != "water")
        for seat in (0, 1):
            state["pop"][seat].pop(src, None)
        put(state, 0, src, active=3)
        for _ in range(3):
            state = _attack(state, 0, src, city)
        _dice(monkeypatch, [6, 6, 6], [1, 1])
        state = ENGINE.apply(state, 0, {"type": "fight", "space": city}).state
        vps.append(state["vp"][0])
    assert vps == [3, 7]
    assert violations(state) == []


def test_military_i_neutralised_capital_costs_the_defender_every_space(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = fresh("476", 2)
    phase(state, "3D")
    capital = state["capital"][1]
    src = next(n for n in neighbours_of(capital) if state["spaces"].get(n, "water") != "water")
    state["pop"][1].pop(src, None)
    put(state, 0, src, active=3)
    land, _ = _land_pair(state, exclude={src})
    put(state, 1, land, exhausted=2)
    for _ in range(3):
        state = _attack(state, 0, src, capital)
    state = ENGINE.apply(state, 0, {"type": "done"}).state
    _dice(monkeypatch, [6, 6, 6], [6, 6, 6])  # 3 hits on the HQ, 3 back: no survivor
    state = ENGINE.apply(state, 0, {"type": "fight", "space": capital}).state
    assert state["stage"] == "over"
    assert not state["pop"][1] and capital not in state["pop"][0] and land not in state["pop"][0]
    assert violations(state) == []


def test_military_replay_reproduces_dice() -> None:
    from .helpers import play

    state, log = play("423", 3, 9, check=False)
    again = ENGINE.setup(3, {"world": "423"}, 9)
    for seat, move in log:
        again = ENGINE.apply(again, seat, move).state
    assert again == state


def test_exploration_with_military_uses_board_1_and_guards_discovered_cities() -> None:
    """R37 and C5-MIL: separate capitals on board 1; the central city and every city found
    later get a barracks and a city guard."""
    from games.engines.five_o_four.exploration.discovery import _place

    assert world("425").board == 1
    state = fresh("425", 2)
    assert state["neutral"] == {"0,0": 2}
    unknown = next(n for s in state["spaces"] for n in neighbours_of(s) if n not in state["spaces"])
    _place(state, world("425"), 0, unknown, "city")
    assert state["neutral"][unknown] == 2 and unknown in state["free_cities"]


def test_wagon_with_military_mp_and_inhabitants_unloaded_for_combat() -> None:
    """C1-MIL-a/c (1.III with 4.I): +1 MP starting on an own space, +1 MP the first time an
    opponent's spaces are entered; carried inhabitants arriving there attack (3G)."""
    state = fresh("471", 2)
    phase(state, "3D")
    capital = state["capital"][0]
    target = next(
        n
        for n in sorted(neighbours_of(capital))
        if state["spaces"].get(n) not in (None, "water", "city")
    )
    set_terrain(state, target, "meadow")
    state["pop"][1].pop(target, None)
    put(state, 1, target)
    wagon = state["wagons"][0]
    assert wagon["at"] == capital
    wagon["cargo"][0] = {"inh": 1}
    state["supply"][0]["inh"] -= 1
    state = ENGINE.apply(state, 0, {"type": "done"}).state
    assert state["turn"]["phase"] == "3E"
    mp2 = state["turn"]["mp2"]
    assert mp2 == 2 * state["wagons"][0]["mp"] + 2
    state = ENGINE.apply(state, 0, {"type": "drive", "to": target}).state
    assert state["turn"]["mp2"] == mp2 - 4  # meadow 1 MP + 1 MP for the first opponent
    assert state["attacks"][target] == [0, 1, False]
    assert state["wagons"][0]["cargo"][0] is None
    assert {"type": "unload", "what": "inhabitant"} not in ENGINE.legal_moves(state, 0)
    assert violations(state) == []
    state = ENGINE.apply(state, 0, {"type": "done"}).state
    assert state["turn"]["phase"] == "3G"


def test_dice_results_table_of_the_fan_rules_summary() -> None:
    """[504R] 'Dice Results': attack 1-2 no hit, 3-4 one, 5-6 two; defence 1-2 none, 3-6 one;
    a modified attack result is clamped to 0..6 (digest M10)."""
    from games.engines.five_o_four.military.combat import ATTACK_HITS, DEFENCE_HITS

    assert [ATTACK_HITS[r] for r in range(7)] == [0, 0, 0, 1, 1, 2, 2]
    assert [DEFENCE_HITS[r] for r in range(1, 7)] == [0, 0, 1, 1, 1, 1]
