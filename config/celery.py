"""The Celery app: broker from the environment (Redis), tasks discovered in every app."""

from __future__ import annotations

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("turnserver")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
