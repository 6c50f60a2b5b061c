"""504's German for tests: its catalogue as written, German spoken by the parser (as the
platform registers it at start-up), and the checks every German test makes."""

from __future__ import annotations

import ast
import os
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from django.utils import translation

from games.engines.core import Move, Term, Text, words
from games.engines.five_o_four import ENGINE
from games.words import say

SOURCE = Path(__file__).resolve().parents[4] / "games" / "engines" / "five_o_four"
PO = SOURCE / "locale" / "de" / "LC_MESSAGES" / "django.po"


def catalogue() -> dict[tuple[str, str], str]:
    """(msgctxt, msgid) -> msgstr (the singular's, for a plural) of 504's German catalogue,
    read as GNU gettext writes it: a field's string may go on over the next lines."""
    entries: dict[tuple[str, str], str] = {}
    fields: dict[str, str] = {}
    last = ""

    def done() -> None:
        if "msgctxt" in fields and "msgid" in fields:
            entries[(fields["msgctxt"], fields["msgid"])] = fields.get(
                "msgstr", fields.get("msgstr[0]", "")
            )
        fields.clear()

    for line in [*PO.read_text("utf-8").splitlines(), ""]:
        if line.startswith('"') and last:
            fields[last] += ast.literal_eval(line)
        elif line.startswith("msg"):
            last, _, value = line.partition(" ")
            if last == "msgctxt":
                done()
            fields[last] = ast.literal_eval(value)
        else:
            last = ""
    done()
    return entries


GERMAN = catalogue()


def compile_catalogue() -> None:
    """The .mo beside the .po, if missing or older (the build compiles it too); written
    aside and renamed, so parallel test workers never read half a file."""
    compiled = PO.with_suffix(".mo")
    if compiled.exists() and compiled.stat().st_mtime >= PO.stat().st_mtime:
        return
    with tempfile.NamedTemporaryFile(dir=compiled.parent, suffix=".mo", delete=False) as aside:
        subprocess.run(["msgfmt", "--check", "-o", aside.name, str(PO)], check=True)
    os.replace(aside.name, compiled)
    translation.trans_real._translations.clear()  # Django loads catalogues once


@contextmanager
def speaking_german() -> Iterator[None]:
    """The German catalogue compiled and German a language the parser reads (as
    ``games.words.register_languages`` makes it with German in settings.LANGUAGES); the
    parser's languages are restored afterwards."""
    compile_catalogue()
    before = dict(words._LANGUAGES)
    words.add_language("de", lambda text: say(text, "de"))
    try:
        yield
    finally:
        words._LANGUAGES.clear()
        words._LANGUAGES.update(before)


def untranslated(said: Any) -> list[str]:
    """The msgids in ``said`` (nested) that 504's German catalogue does not translate."""
    missing: list[str] = []
    if isinstance(said, Text):
        if said.context == "504" and not GERMAN.get(("504", said.msgid)):
            missing.append(said.msgid)
        for value in said.params.values():
            missing += untranslated(value)
    elif isinstance(said, Term):
        if said.context == "504" and not GERMAN.get((said.msgctxt, said.name)):
            missing.append(f"{said.kind}: {said.name}")
    elif isinstance(said, list | tuple):
        for item in said:
            missing += untranslated(item)
    return missing


def german(state: dict[str, Any], seat: int, move: Move) -> str:
    """The move as a German player reads it (and may type it back)."""
    return say(ENGINE.move_text(state, seat, move), "de")


def reads_back_in_german(state: dict[str, Any], seat: int, move: Move) -> bool:
    """The move's German words are all German and parse back to the move."""
    with speaking_german():
        text = ENGINE.move_text(state, seat, move)
        return (
            not untranslated(text) and ENGINE.parse(state, seat, german(state, seat, move)) == move
        )
