"""Digest scenarios AOS-03 .. 06 (Rust Belt examples) and AOS-39 .. 43 (the other maps)."""

from __future__ import annotations

import pytest

from games.engines.age_of_steam import ENGINE, rounds
from games.engines.age_of_steam.build_track.change import place_cost
from games.engines.age_of_steam.catalog import SHAPES
from games.engines.age_of_steam.common import fast_copy
from games.engines.age_of_steam.goods import goods_growth
from games.engines.age_of_steam.maps import MAPS
from games.engines.age_of_steam.track.chains import city_nodes, compute_chains
from games.engines.age_of_steam.track.segments import segment, tile
from games.engines.core import IllegalMove

from .helpers import ALPHA, BETA, DELTA, GAMMA, TAU, build, fx1_state, place, rot
from .test_scenarios_rounds import Dice, end_of_moves

P, Q, R, S = 0, 1, 2, 3


def refused(state: dict, seat: int, move: dict) -> str:
    before = repr(state)
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, seat, move)
    assert repr(state) == before
    return err.value.code


def chains_of(state: dict) -> list:
    gm = MAPS[state["map"]]
    return compute_chains(gm, state["track"], city_nodes(gm, state["new_cities"]))[0]


def chain_at(state: dict, h: str, edge: int):
    for ch in chains_of(state):
        for x, i in ch.segs:
            if x == h and edge in state["track"][x]["segments"][i]["ends"]:
                return ch
    raise AssertionError(f"no chain on {h} edge {edge}")


def step(h: str, shape: str, *segs: tuple[int, ...], **extra: object) -> dict:
    return {"type": "build", "hex": h, "tile": shape, "rotation": rot(shape, *segs), **extra}


# --------------------------------------------------------------------------- Rust Belt

EVANSVILLE, CINCINNATI, INDY, LEXINGTON = "J10", "M9", "K9", "N10"
PETRA, DARIA, JOHANNA, VIOLA = 0, 1, 2, 3


def rust_build(seat: int) -> dict:
    s = fast_copy(ENGINE.setup(4, {"map": "rust_belt"}, 1))
    s["order"] = [0, 1, 2, 3]
    for p in s["pl"]:
        p["money"] = 20
    s["actions"] = {}
    s["phase"] = "build"
    s["build"] = {"queue": [seat], "used": 0}
    return s


def next_builder(s: dict, seat: int) -> dict:
    s = fast_copy(s)
    s["phase"] = "build"
    s["build"] = {"queue": [seat], "used": 0}
    return s


def aos03() -> dict:
    s = rust_build(PETRA)
    s = build(s, PETRA, "K10", "straight", (1, 4))
    s = build(s, PETRA, "L9", "straight", (1, 4))
    return build(s, PETRA, "N9", "gentle_curve", (3, 5))


def aos04() -> dict:
    s = next_builder(aos03(), DARIA)
    s = build(s, DARIA, "J9", "gentle_curve", (1, 3))
    s = build(s, DARIA, INDY, "straight", (1,), (4,))
    return build(s, DARIA, "L8", "gentle_curve", (2, 4))


def aos05() -> dict:
    s = next_builder(aos04(), JOHANNA)
    s = build(s, JOHANNA, "M10", "sharp_curve", (5, 0))
    s = build(s, JOHANNA, "L9", "two_straights", (1, 4), (2, 5))
    return build(s, JOHANNA, INDY, "two_straights", (1,), (4,), (2,), (5,))


def test_aos03_building_petra() -> None:
    s = aos03()
    assert s["pl"][PETRA]["money"] == 20 - 7
    link = chain_at(s, "K10", 1)
    assert link.complete and link.owner == PETRA
    assert sorted(link.nodes) == sorted([EVANSVILLE, CINCINNATI])
    section = chain_at(s, "N9", 3)
    assert not section.complete and section.owner == PETRA and section.nodes == [CINCINNATI]
    assert ("open", "N9", 3) in section.ends  # facing the empty town hex Lexington


def test_aos04_building_with_a_town_marker_daria() -> None:
    s = aos04()
    assert s["pl"][DARIA]["money"] == 20 - 7 and s["town_markers"] == 7
    west, east = chain_at(s, "J9", 1), chain_at(s, "L8", 2)
    assert west.complete and east.complete and west.owner == east.owner == DARIA
    assert sorted(west.nodes) == sorted([EVANSVILLE, INDY]) and len(west.segs) == 2
    assert sorted(east.nodes) == sorted([INDY, CINCINNATI]) and len(east.segs) == 2


