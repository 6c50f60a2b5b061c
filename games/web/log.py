"""The game log beside the board: every event in words, players by name, newest first.

Moves are written from the engine's words (the event's ``words`` in the reader's language,
where the reader may see the move as made; else its stored notation); system events (a
timeout, a bot or a substitute taking a seat, a take-back) get a sentence of their own.
What the other players did since the reader's own last move is marked ``new``: the page
highlights it, as a turn email would.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.utils.translation import pgettext

from games.models import Event
from games.words import say

#: Events shown on the page (older ones are in the API's paginated history).
SHOWN = 300
MOVES = (Event.Kind.MOVE, Event.Kind.TIMEOUT, Event.Kind.BOT)


@dataclass(frozen=True, slots=True)
class LogEntry:
    seq: int
    who: str
    colour: str
    text: str
    when: datetime | None
    kind: str
    new: bool
    mine: bool
    says_who: bool  # the text names the player already (a system sentence)


def _system(about: Mapping[str, str], who: str) -> str:
    kind = about.get("type", "")
    if kind == "seat_bot":
        return pgettext("log", "{name} ran out of time; a bot plays on.").format(name=who)
    if kind == "seat_vacant":
        return pgettext("log", "{name} ran out of time; the seat waits for a substitute.").format(
            name=who
        )
    if kind == "seat_claimed":
        return pgettext("log", "{name} took the seat.").format(name=who)
    if kind == "player_replaced":
        return pgettext("log", "{name} took over the seat.").format(name=who)
    return pgettext("log", "The game changed who plays for {name}.").format(name=who)


def _move_text(entry: Mapping[str, Any], seat_names: Sequence[str]) -> str:
    """The move in the reader's language (the event's words), else its stored notation."""
    if entry.get("words"):
        return say(entry["words"], seat_names=seat_names)
    return str(entry.get("notation") or "")


def _text(entry: Mapping[str, Any], who: str, seat_names: Sequence[str] = ()) -> str:
    kind = entry["kind"]
    about = entry.get("about") or {}
    move = _move_text(entry, seat_names)
    if kind == Event.Kind.TIMEOUT:
        if about.get("type") == "seat_dropped":
            return pgettext("log", "{name} ran out of time and left the game.").format(name=who)
        return pgettext("log", "{name} ran out of time; the default move: {move}").format(
            name=who, move=move
        )
    if kind == Event.Kind.UNDO:
        return pgettext("log", "{name} took back move {seq}.").format(
            name=who, seq=entry.get("undoes_seq")
        )
    if kind == Event.Kind.SYSTEM:
        return _system(about, who)
    if about.get("standing_order"):
        return pgettext("log", "{move} (your standing order)").format(move=move)
    return move


def sentence(entry: Mapping[str, Any], seat_names: Sequence[str]) -> str:
    """An event in words without a page around it (the events API's ``text``): a move in the
    reader's language, a take-back, timeout or seat change as its sentence, never the
    stored English notation."""
    actor = entry.get("seat")
    if actor is None:
        who = pgettext("log", "The game")
    elif 0 <= actor < len(seat_names) and seat_names[actor]:
        who = seat_names[actor]
    else:
        who = pgettext("pages", "Player {number}").format(number=actor + 1)
    return _text(entry, who, seat_names)


def last_own_move(history: Sequence[Mapping[str, Any]], seat: int | None) -> int:
    """The seq of the reader's last move (0 when none, or for a spectator)."""
    if seat is None:
        return 0
    own = [e["seq"] for e in history if e["seat"] == seat and e["kind"] in MOVES]
    return max(own, default=0)


def log_of(
    history: Sequence[Mapping[str, Any]],
    seat: int | None,
    name_of: Any,
    colour_of: Any,
    seat_names: Sequence[str] = (),
) -> list[LogEntry]:
    """The log, newest first: ``name_of(seat)`` and ``colour_of(seat)`` name the players
    (``seat_names``, indexed by seat, name them inside the moves' words)."""
    since = last_own_move(history, seat)
    entries = []
    for entry in history:
        if entry.get("chat") is not None:
            continue  # table talk has its own panel
        actor = entry["seat"]
        who = name_of(actor) if actor is not None else pgettext("log", "The game")
        entries.append(
            LogEntry(
                seq=entry["seq"],
                who=who,
                colour=colour_of(actor) if actor is not None else "#888",
                text=_text(entry, who, seat_names),
                when=entry.get("created_at"),
                kind=entry["kind"],
                new=seat is not None and entry["seq"] > since and actor != seat,
                mine=seat is not None and actor == seat,
                says_who=entry["kind"] in (Event.Kind.TIMEOUT, Event.Kind.UNDO, Event.Kind.SYSTEM),
            )
        )
    return list(reversed(entries))
