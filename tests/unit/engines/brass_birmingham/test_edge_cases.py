"""BB-15 … BB-43: the rulebook's statements and derived edge cases (rules digest section 11)."""

from __future__ import annotations

import json
from typing import Any

from games.engines.brass_birmingham import ENGINE
from games.engines.brass_birmingham import catalog as cat
from games.engines.brass_birmingham.actions.network import check_link
from games.engines.brass_birmingham.board import distances, network
from games.engines.brass_birmingham.scoring import link_value
from games.engines.core import IllegalMove

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


def build(card: str, industry: str, location: str, slot: int) -> dict[str, Any]:
    return {"type": "build", "card": card, "industry": industry, "location": location, "slot": slot}


def test_bb15_one_link_serves_the_southern_farm_brewery() -> None:
    """BB-15: a canal on L34 joins Kidderminster, Worcester and the farm brewery (distance 1)
    and scores the link icons of all three."""
    state = scenario(
        hands={A: ["brewery", *CARDS8[:7]]},
        tiles=[
            {"owner": A, "industry": "cotton_mill", "level": 1, "loc": "kidderminster", "slot": 2}
        ],
    )
    after = play(state, A, {"type": "network", "card": "dudley", "link": "kidderminster-worcester"})
    assert {"kidderminster", "worcester", "farm_brewery_south"} <= network(after, A)
    dist = distances(after, ["farm_brewery_south"])
    assert dist["kidderminster"] == 1 and dist["worcester"] == 1
    assert build("brewery", "brewery", "farm_brewery_south", 1) in ENGINE.legal_moves(after, A)
    after["tiles"]["farm_brewery_south"][0] = {
        "owner": B,
        "industry": "brewery",
        "level": 1,
        "flipped": True,
        "cubes": 0,
    }
    assert link_value(after, "kidderminster-worcester") == 2


def _seller(space: int) -> dict[str, Any]:
    """A's Cotton Mill I in Birmingham, Oxford buys cotton (no barrel), A's brewery with 2."""
    return scenario(
        markers={A: space},
        hands={A: CARDS8},
        links=[("L39", A)],
        merchants={"oxford-1": ("cotton", False), "oxford-2": ("blank_a", False)},
        tiles=[
            {"owner": A, "industry": "cotton_mill", "level": 1, "loc": "birmingham", "slot": 1},
            {
                "owner": A,
                "industry": "brewery",
                "level": 2,
                "loc": "stafford",
                "slot": 1,
                "cubes": 2,
            },
        ],
    )


def test_bb16_income_advances_by_spaces_capped_at_99() -> None:
    """BB-16: marker 28 + 5 → 33 (level 11); from 97, +5 stops at 99."""
    sell = {
        "type": "sell",
        "card": "dudley",
        "location": "birmingham",
        "slot": 1,
        "merchant": "oxford-1",
    }
    after = play(_seller(28), A, sell)
    assert marker(after, A) == 33 and cat.income_level(33) == 11
    top = play(_seller(97), A, sell)
    assert marker(top, A) == 99 and cat.income_level(99) == 30


def test_bb17_introductory_game_final_scoring() -> None:
    """BB-17: intro game: no last income; A +9 +7 +5 (Cotton Mill II again), B +15 −2."""
    state = scenario(
        players=2,
        options={"variant": "intro"},
        money={A: 37, B: 70},
        markers={A: 24, B: 8},
        tiles=[
            {
                "owner": A,
                "industry": "cotton_mill",
                "level": 2,
                "loc": "worcester",
                "slot": 1,
                "flipped": True,
            },
            {
                "owner": A,
                "industry": "manufacturer",
                "level": 1,
                "loc": "birmingham",
                "slot": 2,
                "flipped": True,
            },
        ],
    )
    over = play(end_game_phase(state, B), B, {"type": "pass", "card": "birmingham"})
    assert over["phase"] == "over"
    assert (money(over, A), money(over, B)) == (37, 70)
    assert over["era_scores"] == [[8, 0]]
    assert [p["vp"] for p in over["players"]] == [8 + 21, 13]
    result = ENGINE.result(over)
    assert result is not None and result.ranks == [1, 2]


