"""What a person reads on a page or in an email, and the engine-internal tokens in it.

``person_text`` keeps what is shown or spoken (text, and the ``title``, ``aria-label``,
``alt`` and ``placeholder`` attributes) and drops scripts, styles and hidden form fields.
``internal_tokens`` lists what no person should meet there: snake_case keys, Python
literals and reprs, JSON, seat numbers ("seat 0", "P1"), moves in typed notation (a tile's
rotation number, a route by hex labels) and truncated words (a stub such as
"moun" or "dese" that is the start of a word of the game's own vocabulary, not a word itself).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from html.parser import HTMLParser
from pathlib import Path

SPOKEN_ATTRS = ("title", "aria-label", "alt", "placeholder")
SKIPPED = {"script", "style", "template"}

SNAKE = re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b")
LITERAL = re.compile(r"\b(True|False|None)\b")
REPR = re.compile(r"[\[{(]\s*'|'\s*:\s|\[\s*\d+\s*(,\s*\d+\s*)+\]|\[\]|\{\}")
JSON = re.compile(r"\{\s*\"|\"\s*:\s*[\[{\"\d]")
SEAT = re.compile(r"\b(seat|Seat|SEAT)\s+\d+\b|\bP[1-9]\b|\bplayer\s+\d\b|\bPlayer\s+\d\b")
#: A move in its typed notation where words belong: a tile by rotation number, a route by
#: its hex labels (Age of Steam's "Build tile straight at B8, rotation 1", "route Des Moines,
#: C9, D9").
NOTATION = re.compile(r"\b(rotation|Drehung)\s+\d|\b(route|Route)\b[^\n.;]*\b[A-Z]\d{1,2}\b")
#: An abbreviation where the game's words belong: 504's "MP" (movement points).
ABBREVIATION = re.compile(r"\bMP\b")
#: A pair of numbers ("-1,0") that does not say what it is: 504's words name a space by
#: its terrain ("the forest at -1,0", "Feld -1,0 (Wald)"); a pair alone on its line is the
#: coordinate the board prints on the hex.
PAIR = re.compile(r"(?<![\w,.\-−])-?\d+,-?\d+(?![\w,])")
NAMED_PAIR = re.compile(
    r"\b(?:(?:city|desert|field|forest|meadow|mountain|water|space) at|[Ss]pace|Feld)"
    r" (-?\d+,-?\d+)"
)
WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
#: The site's own words: templates and the strings its Python marks for translation.
APPS = ("accounts", "config", "games", "notifications", "tournaments", "templates")
GETTEXT = re.compile(r'gettext(?:_lazy)?\(\s*(?:"[^"]*",\s*)?"([^"]*)"')


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag in SKIPPED:
            self.skip += 1
            return
        if tag == "input" and found.get("type") == "hidden":
            return
        for name in SPOKEN_ATTRS:
            value = found.get(name)
            if value:
                self.parts.append(value)
        if tag == "input" and found.get("type") in ("submit", "button") and found.get("value"):
            self.parts.append(str(found["value"]))

    def handle_endtag(self, tag: str) -> None:
        if tag in SKIPPED and self.skip:
            self.skip -= 1

    def handle_data(self, data: str) -> None:
        if not self.skip and data.strip():
            self.parts.append(data.strip())


def person_text(html: str) -> str:
    """The page's words as a person meets them, one piece a line."""
    reader = _Reader()
    reader.feed(html)
    return "\n".join(reader.parts)


def vocabulary(engine: object) -> set[str]:
    """Every word the platform and the engine may say in English: the engines' terms and
    the msgids of every catalogue template (engines and the site)."""
    words: set[str] = set()
    terms = getattr(getattr(engine, "words", None), "terms", {})
    for names in terms.values():
        for name in names.values():
            words.update(w.lower() for w in WORD.findall(name))
    root = Path(__file__).resolve().parents[2]
    for pot in root.glob("games/engines/*/locale/django.pot"):
        for line in pot.read_text("utf-8").splitlines():
            if line.startswith(("msgid ", "msgid_plural ", '"')):
                words.update(_words(line))
    for app in APPS:
        for page in (root / app).rglob("*.html"):
            words.update(w.lower() for w in WORD.findall(page.read_text("utf-8")))
        for source in (root / app).rglob("*.py"):
            for said in GETTEXT.findall(source.read_text("utf-8")):
                words.update(_words(said))
    return words


def _words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(re.sub(r"\{[^}]*\}", " ", text))}


def internal_tokens(text: str, vocabulary: set[str], names: Iterable[str] = ()) -> list[str]:
    """Each internal token in ``text`` with a few characters around it."""
    found: list[str] = []
    for pattern in (SNAKE, LITERAL, REPR, JSON, SEAT, NOTATION, ABBREVIATION):
        for hit in pattern.finditer(text):
            found.append(_around(text, hit.start(), hit.end()))
    people = {n.lower() for n in names}
    long_words = sorted(w for w in vocabulary if len(w) >= 4)
    for hit in WORD.finditer(text):
        word = hit.group().lower()
        if len(word) < 3 or word in vocabulary or word in people:
            continue
        if any(w.startswith(word) and len(w) > len(word) for w in long_words):
            found.append(_around(text, hit.start(), hit.end()))
    for hit in re.finditer(r"\w…|\w\.\.\.", text):
        found.append(_around(text, hit.start(), hit.end()))
    return found


def log_text(html: str) -> str:
    """The game log's lines of a game page (its ``<ol id="history">``), as a person reads them."""
    found = re.search(r'<ol id="history".*?</ol>', html, re.S)
    return person_text(found.group()) if found else ""


def unnamed_pairs(text: str) -> list[str]:
    """Each coordinate pair in ``text`` said without its space ("road 0,1 1,1"), other than
    a pair alone on its line (the board's hex label)."""
    named = {m.start(1) for m in NAMED_PAIR.finditer(text)}
    found: list[str] = []
    for line_start, line in _lines(text):
        if PAIR.fullmatch(line.strip()):
            continue
        for hit in PAIR.finditer(line):
            if line_start + hit.start() not in named:
                found.append(_around(text, line_start + hit.start(), line_start + hit.end()))
    return found


def _lines(text: str) -> list[tuple[int, str]]:
    out, at = [], 0
    for line in text.split("\n"):
        out.append((at, line))
        at += len(line) + 1
    return out


def _around(text: str, start: int, end: int) -> str:
    hit = f"{text[max(0, start - 24) : start]}⟦{text[start:end]}⟧{text[end : end + 24]}"
    return hit.replace("\n", " | ")
