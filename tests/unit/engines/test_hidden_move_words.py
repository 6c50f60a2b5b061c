"""A move hidden from the other seats in the history (504's sealed bid, Russian Railroads'
end-game card) is still told to them in words, in their language: never the English
notation, never the hidden value."""

from __future__ import annotations

import json

import pytest

from games.engines.core import get_engine
from games.words import say

HIDDEN = [
    ("504", {"type": "sealed_bid", "amount": 37}, "37"),
    ("russian-railroads", {"type": "endgame", "card": "doublers"}, "doublers"),
]


@pytest.mark.parametrize(("slug", "move", "secret"), HIDDEN, ids=[h[0] for h in HIDDEN])
def test_a_hidden_move_reads_in_the_readers_language(slug: str, move: dict, secret: str) -> None:
    engine = get_engine(slug)
    event = {"seat": 1, "move": move, "notation": "stored notation"}
    for reader in (None, 0, 2):
        seen = engine.view_event(event, reader)
        assert secret not in json.dumps(seen)
        german, english = say(seen["words"], "de"), say(seen["words"], "en")
        assert german and english and german != english
        assert secret not in german + english
    assert "words" not in engine.view_event(event, 1)  # the mover sees the move itself
