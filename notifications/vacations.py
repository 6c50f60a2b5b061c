"""Vacation taken on purpose: a date range in which all the player's clocks pause.

The days come out of the same yearly allowance (Profile.vacation_days_per_year) that the
clock spends automatically when a deadline would pass (games/services/timeouts.py).
"""

from __future__ import annotations

from datetime import date, timedelta

from django.db import transaction
from django.utils import formats, timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from accounts.models import Profile, User
from accounts.services import profile_of
from games.errors import ServiceError
from games.services.timeouts import seats_reschedule
from notifications.preferences import prefs_for


class VacationRefused(ServiceError):
    status, code = 400, "E_VACATION_REFUSED"


class VacationNotFound(ServiceError):
    status, code = 404, "E_VACATION_NOT_FOUND"


def _days_by_year(start: date, end: date) -> dict[str, int]:
    days: dict[str, int] = {}
    day = start
    while day <= end:
        days[str(day.year)] = days.get(str(day.year), 0) + 1
        day += timedelta(days=1)
    return days


def _day(day: date) -> str:
    """A day as the reader writes dates (26.11.2026 in German)."""
    return formats.date_format(day, "SHORT_DATE_FORMAT")


def vacation_add(*, user: User, start: date, end: date) -> list[dict[str, str]]:
    profile_of(user)
    today = timezone.now().astimezone(prefs_for(user, None).tz).date()
    if end < start:
        raise VacationRefused(_("A vacation ends on or after the day it starts."))
    if start < today:
        raise VacationRefused(
            _("A vacation cannot start in the past (today is %(today)s).") % {"today": _day(today)}
        )
    with transaction.atomic():
        profile = Profile.objects.select_for_update().get(user=user)
        ranges = list(profile.vacation_ranges or [])
        for r in ranges:
            if not (end < date.fromisoformat(r["start"]) or start > date.fromisoformat(r["end"])):
                raise VacationRefused(
                    _("It overlaps your vacation from %(start)s to %(end)s.")
                    % {
                        "start": _day(date.fromisoformat(r["start"])),
                        "end": _day(date.fromisoformat(r["end"])),
                    }
                )
        spent = dict(profile.vacation_spent or {})
        for year, days in _days_by_year(start, end).items():
            left = profile.vacation_days_per_year - int(spent.get(year, 0))
            if days > left:
                raise VacationRefused(
                    ngettext(
                        "That takes %(days)d vacation day in %(year)s; you have %(left)d left.",
                        "That takes %(days)d vacation days in %(year)s; you have %(left)d left.",
                        days,
                    )
                    % {"days": days, "year": year, "left": left},
                    days=days,
                    left=left,
                )
            spent[year] = int(spent.get(year, 0)) + days
        ranges.append({"start": start.isoformat(), "end": end.isoformat()})
        profile.vacation_ranges = sorted(ranges, key=lambda r: r["start"])
        profile.vacation_spent = spent
        profile.save(update_fields=["vacation_ranges", "vacation_spent"])
    seats_reschedule(user=user)
    return list(profile.vacation_ranges)


def vacation_cancel(*, user: User, start: date) -> list[dict[str, str]]:
    """Cancel the range starting ``start``; days not yet begun return to the allowance."""
    profile_of(user)
    today = timezone.now().astimezone(prefs_for(user, None).tz).date()
    with transaction.atomic():
        profile = Profile.objects.select_for_update().get(user=user)
        ranges = list(profile.vacation_ranges or [])
        match = [r for r in ranges if r["start"] == start.isoformat()]
        if not match:
            raise VacationNotFound(
                _("You have no vacation starting on %(start)s.") % {"start": _day(start)}
            )
        r = match[0]
        refund_from = max(date.fromisoformat(r["start"]), today + timedelta(days=1))
        spent = dict(profile.vacation_spent or {})
        if refund_from <= date.fromisoformat(r["end"]):
            for year, days in _days_by_year(refund_from, date.fromisoformat(r["end"])).items():
                spent[year] = max(0, int(spent.get(year, 0)) - days)
        ranges.remove(r)
        if date.fromisoformat(r["start"]) <= today:  # started: it ends today
            ranges.append({"start": r["start"], "end": today.isoformat()})
        profile.vacation_ranges = sorted(ranges, key=lambda x: x["start"])
        profile.vacation_spent = spent
        profile.save(update_fields=["vacation_ranges", "vacation_spent"])
    seats_reschedule(user=user)
    return list(profile.vacation_ranges)
