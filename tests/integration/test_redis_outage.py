"""Redis goes away and comes back, several times, under a real Celery worker.

While Redis is down the API keeps answering (throttling and the cache fail open), an async
move is stored as a pending Submission (202), and /healthz says "degraded" with the count of
requests that went on without Redis. When Redis is back (empty, as after a crash: the task
messages are gone) the periodic re-queue sends the waiting submission and the worker, which
lived through the outage, applies it. Each outage begins while the worker holds an
unacknowledged message, the moment that killed celery 5.7's worker (config/worker.py):
with celery's own consumer (``CELERY_WORKER_CONSUMER=celery.worker.consumer:Consumer``)
this test fails at the first outage with "Unrecoverable error: AttributeError('NoneType'
object has no attribute 'hostname')" in the worker's log.

The test runs its own redis-server on a free port; the shared Redis is never touched.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command
from django.db import connection

from config.celery import app
from games.models import Event, Submission
from games.tasks import retry_pending_submissions
from tests.integration.helpers import start_game
from tests.support.redis_server import RedisServer
from tests.support.slow_task import hold_worker
from tests.support.tiny_game import TINY

pytestmark = pytest.mark.django_db(transaction=True)

OUTAGES = 3


def wait_for(predicate: Callable[[], bool], timeout: float = 60.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.2)
    return False


def lose_redis_while_an_ack_is_pending(redis: RedisServer, log: Path, outage: int) -> None:
    """Take Redis away in the order that killed celery 5.7's worker (config/worker.py).

    The worker runs a late-ack task; Redis stops taking new connections, so the ack fails
    and the message stays unacknowledged; the worker goes back to its blocking pop on the
    connection it has; then Redis drops the pub/sub connection a moment before the rest and
    stops.
    """
    control = redis.control()
    hold_worker.delay(1.5)
    assert wait_for(lambda: count(log, "hold_worker", "received") > outage, 30)
    for client in control.clients():  # idle connections: the ack must open a new one
        if client["cmd"] not in ("brpop", "subscribe", "psubscribe", "client"):
            control.run("CLIENT", "KILL", "ID", client["id"])
    control.run("CONFIG", "SET", "maxclients", str(len(control.clients())))
    assert wait_for(lambda: count(log, "Couldn't ack") > outage, 30)
    time.sleep(0.3)  # the worker waits in its blocking pop again
    control.run("CLIENT", "KILL", "TYPE", "pubsub")
    time.sleep(0.05)
    control.close()
    redis.stop()


def count(log: Path, *words: str) -> int:
    return sum(1 for line in log.read_text().splitlines() if all(w in line for w in words))


@pytest.fixture
def private_redis(settings, tmp_path: Path) -> Iterator[RedisServer]:
    """A redis-server of this test's own; the web side (cache, broker) points at it."""
    server = RedisServer()
    server.start()
    settings.REDIS_URL = settings.CELERY_BROKER_URL = server.url
    settings.CACHES = {
        "default": {**settings.CACHES["default"], "LOCATION": server.url}
        if "Redis" in settings.CACHES["default"]["BACKEND"]
        else {"BACKEND": "config.cache.FailOpenRedisCache", "LOCATION": server.url}
    }
    previous = app.conf.broker_url, app.conf.task_default_queue
    app.conf.broker_url = server.url
    app.conf.task_always_eager = False
    app._pool = None  # connections and producers for the new broker
    app.amqp._producer_pool = None
    yield server
    app.conf.broker_url, app.conf.task_default_queue = previous
    app.conf.task_always_eager = True
    app._pool = None
    app.amqp._producer_pool = None
    server.stop()


@dataclass
class Worker:
    process: subprocess.Popen[bytes]
    log: Path

    def alive(self) -> bool:
        return self.process.poll() is None


