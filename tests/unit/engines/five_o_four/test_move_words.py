"""504's moves in words (the log, the turn and "move accepted" emails) say what things are:
no "MP", no coordinate pair without its space's terrain, in English and in German; the typed
notation stays as it was recorded, and both parse back to the move."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from games.engines.five_o_four import ENGINE
from games.words import say
from tests.support.person_words import ABBREVIATION, unnamed_pairs
from tests.unit.engines.five_o_four.german import speaking_german

#: Worlds with the wagon (movement points), roads, businesses, military, exploration, shares.
WORLDS = ("231", "241", "286", "569", "892", "951", "352", "681")


@pytest.fixture(scope="module", autouse=True)
def _german() -> Iterator[None]:
    with speaking_german():
        yield


def test_every_legal_move_names_its_spaces_and_spells_movement_points_out() -> None:
    seen: set[str] = set()
    for wid in WORLDS:
        rng = random.Random(int(wid))
        state = ENGINE.setup(3, {"world": wid}, int(wid))
        for _ in range(300):
            seats = ENGINE.to_act(state)
            if not seats:
                break
            for move in ENGINE.legal_moves(state, seats[0]):
                words = ENGINE.move_text(state, seats[0], move)
                for said in (say(words, "en"), say(words, "de")):
                    assert not ABBREVIATION.search(said), said
                    assert "BP" not in said.split(), said
                    assert unnamed_pairs(said) == [], said
                seen.add(move["type"])
            state = ENGINE.apply(state, seats[0], ENGINE.bots["random"](state, seats[0], rng)).state
    assert {"buy", "move", "road", "business", "drive", "buy_mp", "upgrade", "trade"} <= seen


def test_the_notation_stays_and_both_wordings_parse_back() -> None:
    state = ENGINE.setup(2, {"world": "286"}, 1)
    seat = ENGINE.to_act(state)[0]
    buy = next(m for m in ENGINE.legal_moves(state, seat) if m["type"] == "buy")
    typed = ENGINE.notation(state, seat, buy)
    assert typed == f"buy {buy['count']} at {buy['space']}"
    words = ENGINE.move_text(state, seat, buy)
    terrain = say(ENGINE.words.term("terrain", state["spaces"][buy["space"]]), "en")
    assert say(words, "en").endswith(f"for the {terrain} at {buy['space']}")
    assert say(words, "de").endswith("kaufen")
    for text in (typed, say(words, "en"), say(words, "de")):
        assert ENGINE.parse(state, seat, text) == buy, text