def test_bb18_three_player_setup() -> None:
    """BB-18: 54 cards, 8 + 1 each, deck 27; 7 merchant tiles, Nottingham empty; 4 barrels."""
    state = ENGINE.setup(3, {}, 1234)
    assert state["deck_size"] == 27 == len(state["secret"]["deck"])
    assert all(len(p["hand"]) == 8 for p in state["private"])
    assert all(len(f) == 1 for f in state["secret"]["facedown"])
    spaces = [m["space"] for m in state["merchants"]]
    assert spaces == [
        "shrewsbury-1",
        "gloucester-1",
        "gloucester-2",
        "oxford-1",
        "oxford-2",
        "warrington-1",
        "warrington-2",
    ]
    assert sorted(m["tile"] for m in state["merchants"]) == sorted(cat.merchant_tiles_for(3))
    assert sum(m["beer"] for m in state["merchants"]) == 4
    assert (state["coal_market"], state["iron_market"]) == (13, 8)
    for p in state["players"]:
        assert (p["money"], p["income"], p["vp"], p["links"]) == (17, 10, 0, 14)
        assert sum(map(sum, p["mat"].values())) == 45
    assert sorted(state["order"]) == [0, 1, 2]
    rounds = 0
    while state["era"] == "canal":
        rounds = state["round"]
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.timeout_move(state, seat)).state
    assert rounds == 9


def test_bb19_first_round_one_action_only() -> None:
    """BB-19: a Loan ends A's first-round turn (refill 1, deck 27); a Develop is then refused.

    The engine ends turns by itself, so the code is E_NOT_YOUR_TURN.
    """
    state = ENGINE.setup(4, {}, 77)
    first = ENGINE.to_act(state)[0]
    card = state["private"][first]["hand"][0]
    after = play(state, first, {"type": "loan", "card": card})
    assert after["players"][first]["hand_size"] == 8 and after["deck_size"] == 27
    assert ENGINE.to_act(after) != [first]
    card = after["private"][first]["hand"][0]
    assert (
        refused(after, first, {"type": "develop", "card": card, "industries": ["coal_mine"]})
        == "E_NOT_YOUR_TURN"
    )


def test_bb20_first_build_anywhere_but_coal_needs_a_connection() -> None:
    """BB-20: Iron Works with no coal refused; Coal Mine I anywhere; B's Iron Works takes it."""
    state = scenario(
        round_=1,
        actions_left=1,
        order=[A, B, C, D],
        hands={A: ["iron_works", "coal_mine", *CARDS8[:6]], B: ["coalbrookdale", *CARDS8[:7]]},
    )
    assert (
        refused(state, A, build("iron_works", "iron_works", "coalbrookdale", 2))
        == "E_NO_COAL_SOURCE"
    )
    mine = play(state, A, build("coal_mine", "coal_mine", "coalbrookdale", 3))
    assert tile(mine, "coalbrookdale", 3) == {
        "owner": A,
        "industry": "coal_mine",
        "level": 1,
        "flipped": False,
        "cubes": 2,
    }
    assert (money(mine, A), ENGINE.to_act(mine)) == (12, [B])
    works = play(mine, B, build("coalbrookdale", "iron_works", "coalbrookdale", 2))
    assert tile(works, "coalbrookdale", 3)["cubes"] == 1  # type: ignore[index]
    assert tile(works, "coalbrookdale", 2)["cubes"] == 2  # type: ignore[index]
    assert (works["iron_market"], money(works, B), spent(works, B)) == (10, 14, 5)


def test_bb21_industry_card_only_inside_the_network() -> None:
    """BB-21: Brewery card outside the network refused; the Burton card builds there."""
    state = scenario(
        hands={A: ["brewery", "burton_on_trent", *CARDS8[:6]]},
        tiles=[
            {"owner": A, "industry": "coal_mine", "level": 1, "loc": "coalbrookdale", "slot": 3}
        ],
    )
    assert (
        refused(state, A, build("brewery", "brewery", "burton_on_trent", 2)) == "E_NOT_IN_NETWORK"
    )
    after = play(state, A, build("burton_on_trent", "brewery", "burton_on_trent", 2))
    assert (money(after, A), tile(after, "burton_on_trent", 2)["cubes"]) == (10, 1)  # type: ignore[index]


