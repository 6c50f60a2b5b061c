"""Moves from a page's forms, and the preview of a chosen move.

The move builder (games/web/builder.py) offers every listed legal move by clicking. Entries
marked ``"compact": true`` stand for many moves (Age of Steam's routes and tiles until its
rebuild); the page offers them as a form built from the move type's JSON Schema.
A preview applies the move to a copy of the state and draws the seat's VIEW of the result;
a move that would reveal hidden things (a draw) is not previewed, or a player could peek.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import gettext as _

from games.engines.core import Engine, IllegalMove
from games.web import boards
from games.words import say

MAX_OPTIONS = 3000


@dataclass(slots=True)
class Field:
    name: str
    kind: str  # select, number, checkbox, text (JSON or comma-separated list)
    choices: list[str] = field(default_factory=list)
    required: bool = False


@dataclass(slots=True)
class Option:
    index: int
    type: str
    label: str
    move: dict[str, Any]
    place: str | None
    compact: bool
    fields: list[Field] = field(default_factory=list)

    @property
    def json(self) -> str:
        return json.dumps(self.move, separators=(",", ":"), sort_keys=True)


def _fields(schema: dict[str, Any]) -> list[Field]:
    required = set(schema.get("required", []))
    found = []
    for name, spec in schema.get("properties", {}).items():
        if name in ("type", "compact"):
            continue
        kinds = spec.get("type")
        kinds = kinds if isinstance(kinds, list) else [kinds]
        if "enum" in spec:
            found.append(Field(name, "select", [str(c) for c in spec["enum"]], name in required))
        elif "integer" in kinds or "number" in kinds:
            found.append(Field(name, "number", required=name in required))
        elif "boolean" in kinds:
            found.append(Field(name, "checkbox"))
        else:
            found.append(Field(name, "text", required=name in required))
    return found


def options_for(
    engine: Engine, state: dict[str, Any], seat: int, names: Sequence[str] = ()
) -> tuple[list[Option], bool]:
    """(options, truncated). Only called for a seat that may act: its own legal moves,
    labelled in the reader's language with players by name (``names``)."""
    moves = engine.legal_moves(state, seat)
    schemas = engine.move_schemas()
    found = []
    for index, move in enumerate(moves[:MAX_OPTIONS]):
        compact = bool(move.get("compact"))
        try:
            label = say(engine.move_text(state, seat, move), seat_names=names)
        except Exception:  # a compact or partial entry may have no notation
            label = ""
        kind = str(move.get("type", "?"))
        label = label or kind.replace("_", " ")
        found.append(
            Option(
                index,
                kind,
                label,
                move,
                boards.place_of(engine.slug, move),
                compact,
                _fields(schemas.get(kind, {})) if compact else [],
            )
        )
    return found, len(moves) > MAX_OPTIONS


def move_from_form(engine: Engine, data: Any) -> dict[str, Any]:
    """A move from a posted form: ``move`` (JSON of a listed option) or a compact form's fields."""
    raw = data.get("move")
    if raw:
        try:
            listed = json.loads(raw)
        except ValueError:
            raise IllegalMove("E_MALFORMED_MOVE", _("That move could not be read.")) from None
        if not isinstance(listed, dict):
            raise IllegalMove("E_MALFORMED_MOVE", _("That move could not be read."))
        return listed
    kind = data.get("type", "")
    schema = engine.move_schemas().get(kind)
    if schema is None:
        raise IllegalMove("E_UNKNOWN_MOVE_TYPE", _("This game has no such move."))
    move: dict[str, Any] = {"type": kind}
    for spec in _fields(schema):
        value = data.get(spec.name, "")
        if spec.kind == "checkbox":
            move[spec.name] = value in ("on", "true", "1")
        elif value == "":
            continue
        elif spec.kind == "number":
            try:
                move[spec.name] = int(value)
            except ValueError:
                raise IllegalMove(
                    "E_MALFORMED_MOVE", _("A number field of the move holds no whole number.")
                ) from None
        elif spec.kind == "text" and value.strip().startswith(("[", "{")):
            try:
                move[spec.name] = json.loads(value)
            except ValueError:
                raise IllegalMove(
                    "E_MALFORMED_MOVE", _("A list field of the move could not be read.")
                ) from None
        elif spec.kind == "text" and schema["properties"][spec.name].get("type") == "array":
            move[spec.name] = [part.strip() for part in value.split(",") if part.strip()]
        else:
            move[spec.name] = value
    return move


@dataclass(slots=True)
class Preview:
    notation: str
    board: str | None  # None when the move would reveal something to others
    drew: bool = False  # the mover draws: the board is shown without any hand


def preview(
    engine: Engine,
    state: dict[str, Any],
    seat: int,
    move: dict[str, Any],
    names: Sequence[str] = (),
    marked: frozenset[str] = frozenset(),
) -> Preview:
    """The engine's apply on a copy; raises IllegalMove with the engine's sentence.

    Chance must not be peeked at: a move that reveals anything to everyone (dice, a card
    turned up) is not previewed. A move whose only reveals go to the mover (the cards drawn
    to refill a hand) shows the board as a spectator sees it, which holds no hand and so
    nothing drawn; a move that reveals nothing shows the mover's own view. ``marked``: the
    places the move names, outlined on the board after it."""
    outcome = engine.apply(copy.deepcopy(state), seat, move)
    notation = say(engine.move_text(state, seat, move), seat_names=names)
    if any(r.to != seat for r in outcome.reveals):
        return Preview(notation, None)
    drew = bool(outcome.reveals)
    view = engine.view(outcome.state, None if drew else seat)
    table = boards.table_of(engine.slug, view, None if drew else seat, names, marked=marked)
    return Preview(notation, boards.board(table), drew)
