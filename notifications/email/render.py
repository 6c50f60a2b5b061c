"""What an email says: built only from per-seat reads (the game page's own position for the
seat: its view, its legal moves, its log), so hidden information never reaches a seat that
may not see it.

A turn email stands in for the game page: the reader's figures and hand, the pending
decision in words, what the others did since the reader's last move (the page's log), the
board as the page draws it (its SVG, sent as an inline PNG with alt text), and the moves:
where they are few, each a link to a confirm page (email/confirm.py), else examples in
words; a reply with the move's words works as before.
"""

from __future__ import annotations

import html as html_lib
import re
from dataclasses import dataclass, field
from datetime import datetime
from email.utils import formataddr, parseaddr
from typing import Any

from django.conf import settings
from django.template.loader import render_to_string
from django.utils import dateformat
from django.utils.html import strip_tags
from django.utils.safestring import SafeString
from django.utils.translation import gettext

from accounts.models import User
from games import words
from games.engines.core import get_engine
from games.models import Game, Seat
from games.orders_words import dropped_words
from games.services.orders import orders_dropped_untold, orders_mark_told
from games.web.boards.table import Fact
from games.web.pages import position_of
from notifications.email.confirm import move_link
from notifications.email.links import login_link, reply_address, unsubscribe_link
from notifications.email.talk import talk_mark_shown, talk_unseen
from notifications.models import ReplyAddress
from notifications.preferences import Prefs

HISTORY_LINES = 30
#: At most this many legal moves: each is a link in the email; more: examples in words.
MOVE_LINKS = 8
EXAMPLE_MOVES = 5


@dataclass
class Picture:
    """An inline image of an email: the SVG, rendered to PNG when the email is sent."""

    cid: str
    alt: str
    svg: str


@dataclass
class Private:
    """A titled part of the reader's own position (their hand), as HTML and as text."""

    title: str
    html: SafeString
    text: str


@dataclass
class MoveLink:
    words: str
    url: str


@dataclass
class Section:
    """One game as one recipient sees it."""

    title: str
    link: str
    deadline: str = ""
    pending: str = ""  # the pending decision in words: why it is the reader's turn
    facts: list[Fact] = field(default_factory=list)
    private: list[Private] = field(default_factory=list)
    history: list[str] = field(default_factory=list)
    board: Picture | None = None
    own_board: Picture | None = None  # the reader's player board, where the game has one
    move_links: list[MoveLink] = field(default_factory=list)
    move_count: int = 0
    examples: list[str] = field(default_factory=list)
    reply_to: str = ""
    your_turn: bool = False
    talk: list[str] = field(default_factory=list)  # table talk no earlier email showed
    talk_earlier: int = 0  # more new messages than shown: on the game page
    orders_dropped: list[str] = field(default_factory=list)  # the reader's own, untold yet


@dataclass
class Message:
    subject: str
    text: str
    html: str
    from_address: str
    reply_to: str
    headers: dict[str, str]
    pictures: list[Picture] = field(default_factory=list)


def game_title(game: Game) -> str:
    return f"{get_engine(game.engine).title} #{game.pk}"


def local_time(moment: datetime | None, prefs: Prefs) -> str:
    """The moment in the reader's timezone, day and month named in the active language
    (strftime would name them in the C locale's English for every reader)."""
    if moment is None:
        return ""
    return dateformat.format(moment.astimezone(prefs.tz), "D j M Y, H:i T")


def picture_title(svg: str) -> str:
    """The drawing's own title (its root <title>: the board's state in words, as the page
    names it for a screen reader), for an image's alt text."""
    found = re.search(r"<title>(.*?)</title>", svg, re.S)
    return html_lib.unescape(found.group(1)).strip().rstrip(".") if found else ""


def _text_of(html: str) -> str:
    """A panel's HTML (lists of cards, figures) as lines of text for the plain part; a line
    break inside an item (a card's name over its kind) becomes a dash, not nothing."""
    for closing, then in (("</dt>", ": "), ("</li>", "\n"), ("</dd>", "\n"), ("</p>", "\n")):
        html = html.replace(closing, closing + then)
    html = re.sub(r"<br\s*/?>", " – ", html)
    lines = strip_tags(html)
    return "\n".join(" ".join(ln.split()) for ln in lines.splitlines() if ln.strip())


def section_for(
    game: Game,
    seat: Seat,
    user: User,
    prefs: Prefs,
    *,
    history: bool = True,
    picture: bool = True,
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
    position = position_of(game, user, say_moves=MOVE_LINKS + 1)
    section.facts = position.facts
    section.private = [Private(p.title, p.body, _text_of(p.body)) for p in position.private]
    if picture and position.board:
        section.board = Picture(
            cid=f"board-{game.pk}-{game.head_seq}",
            alt=gettext("The board of %(game)s after move %(seq)s, as you see it: %(title)s.")
            % {"game": section.title, "seq": game.head_seq, "title": picture_title(position.board)},
            svg=position.board,
        )
    if picture and position.own_board:
        section.own_board = Picture(
            cid=f"own-board-{game.pk}-{game.head_seq}",
            alt=gettext("Your player board in %(game)s after move %(seq)s: %(title)s.")
            % {
                "game": section.title,
                "seq": game.head_seq,
                "title": picture_title(position.own_board),
            },
            svg=position.own_board,
        )
    if history:
        section.history = [
            e.text if e.says_who else f"{e.who}: {e.text}" for e in position.news[-HISTORY_LINES:]
        ]
        talk = talk_unseen(game, user)
        section.talk, section.talk_earlier = talk.lines, talk.earlier
        talk_mark_shown(game, user, talk)
        dropped = orders_dropped_untold(game=game, user=user)
        names = words.seat_names(game)
        section.orders_dropped = [dropped_words(o, game, names) for o in dropped]
        orders_mark_told(dropped)
    if your_turn and state is not None:
        section.pending = position.pending_text
        section.deadline = local_time(seat.deadline_at, prefs)
        section.reply_to = reply_address(user, game, game.head_seq)
        section.move_count = len(position.moves)
        listed = [m for m in position.moves if not m.get("compact")]
        if len(listed) == len(position.moves) <= MOVE_LINKS:
            address = ReplyAddress.objects.get(user=user, game=game, seq=game.head_seq)
            section.move_links = [
                MoveLink(said, move_link(address, move))
                for move, said in zip(listed, position.said, strict=True)
            ]
        else:
            section.examples = position.said[:EXAMPLE_MOVES]
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
        "subject": subject,
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
        pictures=[p for s in sections for p in (s.board, s.own_board) if p is not None],
    )
