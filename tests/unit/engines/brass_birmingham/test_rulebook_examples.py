"""BB-01 … BB-17: the rulebook's own examples and figures (rules digest section 11)."""

from __future__ import annotations

from games.engines.brass_birmingham import ENGINE
from games.engines.brass_birmingham.board import network

from .helpers import (
    A,
    B,
    C,
    D,
    end_game_phase,
    marker,
    money,
    play,
    refused,
    scenario,
    spent,
    tile,
)

CARDS8 = [
    "birmingham",
    "coventry",
    "dudley",
    "walsall",
    "cannock",
    "stafford",
    "worcester",
    "redditch",
]


def test_bb01_turn_order_by_money_spent() -> None:
    """BB-01: spent £20 / £6 / £20 → order B, A, C; equal amounts keep their order."""
    state = scenario(
        players=3, round_=4, active=C, actions_left=1, order=[A, B, C], hands={C: ["dudley"]}
    )
    bank = state["bank"]
    for seat, amount in ((A, 20), (B, 6), (C, 20)):
        state["players"][seat]["spent"] = amount
        state["bank"] -= amount
    after = play(state, C, {"type": "pass", "card": "dudley"})
    assert after["order"] == [B, A, C]
    assert all(p["spent"] == 0 for p in after["players"])
    assert after["bank"] == bank
    assert after["round"] == 5


def test_bb02_two_canal_links_need_two_network_actions() -> None:
    """BB-02: two Network actions place L24 then L23 (£3 each); one action cannot carry two.

    Reading: a network move names one link, so "[L24, L23] in one action" cannot be written;
    the second-link move (rail2) is refused in the Canal Era with E_CANAL_ONE_LINK_PER_ACTION.
    """
    state = scenario(
        money={A: 10},
        hands={A: CARDS8},
        tiles=[{"owner": A, "industry": "cotton_mill", "level": 1, "loc": "birmingham", "slot": 1}],
    )
    first = play(state, A, {"type": "network", "card": "coventry", "link": "birmingham-tamworth"})
    assert (
        refused(first, A, {"type": "rail2", "link": "nuneaton-tamworth"})
        == "E_CANAL_ONE_LINK_PER_ACTION"
    )
    after = play(first, A, {"type": "network", "card": "dudley", "link": "nuneaton-tamworth"})
    player = after["players"][A]
    assert (player["money"], player["spent"], player["links"]) == (4, 6, 12)
    assert player["discard"][-2:] == ["coventry", "dudley"]
    assert {"birmingham", "tamworth", "nuneaton"} <= network(after, A)
    assert network(after, A) == {"birmingham", "tamworth", "nuneaton"}


def test_bb03_loan_moves_three_levels_to_the_top_space() -> None:
    """BB-03: marker 35 (12) → 28 (9), £3 → £33, spent unchanged; marker 10 → 7."""
    state = scenario(money={A: 3}, markers={A: 35}, hands={A: CARDS8})
    state["players"][A]["spent"] = 4
    state["bank"] -= 4
    after = play(state, A, {"type": "loan", "card": "dudley"})
    assert (money(after, A), marker(after, A), spent(after, A)) == (33, 28, 4)
    low = play(scenario(markers={A: 10}, hands={A: CARDS8}), A, {"type": "loan", "card": "dudley"})
    assert marker(low, A) == 7


def test_bb04_coal_mine_sells_to_the_coal_market_and_flips() -> None:
    """BB-04: Coal Mine I next to Shrewsbury sells 2 cubes at £2 and £2, flips, +4 spaces."""
    state = scenario(
        coal=10, money={A: 20}, hands={A: ["coalbrookdale", *CARDS8[:7]]}, links=[("L20", A)]
    )
    after = play(
        state,
        A,
        {
            "type": "build",
            "card": "coalbrookdale",
            "industry": "coal_mine",
            "location": "coalbrookdale",
            "slot": 3,
        },
    )
    mine = tile(after, "coalbrookdale", 3)
    assert mine is not None and mine["flipped"] and mine["cubes"] == 0
    assert (money(after, A), spent(after, A), after["coal_market"], marker(after, A)) == (
        19,
        5,
        12,
        14,
    )


