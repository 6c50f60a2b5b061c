"""The engine protocol every hosted game implements, and the framework around it.

Pure Python: nothing below ``games/engines/`` imports Django. Django code reaches the
engines only through :func:`get_engine` / :func:`engine_slugs` / :func:`all_engines`.

State conventions (they make redaction short and safe, see shared/STYLE.md §6):

* A state is JSON-compatible data (dict, list, str, int, float, bool, None).
* ``state["private"]`` (optional) is a list indexed by seat: what only that seat sees.
* ``state["secret"]`` (optional) is what nobody sees: deck order, the seed, bag contents.
* Everything else in the state is public.

The default :meth:`EngineBase.view` drops ``private`` (except the caller's own entry, shown
as ``you``) and ``secret``; an engine that keeps hidden things elsewhere overrides ``view``.

Randomness comes only from :func:`draw_rng`, seeded by the game's secret seed and a draw
counter kept in ``state["secret"]``, so replaying the moves from the seed reproduces every
state. What chance decided or a move revealed is returned in :class:`Outcome.reveals`,
each part public (``to=None``) or for one seat; the platform stores it on the event, redacts
the history from those marks, and refuses a plain undo of a move that revealed anything.
"""

from __future__ import annotations

import copy
import hashlib
import importlib
import json
import pkgutil
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, runtime_checkable

import jsonschema

State = dict[str, Any]
Move = dict[str, Any]
Bot = Callable[[State, int, random.Random], Move]


# --------------------------------------------------------------------------- errors


class IllegalMove(ValueError):
    """A move the rules refuse. `code` is stable; `message` speaks to the player."""

    def __init__(self, code: str, message: str, **details: object) -> None:
        super().__init__(f"{code}: {message}")
        self.code, self.message, self.details = code, message, details


class MalformedMove(IllegalMove):
    """Does not fit the move schema or the notation grammar."""


class AmbiguousMove(IllegalMove):
    """Text fits several legal moves; ``details["candidates"]`` lists them in notation."""


class UnknownEngine(LookupError):
    """No engine is registered under that slug."""


