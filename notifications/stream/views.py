"""GET /api/v1/games/{id}/stream/: server-sent events of a game, redacted for the caller.

Each message is one history entry (the shape of GET events/) as the caller's seat may see
it (a spectator's view for others), with ``id: <seq>``; a client that reconnects with
``Last-Event-ID`` (or ``?after=<seq>``) first gets every event it missed, read from the log.
A comment line every STREAM_HEARTBEAT_SECONDS keeps proxies from closing an idle stream;
``event: end`` closes it when the game is over. The seat's own standing orders dropped on
the way come as ``event: order`` messages, to that seat's stream only (stream/orders.py).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Iterator

from asgiref.sync import sync_to_async
from django.conf import settings
from django.http import HttpRequest, JsonResponse, StreamingHttpResponse
from django.http.response import HttpResponseBase
from django.utils.translation import gettext as _

from accounts.models import User
from config.query import whole_number
from games.chat.access import NOBODY, ChatReader, reader_for
from games.errors import GameNotFound
from games.models import TALK_KINDS, Event, Game
from games.selectors import game_get_visible, seat_index_of

from .auth import Unauthenticated, pooled, stream_user
from .hub import BATCH, encode, game_info, hub, load_batch
from .orders import interleaved, order_notices, order_notices_in_pool

RETRY_MS = 2000


def problem(status: int, code: str, detail: str) -> JsonResponse:
    body = {
        "type": f"https://turns.example/problems/{code.lower().replace('_', '-')}",
        "title": "Stream refused",
        "status": status,
        "detail": detail,
        "code": code,
    }
    return JsonResponse(body, status=status, content_type="application/problem+json")


def _seat_and_head(game_id: int, user: User | None) -> tuple[int | None, int, ChatReader]:
    """An anonymous visitor follows a public game as a spectator; anything else asks them to
    sign in (whether the game exists or not)."""
    try:
        game = game_get_visible(game_id=game_id, user=user)
    except GameNotFound:
        if user is None:
            raise Unauthenticated(
                401, "E_NOT_AUTHENTICATED", _("Sign in, or send a token.")
            ) from None
        raise
    return seat_index_of(game, user), game.head_seq, reader_for(game, user)


def _reader(game_id: int, user: User | None) -> ChatReader:
    """The caller's table-talk reader now (mutes change while a stream is open)."""
    game = Game.objects.filter(pk=game_id).first()
    return reader_for(game, user) if game is not None else NOBODY


def _shown(event: Event, reader: ChatReader) -> bool:
    """Table talk goes only to readers of its channel who did not mute its author."""
    return event.kind not in TALK_KINDS or reader.sees(event)


class BadResumePoint(ValueError):
    """``after`` or ``Last-Event-ID`` is not a seq (``after=null`` used to be ignored)."""


def resume_point(request: HttpRequest) -> int | None:
    raw = request.headers.get("Last-Event-ID") or request.GET.get("after")
    if raw is None:
        return None
    after = whole_number(raw)
    if after is None:
        raise BadResumePoint(raw)
    return after


async def game_stream(request: HttpRequest, game_id: int) -> HttpResponseBase:
    if request.method != "GET":
        return problem(405, "E_METHOD_NOT_ALLOWED", "A stream is read with GET.")
    try:
        user = await stream_user(request)
        seat, head, reader = await sync_to_async(
            _seat_and_head, thread_sensitive=not pooled(request)
        )(game_id, user)
    except Unauthenticated as refused:
        return problem(refused.status, refused.code, refused.detail)
    except GameNotFound as missing:
        return problem(404, missing.code, missing.message)
    try:
        after = resume_point(request)
    except BadResumePoint:
        return problem(400, "E_VALIDATION", "`after` and Last-Event-ID are a seq, a whole number.")
    start = head if after is None else after
    response = StreamingHttpResponse(
        messages(game_id, seat, start, user, reader)
        if pooled(request)
        else polled_messages(game_id, seat, start, user),
        content_type="text/event-stream",
    )
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"
    return response


async def messages(
    game_id: int, seat: int | None, last: int, user: User | None, reader: ChatReader
) -> AsyncIterator[str]:
    the_hub = hub()
    wake = the_hub.subscribe(game_id)  # before reading, so nothing falls between
    try:
        yield f"retry: {RETRY_MS}\n: connected\n\n"
        while True:
            wake.clear()
            batch = await the_hub.events_after(game_id, last)
            if batch is None:
                yield 'event: end\ndata: {"status": "gone"}\n\n'
                return
            if any(e.kind in TALK_KINDS for e in batch.events):
                reader = await sync_to_async(_reader, thread_sensitive=False)(game_id, user)
            notices: list[tuple[int, str]] = []
            if seat is not None and batch.events:
                notices = await sync_to_async(order_notices_in_pool, thread_sensitive=False)(
                    game_id, user, seat, last, batch.events[-1].seq
                )
            for item in interleaved(batch.events, notices):
                if isinstance(item, str):
                    yield item  # the seat's own dropped order, after the event it fell at
                    continue
                if _shown(item, reader):
                    yield the_hub.message(batch, item, seat)
                last = item.seq
            if len(batch.events) == BATCH:
                continue  # a long replay: read on at once
            if batch.over and last >= batch.head_seq:
                yield f"event: end\ndata: {json.dumps(game_info(batch))}\n\n"
                return
            try:
                await asyncio.wait_for(wake.wait(), settings.STREAM_HEARTBEAT_SECONDS)
            except TimeoutError:
                yield ": heartbeat\n\n"
    finally:
        the_hub.unsubscribe(game_id, wake)


def polled_messages(game_id: int, seat: int | None, last: int, user: User | None) -> Iterator[str]:
    """The same stream for a WSGI server (``make run``'s runserver), which cannot hold
    thousands of idle connections: the missed events, or the next ones within
    STREAM_WSGI_WAIT_SECONDS (read each second), then the response ends and the client's
    EventSource reconnects with Last-Event-ID. Production serves streams under ASGI.
    """
    yield f"retry: {RETRY_MS // 2}\n: connected\n\n"
    deadline = time.monotonic() + settings.STREAM_WSGI_WAIT_SECONDS
    while True:
        batch = load_batch(game_id, last)
        if batch is None:
            yield 'event: end\ndata: {"status": "gone"}\n\n'
            return
        reader = _reader(game_id, user) if batch.events else NOBODY
        upto = batch.events[-1].seq if batch.events else last
        for item in interleaved(batch.events, order_notices(game_id, user, seat, last, upto)):
            if isinstance(item, str):
                yield item
                continue
            if _shown(item, reader):
                yield encode(batch, item, seat)
            last = item.seq
        if batch.over and last >= batch.head_seq:
            yield f"event: end\ndata: {json.dumps(game_info(batch))}\n\n"
            return
        if batch.events or time.monotonic() >= deadline:
            return
        time.sleep(1)
