"""Reads: which games a user sees, which wait for them, and what a seat may see of one."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from django.db.models import Prefetch, Q, QuerySet, prefetch_related_objects
from django.utils.translation import gettext as _

from accounts.models import User
from games.chat.access import ChatReader
from games.chat.selectors import hidden_seqs, talk_entry, visible_talk
from games.engines.core import get_engine
from games.errors import GameNotFound
from games.models import TALK_KINDS, Event, Game, Seat


def game_list_visible(*, user: User) -> QuerySet[Game]:
    """Public games and every game the user sits at."""
    return Game.objects.filter(Q(is_public=True) | Q(seats__user=user)).distinct()


def game_list_awaiting(*, user: User) -> QuerySet[Game]:
    """Active games where ``user`` holds a seat that must act, nearest deadline first."""
    return (
        Game.objects.filter(
            status=Game.Status.ACTIVE,
            seats__user=user,
            seats__status=Seat.Status.PLAYING,
            seats__must_act=True,
        )
        .order_by("deadline_at", "id")
        .distinct()
    )


def game_get_visible(*, game_id: int, user: User | None) -> Game:
    game = (
        Game.objects.filter(pk=game_id)
        .prefetch_related(Prefetch("seats", queryset=Seat.objects.select_related("user")))
        .first()
    )
    if game is None or not (game.is_public or seat_index_of(game, user) is not None):
        raise GameNotFound(_("There is no game %(id)d.") % {"id": game_id})
    return game


def game_load_seats(game: Game) -> None:
    """Seats with their users in one query, for serialising a game already in hand (none
    when a move has just read them: ``Game.remember_seats``)."""
    if "seats" in getattr(game, "_prefetched_objects_cache", {}):
        return
    prefetch_related_objects(
        [game], Prefetch("seats", queryset=Seat.objects.select_related("user"))
    )


def seat_index_of(game: Game, user: User | None) -> int | None:
    if user is None or not user.is_authenticated:
        return None
    for seat in game.seats.all():
        if seat.user_id == user.pk:
            return seat.index
    return None


def game_view_for(*, game: Game, seat: int | None) -> dict[str, Any] | None:
    if game.head_state is None:
        return None
    return get_engine(game.engine).view(game.head_state, seat)


def game_events_for(
    *,
    game: Game,
    seat: int | None,
    after: int = 0,
    reader: ChatReader | None = None,
    kinds: Collection[str] | None = None,
    limit: int = 1000,
    until: int | None = None,
) -> list[dict[str, Any]]:
    """At most ``limit`` history entries after ``after`` (and up to ``until``, a replay's
    position), each as ``seat`` may see it.

    Table talk is in it only for a ``reader`` (and then only what that reader may see);
    ``kinds`` keeps those kinds of events only."""
    engine = get_engine(game.engine)
    events = Event.objects.filter(game=game, seq__gt=after)
    if until is not None:
        events = events.filter(seq__lte=until)
    if kinds is not None:
        events = events.filter(kind__in=list(kinds))
    if reader is None or not reader.reads_anything:
        events = events.exclude(kind__in=TALK_KINDS)
    else:
        events = events.exclude(
            Q(kind__in=TALK_KINDS) & ~Q(pk__in=visible_talk(game, reader).values("pk"))
        )
    entries: list[dict[str, Any]] = []
    hidden: set[int] | None = None
    for event in events.select_related("actor").order_by("seq")[:limit]:
        if event.kind in TALK_KINDS:
            hidden = hidden_seqs(game.pk) if hidden is None else hidden
            author = event.actor.username if event.actor else None
            entries.append(
                {
                    "seq": event.seq,
                    "seat": event.seat,
                    "kind": event.kind,
                    "notation": "",
                    "words": None,
                    "move": None,
                    "reveals": [],
                    "undoes_seq": None,
                    "created_at": event.created_at,
                    "chat": talk_entry(event, hidden=hidden, author=author),
                }
            )
            continue
        seen = engine.view_event(event.as_engine_event(), seat)
        entries.append(
            {
                "seq": event.seq,
                "seat": event.seat,
                "kind": event.kind,
                "notation": seen.get("notation", event.notation),
                # The words only where the reader sees the move as made; an engine that
                # hides a move from this seat may say in words what is seen of it instead.
                "words": seen["words"]
                if "words" in seen
                else (event.words if seen.get("move") == event.move else None),
                "move": seen.get("move"),
                "reveals": seen.get("reveals", []),
                "undoes_seq": event.undoes_seq,
                "created_at": event.created_at,
                "chat": None,
                "about": _about(event, seat),
            }
        )
    return entries


def _about(event: Event, seat: int | None) -> dict[str, str]:
    """What a system or timeout event was about (``seat_bot``, ``seat_dropped``...) and the
    bot that took a seat: the page says it in words; nothing else of the data is shown.
    That a standing order made the move is told to that seat alone (orders are private)."""
    data = event.data or {}
    about = {k: str(data[k]) for k in ("type", "bot") if data.get(k) is not None}
    if data.get("standing_order") and seat is not None and event.seat == seat:
        about["standing_order"] = "yes"
    return about
