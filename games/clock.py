"""Time controls: when a seat's deadline falls, and how a seat's time bank moves.

``Game.time_control`` is JSON, one of:

* ``{"kind": "per_move", "seconds": 259200}`` — fixed time for every decision;
* ``{"kind": "bank", "initial": s, "increment": s, "cap": s}`` — a Fischer-style bank
  (Little Golem style when the increment is large and the cap bounds it);
* ``{"kind": "none"}`` — no deadlines (friendly games).

Optional keys on per_move and bank: ``"skip_weekends": true`` (Saturday and Sunday in the
player's timezone do not count), ``"nights": {"start": 22, "end": 8}`` (those local hours
do not count), ``"vacation": false`` (no automatic vacation days in this game).

A player's vacation ranges (accounts.Profile.vacation_ranges, local dates) never count,
in every game: their clocks pause. So a deadline is "the moment ``budget`` counted seconds
have passed since the turn began", computed by walking the player's local calendar.

All times are UTC; pages and emails show them in each user's timezone.
"""

from __future__ import annotations

import zoneinfo
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from typing import Any

DEFAULT_TIME_CONTROL: dict[str, Any] = {"kind": "per_move", "seconds": 3 * 24 * 3600}
DAY = 24 * 3600
MAX_DAYS_WALKED = 3 * 366  # a calendar with no counted time ends the walk here

_OPTIONAL: dict[str, Any] = {
    "skip_weekends": {"type": "boolean"},
    "nights": {
        "type": "object",
        "properties": {
            "start": {"type": "integer", "minimum": 0, "maximum": 23},
            "end": {"type": "integer", "minimum": 0, "maximum": 23},
        },
        "required": ["start", "end"],
        "additionalProperties": False,
    },
    "vacation": {"type": "boolean"},
}

TIME_CONTROL_SCHEMA: dict[str, Any] = {
    "oneOf": [
        {
            "type": "object",
            "properties": {
                "kind": {"const": "per_move"},
                "seconds": {"type": "integer", "minimum": 60, "maximum": 60 * 24 * 3600},
                **_OPTIONAL,
            },
            "required": ["kind", "seconds"],
        },
        {
            "type": "object",
            "properties": {
                "kind": {"const": "bank"},
                "initial": {"type": "integer", "minimum": 60},
                "increment": {"type": "integer", "minimum": 0},
                "cap": {"type": "integer", "minimum": 60},
                **_OPTIONAL,
            },
            "required": ["kind", "initial", "increment"],
        },
        {"type": "object", "properties": {"kind": {"const": "none"}}, "required": ["kind"]},
    ]
}


@dataclass(frozen=True)
class Calendar:
    """Which moments count on one player's clock (their timezone, weekends, nights, vacation)."""

    tz: zoneinfo.ZoneInfo = field(default_factory=lambda: zoneinfo.ZoneInfo("UTC"))
    skip_weekends: bool = False
    night: tuple[int, int] | None = None  # local hours (start, end) that do not count
    vacations: tuple[tuple[date, date], ...] = ()

    @property
    def trivial(self) -> bool:
        return not self.skip_weekends and self.night is None and not self.vacations

    def on_vacation(self, day: date) -> bool:
        return any(start <= day <= end for start, end in self.vacations)

    def open_intervals(self, day: date) -> list[tuple[datetime, datetime]]:
        """The UTC intervals of local ``day`` that count."""
        if (self.skip_weekends and day.weekday() >= 5) or self.on_vacation(day):
            return []

        def at(hour: int, of: date = day) -> datetime:
            return datetime.combine(of, time(hour), tzinfo=self.tz)

        midnight, next_midnight = at(0), at(0, day + timedelta(days=1))
        if self.night is None:
            return [(midnight, next_midnight)]
        start, end = self.night
        if start > end:  # e.g. 22 -> 8: the day counts from 8 to 22
            return [(at(end), at(start))]
        if start == end:
            return [(midnight, next_midnight)]
        return [(midnight, at(start)), (at(end), next_midnight)]

    def walk(self, start: datetime) -> Iterator[tuple[datetime, datetime]]:
        """Counted intervals from ``start`` on, in order."""
        day = start.astimezone(self.tz).date()
        for _ in range(MAX_DAYS_WALKED):
            for a, b in self.open_intervals(day):
                if b > start:
                    yield max(a, start), b
            day += timedelta(days=1)


