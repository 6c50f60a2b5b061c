"""504 in German: every word a person meets comes from 504's catalogue, and the German
notation of every legal move reads back to that move (issue 19).

The tests every engine runs (tests/support/german_suite.py: reading back, refusals met in
play, a German sentence for every refusal code, the rulebook's terms) on random positions
of random worlds, and 504's own: every move type of whole games, the pending sentence and
near-miss refusals of bot positions, refusals naming things, the new-game form. Moves are
written by the platform's ``say`` in German and in English and parsed back by the engine,
with German registered as a language the server speaks, as ``games.apps`` does at start-up
once German is in settings.LANGUAGES.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engines.core import IllegalMove, Move, Text, words
from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.world import available_worlds
from games.engines.five_o_four.moves import MOVE_SCHEMAS
from games.words import say
from tests.support.german_suite import GermanWords

from .german import german, speaking_german, untranslated

WORLDS = sorted(available_worlds())
#: Random games that, between them, offer every move type but two (a takeover and the 7.I
#: shrinking, read back in test_military_companies and test_majorities_i): world, players,
#: seed.
EVERY_MOVE = (
    ("341", 4, 56),
    ("253", 2, 15),
    ("951", 2, 315),
    ("569", 2, 174),
    ("681", 2, 231),
    ("294", 4, 44),
    ("352", 3, 64),
    ("892", 2, 288),
)


@pytest.fixture(scope="module", autouse=True)
def _german() -> Iterator[None]:
    with speaking_german():
        yield


def check_moves(state: dict[str, Any], seat: int, legal: list[Move], sample: list[Move]) -> None:
    """Every legal move is written in German words only, its German and its English are
    each one move's alone (so the parser reads them back to it), and the sampled moves
    parse back from either language (German also in capitals)."""
    written: dict[str, str] = {}
    for move in legal:
        text = ENGINE.move_text(state, seat, move)
        assert not untranslated(text), move
        in_german, in_english = say(text, "de"), ENGINE.notation(state, seat, move)
        assert in_german != in_english or not re.search(r"[A-Za-z]{3}", in_english), move
        key = json.dumps(move, sort_keys=True)
        for typed in (in_german, in_english):
            assert written.setdefault(words.fold(typed), key) == key, (typed, move)
    for move in sample:
        assert ENGINE.parse(state, seat, german(state, seat, move)) == move
        assert ENGINE.parse(state, seat, german(state, seat, move).upper()) == move
        assert ENGINE.parse(state, seat, ENGINE.notation(state, seat, move)) == move


def position(wid: str, players: int, seed: int, steps: int) -> dict[str, Any]:
    """The state after ``steps`` random moves (or the last one before the game ends)."""
    rng = random.Random(seed)
    bot = ENGINE.bots["random"]
    state = ENGINE.setup(players, {"world": wid}, seed)
    for _ in range(steps):
        seats = ENGINE.to_act(state)
        if not seats:
            break
        after = ENGINE.apply(state, seats[0], bot(state, seats[0], rng)).state
        if not ENGINE.to_act(after):
            break
        state = after
    return state


def world(wid: str) -> dict[str, str]:
    return {"world": wid}


positions = st.builds(
    position,
    st.sampled_from(WORLDS),
    st.integers(2, 4),
    st.integers(0, 10_000),
    st.integers(0, 600),
)


def test_every_move_type_reads_back_in_german() -> None:
    """Whole random games, every 4th position: all its legal moves; every move type met."""
    seen: set[str] = set()
    for wid, players, seed in EVERY_MOVE:
        rng, pick = random.Random(seed), random.Random(-seed)  # the bot's draws as recorded
        bot = ENGINE.bots["random"]
        state = ENGINE.setup(players, {"world": wid}, seed)
        for step in range(3000):
            seats = ENGINE.to_act(state)
            if not seats:
                break
            legal = ENGINE.legal_moves(state, seats[0])
            fresh = [m for m in legal if m["type"] not in seen]
            if step % 4 == 0 or fresh:
                check_moves(
                    state, seats[0], legal, fresh[:3] + pick.sample(legal, min(2, len(legal)))
                )
                seen.update(m["type"] for m in legal)
            state = ENGINE.apply(state, seats[0], bot(state, seats[0], rng)).state
    assert set(MOVE_SCHEMAS) - seen == {"take", "shrink"}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(state=positions, pick=st.randoms(use_true_random=False))
def test_pending_words_and_refusals_are_german(state: dict[str, Any], pick: random.Random) -> None:
    """What the page says of the position, and every refusal of a move near a legal one."""
    pending = ENGINE.pending(state)
    assert not untranslated(Text.from_json(pending["text"]))
    assert "{" not in say(pending["text"], "de")
    seat = ENGINE.to_act(state)[0]
    legal = ENGINE.legal_moves(state, seat)
    listed = {json.dumps(m, sort_keys=True) for m in legal}
    tried = [
        dict(m, type=other)
        for m in pick.sample(legal, min(3, len(legal)))
        for other in ("done", "road", "fight")
    ]
    for move in pick.sample(legal, min(6, len(legal))):
        for key, value in move.items():
            if isinstance(value, int) and not isinstance(value, bool):
                tried += [{**move, key: value + 1}, {**move, key: -1}]
            elif isinstance(value, str) and key != "type":
                tried += [
                    {**move, key: pick.choice(sorted(state["spaces"]) or ["0,0"])},
                    {**move, key: "x"},
                ]
    for move in tried:
        if json.dumps(move, sort_keys=True) in listed:
            continue
        for who in (seat, (seat + 1) % state["players"]):
            try:
                ENGINE.apply(state, who, move)
            except IllegalMove as refused:
                if isinstance(refused.text, Text) and refused.text.context == "504":
                    assert not untranslated(refused.text), refused.code
                    assert say(refused.text, "de") != refused.message, refused.code


class TestGerman(GermanWords):
    engine = ENGINE
    package = "five_o_four"
    configurations = st.tuples(st.integers(2, 4), st.sampled_from(WORLDS).map(world))
    steps = (0, 600)
    rulebook_words = {
        ("phase_name", "3D"): "3 D: Bewohner",
        ("terrain", "field"): "Acker",
        ("module", "3"): "Privilegien",
        ("module", "7"): "Mehrheiten",
    }


def test_the_pending_sentence_names_the_player_and_the_phase() -> None:
    state = ENGINE.setup(3, {"world": "267"}, 5)
    text = say(ENGINE.pending(state)["text"], "de", ["Anna", "Ben", "Cem"])
    assert text.startswith(("Anna", "Ben", "Cem")), text
    assert "Runde 1, Phase 3 C: Einkauf" in text


def test_a_german_reply_and_an_english_one_make_the_same_move() -> None:
    state = ENGINE.setup(2, {"world": "286"}, 1)
    assert ENGINE.parse(state, 0, "fertig") == {"type": "done"}
    assert say(ENGINE.move_text(state, 0, {"type": "done"}), "de") == "fertig mit 3 C: Einkauf"
    assert ENGINE.parse(state, 0, "done") == {"type": "done"}
    seat = ENGINE.to_act(state)[0]
    for move in ENGINE.legal_moves(state, seat)[:20]:
        german = say(ENGINE.move_text(state, seat, move), "de")
        assert ENGINE.parse(state, seat, german) == move


def test_refusals_name_things_in_german() -> None:
    state = ENGINE.setup(2, {"world": "241"}, 1)  # Military: the players choose capitals
    seat = ENGINE.to_act(state)[0]
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, seat, {"type": "choose_capital", "city": "99,99"})
    assert say(refused.value.text, "de") == "Auf diesem Spielplan gibt es kein Feld „99,99“."
    land = next(s for s, t in state["spaces"].items() if t == "field")
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, seat, {"type": "choose_capital", "city": land})
    assert say(refused.value.text, "de") == f"{land} ist keine Stadt, sondern Acker."


def test_words_of_the_view_are_german() -> None:
    labels = [*ENGINE.fact_labels.values(), *ENGINE.seat_fact_labels.values()]
    assert all(label is None or not untranslated(label) for label in labels)
    assert say(ENGINE.fact_labels["roads"], "de") == "Straßen"


def test_the_new_game_form_names_each_world_by_its_modules() -> None:
    """The world choice in the reader's language: its number and modules on TOP I, II, III."""
    from django.utils import translation

    from games.web.forms import GameCreateForm

    with translation.override("de"):
        field = GameCreateForm().fields["opt__504__world"]
        assert field.label == "Welt"
        choices = dict(field.choices)
    assert choices["231"] == "231: Wettlauf, Privilegien, Transport"
    assert choices["286"] == "286: Wettlauf, Produktion, Straßen"
    assert set(choices) == set(available_worlds())
    with translation.override("en"):
        assert dict(GameCreateForm().fields["opt__504__world"].choices)["231"] == (
            "231: Race, Privileges, Transport"
        )
