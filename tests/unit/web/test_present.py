"""Game pages name what they show: every public fact of every engine's view has a label (or
is drawn elsewhere), and per-seat lists land in each player's row, not in one raw list."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.engines.core import Engine, all_engines, get_engine
from games.engines.five_o_four.core.world import available_worlds
from games.web import present

SHOWN_ELSEWHERE = {"you", "viewer", "spaces", "tiles", "track", "links", *present.PLAYER_KEYS}


def _views(engine: Engine, players: int, options: dict[str, Any], seed: int) -> list[dict]:
    """Spectator views along one random game (setup, then every 7th position)."""
    state = engine.setup(players, options, seed)
    rng = random.Random(seed)
    views = [engine.view(state, None)]
    for step in range(400):
        seats = engine.to_act(state)
        if not seats:
            break
        seat = rng.choice(seats)
        state = engine.apply(state, seat, engine.bots["random"](state, seat, rng)).state
        if step % 7 == 0:
            views.append(engine.view(state, None))
    return views


def _configurations(engine: Engine) -> list[tuple[int, dict[str, Any]]]:
    if engine.slug != "504":
        return engine.configurations()
    sample = available_worlds()[:: max(1, len(available_worlds()) // 40)]
    return [(2 + i % 3, {"world": w}) for i, w in enumerate(sample)]


HOSTED = sorted(e.slug for e in all_engines() if type(e).__module__.startswith("games.engines"))


@pytest.mark.parametrize("slug", HOSTED)
def test_every_public_fact_has_a_name(slug: str) -> None:
    engine = get_engine(slug)
    named = set(engine.fact_labels) | set(engine.seat_fact_labels) | SHOWN_ELSEWHERE
    unnamed: set[str] = set()
    for n, (players, options) in enumerate(_configurations(engine)):
        for view in _views(engine, players, options, seed=n + 1):
            unnamed |= set(view) - named
    assert not unnamed, f"{slug}: view keys without a page label: {sorted(unnamed)}"


def test_per_seat_lists_fold_into_the_players_rows() -> None:
    engine = get_engine("504")
    view = {"vp": [3, 5], "capital": ["0,0", "1,0"], "bids": {"shown": [30, 27]}}
    rows = present.players_of(view, engine, seats=2)
    assert rows == [
        {"victory points": 3, "capital": "0,0"},
        {"victory points": 5, "capital": "1,0"},
    ]
    public = dict(present.public_facts(view, engine, seats=2))
    assert set(public) == {"Starting bids"}


def test_a_list_of_another_length_stays_a_public_fact() -> None:
    """One entry per company (five) in a three-player game is not a per-seat list."""
    engine = get_engine("504")
    view = {"income": [10, 20, 30, 40, 50], "card_total": [0, 1, 0, 0, 2], "vp": [1, 2, 3]}
    rows = present.players_of(view, engine, seats=3)
    assert [r["victory points"] for r in rows] == [1, 2, 3]
    assert "income" not in rows[0]
    labels = [label for label, _ in present.public_facts(view, engine, seats=3)]
    assert labels == ["income", "city cards"]


def test_an_unlabelled_key_is_still_shown_under_its_raw_name() -> None:
    engine = get_engine("brass-birmingham")
    public = dict(present.public_facts({"new_thing": 4, "bank": -1}, engine, seats=2))
    assert list(public) == ["new thing"]  # the bank is the rules' ledger, not a fact to show
