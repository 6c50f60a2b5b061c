"""What a board module draws from, and the panels it hands back to the page's frame.

A board module (``games/web/boards/<engine>.py``) gets a :class:`Table`: the seat's VIEW
(nothing else, so it cannot leak), who sits where (names and colours, for "alice" rather
than "Player 1"), and the places a legal move names (drawn clickable). It answers with the
board (SVG) and :class:`Panels`: each player's board and figures (money, income, VP...), the
reader's own hand, and the common displays, all in the game's own words. The frame lays
them out the same way for every engine.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import pgettext

from games.engines.core import Said, Term
from games.words import say, seat_name


@dataclass(frozen=True, slots=True)
class Table:
    """One reader's table: the view of ``seat`` (None: a spectator) and the players."""

    slug: str
    view: dict[str, Any]
    seat: int | None
    names: Sequence[str] = ()
    colours: Sequence[str] = ()
    colour_names: Sequence[str] = ()
    clickable: frozenset[str] = frozenset()
    #: Places a previewed move changes (drawn outlined on the board after the move).
    marked: frozenset[str] = frozenset()

    def name(self, seat: int | None) -> str:
        """The player's name; "Player 2" only where the seat has nobody yet."""
        if seat is None or seat < 0:
            return ""
        return seat_name(self.names, seat)

    def colour(self, seat: int | None) -> str:
        if seat is not None and 0 <= seat < len(self.colours):
            return self.colours[seat]
        return "#888"

    def colour_name(self, seat: int | None) -> str:
        if seat is not None and 0 <= seat < len(self.colour_names):
            return self.colour_names[seat]
        return ""

    def say(self, said: Said | Term | None) -> str:
        """An engine's words for this reader: players by name."""
        return say(said, seat_names=list(self.names))

    @property
    def players(self) -> int:
        return len(self.names)


@dataclass(frozen=True, slots=True)
class Fact:
    """One figure of a player or of the game: "Money" "£17" (``note``: a longer title)."""

    label: str
    value: str
    note: str = ""


@dataclass(slots=True)
class PlayerPanel:
    """A player's figures (shown beside their name) and their board (drawn under the map)."""

    seat: int
    facts: list[Fact] = field(default_factory=list)
    board: SafeString = field(default_factory=lambda: mark_safe(""))


@dataclass(frozen=True, slots=True)
class Section:
    """A titled part of the page: the reader's hand (``private``) or a common display."""

    title: str
    body: SafeString
    private: bool = False
    key: str = ""


@dataclass(slots=True)
class Panels:
    players: list[PlayerPanel] = field(default_factory=list)
    sections: list[Section] = field(default_factory=list)

    def player(self, seat: int) -> PlayerPanel | None:
        return next((p for p in self.players if p.seat == seat), None)

    @property
    def private(self) -> list[Section]:
        return [s for s in self.sections if s.private]

    @property
    def common(self) -> list[Section]:
        return [s for s in self.sections if not s.private]


def facts_html(facts: Iterable[Fact]) -> SafeString:
    """Figures as a definition list (label, value)."""
    rows = format_html_join(
        "",
        '<div class="fact"><dt>{}</dt><dd{}>{}</dd></div>',
        ((f.label, format_html(' title="{}"', f.note) if f.note else "", f.value) for f in facts),
    )
    return format_html('<dl class="figures">{}</dl>', rows)


def items_html(items: Iterable[str], css: str = "items") -> SafeString:
    """Things in a row (cards in a hand, tiles on a display), each one a list item."""
    listed = list(items)
    if not listed:
        return format_html('<p class="muted">{}</p>', pgettext("pages", "none"))
    rows = format_html_join("", "<li>{}</li>", ((i,) for i in listed))
    return format_html('<ul class="{}">{}</ul>', css, rows)
