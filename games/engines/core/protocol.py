"""The engine protocol every hosted game implements, and its default behaviour (EngineBase).

State conventions (they make redaction short and safe, see shared/STYLE.md §6):

* A state is JSON-compatible data (dict, list, str, int, float, bool, None).
* ``state["private"]`` (optional) is a list indexed by seat: what only that seat sees.
* ``state["secret"]`` (optional) is what nobody sees: deck order, the seed, bag contents.
* ``state["dropped"]`` (optional) lists the seats that left the game (see ``drop_move``).
* Everything else in the state is public.

Optional capabilities the platform uses are methods here with a "not offered" default, so
the platform asks the engine instead of guessing with getattr: ``drop_move`` (a seat leaves
the game), ``standing_orders`` / ``standing_order_move`` (orders a player leaves for later
decisions), ``words`` / ``move_text`` (the engine's words, rendered by the platform).
"""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, runtime_checkable

import jsonschema
import jsonschema_rs

from .errors import (
    E_INVALID_OPTIONS,
    E_MALFORMED_MOVE,
    E_PLAYER_COUNT,
    E_UNKNOWN_MOVE_TYPE,
    InvalidOptions,
    MalformedMove,
)
from .parse import parse_by_notation
from .schema_words import schema_problem, schema_refusal
from .values import Move, Outcome, Result, Reveal, State
from .words import Said, T, Text, Words, said_json

Bot = Callable[[State, int, random.Random], Move]

#: The platform's move type for a seat leaving the game (see Engine.drop_move).
DROP = "drop"


@dataclass(frozen=True, slots=True)
class StandingOrder:
    """A kind of order a player may leave for later decisions of one game ("pass in an
    auction above 8"), offered by an engine through ``standing_orders``.

    ``params`` is the JSON Schema of the order's parameters; ``label`` names it for people.
    The platform stores an order as ``{"kind": ..., "params": {...}}`` and, whenever the
    seat is to act, asks ``standing_order_move`` for the move the order makes now (or None).
    """

    kind: str
    label: Said
    params: Mapping[str, Any] = field(default_factory=lambda: {"type": "object"})

    def as_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "label": said_json(self.label), "params": dict(self.params)}


def pending_shape(
    seats: Sequence[int], kind: str, accepts: Sequence[str], text: Said, **details: Any
) -> dict[str, Any]:
    """The one shape of ``Engine.pending``: who decides (``seats``), what kind of decision
    (``kind``, the engine's name), which move types it takes now (``accepts``), a sentence
    for people (``text``, a Text as JSON, rendered by the platform), and engine details."""
    return {
        "seats": list(seats),
        "kind": kind,
        "accepts": list(accepts),
        "text": said_json(text),
        **details,
    }


