"""English UI words, for checking that a German page or email holds none.

The words are those of every English msgid in the server's catalogues (the apps' and the
engines'), minus the words that are the same in German (they occur in some German
translation too: "Name", "Start", place names, "Bot") and the proper names a test passes
(players). Placeholders (``{name}``, ``%(name)s``) and markup are not words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

import polib

ROOT = Path(__file__).resolve().parents[2]
_PLACEHOLDER = re.compile(r"\{[^}]*\}|%\([^)]*\)[sd]|%[sd]|<[^>]*>")
_WORD = re.compile(r"[A-Za-zÄÖÜäöüß]{3,}")


def catalogues() -> list[Path]:
    """Every German catalogue of the server (each holds its English msgids)."""
    found = sorted(ROOT.glob("*/locale/de/LC_MESSAGES/django.po"))
    return found + sorted(ROOT.glob("games/engines/*/locale/de/LC_MESSAGES/django.po"))


def words_of(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(_PLACEHOLDER.sub(" ", text))}


def english_words(proper_names: Iterable[str] = ()) -> set[str]:
    """Words of the English msgids that German never uses, less ``proper_names``."""
    english: set[str] = set()
    german: set[str] = set()
    for path in catalogues():
        for entry in polib.pofile(str(path)):
            if entry.obsolete:
                continue
            english |= words_of(entry.msgid) | words_of(entry.msgid_plural or "")
            german |= words_of(entry.msgstr)
            for form in (entry.msgstr_plural or {}).values():
                german |= words_of(form)
    names: set[str] = set()
    for name in proper_names:
        names |= words_of(name)
    return english - german - names


def english_in(text: str, proper_names: Iterable[str] = ()) -> set[str]:
    """The English UI words in ``text`` (a page's visible text, an email)."""
    return words_of(text) & english_words(proper_names)
