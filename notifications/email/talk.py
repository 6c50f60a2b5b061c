"""Table talk by email: new messages in the next turn email or digest, and replies to talk.

An email shows the messages of the recipient's channel that no earlier email showed them
(``TalkSeen``), without their own, hidden ones or those of a player they muted; a seat that
muted the game gets no email at all (preferences). Messages are never emailed one by one:
correspondence players read the table talk with their turn.

A reply whose first line of the player's own words starts with ``say:`` goes to the table
talk; any other reply is a move. A marker rather than "whatever does not parse as a move":
a mistyped move must never become a message the other players read (it would tell them the
move), and its sender must hear that the move was not played, with the close legal moves.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from accounts.models import User
from games.chat.access import reader_for
from games.chat.selectors import chat_messages_for
from games.models import Event, Game
from notifications.email.replies import own_words
from notifications.models import TalkSeen

#: "say:" (and the German "sag:", as the German email tells): whatever the reader's language.
SAY = re.compile(r"^\s*(?:say|sag)\s*:\s*", re.IGNORECASE)
TALK_LINES = 20
TALK_READ = 1000


def talk_text_of(reply_part: str) -> str | None:
    """The message of a reply (the part above our marker) that starts with ``say:``, else
    None. Quoted text and signatures are left out; the message keeps its line breaks."""
    lines = own_words(reply_part).splitlines()
    if not lines or not SAY.match(lines[0]):
        return None
    lines[0] = SAY.sub("", lines[0], count=1)
    return "\n".join(lines).strip()


@dataclass
class TalkDigest:
    """The table talk one email shows: the last TALK_LINES new messages."""

    lines: list[str] = field(default_factory=list)
    earlier: int = 0  # new messages left out (on the game page)
    last_seq: int = 0


def talk_unseen(game: Game, user: User) -> TalkDigest:
    """The messages ``user`` may read at ``game`` that no email has shown them yet."""
    seen = TalkSeen.objects.filter(user=user, game=game).values_list("seq", flat=True).first()
    after = seen or 0
    messages = [
        m
        for m in chat_messages_for(
            game=game, reader=reader_for(game, user), after=after, limit=TALK_READ
        )
        if m["kind"] == Event.Kind.CHAT and not m["hidden"] and m["author_id"] != user.pk
    ]
    if not messages:
        return TalkDigest(last_seq=after)
    shown = messages[-TALK_LINES:]
    return TalkDigest(
        lines=[f"{m['author']}: {m['text']}".replace("\n", "\n    ") for m in shown],
        earlier=len(messages) - len(shown),
        last_seq=messages[-1]["seq"],
    )


def talk_mark_shown(game: Game, user: User, digest: TalkDigest) -> None:
    """An email showed ``digest``: the next one starts after it."""
    if digest.lines:
        TalkSeen.objects.update_or_create(user=user, game=game, defaults={"seq": digest.last_seq})
