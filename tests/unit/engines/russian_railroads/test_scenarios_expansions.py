"""Digest scenarios RR-55..RR-70 (expansions).

Only the solo variant is playable (RR-64, RR-65). The others rest on facts the rulebook gives
only in pictures (coal board spaces, Germany and USA boards, DSP token pool); their options are
refused and describe() says why, which each test below checks instead of inventing the data.
"""

from __future__ import annotations

import pytest

from games.engines.core import InvalidOptions
from games.engines.russian_railroads import ENGINE
from games.engines.russian_railroads.catalog import EMIL_DECK
from games.engines.russian_railroads.flow import final_scoring
from games.engines.russian_railroads.solo import emil_turn, emil_workers


def _refused(option: str, words: str) -> None:
    with pytest.raises(InvalidOptions):
        ENGINE.setup(2, {option: True}, 1)
    assert any(words in text for text in ENGINE.describe()["not_playable"])


def test_rr55_german_railroads_two_extra_workers_not_playable() -> None:
    """Germany board not playable; the base game has exactly two extra-worker spaces."""
    _refused("german_railroads", "Germany board")


def test_rr56_munich_switch_not_playable() -> None:
    _refused("german_railroads", "branches")


def test_rr57_line_extension_not_playable() -> None:
    _refused("german_railroads", "extensions")


def test_rr58_income_markers_not_playable() -> None:
    _refused("german_railroads", "income spaces")


def test_rr59_stoker_on_a_locomotive_not_playable() -> None:
    _refused("coal", "Coal module")


def test_rr60_stoker_on_a_factory_not_playable() -> None:
    _refused("coal", "foundries")


def test_rr61_coal_factory_not_playable() -> None:
    _refused("coal", "coal space")


def test_rr62_foundry_use_and_closing_not_playable() -> None:
    _refused("coal", "Coal module")


def test_rr63_coal_module_setup_not_playable() -> None:
    _refused("coal", "refused")


def _solo(seed: int = 4) -> dict:
    state = ENGINE.setup(1, {}, seed)
    assert state["phase"] == "actions" and state["players"][0]["coins"] == 5
    return state


def test_rr64_solo_emil_blocks() -> None:
    state = _solo()
    for entries in list(state["spaces"].values()):
        for e in entries:
            state["emil"]["free"] += e["workers"]
    state["spaces"] = {}
    state["emil"]["passed"] = False
    order = [c["space"] for c in EMIL_DECK]
    state["secret"]["emil_deck"] = [order.index("natural_2"), order.index("loco_or_factory_1")]
    stacks = list(state["stacks"])
    emil_turn(state)
    assert "natural_2" not in state["spaces"]
    assert state["spaces"]["loco_or_factory_1"][0]["seat"] == -1
    assert state["emil"]["tiles"][-1] == 2 and state["stacks"][2] == stacks[2] - 1
    assert [r["emil_card"] for r in state["_reveals"][-2:]] == ["natural_2", "loco_or_factory_1"]
    assert "two_coins" not in {m.get("space") for m in ENGINE.legal_moves(state, 0)}


def test_rr65_solo_emil_extra_workers_and_majority() -> None:
    state = _solo()
    workers = state["emil"]["workers"]
    state["players"][0]["score"] = 150
    state["players"][0]["points"] = {"rounds": 150}
    emil_workers(state)
    assert state["emil"]["workers"] == workers + 2
    state["emil"]["engineers"] = [4, 9, 13]
    state["players"][0]["engineers"] = [2, 15]
    state["round"] = state["rounds"]
    final_scoring(state)
    assert state["players"][0]["points"]["majority"] == 20


def test_rr66_engineer_minus_ten_not_playable() -> None:
    _refused("german_railroads", "new material")


def test_rr67_dsp_question_factory_not_playable() -> None:
    _refused("dsp", "DSP")


def test_rr68_dsp_industry_boom_not_playable() -> None:
    _refused("dsp", "DSP")


def test_rr69_dsp_ludmilla_not_playable() -> None:
    _refused("dsp", "Ludmilla")


def test_rr70_american_railroads_not_playable() -> None:
    _refused("american_railroads", "American Railroads")
