"""Reminders before a deadline and daily digests: Wakeup rows the sweeper fires when due."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.db import transaction
from django.utils.translation import gettext, ngettext

from accounts.language import in_language_of
from accounts.models import User
from games.models import Game, Seat
from notifications.email.deliveries import delivery_create
from notifications.email.render import compose, game_title, section_for
from notifications.models import GamePreference, Wakeup
from notifications.preferences import Prefs, next_digest_at, prefs_for

PAUSED_RECHECK = timedelta(hours=1)
"""How often a reminder for a game whose clocks stand still looks again."""


def reminders_schedule(*, seat: Seat, prefs: Prefs, now: datetime) -> int:
    """A wakeup at each of the user's offsets before the seat's current deadline."""
    if seat.deadline_at is None or seat.user_id is None:
        return 0
    stamp = int(seat.deadline_at.timestamp())
    wakeups = [
        Wakeup(
            key=f"reminder:{seat.pk}:{stamp}:{hours}",
            kind=Wakeup.Kind.REMINDER,
            due_at=seat.deadline_at - timedelta(hours=hours),
            user_id=seat.user_id,
            seat=seat,
            data={"deadline": seat.deadline_at.isoformat(), "hours": hours},
        )
        for hours in prefs.reminder_offsets_hours
        if seat.deadline_at - timedelta(hours=hours) > now
    ]
    return len(Wakeup.objects.bulk_create(wakeups, ignore_conflicts=True))


def digest_schedule(*, user: User, prefs: Prefs, now: datetime) -> None:
    due = next_digest_at(prefs, now)
    Wakeup.objects.get_or_create(
        key=f"digest:{user.pk}:{int(due.timestamp())}",
        defaults={"kind": Wakeup.Kind.DIGEST, "due_at": due, "user": user},
    )


def wakeups_due(*, now: datetime, limit: int = 1000) -> list[int]:
    return list(
        Wakeup.objects.filter(due_at__lte=now)
        .order_by("due_at")
        .values_list("pk", flat=True)[:limit]
    )


def wakeup_fire(*, wakeup_id: int, now: datetime) -> str:
    with transaction.atomic():
        wakeup = (
            Wakeup.objects.select_for_update(skip_locked=True, of=("self",))
            .select_related("user", "seat__game")
            .filter(pk=wakeup_id)
            .first()
        )
        if wakeup is None:
            return "gone"
        outcome = (
            _reminder(wakeup, now) if wakeup.kind == Wakeup.Kind.REMINDER else _digest(wakeup, now)
        )
        wakeup.delete()
        return outcome


def _reminder(wakeup: Wakeup, now: datetime) -> str:
    seat = wakeup.seat  # loaded with the wakeup, in this transaction
    if seat is None:
        return "stale"
    game = seat.game
    if (
        not seat.must_act
        or seat.user_id != wakeup.user_id
        or seat.status != Seat.Status.PLAYING
        or game.status != Game.Status.ACTIVE
        or seat.deadline_at is None
    ):
        return "stale"
    if game.clock_paused_at is not None:  # asked again in an hour: the deadline will move
        Wakeup.objects.get_or_create(
            key=f"{wakeup.key}:paused:{int(now.timestamp())}",
            defaults={
                "kind": wakeup.kind,
                "due_at": now + PAUSED_RECHECK,
                "user_id": wakeup.user_id,
                "seat": seat,
                "data": wakeup.data,
            },
        )
        return "paused"
    prefs = prefs_for(wakeup.user, game.pk)
    if seat.deadline_at.isoformat() != wakeup.data.get("deadline"):
        reminders_schedule(seat=seat, prefs=prefs, now=now)  # the deadline moved
        return "rescheduled"
    if not prefs.any_email:
        return "muted"
    hours = int(wakeup.data.get("hours", 0))
    with in_language_of(wakeup.user):
        section = section_for(game, seat, wakeup.user, prefs)
        message = compose(
            user=wakeup.user,
            game=game,
            prefs=prefs,
            subject=ngettext(
                "Reminder: %(hours)s hour left", "Reminder: %(hours)s hours left", hours
            )
            % {"hours": hours},
            paragraphs=[
                ngettext(
                    "Your deadline in %(game)s is %(when)s (about %(hours)s hour from now).",
                    "Your deadline in %(game)s is %(when)s (about %(hours)s hours from now).",
                    hours,
                )
                % {"game": game_title(game), "when": section.deadline, "hours": hours}
            ],
            sections=[section],
            reply_to=section.reply_to,
        )
    delivery_create(
        key=wakeup.key,
        kind="reminder",
        user=wakeup.user,
        game=game,
        message=message,
        prefs=prefs,
        now=now,
        turns=[{"game": game.pk, "deadline": seat.deadline_at.isoformat()}],
    )
    return "sent"


def _digest(wakeup: Wakeup, now: datetime) -> str:
    """Every game waiting for the user, most urgent first, in one email."""
    user = wakeup.user
    muted = set(
        GamePreference.objects.filter(user=user, muted=True).values_list("game_id", flat=True)
    )
    seats = [
        s
        for s in Seat.objects.select_related("game")
        .filter(
            user=user, must_act=True, status=Seat.Status.PLAYING, game__status=Game.Status.ACTIVE
        )
        .order_by("deadline_at", "game_id")
        if s.game_id not in muted
    ]
    seats = [s for s in seats if prefs_for(user, s.game_id).mode == "digest"]
    if not seats:
        return "empty"
    prefs = prefs_for(user, None)
    with in_language_of(user):
        sections = [section_for(s.game, s, user, prefs_for(user, s.game_id)) for s in seats]
        message = compose(
            user=user,
            game=None,
            prefs=prefs,
            subject=ngettext(
                "%(count)s game waiting for you", "%(count)s games waiting for you", len(sections)
            )
            % {"count": len(sections)},
            paragraphs=[
                gettext(
                    "These games wait for your move, the most urgent first. Reply to the "
                    "address under a game to move there."
                )
            ],
            sections=sections,
        )
    delivery_create(
        key=wakeup.key,
        kind="digest",
        user=user,
        game=None,
        message=message,
        prefs=prefs,
        now=now,
        turns=[{"game": s.game_id} for s in seats],
    )
    return "sent"
