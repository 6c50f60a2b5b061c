"""The world composer over all 504 worlds: consistency checks (digest §10.6), availability,
board / order / money resolution scenarios 504-06..08, 504-62..65, 504-68."""

from __future__ import annotations

import pytest

from games.engines.core import InvalidOptions
from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core import world as composer
from games.engines.five_o_four.core.catalog import COMPONENT_WORLDS
from games.engines.five_o_four.core.modules import majority_basis
from games.engines.five_o_four.core.world import (
    all_world_ids,
    available_worlds,
    data_available_worlds,
    world,
)


def test_there_are_504_worlds() -> None:
    assert len(all_world_ids()) == 504


@pytest.mark.parametrize("component", sorted(COMPONENT_WORLDS))
def test_component_shares_match_the_rulebook(component: str) -> None:
    """§10.6: composing every world reproduces the rulebook's 'needed in x % of games'."""
    used = sum(component in world(w).materials() for w in all_world_ids())
    assert used == COMPONENT_WORLDS[component]


def test_module_5_in_168_worlds_and_boards_resolve_for_all() -> None:
    assert sum(world(w).has(5) for w in all_world_ids()) == 168
    for w in all_world_ids():
        assert world(w).board in (1, 2, 3, 4, 5)


def test_available_world_counts_are_computed_from_data_needs() -> None:
    data = data_available_worlds()
    transport = [w for w in all_world_ids() if world(w).at(1, "I", "II")]
    assert len(transport) == 112
    assert all(w not in data for w in transport)
    # 392 worlds without Transport on TOP I/II; 49 of them have 7.I, whose scoring-card
    # counts are also missing (digest §9 M17): 392 - 49 = 343.
    seven_one = [
        w for w in all_world_ids() if world(w).at(7, "I") and not world(w).at(1, "I", "II")
    ]
    assert len(seven_one) == 49
    assert len(data) == 392 - 49
    print(
        f"data-available worlds: {len(data)}; implemented and available: {len(available_worlds())}"
    )
    assert set(available_worlds()) <= set(data)
    assert ENGINE.options_schema()["properties"]["world"]["enum"] == list(available_worlds())


def test_world_123_is_refused_naming_the_missing_city_data() -> None:
    with pytest.raises(InvalidOptions) as refused:
        ENGINE.setup(3, {"world": "123"}, 1)
    assert refused.value.code == "E_WORLD_NEEDS_MISSING_DATA"
    assert "goods printed on each city piece" in refused.value.message
    assert "which city number lies on which city position" in refused.value.message


def test_unimplemented_and_unknown_worlds_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every data-available world plays now; a combination refused by name would still be
    refused with its name (here one pretended pending for world 395)."""
    assert all(not world(w).unimplemented_parts() for w in data_available_worlds())
    monkeypatch.setattr(composer, "public_company_pending", lambda w: ["C3-9II (pretended)"])
    with pytest.raises(InvalidOptions) as refused:
        ENGINE.setup(3, {"world": "395"}, 1)
    assert refused.value.code == "E_WORLD_NOT_IMPLEMENTED"
    assert "C3-9II" in refused.value.message
    with pytest.raises(InvalidOptions) as unknown:
        ENGINE.setup(3, {"world": "112"}, 1)
    assert unknown.value.code == "E_UNKNOWN_WORLD"


def test_50406_board_resolution_for_world_123() -> None:
    """504-06: 1.I claims board 3 at III; 2.II and 3.III only board 5 at IV."""
    assert world("123").board == 3
    assert world("123").separate_capitals


def test_50407_turn_order_for_world_123() -> None:
    assert world("123").order_system == "clockwise"


def test_50408_starting_money_for_world_123() -> None:
    assert world("123").starting_money(4) == [80, 80, 80, 80]


def test_50462_world_456_board_money_order() -> None:
    w = world("456")
    assert w.board == 1
    assert w.starting_money(3) == [80, 80, 80]
    assert w.order_system == "clockwise"


def test_50463_world_265_uses_board_4() -> None:
    assert world("265").board == 4
    assert not world("265").separate_capitals


def test_50464_world_789_order_and_money() -> None:
    w = world("789")
    assert w.order_system == "lot_vp"
    assert w.starting_money(4) == [60, 70, 80, 90]


def test_50465_money_with_3iii_and_4i() -> None:
    w = world("413")
    assert w.starting_money(3) == [100, 100, 100]
    assert w.board == 2


def test_50468_roads_ii_with_majorities_iii_count_by_roads() -> None:
    assert majority_basis(world("267")) == "roads"
    assert majority_basis(world("276")) == "settlements"
