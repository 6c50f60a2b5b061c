"""Extract every engine's words into its gettext catalogue, beside the engine.

    manage.py engine_messages            write <package>/locale/django.pot for core and every
                                         engine, and merge it into each language's django.po
    manage.py engine_messages --check    change nothing; fail when a template is not current,
                                         a sentence escapes extraction, or a language misses
                                         a translation (make lint runs it)

English is the source language (the msgids); every other language in settings.LANGUAGES gets
``locale/<lang>/LC_MESSAGES/django.po`` (GNU gettext's msgmerge keeps its translations).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from games.engines import core
from games.engines.core import CORE_CONTEXT, all_engines
from games.engines.core.catalogue import Catalogue, extract

ENGINES_DIR = Path(core.__file__).resolve().parent.parent

#: Engine packages whose catalogue in a language is still being written (by their own
#: workstream): while its .po does not exist, it is neither created here nor checked. Once it
#: exists it must be complete. Remove a package from here as soon as its catalogue lands.
#: (Every engine's German catalogue exists: nothing is pending.)
PENDING: dict[str, set[str]] = {}


def catalogues() -> list[tuple[Path, Catalogue]]:
    """(package folder, catalogue) for core and every engine under games/engines/."""
    root = ENGINES_DIR.parent.parent
    found = [(ENGINES_DIR / "core", extract(ENGINES_DIR / "core", CORE_CONTEXT, None, root))]
    for engine in all_engines():
        package = Path(sys.modules[type(engine).__module__].__file__ or "").resolve().parent
        if ENGINES_DIR not in package.parents:
            continue  # the test game lives under tests/
        found.append((package, extract(package, engine.slug, engine.words, root)))
    return found


class Command(BaseCommand):
    help = "Extract the engines' words into their gettext catalogues (--check: verify only)."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--check", action="store_true")

    def handle(self, *args: Any, check: bool = False, **options: Any) -> None:
        failures: list[str] = []
        languages = [code for code, _ in settings.LANGUAGES if code != "en"]
        count = 0
        for package, catalogue in catalogues():
            failures.extend(catalogue.problems)
            count += len(catalogue.entries)
            template = package / "locale" / "django.pot"
            text = catalogue.pot()
            if check:
                if not catalogue.entries:
                    continue
                if not template.exists() or template.read_text("utf-8") != text:
                    failures.append(f"{template}: not current (run manage.py engine_messages)")
                for code in languages:
                    if not _pending(package, code):
                        failures.extend(msgfmt_statistics(_po(package, code)))
                continue
            if catalogue.entries:
                template.parent.mkdir(parents=True, exist_ok=True)
                template.write_text(text, "utf-8")
                for code in languages:
                    if not _pending(package, code):
                        _merge(template, _po(package, code), code)
        for line in failures:
            self.stderr.write(line)
        if failures:
            raise CommandError(f"{len(failures)} problem(s) in the engines' catalogues")
        waiting = [
            f"{code}: {package.name}"
            for package, _ in catalogues()
            for code in languages
            if _pending(package, code)
        ]
        self.stdout.write(f"{count} engine msgids, {len(languages)} other language(s): ok")
        if waiting:
            self.stdout.write(f"not yet written (PENDING): {', '.join(waiting)}")


def _pending(package: Path, code: str) -> bool:
    return package.name in PENDING.get(code, set()) and not _po(package, code).exists()


def _po(package: Path, code: str) -> Path:
    return package / "locale" / code / "LC_MESSAGES" / "django.po"


def _merge(template: Path, po: Path, code: str) -> None:
    if not po.exists():
        po.parent.mkdir(parents=True, exist_ok=True)
        body = template.read_text("utf-8").replace(
            '"Content-Type: text/plain; charset=UTF-8\\n"',
            f'"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: {code}\\n"',
        )
        po.write_text(body, "utf-8")
        return
    subprocess.run(
        ["msgmerge", "--quiet", "--update", "--backup=none", "--no-fuzzy-matching", po, template],
        check=True,
    )


def msgfmt_statistics(po: Path) -> list[str]:
    """Untranslated or fuzzy entries, and format mismatches, by GNU msgfmt's own count."""
    if not po.exists():
        return [f"{po}: missing (run manage.py engine_messages)"]
    done = subprocess.run(
        ["msgfmt", "--check", "--statistics", "-o", "/dev/null", po],
        capture_output=True,
        text=True,
    )
    report = done.stderr.strip()
    if done.returncode != 0 or "untranslated" in report or "fuzzy" in report:
        return [f"{po}: {report}"]
    return []
