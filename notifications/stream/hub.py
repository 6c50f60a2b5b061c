"""Fan-out inside one web process: one LISTEN connection wakes every stream of a game.

Each web process holds ONE PostgreSQL connection that LISTENs on ``game_events`` (the
trigger of this app's migration NOTIFYs "game:seq" when a move commits), however many
streams it serves; every process gets every notification, so any number of web processes
serve streams. A notification carries no game data: the streams re-read the event log
(redacted per seat), so a lost notification (listener reconnecting) loses nothing either —
after a reconnect every stream re-reads. Streams of one game that wake together share one
query (``events_after``), and each (event, seat) is redacted once.

On a database without LISTEN (the embedded SQLite) the hub wakes every stream each second.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

import psycopg
from asgiref.sync import sync_to_async
from django.db import close_old_connections, connection

from games.chat.selectors import hidden_seqs, talk_entry
from games.engines.core import get_engine
from games.models import TALK_KINDS, Event, Game

log = logging.getLogger(__name__)
CHANNEL = "game_events"
BATCH = 500
RENDERED_KEEP = 20_000


@dataclass(slots=True)
class Batch:
    """Events of a game after some seq, and the game's head when they were read."""

    engine: str
    status: str
    head_seq: int
    to_act: list[int]
    result: dict[str, Any] | None
    events: list[Event] = field(default_factory=list)
    hidden: set[int] = field(default_factory=set)  # table talk a moderator hid

    @property
    def over(self) -> bool:
        return self.status in (Game.Status.FINISHED, Game.Status.ABORTED)


def load_batch(game_id: int, after: int) -> Batch | None:
    game = (
        Game.objects.filter(pk=game_id)
        .only("engine", "status", "head_seq", "to_act", "result")
        .first()
    )
    if game is None:
        return None
    get_engine(game.engine)  # the first call imports every engine: here, not on the event loop
    events = list(
        Event.objects.filter(game_id=game_id, seq__gt=after)
        .select_related("actor")
        .order_by("seq")[:BATCH]
    )
    hidden = hidden_seqs(game_id) if any(e.kind in TALK_KINDS for e in events) else set()
    return Batch(
        game.engine,
        game.status,
        game.head_seq,
        list(game.to_act or []),
        game.result,
        events,
        hidden,
    )


def load_batch_in_pool(game_id: int, after: int) -> Batch | None:
    """load_batch on an executor thread that lives long: drop a broken or old connection."""
    close_old_connections()
    return load_batch(game_id, after)


def game_info(batch: Batch) -> dict[str, Any]:
    """The game as of the read: head, status, who is to act, the result once it is over."""
    return {
        "seq": batch.head_seq,
        "status": batch.status,
        "to_act": batch.to_act,
        "result": batch.result if batch.over else None,
    }


def encode(batch: Batch, event: Event, seat: int | None) -> str:
    """One SSE message: ``id: <seq>`` and the event as ``seat`` sees it, with the game."""
    data = {**redact(batch.engine, event, seat, batch.hidden), "game": game_info(batch)}
    return f"id: {event.seq}\ndata: {json.dumps(data, separators=(',', ':'))}\n\n"


def redact(
    engine: str, event: Event, seat: int | None, hidden: set[int] | None = None
) -> dict[str, Any]:
    """One history entry as ``seat`` may see it (the same shape as GET events/).

    Table talk is public to whoever may read its channel (the stream checks that before).
    """
    if event.kind in TALK_KINDS:
        author = event.actor.username if event.actor else None
        return {
            "seq": event.seq,
            "seat": event.seat,
            "kind": event.kind,
            "notation": "",
            "move": None,
            "reveals": [],
            "undoes_seq": None,
            "created_at": event.created_at.isoformat(),
            "chat": talk_entry(event, hidden=hidden or set(), author=author),
        }
    seen = get_engine(engine).view_event(event.as_engine_event(), seat)
    return {
        "seq": event.seq,
        "seat": event.seat,
        "kind": event.kind,
        "notation": seen.get("notation", event.notation),
        "move": seen.get("move"),
        "reveals": seen.get("reveals", []),
        "undoes_seq": event.undoes_seq,
        "created_at": event.created_at.isoformat(),
        "chat": None,
    }


