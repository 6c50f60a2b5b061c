"""From the event log to emails: the "email" consumer of the outbox (notifications.outbox).

For each event, in the transaction that moves the cursor: the seat that timed out is told;
a seat handed to a bot, left for a substitute or claimed is announced to everyone; a game
that ended sends everyone the result; and when the event is the game's head, each person
who must now act (and did not just act) gets a turn email, or a digest entry, and their
reminders are scheduled. Games that start (no event marks it) come from StartNotice rows.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext, ngettext

from accounts.language import in_language_of
from accounts.models import User
from games.models import Event, Game, Seat
from games.words import say, seat_names
from notifications.email.deliveries import delivery_create
from notifications.email.render import Message, compose, game_title, section_for
from notifications.email.schedule import digest_schedule, reminders_schedule
from notifications.models import StartNotice
from notifications.outbox import consume
from notifications.preferences import Prefs, prefs_for

CONSUMER = "email"


def outbox_dispatch(*, now: datetime | None = None) -> int:
    """Turn every new event (and game start) into deliveries; returns events handled."""
    now = now or timezone.now()
    starts = starts_dispatch(now=now)
    return starts + consume(CONSUMER, lambda event: event_handle(event, now=now))


def starts_dispatch(*, now: datetime) -> int:
    handled = 0
    for notice_id in StartNotice.objects.filter(handled=False).values_list("pk", flat=True)[:500]:
        with transaction.atomic():
            notice = (
                StartNotice.objects.select_for_update(skip_locked=True)
                .select_related("game")
                .filter(pk=notice_id, handled=False)
                .first()
            )
            if notice is None:
                continue
            game = notice.game
            for seat in _people(game):
                _lifecycle_email(
                    seat.user,
                    game,
                    "started",
                    f"started:{game.pk}:{seat.user_id}",
                    _started(game),
                    now,
                    seat=seat,
                )
            if game.head_seq == 0 and game.status == Game.Status.ACTIVE:
                _turns(game, acted=None, now=now)
            notice.handled = True
            notice.save(update_fields=["handled"])
            handled += 1
    return handled


def event_handle(event: Event, *, now: datetime) -> None:
    game = Game.objects.get(pk=event.game_id)
    data = event.data or {}
    if event.kind == Event.Kind.TIMEOUT and data.get("user"):
        user = User.objects.filter(pk=data["user"]).first()
        if user is not None:
            dropped = data.get("type") == "seat_dropped"
            _lifecycle_email(
                user,
                game,
                "timed_out",
                f"timed_out:{game.pk}:{event.seq}",
                lambda: (
                    gettext("You timed out"),
                    [
                        gettext(
                            "Your time ran out, so the default move was played for you: %(move)s."
                        )
                        % {"move": _move_words(event, game)}
                        + (" " + gettext("A bot has taken over your seat.") if dropped else "")
                    ],
                ),
                now,
            )
    if event.kind == Event.Kind.SYSTEM and str(data.get("type", "")).startswith("seat_"):
        _announce_seat_change(game, event, now)
    if event.seq != game.head_seq:
        return  # a later event speaks for the current position
    if game.status == Game.Status.FINISHED:
        _game_over(game, now)
    elif game.status == Game.Status.ACTIVE:
        acted = event.seat if event.kind in (Event.Kind.MOVE,) else None
        _turns(game, acted=acted, now=now)


def _move_words(event: Event, game: Game) -> str:
    """The move as the game log writes it, in the active language (its notation for an
    event without words)."""
    if event.words:
        return say(event.words, seat_names=seat_names(game))
    return str(event.notation)


def _people(game: Game) -> list[Seat]:
    return [s for s in game.seats.select_related("user") if s.user is not None]


def _count(score: Any) -> int:
    """A score as the count that picks "point" or "points" (a tie-break may make it 10.5)."""
    try:
        return int(score)
    except (TypeError, ValueError):
        return 2


def _started(game: Game) -> Callable[[], tuple[str, list[str]]]:
    def words() -> tuple[str, list[str]]:
        return gettext("The game has started"), [
            gettext("%(game)s has started. Players: %(players)s.")
            % {"game": game_title(game), "players": _players(game)}
        ]

    return words


def _players(game: Game) -> str:
    return ", ".join(seat_names(game))


def _turn_email(game: Game, seat: Seat, prefs: Prefs) -> Message:
    """The turn email: the seat's position as the game page shows it (render.section_for)."""
    assert seat.user is not None
    section = section_for(game, seat, seat.user, prefs)
    return compose(
        user=seat.user,
        game=game,
        prefs=prefs,
        subject=gettext("Your turn"),
        paragraphs=[gettext("It is your turn in %(game)s.") % {"game": game_title(game)}],
        sections=[section],
        reply_to=section.reply_to,
    )


