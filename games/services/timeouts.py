"""At a deadline: vacation days first, then the game's timeout ladder (DESIGN "Time").

``Game.timeout_policy`` is the ladder the creator configured::

    {"timeout_moves": 3, "then": "bot" | "substitute" | "drop", "bot": "greedy"}

A seat whose time ran out first spends one of its player's vacation days (if the time
control allows it and the year has days left): the deadline moves a day on. Otherwise
the engine's ``timeout_move`` is played for it, up to ``timeout_moves`` times in the game;
after that the seat goes to a bot, or waits for a substitute (its moves are still the
engine's timeout moves meanwhile, so the game goes on), or is dropped where the engine
supports it (``drop_seat``; else a bot takes it). Every step is an event in the log, so
everyone is told through the outbox; nothing here knows about email.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.db import transaction
from django.utils import timezone

from accounts.models import Profile, User
from games import clock
from games.engines.core import Engine, get_engine
from games.models import Event, Game, Seat
from games.services.log import next_seq
from games.services.moves import lock_game, record_move, set_head
from games.services.orders import play_due

DEFAULT_POLICY: dict[str, Any] = {"timeout_moves": 3, "then": "bot", "bot": "greedy"}
ENFORCED = (Seat.Status.PLAYING, Seat.Status.VACANT)


def policy_of(game: Game) -> dict[str, Any]:
    return {**DEFAULT_POLICY, **(game.timeout_policy or {})}


def seats_due(*, now: datetime, limit: int = 1000) -> list[int]:
    """Ids of seats whose deadline has passed (the (must_act, deadline_at) index)."""
    return list(
        Seat.objects.filter(
            must_act=True,
            deadline_at__lte=now,
            status__in=ENFORCED,
            game__clock_paused_at__isnull=True,  # clocks that stand still pass no deadline
        )
        .order_by("deadline_at")
        .values_list("pk", flat=True)[:limit]
    )


def seat_deadline_enforce(*, seat_id: int, now: datetime | None = None) -> str:
    """Apply what a passed deadline means for one seat; returns what was done."""
    now = now or timezone.now()
    with transaction.atomic():
        game_id = Seat.objects.filter(pk=seat_id).values_list("game_id", flat=True).first()
        if game_id is None:
            return "gone"
        game = lock_game(game_id)
        seat = Seat.objects.select_related("user__profile").get(pk=seat_id)
        if (
            game.status != Game.Status.ACTIVE
            or not seat.must_act
            or seat.deadline_at is None
            or seat.deadline_at > now
            or seat.status not in ENFORCED
        ):
            return "not_due"
        if game.clock_paused_at is not None:
            return "paused"
        calendar = clock.seat_calendar(game.time_control, seat.user)
        true_deadline = _deadline_from_since(game, seat, calendar)
        if true_deadline is not None and true_deadline > now:
            _move_deadline(game, seat, true_deadline)  # a vacation began meanwhile
            return "rescheduled"
        engine = get_engine(game.engine)
        if seat.status == Seat.Status.PLAYING and play_due(
            game=game, engine=engine, seats=[seat.index]
        ):
            return "standing_order"  # a legal order waited: it moves, nobody times out
        if seat.status == Seat.Status.PLAYING and _spend_vacation_day(game, seat, now):
            deadline = _deadline_from_since(game, seat, calendar)
            _move_deadline(game, seat, deadline or now)
            return "vacation_day"
        return ladder_step(game=game, engine=engine, seat=seat)


def ladder_step(*, game: Game, engine: Engine, seat: Seat, reason: str = "") -> str:
    """One rung of the game's timeout ladder for a seat out of time (vacation days aside):
    a timeout move while the policy allows more, else the policy's escalation. The seat's
    deadline sweep and an event's round deadline both climb it. ``game`` is locked."""
    policy = policy_of(game)
    if seat.status == Seat.Status.VACANT or seat.timeouts < int(policy["timeout_moves"]):
        _timeout_move(game, engine, seat, reason)
        return "timeout_move"
    return _escalate(game, engine, seat, policy, reason)


def seats_reschedule(*, user: User) -> int:
    """Recompute the deadlines of ``user``'s acting seats (their vacation ranges changed)."""
    moved = 0
    for seat_id in Seat.objects.filter(
        user=user, must_act=True, status=Seat.Status.PLAYING, game__status=Game.Status.ACTIVE
    ).values_list("pk", flat=True):
        with transaction.atomic():
            seat = Seat.objects.select_related("user__profile").get(pk=seat_id)
            game = lock_game(seat.game_id)
            seat.refresh_from_db()
            calendar = clock.seat_calendar(game.time_control, seat.user)
            deadline = _deadline_from_since(game, seat, calendar)
            if deadline is not None and deadline != seat.deadline_at:
                _move_deadline(game, seat, deadline)
                moved += 1
    return moved