def test_aos05_crossing_and_town_upgrade_johanna() -> None:
    """Positions: the picture is not in the text; G on the river hex M10, H over Petra's L9."""
    s = aos05()
    assert s["pl"][JOHANNA]["money"] == 20 - 9
    assert s["supply"]["straight"] == SHAPES["straight"].count - 1  # K10 only
    assert s["town_markers"] == 7 and s["track"][INDY]["town_marker"]
    assert chain_at(s, "J9", 1).owner == DARIA and chain_at(s, "L8", 2).owner == DARIA
    assert len(s["track"][INDY]["segments"]) == 4
    link = chain_at(s, "M10", 5)
    assert link.complete and link.owner == JOHANNA
    assert sorted(link.nodes) == sorted([INDY, CINCINNATI])
    stub = chain_at(s, INDY, 5)
    assert stub.owner == JOHANNA and not stub.complete


def test_aos06_urbanization_viola() -> None:
    s = fast_copy(aos05())
    s["actions"] = {"urbanization": VIOLA}
    s["phase"] = "urbanize"
    s["turn"] = VIOLA
    s["build"] = {"queue": [VIOLA], "used": 0}
    s = ENGINE.apply(s, VIOLA, {"type": "urbanize", "hex": INDY, "letter": "A"}).state
    assert INDY not in s["track"] and s["town_markers"] == 8
    assert s["supply"]["two_straights"] == SHAPES["two_straights"].count - 1
    assert s["pl"][VIOLA]["money"] == 20
    owners = sorted((ch.owner, len(ch.segs)) for ch in chains_of(s) if INDY in ch.nodes)
    assert owners == [(DARIA, 1), (DARIA, 1), (JOHANNA, 2)]
    assert all(ch.complete for ch in chains_of(s) if ch.owner == JOHANNA)
    s = build(s, VIOLA, "J8", "sharp_curve", (2, 3))
    s = build(s, VIOLA, "J9", "two_gentle_crossing", (1, 3), (0, 2))
    s = build(s, VIOLA, "K11", "gentle_curve", (5, 1))
    assert s["pl"][VIOLA]["money"] == 20 - 8


# --------------------------------------------------------------------------- Western U.S.


def test_aos39_western_us() -> None:
    s = ENGINE.setup(4, {"map": "western_us"}, 3)
    gm = MAPS["western_us"]
    assert all(p["money"] == 20 and p["shares"] == 2 for p in s["pl"])
    assert all(sum(s["cubes"].get(h, {}).values()) == 2 for h in gm.cities)
    assert all(sum(s["cubes"].get(h, {}).values()) == 1 for h in gm.towns)
    by_terrain = {}
    for h, hx in gm.hexes.items():
        by_terrain.setdefault(hx.terrain, h)
    cost = {
        t: place_cost(MAPS[s["map"]], by_terrain[t], SHAPES["straight"], 0)
        for t in ("swamp", "river", "mountain", "plain")
    }
    assert cost == {"swamp": 4, "river": 4, "mountain": 5, "plain": 2}
    # First tile next to Kansas City only (a New City there) is refused.
    kc = gm.by_name("Kansas City")
    first = fast_copy(s)
    first["new_cities"] = {kc: "B"}
    first["phase"], first["build"] = "build", {"queue": [P], "used": 0}
    starts = {gm.by_name(n) for n in gm.extra["east_cities"] + gm.extra["west_cities"]}
    for e, n in enumerate(gm.hexes[kc].nb):
        if n and gm.hexes[n].terrain == "plain" and not set(gm.hexes[n].nb) & starts:
            toward = (e + 3) % 6
            move = {
                "type": "build",
                "hex": n,
                "tile": "straight",
                "rotation": next(
                    r for r in range(6) if toward in SHAPES["straight"].rotations[r][0]
                ),
            }
            assert refused(first, P, move) == "E_FIRST_TILE_NOT_START_CITY"
            break
    seattle = gm.by_name("Seattle")
    ok = False
    for e, n in enumerate(gm.hexes[seattle].nb):
        if n:
            toward = (e + 3) % 6
            for r in range(6):
                seg = SHAPES["straight"].rotations[r][0]
                if toward in seg and all(gm.hexes[n].nb[x] for x in seg):
                    ENGINE.apply(
                        first, P, {"type": "build", "hex": n, "tile": "straight", "rotation": r}
                    )
                    ok = True
                    break
        if ok:
            break
    assert ok
    # Mountain simple -> crossing upgrade costs $3 (FX-1 with Western U.S. rules).
    w = fx1_state(key="fx1w")
    place(w, P, "5,2", "straight", rot("straight", (0, 3)))
    place(w, P, "6,2", "straight", rot("straight", (0, 3)))
    place(w, P, "5,3", "gentle_curve", rot("gentle_curve", (3, 1)))
    place(w, P, "4,3", "gentle_curve", rot("gentle_curve", (2, 0)))
    up = build(w, P, "6,2", "two_straights", (0, 3), (1, 4))
    assert up["pl"][P]["money"] == 7


