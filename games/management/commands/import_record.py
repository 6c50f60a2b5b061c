"""Import game records (the JSON of GET games/{id}/record/): each is replayed from its seed
and stored as a finished game only if every event and the result come out the same.

    manage.py import_record record.json [more.json ...] [--user NAME]

Prints one JSON line per record: the new game's id, its engine and its result.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError

from accounts.models import User
from games.errors import ServiceError
from games.services.records import record_import


class Command(BaseCommand):
    help = "Replay game records from their seeds and store them as finished games."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("files", nargs="+", help="record files (JSON)")
        parser.add_argument(
            "--user",
            default=None,
            help="who imports (default: the first superuser, else a user 'records' made now)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        user = self._user(options["user"])
        for name in options["files"]:
            try:
                record = json.loads(Path(name).read_text("utf-8"))
            except (OSError, ValueError) as error:
                raise CommandError(f"{name}: not a readable JSON file ({error}).") from None
            try:
                game = record_import(record=record, user=user)
            except ServiceError as refused:
                raise CommandError(f"{name}: {refused.code}: {refused.message}") from None
            line = {"file": name, "game": game.pk, "engine": game.engine, "result": game.result}
            self.stdout.write(json.dumps(line, sort_keys=True))

    def _user(self, name: str | None) -> User:
        if name is not None:
            found = User.objects.filter(username=name).first()
            if found is None:
                raise CommandError(f"There is no user {name!r}.")
            return found
        admin = User.objects.filter(is_superuser=True).order_by("pk").first()
        if admin is not None:
            return admin
        user, _ = User.objects.get_or_create(username="records")
        return user