@runtime_checkable
class Engine(Protocol):
    """One game's rules. All arguments and results are JSON-compatible data."""

    slug: str
    title: str
    version: int
    min_players: int
    max_players: int

    @property
    def fact_labels(self) -> Mapping[str, Said | None]:
        """Names of the view's top-level keys (see EngineBase.fact_labels)."""

    @property
    def seat_fact_labels(self) -> Mapping[str, Said]:
        """Names of the view's per-seat keys."""

    @property
    def words(self) -> Words | None:
        """The engine's vocabulary (terms and sentences); None for an engine without one."""

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

    def setup_at(self, players: int, options: dict[str, Any], seed: int, version: int) -> State:
        """The initial state by the rules of engine ``version`` (a game's stored
        engine_version): the platform sets up every game this way, so a game begun under
        an older version replays from its seed by the rules it was played by. Raises
        :class:`InvalidOptions`, or ValueError for a version the engine never had."""

    def to_act(self, state: State) -> list[int]:
        """Seats that may or must act now; empty when the game is over."""

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        """Every legal move of ``seat`` now; each one applies."""

    def apply(self, state: State, seat: int, move: Move) -> Outcome:
        """Validate and apply; raises :class:`IllegalMove` and never changes ``state``."""

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see (None: a spectator)."""

    def view_event(self, event: Mapping[str, Any], seat: int | None) -> dict[str, Any]:
        """One history entry (``seat``, ``move``, ``notation``, ``reveals``) as ``seat`` sees it.

        An engine that hides a move from ``seat`` may add ``words`` (a Text as JSON): what is
        seen of it, which the platform says in the reader's language."""

    def result(self, state: State) -> Result | None:
        """Final scores and ranks with tie-breaks applied, or None while the game runs."""

    def timeout_move(self, state: State, seat: int) -> Move:
        """A legal, harmless default move for a seat whose clock ran out."""

    def move_text(self, state: State, seat: int, move: Move) -> Said:
        """``move`` made by ``seat`` in ``state`` (before the move) in words (a Text)."""

    def notation(self, state: State, seat: int, move: Move) -> str:
        """``move_text`` in English: one line, stored with the event for every reader."""

    def parse(self, state: State, seat: int, text: str) -> Move:
        """Text a player typed (any language the server has) to a legal move."""

    def pending(self, state: State) -> dict[str, Any]:
        """Whose decision is pending: ``{seats, kind, accepts, text, ...}`` (pending_shape)."""

    def drop_move(self, state: State, seat: int) -> Move | None:
        """The move by which ``seat`` leaves the game for good, or None if this game cannot
        drop a player. After it the engine plays the seat's timeout move whenever the seat
        would act, and the seat ranks below every seat still in the game."""

    def standing_orders(self) -> list[StandingOrder]:
        """The kinds of standing order this game offers (none by default)."""

    def standing_order_move(self, state: State, seat: int, order: Mapping[str, Any]) -> Move | None:
        """The move ``order`` makes for ``seat`` now (a legal move), or None: not now."""

    @property
    def bots(self) -> Mapping[str, Bot]:
        """Named bots: at least ``random`` and ``greedy``."""