def transcon_state(key: str = "fx1w") -> dict:
    s = fx1_state(key=key)
    place(s, Q, "1,2", "straight", rot("straight", (0, 3)))
    place(s, Q, TAU, "straight", 0)
    s["track"][TAU]["segments"] = [segment(0, 6, P, False), segment(3, 6, Q, False)]
    return s


def test_aos39_contiguity_and_transcontinental() -> None:
    s = transcon_state()
    place(s, P, "4,1", "straight", rot("straight", (5, 2)))
    s["track"]["4,1"]["segments"][0]["owner"] = P
    s["track"]["1,2"]["segments"][0]["owner"] = Q
    # P's track: Tau stub and (4,1) from Beta are two networks -> every step must not add a third
    away = step("7,3", "straight", (1, 4))
    contiguous = fx1_state(key="fx1w")
    place(contiguous, P, "1,2", "straight", rot("straight", (0, 3)))
    assert refused(contiguous, P, away) == "E_NOT_CONTIGUOUS"
    two = transcon_state()
    after = build(two, P, "3,2", "straight", (0, 3))
    assert after["transcon"] and after["pl"][P]["income"] == 2 and after["pl"][Q]["income"] == 2
    assert ENGINE.apply(after, P, away).state["track"]["7,3"]
    solo = transcon_state()
    for seg in solo["track"]["1,2"]["segments"] + solo["track"][TAU]["segments"]:
        seg["owner"] = P
    assert build(solo, P, "3,2", "straight", (0, 3))["pl"][P]["income"] == 4
    three = transcon_state("fx1w3")
    place(three, R, "3,2", "straight", rot("straight", (0, 3)))
    three["track"][TAU]["segments"][0]["owner"] = R
    place(three, P, "5,2", "straight", rot("straight", (0, 3)))
    place(three, P, "6,2", "straight", rot("straight", (0, 3)))
    last = step("7,2", "straight", (0, 3))
    assert refused(three, P, last) == "E_TRANSCON_CHOICE_REQUIRED"
    chosen = ENGINE.apply(three, P, {**last, "bonus_players": [P, R]}).state
    assert [chosen["pl"][x]["income"] for x in (P, Q, R)] == [2, 0, 2]
    # East-west bonus: red cube Gamma (east) -> Alpha (west) over P, R, Q links; Q named.
    chosen["phase"] = "move"
    chosen["build"] = None
    chosen["move"] = {"round": 1, "order": [P], "queue": [P], "loco_up": []}
    chosen["pl"][P]["loco"] = 3
    chosen["cubes"] = {GAMMA: {"red": 1}}
    links = [[GAMMA, "7,2", "6,2", "5,2", BETA], [BETA, "3,2", TAU], [TAU, "1,2", ALPHA]]
    move = {"type": "deliver", "from": GAMMA, "colour": "red", "links": links}
    assert refused(chosen, P, move) == "E_BONUS_LINK_REQUIRED"
    paid = ENGINE.apply(chosen, P, {**move, "bonus_link": 2}).state
    assert [paid["pl"][x]["income"] for x in (P, Q, R)] == [3, 2, 3]
    # A New City on a west town holding a cube: the cube goes back into the bag.
    urb = fx1_state(key="fx1w")
    urb["cubes"] = {TAU: {"blue": 1}}
    urb["actions"], urb["phase"], urb["turn"] = {"urbanization": P}, "urbanize", P
    bag = urb["bag_size"]
    urban = ENGINE.apply(urb, P, {"type": "urbanize", "hex": TAU, "letter": "A"}).state
    assert TAU not in urban["cubes"] and urban["bag_size"] == bag + 1


