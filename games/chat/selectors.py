"""Reading table talk as one reader may: their channels, without the players they muted,
hidden messages kept but without their text."""

from __future__ import annotations

from typing import Any

from django.db.models import Q, QuerySet

from games.chat.access import ChatReader
from games.models import Event, Game

PAGE = 200


def hidden_seqs(game_id: int) -> set[int]:
    """The seqs of the messages a moderator hid (read from the log's hide events)."""
    return {
        int(hides)
        for hides in Event.objects.filter(game_id=game_id, kind=Event.Kind.CHAT_HIDE).values_list(
            "data__hides", flat=True
        )
        if hides is not None
    }


def talk_entry(event: Event, *, hidden: set[int], author: str | None) -> dict[str, Any]:
    """The ``chat`` part of a talk event (a message, or the hiding of one)."""
    data = event.data or {}
    if event.kind == Event.Kind.CHAT_HIDE:
        return {
            "channel": data.get("channel"),
            "author": None,
            "text": None,
            "hidden": False,
            "hides": data.get("hides"),
        }
    is_hidden = event.seq in hidden
    return {
        "channel": data.get("channel"),
        "author": author,
        "text": None if is_hidden else data.get("text", ""),
        "hidden": is_hidden,
        "hides": None,
    }


def visible_talk(game: Game, reader: ChatReader, *, hides: bool = True) -> QuerySet[Event]:
    """The reader's talk events of ``game`` in SQL: their channels, nobody they muted."""
    messages = Q(kind=Event.Kind.CHAT) & ~Q(actor_id__in=reader.muted)
    if hides:
        messages |= Q(kind=Event.Kind.CHAT_HIDE)
    return (
        Event.objects.filter(game=game, data__channel__in=sorted(reader.channels))
        .filter(messages)
        .select_related("actor")
    )


def _entry(event: Event, hidden: set[int]) -> dict[str, Any]:
    return {
        "seq": event.seq,
        "kind": event.kind,
        "seat": event.seat,
        "created_at": event.created_at,
        "author_id": event.actor_id,
        **talk_entry(event, hidden=hidden, author=event.actor.username if event.actor else None),
    }


def chat_messages_for(
    *, game: Game, reader: ChatReader, after: int = 0, limit: int = PAGE
) -> list[dict[str, Any]]:
    """The reader's talk events after ``after``, oldest first (at most ``limit``)."""
    if not reader.reads_anything:
        return []
    events = list(visible_talk(game, reader).filter(seq__gt=after).order_by("seq")[:limit])
    hidden = hidden_seqs(game.pk) if events else set()
    return [_entry(e, hidden) for e in events]


def chat_recent_for(*, game: Game, reader: ChatReader, count: int = 100) -> list[dict[str, Any]]:
    """The last ``count`` messages the reader sees (hide events left out), oldest first."""
    if not reader.reads_anything:
        return []
    events = list(visible_talk(game, reader, hides=False).order_by("-seq")[:count])
    hidden = hidden_seqs(game.pk) if events else set()
    return [_entry(e, hidden) for e in reversed(events)]
