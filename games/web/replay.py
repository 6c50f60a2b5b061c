"""The replay page: the board of a game at any move, stepped with links (and the arrow
keys), the log in words up to that move; shareable for finished public games.

Everything drawn comes from the frame's VIEW (games.replays), the same board modules and
log as the game page, so a replay shows a seat nothing it could not see at that move.
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import pgettext
from django.views.decorators.http import require_GET

from config.error_pages import error_page
from games import records, selectors, words
from games.chat.access import ChatReader, reader_for
from games.engines.core import get_engine
from games.errors import ServiceError
from games.models import Game
from games.replays import Frame, replay_frame
from games.web import boards, log
from games.web.boards.table import Panels
from games.web.pages import seat_rows
from games.web.views import viewer, visible_game


def _number(raw: str | None) -> int | str | None:
    """A query number: None when absent, the int, or the raw text when it is no number."""
    if raw is None or raw == "":
        return None
    return int(raw) if raw.isdigit() else raw


def step_link(game: Game, at: int, perspective: int | None, asked: bool) -> str:
    query: dict[str, int] = {"at": at}
    if asked and perspective is not None:
        query["as"] = perspective
    return f"/games/{game.pk}/replay/?{urlencode(query)}"


def replay_context(frame: Frame, asked: bool) -> dict[str, Any]:
    game, perspective = frame.game, frame.perspective
    engine = get_engine(game.engine)
    names = words.seat_names(game)
    table = boards.table_of(game.engine, frame.view, perspective, names)
    found = boards.panels(table) if frame.view else Panels()
    history = selectors.game_events_for(
        game=game, seat=perspective, after=max(0, frame.at - log.SHOWN), until=frame.at
    )
    entries = log.log_of(history, perspective, table.name, table.colour, names)
    current = next((e for e in entries if e.seq == frame.at), None)
    pending = words.pending_of(engine, frame.state) if engine.to_act(frame.state) else {}

    def link(at: int | None) -> str | None:
        return None if at is None else step_link(game, at, perspective, asked)

    finished = game.status == Game.Status.FINISHED
    return {
        "game": game,
        "engine": engine,
        "frame": frame,
        "step": frame.index,
        "steps": len(frame.steps) - 1,
        "current": current,
        "first_link": link(0) if frame.at != 0 else None,
        "previous_link": link(frame.previous),
        "next_link": link(frame.next),
        "last_link": link(frame.last) if not frame.at_end else None,
        "live_link": f"/games/{game.pk}/",
        "board": boards.board(table) if frame.view else "",
        "sections": found.common,
        "private": found.private,
        "on_frame": boards.on_frame(game.engine),
        "seats": seat_rows(game, perspective, table, found),
        "log": [(e, link(e.seq)) for e in entries],
        "pending_text": words.say(pending.get("text"), seat_names=names),
        "perspective_name": table.name(perspective) if perspective is not None else "",
        "perspectives": [
            (table.name(s), step_link(game, frame.at, s, True), s == perspective)
            for s in range(game.players)
        ]
        if finished
        else [],
        "spectator_link": f"/games/{game.pk}/replay/?at={frame.at}" if finished else None,
        "shareable": finished and game.is_public,
        "result": game.result if finished and frame.at_end else None,
        "standings": _standings(game, table) if finished and frame.at_end else [],
    }


def _standings(game: Game, table: Any) -> list[tuple[str, Any, Any]]:
    scores = (game.result or {}).get("scores", [])
    ranks = (game.result or {}).get("ranks", [])
    return [
        (table.name(i), scores[i] if i < len(scores) else "", ranks[i] if i < len(ranks) else "")
        for i in range(game.players)
    ]


@require_GET
def replay_page(request: HttpRequest, game_id: int) -> HttpResponse:
    game = visible_game(request, game_id)
    at, seat = _number(request.GET.get("at")), _number(request.GET.get("as"))
    if isinstance(at, str) or isinstance(seat, str):
        detail = pgettext("replay", "A position and a player are whole numbers.")
        return error_page(request, 400, detail=detail)
    try:
        frame = replay_frame(game=game, user=viewer(request), at=at, seat=seat)
    except ServiceError as refused:
        return error_page(request, refused.status, detail=refused.message)
    context = replay_context(frame, asked=seat is not None)
    return render(request, "games/replay.html", context)


def _finished_record(request: HttpRequest, game_id: int) -> Game | HttpResponse:
    game = visible_game(request, game_id)
    if game.status != Game.Status.FINISHED:
        detail = pgettext("replay", "A game's record is published when the game is over.")
        return error_page(request, 404, detail=detail)
    return game


@require_GET
def record_json(request: HttpRequest, game_id: int) -> HttpResponse:
    """The finished game's record to download (the API's GET games/{id}/record/)."""
    game = _finished_record(request, game_id)
    if isinstance(game, HttpResponse):
        return game
    body = json.dumps(records.record_of(game, _reader(request, game)), ensure_ascii=False, indent=1)
    response = HttpResponse(body, content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="game-{game.pk}.json"'
    return response


@require_GET
def record_text(request: HttpRequest, game_id: int) -> HttpResponse:
    game = _finished_record(request, game_id)
    if isinstance(game, HttpResponse):
        return game
    return HttpResponse(
        records.text_of(game, _reader(request, game)), content_type="text/plain; charset=utf-8"
    )


def _reader(request: HttpRequest, game: Game) -> ChatReader:
    """The table talk the visitor may read (games/records.py: a record carries no more)."""
    return reader_for(game, viewer(request))