class InvalidOptions(ValueError):
    """Game options or player count an engine cannot set up; ``code`` is stable."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code, self.message = code, message


# --------------------------------------------------------------------------- values


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


# --------------------------------------------------------------------------- randomness


def seed_digest(seed: int) -> str:
    """SHA-256 of the seed, published at the start so players can check it at the end."""
    return hashlib.sha256(str(seed).encode()).hexdigest()


def seeded_rng(seed: int, *salt: int | str) -> random.Random:
    """A RNG fixed by the seed and a salt; the same inputs give the same draws forever."""
    material = ":".join([str(seed), *map(str, salt)]).encode()
    return random.Random(int.from_bytes(hashlib.sha256(material).digest()[:16], "big"))


def draw_rng(state: State) -> random.Random:
    """The RNG for the next draw of this state: seed from ``state["secret"]["seed"]``.

    Each call advances ``state["secret"]["draws"]``, so two draws never repeat and a replay
    makes exactly the same ones. Call it on the working copy inside ``apply``/``setup``.
    """
    secret = state["secret"]
    secret["draws"] = secret.get("draws", 0) + 1
    return seeded_rng(secret["seed"], "draw", secret["draws"])


# --------------------------------------------------------------------------- protocol


@runtime_checkable
class Engine(Protocol):
    """One game's rules. All arguments and results are JSON-compatible data."""

    slug: str
    title: str
    version: int
    min_players: int
    max_players: int
    fact_labels: ClassVar[Mapping[str, str | None]]
    seat_fact_labels: ClassVar[Mapping[str, str]]

    def options_schema(self) -> dict[str, Any]:
        """JSON Schema of the game options (map, variant, optional rules)."""

    def move_schemas(self) -> dict[str, dict[str, Any]]:
        """A JSON Schema per move type."""

    def describe(self) -> dict[str, Any]:
        """Facts about the implementation a client may want: provisional data, readings taken."""

    def configurations(self) -> list[tuple[int, dict[str, Any]]]:
        """Every (players, options) the conformance suite should play (each map, variant)."""

    def setup(self, players: int, options: dict[str, Any], seed: int) -> State:
        """The initial state. Raises :class:`InvalidOptions`."""

    def to_act(self, state: State) -> list[int]:
        """Seats that may or must act now; empty when the game is over."""

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        """Every legal move of ``seat`` now (or the engine's documented compact form)."""

    def apply(self, state: State, seat: int, move: Move) -> Outcome:
        """Validate and apply; raises :class:`IllegalMove` and never changes ``state``."""

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see (None: a spectator)."""

    def view_event(self, event: Mapping[str, Any], seat: int | None) -> dict[str, Any]:
        """One history entry (``seat``, ``move``, ``notation``, ``reveals``) as ``seat`` sees it."""

    def result(self, state: State) -> Result | None:
        """Final scores and ranks with tie-breaks applied, or None while the game runs."""

    def timeout_move(self, state: State, seat: int) -> Move:
        """A legal, harmless default move for a seat whose clock ran out."""

    def notation(self, state: State, seat: int, move: Move) -> str:
        """Readable one-line text of ``move`` made by ``seat`` in ``state`` (before the move)."""

    def parse(self, state: State, seat: int, text: str) -> Move:
        """Text a player typed (an email reply) to a legal move; raises IllegalMove."""

    def pending(self, state: State) -> dict[str, Any]:
        """Whose decision is pending and what kind it is, for pages and emails."""

    @property
    def bots(self) -> Mapping[str, Bot]:
        """Named bots: at least ``random`` and ``greedy``."""


class EngineBase(ABC):
    """Shared behaviour for engines: redaction by convention, schema checks, bots, parse.

    A game subclasses it and supplies the rules; everything here may be overridden.
    """

    slug: str
    title: str
    version: int = 1
    min_players: int
    max_players: int

    #: Names a page gives the view's top-level keys. ``None`` marks a key the page shows
    #: elsewhere (drawn on the board, in the players' rows) or keeps for the rules' own
    #: bookkeeping; a key missing here is still shown, under its raw name, so nothing
    #: public is ever hidden by a forgotten label.
    fact_labels: ClassVar[Mapping[str, str | None]] = {}
    #: Keys of the view that hold one entry per seat (lists indexed by seat), with their
    #: names: pages fold them into each player's public facts instead of one long list.
    seat_fact_labels: ClassVar[Mapping[str, str]] = {}

    # -- schemas ---------------------------------------------------------------------
    def options_schema(self) -> dict[str, Any]:
        return {"type": "object", "properties": {}, "additionalProperties": False}

    def move_schemas(self) -> dict[str, dict[str, Any]]:
        return {}

    def describe(self) -> dict[str, Any]:
        return {"provisional": []}

    def configurations(self) -> list[tuple[int, dict[str, Any]]]:
        return [(n, {}) for n in range(self.min_players, self.max_players + 1)]

    def check_options(self, players: int, options: Mapping[str, Any]) -> None:
        """Player count and options against the schema; raises InvalidOptions."""
        if not self.min_players <= players <= self.max_players:
            raise InvalidOptions(
                "E_PLAYER_COUNT",
                f"{self.title} is for {self.min_players}-{self.max_players} players, "
                f"not {players}.",
            )
        error = jsonschema.exceptions.best_match(
            jsonschema.Draft202012Validator(self.options_schema()).iter_errors(dict(options))
        )
        if error is not None:
            raise InvalidOptions("E_INVALID_OPTIONS", f"Invalid options: {error.message}.")

    def check_move_schema(self, move: Any) -> None:
        """Raises MalformedMove when ``move`` fits no published move schema."""
        if not isinstance(move, dict) or not isinstance(move.get("type"), str):
            raise MalformedMove("E_MALFORMED_MOVE", 'A move is a JSON object with a "type".')
        schema = self.move_schemas().get(move["type"])
        if schema is None:
            kinds = ", ".join(sorted(self.move_schemas())) or "none"
            raise MalformedMove(
                "E_UNKNOWN_MOVE_TYPE", f"There is no move of type {move['type']!r}; types: {kinds}."
            )
        error = jsonschema.exceptions.best_match(
            jsonschema.Draft202012Validator(schema).iter_errors(move)
        )
        if error is not None:
            where = "/".join(str(p) for p in error.absolute_path) or "the move"
            raise MalformedMove("E_MALFORMED_MOVE", f"In {where}: {error.message}.")

    # -- redaction -------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        seen = {k: copy.deepcopy(v) for k, v in state.items() if k not in ("private", "secret")}
        if seat is not None and "private" in state and 0 <= seat < len(state["private"]):
            seen["you"] = copy.deepcopy(state["private"][seat])
        seen["viewer"] = seat
        return seen

    def view_event(self, event: Mapping[str, Any], seat: int | None) -> dict[str, Any]:
        reveals = [Reveal.from_json(r) for r in event.get("reveals", [])]
        return {
            "seat": event.get("seat"),
            "move": copy.deepcopy(event.get("move")),
            "notation": event.get("notation", ""),
            "reveals": [r.seen_by(seat) for r in reveals if r.seen_by(seat) is not None],
        }

    # -- play helpers ----------------------------------------------------------------
    def pending(self, state: State) -> dict[str, Any]:
        return {"seats": self.to_act(state)}

    @abstractmethod
    def to_act(self, state: State) -> list[int]:
        """Every game says whose turn it is."""

    @abstractmethod
    def legal_moves(self, state: State, seat: int) -> list[Move]:
        """Every game lists its legal moves."""

    @abstractmethod
    def notation(self, state: State, seat: int, move: Move) -> str:
        """Every game writes its moves as text."""

    def timeout_move(self, state: State, seat: int) -> Move:
        """Default: the first legal move; games override it with their rulebook's default."""
        return self.legal_moves(state, seat)[0]

    def parse(self, state: State, seat: int, text: str) -> Move:
        """Default parse: match the text against the notation of every legal move."""
        return parse_by_notation(self, state, seat, text)

    @property
    def bots(self) -> Mapping[str, Bot]:
        def random_bot(state: State, seat: int, rng: random.Random) -> Move:
            return rng.choice(self.legal_moves(state, seat))

        return {"random": random_bot, "greedy": random_bot}