def test_bb22_canal_era_one_own_tile_per_location() -> None:
    """BB-22: a second own tile in Coalbrookdale is refused in the Canal Era, fine in the Rail."""
    tiles = [{"owner": A, "industry": "coal_mine", "level": 1, "loc": "coalbrookdale", "slot": 3}]
    state = scenario(hands={A: ["coalbrookdale", *CARDS8[:7]]}, tiles=tiles)
    move = build("coalbrookdale", "iron_works", "coalbrookdale", 2)
    assert refused(state, A, move) == "E_CANAL_ONE_TILE_PER_LOCATION"
    rail = scenario(
        era="rail",
        hands={A: ["coalbrookdale", *CARDS8[:7]]},
        lowest={A: {"iron_works": 2}},
        tiles=[
            {
                "owner": A,
                "industry": "coal_mine",
                "level": 2,
                "loc": "coalbrookdale",
                "slot": 3,
                "cubes": 2,
            }
        ],
    )
    after = play(rail, A, move)
    assert tile(after, "coalbrookdale", 3)["cubes"] == 1  # type: ignore[index]


def test_bb23_canal_only_tiles_in_the_rail_era_and_pottery_1() -> None:
    """BB-23: Cotton Mill I cannot be built in the Rail Era but can be developed; Pottery I can
    be built."""
    state = scenario(era="rail", money={A: 30}, hands={A: ["worcester", "coventry", *CARDS8[:6]]})
    assert (
        refused(state, A, build("worcester", "cotton_mill", "worcester", 1))
        == "E_TILE_NOT_ALLOWED_IN_ERA"
    )
    dev = play(state, A, {"type": "develop", "card": "dudley", "industries": ["cotton_mill"]})
    assert dev["players"][A]["mat"]["cotton_mill"] == [2, 2, 3, 3]
    pot = play(state, A, build("coventry", "pottery", "coventry", 1))
    assert tile(pot, "coventry", 1)["level"] == 1  # type: ignore[index]
    assert (money(pot, A), pot["iron_market"]) == (30 - 17 - 2, 7)


def test_bb24_rail_only_tiles_in_the_canal_era() -> None:
    """BB-24: Brewery IV cannot be built in the Canal Era; it can be developed away."""
    state = scenario(hands={A: CARDS8}, lowest={A: {"brewery": 4}})
    assert (
        refused(state, A, build("stafford", "brewery", "stafford", 1))
        == "E_TILE_NOT_ALLOWED_IN_ERA"
    )
    after = play(state, A, {"type": "develop", "card": "dudley", "industries": ["brewery"]})
    assert refused(after, A, build("stafford", "brewery", "stafford", 1)) == "E_NO_TILE_OF_INDUSTRY"


def test_bb25_light_bulb_potteries_cannot_be_developed() -> None:
    """BB-25: Develop pottery I refused; the Gloucester bonus cannot take it; Pottery II can."""
    state = scenario(hands={A: CARDS8}, money={A: 40})
    assert (
        refused(state, A, {"type": "develop", "card": "dudley", "industries": ["pottery"]})
        == "E_CANNOT_DEVELOP_LIGHTBULB"
    )
    gloucester = scenario(
        players=2,
        hands={A: CARDS8},
        links=[("L34", B), ("L35", B)],
        tiles=[
            {"owner": A, "industry": "cotton_mill", "level": 1, "loc": "kidderminster", "slot": 2}
        ],
        merchants={"gloucester-1": ("cotton", True)},
    )
    bonus = play(
        gloucester,
        A,
        {
            "type": "sell",
            "card": "dudley",
            "location": "kidderminster",
            "slot": 2,
            "merchant": "gloucester-1",
        },
    )
    assert bonus["step"]["kind"] == "develop_bonus" and "pottery" not in bonus["step"]["choices"]
    assert (
        refused(bonus, A, {"type": "develop_bonus", "industry": "pottery"})
        == "E_CANNOT_DEVELOP_LIGHTBULB"
    )
    built = play(state, A, build("coventry", "pottery", "coventry", 1))
    built["turn"], built["actions_left"] = built["order"].index(A), 1
    two = play(built, A, {"type": "develop", "card": "dudley", "industries": ["pottery"]})
    assert two["players"][A]["mat"]["pottery"] == [0, 0, 1, 1, 1]
    two["turn"], two["actions_left"] = two["order"].index(A), 1
    card = two["private"][A]["hand"][0]
    assert (
        refused(two, A, {"type": "develop", "card": card, "industries": ["pottery"]})
        == "E_CANNOT_DEVELOP_LIGHTBULB"
    )


