"""Digest scenarios AOS-19 .. AOS-28 and AOS-44 on the synthetic fixture FX-1 (Build Track)."""

from __future__ import annotations

import pytest

from games.engines.age_of_steam import ENGINE
from games.engines.age_of_steam.build_track.change import place_cost
from games.engines.age_of_steam.catalog import SHAPES
from games.engines.age_of_steam.scoring import track_sections
from games.engines.age_of_steam.track.chains import city_nodes, compute_chains
from games.engines.core import IllegalMove

from .helpers import ALPHA, BETA, DELTA, GAMMA, MAPS, TAU, build, fx1_state, place, rot

P, Q, R, S = 0, 1, 2, 3


def refused(state: dict, seat: int, move: dict) -> str:
    before = repr(state)
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, seat, move)
    assert repr(state) == before
    return err.value.code


def step(h: str, shape: str, *segs: tuple[int, ...]) -> dict:
    return {"type": "build", "hex": h, "tile": shape, "rotation": rot(shape, *segs)}


def chains_of(state: dict) -> list:
    gm = MAPS[state["map"]]
    return compute_chains(gm, state["track"], city_nodes(gm, state["new_cities"]))[0]


def chain_at(state: dict, h: str, edge: int):
    for ch in chains_of(state):
        for x, i in ch.segs:
            if x == h and edge in state["track"][x]["segments"][i]["ends"]:
                return ch
    raise AssertionError(f"no chain on {h} edge {edge}")


def test_aos19_first_tile_rules() -> None:
    s = fx1_state(built=False)
    assert (
        refused(s, P, step("1,2", "straight_and_sharp", (0, 3), (1, 2)))
        == "E_FIRST_TILE_NOT_SIMPLE"
    )
    assert refused(s, P, step("5,0", "straight", (0, 3))) == "E_FIRST_TILE_NOT_ADJACENT_TO_CITY"
    assert refused(s, P, step("1,2", "straight", (1, 4))) == "E_FIRST_TILE_NOT_CONNECTED_TO_CITY"
    s = build(s, P, "1,2", "straight", (0, 3))
    assert s["pl"][P]["money"] == 8
    ch = chain_at(s, "1,2", 0)
    assert ch.owner == P and not ch.complete and ch.nodes == [ALPHA]
    assert refused(s, P, step("7,3", "two_straights", (1, 4), (0, 3))) == "E_NOT_CONNECTED"


def test_aos20_placement_costs() -> None:
    s = fx1_state()
    costs = {
        name: [place_cost(MAPS[s["map"]], h, SHAPES[name], 0) for h in ("1,2", "5,2", "6,2")]
        for name in ("straight", "straight_and_sharp", "two_straights")
    }
    assert costs == {
        "straight": [2, 3, 4],
        "straight_and_sharp": [3, 4, 5],
        "two_straights": [4, 5, 6],
    }
    assert [
        place_cost(MAPS[s["map"]], TAU, SHAPES["town_1"], 1),
        place_cost(MAPS[s["map"]], TAU, SHAPES["straight"], 2),
        place_cost(MAPS[s["map"]], TAU, SHAPES["town_3_star"], 3),
        place_cost(MAPS[s["map"]], TAU, SHAPES["two_straights"], 4),
    ] == [2, 3, 4, 5]
    s = build(s, P, "5,2", "straight", (0, 3))
    s = build(s, P, "6,2", "straight", (0, 3))
    s = build(s, P, "7,2", "straight", (0, 3))
    assert s["pl"][P]["money"] == 10 - 9
    ch = chain_at(s, "6,2", 0)
    assert ch.complete and sorted(ch.nodes) == sorted([BETA, GAMMA]) and len(ch.segs) == 3
    assert track_sections(s)[P] == 3


def _aos21() -> dict:
    s = fx1_state()
    place(s, P, "1,2", "straight", rot("straight", (0, 3)), owner=P)
    place(s, Q, "3,2", "straight", rot("straight", (0, 3)), owner=Q)
    return s


