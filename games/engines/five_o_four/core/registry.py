"""The tables the nine modules register into, and the hooks combination rules add to.

Digest §10.2: a module definition declares, per position, what it does — TOP I the game end
and the final scoring, TOP II the income of phase 3H, TOP III its additions.  Each module
package registers one :class:`Module` on import (``MODULE = register(Module(...))``); the
core reads the parts of a world's three modules from :data:`MODULES` and never imports a
module package.

Digest §10.3/§10.5: where a rule of one module changes because another module is in the
world (a combination rule, a privilege), the core offers a :class:`Hook`.  A module or
combinations.py adds a function to it with the condition of the worlds it applies in;
the core calls the functions that apply to the world at hand, in the order they were added.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from games.engines.core import State

from .world import World

POSITIONS = ("I", "II", "III")

Ends = Callable[[State, World], bool]
Score = Callable[[State, World, int], tuple[int, Any]]
Income = Callable[[State, World, int], int]
Scores = tuple[list[int], list[Any], dict[str, Any]]
Table = Callable[[State, World, list[int]], Scores]
Through = Callable[[State, list[int], list[Any], dict[str, Any]], Scores]
Bonus = Callable[[State, World], list[int]]


@dataclass(frozen=True, slots=True)
class TopI:
    """TOP I: game end and victory condition (digest §1.6).

    ``ends`` is checked at the end of every round (general rule 9; modules that end the game
    right after a turn answer False here).  ``score`` gives a seat's main VP and its
    tie-breaker; ``in_vp``: those VP were taken during play and already stand in
    ``state["vp"]`` (3.I factories, 5.I discoveries, 7.I scorings).  ``table`` replaces the
    per-seat scoring where the victory is not VP (9.I: wealth), given the TOP III bonus."""

    ends: Ends
    score: Score | None = None
    in_vp: bool = False
    table: Table | None = None


@dataclass(frozen=True, slots=True)
class TopII:
    """TOP II: the income of phase 3H beyond the 20 M base (with 9.II the TOP I module's
    TOP II income rule is read instead, digest §4.9).  ``through``: the players score
    through shares of the actors that scored (9.II)."""

    income: Income | None = None
    through: Through | None = None


@dataclass(frozen=True, slots=True)
class TopIII:
    """TOP III: "for more spice"; most of what it adds lives in the module's own rules.
    ``bonus``: VP each actor adds at the final scoring (7.III); ``through``: the players
    score through shares of their private companies (9.III)."""

    bonus: Bonus | None = None
    through: Through | None = None


Part = TopI | TopII | TopIII


@dataclass(frozen=True, slots=True)
class Module:
    """One rulebook module: its number (1-9), name, and what it does on each position."""

    number: int
    name: str
    at: Mapping[str, Part]
    #: The move types the module adds to the general ones (at any of its positions).
    moves: frozenset[str] = frozenset()

    @property
    def top_i(self) -> TopI:
        part = self.at["I"]
        assert isinstance(part, TopI), f"module {self.number} registers no TOP I part"
        return part

    @property
    def top_ii(self) -> TopII:
        part = self.at["II"]
        assert isinstance(part, TopII), f"module {self.number} registers no TOP II part"
        return part

    @property
    def top_iii(self) -> TopIII:
        part = self.at["III"]
        assert isinstance(part, TopIII), f"module {self.number} registers no TOP III part"
        return part


MODULES: dict[int, Module] = {}


def register(module: Module) -> Module:
    if module.number in MODULES:
        raise ValueError(f"module {module.number} is registered twice")
    MODULES[module.number] = module
    return module


def module(number: int) -> Module:
    return MODULES[number]


F = TypeVar("F", bound=Callable[..., Any])


@dataclass(slots=True)
class Hook(Generic[F]):
    """One variation point of the core rules: functions added with the worlds they apply in.

    ``of(w)`` lists the functions for world ``w`` by rank, then in the order they were added
    (computed once per world).  A hook whose functions must run in a fixed order gives each
    a rank, so that the order never depends on which package is imported first; its
    docstring lists the ranks.  ``label`` names the rule that adds a function: a catalogue id
    of digest §10.5 (``C6-NEUTRAL``), a module part (``2.I``) or a privilege (``I (12)``)."""

    name: str
    entries: list[tuple[int, str, Callable[[World], bool], F]] = field(default_factory=list)
    _by_world: dict[str, tuple[F, ...]] = field(default_factory=dict)
    _ranked: dict[str, tuple[tuple[int, F], ...]] = field(default_factory=dict)

    def add(self, label: str, applies: Callable[[World], bool], fn: F, rank: int = 0) -> F:
        self.entries.append((rank, label, applies, fn))
        self.entries.sort(key=lambda entry: entry[0])  # stable: equal ranks keep their order
        self._by_world.clear()
        self._ranked.clear()
        return fn

    def of(self, w: World) -> tuple[F, ...]:
        found = self._by_world.get(w.wid)
        if found is None:
            found = tuple(fn for _, _, applies, fn in self.entries if applies(w))
            self._by_world[w.wid] = found
        return found

    def ranked(self, w: World) -> tuple[tuple[int, F], ...]:
        """(rank, function) for world ``w``, by rank."""
        found = self._ranked.get(w.wid)
        if found is None:
            found = tuple((rank, fn) for rank, _, applies, fn in self.entries if applies(w))
            self._ranked[w.wid] = found
        return found

    def labels(self, w: World) -> list[str]:
        return [label for _, label, applies, _ in self.entries if applies(w)]


def always(w: World) -> bool:
    return True