# --------------------------------------------------------------------------- Southern U.S.


def test_aos40_southern_us() -> None:
    s = fx1_state(key="fx1s")
    place(s, Q, "3,2", "straight", rot("straight", (0, 3)))
    place(s, Q, TAU, "town_1", rot("town_1", (0,)))
    for h in ("5,2", "6,2", "7,2"):
        place(s, P, h, "straight", rot("straight", (0, 3)))
    place(s, P, "7,3", "straight", rot("straight", (1, 4)))
    s["phase"], s["build"] = "move", None
    s["move"] = {"round": 1, "order": [P], "queue": [P], "loco_up": []}
    s["pl"][P]["loco"] = 3
    s["cubes"] = {TAU: {"white": 1}}
    removed = s["removed"]["white"]
    links = [[TAU, "3,2", BETA], [BETA, "5,2", "6,2", "7,2", GAMMA]]
    move = {"type": "deliver", "from": TAU, "colour": "white", "links": links}
    too_far = {**move, "links": [*links, [GAMMA, "7,3", DELTA]]}
    assert refused(s, P, too_far) == "E_PASSES_MATCHING_CITY"
    after = ENGINE.apply(s, P, move).state
    assert after["removed"]["white"] == removed + 1 and after["cubes"] == {}
    assert after["pl"][Q]["income"] == 1 and after["pl"][P]["income"] == 2
    g = fast_copy(s)
    g["cubes"] = {}
    for r_, extra in ((4, 1), (5, 0)):
        g["round"] = r_
        before = sum(g["cubes"].get(ALPHA, {}).values())
        for col in g["display"]:
            g["display"][col] = [None] * len(g["display"][col])
        goods_growth(g, Dice(1, 1, 1, 1, 1, 1, 1, 1))  # type: ignore[arg-type]
        assert sum(g["cubes"].get(ALPHA, {}).values()) - before == extra
    urb = fx1_state(key="fx1s")
    urb["cubes"] = {TAU: {"white": 1}}
    urb["actions"], urb["phase"], urb["turn"] = {"urbanization": P}, "urbanize", P
    urban = ENGINE.apply(urb, P, {"type": "urbanize", "hex": TAU, "letter": "A"}).state
    assert urban["cubes"][TAU] == {"white": 1}


# --------------------------------------------------------------------------- Germany

EPSILON, STATION = "3,2", "9,3"


def germany(seat: int = P) -> dict:
    s = fx1_state(key="fx1g", seat=seat, money=20)
    s["stations"] = {STATION: "red"}
    return s


def turn(*steps: dict) -> dict:
    """Version 1's Germany build turn: every step in one move."""
    return {
        "type": "build_turn",
        "steps": [{k: v for k, v in st.items() if k != "type"} for st in steps],
    }


def built(s: dict, seat: int, *moves: dict) -> dict:
    """One tile per move (engine version 2), then done."""
    for move in moves:
        s = ENGINE.apply(s, seat, move).state
    return s


