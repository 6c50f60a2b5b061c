"""Replays of recorded random/greedy games, digesting every legal_moves list and every state.

The fixture (fixtures/legal_digests.json) was recorded from the engine before its speed work;
the test compares each position's digests so an optimisation cannot change the list (contents
or order), the state shape or any rule without notice. ``python -m`` this module re-records.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

from games.engines.brass_birmingham import ENGINE

FIXTURE = Path(__file__).parent / "fixtures" / "legal_digests.json"
GAMES: list[dict[str, Any]] = [
    {"players": p, "options": o, "seed": s, "bot": b}
    for p, o, s, b in [
        (2, {}, 11, "random"),
        (2, {}, 12, "random"),
        (3, {}, 13, "random"),
        (3, {}, 14, "random"),
        (4, {}, 15, "random"),
        (4, {}, 16, "random"),
        (2, {"variant": "intro"}, 17, "random"),
        (4, {"variant": "intro"}, 18, "random"),
        (2, {}, 19, "greedy"),
        (3, {}, 20, "greedy"),
        (4, {}, 21, "greedy"),
    ]
]


def _digest(data: Any) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]


def play(game: dict[str, Any]) -> dict[str, list[str]]:
    """Digests of every seat's legal_moves at every position, and of each state reached."""
    rng = random.Random(game["seed"])
    state = ENGINE.setup(game["players"], dict(game["options"]), game["seed"])
    legal_digests: list[str] = []
    state_digests: list[str] = [_digest(state)]
    while ENGINE.result(state) is None:
        lists = {seat: ENGINE.legal_moves(state, seat) for seat in range(game["players"])}
        legal_digests.append(_digest([lists[s] for s in range(game["players"])]))
        seat = rng.choice(ENGINE.to_act(state))
        if game["bot"] == "random":
            move = rng.choice(lists[seat])
        else:
            move = ENGINE.bots[game["bot"]](state, seat, rng)
        state = ENGINE.apply(state, seat, move).state
        state_digests.append(_digest(state))
    return {"legal": legal_digests, "states": state_digests}


def record() -> None:
    FIXTURE.write_text(json.dumps([{**g, **play(g)} for g in GAMES], indent=0) + "\n")


if __name__ == "__main__":
    record()