def _deadline_from_since(game: Game, seat: Seat, calendar: clock.Calendar) -> datetime | None:
    since = seat.clock.get("since")
    if not since:
        return seat.deadline_at
    return clock.turn_deadline(
        game.time_control, seat.clock, datetime.fromisoformat(since), calendar
    )


def _move_deadline(game: Game, seat: Seat, deadline: datetime) -> None:
    seat.deadline_at = deadline
    seat.save(update_fields=["deadline_at", "clock"])
    deadlines = [
        d
        for d in game.seats.filter(must_act=True).values_list("deadline_at", flat=True)
        if d is not None
    ]
    game.deadline_at = min(deadlines) if deadlines else None
    game.save(update_fields=["deadline_at", "updated_at"])


def _spend_vacation_day(game: Game, seat: Seat, now: datetime) -> bool:
    if game.time_control.get("vacation", True) is False or seat.user is None:
        return False
    profile = Profile.objects.select_for_update().filter(user=seat.user).first()
    if profile is None:
        return False
    year = str(now.astimezone(clock.seat_calendar({}, seat.user).tz).year)
    spent = dict(profile.vacation_spent or {})
    if int(spent.get(year, 0)) >= profile.vacation_days_per_year:
        return False
    spent[year] = int(spent.get(year, 0)) + 1
    profile.vacation_spent = spent
    profile.save(update_fields=["vacation_spent"])
    seat.clock = {
        **seat.clock,
        "extra": int(seat.clock.get("extra", 0)) + clock.DAY,
        "vacation_days": int(seat.clock.get("vacation_days", 0)) + 1,
    }
    return True


def _timeout_move(game: Game, engine: Engine, seat: Seat, reason: str = "") -> Event:
    state = game.head_state
    assert state is not None
    move = engine.timeout_move(state, seat.index)
    seat.timeouts += 1
    seat.save(update_fields=["timeouts"])
    return record_move(
        game=game,
        engine=engine,
        seat=seat.index,
        move=move,
        kind=Event.Kind.TIMEOUT,
        actor=None,
        data={
            "timeouts": seat.timeouts,
            "user": seat.user_id,
            **({"reason": reason} if reason else {}),
        },
    )


def _escalate(
    game: Game, engine: Engine, seat: Seat, policy: dict[str, Any], reason: str = ""
) -> str:
    then = policy.get("then", "bot")
    state = game.head_state
    drop = engine.drop_move(state, seat.index) if then == "drop" and state is not None else None
    if drop is not None:
        # The engine's own move for leaving the game, so replay reproduces it: from then on
        # the engine plays the seat's timeout move whenever it would act (core.pipeline).
        move = drop
        seat.status = Seat.Status.DROPPED
        seat.save(update_fields=["status"])
        record_move(
            game=game,
            engine=engine,
            seat=seat.index,
            move=move,
            kind=Event.Kind.TIMEOUT,
            actor=None,
            data={"type": "seat_dropped", "user": seat.user_id},
        )
        return "dropped"
    if then == "substitute":
        seat.status = Seat.Status.VACANT
        seat.save(update_fields=["status"])
        system_event(game=game, engine=engine, seat=seat, data={"type": "seat_vacant"})
        _timeout_move(game, engine, seat, reason)  # the game goes on while the seat waits
        return "vacant"
    bot = str(policy.get("bot") or "greedy")
    seat.status, seat.bot = Seat.Status.BOT, bot if bot in engine.bots else "greedy"
    seat.save(update_fields=["status", "bot"])
    data = {"type": "seat_bot", "bot": seat.bot}
    if then == "drop":
        data["requested"] = "drop"  # this game cannot drop a player: a bot plays on
    system_event(game=game, engine=engine, seat=seat, data=data)
    return "bot"


def system_event(
    *,
    game: Game,
    engine: Engine,
    seat: Seat,
    data: dict[str, Any],
    actor: User | None = None,
) -> Event:
    """Append a system event about ``seat`` (no move: replay leaves the state alone)."""
    event = Event.objects.create(
        game=game,
        seq=next_seq(game),
        seat=seat.index,
        kind=Event.Kind.SYSTEM,
        move=None,
        notation=data["type"].replace("_", " "),
        data={"user": seat.user_id, **data},
        actor=actor,
    )
    set_head(
        game=game,
        engine=engine,
        state=game.head_state or {},
        seq=event.seq,
        acted=None,
    )
    return event
