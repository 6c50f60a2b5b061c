"""Russian Railroads' main board is drawn as printed: every action space of the engine's
catalogue in its place from the one layout table (none overlapping, all inside the board
and off the victory point track), the spaces the game's side does not use crossed out, the
engineer fields and the turn-order track where the board has them, each space the reader's
moves name a button, and every part labelled for a screen reader."""

from __future__ import annotations

import random
import re
from itertools import combinations
from typing import Any

import pytest
from django.utils import translation

from games.engines.russian_railroads import ENGINE, catalog
from games.web.boards import board, place_of, table_of
from games.web.boards.russian_railroads.layout import (
    EDGE_W,
    ENGINEER_FIELDS,
    HEIGHT,
    LAST_ROUND_TILE,
    SPACES,
    TURN_ORDER,
    WIDTH,
    Box,
)
from games.web.builder import words_for

SLUG = "russian-railroads"
NAMES = ["ann", "bob", "cyd", "dee"]


def position(players: int, moves: int, seed: int = 3) -> dict[str, Any]:
    state = ENGINE.setup(players, {}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if ENGINE.result(state) is not None:
            break
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.bots["random"](state, seat, rng)).state
    return state


def drawn(state: dict[str, Any], seat: int | None, clickable: frozenset[str] = frozenset()) -> str:
    view = ENGINE.view(state, seat)
    return board(table_of(SLUG, view, seat, NAMES[: len(state["players"])], clickable))


def _overlap(a: Box, b: Box) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


def test_every_catalogued_space_has_its_printed_place() -> None:
    printed = set(SPACES) | {"last_round", "hire_engineer", "public_engineer_1"}
    printed |= {"public_engineer_2"}
    assert set(catalog.SPACES) <= printed


@pytest.mark.parametrize("side", ["2", "34"])
def test_places_lie_inside_the_board_and_apart(side: str) -> None:
    boxes = [*SPACES.values(), TURN_ORDER, *ENGINEER_FIELDS[side].values()]
    for box in boxes:
        assert box.x > EDGE_W and box.x + box.w < WIDTH - EDGE_W
        assert box.y > EDGE_W and box.y + box.h < HEIGHT - EDGE_W
    for a, b in combinations(boxes, 2):
        assert not _overlap(a, b), (a, b)
    assert _overlap(LAST_ROUND_TILE, SPACES["turn_order_1"])
    assert _overlap(LAST_ROUND_TILE, SPACES["turn_order_2"])


def test_track_building_is_a_row_per_colour_with_the_collection_point_lowest() -> None:
    """Rulebook: "Das unterste Aktionsfeld im Bereich Streckenbau" is the collection point."""
    rows = ["black", "grey", "brown", "natural", "white"]
    tops = [min(b.y for s, b in SPACES.items() if s.startswith(c)) for c in rows]
    assert tops == sorted(tops)
    track = [s for s, sp in catalog.SPACES.items() if sp.effect.get("track")]
    lowest = max((s for s in track if s in SPACES), key=lambda s: SPACES[s].y)
    assert lowest == "collection_point"


@pytest.mark.parametrize(("players", "crossed"), [(2, 5), (4, 0)])
def test_the_two_player_side_crosses_out_its_spaces(players: int, crossed: int) -> None:
    with translation.override("en"):
        picture = drawn(position(players, 0), 0)
    assert picture.count(": not used in this game</title>") == crossed


def test_spaces_the_reader_may_take_are_buttons_named_in_words() -> None:
    for moves in range(12, 40):  # a position where the reader places workers
        state = position(3, moves)
        seat = ENGINE.to_act(state)[0]
        legal = ENGINE.legal_moves(state, seat)
        places = {p for m in legal if (p := place_of(SLUG, m))}
        if len(places) > 3:
            break
    assert len(places) > 3
    with translation.override("en"):
        picture = drawn(state, seat, frozenset(places))
    buttons = set(re.findall(r'data-place="([^"]+)" role="button"', picture))
    assert buttons == places
    for title in re.findall(r"<title>([^<]*)</title>", picture):
        assert title and "_" not in title, title


def test_the_builder_names_the_end_game_card_its_chooser_keeps() -> None:
    """The notation hides the card from the others ("keep an end-game card"); the player
    choosing sees each card by name (the engine's words, which only the keeper reads)."""
    state = position(2, 0)
    table = table_of(SLUG, ENGINE.view(state, 0), 0, NAMES[:2])
    text = words_for(ENGINE, state, 0, table)
    with translation.override("de"):
        words = {text({"type": "endgame", "card": c}) for c in catalog.ENDGAME_CARDS}
    assert len(words) == len(catalog.ENDGAME_CARDS)
    assert all(w.startswith("Spielende-Karte „") for w in words), words


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_player_count_draws_for_players_and_spectators(players: int) -> None:
    state = position(players, 40)
    for seat in (0, None):
        for language in ("en", "de"):
            with translation.override(language):
                picture = drawn(state, seat)
            assert picture.startswith("<svg") and picture.endswith("</svg>")
    with translation.override("de"):
        picture = drawn(state, 0)
    assert "Streckenbau" in picture and "Ingenieure" in picture


def test_the_victory_point_track_and_turn_order_show_every_player() -> None:
    state = position(4, 30)
    with translation.override("en"):
        picture = drawn(state, None)
    scores = ", ".join(f"{NAMES[s]} {p['score']}" for s, p in enumerate(state["players"]))
    assert f"Victory point track: {scores}" in picture
    order = ", ".join(NAMES[s] for s in state["order"])
    assert f"Turn order this round: {order}" in picture


def test_spaces_and_tokens_are_named_in_full_as_the_log_names_them() -> None:
    """A space's title and the builder's "Which space?" use the log's names ("locomotive or
    factory (1 worker)"), not the typed notation's short forms ("loco or factory")."""
    state = position(3, 30)
    with translation.override("en"):
        english = drawn(state, 0)
    with translation.override("de"):
        german = drawn(state, 0)
    assert "locomotive or factory (1 worker)" in english
    assert not re.search(r"\bloco\b", english)
    assert "turn-order track, space 1" in english
    assert "Lokomotive oder Fabrik (1 Arbeiter)" in german
