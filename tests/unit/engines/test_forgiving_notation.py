"""Typed moves are read forgivingly by every engine (core/parse.py's ``fold``): letter case,
accents and the dashes and spaces between the parts of a place name do not matter, so
"STOKE–ON–TRENT", "stoke on trent" and "Stoke-on-Trent" are one place. Every legal move's
own words, written those ways, parse back to that move, at random positions of every
engine and map."""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engines.core import IllegalMove, get_engine

GAMES: list[tuple[str, int, dict[str, Any]]] = [
    ("brass-birmingham", 3, {}),
    ("russian-railroads", 3, {}),
    ("age-of-steam", 3, {"map": "rust_belt"}),
    ("age-of-steam", 4, {"map": "germany"}),
    ("504", 2, {"world": "231"}),
]


def _plain(text: str) -> str:
    """Without accents: "München" as typed on a keyboard without umlauts ("Munchen")."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def _dashed(text: str, dash: str) -> str:
    """Every space and hyphen between letters as ``dash`` ("Stoke–on–Trent")."""
    out = []
    for i, c in enumerate(text):
        between = 0 < i < len(text) - 1 and text[i - 1].isalpha() and text[i + 1].isalpha()
        out.append(dash if c in " -" and between else c)
    return "".join(out)


WAYS: dict[str, Callable[[str], str]] = {
    "upper case": str.upper,
    "lower case": str.lower,
    "no accents": _plain,
    "en dashes": lambda t: _dashed(t, "–"),
    "em dashes": lambda t: _dashed(t, " — "),
    "hyphens": lambda t: _dashed(t, "-"),
    "hyphens as spaces": lambda t: t.replace("-", " ") if not any(c.isdigit() for c in t) else t,
}


def _position(slug: str, players: int, options: dict[str, Any], seed: int, moves: int):
    """The position after ``moves`` random legal moves (fewer when the game ends), and the
    seat to act there."""
    engine = get_engine(slug)
    rng = random.Random(seed)
    state = engine.setup(players, options, seed)
    for _ in range(moves):
        seat = rng.choice(engine.to_act(state))
        after = engine.apply(state, seat, rng.choice(engine.legal_moves(state, seat))).state
        if engine.result(after) is not None:
            break
        state = after
    return state, rng.choice(engine.to_act(state))


@pytest.mark.parametrize(("slug", "players", "options"), GAMES, ids=lambda v: str(v))
@settings(max_examples=10, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 2**31 - 1), moves=st.integers(0, 60))
def test_moves_typed_any_case_accents_or_dashes_parse_to_the_same_move(
    slug, players, options, seed, moves
):
    engine = get_engine(slug)
    rng = random.Random(seed)
    state, seat = _position(slug, players, options, seed, moves)
    legal = [m for m in engine.legal_moves(state, seat) if not m.get("compact")]
    for move in rng.sample(legal, min(3, len(legal))):
        written = engine.notation(state, seat, move)
        try:
            if engine.parse(state, seat, written) != move:
                continue  # the words of two moves agree: typing cannot tell them apart
        except IllegalMove:
            continue
        for way in rng.sample(sorted(WAYS), 3):
            typed = WAYS[way](written)
            assert engine.parse(state, seat, typed) == move, (way, written, typed)
