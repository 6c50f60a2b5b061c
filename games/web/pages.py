"""What a game page shows for one viewer: everything comes from the seat's VIEW and history.

Reads only (selectors and the engine's view/legal moves for the viewer's own seat), so the
page, its htmx partials and the Playwright tests see the same thing the API would give.
The frame is the same for every engine: the status sentence (the pending decision in
words), the board and the players' panels from the engine's board module, the move builder,
the log, the players with their clocks.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import pgettext

from accounts.models import User
from accounts.services import profile_of
from games import selectors, words
from games.chat.page import talk_context
from games.engines.core import get_engine
from games.models import Game, Seat, UndoRequest
from games.services.undo import can_take_back
from games.web import boards, builder, log
from games.web.boards.table import Fact, Panels, Table
from games.web.boards.table import Section as PanelSection
from games.web.options import options_for, preview
from games.web.orders import orders_context

#: How many of the last events the page's log reads.
LOG_EVENTS = log.SHOWN


def seat_rows(game: Game, seat: int | None, table: Table, found: Panels) -> list[dict[str, Any]]:
    rows = []
    for s in game.seats.all():
        panel = found.player(s.index)
        rows.append(
            {
                "index": s.index,
                "name": table.name(s.index) if s.user or s.bot or s.name else _open_seat(s),
                "bot": bool(s.bot) and s.user is None,
                "status": s.get_status_display(),
                "playing": s.status == Seat.Status.PLAYING,
                "must_act": s.must_act,
                "deadline": s.deadline_at,
                "bank": _duration(s.clock.get("bank")) if isinstance(s.clock, dict) else None,
                "colour": table.colour(s.index),
                "colour_name": table.colour_name(s.index),
                "you": s.index == seat,
                "facts": panel.facts if panel else [],
                "board": panel.board if panel else "",
            }
        )
    return rows


def _open_seat(seat: Seat) -> str:
    return pgettext("pages", "Player {number} (open seat)").format(number=seat.index + 1)


def not_your_turn() -> str:
    return pgettext("pages", "It is not your turn.")


def move_json(move: dict[str, Any]) -> str:
    """A chosen move for the confirm form's hidden field (the server checks it again)."""
    return json.dumps(move, separators=(",", ":"), sort_keys=True)


def _turn(game: Game, user: User | None) -> dict[str, Any]:
    """Who reads the page and what they may do now: seat, view, legal moves, the table."""
    seat = selectors.seat_index_of(game, user)
    engine = get_engine(game.engine)
    view = selectors.game_view_for(game=game, seat=seat)
    state = game.head_state
    names = words.seat_names(game)
    to_act = engine.to_act(state) if state is not None and game.status == "active" else []
    my_seat = game.seats.filter(index=seat).first() if seat is not None else None
    playing = my_seat is not None and my_seat.status == Seat.Status.PLAYING
    moves = []
    if state is not None and seat is not None and seat in to_act and playing:
        moves = engine.legal_moves(state, seat)
    table = boards.table_of(game.engine, view or {}, seat, names)
    listed = [m for m in moves if not m.get("compact")]
    if listed and state is not None and seat is not None:
        steps = builder.steps_for(engine, state, seat, table)
        # Every place a step of a legal move sits on is a button on the board: the first
        # step's (a hex to build on) and the later ones' (the next stop of a route).
        clickable = {p for m in listed for s in steps(m) if (p := s.place)}
        table = dataclasses.replace(table, clickable=frozenset(clickable))
    return {
        "seat": seat,
        "engine": engine,
        "view": view,
        "state": state,
        "names": names,
        "to_act": to_act,
        "playing": playing,
        "moves": moves,
        "table": table,
    }


def move_chain(game: Game, user: User, move: dict[str, Any]) -> list[builder.Step]:
    """The builder's steps for one of ``user``'s legal moves (what a click-through follows)."""
    turn = _turn(game, user)
    steps = builder.steps_for(turn["engine"], turn["state"], turn["seat"], turn["table"])
    return steps(move)


def move_words(game: Game, user: User, move: dict[str, Any]) -> str:
    """One of ``user``'s legal moves in the builder's words (its last choice's label)."""
    turn = _turn(game, user)
    return builder.words_for(turn["engine"], turn["state"], turn["seat"], turn["table"])(move)


def builder_context(game: Game, user: User | None, picks: Sequence[str]) -> dict[str, Any]:
    """The move builder alone (each click of a choice asks for this)."""
    turn = _turn(game, user)
    found = _builder(game, turn, picks)
    return {"game": game, **found, "board": _board(turn, found), "oob": True}


def _board(turn: dict[str, Any], found: dict[str, Any]) -> str:
    """The board the page shows: after the chosen move while it is previewed (the changed
    places outlined), else the position now with the places a move can name."""
    shown = found.get("preview")
    if shown is not None and shown.board:
        return str(shown.board)
    return boards.board(turn["table"]) if turn["view"] is not None else ""


