"""Engine words: what an engine says, as data the platform renders in the reader's language.

An engine never formats a sentence for a person. It returns a :class:`Text`: an English
template (the gettext msgid, with ``{placeholders}``) and its parameters. A parameter is a
number, a nested Text, a :class:`Term` (one of the game's own things: a place, an industry,
a card, a phase), a :class:`Player` (a seat the platform writes as the player's name), a
list of those (written one after another), or a verbatim string (what a player typed; never
a word of the game).

Each engine declares its vocabulary in one place, a :class:`Words` (its ``words.py``): the
terms per kind with their English names from its data, and ``T`` / ``Tn``, the only way
it makes a Text. ``manage.py engine_messages`` extracts every ``T("…")`` literal of an
engine package and every term into that engine's gettext catalogue (msgctxt: the engine's
slug; for a term, slug and kind), so "Build" can differ between two games.

``english()`` (and ``str()``) renders without the platform, for logs, notation stored for
old readers and engine tests. The platform's ``games.words.say`` is the one function that
renders a Text for a person: in their language, players by name. For parsing typed text the
platform registers each language it has here (:func:`add_language`), so that an engine's
parse accepts every language whatever the reader's.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeAlias

#: The msgctxt of the framework's own sentences (platform refusals, generic pending text).
CORE_CONTEXT = "engines"


@dataclass(frozen=True, slots=True)
class Term:
    """One of a game's own things, named: ``Term("industry", "coal_mine", "Coal Mine")``.

    ``kind`` and ``key`` are the engine's; ``name`` is the English name (the msgid) and
    ``context`` the engine's slug. Make them with :meth:`Words.term`, which checks that the
    term is declared.
    """

    kind: str
    key: str
    name: str
    context: str = CORE_CONTEXT

    @property
    def msgctxt(self) -> str:
        return f"{self.context}|{self.kind}"

    def english(self) -> str:
        return self.name

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True, slots=True)
class Player:
    """A seat in a sentence: the platform writes the player's name (English default:
    "Player 2")."""

    seat: int

    def fallback(self) -> Text:
        """The seat when no name is known."""
        return T("Player {number}", number=self.seat + 1)

    def english(self) -> str:
        return self.fallback().english()

    def __str__(self) -> str:
        return self.english()


Param: TypeAlias = "int | float | str | Text | Term | Player | Sequence[Param] | None"


@dataclass(frozen=True, slots=True)
class Text:
    """A sentence to be rendered: English template ``msgid`` (gettext's msgid) and params.

    ``plural``/``count``: the plural template and the name of the parameter that chooses
    between them (gettext's ngettext), e.g. ``Tn("{n} coal cube", "{n} coal cubes", "n", n=2)``.
    """

    msgid: str
    params: Mapping[str, Any] = field(default_factory=dict)
    context: str = CORE_CONTEXT
    plural: str | None = None
    count: str | None = None

    def template(self) -> str:
        """The English template that applies (singular or plural)."""
        if self.plural is not None and self.count is not None and self.params[self.count] != 1:
            return self.plural
        return self.msgid

    def english(self) -> str:
        return render(self, english_template, english_term, english_player)

    def __str__(self) -> str:
        return self.english()

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"msgid": self.msgid, "context": self.context}
        if self.params:
            data["params"] = {k: param_json(v) for k, v in self.params.items()}
        if self.plural is not None:
            data["plural"], data["count"] = self.plural, self.count
        return data

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Text:
        return Text(
            data["msgid"],
            {k: param_from_json(v) for k, v in data.get("params", {}).items()},
            data.get("context", CORE_CONTEXT),
            data.get("plural"),
            data.get("count"),
        )


#: What an engine may say: a Text, or (an engine not yet on the framework) a plain string.
Said: TypeAlias = "Text | str"


def param_json(value: Any) -> Any:
    if isinstance(value, Text):
        return value.as_json()
    if isinstance(value, Term):
        return {"term": value.kind, "key": value.key, "name": value.name, "context": value.context}
    if isinstance(value, Player):
        return {"player": value.seat}
    if isinstance(value, list | tuple):
        return [param_json(v) for v in value]
    return value


def param_from_json(value: Any) -> Any:
    if isinstance(value, dict):
        if "msgid" in value:
            return Text.from_json(value)
        if "term" in value:
            return Term(value["term"], value["key"], value["name"], value["context"])
        if "player" in value:
            return Player(value["player"])
    if isinstance(value, list):
        return [param_from_json(v) for v in value]
    return value


def said_json(said: Said) -> Any:
    """A Text as JSON (a plain string stays a string): for events, pending, problem details."""
    return said.as_json() if isinstance(said, Text) else said


def said_from_json(data: Any) -> Said:
    return Text.from_json(data) if isinstance(data, dict) and "msgid" in data else str(data)


# --------------------------------------------------------------------------- rendering

TemplateOf = Callable[[Text], str]
TermOf = Callable[[Term], str]
PlayerOf = Callable[[Player], str]


def render(text: Text, template_of: TemplateOf, term_of: TermOf, player_of: PlayerOf) -> str:
    """Render ``text`` with the three lookups a language supplies (templates, terms, players).

    A list parameter is written item after item, separated by ", " (:func:`semicolons`
    separates sentences); a sentence that needs "or"/"and" says so in its own template.
    """

    def value(param: Any) -> str:
        if isinstance(param, Text):
            return render(param, template_of, term_of, player_of)
        if isinstance(param, Term):
            return term_of(param)
        if isinstance(param, Player):
            return player_of(param)
        if isinstance(param, list | tuple):
            return ", ".join(value(p) for p in param)
        if param is None:
            return "—"
        return str(param)

    template = template_of(text)
    if not text.params:
        return template
    return template.format_map({k: value(v) for k, v in text.params.items()})


def english_template(text: Text) -> str:
    return text.template()


def english_term(term: Term) -> str:
    return term.name


def english_player(player: Player) -> str:
    return player.english()


def english(said: Said) -> str:
    """English text for logs, stored notation and engine tests (no platform, no names)."""
    return said if isinstance(said, str) else said.english()


# --------------------------------------------------------------------------- vocabulary


class Words:
    """One engine's vocabulary: its terms (kind -> key -> English name) and ``T``/``Tn``.

    ``T`` and ``Tn`` take the template as a string literal (the catalogue extractor reads
    the source, as xgettext does); anything else is a bug the extractor reports.
    """

    def __init__(self, context: str) -> None:
        self.context = context
        self.terms: dict[str, dict[str, str]] = {}
        self._cache: dict[tuple[str, str], Term] = {}

    def define(self, kind: str, names: Mapping[str, str]) -> None:
        """Declare the English names of one kind of thing (from the engine's data)."""
        self.terms.setdefault(kind, {}).update(names)

    def term(self, kind: str, key: str) -> Term:
        found = self._cache.get((kind, key))
        if found is None:
            found = Term(kind, key, self.terms[kind][key], self.context)
            self._cache[(kind, key)] = found
        return found

    def text(self, msgid: str, /, **params: Any) -> Text:
        return Text(msgid, params, self.context)

    def plural(self, singular: str, plural: str, count: str, /, **params: Any) -> Text:
        return Text(singular, params, self.context, plural, count)

    def term_msgids(self) -> list[tuple[str, str]]:
        """Every declared term as (msgctxt, msgid), for the catalogue."""
        return [
            (f"{self.context}|{kind}", name)
            for kind, names in sorted(self.terms.items())
            for name in sorted(set(names.values()))
        ]


CORE_WORDS = Words(CORE_CONTEXT)
T = CORE_WORDS.text


def semicolons(items: Sequence[Any]) -> Any:
    """Sentences one after another, separated by "; " (a list param uses ", ")."""
    if not items:
        return "—"
    out: Any = items[-1]
    for item in reversed(items[:-1]):
        out = T("{first}; {rest}", first=item, rest=out)
    return out


# --------------------------------------------------------------------------- languages

#: Renderers of the languages this server speaks, by language code. English is built in;
#: the platform adds the others at start-up (games.apps), so an engine's parse accepts
#: every language the server has, whatever the reader's.
_LANGUAGES: dict[str, Callable[[Text], str]] = {"en": Text.english}


def add_language(code: str, render_text: Callable[[Text], str]) -> None:
    _LANGUAGES[code] = render_text


def languages() -> list[str]:
    return list(_LANGUAGES)


def renderings(said: Said) -> list[str]:
    """``said`` in every language the server has (distinct, English first)."""
    if isinstance(said, str):
        return [said]
    out: list[str] = []
    for render_text in _LANGUAGES.values():
        written = render_text(said)
        if written not in out:
            out.append(written)
    return out


_MINUS = re.compile(r"(?<!\w)[-−–](?=\d)")
_DASHES = str.maketrans({"–": " ", "—": " ", "-": " ", "‐": " ", "‑": " ", "/": " "})


def fold(text: str) -> str:
    """Typed text as it is compared: lower case, accents and ß folded, dashes and
    punctuation to spaces, single spaces ("Stoke–on–Trent" = "stoke on trent",
    "Kohlebergwerk" = "kohlebergwerk", "München" = "Muenchen" = "munchen"); a minus sign
    before a number stays ("0,-4" = "0 -4")."""
    signed = _MINUS.sub("\x00", text.casefold())  # a sign ("0,-4") is no dash
    lowered = signed.translate(_DASHES).replace("\x00", "-")
    stripped = "".join(
        ch for ch in unicodedata.normalize("NFKD", lowered) if not unicodedata.combining(ch)
    )
    keep = "".join(ch if ch.isalnum() or ch in "£-" else " " for ch in stripped)
    return _UMLAUT_SPELLED.sub(r"\1", " ".join(keep.split()))


#: Umlauts typed without the key ("Eisenhuette", "Toepferei", "Haendler"): once accents are
#: folded, "ae", "oe" and "ue" read as the plain vowel, on both sides of every comparison.
_UMLAUT_SPELLED = re.compile(r"([aou])e")


def folded_renderings(said: Said) -> list[str]:
    return list(dict.fromkeys(fold(t) for t in renderings(said)))
