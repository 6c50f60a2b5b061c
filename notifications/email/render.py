"""What an email says: built only from per-seat reads (game_events_for, the seat's own legal
moves, public seat facts), so hidden information never reaches a seat that may not see it."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime
from email.utils import formataddr, parseaddr
from typing import Any

from django.conf import settings
from django.template.loader import render_to_string

from accounts.models import User
from games.engines.core import get_engine
from games.models import Event, Game, Seat
from games.selectors import game_events_for
from notifications.email.links import login_link, reply_address, unsubscribe_link
from notifications.email.talk import talk_mark_shown, talk_unseen
from notifications.preferences import Prefs

HISTORY_LINES = 30
EXAMPLE_MOVES = 8


@dataclass
class Section:
    """One game as one recipient sees it."""

    title: str
    link: str
    deadline: str = ""
    history: list[str] = field(default_factory=list)
    move_kinds: list[str] = field(default_factory=list)
    examples: list[str] = field(default_factory=list)
    reply_to: str = ""
    your_turn: bool = False
    talk: list[str] = field(default_factory=list)  # table talk no earlier email showed
    talk_earlier: int = 0  # more new messages than shown: on the game page


@dataclass
class Message:
    subject: str
    text: str
    html: str
    from_address: str
    reply_to: str
    headers: dict[str, str]


def game_title(game: Game) -> str:
    return f"{get_engine(game.engine).title} #{game.pk}"


def local_time(moment: datetime | None, prefs: Prefs) -> str:
    if moment is None:
        return ""
    return moment.astimezone(prefs.tz).strftime("%a %d %b %Y, %H:%M %Z")


def seat_names(game: Game) -> dict[int, str]:
    names = {}
    for seat in game.seats.select_related("user"):
        who = seat.user.username if seat.user else (f"bot {seat.bot}" if seat.bot else "empty")
        names[seat.index] = f"{who} (seat {seat.index})"
    return names


def history_for(game: Game, seat: Seat, after: int | None = None) -> list[str]:
    """What happened since ``seat`` last acted, redacted for it, in notation."""
    if after is None:
        after = (
            Event.objects.filter(game=game, seat=seat.index, kind=Event.Kind.MOVE)
            .order_by("-seq")
            .values_list("seq", flat=True)
            .first()
            or 0
        )
    after = max(after, game.head_seq - HISTORY_LINES)
    names = seat_names(game)
    lines = []
    for entry in game_events_for(game=game, seat=seat.index, after=after):
        who = names.get(entry["seat"], "the game") if entry["seat"] is not None else "the game"
        text = entry["notation"] or entry["kind"]
        if entry["kind"] == Event.Kind.TIMEOUT:
            text += " (timed out: the default move)"
        seen = [json.dumps(r, sort_keys=True) for r in entry["reveals"] if r]
        if seen:
            text += f" — {'; '.join(seen)}"
        lines.append(f"{entry['seq']}. {who}: {text}")
    return lines


def section_for(
    game: Game, seat: Seat, user: User, prefs: Prefs, *, history: bool = True
) -> Section:
    engine = get_engine(game.engine)
    state = game.head_state
    your_turn = bool(
        state is not None
        and game.status == Game.Status.ACTIVE
        and seat.status == Seat.Status.PLAYING
        and seat.index in engine.to_act(state)
    )
    section = Section(title=game_title(game), link=login_link(user, game), your_turn=your_turn)
    if history:
        section.history = history_for(game, seat)
        talk = talk_unseen(game, user)
        section.talk, section.talk_earlier = talk.lines, talk.earlier
        talk_mark_shown(game, user, talk)
    if your_turn and state is not None:
        moves = engine.legal_moves(state, seat.index)
        section.move_kinds = sorted({str(m.get("type", "?")) for m in moves})
        section.examples = [engine.notation(state, seat.index, m) for m in moves[:EXAMPLE_MOVES]]
        section.deadline = local_time(seat.deadline_at, prefs)
        section.reply_to = reply_address(user, game, game.head_seq)
    return section


def compose(
    *,
    user: User,
    game: Game | None,
    prefs: Prefs,
    subject: str,
    paragraphs: list[str],
    sections: list[Section],
    reply_to: str = "",
) -> Message:
    """The text and HTML parts and the headers of one email."""
    context: dict[str, Any] = {
        "user": user,
        "paragraphs": paragraphs,
        "sections": sections,
        "reply_to": reply_to,
        "unsubscribe": unsubscribe_link(user, game),
        "site": settings.SITE_URL,
    }
    name, address = parseaddr(settings.DEFAULT_FROM_EMAIL)
    sender = formataddr((game_title(game) if game else (name or "Turn server"), address))
    tag = f"[{game_title(game)}] " if game else ""
    return Message(
        subject=f"{tag}{subject}",
        text=render_to_string("notifications/message.txt", context),
        html=render_to_string("notifications/message.html", context),
        from_address=sender,
        reply_to=reply_to,
        headers={
            "List-Unsubscribe": f"<{context['unsubscribe']}>",
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            **({"List-Id": f"<game-{game.pk}.{settings.INBOUND_EMAIL_DOMAIN}>"} if game else {}),
            **({"X-Game-Id": str(game.pk)} if game else {}),
        },
    )
