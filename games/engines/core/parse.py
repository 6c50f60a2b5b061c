"""Typed text to a legal move: the text is matched against every legal move's words in every
language the server has, so "Kredit" and "loan" both work whatever the reader's language.

Narrowing the legal moves means a parsed move is always legal (python-chess parse_san).
Comparison forgives case, accents, dashes and spacing (:func:`words.fold`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .errors import (
    E_AMBIGUOUS,
    E_NO_MATCHING_MOVE,
    E_UNREADABLE,
    AmbiguousMove,
    IllegalMove,
    MalformedMove,
)
from .values import Move, State
from .words import Said, T, fold, folded_renderings, semicolons

if TYPE_CHECKING:
    from .protocol import Engine, EngineBase

#: How many close moves a refusal names.
CLOSE = 5


def move_words(engine: Engine | EngineBase, state: State, seat: int) -> list[tuple[Said, Move]]:
    """Every legal move of ``seat`` with its words."""
    return [(engine.move_text(state, seat, m), m) for m in engine.legal_moves(state, seat)]


def parse_by_notation(
    engine: Engine | EngineBase,
    state: State,
    seat: int,
    text: str,
    also: Callable[[Move], Said] | None = None,
) -> Move:
    """The legal move whose words (in any language) are the text typed; else the one move
    whose words hold every word typed; else a refusal naming close moves. ``also``: a
    second wording each move is read by as well (an engine whose words for people differ
    from its typed notation reads both)."""
    wanted = fold(text)
    if not wanted:
        raise MalformedMove(E_UNREADABLE, T("The reply holds no move text."))
    said = move_words(engine, state, seat)
    written = [
        (
            list(
                dict.fromkeys(folded_renderings(s) + (folded_renderings(also(m)) if also else []))
            ),
            s,
            m,
        )
        for s, m in said
    ]
    exact = [m for texts, _, m in written if wanted in texts]
    if len(exact) == 1:
        return exact[0]
    typed = wanted.split()
    containing = [(s, m) for texts, s, m in written if any(_holds(t.split(), typed) for t in texts)]
    if len(containing) == 1:
        return containing[0][1]
    if len(containing) > 1:
        close = [s for s, _ in containing[:CLOSE]]
        raise AmbiguousMove(
            E_AMBIGUOUS,
            T(
                "“{typed}” fits {count} moves. Did you mean: {moves}?",
                typed=text.strip(),
                count=len(containing),
                moves=semicolons(close),
            ),
            candidates=close,
        )
    close = closest(written, set(typed))
    raise IllegalMove(
        E_NO_MATCHING_MOVE,
        T(
            "“{typed}” is not a legal move now. Close moves: {moves}.",
            typed=text.strip(),
            moves=semicolons(close),
        ),
        candidates=close,
    )


def _holds(words: list[str], typed: list[str]) -> bool:
    return all(w in words for w in typed)


def closest(written: list[tuple[list[str], Said, Move]], typed: set[str]) -> list[Said]:
    """The moves sharing most words with the text typed (in their best language)."""

    def likeness(texts: list[str]) -> float:
        best = 0.0
        for t in texts:
            words = set(t.split())
            best = max(best, len(typed & words) / max(len(typed | words), 1))
        return best

    ranked = sorted(written, key=lambda item: -likeness(item[0]))
    return [s for _, s, _ in ranked[:CLOSE]]
