"""A real ASGI server (uvicorn, as in production) on 127.0.0.1 over this test's database."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest

from tests.support.local import database_url, free_port

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="session")
def asgi_servers(django_db_setup) -> Iterator[Callable[..., str]]:
    """``start(**env) -> base URL``: a uvicorn process serving config.asgi on a free port.

    One server per distinct environment for the whole session (starting Django takes
    seconds); ``fresh=True`` starts another one (several web processes). Heartbeats every
    2 s, so a test can see one without waiting 15 s.
    """
    processes: list[subprocess.Popen[bytes]] = []
    running: dict[tuple[tuple[str, str], ...], str] = {}

    def start(fresh: bool = False, **extra_env: str) -> str:
        key = tuple(sorted(extra_env.items()))
        if key in running and not fresh:
            return running[key]
        port = free_port()
        env = {
            **os.environ,
            "DATABASE_URL": database_url(),
            "EXTRA_ENGINE_MODULES": "tests.support.tiny_game",
            "THROTTLE_USER": "1000000/min",
            "THROTTLE_ANON": "1000000/min",
            "LOG_LEVEL": "ERROR",
            "STREAM_HEARTBEAT_SECONDS": "2",
            **extra_env,
        }
        command = [
            sys.executable,
            "-m",
            "uvicorn",
            "config.asgi:application",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--log-level",
            "warning",
            "--no-access-log",
            "--timeout-graceful-shutdown",
            "1",
        ]
        processes.append(subprocess.Popen(command, cwd=ROOT, env=env))
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                httpx.get(f"{base}/api/v1/games/0/stream/", timeout=1)
                running.setdefault(key, base)
                return base
            except httpx.TransportError:
                time.sleep(0.1)
        raise RuntimeError("uvicorn did not start")

    yield start
    for process in processes:
        process.terminate()  # open streams would hold a graceful shutdown: do not wait long
    deadline = time.monotonic() + 3
    for process in processes:
        try:
            process.wait(timeout=max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)


@pytest.fixture
def asgi_server(asgi_servers, transactional_db) -> Callable[..., str]:
    return asgi_servers