def _turns(game: Game, *, acted: int | None, now: datetime) -> None:
    for seat in game.seats.select_related("user").filter(
        must_act=True, status=Seat.Status.PLAYING, user__isnull=False
    ):
        if seat.index == acted:
            continue  # still their turn after their own move: they are at the game
        assert seat.user is not None
        prefs = prefs_for(seat.user, game.pk)
        if prefs.muted:
            continue
        reminders_schedule(seat=seat, prefs=prefs, now=now)
        if prefs.turn_emails:
            with in_language_of(seat.user):
                message = _turn_email(game, seat, prefs)
            delivery_create(
                key=f"turn:{game.pk}:{game.head_seq}:{seat.user_id}",
                kind="turn",
                user=seat.user,
                game=game,
                message=message,
                prefs=prefs,
                now=now,
                turns=[{"game": game.pk, "seq": game.head_seq}],
            )
        elif prefs.any_email:
            digest_schedule(user=seat.user, prefs=prefs, now=now)


def _game_over(game: Game, now: datetime) -> None:
    result = game.result or {}
    names = seat_names(game)
    ranks = result.get("ranks") or []
    scores = result.get("scores") or []

    def results() -> tuple[str, list[str]]:
        lines = [
            (
                ngettext(
                    "%(name)s: place %(rank)s, %(score)s point",
                    "%(name)s: place %(rank)s, %(score)s points",
                    _count(scores[i]),
                )
                % {"name": names[i], "rank": rank, "score": scores[i]}
                if i < len(scores)
                else gettext("%(name)s: place %(rank)s") % {"name": names[i], "rank": rank}
            )
            for i, rank in sorted(enumerate(ranks), key=lambda item: item[1])
            if i < len(names)
        ]
        return gettext("Game over"), [
            gettext("%(game)s is over.") % {"game": game_title(game)},
            gettext("Results: %(lines)s") % {"lines": "; ".join(lines)},
        ]

    for seat in _people(game):
        assert seat.user is not None
        _lifecycle_email(
            seat.user, game, "game_over", f"over:{game.pk}:{seat.user_id}", results, now, seat=seat
        )


def _announce_seat_change(game: Game, event: Event, now: datetime) -> None:
    data = event.data or {}
    kind = data["type"]
    names = seat_names(game)
    previous = data.get("previous_user")
    before = User.objects.filter(pk=previous).first() if previous else None
    now_playing = names[event.seat or 0] if (event.seat or 0) < len(names) else ""
    earlier = before.username if before is not None else now_playing

    def text() -> tuple[str, list[str]]:
        said = {
            "seat_bot": gettext(
                "%(name)s ran out of time too often: a bot plays for them from now on."
            ),
            "seat_vacant": gettext(
                "%(name)s ran out of time too often: their place waits for a substitute, "
                "who can take it on the game page."
            ),
            "seat_dropped": gettext("%(name)s was dropped from the game."),
            "seat_claimed": gettext("%(new)s took over the place of %(name)s."),
            "player_replaced": gettext("The organiser gave the place of %(name)s to %(new)s."),
        }.get(kind, gettext("The game changed who plays for %(name)s."))
        return gettext("A player was replaced"), [said % {"name": earlier, "new": now_playing}]

    recipients = {s.user_id: s.user for s in _people(game)}
    for key in ("user", "previous_user"):
        if data.get(key) and data[key] not in recipients:
            recipients[data[key]] = User.objects.filter(pk=data[key]).first()
    for user in recipients.values():
        if user is not None:
            _lifecycle_email(
                user, game, "replaced", f"seat:{game.pk}:{event.seq}:{user.pk}", text, now
            )


def _lifecycle_email(
    user: User | None,
    game: Game,
    kind: str,
    key: str,
    words: Callable[[], tuple[str, list[str]]],
    now: datetime,
    *,
    seat: Seat | None = None,
) -> None:
    """One email about the game's life; ``words()`` gives its subject and paragraphs,
    written in the reader's language."""
    if user is None:
        return
    prefs = prefs_for(user, game.pk)
    if not prefs.any_email:
        return
    with in_language_of(user):
        sections = [section_for(game, seat, user, prefs, history=False)] if seat else []
        subject, paragraphs = words()
        message = compose(
            user=user,
            game=game,
            prefs=prefs,
            subject=subject,
            paragraphs=paragraphs,
            sections=sections,
            reply_to=sections[0].reply_to if sections else "",
        )
    delivery_create(key=key, kind=kind, user=user, game=game, message=message, prefs=prefs, now=now)
