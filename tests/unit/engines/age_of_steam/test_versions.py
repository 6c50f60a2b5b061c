"""Games recorded under engine version 1 replay unchanged (DESIGN.md "Versioned").

The fixtures were recorded by the version 1 engine: its setup state (positional track
segments, no "version" key), every move, a state half way and at the end, and the result.
A platform replays an old game from its stored snapshot, so the replay starts from the
recorded setup state, as here.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from games.engines.age_of_steam import ENGINE
from games.engines.age_of_steam.versions import upgrade_state

FIXTURES = Path(__file__).parent / "fixtures"


def recorded(name: str) -> dict[str, Any]:
    return json.loads((FIXTURES / f"{name}.json").read_text("utf-8"))


@pytest.mark.parametrize("name", ["v1_germany_3p", "v1_rust_belt_3p"])
def test_a_version_1_game_replays_to_the_same_states_and_result(name: str) -> None:
    game = recorded(name)
    state = game["setup"]
    assert "version" not in state
    for index, (seat, move, _text) in enumerate(game["moves"]):
        state = ENGINE.apply(state, seat, move).state
        if index == game["middle"]:
            assert state == upgrade_state(game["state_middle"])
    assert state == upgrade_state(game["final"])
    assert state["version"] == 1
    result = ENGINE.result(state)
    assert result is not None and result.as_json() == game["result"]


def test_a_version_1_head_state_is_read_as_it_is_stored() -> None:
    game = recorded("v1_germany_3p")
    stored = game["state_middle"]
    tile = next(iter(stored["track"].values()))
    assert isinstance(tile["s"][0], list)  # positional, as version 1 wrote it
    seat = ENGINE.to_act(stored)[0]
    seen = ENGINE.view(stored, seat)
    shown = next(iter(seen["track"].values()))
    assert set(shown) == {"tile", "rotation", "town_marker", "segments"}
    assert set(shown["segments"][0]) == {"ends", "owner", "extended"}
    legal = ENGINE.legal_moves(stored, seat)
    assert legal
    after = ENGINE.apply(stored, seat, legal[0]).state
    assert after["version"] == 1 and "s" not in next(iter(after["track"].values()))
