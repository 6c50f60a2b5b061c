"""After every change of a game's head: who must act, their deadlines, the game's end."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any, cast

from django.db import connection
from django.db.models import Field
from django.db.models.sql import InsertQuery, UpdateQuery
from django.db.models.sql.compiler import SQLInsertCompiler
from django.utils import timezone

from config.publish import publish_on_commit
from games import clock
from games.engines.core import Engine
from games.models import Event, Game, Seat


def refresh_turns(
    *,
    game: Game,
    engine: Engine,
    state: dict[str, Any],
    now: datetime,
    acted: int | None = None,
    also_save: tuple[str, ...] = (),
    seats: list[Seat] | None = None,
    event: Event | None = None,
) -> bool:
    """Mark the seats that must act, move their clocks, and finish the game if it is over.

    The game row is saved once, with ``also_save`` fields the caller changed (the head).
    ``seats``: all the game's seats in index order (users and profiles loaded), read under
    the game's lock and not changed since, else they are read here. ``event``: the event
    that made this head, not saved yet: it is written with the game row.
    Returns whether a bot seat must act now.
    """
    result = engine.result(state)
    to_act = [] if result is not None else engine.to_act(state)
    if seats is None:
        seats = list(
            Seat.objects.filter(game=game).select_related("user__profile").order_by("index")
        )
    game.remember_seats(seats)
    changed_seats = []
    for seat in seats:
        was_acting = seat.must_act
        must = seat.index in to_act
        changed = False
        if seat.index == acted or (was_acting and not must):
            calendar = clock.seat_calendar(game.time_control, seat.user)
            started = _started(seat)
            until = clock.spent_until(game.clock_paused_at, started, now)
            seat.clock = clock.spend(game.time_control, seat.clock, started, until, calendar)
            seat.clock.pop("since", None)
            changed = True
        if must and (not was_acting or seat.index == acted):
            seat.clock = {**seat.clock, "since": now.isoformat()}
            calendar = clock.seat_calendar(game.time_control, seat.user)
            seat.deadline_at = clock.turn_deadline(game.time_control, seat.clock, now, calendar)
            changed = True
        if not must and seat.deadline_at is not None:
            seat.deadline_at = None
            changed = True
        if seat.must_act != must:
            seat.must_act = must
            changed = True
        if changed:
            changed_seats.append(seat)
    deadlines = [s.deadline_at for s in seats if s.must_act and s.deadline_at]
    game.to_act = to_act
    game.deadline_at = min(deadlines) if deadlines else None
    fields = ["to_act", "deadline_at", "updated_at", *also_save]
    if result is not None:
        game.status, game.result, game.finished_at = (
            Game.Status.FINISHED,
            result.as_json(),
            timezone.now(),
        )
        fields += ["status", "result", "finished_at"]
    if changed_seats and result is None and connection.vendor == "postgresql":
        _save_with_seats(game, fields, changed_seats, event)
    else:
        if event is not None:
            event.save()
        if changed_seats:
            _save_seats(changed_seats)
        game.save(update_fields=fields)
    return game.status == Game.Status.ACTIVE and any(
        s.must_act and s.status == Seat.Status.BOT for s in seats
    )


def _save_seats(seats: list[Seat]) -> None:
    """One statement for every seat that changed (see ``_seats_update``)."""
    if connection.vendor != "postgresql":
        Seat.objects.bulk_update(seats, ["must_act", "deadline_at", "clock"])
        return
    with connection.cursor() as cursor:
        cursor.execute(*_seats_update(seats))


def _save_with_seats(game: Game, fields: list[str], seats: list[Seat], event: Event | None) -> None:
    """The new ``event``, the changed ``seats`` and the game row's ``fields`` in one
    statement (PostgreSQL): the event's INSERT and the seats' UPDATE in a WITH, then the
    game row's UPDATE, each as the ORM compiles it for ``save`` (``created_at`` and
    ``updated_at`` stamped the same way) — three statements cost every move two more round
    trips. Without ``save``'s signals: nothing listens to an event's or a game row's saves
    (games/ tells the other apps through the event log), and a game that ends is saved by
    ``save``."""
    values: list[Any] = []
    for name in fields:
        field = cast("Field[Any, Any]", Game._meta.get_field(name))
        values.append((field, None, field.pre_save(game, False)))
    query = cast(UpdateQuery, Game.objects.filter(pk=game.pk).query.chain(UpdateQuery))
    query.add_update_fields(values)
    game_sql, game_params = query.get_compiler(connection=connection).as_sql()
    seats_sql, seats_params = _seats_update(seats)
    if event is None:
        with connection.cursor() as cursor:
            cursor.execute(f"WITH seats AS ({seats_sql}) {game_sql}", [*seats_params, *game_params])
        return
    event_sql, event_params = _event_insert(event)
    with connection.cursor() as cursor:
        cursor.execute(
            f"WITH event AS ({event_sql}), seats AS ({seats_sql}) {game_sql} "
            "RETURNING (SELECT id FROM event)",
            [*event_params, *seats_params, *game_params],
        )
        (event.pk,) = cursor.fetchone()
    event._state.adding, event._state.db = False, connection.alias


def _event_insert(event: Event) -> tuple[str, list[Any]]:
    """The event's ``INSERT … RETURNING id`` as ``save`` compiles it."""
    meta = Event._meta
    query = InsertQuery(Event)
    query.insert_values(
        [f for f in meta.local_concrete_fields if f is not meta.auto_field], [event]
    )
    compiler = cast(SQLInsertCompiler, query.get_compiler(connection=connection))
    compiler.returning_fields = [meta.pk]
    [(sql, params)] = compiler.as_sql()
    return sql, list(params)


def _seats_update(seats: list[Seat]) -> tuple[str, list[Any]]:
    """An ``UPDATE … FROM (VALUES …)`` of the seats' turn fields: the ORM's bulk_update
    builds a CASE per column and seat in Python, which cost more than the statement itself
    on every move."""
    rows = ", ".join(["(%s, %s, %s::timestamptz, %s::jsonb)"] * len(seats))
    params: list[Any] = []
    for seat in seats:
        params += [seat.pk, seat.must_act, seat.deadline_at, json.dumps(seat.clock)]
    table = Seat._meta.db_table
    return (
        f'UPDATE "{table}" AS s SET must_act = v.must_act, deadline_at = v.deadline_at, '
        f"clock = v.clock FROM (VALUES {rows}) AS v(id, must_act, deadline_at, clock) "
        "WHERE s.id = v.id",
        params,
    )


def schedule_bots(game_id: int) -> None:
    """After commit, let the bot seats of the game move (a Celery task, in-process if eager)."""
    from games.tasks import play_bots  # the task module imports the services

    publish_on_commit(play_bots, game_id)


def _started(seat: Seat) -> datetime | None:
    since = seat.clock.get("since")
    return datetime.fromisoformat(since) if since else None