class Hub:
    def __init__(self) -> None:
        self.loop = asyncio.get_running_loop()
        self.waiters: dict[int, set[asyncio.Event]] = {}
        self.generation: dict[int, int] = {}
        self.fetches: dict[tuple[int, int], tuple[int, asyncio.Future[Batch | None]]] = {}
        self.rendered: OrderedDict[tuple[int, int, int | None, int, str, bool], str] = OrderedDict()
        self.listener: asyncio.Task[None] | None = None

    # -- subscriptions ---------------------------------------------------------------
    def subscribe(self, game_id: int) -> asyncio.Event:
        if self.listener is None or self.listener.done():
            self.listener = self.loop.create_task(self.listen())
        wake = asyncio.Event()
        self.waiters.setdefault(game_id, set()).add(wake)
        return wake

    def unsubscribe(self, game_id: int, wake: asyncio.Event) -> None:
        waiting = self.waiters.get(game_id)
        if waiting is not None:
            waiting.discard(wake)
            if not waiting:
                del self.waiters[game_id]

    def connections(self) -> int:
        return sum(len(w) for w in self.waiters.values())

    def wake(self, game_id: int) -> None:
        self.generation[game_id] = self.generation.get(game_id, 0) + 1
        for event in self.waiters.get(game_id, ()):
            event.set()

    def wake_all(self) -> None:
        for game_id in list(self.waiters):
            self.wake(game_id)

    # -- reading the log once for all streams of a game --------------------------------
    async def events_after(self, game_id: int, after: int) -> Batch | None:
        """Join a read already under way if no notification came since it started."""
        key, generation = (game_id, after), self.generation.get(game_id, 0)
        running = self.fetches.get(key)
        if running is None or running[0] != generation:
            future = asyncio.ensure_future(
                sync_to_async(load_batch_in_pool, thread_sensitive=False)(game_id, after)
            )
            running = (generation, future)
            self.fetches[key] = running
            future.add_done_callback(lambda _: self._forget(key, future))
        return await asyncio.shield(running[1])

    def _forget(self, key: tuple[int, int], future: asyncio.Future[Batch | None]) -> None:
        if key in self.fetches and self.fetches[key][1] is future:
            del self.fetches[key]

    def message(self, batch: Batch, event: Event, seat: int | None) -> str:
        """The SSE message of ``event`` for ``seat``: redacted and encoded once per batch."""
        key = (
            event.game_id,
            event.seq,
            seat,
            batch.head_seq,
            batch.status,
            event.seq in batch.hidden,
        )
        cached = self.rendered.get(key)
        if cached is None:
            cached = self.rendered[key] = encode(batch, event, seat)
            if len(self.rendered) > RENDERED_KEEP:
                self.rendered.popitem(last=False)
        return cached

    # -- the one listening connection ---------------------------------------------------
    async def listen(self) -> None:
        if connection.vendor != "postgresql":
            while True:
                await asyncio.sleep(1)
                self.wake_all()
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(
                    conninfo(), autocommit=True
                ) as listening:
                    await listening.execute(f"LISTEN {CHANNEL}")
                    self.wake_all()  # anything committed while not listening is re-read
                    async for note in listening.notifies():
                        with contextlib.suppress(ValueError):
                            self.wake(int(note.payload.split(":", 1)[0]))
            except asyncio.CancelledError:
                raise
            except Exception:
                log.warning("stream listener lost its connection; reconnecting", exc_info=True)
                await asyncio.sleep(1)


LIBPQ_OPTIONS = {
    "sslmode",
    "sslrootcert",
    "sslcert",
    "sslkey",
    "connect_timeout",
    "options",
    "application_name",
    "target_session_attrs",
}


def conninfo() -> str:
    """Django's database settings as a libpq string for the LISTEN connection."""
    db = connection.settings_dict
    extra = {k: str(v) for k, v in (db.get("OPTIONS") or {}).items() if k in LIBPQ_OPTIONS}
    return psycopg.conninfo.make_conninfo(
        **extra,
        dbname=db["NAME"],
        user=db.get("USER") or None,
        password=db.get("PASSWORD") or None,
        host=db.get("HOST") or None,
        port=str(db.get("PORT") or "") or None,
    )


_hub: Hub | None = None


def hub() -> Hub:
    """The hub of the running event loop (one per web process under uvicorn)."""
    global _hub
    if _hub is None or _hub.loop is not asyncio.get_running_loop():
        _hub = Hub()
    return _hub
