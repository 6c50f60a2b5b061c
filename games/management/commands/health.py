"""`manage.py health web|workers`: the supervisor's checks (deploy/systemd/turnserver-health).

Exit status 0 when the part is healthy or cannot be judged, 1 when it should be restarted:
- ``web``: ``/healthz`` answers 200 (it does while the database answers, Redis or not).
- ``workers``: every worker answers a ping over the broker. With Redis down no worker can
  answer and none needs a restart (each reconnects by itself), so that passes with a note.
"""

from __future__ import annotations

from typing import Any

import httpx
from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from kombu.exceptions import OperationalError
from redis import Redis
from redis.backoff import NoBackoff
from redis.exceptions import RedisError
from redis.retry import Retry

from config.celery import app


class Command(BaseCommand):
    help = "Check the web process (/healthz) or the Celery workers (ping); exit 1 if unhealthy."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("part", choices=["web", "workers"])
        parser.add_argument("--url", default="http://127.0.0.1:8000/healthz")
        parser.add_argument("--timeout", type=float, default=5.0)
        parser.add_argument("--expect", type=int, default=1, help="workers that must answer")

    def handle(self, *args: Any, **options: Any) -> None:
        if options["part"] == "web":
            self._web(options["url"], options["timeout"])
        else:
            self._workers(options["timeout"], options["expect"])

    def _web(self, url: str, timeout: float) -> None:
        try:
            answer = httpx.get(url, timeout=timeout)
        except httpx.HTTPError as error:
            raise CommandError(f"web: {url} does not answer: {error}") from None
        if answer.status_code != 200:
            raise CommandError(f"web: {url} answered {answer.status_code}: {answer.text[:300]}")
        self.stdout.write(f"web: ok ({answer.json().get('status')})")

    def _workers(self, timeout: float, expect: int) -> None:
        if settings.CELERY_TASK_ALWAYS_EAGER:
            self.stdout.write("workers: none (tasks run in-process)")
            return
        if not _broker_answers(settings.CELERY_BROKER_URL, timeout):
            self.stdout.write("workers: not checked, the broker does not answer (they reconnect)")
            return
        try:
            replies = app.control.ping(timeout=timeout) or []
        except (OperationalError, RedisError) as error:
            self.stdout.write(f"workers: not checked, the broker failed the ping: {error}")
            return
        names = sorted(name for reply in replies for name in reply)
        if len(names) < expect:
            raise CommandError(f"workers: {len(names)} answered a ping, {expect} expected")
        self.stdout.write(f"workers: ok ({', '.join(names)})")


def _broker_answers(url: str, timeout: float) -> bool:
    try:
        client = Redis.from_url(
            url, socket_connect_timeout=timeout, socket_timeout=timeout, retry=Retry(NoBackoff(), 0)
        )
        try:
            return bool(client.ping())
        finally:
            client.close()
    except Exception:  # any failure: the broker cannot be judged reachable
        return False
