"""Write the periodic tasks into django-celery-beat's schedule (idempotent)."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand
from django_celery_beat.models import IntervalSchedule, PeriodicTask

from config.periodic import PERIODIC_TASKS


class Command(BaseCommand):
    help = "Create or update the Celery beat schedule."

    def handle(self, *args: Any, **options: Any) -> None:
        for name, (task, every) in PERIODIC_TASKS.items():
            interval, _ = IntervalSchedule.objects.get_or_create(
                every=every, period=IntervalSchedule.SECONDS
            )
            PeriodicTask.objects.update_or_create(
                name=name, defaults={"task": task.name, "interval": interval, "enabled": True}
            )
            self.stdout.write(f"scheduled {name} every {every}s")
