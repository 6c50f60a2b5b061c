"""Every gettext catalogue of the server: the apps' (pages, forms, emails, API sentences) and
the engines' (rule words), extracted from the code and checked complete in every language.

    manage.py catalogues            extract: each app's <app>/locale/<lang>/LC_MESSAGES/django.po
                                    (Django's makemessages, msgids from the code and templates)
                                    and each engine's (manage.py engine_messages)
    manage.py catalogues --check    change nothing; fail when a catalogue is not current with
                                    the code, or a language other than English has an
                                    untranslated or fuzzy entry, or a refusal of the
                                    platform is a plain string that gettext never sees
                                    (games/management/plain_words.py; make lint runs it)

English is the source language (the msgids). The .mo files are build output: ``make install``
compiles them (``manage.py compilemessages``), so a catalogue never goes stale against its .po.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError
from django.test.utils import override_settings

from games.management.commands.engine_messages import msgfmt_statistics
from games.management.plain_words import plain_refusals

#: Folders makemessages never reads: no user-facing strings of the server live there (the
#: engines' words are extracted by engine_messages from their T(...) calls).
IGNORED = [
    "games/engines/*",
    "tests/*",
    "bench/*",
    "tools/*",
    "deploy/*",
    "docs/*",
    "staticfiles/*",
    "test-output/*",
    "build/*",
    "*.egg-info/*",
]
_CREATED = re.compile(r'^"POT-Creation-Date: .*\\n"\n', re.MULTILINE)


def app_locale_dirs() -> list[Path]:
    return [Path(settings.BASE_DIR) / app / "locale" for app in settings.APP_LOCALE_DIRS]


def app_catalogues() -> list[Path]:
    """Every app's .po file, in every language but English."""
    return [
        folder / code / "LC_MESSAGES" / "django.po"
        for folder in app_locale_dirs()
        for code, _ in settings.LANGUAGES
        if code != "en"
    ]


def extract_apps(verbosity: int = 0) -> None:
    """Django's makemessages over the project, each file into its app's catalogue."""
    for folder in app_locale_dirs():
        folder.mkdir(parents=True, exist_ok=True)
    here = os.getcwd()
    os.chdir(settings.BASE_DIR)
    # Only the apps' folders: makemessages deletes a django.pot in every locale path, and
    # the engines' templates (engine_messages) are committed.
    try:
        with override_settings(LOCALE_PATHS=app_locale_dirs()):
            call_command(
                "makemessages",
                locale=[code for code, _ in settings.LANGUAGES if code != "en"],
                ignore_patterns=IGNORED,
                no_obsolete=True,
                add_location="file",
                verbosity=verbosity,
            )
    finally:
        os.chdir(here)


def _body(path: Path) -> str | None:
    return _CREATED.sub("", path.read_text("utf-8")) if path.exists() else None


def msgid_count(po: Path) -> int:
    """Entries of a catalogue (the header apart)."""
    text = po.read_text("utf-8")
    return len(re.findall(r"^msgid ", text, re.MULTILINE)) - 1


class Command(BaseCommand):
    help = "Extract every catalogue (apps and engines); --check: verify current and complete."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--check", action="store_true")

    def handle(self, *args: Any, check: bool = False, **options: Any) -> None:
        if not check:
            extract_apps(options.get("verbosity", 1))
            call_command("engine_messages")
            return
        failures: list[str] = []
        raw = {po: po.read_text("utf-8") if po.exists() else None for po in app_catalogues()}
        before = {po: _body(po) for po in raw}
        try:
            extract_apps()
            after = {po: _body(po) for po in raw}
        finally:
            for po, text in raw.items():  # the check changes nothing
                if text is None:
                    po.unlink(missing_ok=True)
                else:
                    po.write_text(text, "utf-8")
        for po, text in before.items():
            if text is None:
                failures.append(f"{po}: missing (run manage.py catalogues)")
            elif after[po] != text:
                failures.append(f"{po}: not current with the code (run manage.py catalogues)")
            else:
                failures.extend(msgfmt_statistics(po))
        failures.extend(plain_refusals(Path(settings.BASE_DIR)))
        count = sum(msgid_count(po) for po in raw if po.exists())
        for line in failures:
            self.stderr.write(line)
        try:
            call_command("engine_messages", check=True, stdout=self.stdout, stderr=self.stderr)
        except CommandError as error:
            failures.append(str(error))
        if failures:
            raise CommandError(f"{len(failures)} problem(s) in the catalogues")
        self.stdout.write(f"{count} app msgids in {len(raw)} catalogue(s): current, complete")