class EngineBase(ABC):
    """Shared behaviour for engines: redaction by convention, schema checks, bots, parse,
    and the capabilities' defaults. A game on the framework subclasses
    :class:`games.engines.core.pipeline.Rules` (which extends this); an engine not yet on it
    subclasses this directly and keeps its own apply.
    """

    slug: str
    title: str
    version: int = 1
    min_players: int
    max_players: int
    words: Words | None = None

    #: Names a page gives the view's top-level keys. ``None`` marks a key the page shows
    #: elsewhere (drawn on the board, in the players' rows) or keeps for the rules' own
    #: bookkeeping; a key missing here is still shown, under its raw name, so nothing
    #: public is ever hidden by a forgotten label.
    fact_labels: ClassVar[Mapping[str, Said | None]] = {}
    #: Keys of the view that hold one entry per seat (lists indexed by seat), with their
    #: names: pages fold them into each player's public facts instead of one long list.
    seat_fact_labels: ClassVar[Mapping[str, Said]] = {}

    # -- schemas ---------------------------------------------------------------------
    def options_schema(self) -> dict[str, Any]:
        return {"type": "object", "properties": {}, "additionalProperties": False}

    def move_schemas(self) -> dict[str, dict[str, Any]]:
        return {}

    def describe(self) -> dict[str, Any]:
        return {"provisional": []}

    def configurations(self) -> list[tuple[int, dict[str, Any]]]:
        return [(n, {}) for n in range(self.min_players, self.max_players + 1)]

    @abstractmethod
    def setup(self, players: int, options: dict[str, Any], seed: int) -> State:
        """Every game sets itself up."""

    def setup_at(self, players: int, options: dict[str, Any], seed: int, version: int) -> State:
        """Default for an engine whose setup and rules never changed with its version: the
        same setup for every version it had. An engine that keeps older rules reachable
        overrides this (504, Age of Steam)."""
        if not 1 <= version <= self.version:
            raise ValueError(f"{self.title} has rules versions 1 to {self.version}, not {version}")
        return self.setup(players, options, seed)

    def check_options(self, players: int, options: Mapping[str, Any]) -> None:
        """Player count and options against the schema; raises InvalidOptions."""
        if not self.min_players <= players <= self.max_players:
            raise InvalidOptions(
                E_PLAYER_COUNT,
                T(
                    "{game} is for {low}-{high} players, not {players}.",
                    game=self.title,
                    low=self.min_players,
                    high=self.max_players,
                    players=players,
                ),
            )
        error = jsonschema.exceptions.best_match(
            jsonschema.Draft202012Validator(self.options_schema()).iter_errors(dict(options))
        )
        if error is not None:
            raise InvalidOptions(
                E_INVALID_OPTIONS, T("Invalid options: {problem}.", problem=schema_problem(error))
            )

    def _validators(self) -> dict[str, Any]:
        """One compiled validator per move type, built once per engine (apply is hot):
        jsonschema-rs answers "valid?" in about a microsecond; jsonschema, slower, only
        words the refusal of a move that is not."""
        cached: dict[str, Any] | None = self.__dict__.get("_compiled_validators")
        if cached is None:
            cached = {
                kind: jsonschema_rs.validator_for(schema)
                for kind, schema in self.move_schemas().items()
            }
            self.__dict__["_compiled_validators"] = cached
        return cached

    def check_move_shape(self, move: Any) -> str:
        """The move's type; raises MalformedMove unless ``move`` is an object with a known
        type."""
        if not isinstance(move, dict) or not isinstance(move.get("type"), str):
            raise MalformedMove(E_MALFORMED_MOVE, T('A move is a JSON object with a "type".'))
        kind: str = move["type"]
        if kind not in self._validators():
            raise MalformedMove(
                E_UNKNOWN_MOVE_TYPE,
                T(
                    "There is no move of type “{kind}”; types: {kinds}.",
                    kind=kind,
                    kinds=", ".join(sorted(self._validators())) or "—",
                ),
            )
        return kind

    def check_move_schema(self, move: Any) -> None:
        """Raises MalformedMove when ``move`` fits no published move schema."""
        self.check_fields(self.check_move_shape(move), move)

    def check_fields(self, kind: str, move: Move) -> None:
        """``move`` (of a known ``kind``) against its schema; raises MalformedMove."""
        if self._validators()[kind].is_valid(move):
            return
        schema = self.move_schemas()[kind]
        error = jsonschema.exceptions.best_match(
            jsonschema.Draft202012Validator(schema).iter_errors(move)
        )
        raise MalformedMove(E_MALFORMED_MOVE, schema_refusal(error))

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
        seats = self.to_act(state)
        return pending_shape(seats, "move" if seats else "over", [], "")

    @abstractmethod
    def to_act(self, state: State) -> list[int]:
        """Every game says whose turn it is."""

    @abstractmethod
    def legal_moves(self, state: State, seat: int) -> list[Move]:
        """Every game lists its legal moves."""

    def move_text(self, state: State, seat: int, move: Move) -> Said:
        """Default for an engine without words: its English notation, verbatim."""
        return self.notation(state, seat, move)

    def notation(self, state: State, seat: int, move: Move) -> str:
        """The English rendering of ``move_text``; an engine overrides one of the two."""
        said = self.move_text(state, seat, move)
        return said.english() if isinstance(said, Text) else said

    def timeout_move(self, state: State, seat: int) -> Move:
        """Default: the first legal move; games override it with their rulebook's default."""
        return self.legal_moves(state, seat)[0]

    def parse(self, state: State, seat: int, text: str) -> Move:
        """Default parse: match the text against every legal move's words in every
        language the server has."""
        return parse_by_notation(self, state, seat, text)

    # -- capabilities (not offered unless an engine says so) --------------------------
    def drop_move(self, state: State, seat: int) -> Move | None:
        return None

    def standing_orders(self) -> list[StandingOrder]:
        return []

    def standing_order_move(self, state: State, seat: int, order: Mapping[str, Any]) -> Move | None:
        return None

    @property
    def bots(self) -> Mapping[str, Bot]:
        def random_bot(state: State, seat: int, rng: random.Random) -> Move:
            return rng.choice(self.legal_moves(state, seat))

        return {"random": random_bot, "greedy": random_bot}


__all__ = [
    "DROP",
    "Bot",
    "Engine",
    "EngineBase",
    "StandingOrder",
    "pending_shape",
]