def test_bb05_iron_works_takes_nearest_coal_and_sells_all_iron() -> None:
    """BB-05: coal from B's Dudley mine (flips B), 4 iron sold £3+£3+£2+£2, works flipped."""
    state = scenario(
        iron=4,
        money={A: 12},
        markers={A: 20, B: 15},
        hands={A: CARDS8},
        tiles=[
            {
                "owner": B,
                "industry": "coal_mine",
                "level": 1,
                "loc": "dudley",
                "slot": 1,
                "cubes": 1,
            }
        ],
    )
    after = play(
        state,
        A,
        {
            "type": "build",
            "card": "dudley",
            "industry": "iron_works",
            "location": "dudley",
            "slot": 2,
        },
    )
    assert tile(after, "dudley", 1)["flipped"]  # type: ignore[index]
    assert marker(after, B) == 19
    assert after["iron_market"] == 8
    assert tile(after, "dudley", 2)["flipped"]  # type: ignore[index]
    assert (marker(after, A), money(after, A), spent(after, A)) == (23, 17, 5)


def test_bb06_single_icon_slot_first() -> None:
    """BB-06: Birmingham slot 1 [Cotton|Manufacturer] refused while slot 2 [Manufacturer] is
    free; slot 2 costs £8 + £1 market coal via Oxford."""
    state = scenario(money={A: 15}, hands={A: CARDS8}, links=[("L39", A)])
    build = {
        "type": "build",
        "card": "birmingham",
        "industry": "manufacturer",
        "location": "birmingham",
        "slot": 1,
    }
    assert refused(state, A, build) == "E_MUST_USE_EXCLUSIVE_SLOT"
    after = play(state, A, {**build, "slot": 2})
    assert (money(after, A), spent(after, A), after["coal_market"]) == (6, 9, 12)


def test_bb07_coal_comes_from_the_nearest_connected_mine() -> None:
    """BB-07: Walsall's iron works takes Cannock coal (1 link), not Dudley's (2) nor market.

    Reading: the nearest mine is the only candidate, so the engine takes it by itself; with a
    second mine equally near, the coal choice naming Dudley or the market is refused.
    """
    tiles = [
        {"owner": B, "industry": "coal_mine", "level": 1, "loc": "cannock", "slot": 2, "cubes": 2},
        {"owner": C, "industry": "coal_mine", "level": 1, "loc": "dudley", "slot": 1, "cubes": 2},
    ]
    links = [("L16", B), ("L25", C), ("L29", D)]
    state = scenario(iron=10, money={A: 10}, hands={A: CARDS8}, tiles=tiles, links=links)
    build = {
        "type": "build",
        "card": "walsall",
        "industry": "iron_works",
        "location": "walsall",
        "slot": 1,
    }
    after = play(state, A, build)
    assert tile(after, "cannock", 2)["cubes"] == 1  # type: ignore[index]
    assert tile(after, "dudley", 1)["cubes"] == 2  # type: ignore[index]
    works = tile(after, "walsall", 1)
    assert works == {"owner": A, "industry": "iron_works", "level": 1, "flipped": False, "cubes": 4}
    assert (money(after, A), after["iron_market"]) == (5, 10)

    tied = scenario(
        iron=10,
        money={A: 10},
        hands={A: CARDS8},
        links=links,
        tiles=[
            *tiles,
            {
                "owner": D,
                "industry": "coal_mine",
                "level": 1,
                "loc": "cannock",
                "slot": 1,
                "cubes": 1,
            },
        ],
    )
    pending = play(tied, A, build)
    assert pending["step"]["kind"] == "coal"
    assert set(pending["step"]["choices"]) == {"cannock/1", "cannock/2"}
    assert (
        refused(pending, A, {"type": "coal", "source": "dudley/1"}) == "E_COAL_SOURCE_NOT_NEAREST"
    )
    assert refused(pending, A, {"type": "coal", "source": "market"}) == "E_COAL_SOURCE_NOT_NEAREST"
    chosen = play(pending, A, {"type": "coal", "source": "cannock/1"})
    assert tile(chosen, "cannock", 1)["flipped"]  # type: ignore[index]