def test_bb26_scout_and_wild_cards() -> None:
    """BB-26: no Scout while holding a wild; Scout 3 cards → WL + WI; WL builds in Belper and
    returns to its pile; the hand refills to 8."""
    holding = scenario(hands={A: ["wild_industry", *CARDS8[:7]]})
    assert (
        refused(holding, A, {"type": "scout", "cards": ["birmingham", "coventry", "dudley"]})
        == "E_ALREADY_HOLDS_WILD"
    )
    state = scenario(players=2, hands={A: CARDS8})
    state["wild_piles"] = {"wild_location": 2, "wild_industry": 2}
    scouted = play(state, A, {"type": "scout", "cards": ["birmingham", "coventry", "dudley"]})
    assert scouted["wild_piles"] == {"wild_location": 1, "wild_industry": 1}
    assert scouted["players"][A]["discard"][-3:] == ["birmingham", "coventry", "dudley"]
    assert {"wild_location", "wild_industry"} <= set(scouted["private"][A]["hand"])
    after = play(scouted, A, build("wild_location", "coal_mine", "belper", 2))
    assert after["wild_piles"]["wild_location"] == 2
    assert "wild_location" not in after["players"][A]["discard"]
    hand = after["private"][A]["hand"]
    assert len(hand) == 8 and "wild_industry" in hand
    after["order"], after["turn"], after["actions_left"] = [A, B], 0, 2
    assert refused(after, A, {"type": "scout", "cards": hand[:3]}) == "E_ALREADY_HOLDS_WILD"


def test_bb27_loan_limits() -> None:
    """BB-27: from −7 a loan reaches −10; from −8 refused; from 30 to 27 (space 88)."""
    low = play(
        scenario(money={A: 0}, markers={A: 3}, hands={A: CARDS8}),
        A,
        {"type": "loan", "card": "dudley"},
    )
    assert (money(low, A), marker(low, A)) == (30, 0)
    assert (
        refused(scenario(markers={A: 2}, hands={A: CARDS8}), A, {"type": "loan", "card": "dudley"})
        == "E_LOAN_INCOME_TOO_LOW"
    )
    top = play(scenario(markers={A: 99}, hands={A: CARDS8}), A, {"type": "loan", "card": "dudley"})
    assert marker(top, A) == 88


def test_bb28_rail_link_coal_via_a_merchant_at_8() -> None:
    """BB-28: an empty coal market still sells at £8 through the Warrington connection."""

    def state(with_l01: bool) -> dict[str, Any]:
        links = [("L02", B), *([("L01", C)] if with_l01 else [])]
        return scenario(
            era="rail",
            coal=0,
            money={A: 20},
            hands={A: CARDS8},
            links=links,
            tiles=[{"owner": A, "industry": "cotton_mill", "level": 2, "loc": "leek", "slot": 1}],
        )

    move = {"type": "network", "card": "dudley", "link": "belper-leek"}
    after = play(state(True), A, move)
    assert (money(after, A), spent(after, A), after["coal_market"]) == (7, 13, 0)
    assert refused(state(False), A, move) == "E_NO_COAL_SOURCE"


