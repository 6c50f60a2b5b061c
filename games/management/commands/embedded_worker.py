"""`make run`'s worker on the embedded default: runs the periodic tasks in a loop.

In production Celery beat schedules them for Celery workers; here tasks run in-process
(CELERY_TASK_ALWAYS_EAGER), so one small loop stands in for beat.
"""

from __future__ import annotations

import time
from typing import Any

from django.core.management.base import BaseCommand

from config.periodic import PERIODIC_TASKS


class Command(BaseCommand):
    help = "Run the periodic tasks every minute (embedded default only)."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--once", action="store_true")
        parser.add_argument("--interval", type=int, default=60)

    def handle(self, *args: Any, **options: Any) -> None:
        while True:
            for name, (task, _every) in PERIODIC_TASKS.items():
                try:
                    task.apply()
                except Exception as error:  # keep the loop alive; report and go on
                    self.stderr.write(f"{name}: {error}")
            if options["once"]:
                return
            time.sleep(options["interval"])
