"""Who reads and writes which channel of a game's table talk, and who may hide a message.

Two channels: ``players`` (everyone seated at the table) and ``spectators`` (everyone
else who may watch the game, only if the table allows it: ``Game.spectator_chat``). A
spectator never reads the players' channel and a player never reads the spectators' one
(kibitzing would reach the table). A moderator (the game's creator, staff, or whoever a
registered check names, e.g. the organiser of the event the game is a table of) may hide
any message they can read; one who is not seated reads both channels. A reader never sees
what a player they muted says.

``tournaments`` registers its organiser check at start-up (``register_moderator_check``):
games/ knows nothing of tournaments, the dependency points from tournaments to games.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from accounts.models import User
from games.models import ChatMute, Event, Game, Seat

PLAYERS, SPECTATORS = "players", "spectators"
CHANNELS = (PLAYERS, SPECTATORS)

ModeratorCheck = Callable[[Game, User], bool]
_MODERATOR_CHECKS: list[ModeratorCheck] = []


def register_moderator_check(check: ModeratorCheck) -> None:
    """Another app names more moderators of a game (idempotent)."""
    if check not in _MODERATOR_CHECKS:
        _MODERATOR_CHECKS.append(check)


def may_moderate(game: Game, user: User | None) -> bool:
    if user is None or not user.is_authenticated:
        return False
    if user.is_staff or game.created_by_id == user.pk:
        return True
    return any(check(game, user) for check in _MODERATOR_CHECKS)


def table_seat(game: Game, user: User | None) -> Seat | None:
    """The seat ``user`` holds at the table (an invitation not yet taken is no seat)."""
    if user is None or not user.is_authenticated:
        return None
    return (
        game.seats.filter(user=user).exclude(status=Seat.Status.INVITED).order_by("index").first()
    )


def write_channel(game: Game, user: User | None) -> str | None:
    """The channel ``user`` talks in at ``game``, or None when they may not talk."""
    if user is None or not user.is_authenticated:
        return None
    if table_seat(game, user) is not None:
        return PLAYERS
    if game.spectator_chat and game.is_public:
        return SPECTATORS
    return None


@dataclass(frozen=True)
class ChatReader:
    """What one reader may see of a game's table talk."""

    user_id: int | None
    channels: frozenset[str]
    muted: frozenset[int]
    moderator: bool = False

    def sees(self, event: Event) -> bool:
        data: dict[str, Any] = event.data or {}
        if data.get("channel") not in self.channels:
            return False
        return event.kind != Event.Kind.CHAT or event.actor_id not in self.muted

    @property
    def reads_anything(self) -> bool:
        return bool(self.channels)


NOBODY = ChatReader(user_id=None, channels=frozenset(), muted=frozenset())


def reader_for(game: Game, user: User | None) -> ChatReader:
    """The reader ``user`` is at ``game`` (anonymous visitors of a public game spectate)."""
    moderator = may_moderate(game, user)
    if table_seat(game, user) is not None:
        channels = frozenset({PLAYERS})  # a seated moderator too: no kibitzing at the table
    elif moderator:
        channels = frozenset(CHANNELS)
    elif game.spectator_chat and game.is_public:
        channels = frozenset({SPECTATORS})
    else:
        channels = frozenset()
    user_id = user.pk if user is not None and user.is_authenticated else None
    muted = (
        frozenset(
            ChatMute.objects.filter(game=game, user_id=user_id).values_list("muted_id", flat=True)
        )
        if user_id is not None
        else frozenset()
    )
    return ChatReader(user_id=user_id, channels=channels, muted=muted, moderator=moderator)


def reader_for_seat(game: Game, seat: Seat) -> ChatReader:
    """The reader a seated player is (emails are written for a seat)."""
    if seat.user is None:
        return NOBODY
    return reader_for(game, seat.user)