def _bb29(money_a: int = 20, extra: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return scenario(
        era="rail",
        money={A: money_a},
        markers={A: 40, B: 20},
        hands={A: CARDS8},
        tiles=[
            {"owner": A, "industry": "manufacturer", "level": 2, "loc": "cannock", "slot": 1},
            {
                "owner": A,
                "industry": "brewery",
                "level": 2,
                "loc": "stafford",
                "slot": 1,
                "cubes": 1,
            },
            {
                "owner": B,
                "industry": "coal_mine",
                "level": 2,
                "loc": "cannock",
                "slot": 2,
                "cubes": 2,
            },
            {
                "owner": C,
                "industry": "brewery",
                "level": 2,
                "loc": "burton_on_trent",
                "slot": 2,
                "cubes": 1,
            },
            *(extra or []),
        ],
    )


def test_bb29_double_rail_link() -> None:
    """BB-29: L16 then L25 for £15 with 1 beer from A's own (unconnected) brewery; B's mine
    supplies both coals and flips.

    Reading: the second link is a follow-up choice; merchant beer is never offered for it, so
    the merchant and unconnected-brewery refusals are shown on a beer choice, and with £14 the
    second link is not offered at all (its check says E_INSUFFICIENT_FUNDS).
    """
    state = _bb29()
    first = play(state, A, {"type": "network", "card": "dudley", "link": "cannock-walsall"})
    assert first["step"]["kind"] == "rail2"
    assert tile(first, "cannock", 2)["cubes"] == 1  # type: ignore[index]
    after = play(first, A, {"type": "rail2", "link": "birmingham-walsall"})
    assert (money(after, A), spent(after, A), after["players"][A]["links"]) == (5, 15, 12)
    assert tile(after, "cannock", 2)["flipped"] and marker(after, B) == 27  # type: ignore[index]
    assert tile(after, "stafford", 1)["flipped"] and marker(after, A) == 45  # type: ignore[index]

    choice = play(
        _bb29(
            extra=[
                {
                    "owner": A,
                    "industry": "brewery",
                    "level": 3,
                    "loc": "walsall",
                    "slot": 2,
                    "cubes": 1,
                }
            ]
        ),
        A,
        {"type": "network", "card": "dudley", "link": "cannock-walsall"},
        {"type": "rail2", "link": "birmingham-walsall"},
    )
    assert choice["step"]["kind"] == "beer"
    assert (
        refused(choice, A, {"type": "beer", "source": "oxford-1"})
        == "E_DOUBLE_RAIL_NEEDS_BREWERY_BEER"
    )
    assert (
        refused(choice, A, {"type": "beer", "source": "burton_on_trent/2"})
        == "E_BEER_SOURCE_NOT_CONNECTED"
    )

    poor = play(
        _bb29(money_a=14), A, {"type": "network", "card": "dudley", "link": "cannock-walsall"}
    )
    assert poor["step"] is None and money(poor, A) == 9
    try:
        check_link(poor, A, "birmingham-walsall", second=True)
    except IllegalMove as error:
        assert error.code == "E_INSUFFICIENT_FUNDS"
    else:
        raise AssertionError("second rail link accepted with £9")


def test_bb30_two_merchant_tiles_in_one_location_two_bonuses() -> None:
    """BB-30: cotton → Oxford 1 and pottery → Oxford 2, each with its own barrel: +4 +2 +1 +2."""
    tiles = [
        {"owner": A, "industry": "cotton_mill", "level": 2, "loc": "birmingham", "slot": 1},
        {"owner": A, "industry": "pottery", "level": 2, "loc": "coventry", "slot": 1},
    ]
    merchants = {"oxford-1": ("cotton", True), "oxford-2": ("pottery", True)}
    state = scenario(
        markers={A: 20},
        hands={A: CARDS8},
        tiles=tiles,
        merchants=merchants,
        links=[("L39", A), ("L32", A)],
    )
    first = play(
        state,
        A,
        {
            "type": "sell",
            "card": "dudley",
            "location": "birmingham",
            "slot": 1,
            "merchant": "oxford-1",
        },
    )
    assert first["step"]["kind"] == "sell_more"
    after = play(
        first, A, {"type": "sell_more", "location": "coventry", "slot": 1, "merchant": "oxford-2"}
    )
    assert marker(after, A) == 29
    assert not any(m["beer"] for m in after["merchants"] if m["location"] == "oxford")

    brewed = scenario(
        markers={A: 20},
        hands={A: CARDS8},
        merchants=merchants,
        links=[("L39", A), ("L32", A)],
        tiles=[
            *tiles,
            {
                "owner": A,
                "industry": "brewery",
                "level": 2,
                "loc": "stafford",
                "slot": 1,
                "cubes": 1,
            },
        ],
    )
    pending = play(
        brewed,
        A,
        {
            "type": "sell",
            "card": "dudley",
            "location": "birmingham",
            "slot": 1,
            "merchant": "oxford-1",
        },
    )
    assert (
        refused(pending, A, {"type": "beer", "source": "oxford-2"})
        == "E_MERCHANT_BEER_WRONG_MERCHANT"
    )


def test_bb31_no_beer_and_a_zero_beer_tile() -> None:
    """BB-31: Cotton Mill III without beer refused; Manufacturer III (0 beer) sells and leaves
    the barrel.

    Reading (A6): a 0-beer sale opens no beer choice, so a beer move naming Oxford's barrel is
    refused as no choice is pending (E_NO_CHOICE_PENDING rather than
    E_MERCHANT_BEER_NOT_ALLOWED).
    """
    state = scenario(
        era="rail",
        markers={A: 20},
        hands={A: CARDS8},
        links=[("L39", A)],
        merchants={"oxford-1": ("manufacturer", True), "oxford-2": ("cotton", False)},
        tiles=[
            {"owner": A, "industry": "cotton_mill", "level": 3, "loc": "birmingham", "slot": 1},
            {"owner": A, "industry": "manufacturer", "level": 3, "loc": "birmingham", "slot": 2},
        ],
    )
    assert (
        refused(
            state,
            A,
            {
                "type": "sell",
                "card": "dudley",
                "location": "birmingham",
                "slot": 1,
                "merchant": "oxford-2",
            },
        )
        == "E_NO_BEER"
    )
    after = play(
        state,
        A,
        {
            "type": "sell",
            "card": "dudley",
            "location": "birmingham",
            "slot": 2,
            "merchant": "oxford-1",
        },
    )
    assert marker(after, A) == 24
    assert next(m for m in after["merchants"] if m["space"] == "oxford-1")["beer"]
    assert refused(after, A, {"type": "beer", "source": "oxford-1"}) == "E_NO_CHOICE_PENDING"


def test_bb32_no_matching_merchant() -> None:
    """BB-32: pottery cannot be sold to Warrington's cotton and blank tiles."""
    state = scenario(
        players=3,
        hands={A: CARDS8},
        links=[("L01", B)],
        merchants={"warrington-1": ("cotton", True), "warrington-2": ("blank_c", False)},
        tiles=[{"owner": A, "industry": "pottery", "level": 2, "loc": "stoke_on_trent", "slot": 2}],
    )
    for space in ("warrington-1", "warrington-2"):
        assert (
            refused(
                state,
                A,
                {
                    "type": "sell",
                    "card": "dudley",
                    "location": "stoke_on_trent",
                    "slot": 2,
                    "merchant": space,
                },
            )
            == "E_NO_MATCHING_MERCHANT"
        )


def test_bb33_merchant_space_without_a_tile_still_buys_coal() -> None:
    """BB-33: 2 players, Warrington empty: a Leek coal mine still sells 1 cube at £1."""
    state = scenario(
        players=2, hands={A: ["coal_mine", *CARDS8[:7]]}, links=[("L01", A), ("L02", A)]
    )
    assert not any(m["location"] == "warrington" for m in state["merchants"])
    after = play(state, A, build("coal_mine", "coal_mine", "leek", 2))
    assert after["coal_market"] == 14
    assert tile(after, "leek", 2) == {
        "owner": A,
        "industry": "coal_mine",
        "level": 1,
        "flipped": False,
        "cubes": 1,
    }
    assert money(after, A) == 17 - 5 + 1


def test_bb34_canal_overbuild_would_create_a_second_own_tile() -> None:
    """BB-34: overbuilding B's mine in Dudley where A has an iron works is refused."""
    state = scenario(
        coal=0,
        hands={A: CARDS8},
        lowest={A: {"coal_mine": 2}},
        tiles=[
            {"owner": A, "industry": "iron_works", "level": 1, "loc": "dudley", "slot": 2},
            {
                "owner": B,
                "industry": "coal_mine",
                "level": 1,
                "loc": "dudley",
                "slot": 1,
                "flipped": True,
            },
        ],
    )
    assert (
        refused(state, A, build("dudley", "coal_mine", "dudley", 1))
        == "E_CANAL_ONE_TILE_PER_LOCATION"
    )


def test_bb35_farm_brewery_cards() -> None:
    """BB-35: Wild Location cannot build a farm brewery; Wild Industry can inside the network."""
    hands = {A: ["wild_location", "wild_industry", *CARDS8[:6]]}
    state = scenario(hands=hands, links=[("L13", A)])
    assert (
        refused(state, A, build("wild_location", "brewery", "farm_brewery_north", 1))
        == "E_CARD_DOES_NOT_PERMIT_BUILD"
    )
    after = play(state, A, build("wild_industry", "brewery", "farm_brewery_north", 1))
    assert (money(after, A), tile(after, "farm_brewery_north", 1)["cubes"]) == (10, 1)  # type: ignore[index]
    other = scenario(
        hands=hands,
        links=[("L13", B)],
        tiles=[{"owner": A, "industry": "coal_mine", "level": 1, "loc": "dudley", "slot": 1}],
    )
    assert (
        refused(other, A, build("wild_industry", "brewery", "farm_brewery_north", 1))
        == "E_NOT_IN_NETWORK"
    )


def test_bb36_network_placement_rules() -> None:
    """BB-36: not adjacent, wrong era line, occupied, canal-only route in the Rail Era, no tiles
    left."""

    def state(era: str = "canal") -> dict[str, Any]:
        return scenario(
            era=era,
            money={A: 10},
            hands={A: CARDS8},
            links=[("L39", B)],
            tiles=[
                {"owner": A, "industry": "cotton_mill", "level": 2, "loc": "birmingham", "slot": 1}
            ],
        )

    def net(link: str) -> dict[str, Any]:
        return {"type": "network", "card": "dudley", "link": link}

    assert refused(state(), A, net("dudley-wolverhampton")) == "E_LINK_NOT_ADJACENT_TO_NETWORK"
    assert refused(state(), A, net("birmingham-nuneaton")) == "E_ROUTE_NOT_IN_ERA"
    assert refused(state(), A, net("birmingham-oxford")) == "E_ROUTE_OCCUPIED"
    assert refused(state("rail"), A, net("burton_on_trent-walsall")) == "E_ROUTE_NOT_IN_ERA"
    empty = state()
    empty["players"][A]["links"] = 0
    assert refused(empty, A, net("birmingham-coventry")) == "E_NO_LINK_TILES_LEFT"


def test_bb37_cube_sales_cannot_prefund_a_build() -> None:
    """BB-37: £6 cannot pay a £7 Coal Mine II even though its cubes would sell."""
    state = scenario(
        coal=10,
        money={A: 6},
        hands={A: ["coalbrookdale", *CARDS8[:7]]},
        lowest={A: {"coal_mine": 2}},
        links=[("L20", A)],
    )
    assert (
        refused(state, A, build("coalbrookdale", "coal_mine", "coalbrookdale", 3))
        == "E_INSUFFICIENT_FUNDS"
    )


def test_bb38_coal_partly_from_a_mine_rest_from_the_market() -> None:
    """BB-38: 1 coal from C's mine (flips, +7), 1 from the market at £1: A pays £13."""
    state = scenario(
        era="rail",
        money={A: 20},
        markers={C: 50},
        hands={A: ["wolverhampton", *CARDS8[:7]]},
        lowest={A: {"manufacturer": 3}},
        links=[("L19", B), ("L20", B)],
        tiles=[
            {
                "owner": C,
                "industry": "coal_mine",
                "level": 2,
                "loc": "coalbrookdale",
                "slot": 3,
                "cubes": 1,
            }
        ],
    )
    after = play(state, A, build("wolverhampton", "manufacturer", "wolverhampton", 1))
    assert tile(after, "coalbrookdale", 3)["flipped"] and marker(after, C) == 57  # type: ignore[index]
    assert (after["coal_market"], money(after, A), spent(after, A)) == (12, 7, 13)


def test_bb39_a_far_mine_beats_a_cheap_market() -> None:
    """BB-39: Worcester takes C's Coalbrookdale coal (2 links) although the market is near.

    Reading: the only connected mine is forced, so the engine takes its coal itself; the
    market is never offered while a connected mine holds coal.
    """
    state = scenario(
        hands={A: CARDS8},
        lowest={A: {"cotton_mill": 2}},
        links=[("L34", B), ("L27", B), ("L35", B)],
        tiles=[
            {
                "owner": C,
                "industry": "coal_mine",
                "level": 1,
                "loc": "coalbrookdale",
                "slot": 3,
                "cubes": 2,
            }
        ],
    )
    after = play(state, A, build("worcester", "cotton_mill", "worcester", 1))
    assert tile(after, "coalbrookdale", 3)["cubes"] == 1  # type: ignore[index]
    assert (after["coal_market"], spent(after, A)) == (13, 14)


def test_bb40_transition_canal_to_rail() -> None:
    """BB-40: links back to supply, level-1 tiles gone, merchant beer refilled, 40 cards
    reshuffled, 8 each, Rail round 1 with 2 actions."""
    state = scenario(
        players=2,
        tiles=[
            {
                "owner": A,
                "industry": "coal_mine",
                "level": 1,
                "loc": "dudley",
                "slot": 1,
                "flipped": True,
            },
            {
                "owner": A,
                "industry": "coal_mine",
                "level": 2,
                "loc": "cannock",
                "slot": 2,
                "cubes": 2,
            },
            {
                "owner": A,
                "industry": "brewery",
                "level": 2,
                "loc": "stafford",
                "slot": 1,
                "cubes": 1,
            },
        ],
        links=[("L12", A), ("L15", A), ("L16", A), ("L26", A), ("L29", A)],
        merchants={"gloucester-1": ("cotton", False), "oxford-1": ("all", True)},
    )
    state = end_game_phase(state, B)
    cards = list(cat.DECKS[2])
    for seat in (A, B):
        cards.remove(state["secret"]["facedown"][seat][0])
    cards.remove("birmingham")
    state["players"][A]["discard"], state["players"][B]["discard"] = cards[:20], cards[20:]
    order_after = list(state["order"])
    outcome = ENGINE.apply(state, B, {"type": "pass", "card": "birmingham"})
    after = outcome.state
    assert after["era"] == "rail" and after["round"] == 1 and after["actions_left"] == 2
    assert all(p["links"] == 14 for p in after["players"]) and after["links"] == {}
    assert tile(after, "dudley", 1) is None
    assert tile(after, "cannock", 2)["cubes"] == 2  # type: ignore[index]
    assert tile(after, "stafford", 1)["cubes"] == 1  # type: ignore[index]
    assert next(m for m in after["merchants"] if m["space"] == "gloucester-1")["beer"]
    assert after["deck_size"] == 24
    assert all(len(p["hand"]) == 8 for p in after["private"])
    assert all(p["facedown"] == 0 and p["discard"] == [] for p in after["players"])
    assert after["order"] == order_after
    assert any("turned_face_up" in r.what for r in outcome.reveals)


def _bb41_final(b_money: int, b_marker: int = 45) -> Any:
    state = scenario(
        era="rail",
        vp={A: 151, B: 151, C: 140, D: 130},
        markers={A: 45, B: b_marker},
        money={A: 12, B: b_money},
    )
    over = play(end_game_phase(state, D), D, {"type": "pass", "card": "birmingham"})
    assert (money(over, A), money(over, B)) == (12, b_money)
    return ENGINE.result(over)


def test_bb41_last_round_no_income_and_tie_breaks() -> None:
    """BB-41: A and B tie on VP and income; A wins on money; equal money shares."""
    assert _bb41_final(9).ranks == [1, 2, 3, 4]
    assert _bb41_final(12).ranks == [1, 1, 3, 4]


def test_tie_break_income_is_the_track_position_not_the_level() -> None:
    """Rulebook "Höheres Einkommen, mehr Bargeld", read as the designers ruled (issue #20):
    higher income is the marker's position on the progress track. Spaces 43 and 45 are the
    same income level; A (45) beats B (43) although B has more money."""
    assert cat.income_level(43) == cat.income_level(45)
    ruled = _bb41_final(20, b_marker=43)
    assert ruled.ranks == [1, 2, 3, 4]
    assert ruled.details["tie_breaks"] == ["income track position", "money"]


def test_bb42_per_player_view_redaction() -> None:
    """BB-42: B sees its own hand, counts of the others, face-up discards, no deck, no seed."""
    state = ENGINE.setup(3, {}, 4242)
    while state["round"] == 1:
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.timeout_move(state, seat)).state
    assert state["deck_size"] == 24
    seen = ENGINE.view(state, B)
    assert seen["you"]["hand"] == state["private"][B]["hand"]
    assert "private" not in seen and "secret" not in seen
    text = json.dumps(seen)
    assert "seed" not in text and 'deck"' not in text
    for seat in range(3):
        assert seen["players"][seat]["hand_size"] == 8
        assert seen["players"][seat]["facedown"] == 1
        assert len(seen["players"][seat]["discard"]) == 1
    assert seen["deck_size"] == 24