def test_aos21_towns_opponent_joins_and_town_upgrade() -> None:
    s = _aos21()
    assert refused(s, P, step(TAU, "straight", (0,), (3,))) == "E_CONNECTS_TO_OPPONENT_TRACK"
    s = build(s, P, TAU, "town_1", (3,))
    assert s["pl"][P]["money"] == 8
    link = chain_at(s, "1,2", 0)
    assert link.complete and link.owner == P and len(link.segs) == 2
    s["build"]["queue"] = [Q, P, R, S]
    s["build"]["used"] = 0
    assert refused(s, Q, step(TAU, "town_3_star", (0,), (2,), (4,))) == "E_REPLACEMENT_BREAKS_ROUTE"
    assert refused(s, Q, step(TAU, "town_3_adjacent", (3,), (4,), (5,))) == "E_NOT_CONNECTED"
    upgraded = build(s, Q, TAU, "straight", (0,), (3,))
    assert upgraded["pl"][Q]["money"] == 7 and upgraded["town_markers"] == 7
    assert upgraded["supply"]["town_1"] == SHAPES["town_1"].count
    q_link = chain_at(upgraded, "3,2", 0)
    assert q_link.complete and q_link.owner == Q and len(q_link.segs) == 2
    assert chain_at(upgraded, "1,2", 0).owner == P
    lean = build(s, Q, TAU, "town_3_lean_a", (0,), (2,), (3,))
    assert lean["pl"][Q]["money"] == 7
    stub = chain_at(lean, TAU, 2)
    assert stub.owner == Q and not stub.complete


def test_aos22_off_the_map_and_into_the_lake() -> None:
    s = fx1_state()
    assert refused(s, P, step("3,2", "gentle_curve", (0, 2))) == "E_OFF_MAP_OR_LAKE"
    place(s, P, "4,1", "straight", rot("straight", (5, 2)))
    assert refused(s, P, step("4,0", "gentle_curve", (5, 1))) == "E_OFF_MAP_OR_LAKE"
    assert refused(s, P, step(TAU, "town_1", (1,))) == "E_OFF_MAP_OR_LAKE"


def test_aos23_city_connected_to_itself() -> None:
    s = fx1_state(seat=R)
    place(s, R, "4,1", "sharp_curve", rot("sharp_curve", (5, 0)))
    assert refused(s, R, step("5,1", "sharp_curve", (3, 4))) == "E_SELF_LOOP"
    after = build(s, R, "5,1", "sharp_curve", (3, 2))
    assert after["pl"][R]["money"] == 8


def test_aos24_build_allowance_and_money() -> None:
    s = fx1_state(money=20)
    s = build(s, P, "1,2", "straight", (0, 3))
    s = build(s, P, "5,2", "straight", (0, 3))
    s = build(s, P, "4,3", "gentle_curve", (2, 0))
    assert refused(s, P, step("5,3", "straight", (3, 0))) == "E_BUILD_LIMIT"
    s2 = fx1_state(money=20)
    s2["actions"] = {"engineer": P}
    for move in (
        step("1,2", "straight", (0, 3)),
        step("5,2", "straight", (0, 3)),
        step("4,3", "gentle_curve", (2, 0)),
        step("5,3", "straight", (3, 0)),
    ):
        s2 = ENGINE.apply(s2, P, move).state
    assert refused(s2, P, step("6,3", "straight", (3, 0))) == "E_BUILD_LIMIT"
    s3 = fx1_state(money=20)
    s3["actions"] = {"urbanization": P}
    s3["phase"] = "urbanize"
    s3["turn"] = P
    s3 = ENGINE.apply(s3, P, {"type": "urbanize", "hex": TAU, "letter": "A"}).state
    for move in (
        step("1,2", "straight", (0, 3)),
        step("5,2", "straight", (0, 3)),
        step("4,3", "gentle_curve", (2, 0)),
    ):
        s3 = ENGINE.apply(s3, P, move).state
    assert refused(s3, P, step("5,3", "straight", (3, 0))) == "E_BUILD_LIMIT"
    s4 = fx1_state(money=3)
    place(s4, P, "5,2", "straight", rot("straight", (0, 3)))
    assert refused(s4, P, step("6,2", "straight", (0, 3))) == "E_INSUFFICIENT_FUNDS"


def _aos25() -> dict:
    s = fx1_state()
    for h in ("5,2", "6,2", "7,2"):
        place(s, R, h, "straight", rot("straight", (0, 3)))
    place(s, P, "4,3", "gentle_curve", rot("gentle_curve", (2, 0)))
    place(s, P, "5,3", "gentle_curve", rot("gentle_curve", (3, 1)))
    return s


