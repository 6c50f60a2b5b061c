"""Payload shapes: generic JSON (Standard Webhooks style), Discord and Slack.

Everything about the event goes through ``engine.view_event`` for the subscription owner's
seat (a spectator's view when the owner does not sit at the game): a payload never holds
more than its owner may see. No state is sent, only the redacted history entry.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from django.conf import settings
from django.utils.translation import gettext as _

from games.chat.selectors import hidden_seqs, talk_entry
from games.engines.core import get_engine
from games.models import TALK_KINDS, Event, Game
from games.words import say, seat_name

from .models import EventType, PayloadFormat


def event_data(
    event: Event,
    *,
    seat: int | None,
    names: Sequence[str],
    to_act: list[int],
    over: bool,
) -> dict[str, Any]:
    """The event as ``seat`` may see it, with the game's public situation after it."""
    game = event.game
    talk = None
    engine = get_engine(game.engine)
    if event.kind in TALK_KINDS:
        seen: dict[str, Any] = {"notation": "", "move": None, "reveals": []}
        author = event.actor.username if event.actor else None
        talk = talk_entry(event, hidden=hidden_seqs(game.pk), author=author)
    else:
        seen = engine.view_event(event.as_engine_event(), seat)
    # The move's words as the owner sees it (as the game log does): language-free JSON, said
    # in the owner's language by the readable line; an engine that hides the move says what is seen.
    words = (
        seen["words"]
        if "words" in seen
        else (event.words if seen.get("move") == event.move else None)
    )
    return {
        "game": {
            "id": game.pk,
            "engine": game.engine,
            "title": engine.title,
            "status": Game.Status.FINISHED if over else game.status,
            "to_act": to_act,
            "to_act_names": [seat_name(names, s) for s in to_act],
            "seat_names": list(names),
            "result": game.result if over else None,
            "url": f"{settings.SITE_URL}/api/v1/games/{game.pk}/",
        },
        "event": {
            "seq": event.seq,
            "kind": event.kind,
            "seat": event.seat,
            "actor": seat_name(names, event.seat) if event.seat is not None else "",
            "notation": seen.get("notation", ""),
            "words": words,
            "move": seen.get("move"),
            "reveals": seen.get("reveals", []),
            "undoes_seq": event.undoes_seq,
            "created_at": event.created_at.isoformat(),
            "chat": talk,
        },
        "viewer_seat": seat,
    }


def readable_line(data: dict[str, Any], types: list[str]) -> str:
    """ "Anna: Build Coal Mine II at Dudley — your turn, Ben" (a chat message): the move in
    its words in the active language (the owner's), the game by its title."""
    game, ev = data["game"], data["event"]
    names = game.get("seat_names", [])
    what = say(ev["words"], seat_names=names) if ev.get("words") else ev["notation"] or ev["kind"]
    if ev.get("chat"):
        what = _("says: %(text)s") % {"text": ev["chat"]["text"] or _("(hidden)")}
        return _("Game %(game)s (%(engine)s) — %(line)s") % {
            "game": game["id"],
            "engine": game.get("title") or game["engine"],
            "line": f"{ev['chat']['author']} {what}",
        }
    if ev["kind"] == Event.Kind.UNDO:
        what = _("took back move %(seq)s") % {"seq": ev["undoes_seq"]}
    elif ev["kind"] == Event.Kind.TIMEOUT:
        what = _("ran out of time: %(move)s") % {"move": what}
    line = f"{ev['actor']}: {what}" if ev["actor"] else str(what)
    line = _("Game %(game)s (%(engine)s) — %(line)s") % {
        "game": game["id"],
        "engine": game.get("title") or game["engine"],
        "line": line,
    }
    if EventType.GAME_OVER in types and game["result"]:
        ranks = game["result"].get("ranks", [])
        winners = [seat_name(names, s) for s, r in enumerate(ranks) if r == 1]
        line += " — " + _("game over, won by %(names)s") % {
            "names": ", ".join(winners) or _("nobody")
        }
    elif game["to_act_names"]:
        line += " — " + _("your turn, %(names)s") % {"names": ", ".join(game["to_act_names"])}
    return line


def payload_for(
    *, fmt: str, types: list[str], primary: str, data: dict[str, Any], timestamp: datetime
) -> dict[str, Any]:
    line = readable_line(data, types)
    if fmt == PayloadFormat.DISCORD:
        return {"content": line, "allowed_mentions": {"parse": []}}
    if fmt == PayloadFormat.SLACK:  # Slack reads <...> as links and mentions: escape
        escaped = line.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        return {"text": escaped}
    return {"type": primary, "types": types, "timestamp": timestamp.isoformat(), "data": data}
