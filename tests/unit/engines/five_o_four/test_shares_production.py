"""Production on TOP I with Shares on TOP II: the companies earn by 8.II's income rules from
the goods that 8.I keeps for the final scoring (digest §4.8 3H, §4.9 phase 3H)."""

from __future__ import annotations

import pytest

from games.engines.core import IllegalMove
from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.income import income
from games.engines.five_o_four.core.world import available_worlds, world
from games.engines.five_o_four.production.income import sell_goods

from .helpers import act, first_company_turn, play, put

State = dict

OPENED = {"891", "892", "895", "896", "897"}


def give(state: State, goods: dict[str, int]) -> None:
    """Goods in front of green, taken from the general supply (goods are conserved)."""
    for good, n in goods.items():
        state["goods_supply"][good] -= n
        state["goods"][0][good] = state["goods"][0].get(good, 0) + n


def at_sale(goods: dict[str, int]) -> State:
    """Green's first turn in world 892 (8.I, 9.II, 2.III) with ``goods`` in front of it and
    only its HQ as trading house (2 goods), played on to phase 3H."""
    state = first_company_turn("892")
    give(state, goods)
    for phase in ("3C", "3D"):
        assert state["turn"]["phase"] == phase
        state = act(state, 0, {"type": "done"})
    assert state["turn"]["phase"] == "3H"
    return state


def test_the_production_worlds_with_shares_on_top_ii_are_open() -> None:
    assert set(available_worlds()) >= OPENED


def test_the_president_may_keep_goods_back_from_the_sale() -> None:
    """8.II 3H: 'Du darfst ... verkaufen' — with 8.I the unsold goods are the company's goods
    for the final scoring, so the president chooses; the rest is sold in the best sets."""
    state = at_sale({"cattle": 1, "wood": 1})
    assert ENGINE.legal_moves(state, 0) == [
        {"type": "keep", "good": "cattle"},
        {"type": "keep", "good": "wood"},
        {"type": "done"},
    ]
    state = act(state, 0, {"type": "keep", "good": "wood"})
    assert ENGINE.legal_moves(state, 0) == [{"type": "keep", "good": "cattle"}, {"type": "done"}]
    with pytest.raises(IllegalMove):
        ENGINE.apply(state, 0, {"type": "keep", "good": "wood"})
    supply = state["goods_supply"]["cattle"]
    state = act(state, 0, {"type": "done"})
    assert state["income"][0] == 20 + 10  # the cattle alone: a set of 1
    assert state["goods"][0] == {"wood": 1}
    assert state["goods_supply"]["cattle"] == supply + 1  # sold goods go back to the supply


def test_selling_everything_pays_the_set_of_two() -> None:
    state = act(at_sale({"cattle": 1, "wood": 1}), 0, {"type": "done"})
    assert state["income"][0] == 20 + 25 and state["goods"][0] == {}


def test_the_business_goods_come_first_and_the_hq_takes_two() -> None:
    """8.II 3H: first 1 good per business from the supply; the HQ buys up to 2 goods, so a
    third good stays with the company even if nothing is kept back."""
    state = first_company_turn("892")
    space = next(s for s, t in sorted(state["spaces"].items()) if t == "meadow")
    state["pop"][0][space] = [1, 0, 0]
    state["supply"][0]["set"] -= 1
    state["businesses"][space] = {"owner": 0, "good": "cattle"}
    give(state, {"wood": 1, "grain": 1})
    state = act(state, 0, {"type": "done"})
    state = act(state, 0, {"type": "done"})
    assert state["goods"][0] == {"cattle": 1, "wood": 1, "grain": 1}
    state = act(state, 0, {"type": "done"})
    assert state["income"][0] == 20 + 25
    assert sum(state["goods"][0].values()) == 1


def test_8_ii_example_sells_six_goods_for_130_and_keeps_one_grain() -> None:
    """Rulebook 8.II example: 5 trading houses (6 goods), 3 grain, 2 cattle, 2 fish, 1 wood;
    1 grain and 1 cattle are exchanged for ore: 100 + 10 M, 1 grain kept."""
    state = first_company_turn("892")
    state["houses"] = {c: [0] for c in ("a", "b", "c", "d", state["capital"][0])}
    give(state, {"grain": 3, "cattle": 2, "fish": 2, "wood": 1})
    assert sell_goods(state, 0, {}) == 110
    assert state["goods"][0] == {"grain": 1}


def test_a_company_without_goods_has_no_sale_to_choose() -> None:
    state = first_company_turn("892")
    state = act(state, 0, {"type": "done"})
    state = act(state, 0, {"type": "done"})
    assert state["turn"] is None or state["turn"]["seat"] != 0 or state["turn"]["phase"] != "3H"
    assert state["income"][0] == 20


def test_with_transport_the_goods_on_the_trading_houses_are_always_used() -> None:
    """891 (1.III): C8-TRANS-II is part of 8.II's income rules: all goods delivered to the
    trading houses count, are not exchanged and stay there; no per-business goods (U14)."""
    state = first_company_turn("891")
    state["goods"][0] = {"fish": 2, "wood": 1}
    assert income(state, world("891"), 0) == 20 + 25 + 10
    assert state["goods"][0] == {"fish": 2, "wood": 1}


def test_greedy_companies_play_production_with_shares_ii_to_the_end() -> None:
    state, _log = play("892", 3, 4, bot_name="greedy")
    result = ENGINE.result(state)
    assert result is not None and "companies" in result.details


def test_with_privileges_ii_6_the_hq_buys_a_third_good() -> None:
    """893 (3.III): privilege II (6) gives a company's trading house 1 more good, so the HQ
    alone sells cattle, wood and grain as a set of 3 (45 M)."""
    state = first_company_turn("893")
    state["secret"]["deck"].remove("II (6)")  # drawn from the face-down deck (test data)
    state["privileges"]["left"]["II"] -= 1
    state["privileges"]["owned"][0].append("II (6)")
    give(state, {"cattle": 1, "wood": 1, "grain": 1})
    while state["turn"]["phase"] != "3H":
        kind = "decline" if state["turn"]["phase"] == "3P" else "done"
        state = act(state, 0, {"type": kind})
    state = act(state, 0, {"type": "done"})
    assert state["income"][0] == 20 + 45 and state["goods"][0] == {}


def test_with_military_the_hq_takes_two_goods() -> None:
    """894 (4.III): C8-MIL-II, up to 2 goods per trading house, the HQ included: with a 2nd
    trading house 4 goods sell (a set of 4, 70 M; without Military only 3) and 1 stays."""
    state = first_company_turn("894")
    city = next(
        s for s, t in sorted(state["spaces"].items()) if t == "city" and s != state["capital"][0]
    )
    put(state, 0, city)
    state["houses"].setdefault(city, []).append(0)
    give(state, {"cattle": 1, "wood": 1, "grain": 1, "ore": 1, "fish": 1})
    while state["turn"]["phase"] != "3H":
        state = act(state, 0, {"type": "done"})
    state = act(state, 0, {"type": "done"})
    assert state["income"][0] == 20 + 70 and sum(state["goods"][0].values()) == 1
