"""What the table-talk section of a game page shows one viewer (games/_chat.html)."""

from __future__ import annotations

from typing import Any

from django.conf import settings

from accounts.models import User
from accounts.services import profile_of
from games.chat.access import PLAYERS, may_moderate, reader_for, write_channel
from games.chat.selectors import chat_recent_for
from games.chat.services import chat_muted_names
from games.models import Game

SHOWN = 100


def talk_context(game: Game, user: User | None) -> dict[str, Any]:
    """What the table-talk section shows ``user``: their channel's last messages."""
    reader = reader_for(game, user)
    channel = write_channel(game, user)
    messages = chat_recent_for(game=game, reader=reader, count=SHOWN)
    me = user.pk if user is not None else None
    return {
        "talk_game": game,
        "talk_readable": reader.reads_anything,
        "talk_channel": channel,
        "talk_players_channel": channel == PLAYERS,
        "talk_messages": [{**m, "mine": m["author_id"] == me} for m in messages],
        "talk_moderator": may_moderate(game, user),
        "talk_muted": chat_muted_names(game=game, user=user) if user is not None else [],
        "talk_signed_in": user is not None,
        "talk_max_length": settings.CHAT_MAX_LENGTH,
        "talk_last_seq": messages[-1]["seq"] if messages else 0,
        "talk_tz": profile_of(user).timezone if user is not None else "UTC",
    }
