"""Golden games: eight random games recorded before 504 was rebuilt by module replay to the
same states, move by move (the same RNG draws, legal moves, notation and reveals).  They
were recorded with engine version 1 and replay by its rules: the rules fixes of version 2
leave old games as they were played.

The worlds put every TOP I module that has available worlds on TOP I, public companies
(894, 972), Privileges on TOP II (436) and Exploration in three positions.  Re-record only
for a deliberate change of behaviour, and then bump the engine version (DESIGN: versioned), so
that the old recording still replays by the old rules:
    .venv/bin/python -m tests.unit.engines.five_o_four.golden record \\
        tests/unit/engines/five_o_four/fixtures/golden_games.json \\
        --worlds 251 358 436 457 578 682 894 972
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from games.engines.five_o_four import ENGINE

from .golden import load, replay_game

GAMES = load(Path(__file__).parent / "fixtures" / "golden_games.json")


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g['world']}-{g['players']}p")
def test_recorded_game_replays_to_the_same_states(game: dict[str, Any]) -> None:
    assert replay_game(ENGINE, game) == []
