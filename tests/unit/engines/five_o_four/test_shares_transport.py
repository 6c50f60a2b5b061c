"""Public companies with Transport on TOP III (1.III with 9.I/9.II), and 9.II's income by
Race's TOP II rules from 2.I's city cards (digest §4.1, §4.2 3H, §4.9 phase 3H)."""

from __future__ import annotations

import random

import pytest

from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.income import income
from games.engines.five_o_four.core.world import available_worlds, world
from games.engines.five_o_four.race.city_cards import mark_city_card

from .helpers import act, find, first_company_turn, fresh, play, put

State = dict

TRANSPORT_III = {"591", "691", "921", "951", "961", "971", "981"}
RACE_I_INCOME = {"291", "295", "296", "297", "298"}


def test_the_worlds_with_transport_on_top_iii_and_race_on_top_i_are_open() -> None:
    assert set(available_worlds()) >= TRANSPORT_III | RACE_I_INCOME


def test_a_company_wagon_starts_on_its_capital_when_the_company_is_founded() -> None:
    state = ENGINE.setup(3, {"world": "961"}, 5)
    assert all(wagon["at"] is None for wagon in state["wagons"])  # nobody founded yet
    state = act(state, 0, {"type": "trade", "buy": 3})  # blue
    assert state["wagons"][3]["at"] == state["capital"][3] == "0,0"
    assert [wagon["at"] for i, wagon in enumerate(state["wagons"]) if i != 3] == [None] * 4


def test_a_company_buys_its_wagon_upgrade_from_the_treasury() -> None:
    """1.III with inhabitants: 30 M per MP step, paid by the company, not its president."""
    state = first_company_turn("961")
    money = state["private"][0]["money"]
    state = act(state, 0, {"type": "upgrade", "what": "mp"})
    assert state["wagons"][0]["mp"] == 4
    assert state["companies"][0]["treasury"] == 80 - 30
    assert state["private"][0]["money"] == money


def test_a_company_without_inhabitants_has_15_settlements() -> None:
    """C1-NOINH: 20 settlements each, 15 for the 5 companies (921 with 2.II: 1 on the card)."""
    state = ENGINE.setup(3, {"world": "921"}, 5)
    assert state["supply"][1]["set"] == 15 and state["supply"][1]["inh"] == 9
    state = first_company_turn("921")
    assert state["supply"][0]["set"] == 14 and state["wagons"][0]["cargo"] == []
    assert ENGINE.legal_moves(state, 0) == [{"type": "upgrade", "what": "mp"}, {"type": "done"}]
    state = act(state, 0, {"type": "upgrade", "what": "mp"})
    assert state["companies"][0]["treasury"] == 80 - 50  # without inhabitants 50 M


def test_a_company_ferries_its_inhabitants_with_the_wagon() -> None:
    """1.III with inhabitants: the company's exhausted inhabitants ride in its wagon's hold."""
    state = first_company_turn("961")
    state = act(state, 0, {"type": "buy", "space": "0,0", "count": 2})
    state = act(state, 0, {"type": "done"})  # 3C -> 3D
    state = act(state, 0, {"type": "done"})  # 3D -> 3E: the wagon
    assert state["turn"]["phase"] == "3E"
    loads = [m for m in ENGINE.legal_moves(state, 0) if m["type"] == "load"]
    assert loads, ENGINE.legal_moves(state, 0)
    state = act(state, 0, loads[0])
    assert any(hold for hold in state["wagons"][0]["cargo"])


def test_race_i_with_shares_ii_pays_the_new_city_card_by_race_ii_income() -> None:
    """9.II: the TOP I module's TOP II income (digest §4.9 3H). With 2.I the capital's
    inhabitant on its card is the company's 1st, so the next one newly put on a card this
    turn is its 2nd and pays 20 M (reading SH13); a first settlement on an empty city pays
    10 M; the inhabitant then slides down and never pays again."""
    w = world("296")
    state = first_company_turn("296")
    city = next(
        s for s, t in sorted(state["spaces"].items()) if t == "city" and s != state["capital"][0]
    )
    put(state, 0, city)
    state["turn"]["first"].append(city)
    state["supply"][0]["inh"] -= 1
    mark_city_card(state, w, 0, city)
    assert state["cards"][city] == [[0, "inh", True]]
    assert income(state, w, 0) == 20 + 10 + 20
    assert state["cards"][city] == [[0, "inh", False]] and state["card_total"][0] == 2
    state["turn"]["first"], state["turn"]["new_cards"] = [], []
    assert income(state, w, 0) == 20


def test_race_i_city_cards_still_count_at_once_without_shares_ii() -> None:
    """2.I elsewhere: the inhabitant goes straight onto the card (no TOP II income)."""
    state = ENGINE.setup(2, {"world": "236"}, 5)
    w = world("236")
    state["turn"] = {"new_cards": []}
    state["card_total"][0] = 1
    mark_city_card(state, w, 0, "x")
    assert state["cards"]["x"] == [[0, "inh", False]] and state["card_total"][0] == 2


def test_greedy_companies_play_race_i_with_transport_iii_to_the_end() -> None:
    """291: 2.I, 9.II and 1.III without inhabitants: the wagons reach the cities."""
    state, _log = play("291", 3, 2, bot_name="greedy")
    assert ENGINE.result(state) is not None


def test_military_ii_income_is_paid_beside_transport_goods() -> None:
    """841 (8.I, 4.II, 1.III): Transport's goods supply (from Production) must not swallow
    4.II's income: 5 M per space besides the capital, +5 M for 2 land kinds."""
    state = fresh("841")
    seat = state["turn"]["seat"]
    meadow = find(state, "meadow", exclude=tuple(state["capital"]))
    forest = find(state, "forest", exclude=tuple(state["capital"]))
    put(state, seat, meadow)
    put(state, seat, forest)
    assert income(state, world("841"), seat) == 20 + 2 * 5 + 5


@pytest.mark.parametrize("wid", ["391", "931", "921", "591"])
def test_every_company_wagon_starts_where_its_capital_is_laid(wid: str) -> None:
    """T12 also with Privileges (391, 931) and Exploration (591): the moment a company has
    its capital, its wagon stands there; an unfounded company's wagon is off the board."""
    state = ENGINE.setup(3, {"world": wid}, 8)
    rng = random.Random(8)
    seen = set()
    for _ in range(400):
        if ENGINE.result(state) is not None:
            break
        seat = ENGINE.to_act(state)[0]
        before = list(state["capital"])
        state = act(state, seat, ENGINE.bots["random"](state, seat, rng))
        for c, city in enumerate(state["capital"]):
            if city is not None and before[c] is None:
                assert state["wagons"][c]["at"] == city
                seen.add(c)
            if city is None:
                assert state["wagons"][c]["at"] is None
    assert seen


def test_c2_mil_card_inhabitant_pays_by_race_ii_income_with_shares_ii() -> None:
    """294 (2.I, 9.II, 4.III): moving onto an opposing city puts 1 more inhabitant on its
    card (C2-MIL); with 9.II it is fresh and pays as the company's 2nd (20 M, SH13)."""
    from games.engines.five_o_four.military.spaces import reach_city_card

    w = world("294")
    state = first_company_turn("294")
    city = next(
        s for s, t in sorted(state["spaces"].items()) if t == "city" and s != state["capital"][0]
    )
    reach_city_card(state, w, 0, city)
    assert state["cards"][city] == [[0, "inh", True]]
    assert income(state, w, 0) == 20 + 20
