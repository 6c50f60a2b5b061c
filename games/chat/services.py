"""Posting, hiding and muting table talk. Each post or hide is one appended event, written
under the game row's lock (the log's numbering, games.services.log) and never changed."""

from __future__ import annotations

import math
from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from accounts.models import User
from games.chat.access import (
    CHANNELS,
    may_moderate,
    reader_for,
    table_seat,
    write_channel,
)
from games.chat.errors import (
    ChatClosed,
    ChatFlood,
    ChatMessageNotFound,
    MuteRefused,
    NotModerator,
)
from games.chat.text import clean_text
from games.errors import GameNotFound
from games.models import ChatMute, Event, Game
from games.services.log import next_seq
from games.services.moves import lock_game


def chat_rate() -> tuple[int, timedelta]:
    count, _, seconds = settings.CHAT_RATE.partition("/")
    return int(count), timedelta(seconds=int(seconds or 60))


def _check_flood(user: User) -> None:
    """At most CHAT_RATE messages per user over every game; 429 with the wait otherwise."""
    limit, window = chat_rate()
    now = timezone.now()
    recent = list(
        Event.objects.filter(kind=Event.Kind.CHAT, actor=user, created_at__gt=now - window)
        .order_by("created_at")
        .values_list("created_at", flat=True)
    )
    if len(recent) < limit:
        return
    frees_at = recent[len(recent) - limit] + window
    wait = max(1, math.ceil((frees_at - now).total_seconds()))
    raise ChatFlood(
        _("You are writing too fast; try again in %(seconds)d seconds.") % {"seconds": wait},
        retry_after=wait,
    )


def chat_post(
    *, game_id: int, user: User, text: str, channel: str | None = None, source: str = "api"
) -> Event:
    """Append ``user``'s message to the table talk of a game they may talk at."""
    cleaned = clean_text(text)
    with transaction.atomic():
        User.objects.select_for_update().filter(pk=user.pk).first()  # one flood count at a time
        game = lock_game(game_id)
        if not (game.is_public or table_seat(game, user) is not None or may_moderate(game, user)):
            raise GameNotFound(_("There is no game %(id)d.") % {"id": game_id})
        allowed = write_channel(game, user)
        if allowed is None or (channel is not None and channel != allowed):
            raise ChatClosed(_closed_sentence(game, allowed), channel=allowed)
        _check_flood(user)
        seat = table_seat(game, user)
        event = Event.objects.create(
            game=game,
            seq=next_seq(game),
            seat=seat.index if seat is not None else None,
            kind=Event.Kind.CHAT,
            actor=user,
            data={"text": cleaned, "channel": allowed, "source": source},
        )
        game.save(update_fields=["last_seq"])
        return event


def _closed_sentence(game: Game, allowed: str | None) -> str:
    if allowed is None and not game.spectator_chat:
        return _("Only the players talk at this table.")
    if allowed is None:
        return _("Sign in to talk with the other spectators.")
    if allowed == CHANNELS[0]:
        return _("Players talk in the players' channel only.")
    return _("Spectators talk in the spectators' channel only.")


def chat_hide(*, game_id: int, user: User, seq: int) -> Event:
    """A moderator hides a message: it is kept in the log and shown to nobody again."""
    with transaction.atomic():
        game = lock_game(game_id)
        reader = reader_for(game, user)
        if not reader.moderator:
            raise NotModerator(
                _("Only the game's creator or the event's organiser hides messages.")
            )
        target = Event.objects.filter(game=game, seq=seq, kind=Event.Kind.CHAT).first()
        if target is None or (target.data or {}).get("channel") not in reader.channels:
            raise ChatMessageNotFound(_("There is no message %(seq)d here.") % {"seq": seq})
        already = Event.objects.filter(
            game=game, kind=Event.Kind.CHAT_HIDE, data__hides=seq
        ).first()
        if already is not None:
            return already  # hiding twice changes nothing
        event = Event.objects.create(
            game=game,
            seq=next_seq(game),
            seat=None,
            kind=Event.Kind.CHAT_HIDE,
            actor=user,
            data={"hides": seq, "channel": target.data["channel"]},
        )
        game.save(update_fields=["last_seq"])
        return event


def chat_mute_set(*, game_id: int, user: User, username: str, muted: bool) -> list[str]:
    """Mute (or unmute) a player for ``user`` at one game; returns the names muted now."""
    game = Game.objects.filter(pk=game_id).first()
    if game is None or not reader_for(game, user).reads_anything:
        raise GameNotFound(_("There is no game %(id)d.") % {"id": game_id})
    other = User.objects.filter(username=username).first()
    if other is None:
        raise MuteRefused(_("There is no player %(name)s.") % {"name": username})
    if other.pk == user.pk:
        raise MuteRefused(_("You cannot mute yourself."))
    if muted:
        ChatMute.objects.get_or_create(game=game, user=user, muted=other)
    else:
        ChatMute.objects.filter(game=game, user=user, muted=other).delete()
    return chat_muted_names(game=game, user=user)


def chat_muted_names(*, game: Game, user: User) -> list[str]:
    return sorted(
        ChatMute.objects.filter(game=game, user=user).values_list("muted__username", flat=True)
    )
