"""Game records of finished games: the JSON a server can import and replay, and a text log.

The JSON holds what it takes to replay the game anywhere: the engine and its version, the
options, the seed with its proof (the commitment ``seed_digest`` and what it committed to,
games/seeds.py) and every event that can change the state, each with its move, its
notation and what it revealed (cards dealt, tiles drawn). A record exists only once the
game is over, when its seed is public, so nothing of the game in it is secret any more;
anyone can check every shuffle by replaying it (README, "Game records").

Table talk: a record holds the messages its reader could read at the table, and no more
(``talk``, beside the events; in the text log a part of its own). The rule is the one the
page, the API, the stream and the emails follow (games/chat/access.py): the players' channel
for the table's players and the game's moderators, the spectators' channel for spectators
of a public game that allows it, nobody's messages that the reader muted; a message a
moderator hid stays marked hidden, without its text. So a player's download keeps the
table's conversation with the game, while the record of a public game that anyone may open
after the end (the shareable link, no account needed) carries none of the players' talk:
the players talked to their table, and a game becoming public history does not make what
they said to each other public. Talk never changes the game: the import ignores it
(games/services/records.py replays the events only), so every reader's record of a game
imports to the same game.
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from games import words
from games.chat.access import NOBODY, SPECTATORS, ChatReader
from games.chat.selectors import hidden_seqs, visible_talk
from games.engines.core import get_engine
from games.errors import ServiceError, game_is
from games.models import TALK_KINDS, Event, Game
from games.web import log

FORMAT = "turnserver-game-record"
FORMAT_VERSION = 1


class GameNotFinished(ServiceError):
    status, code = 409, "E_GAME_NOT_FINISHED"


def _require_finished(game: Game) -> None:
    if game.status != Game.Status.FINISHED:
        raise GameNotFinished(
            _("%(state)s Its record (and its seed) are published when it is over.")
            % {"state": game_is(game.pk, game.status)}
        )


def _event(event: Event) -> dict[str, Any]:
    about = {k: str(v) for k, v in (event.data or {}).items() if k in ("type", "bot")}
    return {
        "seq": event.seq,
        "seat": event.seat,
        "kind": event.kind,
        "move": event.move,
        "notation": event.notation,
        "reveals": event.reveals,
        "undoes_seq": event.undoes_seq,
        "about": about,
        "at": event.created_at.isoformat(),
    }


def talk_of(game: Game, reader: ChatReader) -> list[dict[str, Any]]:
    """The table talk of ``game`` that ``reader`` may read, oldest first; a hidden message
    is marked hidden and keeps no text."""
    if not reader.reads_anything:
        return []
    said = list(visible_talk(game, reader, hides=False).order_by("seq"))
    hidden = hidden_seqs(game.pk) if said else set()
    return [
        {
            "seq": e.seq,
            "channel": (e.data or {}).get("channel"),
            "author": e.actor.username if e.actor else None,
            "text": None if e.seq in hidden else (e.data or {}).get("text", ""),
            "hidden": e.seq in hidden,
            "at": e.created_at.isoformat(),
        }
        for e in said
    ]


def record_of(game: Game, reader: ChatReader = NOBODY) -> dict[str, Any]:
    """The finished ``game`` as its JSON record, with the table talk ``reader`` may read
    (none by default); raises GameNotFinished before the end."""
    _require_finished(game)
    engine = get_engine(game.engine)
    events = Event.objects.filter(game=game).exclude(kind__in=TALK_KINDS).order_by("seq")
    seats = sorted(game.seats.all(), key=lambda s: s.index)
    names = words.seat_names(game)
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "game": game.pk,
        "engine": game.engine,
        "engine_title": engine.title,
        "engine_version": game.engine_version,
        "options": game.options,
        "players": game.players,
        "seats": [{"index": s.index, "name": names[s.index] or ""} for s in seats],
        "seed": str(game.seed),
        "seed_digest": game.seed_digest,
        "seed_fixed": game.seed_fixed,
        "seed_proof": {"secret": game.seed_secret, "entropy": [s.entropy for s in seats]}
        if game.seed_secret
        else None,
        "started_at": game.started_at.isoformat() if game.started_at else None,
        "finished_at": game.finished_at.isoformat() if game.finished_at else None,
        "events": [_event(e) for e in events],
        "result": game.result,
        "talk": talk_of(game, reader),
    }


def text_of(game: Game, reader: ChatReader = NOBODY) -> str:
    """The finished ``game`` as a readable log: who played, every move in words, the result,
    and the table talk ``reader`` may read (none by default)."""
    _require_finished(game)
    engine = get_engine(game.engine)
    names = words.seat_names(game)

    def name(seat: int | None) -> str:
        if seat is None:
            return pgettext("log", "The game")
        return words.seat_name(names, seat)

    # Unredacted: once the game is over its record shows every move (a sealed bid too),
    # as the JSON record does; the log's own sentences word them.
    history = [
        {**_event(e), "created_at": e.created_at, "chat": None}
        for e in Event.objects.filter(game=game).exclude(kind__in=TALK_KINDS).order_by("seq")
    ]
    entries = reversed(log.log_of(history, None, name, lambda seat: ""))
    lines = [
        pgettext("record", "{game}, game {id} (rules version {version})").format(
            game=engine.title, id=game.pk, version=game.engine_version
        ),
        pgettext("record", "Players: {names}").format(
            names=", ".join(f"{s + 1}. {name(s)}" for s in range(game.players))
        ),
        pgettext("record", "Seed: {seed} (commitment {digest})").format(
            seed=game.seed, digest=game.seed_digest
        ),
    ]
    if game.started_at:
        lines.append(
            pgettext("record", "Started {start}, finished {end} (UTC)").format(
                start=game.started_at.strftime("%Y-%m-%d %H:%M"),
                end=game.finished_at.strftime("%Y-%m-%d %H:%M") if game.finished_at else "",
            )
        )
    lines.append("")
    for entry in entries:
        text = entry.text if entry.says_who else f"{entry.who}: {entry.text}"
        lines.append(f"{entry.seq}. {text}")
    lines.append("")
    scores = (game.result or {}).get("scores", [])
    ranks = (game.result or {}).get("ranks", [])
    lines.append(pgettext("record", "Result:"))
    for seat in sorted(range(len(ranks)), key=lambda s: ranks[s]):
        lines.append(
            pgettext("record", "{rank}. {name}: {score} points").format(
                rank=ranks[seat], name=name(seat), score=scores[seat] if seat < len(scores) else ""
            )
        )
    return "\n".join([*lines, *_talk_lines(talk_of(game, reader))]) + "\n"


def _talk_lines(talk: list[dict[str, Any]]) -> list[str]:
    """The record's table talk as text: each message after the number of the event it
    followed, a spectator marked as one, a hidden message as hidden."""
    if not talk:
        return []
    lines = ["", pgettext("record", "Table talk:")]
    for said in talk:
        who = str(said["author"] or "")
        if said["channel"] == SPECTATORS:
            who = pgettext("record", "{name} (spectator)").format(name=who)
        text = pgettext("record", "(hidden by a moderator)") if said["hidden"] else said["text"]
        lines.append(f"{said['seq']}. {who}: {text}")
    return lines
