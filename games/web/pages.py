"""What a game page shows for one viewer: everything comes from the seat's VIEW and history.

Reads only (selectors and the engine's view/legal moves for the viewer's own seat), so the
page, its htmx partials and the Playwright tests see the same thing the API would give.
"""

from __future__ import annotations

from typing import Any

from accounts.models import User
from accounts.services import profile_of
from games import selectors, words
from games.chat.page import talk_context
from games.engines.core import get_engine
from games.models import Game, Seat, UndoRequest
from games.web import boards, present
from games.web.options import options_for


def seat_rows(game: Game, seat: int | None) -> list[dict[str, Any]]:
    rows = []
    for s in game.seats.all():
        rows.append(
            {
                "index": s.index,
                "number": s.index + 1,
                "name": s.user.username if s.user else (f"bot ({s.bot})" if s.bot else "open"),
                "status": s.get_status_display(),
                "must_act": s.must_act,
                "deadline": s.deadline_at,
                "clock": s.clock,
                "bank": _duration(s.clock.get("bank")) if isinstance(s.clock, dict) else None,
                "colour": boards.seat_colour(game.engine, s.index),
                "you": s.index == seat,
            }
        )
    return rows


def game_panel(game: Game, user: User | None) -> dict[str, Any]:
    """The context of the game panel (board, options, history, seats) for ``user``."""
    seat = selectors.seat_index_of(game, user)
    engine = get_engine(game.engine)
    view = selectors.game_view_for(game=game, seat=seat)
    state = game.head_state
    to_act = engine.to_act(state) if state is not None and game.status == "active" else []
    options: list[Any] = []
    truncated = False
    my_seat = game.seats.filter(index=seat).first() if seat is not None else None
    playing = my_seat is not None and my_seat.status == Seat.Status.PLAYING
    if state is not None and seat is not None and seat in to_act and playing:
        options, truncated = options_for(engine, state, seat, words.seat_names(game))
    clickable = {o.place for o in options if o.place}
    board = boards.draw(game.engine, view, seat, clickable) if view is not None else ""
    history = selectors.game_events_for(game=game, seat=seat)
    pending = words.pending_of(engine, state) if state is not None and to_act else {}
    seat_count = game.seats.count()
    rows = seat_rows(game, seat)
    players = present.players_of(view or {}, engine, seat_count)
    undo_requests = list(game.undo_requests.filter(status=UndoRequest.Status.PENDING))
    return {
        "game": game,
        "engine": engine,
        "seat": seat,
        "seat_number": None if seat is None else seat + 1,
        "spectator": seat is None,
        "my_turn": bool(options),
        "options": options,
        "truncated": truncated,
        "compact_options": [o for o in options if o.compact],
        "has_places": bool(clickable),
        "board": board,
        "history": list(reversed(history)),
        "pending": pending,
        "pending_text": words.say(pending.get("text"), seat_names=[r["name"] for r in rows]),
        "to_act": [i + 1 for i in to_act],
        "seats": rows,
        "private": present.facts(view["you"]) if view and "you" in view else None,
        "players": [(i + 1, present.facts(p)) for i, p in enumerate(players)],
        "public": present.public_facts(view or {}, engine, seat_count),
        "undo_requests": [
            {"request": r, "mine": r.seat == seat, "answered": str(seat) in r.answers}
            for r in undo_requests
        ],
        "can_undo": playing and game.status == Game.Status.ACTIVE,
        "result": game.result,
        "standings": _standings(game, seat),
        "tz": profile_of(user).timezone if user is not None else "UTC",
        **talk_context(game, user),
    }


def _standings(game: Game, seat: int | None) -> list[tuple[str, Any, Any]]:
    if not game.result:
        return []
    rows = seat_rows(game, seat)
    scores, ranks = game.result.get("scores", []), game.result.get("ranks", [])
    return [
        (r["name"], scores[i] if i < len(scores) else "", ranks[i] if i < len(ranks) else "")
        for i, r in enumerate(rows)
    ]


def _duration(seconds: Any) -> str | None:
    """A time bank as "3d 4h" (the clock keeps seconds)."""
    if not isinstance(seconds, int | float):
        return None
    days, rest = divmod(int(seconds), 86400)
    return f"{days}d {rest // 3600}h" if days else f"{rest // 3600}h {rest % 3600 // 60}m"
