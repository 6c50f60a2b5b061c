"""What tests that start a server of their own (uvicorn, a Celery worker, SMTP, Redis) need:
a free port on 127.0.0.1, and the URL of this test's database for the child process."""

from __future__ import annotations

import socket


def free_port() -> int:
    """A TCP port nothing listens on now (the OS picks it)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def database_url() -> str:
    """This test's PostgreSQL database (pytest-django's, per worker) as a DATABASE_URL."""
    from django.db import connection

    db = connection.settings_dict
    return (
        f"postgres://{db['USER'] or 'postgres'}@{db['HOST'] or '127.0.0.1'}:"
        f"{db['PORT'] or 5432}/{db['NAME']}"
    )
