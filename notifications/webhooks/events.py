"""What an event means for a subscription's owner: which webhook event types it is.

"Your turn" and "game over" are read from the game when the consumer handles the event
(Game.to_act / status / result). When the consumer is behind and the game has moved on,
the seat that made the next move is the one that was to act after this event.
"""

from __future__ import annotations

from games.models import TALK_KINDS, Event, Game

from .models import EventType

MOVE_KINDS = (Event.Kind.MOVE, Event.Kind.BOT, Event.Kind.UNDO)
REPLACED = {"player_replaced", "seat_replaced", "replaced"}


def to_act_after(event: Event) -> list[int]:
    """The seats that had to act right after ``event``."""
    game = event.game
    if event.seq >= game.head_seq:
        return list(game.to_act or [])
    following = (
        Event.objects.filter(game_id=game.pk, seq__gt=event.seq, seat__isnull=False)
        .exclude(kind__in=(Event.Kind.UNDO, *TALK_KINDS))
        .order_by("seq")
        .values_list("seat", flat=True)
        .first()
    )
    return [following] if following is not None else []


def game_over_at(event: Event) -> bool:
    game = event.game
    return game.status == Game.Status.FINISHED and event.seq >= game.head_seq


def event_types_for(event: Event, *, owner_seats: list[int], to_act: list[int]) -> list[str]:
    """Every webhook type ``event`` is for someone holding ``owner_seats``."""
    types: list[str] = []
    if event.kind in TALK_KINDS:  # table talk is never a move, a turn or the end
        return [str(EventType.CHAT_MESSAGE)] if event.kind == Event.Kind.CHAT else []
    if event.kind in MOVE_KINDS:
        types.append(EventType.MOVE_MADE)
    elif event.kind == Event.Kind.TIMEOUT:
        types.append(EventType.TIMEOUT)
    elif event.kind == Event.Kind.SYSTEM and str(event.data.get("type", "")) in REPLACED:
        types.append(EventType.PLAYER_REPLACED)
    if game_over_at(event):
        types.append(EventType.GAME_OVER)
    elif set(owner_seats) & set(to_act) and event.seat not in owner_seats:
        types.append(EventType.TURN_YOURS)
    return [str(t) for t in types]


PRIORITY = [
    EventType.CHAT_MESSAGE,
    EventType.GAME_OVER,
    EventType.TURN_YOURS,
    EventType.PLAYER_REPLACED,
    EventType.TIMEOUT,
    EventType.MOVE_MADE,
]


def primary_type(types: list[str]) -> str:
    for kind in PRIORITY:
        if kind in types:
            return str(kind)
    return types[0]
