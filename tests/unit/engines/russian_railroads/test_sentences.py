"""Russian Railroads' moves as a player reads them (the log, the turn email, the builder): one
of every move kind from random games, in English and German, is a sentence in the rulebook's
terms, never the typed notation's short forms (TS, SP, KV, "loco", "1 temporary"); the
notation players type is unchanged, and both it and the sentence read back to the move."""

from __future__ import annotations

import random
import re
from typing import Any

import polib
import pytest

from games.engines.core import IllegalMove, english
from games.engines.russian_railroads import ENGINE
from games.engines.russian_railroads.notation import notation
from games.words import say
from tests.support.english import catalogues, english_in, words_of
from tests.support.person_words import internal_tokens, vocabulary

#: The notation's short forms, which a sentence never uses.
SHORT = re.compile(r"\b(TS|SP|KV|loco|Lok|temporary(?! worker)|[0-9]×)\b")
KINDS = set(ENGINE.move_schemas())


def _one_of_each_kind() -> dict[str, tuple[dict[str, Any], int, dict[str, Any]]]:
    """(state, seat, move) for every move kind met in random games, the variants of a
    placement (temporary workers, coins, black worker, own engineer), a locomotive replacing
    another and a factory replacing one in its gap."""
    found: dict[str, tuple[dict[str, Any], int, dict[str, Any]]] = {}
    for seed in range(30):
        rng = random.Random(seed)
        state = ENGINE.setup(rng.randint(1, 4), {}, seed)
        while ENGINE.result(state) is None:
            seat = ENGINE.to_act(state)[0]
            moves = ENGINE.legal_moves(state, seat)
            for move in moves:
                variant = [
                    k for k in ("temporary", "coins", "black", "replace", "gap") if move.get(k)
                ]
                if str(move.get("space", "")).startswith("engineer:"):
                    variant.append("engineer")
                found.setdefault("+".join([move["type"], *variant]), (state, seat, move))
            others = [m for m in moves if m["type"] != "pass"]
            move = rng.choice(others if others and rng.random() < 0.9 else moves)
            state = ENGINE.apply(state, seat, move).state
        if {k.split("+")[0] for k in found} >= KINDS:
            break
    return found


def _german() -> set[str]:
    """The German words of every catalogue (the stub scan knows only English ones)."""
    found: set[str] = set()
    for path in catalogues():
        for entry in polib.pofile(str(path)):
            found |= words_of(entry.msgstr)
            for form in (entry.msgstr_plural or {}).values():
                found |= words_of(form)
    return found


NAMES = ["ada", "bob", "cy", "dee"]
FOUND = _one_of_each_kind()
WORDS = {"en": vocabulary(ENGINE), "de": vocabulary(ENGINE) | _german()}


def test_every_move_kind_is_met() -> None:
    assert {k.split("+")[0] for k in FOUND} == KINDS


@pytest.mark.parametrize("key", sorted(FOUND))
def test_a_move_reads_as_a_sentence_in_english_and_german(key: str) -> None:
    state, seat, move = FOUND[key]
    said = ENGINE.move_text(state, seat, move)
    for language in ("en", "de"):
        text = say(said, language)
        assert text[:1].isupper(), text  # a sentence, not a typed stub
        assert not SHORT.search(text), text
        assert internal_tokens(text, WORDS[language]) == [], text
    assert say(said, "de") != say(said, "en")
    assert english_in(say(said, "de")) == set()


@pytest.mark.parametrize("key", sorted(FOUND))
def test_the_notation_is_unchanged_and_both_read_back(key: str) -> None:
    state, seat, move = FOUND[key]
    typed = ENGINE.notation(state, seat, move)
    assert typed == english(notation(move))  # the short form, stored and typed
    if move["type"] != "endgame":  # its notation hides the card: a reply names the card
        assert ENGINE.parse(state, seat, typed) == move
    said = ENGINE.move_text(state, seat, move)
    for language in ("en", "de"):
        assert ENGINE.parse(state, seat, say(said, language)) == move


def test_the_log_reads_the_rulebook_terms() -> None:
    move = {"type": "locomotive", "number": 3, "line": "ts", "replace": 2}
    said = ENGINE.move_text({}, 0, move)
    assert say(said, "en") == (
        "Put locomotive 3 on the Trans-Siberian Railway, replacing locomotive 2"
    )
    assert say(said, "de") == (
        "Lokomotive 3 an die Strecke Transsib anlegen und Lokomotive 2 ersetzen"
    )
    track = ENGINE.move_text({}, 0, {"type": "track", "line": "sp", "colour": "black"})
    assert (
        say(track, "de") == "Das schwarze Gleis auf der Strecke Petersburg einen Schritt vorrücken"
    )
    assert ENGINE.notation({}, 0, move) == "locomotive 3 to TS replacing 2"


def test_a_kept_end_game_card_is_named_to_its_keeper_only() -> None:
    move = {"type": "endgame", "card": "doubler_count"}
    keeper = ENGINE.move_text({}, 1, move)
    assert "doubler count" in say(keeper, "en") and "Verdoppler" in say(keeper, "de")
    event = {"seat": 1, "move": move, "notation": ENGINE.notation({}, 1, move)}
    assert "doubler" not in event["notation"]
    for reader in (None, 0, 2):
        seen = ENGINE.view_event(event, reader)
        assert say(seen["words"], "en") == "Keep an end-game card (hidden)"
        assert say(seen["words"], "de") == "Eine Spielende-Karte behalten (verdeckt)"


def test_the_pending_text_names_what_is_left_in_words() -> None:
    """Mid-action, the player is told what is left as the game's actions ("move a track
    marker or end the action"), never as move types ("track, done")."""
    texts = set()
    for state, _seat, _move in FOUND.values():
        pending = ENGINE.pending(state)
        if state["tasks"]:
            texts.add((say(pending["text"], "en", NAMES), say(pending["text"], "de", NAMES)))
    assert texts
    for english_text, german_text in texts:
        assert english_text.count(": carry on with the action: ") == 1, english_text
        assert german_text.count(": die Aktion fortsetzen: ") == 1, german_text
        for language, text in (("en", english_text), ("de", german_text)):
            assert internal_tokens(text, WORDS[language], NAMES) == [], text
        assert english_in(german_text, NAMES) == set(), german_text


def test_a_refused_placement_names_the_space_in_full() -> None:
    state = ENGINE.setup(2, {}, 4)
    while state["phase"] != "actions":  # the start bonus cards first
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.legal_moves(state, seat)[0]).state
    seat = ENGINE.to_act(state)[0]
    taken = {"seat": 1 - seat, "workers": 3, "coins": 0, "temporary": 0, "black": False}
    state["spaces"]["loco_and_factory"] = [taken]
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, seat, {"type": "place", "space": "loco_and_factory"})
    assert refused.value.code == "E_SPACE_OCCUPIED"
    assert say(refused.value.text, "en") == (
        "The action space “locomotive and factory” is already taken this round."
    )
    assert say(refused.value.text, "de") == (
        "Das Aktionsfeld „Lokomotive und Fabrik“ ist in dieser Runde schon besetzt."
    )