def test_aos25_crossing_and_coexisting_upgrades_ignore_terrain() -> None:
    s = _aos25()
    after = build(s, P, "6,2", "two_straights", (0, 3), (1, 4))
    assert after["pl"][P]["money"] == 7
    r_link = chain_at(after, "5,2", 0)
    assert r_link.owner == R and r_link.complete and len(r_link.segs) == 3
    p_sec = chain_at(after, "6,2", 1)
    assert p_sec.owner == P and not p_sec.complete
    assert ("open", "6,2", 1) in p_sec.ends
    assert after["track"]["6,2"]["segments"][1]["extended"]  # extended this phase (A13)
    coex = build(s, P, "6,2", "straight_and_sharp", (0, 3), (4, 5))
    assert coex["pl"][P]["money"] == 8
    assert ("open", "6,2", 5) in chain_at(coex, "6,2", 4).ends
    assert refused(s, P, step("6,2", "gentle_curve", (4, 0))) == "E_REPLACEMENT_BREAKS_ROUTE"
    assert refused(s, P, step("6,2", "two_straights", (0, 3), (2, 5))) == "E_NOT_CONNECTED"
    place(s, P, "1,2", "sharp_curve", rot("sharp_curve", (3, 2)))
    assert (
        refused(s, P, step("1,2", "two_straights", (3, 0), (2, 5))) == "E_REPLACEMENT_NOT_ALLOWED"
    )
    assert (
        refused(after, P, step("6,2", "two_straights", (0, 3), (1, 4)))
        == "E_REPLACEMENT_NOT_ALLOWED"
    )


def _aos26(owner: int = P) -> dict:
    s = fx1_state(players=4)
    place(s, P, "8,3", "straight", rot("straight", (2, 5)), owner=owner)
    place(s, S, "8,4", "straight", rot("straight", (0, 3)), owner=S)
    return s


def test_aos26_redirect() -> None:
    s = _aos26()
    s["round"] = 4
    after = build(s, P, "8,3", "gentle_curve", (2, 4))
    assert after["pl"][P]["money"] == 8
    assert ("open", "8,3", 4) in chain_at(after, "8,3", 2).ends
    for seat in (P, Q, R, S):
        after = ENGINE.apply(after, seat, {"type": "end_build"}).state
    assert chain_at(after, "8,3", 2).owner == -1  # a redirect is no extension
    cont = build(s, P, "8,3", "gentle_curve", (2, 4))
    cont = build(cont, P, "7,4", "gentle_curve", (1, 3))
    link = chain_at(cont, "8,3", 2)
    assert cont["pl"][P]["money"] == 6 and link.complete and link.owner == P
    assert sorted(link.nodes) == sorted([GAMMA, DELTA]) and len(link.segs) == 2
    s["build"]["queue"] = [Q, P, R, S]
    assert refused(s, Q, step("8,3", "gentle_curve", (2, 4))) == "E_REDIRECT_OPPONENT_TRACK"
    lapsed = _aos26(owner=-1)
    lapsed["build"]["queue"] = [Q, P, R, S]
    place(lapsed, Q, "8,1", "straight", rot("straight", (5, 2)), owner=Q)  # Q's track at Gamma
    later = build(lapsed, Q, "8,3", "gentle_curve", (2, 4))
    assert later["pl"][Q]["money"] == 8 and chain_at(later, "8,3", 2).owner == -1
    town = fx1_state(seat=Q)
    place(town, P, "1,2", "straight", rot("straight", (0, 3)), owner=P)
    place(town, Q, "3,2", "straight", rot("straight", (0, 3)), owner=Q)
    place(town, Q, TAU, "town_3_lean_a", rot("town_3_lean_a", (0,), (2,), (3,)), owner=Q)
    town["track"][TAU]["segments"][2]["owner"] = P  # spoke 3 is P's (AOS-21)
    assert refused(town, Q, step(TAU, "town_3_lean_b", (0,), (1,), (3,))) == "E_REDIRECT_TOWN"
    s25 = _aos25()
    assert refused(s25, P, step("4,3", "gentle_curve", (2, 4))) == "E_REDIRECT_NOT_END"


def test_a_redirect_must_connect_to_one_of_your_own_tracks() -> None:
    """Rulebook l. 411-412 ("Die neu hinzugefügte Strecke muss mit einer deiner Strecken
    verbunden sein"), the rule for all replaced track: redirecting an unowned section is
    refused to a player with no track at the city or town it leaves from, and allowed once
    he has track there (engine version 2; version 1 games keep their recorded rule)."""
    lapsed = _aos26(owner=-1)
    lapsed["build"]["queue"] = [Q, P, R, S]
    turn = step("8,3", "gentle_curve", (2, 4))
    assert refused(lapsed, Q, turn) == "E_REDIRECT_NOT_CONNECTED"
    assert turn not in ENGINE.legal_moves(lapsed, Q)
    place(lapsed, Q, "8,1", "straight", rot("straight", (5, 2)), owner=Q)
    assert turn in ENGINE.legal_moves(lapsed, Q)
    assert chain_at(build(lapsed, Q, "8,3", "gentle_curve", (2, 4)), "8,3", 2).owner == -1
    old = _aos26(owner=-1)
    old["build"]["queue"] = [Q, P, R, S]
    old["version"] = 1
    assert ENGINE.apply(old, Q, turn).state["pl"][Q]["money"] == 8


