"""legal_moves and apply give exactly what they gave before the speed work (recorded.py)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from .recorded import FIXTURE, play

RECORDED: list[dict[str, Any]] = json.loads(FIXTURE.read_text())


@pytest.mark.parametrize("game", RECORDED, ids=lambda g: f"{g['players']}p-{g['seed']}-{g['bot']}")
def test_recorded_positions_give_identical_legal_moves_and_states(game: dict[str, Any]) -> None:
    replayed = play(game)
    assert len(replayed["legal"]) == len(game["legal"])
    for index, (now, then) in enumerate(zip(replayed["legal"], game["legal"], strict=True)):
        assert now == then, f"legal_moves differ at position {index}"
    for index, (now, then) in enumerate(zip(replayed["states"], game["states"], strict=True)):
        assert now == then, f"state differs after move {index}"