def calendar_from(
    time_control: dict[str, Any],
    tz_name: str = "UTC",
    vacations: list[dict[str, str]] | None = None,
) -> Calendar:
    try:
        tz = zoneinfo.ZoneInfo(tz_name or "UTC")
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        tz = zoneinfo.ZoneInfo("UTC")
    nights = time_control.get("nights")
    return Calendar(
        tz=tz,
        skip_weekends=bool(time_control.get("skip_weekends")),
        night=(int(nights["start"]), int(nights["end"])) if nights else None,
        vacations=tuple(
            (date.fromisoformat(r["start"]), date.fromisoformat(r["end"])) for r in vacations or []
        ),
    )


def advance(start: datetime, seconds: int, calendar: Calendar | None = None) -> datetime:
    """The moment ``seconds`` counted seconds after ``start``."""
    if calendar is None or calendar.trivial:
        return start + timedelta(seconds=seconds)
    remaining = timedelta(seconds=max(0, seconds))
    last = start
    for a, b in calendar.walk(start):
        if remaining <= b - a:
            return a + remaining
        remaining -= b - a
        last = b
    return last + remaining  # nothing counts for years: fall back to wall time


def counted(start: datetime, end: datetime, calendar: Calendar | None = None) -> int:
    """Counted seconds between ``start`` and ``end``."""
    if end <= start:
        return 0
    if calendar is None or calendar.trivial:
        return int((end - start).total_seconds())
    total = timedelta()
    for a, b in calendar.walk(start):
        if a >= end:
            break
        total += min(b, end) - a
    return int(total.total_seconds())


def initial_clock(time_control: dict[str, Any]) -> dict[str, Any]:
    if time_control.get("kind") == "bank":
        return {"bank": int(time_control["initial"])}
    return {}


def budget(time_control: dict[str, Any], clock: dict[str, Any]) -> int | None:
    """Counted seconds a seat has for its current decision (with vacation days granted)."""
    kind = time_control.get("kind", "per_move")
    extra = int(clock.get("extra", 0))
    if kind == "per_move":
        return int(time_control["seconds"]) + extra
    if kind == "bank":
        return max(0, int(clock.get("bank", 0))) + extra
    return None


def turn_deadline(
    time_control: dict[str, Any],
    clock: dict[str, Any],
    now: datetime,
    calendar: Calendar | None = None,
) -> datetime | None:
    """When a seat that must act from ``now`` runs out of time."""
    seconds = budget(time_control, clock)
    return None if seconds is None else advance(now, seconds, calendar)


def spent_until(paused_at: datetime | None, started: datetime | None, now: datetime) -> datetime:
    """The moment up to which a seat that began acting at ``started`` has used its time:
    ``now``, or while the game's clocks stand still (``paused_at``) the pause's start (the
    turn's start, for a turn begun during the pause)."""
    if paused_at is None:
        return now
    stopped = max(paused_at, started) if started else paused_at
    return min(now, stopped)


def spend(
    time_control: dict[str, Any],
    clock: dict[str, Any],
    started: datetime | None,
    now: datetime,
    calendar: Calendar | None = None,
) -> dict[str, Any]:
    """The seat's clock after it acted at ``now`` having had to act since ``started``.

    Vacation days granted for the decision (``extra``) end with it.
    """
    clock = {k: v for k, v in clock.items() if k != "extra"}
    if time_control.get("kind") != "bank" or started is None:
        return clock
    used = counted(started, now, calendar)
    bank = max(0, int(clock.get("bank", 0)) - used) + int(time_control.get("increment", 0))
    cap = time_control.get("cap")
    return {**clock, "bank": min(bank, int(cap)) if cap else bank}


def seat_calendar(time_control: dict[str, Any], user: Any) -> Calendar:
    """The calendar of the person in a seat (UTC and no vacation for bots and empty seats)."""
    profile = getattr(user, "profile", None) if user is not None else None
    if profile is None:
        return calendar_from(time_control)
    return calendar_from(time_control, profile.timezone, profile.vacation_ranges or [])
