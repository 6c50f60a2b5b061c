"""Counted time on a player's calendar: weekends, nights, vacation, DST, banks."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from games import clock

HOUR = 3600


def test_a_trivial_calendar_is_wall_time():
    start = datetime(2026, 3, 6, 12, tzinfo=UTC)
    assert clock.advance(start, 5 * HOUR, clock.calendar_from({})) == start + timedelta(hours=5)


def test_weekends_are_skipped_in_the_players_timezone():
    calendar = clock.calendar_from({"skip_weekends": True}, "America/New_York")
    friday = datetime(2026, 3, 6, 22, tzinfo=UTC)  # 17:00 in New York
    # 7 h to Saturday 00:00 local, then Monday from 00:00 local (05:00 UTC): 17 h more
    assert clock.advance(friday, 24 * HOUR, calendar) == datetime(2026, 3, 9, 21, tzinfo=UTC)
    assert clock.counted(friday, datetime(2026, 3, 9, 4, tzinfo=UTC), calendar) == 7 * HOUR


def test_nights_do_not_count():
    calendar = clock.calendar_from({"nights": {"start": 22, "end": 8}}, "UTC")
    evening = datetime(2026, 3, 2, 20, tzinfo=UTC)
    assert clock.advance(evening, 4 * HOUR, calendar) == datetime(2026, 3, 3, 10, tzinfo=UTC)


def test_vacation_days_pause_the_clock():
    calendar = clock.calendar_from({}, "UTC", [{"start": "2026-03-03", "end": "2026-03-04"}])
    monday = datetime(2026, 3, 2, 12, tzinfo=UTC)
    assert clock.advance(monday, 24 * HOUR, calendar) == datetime(2026, 3, 5, 12, tzinfo=UTC)


def test_daylight_saving_time_changes_are_real_hours():
    calendar = clock.calendar_from({"skip_weekends": True}, "Europe/Berlin")
    friday = datetime(2026, 3, 27, 22, tzinfo=UTC)  # 23:00 Berlin, clocks go forward Sunday
    # 1 h to Saturday 00:00 Berlin; Monday 00:00 Berlin is 22:00 UTC Sunday (summer time)
    assert clock.advance(friday, 2 * HOUR, calendar) == datetime(2026, 3, 29, 23, tzinfo=UTC)


def test_a_bank_spends_only_counted_time_and_keeps_its_cap():
    control = {
        "kind": "bank",
        "initial": 48 * HOUR,
        "increment": 24 * HOUR,
        "cap": 60 * HOUR,
        "skip_weekends": True,
    }
    calendar = clock.calendar_from(control, "UTC")
    friday = datetime(2026, 3, 6, 12, tzinfo=UTC)
    after = clock.spend(
        control,
        {"bank": 48 * HOUR, "extra": 86400},
        friday,
        datetime(2026, 3, 6, 18, tzinfo=UTC),
        calendar,
    )
    assert after == {"bank": 60 * HOUR}  # 6 h used, 24 h back, capped at 60 h
    assert clock.turn_deadline(control, after, friday, calendar) == datetime(
        2026, 3, 11, 0, tzinfo=UTC
    )