def normalise_text(text: str) -> str:
    """Lower case, punctuation to spaces, single spaces: what a typed reply is compared as."""
    keep = "".join(ch if ch.isalnum() or ch in "£-" else " " for ch in text.lower())
    return " ".join(keep.split())


def parse_by_notation(engine: Engine | EngineBase, state: State, seat: int, text: str) -> Move:
    """Find the legal move whose notation the text names, forgiving case and spacing.

    Narrowing the legal moves means a parsed move is always legal (python-chess parse_san).
    """
    wanted = normalise_text(text)
    if not wanted:
        raise MalformedMove("E_UNREADABLE", "The reply holds no move text.")
    moves = engine.legal_moves(state, seat)
    texts = [(normalise_text(engine.notation(state, seat, m)), m) for m in moves]
    exact = [m for t, m in texts if t == wanted]
    if len(exact) == 1:
        return exact[0]
    words = set(wanted.split())
    scored = sorted(
        (
            (len(words & set(t.split())) / max(len(set(t.split()) | words), 1), t, m)
            for t, m in texts
        ),
        key=lambda item: -item[0],
    )
    containing = [m for t, m in texts if all(w in t.split() for w in wanted.split())]
    if len(containing) == 1:
        return containing[0]
    close = [engine.notation(state, seat, m) for _, _, m in scored[:5]]
    if len(containing) > 1:
        raise AmbiguousMove(
            "E_AMBIGUOUS",
            f"“{text.strip()}” fits {len(containing)} moves. Did you mean: {'; '.join(close)}?",
            candidates=close,
        )
    raise IllegalMove(
        "E_NO_MATCHING_MOVE",
        f"“{text.strip()}” is not a legal move now. Close moves: {'; '.join(close) or 'none'}.",
        candidates=close,
    )


def assert_json(value: Any) -> None:
    """Raise TypeError unless ``value`` survives a JSON round trip unchanged."""
    if json.loads(json.dumps(value)) != value:
        raise TypeError("value does not survive a JSON round trip")


# --------------------------------------------------------------------------- registry

_REGISTRY: dict[str, Engine] = {}
_DISCOVERED = False


def register(engine: Engine) -> Engine:
    """Add a game; each game package calls it on import with its one ENGINE."""
    if engine.slug in _REGISTRY and _REGISTRY[engine.slug] is not engine:
        raise ValueError(f"engine slug {engine.slug!r} registered twice")
    _REGISTRY[engine.slug] = engine
    return engine


def _discover() -> None:
    """Import every game package under ``games.engines`` once, so each registers itself."""
    global _DISCOVERED
    if _DISCOVERED:
        return
    package = importlib.import_module("games.engines")
    for info in pkgutil.iter_modules(package.__path__):
        if info.ispkg:
            importlib.import_module(f"games.engines.{info.name}")
    _DISCOVERED = True


def get_engine(slug: str) -> Engine:
    _discover()
    try:
        return _REGISTRY[slug]
    except KeyError:
        raise UnknownEngine(slug) from None


def engine_slugs() -> list[str]:
    _discover()
    return sorted(_REGISTRY)


def all_engines() -> list[Engine]:
    return [get_engine(slug) for slug in engine_slugs()]