def test_bb43_shortfall_decisions_by_non_active_players() -> None:
    """BB-43: D without tiles loses 1 VP by itself; A must choose; C cannot start round 6."""
    state = scenario(
        round_=5,
        active=D,
        actions_left=1,
        order=[A, B, C, D],
        money={A: 0, D: 0},
        markers={A: 8, D: 9},
        vp={D: 3},
        hands={D: CARDS8, C: CARDS8},
        tiles=[
            {"owner": A, "industry": "manufacturer", "level": 2, "loc": "birmingham", "slot": 2},
            {
                "owner": A,
                "industry": "coal_mine",
                "level": 2,
                "loc": "dudley",
                "slot": 1,
                "flipped": True,
            },
        ],
    )
    for seat, amount in ((A, 1), (B, 2), (D, 3)):
        state["players"][seat]["spent"] = amount
        state["bank"] -= amount
    after = play(state, D, {"type": "pass", "card": "dudley"})
    assert after["order"] == [C, A, B, D]
    assert after["players"][D]["vp"] == 2
    assert ENGINE.to_act(after) == [A] and after["phase"] == "shortfall"
    assert refused(after, C, {"type": "pass", "card": "dudley"}) == "E_NOT_YOUR_TURN"
    resolved = play(after, A, {"type": "shortfall", "location": "dudley", "slot": 1})
    assert ENGINE.to_act(resolved) == [C] and resolved["round"] == 6
