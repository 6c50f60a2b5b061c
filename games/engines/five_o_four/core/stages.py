"""Decisions outside the players' turns, by stage name (the engine dispatches through here).

A round step of core/rounds.py that waits for decisions (sealed bids, an auction, a stock round,
dividends...) sets ``state["stage"]`` to a name registered here.  The :class:`Stage` says
who acts (several seats where the rules let them decide at once), which moves each may make,
how each move type applies, and what ``pending()`` shows.  The last handler of a step calls
``rounds.resume``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from games.engines.core import Move, State

from .world import World

Handler = Callable[[State, World, int, Move], None]


@dataclass(frozen=True, slots=True)
class Stage:
    to_act: Callable[[State], list[int]]
    legal_moves: Callable[[State, World, int], list[Move]]
    handlers: Mapping[str, Handler]
    pending: Callable[[State], dict[str, Any]]
    by_seat: bool = False  # to_act names seats (a stock round), not board actors


STAGES: dict[str, Stage] = {}


def register(name: str, stage: Stage) -> None:
    if name in ("capitals", "play", "over"):
        raise ValueError(f"stage {name!r} is the engine's own")
    STAGES[name] = stage


def current(state: State) -> Stage | None:
    return STAGES.get(state["stage"])
