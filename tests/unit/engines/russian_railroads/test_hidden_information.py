"""No end-game card leaks to another seat or a spectator (view, history reveals, notation)."""

from __future__ import annotations

import json

from games.engines.core import Reveal
from games.engines.russian_railroads import ENGINE

from .support import play, roundtrip


def _cards_of(state: dict, seat: int) -> list[str]:
    return list(state["private"][seat]["endgame"])


def test_end_game_cards_never_leak() -> None:
    checked = 0
    for seed in range(12):
        _, log, states = play(3, seed, checked=False)
        for index, (seat, move) in enumerate(log):
            before = states[index]
            outcome = ENGINE.apply(before, seat, move)
            after = outcome.state
            event = {
                "seat": seat,
                "move": move,
                "notation": ENGINE.notation(before, seat, move),
                "reveals": [r.as_json() for r in outcome.reveals],
            }
            if after["phase"] == "over":
                continue  # the cards are revealed to everyone at the end
            secret_cards = set(after["secret"]["endgame_stack"]) | set(
                after["secret"]["endgame_removed"]
            )
            for viewer in [None, 0, 1, 2]:
                hidden = set(secret_cards)
                for other in range(3):
                    if other != viewer:
                        hidden |= set(_cards_of(after, other))
                if viewer is not None:
                    hidden -= set(_cards_of(after, viewer))
                    hidden -= set(after["private"][viewer]["browsing"])
                text = json.dumps(
                    [ENGINE.view(after, viewer), ENGINE.view_event(roundtrip(event), viewer)]
                )
                for card in hidden:
                    assert f'"{card}"' not in text, (seed, index, viewer, card)
                checked += 1
            if move["type"] == "endgame":
                assert "end-game card" in event["notation"]
                assert move["card"] not in event["notation"]
    assert checked > 500


def test_endgame_choice_is_revealed_only_to_its_owner() -> None:
    reveal = Reveal({"endgame_card": "doublers"}, to=1, redacted={"endgame_card": "hidden"})
    assert reveal.seen_by(0) == {"endgame_card": "hidden"}
    assert reveal.seen_by(None) == {"endgame_card": "hidden"}
    assert reveal.seen_by(1) == {"endgame_card": "doublers"}