def game_panel(game: Game, user: User | None, picks: Sequence[str] = ()) -> dict[str, Any]:
    """The context of the game panel (board, panels, move builder, log, seats) for ``user``;
    ``picks`` are the move builder's choices so far."""
    turn = _turn(game, user)
    seat, engine, state, table = turn["seat"], turn["engine"], turn["state"], turn["table"]
    view, names, moves = turn["view"], turn["names"], turn["moves"]
    found = boards.panels(table) if view is not None else Panels()
    pending = words.pending_of(engine, state) if state is not None and turn["to_act"] else {}
    rows = seat_rows(game, seat, table, found)
    history = selectors.game_events_for(
        game=game, seat=seat, after=max(0, game.head_seq - LOG_EVENTS)
    )
    undo_requests = list(game.undo_requests.filter(status=UndoRequest.Status.PENDING))
    compact = any(m.get("compact") for m in moves) and state is not None and seat is not None
    found_builder = _builder(game, turn, picks)
    return {
        "game": game,
        "engine": engine,
        "seat": seat,
        "me": next((r for r in rows if r["you"]), None),
        "spectator": seat is None,
        "my_turn": bool(moves),
        **found_builder,
        "compact_options": [o for o in options_for(engine, state, seat, names)[0] if o.compact]
        if compact
        else [],
        "board": _board(turn, found_builder),
        "sections": found.common,
        "private": found.private,
        "on_frame": boards.on_frame(game.engine),
        "log": log.log_of(history, seat, table.name, table.colour, names),
        "pending_text": words.say(pending.get("text"), seat_names=names),
        "seats": rows,
        "undo_requests": [
            {
                "request": r,
                "who": table.name(r.seat),
                "mine": r.seat == seat,
                "answered": str(seat) in r.answers,
            }
            for r in undo_requests
        ],
        "can_undo": turn["playing"] and can_take_back(game, seat),
        "result": game.result,
        "standings": _standings(game, table),
        "tz": profile_of(user).timezone if user is not None else "UTC",
        **talk_context(game, user),
        **orders_context(game, user, seat, turn["playing"]),
    }


@dataclass
class Position:
    """What the game page shows ``user`` of their own position, for a message that stands
    in for the page (a turn email): the same board, figures, hand, pending sentence and log."""

    seat: int | None
    pending_text: str
    board: str  # the board's SVG, as the page draws it for this seat
    own_board: str = ""  # the reader's player board (SVG) where the game has one
    facts: list[Fact] = field(default_factory=list)  # the reader's figures (money, VP...)
    private: list[PanelSection] = field(default_factory=list)  # the reader's hand
    news: list[log.LogEntry] = field(default_factory=list)  # the others' moves since mine
    moves: list[dict[str, Any]] = field(default_factory=list)  # every legal move now
    said: list[str] = field(default_factory=list)  # the first ``said`` moves in words


def position_of(game: Game, user: User, say_moves: int = 8) -> Position:
    """``user``'s position at ``game`` as the game page shows it (see :func:`game_panel`);
    the first ``say_moves`` legal moves in words (as the move builder writes them)."""
    turn = _turn(game, user)
    seat, engine, state, table = turn["seat"], turn["engine"], turn["state"], turn["table"]
    found = boards.panels(table) if turn["view"] is not None else Panels()
    pending = words.pending_of(engine, state) if state is not None and turn["to_act"] else {}
    history = selectors.game_events_for(
        game=game, seat=seat, after=max(0, game.head_seq - LOG_EVENTS)
    )
    mine = found.player(seat) if seat is not None else None
    return Position(
        seat=seat,
        pending_text=words.say(pending.get("text"), seat_names=turn["names"]),
        board=boards.board(dataclasses.replace(table, clickable=frozenset()))
        if turn["view"] is not None
        else "",
        own_board=str(mine.board) if mine and "<svg" in mine.board else "",
        facts=list(mine.facts) if mine else [],
        private=found.private,
        news=[e for e in reversed(log.log_of(history, seat, table.name, table.colour)) if e.new],
        moves=turn["moves"],
        said=[
            builder.words_for(engine, state, seat, table)(m)
            for m in turn["moves"][:say_moves]
            if not m.get("compact")
        ],
    )


def _builder(game: Game, turn: dict[str, Any], picks: Sequence[str]) -> dict[str, Any]:
    """The builder where ``picks`` lead, and the preview once one move is left."""
    state, seat, engine, table = turn["state"], turn["seat"], turn["engine"], turn["table"]
    listed = [m for m in turn["moves"] if not m.get("compact")]
    if not listed or state is None or seat is None:
        return {"builder": None, "preview": None, "move_json": ""}
    steps = builder.steps_for(engine, state, seat, table)
    narrowed = builder.narrow(
        listed,
        steps,
        builder.parse_tokens(picks),
        builder.words_for(engine, state, seat, table),
    )
    if narrowed.move is None:
        return {"builder": narrowed, "preview": None, "move_json": ""}
    marked = {s.place for s in steps(narrowed.move) if s.place}
    marked.add(boards.place_of(engine.slug, narrowed.move) or "")
    marks = getattr(boards.renderer(engine.slug), "move_marks", None)
    if marks is not None:  # what the move runs through (a delivery's route)
        marked |= marks(narrowed.move)
    return {
        "builder": narrowed,
        "preview": preview(
            engine, state, seat, narrowed.move, table.names, frozenset(marked - {""})
        ),
        "move_json": move_json(narrowed.move),
    }


def _standings(game: Game, table: Table) -> list[tuple[str, Any, Any]]:
    if not game.result:
        return []
    scores, ranks = game.result.get("scores", []), game.result.get("ranks", [])
    return [
        (table.name(i), scores[i] if i < len(scores) else "", ranks[i] if i < len(ranks) else "")
        for i in range(game.players)
    ]


def _duration(seconds: Any) -> str | None:
    """A time bank as "3d 4h" (the clock keeps seconds)."""
    if not isinstance(seconds, int | float):
        return None
    days, rest = divmod(int(seconds), 86400)
    if days:
        return pgettext("pages", "{days}d {hours}h").format(days=days, hours=rest // 3600)
    return pgettext("pages", "{hours}h {minutes}m").format(
        hours=rest // 3600, minutes=rest % 3600 // 60
    )
