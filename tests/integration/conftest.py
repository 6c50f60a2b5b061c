from __future__ import annotations

import os

import pytest
from django.conf import settings


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "integration" in str(item.fspath):
            item.add_marker(pytest.mark.integration)


@pytest.fixture(autouse=True)
def _needs_postgres() -> None:
    if not settings.DATABASES["default"]["ENGINE"].endswith("postgresql") and not os.environ.get(
        "ALLOW_SQLITE_INTEGRATION"
    ):
        pytest.skip("integration tests need DATABASE_URL pointing at PostgreSQL")


@pytest.fixture
def celery_worker_process(transactional_db, worker_id: str):
    """A real Celery worker over Redis on this test's database; ``start()``/``stop()`` it."""
    import signal
    import subprocess
    import sys
    import time

    from config.celery import app
    from tests.support.local import database_url

    redis_url = os.environ.get("REDIS_URL")
    if not redis_url:
        pytest.skip("needs REDIS_URL")
    queue = f"test-{worker_id}-{os.getpid()}"
    env = {
        **os.environ,
        "DATABASE_URL": database_url(),
        "REDIS_URL": redis_url,
        "CELERY_TASK_ALWAYS_EAGER": "false",
        "CELERY_TASK_DEFAULT_QUEUE": queue,
        "EXTRA_ENGINE_MODULES": "tests.support.tiny_game",
    }
    app.conf.task_always_eager = False
    app.conf.task_default_queue = queue
    app.conf.broker_url = redis_url
    processes: list[subprocess.Popen[bytes]] = []

    class Worker:
        def start(self) -> None:
            process = subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "celery",
                    "-A",
                    "config",
                    "worker",
                    "-Q",
                    queue,
                    "-P",
                    "solo",
                    "--without-gossip",
                    "--without-mingle",
                    "--without-heartbeat",
                    "--loglevel=WARNING",
                ],
                env=env,
            )
            processes.append(process)

        def stop(self) -> None:
            for process in processes:
                if process.poll() is None:
                    process.send_signal(signal.SIGTERM)
                    process.wait(timeout=30)
            processes.clear()

        def wait_for(self, predicate, timeout: float = 60.0) -> bool:
            deadline = time.monotonic() + timeout
            while time.monotonic() < deadline:
                if predicate():
                    return True
                time.sleep(0.2)
            return False

    worker = Worker()
    yield worker
    worker.stop()
    app.conf.task_always_eager = True
    app.conf.task_default_queue = "celery"


@pytest.fixture(autouse=True)
def _no_outage_carried_over() -> None:
    """A test that took Redis away leaves no pause before the next test's first publish."""
    from config import outage

    outage.reset()