def test_aos41_germany() -> None:
    s = germany()
    three = built(
        s,
        P,
        step("1,2", "straight", (0, 3)),
        step(TAU, "town_1", (3,)),
        step("5,2", "straight", (0, 3)),
    )
    assert refused(three, P, {"type": "end_build"}) == "E_INCOMPLETE_NOT_ALLOWED"
    assert {"type": "end_build"} not in ENGINE.legal_moves(three, P)
    taken_back = ENGINE.apply(three, P, {"type": "take_back_build"}).state
    assert taken_back["track"] == s["track"] and taken_back["pl"] == s["pl"]
    assert taken_back["supply"] == s["supply"] and taken_back["build"]["queue"][0] != P
    legacy = turn(step("1,2", "straight", (0, 3)), step(TAU, "town_1", (3,)))
    assert refused(s, P, legacy) == "E_WRONG_MOVE_TYPE"  # version 1's whole-turn move
    good = built(s, P, step("1,2", "straight", (0, 3)), step(TAU, "town_1", (3,)))
    good = ENGINE.apply(good, P, {"type": "end_build"}).state
    assert good["pl"][P]["money"] == 20 - 4 and good["build"]["queue"][0] != P
    eng = germany()
    eng["actions"] = {"engineer": P}
    done = built(
        eng,
        P,
        step("5,2", "straight", (0, 3), half_price=True),
        step("6,2", "straight", (0, 3)),
        step("7,2", "straight", (0, 3)),
    )
    assert done["pl"][P]["money"] == 20 - 8
    assert refused(done, P, step("7,3", "straight", (1, 4))) == "E_BUILD_LIMIT"
    twice = built(eng, P, step("5,2", "straight", (0, 3), half_price=True))
    assert refused(twice, P, step("6,2", "straight", (0, 3), half_price=True)) == (
        "E_HALF_PRICE_ONCE"
    )
    special = ENGINE.apply(germany(), P, {"type": "build_special_link"}).state
    assert special["pl"][P]["money"] == 18 and special["special_link"] == P
    from games.engines.age_of_steam.scoring import track_sections

    assert track_sections(special)[P] == 1
    special["build"]["queue"] = [Q]
    special["build"]["used"] = 0
    special["phase"] = "build"
    assert refused(special, Q, {"type": "build_special_link"}) == "E_SPECIAL_LINK_TAKEN"
    st = germany()
    place(st, P, "8,3", "gentle_curve", rot("gentle_curve", (0, 2)))
    place(st, P, "8,4", "straight", rot("straight", (1, 4)) if False else 0)
    st["track"]["8,4"] = tile("gentle_curve", 0, False, [segment(1, 3, P, False)])
    place(st, P, "7,4", "straight", rot("straight", (0, 3)))
    st["phase"], st["build"] = "move", None
    st["move"] = {"round": 1, "order": [P], "queue": [P], "loco_up": []}
    st["pl"][P]["loco"] = 3
    st["cubes"] = {GAMMA: {"red": 1, "blue": 1, "yellow": 1}}
    to_station = [[GAMMA, "8,3", STATION]]
    red = ENGINE.apply(
        st, P, {"type": "deliver", "from": GAMMA, "colour": "red", "links": to_station}
    ).state
    assert red["stations"] == {STATION: "red"} and red["pl"][P]["income"] == 1
    assert (
        refused(st, P, {"type": "deliver", "from": GAMMA, "colour": "blue", "links": to_station})
        == "E_DESTINATION_NOT_MATCHING"
    )
    through = [*to_station, [STATION, "8,4", "7,4", DELTA]]
    assert (
        refused(st, P, {"type": "deliver", "from": GAMMA, "colour": "yellow", "links": through})
        == "E_PASSES_FOREIGN_STATION"
    )
    g = germany()
    g["cubes"] = {}
    goods_growth(g, Dice(*[1] * 8))  # type: ignore[arg-type]
    assert sum(g["cubes"].get(BETA, {}).values()) == 1


# --------------------------------------------------------------------------- Barbados


def test_aos42_barbados() -> None:
    s = ENGINE.setup(1, {"map": "barbados"}, 4)
    assert refused(s, 0, {"type": "issue_shares", "count": 2}) == "E_SHARES_PER_ROUND_LIMIT"
    s = ENGINE.apply(s, 0, {"type": "issue_shares", "count": 1}).state
    assert s["phase"] == "actions"
    assert (
        refused(s, 0, {"type": "select_action", "action": "first_move"}) == "E_ACTION_UNAVAILABLE"
    )
    a = fast_copy(s)
    a["blocked"] = ["engineer", "locomotive", "production"]
    assert refused(a, 0, {"type": "select_action", "action": "engineer"}) == "E_ACTION_TAKEN"
    a = ENGINE.apply(a, 0, {"type": "select_action", "action": "urbanization"}).state
    b = fast_copy(a)
    b["blocked"] = ["engineer", "locomotive", "production", "urbanization"]
    rounds.start_actions(b)
    assert b["blocked"] == [] and {
        "type": "select_action",
        "action": "engineer",
    } in ENGINE.legal_moves(b, 0)
    for seed in range(30):
        d = ENGINE.setup(1, {"map": "barbados"}, seed)["display"]
        assert d["A"][0] != "red" and d["B"][0] != "blue"
        assert sum(c is not None for col in d.values() for c in col) == 10
        assert all(c != "purple" for col in d.values() for c in col)
    g = fast_copy(s)
    g["cubes"] = {}
    dark = {c: list(v) for c, v in g["display"].items() if c.startswith("D")}
    dice = Dice(1, 2, 3, 3, 3, 3)
    goods_growth(g, dice)  # type: ignore[arg-type]
    assert dice.values == [3, 3, 3, 3]
    assert {c: v for c, v in g["display"].items() if c.startswith("D")} == dark
    end = fast_copy(s)
    end["round"] = 10
    end["pl"][0].update(money=32 - 0, shares=6, income=0, loco=1)
    end["pl"][0]["money"] = 32 + 7
    won = end_of_moves(end, 0)
    assert ENGINE.result(won).scores == [2] and ENGINE.result(won).details["won"]  # type: ignore[union-attr]
    end["pl"][0]["money"] = 25 + 7
    lost = end_of_moves(end, 0)
    assert not ENGINE.result(lost).details["won"]  # type: ignore[union-attr]