def _bb08_state() -> dict:  # type: ignore[type-arg]
    return scenario(
        players=2,
        markers={A: 12},
        hands={A: CARDS8},
        tiles=[
            {"owner": A, "industry": "cotton_mill", "level": 1, "loc": "kidderminster", "slot": 2},
            {
                "owner": A,
                "industry": "brewery",
                "level": 1,
                "loc": "stafford",
                "slot": 1,
                "cubes": 1,
            },
            {
                "owner": B,
                "industry": "brewery",
                "level": 1,
                "loc": "coalbrookdale",
                "slot": 1,
                "cubes": 1,
            },
        ],
        links=[("L34", B), ("L35", B)],
        merchants={"gloucester-1": ("cotton", True), "gloucester-2": ("blank_a", False)},
    )


def test_bb08_beer_sources_and_the_gloucester_bonus() -> None:
    """BB-08: B's unconnected brewery refused; own brewery anywhere; Gloucester barrel gives a
    free develop."""
    state = _bb08_state()
    sell = {
        "type": "sell",
        "card": "dudley",
        "location": "kidderminster",
        "slot": 2,
        "merchant": "gloucester-1",
    }
    pending = play(state, A, sell)
    assert pending["step"]["kind"] == "beer"
    assert set(pending["step"]["choices"]) == {"stafford/1", "gloucester-1"}
    assert (
        refused(pending, A, {"type": "beer", "source": "coalbrookdale/1"})
        == "E_BEER_SOURCE_NOT_CONNECTED"
    )
    own = play(pending, A, {"type": "beer", "source": "stafford/1"})
    assert tile(own, "stafford", 1)["flipped"]  # type: ignore[index]
    assert tile(own, "kidderminster", 2)["flipped"]  # type: ignore[index]
    assert marker(own, A) == 21
    assert own["merchants"][[m["space"] for m in own["merchants"]].index("gloucester-1")]["beer"]

    bonus = play(pending, A, {"type": "beer", "source": "gloucester-1"})
    assert bonus["step"]["kind"] == "develop_bonus"
    after = play(bonus, A, {"type": "develop_bonus", "industry": "coal_mine"})
    assert after["players"][A]["mat"]["coal_mine"] == [0, 2, 2, 2]
    assert money(after, A) == money(state, A)
    assert marker(after, A) == 17
    assert not next(m for m in after["merchants"] if m["space"] == "gloucester-1")["beer"]


def test_bb09_iron_from_any_iron_works_before_the_market() -> None:
    """BB-09: B's unconnected Redditch works supplies the iron for free and flips.

    Reading: with one iron works holding iron the engine takes it; with two, an iron choice
    naming the market is refused with E_IRON_SOURCE_INVALID.
    """
    works = {
        "owner": B,
        "industry": "iron_works",
        "level": 1,
        "loc": "redditch",
        "slot": 2,
        "cubes": 1,
    }
    state = scenario(money={A: 5}, markers={B: 18}, hands={A: CARDS8}, tiles=[works])
    after = play(state, A, {"type": "develop", "card": "dudley", "industries": ["coal_mine"]})
    assert tile(after, "redditch", 2)["flipped"]  # type: ignore[index]
    assert marker(after, B) == 21
    assert after["players"][A]["mat"]["coal_mine"][0] == 0
    assert (money(after, A), after["iron_market"]) == (5, 8)

    two = scenario(
        money={A: 5},
        hands={A: CARDS8},
        tiles=[
            works,
            {
                "owner": C,
                "industry": "iron_works",
                "level": 1,
                "loc": "birmingham",
                "slot": 3,
                "cubes": 1,
            },
        ],
    )
    pending = play(two, A, {"type": "develop", "card": "dudley", "industries": ["coal_mine"]})
    assert refused(pending, A, {"type": "iron", "source": "market"}) == "E_IRON_SOURCE_INVALID"
    chosen = play(pending, A, {"type": "iron", "source": "redditch/2"})
    assert tile(chosen, "birmingham", 3)["cubes"] == 1  # type: ignore[index]