def test_aos27_ownership_lapse_and_adoption() -> None:
    s = fx1_state(players=2)
    s["round"] = 3
    s = build(s, P, "1,2", "straight", (0, 3))
    s = ENGINE.apply(s, P, {"type": "end_build"}).state
    s = ENGINE.apply(s, Q, {"type": "end_build"}).state
    assert s["phase"] == "move"
    assert chain_at(s, "1,2", 0).owner == P  # built this phase: kept
    s["phase"] = "build"
    s["round"] = 4
    s["build"] = {"queue": [P, Q], "used": 0}
    s = build(s, P, "5,2", "straight", (0, 3))  # elsewhere only
    s = ENGINE.apply(s, P, {"type": "end_build"}).state
    s = ENGINE.apply(s, Q, {"type": "end_build"}).state
    assert chain_at(s, "1,2", 0).owner == -1
    assert chain_at(s, "5,2", 0).owner == P
    s["phase"] = "build"
    s["round"] = 5
    s["build"] = {"queue": [Q, P], "used": 0}
    s = build(s, Q, TAU, "town_1", (3,))
    link = chain_at(s, "1,2", 0)
    assert link.complete and link.owner == Q and len(link.segs) == 2


def test_aos28_urbanization_consequences() -> None:
    s = fx1_state(players=4)
    place(s, P, "1,2", "straight", rot("straight", (0, 3)), owner=P)
    place(s, P, TAU, "town_3_adjacent", rot("town_3_adjacent", (3,), (4,), (5,)), owner=P)
    place(s, Q, "3,2", "straight", rot("straight", (0, 3)), owner=Q)
    s["actions"] = {"urbanization": R}
    s["phase"] = "urbanize"
    s["turn"] = R
    assert (
        refused(s, R, {"type": "urbanize", "hex": "1,2", "letter": "A"}) == "E_NEW_CITY_NOT_ON_TOWN"
    )
    assert refused(s, P, {"type": "urbanize", "hex": TAU, "letter": "A"}) == "E_ACTION_NOT_HELD"
    after = ENGINE.apply(s, R, {"type": "urbanize", "hex": TAU, "letter": "A"}).state
    assert TAU not in after["track"] and after["new_cities"] == {TAU: "A"}
    assert after["supply"]["town_3_adjacent"] == SHAPES["town_3_adjacent"].count
    p_link = chain_at(after, "1,2", 0)
    assert p_link.complete and p_link.owner == P and len(p_link.segs) == 1
    q_link = chain_at(after, "3,2", 0)
    assert q_link.complete and q_link.owner == Q and sorted(q_link.nodes) == sorted([TAU, BETA])
    assert len(chains_of(after)) == 2  # P's two stubs are gone
    assert after["pl"][R]["money"] == 10 and after["phase"] == "build"
    later = dict(after)
    later["phase"] = "urbanize"
    later["turn"] = R
    assert (
        refused(later, R, {"type": "urbanize", "hex": TAU, "letter": "B"})
        == "E_TOWN_ALREADY_URBANIZED"
    )
    assert (
        refused(later, R, {"type": "urbanize", "hex": TAU, "letter": "A"}) == "E_NEW_CITY_TILE_USED"
    )


def test_aos44_supply_exhaustion() -> None:
    s = fx1_state()
    s["supply"]["sharp_curve"] = 0
    assert refused(s, P, step("1,2", "sharp_curve", (3, 2))) == "E_TILE_SUPPLY_EXHAUSTED"
    place(s, P, "1,2", "straight", rot("straight", (0, 3)))
    s["town_markers"] = 0
    assert refused(s, P, step(TAU, "straight", (0,), (3,))) == "E_NO_TOWN_MARKER"
    after = build(s, P, TAU, "town_1", (3,))
    assert after["track"][TAU]["tile"] == "town_1"
    s2 = fx1_state()
    place(s2, P, "1,2", "straight", rot("straight", (0, 3)))
    place(s2, P, TAU, "straight", 0)  # straight + town marker: spokes 0 and 3
    used = s2["town_markers"]
    s2["actions"] = {"urbanization": P}
    s2["phase"] = "urbanize"
    s2["turn"] = P
    freed = ENGINE.apply(s2, P, {"type": "urbanize", "hex": TAU, "letter": "B"}).state
    assert freed["town_markers"] == used + 1
    assert ALPHA in MAPS["fx1"].cities