# --------------------------------------------------------------------------- St. Lucia


def lucia_round_start(top: int | None = None) -> dict:
    s = fast_copy(ENGINE.setup(2, {"map": "st_lucia"}, 4))
    s["order"] = [P, Q]
    for p in s["pl"]:
        p["money"] = 10
        p["top"] = False
    if top is not None:
        s["pl"][top]["top"] = True
    rounds.start_lucia_order(s)
    return s


def test_aos43_st_lucia() -> None:
    s = lucia_round_start()
    assert s["order"] == [Q, P] and ENGINE.to_act(s) == [Q]
    paid = ENGINE.apply(
        ENGINE.apply(s, Q, {"type": "decline_start"}).state, P, {"type": "pay_start"}
    ).state
    assert paid["order"] == [P, Q] and paid["pl"][P]["money"] == 5
    q_pays = ENGINE.apply(s, Q, {"type": "pay_start"}).state
    assert q_pays["order"] == [Q, P] and q_pays["pl"][Q]["money"] == 5
    nobody = ENGINE.apply(
        ENGINE.apply(s, Q, {"type": "decline_start"}).state, P, {"type": "decline_start"}
    ).state
    assert nobody["order"] == [Q, P] and all(p["money"] == 10 for p in nobody["pl"])
    assert nobody["phase"] == "shares"
    top = lucia_round_start(top=P)
    assert top["order"] == [P, Q] and top["pl"][P]["money"] == 5 and top["phase"] == "shares"
    act = fast_copy(nobody)
    rounds.start_actions(act)
    assert (
        refused(act, act["queue"][0], {"type": "select_action", "action": "production"})
        == "E_ACTION_UNAVAILABLE"
    )
    # A cube on a tile (FX-1 with St. Lucia rules).
    c = fx1_state(players=2, key="fx1l")
    c["cubes"] = {"5,2": {"blue": 1}}
    c = build(c, P, "5,2", "straight", (0, 3))
    c["phase"], c["build"] = "move", None
    c["move"] = {"round": 1, "order": [Q, P], "queue": [Q, P], "loco_up": []}
    moved = ENGINE.apply(
        c, Q, {"type": "deliver", "from": "5,2", "colour": "blue", "links": [["5,2", BETA]]}
    ).state
    assert moved["pl"][P]["income"] == 1 and "5,2" not in moved["cubes"]
    x = fx1_state(players=2, key="fx1l")
    place(x, P, "7,3", "two_straights", rot("two_straights", (1, 4), (0, 3)))
    for seg in x["track"]["7,3"]["segments"]:
        seg["owner"] = P if tuple(seg["ends"]) == (1, 4) else Q
    place(x, Q, "8,3", "sharp_curve", rot("sharp_curve", (3, 2)))
    x["cubes"] = {"7,3": {"red": 1}}
    x["phase"], x["build"] = "move", None
    x["move"] = {"round": 1, "order": [P, Q], "queue": [P, Q], "loco_up": []}
    q_track = ENGINE.apply(
        x, P, {"type": "deliver", "from": "7,3", "colour": "red", "links": [["7,3", "8,3", GAMMA]]}
    ).state
    assert q_track["pl"][Q]["income"] == 1 and q_track["pl"][P]["income"] == 0
    p_track = ENGINE.apply(
        x, P, {"type": "deliver", "from": "7,3", "colour": "red", "links": [["7,3", GAMMA]]}
    ).state
    assert p_track["pl"][P]["income"] == 1
    assert {
        "type": "deliver",
        "from": "7,3",
        "colour": "red",
        "links": [["7,3", GAMMA]],
    } in ENGINE.legal_moves(x, P)
