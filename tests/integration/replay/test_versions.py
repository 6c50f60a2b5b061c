"""A game begun under an older engine version replays by the rules it was played by.

The platform sets a game up by its stored ``engine_version`` (``Engine.setup_at``) wherever
it starts from the seed: the replay of a position without a snapshot, the full replay, an
imported record. The games here were recorded by Age of Steam's version 1 engine
(tests/unit/engines/age_of_steam/fixtures): stored as version 1 games, with no snapshot to
start from, they replay to the recorded states and result; set up by today's rules the
same moves go elsewhere (Germany's version 1 build turn is refused outright).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from games.engines.age_of_steam import ENGINE
from games.engines.age_of_steam.versions import upgrade_state
from games.engines.core import IllegalMove
from games.models import Event, Game, Snapshot
from games.services.lifecycle import game_create, game_join
from games.services.replay import replay_full, state_at

pytestmark = pytest.mark.django_db
FIXTURES = Path(__file__).resolve().parents[2] / "unit/engines/age_of_steam/fixtures"


def recorded(name: str) -> dict[str, Any]:
    return json.loads((FIXTURES / f"{name}.json").read_text("utf-8"))


def stored_version_1_game(name: str, make_user) -> tuple[Game, dict[str, Any]]:
    """The recorded game as the platform stores a version 1 game: its seed, its events,
    engine_version 1 and no snapshot (a replay must set it up from the seed)."""
    record = recorded(name)
    users = [make_user(f"v{i}") for i in range(record["players"])]
    game = game_create(
        user=users[0],
        engine=ENGINE.slug,
        players=record["players"],
        options={"map": record["map"]},
        seed=record["seed"],
    )
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    game.refresh_from_db()
    assert game.engine_version == ENGINE.version == 2
    Snapshot.objects.filter(game=game).delete()
    for seq, (seat, move, text) in enumerate(record["moves"], start=1):
        Event.objects.create(
            game=game, seq=seq, seat=seat, kind=Event.Kind.MOVE, move=move, notation=text
        )
    count = len(record["moves"])
    Game.objects.filter(pk=game.pk).update(
        engine_version=1, head_seq=count, last_seq=count, seed=record["seed"]
    )
    game.refresh_from_db()
    return game, record


@pytest.mark.parametrize("name", ["v1_rust_belt_3p", "v1_germany_3p"])
def test_a_version_1_game_replays_from_its_seed_by_version_1_rules(name: str, make_user) -> None:
    game, record = stored_version_1_game(name, make_user)
    assert state_at(game, 0) == record["setup"]  # as version 1 set it up: no "version"
    middle = record["middle"] + 1  # the state after the middle move, by seq
    assert state_at(game, middle) == upgrade_state(record["state_middle"])
    final = replay_full(game)
    assert final == upgrade_state(record["final"]) and final["version"] == 1
    result = ENGINE.result(final)
    assert result is not None and result.as_json() == record["result"]


def test_todays_rules_would_not_replay_the_version_1_germany_game() -> None:
    record = recorded("v1_germany_3p")
    state = ENGINE.setup(record["players"], {"map": record["map"]}, record["seed"])
    with pytest.raises(IllegalMove):
        for seat, move, _ in record["moves"]:
            state = ENGINE.apply(state, seat, move).state


def test_a_version_the_engine_never_had_is_refused() -> None:
    for version in (0, ENGINE.version + 1):
        with pytest.raises(ValueError):
            ENGINE.setup_at(3, {"map": "rust_belt"}, 1, version)
