"""Where a bench puts its database and server, from the environment, so that two benches
(or a bench and the test suite) run side by side without sharing a database or a port.

    BENCH_PG    the PostgreSQL server, postgres://user@host:port (default
                postgres://postgres@127.0.0.1:5432)
    BENCH_DB    the database name (default: <bench>_<pid>, dropped again at the end)
    BENCH_PORT  the HTTP port of a server the bench starts, the first of several (default:
                ports the OS gives)
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Database:
    """A bench's own database on the BENCH_PG server."""

    server: str
    name: str
    throwaway: bool  # named by the bench (not BENCH_DB): dropped when it ends

    @property
    def url(self) -> str:
        return f"{self.server}/{self.name}"

    def _client_args(self) -> list[str]:
        parts = urlsplit(self.server)
        args = ["-h", parts.hostname or "127.0.0.1", "-U", parts.username or "postgres"]
        return args + (["-p", str(parts.port)] if parts.port else [])

    def recreate(self) -> None:
        """An empty database with the project's tables."""
        self.drop()
        subprocess.run(["createdb", *self._client_args(), self.name], check=True)
        subprocess.run(
            [sys.executable, "manage.py", "migrate", "-v0"],
            cwd=ROOT,
            env={**os.environ, "DATABASE_URL": self.url},
            check=True,
        )

    def drop(self) -> None:
        subprocess.run(
            ["dropdb", *self._client_args(), "--if-exists", "--force", self.name], check=True
        )

    def finish(self) -> None:
        """Drop the database at the end unless BENCH_DB named it (kept for a look)."""
        if self.throwaway:
            self.drop()


def database(bench: str) -> Database:
    server = os.environ.get("BENCH_PG", "postgres://postgres@127.0.0.1:5432").rstrip("/")
    named = os.environ.get("BENCH_DB")
    return Database(server, named or f"turnserver_{bench}_{os.getpid()}", not named)


def port() -> int:
    """BENCH_PORT, else a port free now (the OS picks it)."""
    return ports(1)[0]


def ports(count: int) -> list[int]:
    """BENCH_PORT and the ports after it, else ports free now (the OS picks them)."""
    if os.environ.get("BENCH_PORT"):
        return [int(os.environ["BENCH_PORT"]) + n for n in range(count)]
    probes = [socket.socket() for _ in range(count)]
    try:
        for probe in probes:
            probe.bind(("127.0.0.1", 0))
        return [int(probe.getsockname()[1]) for probe in probes]
    finally:
        for probe in probes:
            probe.close()
