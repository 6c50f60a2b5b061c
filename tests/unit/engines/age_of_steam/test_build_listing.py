"""The build listing judges most candidates on its own (build_track/listing.py Lister); it must
agree with check_step, the rules apply uses, on every tile of every hex of many positions:
each step listed applies, and each step that applies is listed."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.engines.age_of_steam import ENGINE
from games.engines.age_of_steam.build_track.listing import build_steps
from games.engines.age_of_steam.build_track.step import check_step
from games.engines.age_of_steam.catalog import SHAPES
from games.engines.age_of_steam.common import gmap
from games.engines.age_of_steam.maps import MAPS, PLAYABLE_MAPS
from games.engines.core import IllegalMove

from .test_faces import canon


def build_positions(key: str, players: int, seed: int, wanted: int) -> list[dict[str, Any]]:
    """Build-phase positions of uniform random games (legal move -> random choice)."""
    rng = random.Random(seed)
    found: list[dict[str, Any]] = []
    while len(found) < wanted:
        state = ENGINE.setup(players, {"map": key}, rng.randrange(10**9))
        while ENGINE.result(state) is None and len(found) < wanted:
            seat = ENGINE.to_act(state)[0]
            legal = ENGINE.legal_moves(state, seat)
            if state["phase"] == "build" and len(legal) > 1 and rng.random() < 0.15:
                found.append(state)
            state = ENGINE.apply(state, seat, rng.choice(legal)).state
    return found


@pytest.mark.parametrize("key", PLAYABLE_MAPS)
def test_listing_agrees_with_check_step_on_every_tile(key: str) -> None:
    gm = MAPS[key]
    for state in build_positions(key, gm.max_players, 11, 2):
        seat = ENGINE.to_act(state)[0]
        for cheaper in {False, gmap(state).rules.engineer_half_price}:
            listed = {canon(state, m) for m, _ in build_steps(state, seat, cheaper)}
            for h in gm.hexes:
                for shape in SHAPES.values():
                    for r in shape.distinct:
                        move = {"type": "build", "hex": h, "tile": shape.id, "rotation": r}
                        try:
                            check_step(state, seat, move, cheaper)
                            legal = True
                        except IllegalMove as err:
                            legal = False
                            if err.code == "E_TRANSCON_CHOICE_REQUIRED":
                                continue  # listed with each choice of players
                        assert legal == (canon(state, move) in listed), (key, move, cheaper)