def test_bb10_overbuilding() -> None:
    """BB-10: own Cotton Mill II → III; B's Coal Mine II overbuilt when no coal is left; not
    while a cube remains; never another player's manufacturer."""
    own = scenario(
        era="rail",
        money={A: 30},
        coal=5,
        iron=6,
        hands={A: CARDS8},
        lowest={A: {"cotton_mill": 3}},
        links=[("L35", B)],
        tiles=[
            {
                "owner": A,
                "industry": "cotton_mill",
                "level": 2,
                "loc": "worcester",
                "slot": 1,
                "flipped": True,
            },
            {"owner": B, "industry": "cotton_mill", "level": 2, "loc": "worcester", "slot": 2},
        ],
    )
    after = play(
        own,
        A,
        {
            "type": "build",
            "card": "worcester",
            "industry": "cotton_mill",
            "location": "worcester",
            "slot": 1,
        },
    )
    assert (money(after, A), after["coal_market"], after["iron_market"]) == (6, 4, 5)
    assert tile(after, "worcester", 1) == {
        "owner": A,
        "industry": "cotton_mill",
        "level": 3,
        "flipped": False,
        "cubes": 0,
    }
    assert after["players"][A]["removed"] == own["players"][A]["removed"] + 1

    def theirs(coal: int) -> dict:  # type: ignore[type-arg]
        return scenario(
            era="rail",
            money={A: 20},
            markers={A: 30},
            coal=coal,
            iron=5,
            hands={A: CARDS8},
            lowest={A: {"coal_mine": 3}},
            links=[("L15", B), ("L19", B), ("L20", B)],
            tiles=[
                {
                    "owner": B,
                    "industry": "coal_mine",
                    "level": 2,
                    "loc": "cannock",
                    "slot": 2,
                    "flipped": True,
                }
            ],
        )

    build = {
        "type": "build",
        "card": "cannock",
        "industry": "coal_mine",
        "location": "cannock",
        "slot": 2,
    }
    done = play(theirs(0), A, build)
    assert (spent(done, A), done["iron_market"], done["coal_market"]) == (11, 4, 4)
    assert tile(done, "cannock", 2)["owner"] == A  # type: ignore[index]
    assert tile(done, "cannock", 2)["flipped"]  # type: ignore[index]
    assert (marker(done, A), money(done, A)) == (36, 35)
    assert done["players"][B]["removed"] == theirs(0)["players"][B]["removed"] + 1
    assert refused(theirs(1), A, build) == "E_OVERBUILD_RESOURCE_REMAINS"

    manu = scenario(
        era="rail",
        money={A: 30},
        hands={A: CARDS8},
        lowest={A: {"manufacturer": 2}},
        tiles=[
            {
                "owner": B,
                "industry": "manufacturer",
                "level": 1,
                "loc": "birmingham",
                "slot": 2,
                "flipped": True,
            }
        ],
    )
    assert (
        refused(
            manu,
            A,
            {
                "type": "build",
                "card": "birmingham",
                "industry": "manufacturer",
                "location": "birmingham",
                "slot": 2,
            },
        )
        == "E_OVERBUILD_NOT_ALLOWED"
    )


def test_bb11_develop_two_tiles() -> None:
    """BB-11: Develop coal + brewery: iron £2 + £2 from the market; or both breweries."""
    state = scenario(money={A: 10}, hands={A: CARDS8})
    after = play(
        state, A, {"type": "develop", "card": "dudley", "industries": ["coal_mine", "brewery"]}
    )
    assert (after["iron_market"], money(after, A), spent(after, A)) == (6, 6, 4)
    assert after["players"][A]["mat"]["coal_mine"][0] == 0
    assert after["players"][A]["mat"]["brewery"] == [1, 2, 2, 1]
    both = play(
        state, A, {"type": "develop", "card": "dudley", "industries": ["brewery", "brewery"]}
    )
    assert both["players"][A]["mat"]["brewery"] == [0, 2, 2, 1]
    assert money(both, A) == 6


