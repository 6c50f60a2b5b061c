"""Refusals of table talk (problem details with a stable code; nothing is changed)."""

from __future__ import annotations

from games.errors import ServiceError


class ChatEmpty(ServiceError):
    status, code = 400, "E_CHAT_EMPTY"


class ChatTooLong(ServiceError):
    status, code = 400, "E_CHAT_TOO_LONG"


class ChatClosed(ServiceError):
    """The caller may not talk (or read) in that channel of that game."""

    status, code = 403, "E_CHAT_CLOSED"


class ChatFlood(ServiceError):
    """Too many messages too fast; ``Retry-After`` says when the next one is accepted."""

    status, code = 429, "E_CHAT_FLOOD"

    def __init__(self, message: str, *, retry_after: int) -> None:
        super().__init__(message, retry_after=retry_after)
        self.headers = {"Retry-After": str(retry_after)}


class ChatMessageNotFound(ServiceError):
    status, code = 404, "E_CHAT_MESSAGE_NOT_FOUND"


class NotModerator(ServiceError):
    status, code = 403, "E_NOT_MODERATOR"


class MuteRefused(ServiceError):
    status, code = 400, "E_MUTE_REFUSED"
