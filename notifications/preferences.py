"""A user's email settings for one game: profile defaults, per-game overrides, quiet hours."""

from __future__ import annotations

import zoneinfo
from dataclasses import dataclass
from datetime import datetime, time, timedelta

from accounts.models import Profile, User
from accounts.services import profile_of
from notifications.models import GamePreference

DEFAULT_OFFSETS_HOURS = [24, 2]


@dataclass(frozen=True)
class Prefs:
    mode: str  # Profile.EmailMode
    muted: bool
    tz: zoneinfo.ZoneInfo
    digest_hour: int
    quiet: tuple[time, time] | None
    reminder_offsets_hours: list[int]

    @property
    def turn_emails(self) -> bool:
        return not self.muted and self.mode == Profile.EmailMode.EVERY_TURN

    @property
    def any_email(self) -> bool:
        return not self.muted and self.mode != Profile.EmailMode.OFF


def prefs_for(user: User, game_id: int | None) -> Prefs:
    profile = profile_of(user)
    override = (
        GamePreference.objects.filter(user=user, game_id=game_id).first() if game_id else None
    )
    try:
        tz = zoneinfo.ZoneInfo(profile.timezone or "UTC")
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        tz = zoneinfo.ZoneInfo("UTC")
    quiet = (
        (profile.quiet_start, profile.quiet_end)
        if profile.quiet_start is not None and profile.quiet_end is not None
        else None
    )
    offsets = profile.reminder_offsets_hours or DEFAULT_OFFSETS_HOURS
    return Prefs(
        mode=(override.email_mode if override and override.email_mode else profile.email_mode),
        muted=bool(override and override.muted),
        tz=tz,
        digest_hour=profile.digest_hour,
        quiet=quiet,
        reminder_offsets_hours=sorted({int(h) for h in offsets}, reverse=True),
    )


def after_quiet_hours(prefs: Prefs, moment: datetime) -> datetime:
    """``moment``, or the end of the quiet hours it falls in (the user's local time)."""
    if prefs.quiet is None:
        return moment
    start, end = prefs.quiet
    local = moment.astimezone(prefs.tz)
    now_t = local.time()
    inside = (start <= now_t < end) if start <= end else (now_t >= start or now_t < end)
    if not inside:
        return moment
    end_day = local.date() if now_t < end else local.date() + timedelta(days=1)
    return datetime.combine(end_day, end, tzinfo=prefs.tz)


def next_digest_at(prefs: Prefs, now: datetime) -> datetime:
    local = now.astimezone(prefs.tz)
    candidate = datetime.combine(local.date(), time(prefs.digest_hour), tzinfo=prefs.tz)
    if candidate <= local:
        candidate = datetime.combine(
            local.date() + timedelta(days=1), time(prefs.digest_hour), tzinfo=prefs.tz
        )
    return candidate