@pytest.fixture
def worker(private_redis: RedisServer, tmp_path: Path, worker_id: str) -> Iterator[Worker]:
    """A real Celery worker (as the README starts it, solo pool) on the private Redis."""
    queue = f"fault-{worker_id}-{os.getpid()}"
    app.conf.task_default_queue = queue
    db = connection.settings_dict
    log = tmp_path / "worker.log"
    env = {
        **os.environ,
        "DATABASE_URL": f"postgres://{db['USER'] or 'postgres'}@{db['HOST'] or '127.0.0.1'}:"
        f"{db['PORT'] or 5432}/{db['NAME']}",
        "REDIS_URL": private_redis.url,
        "CELERY_BROKER_URL": private_redis.url,
        "CELERY_TASK_ALWAYS_EAGER": "false",
        "CELERY_TASK_DEFAULT_QUEUE": queue,
        "EXTRA_ENGINE_MODULES": "tests.support.tiny_game,tests.support.slow_task"
        + os.environ.get("DEBUG_MODULES", ""),
    }
    with log.open("wb") as output:
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
                "--loglevel=INFO",
            ],
            env=env,
            stdout=output,
            stderr=subprocess.STDOUT,
        )
    running = Worker(process, log)
    assert wait_for(lambda: "ready." in log.read_text() or not running.alive(), 60)
    yield running
    if running.alive():
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=30)
        assert process.returncode == 0, log.read_text()[-3000:]


def test_the_api_and_the_worker_live_through_redis_outages(
    make_user, client_for, private_redis, worker
):
    users = [make_user(), make_user()]
    game = start_game(users, seed=33)
    clients = [client_for(user) for user in users]

    for outage in range(OUTAGES):
        game.refresh_from_db()
        seat = game.to_act[0]
        client = clients[seat]
        # The worker takes a message and holds it, unacknowledged, as Redis goes away.
        lose_redis_while_an_ack_is_pending(private_redis, worker.log, outage)

        assert client.get(f"/api/v1/games/{game.pk}/").status_code == 200
        assert client.get("/api/v1/me/").status_code == 200
        move = TINY.legal_moves(game.head_state, seat)[0]
        accepted = client.post(
            f"/api/v1/games/{game.pk}/moves/",
            {"move": move},
            format="json",
            HTTP_PREFER="respond-async",
            HTTP_IF_MATCH=f'"{game.head_seq}"',
        )
        assert accepted.status_code == 202, accepted.content
        assert client.get(accepted["Location"]).json()["status"] == "pending"
        health = client.get("/healthz")
        assert health.status_code == 200
        assert health.json()["status"] == "degraded"
        assert health.json()["fail_open"]["cache"]["degraded_total"] > 0
        assert health.json()["fail_open"]["broker"]["down"] is True

        private_redis.start()  # empty: the message for the submission is lost
        submission = Submission.objects.get(pk=accepted["Location"].rstrip("/").split("/")[-1])

        def applied(submission: Submission = submission) -> bool:
            retry_pending_submissions.apply(kwargs={"older_than_seconds": 0})  # beat's tick
            time.sleep(1)
            submission.refresh_from_db()
            return submission.status != Submission.Status.PENDING

        assert wait_for(applied, 90), worker.log.read_text()[-3000:]
        assert submission.status == Submission.Status.APPLIED, submission.reason
        assert Event.objects.filter(game=game).count() == outage + 1
        assert client.get("/healthz").json()["status"] == "ok"

    log = worker.log.read_text()
    assert worker.alive() and "Unrecoverable error" not in log, log[-3000:]
    assert log.count("Connection to broker lost") >= OUTAGES


def health(redis: RedisServer, *args: str) -> subprocess.CompletedProcess[str]:
    """``manage.py health ...`` as the supervisor's timer runs it: a fresh process."""
    env = {**os.environ, "REDIS_URL": redis.url, "CELERY_BROKER_URL": redis.url}
    env.pop("CELERY_TASK_ALWAYS_EAGER", None)
    return subprocess.run(
        [sys.executable, "manage.py", "health", *args, "--timeout", "2"],
        cwd=Path(__file__).resolve().parents[2],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_the_health_checks_restart_a_dead_worker_but_not_for_a_dead_redis(
    private_redis, worker, live_server
):
    web = f"{live_server.url}/healthz"
    call_command("health", "web", "--url", web)
    assert "workers: ok" in health(private_redis, "workers").stdout

    private_redis.stop()
    call_command("health", "web", "--url", web)  # degraded, not down: no restart
    unjudged = health(private_redis, "workers")  # no restart: the worker reconnects itself
    assert unjudged.returncode == 0 and "not checked" in unjudged.stdout

    private_redis.start()
    assert wait_for(lambda: "workers: ok" in health(private_redis, "workers").stdout, 60)
    worker.process.kill()
    worker.process.wait(timeout=30)
    dead = health(private_redis, "workers")
    assert dead.returncode == 1 and "0 answered a ping" in dead.stderr
    with pytest.raises(CommandError, match="does not answer"):
        call_command("health", "web", "--url", "http://127.0.0.1:9/healthz", "--timeout", "1")
