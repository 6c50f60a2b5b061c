"""The values the protocol passes around: reveals, outcomes, results; JSON helpers."""

from __future__ import annotations

import json
import marshal
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

State = dict[str, Any]
Move = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Reveal:
    """Something chance decided or a move made known: a card drawn, dice, cubes from a bag.

    ``to`` is None when everyone sees it, else the one seat that does (the others see
    ``redacted`` instead, e.g. ``{"drew": 1}`` for a card drawn in secret).
    """

    what: Any
    to: int | None = None
    redacted: Any = None

    def as_json(self) -> dict[str, Any]:
        return {"what": self.what, "to": self.to, "redacted": self.redacted}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Reveal:
        return Reveal(data["what"], data.get("to"), data.get("redacted"))

    def seen_by(self, seat: int | None) -> Any:
        return self.what if self.to is None or self.to == seat else self.redacted


@dataclass(slots=True)
class Outcome:
    """What :meth:`Engine.apply` returns: the new state and what the move revealed."""

    state: State
    reveals: list[Reveal] = field(default_factory=list)

    @property
    def revealed_anything(self) -> bool:
        """A move that revealed or drew anything cannot be taken back without consent."""
        return bool(self.reveals)


@dataclass(frozen=True, slots=True)
class Result:
    """Final standing. ``ranks[seat]`` is 1 for the winner; tied seats share a rank."""

    scores: list[int | float]
    ranks: list[int]
    details: dict[str, Any] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "ranks": list(self.ranks), "details": self.details}


def ranks_from_keys(keys: Sequence[Sequence[int | float]]) -> list[int]:
    """Competition ranking ("1224") of seats by sort keys, higher keys better.

    Each key is a tuple of (score, tie-break 1, tie-break 2, ...); seats whose whole keys are
    equal share a rank, as most rulebooks say ("the tied players share the victory").
    """
    order = sorted(range(len(keys)), key=lambda s: tuple(keys[s]), reverse=True)
    ranks = [0] * len(keys)
    for position, seat in enumerate(order):
        same_as_previous = position > 0 and tuple(keys[seat]) == tuple(keys[order[position - 1]])
        ranks[seat] = ranks[order[position - 1]] if same_as_previous else position + 1
    return ranks


def demote_dropped(result: Result, dropped: Sequence[int]) -> Result:
    """Seats that left the game rank below every seat still in it (among themselves by the
    game's own ranking); scores stay what the rules gave."""
    if not dropped:
        return result
    gone = set(dropped)
    keys = [(0 if s in gone else 1, -result.ranks[s]) for s in range(len(result.ranks))]
    details = {**result.details, "dropped": sorted(gone)}
    return Result(list(result.scores), ranks_from_keys(keys), details)


def clone_json(value: Any) -> Any:
    """A deep copy of JSON data; marshal copies dicts, lists and scalars in C (several times
    faster than copy.deepcopy)."""
    return marshal.loads(marshal.dumps(value))


def assert_json(value: Any) -> None:
    """Raise TypeError unless ``value`` survives a JSON round trip unchanged."""
    if json.loads(json.dumps(value)) != value:
        raise TypeError("value does not survive a JSON round trip")