def test_bb12_end_of_canal_era_scoring_and_removal() -> None:
    """BB-12: links 5 + 6 (A) and 4 (B); tiles A 5, B 3, C 10; level-1 tiles leave."""
    state = scenario(
        players=3,
        tiles=[
            {
                "owner": A,
                "industry": "cotton_mill",
                "level": 2,
                "loc": "birmingham",
                "slot": 1,
                "flipped": True,
            },
            {
                "owner": B,
                "industry": "manufacturer",
                "level": 1,
                "loc": "birmingham",
                "slot": 2,
                "flipped": True,
            },
            {
                "owner": C,
                "industry": "iron_works",
                "level": 1,
                "loc": "birmingham",
                "slot": 3,
                "cubes": 2,
            },
            {
                "owner": C,
                "industry": "pottery",
                "level": 1,
                "loc": "coventry",
                "slot": 1,
                "flipped": True,
            },
        ],
        links=[("L32", A), ("L39", A), ("L24", B)],
    )
    after = play(end_game_phase(state, C), C, {"type": "pass", "card": "birmingham"})
    assert [p["vp"] for p in after["players"]] == [16, 7, 10]
    assert after["era_scores"] == [[16, 7, 10]]
    assert after["links"] == {} and all(p["links"] == 14 for p in after["players"])
    assert tile(after, "birmingham", 2) is None and tile(after, "birmingham", 3) is None
    assert tile(after, "coventry", 1) is None
    assert tile(after, "birmingham", 1)["flipped"]  # type: ignore[index]
    assert after["era"] == "rail"


def test_bb13_a_level_3_cotton_mill_scores_twice() -> None:
    """BB-13: a flipped Cotton Mill III scores 9 after each era = 18."""
    state = scenario(
        players=2,
        tiles=[
            {
                "owner": A,
                "industry": "cotton_mill",
                "level": 3,
                "loc": "worcester",
                "slot": 1,
                "flipped": True,
            }
        ],
    )
    rail = play(end_game_phase(state, B), B, {"type": "pass", "card": "birmingham"})
    assert rail["players"][A]["vp"] == 9 and rail["era"] == "rail"
    over = play(end_game_phase(rail, B), B, {"type": "pass", "card": "birmingham"})
    assert over["players"][A]["vp"] == 18
    assert ENGINE.result(over) is not None


def _bb14(tiles: bool = True, vp: int = 12) -> dict:  # type: ignore[type-arg]
    owned = (
        [
            {"owner": A, "industry": "manufacturer", "level": 2, "loc": "birmingham", "slot": 2},
            {
                "owner": A,
                "industry": "coal_mine",
                "level": 2,
                "loc": "dudley",
                "slot": 1,
                "flipped": True,
            },
        ]
        if tiles
        else []
    )
    return scenario(
        players=2,
        active=A,
        actions_left=1,
        order=[B, A],
        money={A: 1},
        markers={A: 7},
        vp={A: vp},
        hands={A: CARDS8},
        tiles=owned,
    )


def test_bb14_negative_income_shortfall() -> None:
    """BB-14: A pays £1, owes £2, removes one tile (£3 or £5); a second removal is refused."""
    state = play(_bb14(), A, {"type": "pass", "card": "dudley"})
    assert state["phase"] == "shortfall" and ENGINE.to_act(state) == [A]
    assert state["shortfall"] == {"0": 2}
    coal = play(state, A, {"type": "shortfall", "location": "dudley", "slot": 1})
    assert (money(coal, A), coal["players"][A]["vp"], coal["phase"]) == (1, 12, "actions")
    assert tile(coal, "dudley", 1) is None
    manu = play(state, A, {"type": "shortfall", "location": "birmingham", "slot": 2})
    assert money(manu, A) == 3
    assert (
        refused(coal, A, {"type": "shortfall", "location": "birmingham", "slot": 2})
        == "E_SHORTFALL_OVERSOLD"
    )
    bare = play(_bb14(tiles=False), A, {"type": "pass", "card": "dudley"})
    assert bare["players"][A]["vp"] == 10 and bare["phase"] == "actions"
    poor = play(_bb14(tiles=False, vp=1), A, {"type": "pass", "card": "dudley"})
    assert poor["players"][A]["vp"] == 0
