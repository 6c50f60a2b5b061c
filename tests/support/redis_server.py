"""A private redis-server for fault tests: its own free port and directory, stopped and
started at will. The shared Redis on 6379 is never touched."""

from __future__ import annotations

import socket
import subprocess
import tempfile
import time
from pathlib import Path

from tests.support.local import free_port


class Control:
    """Inline commands over one connection: ``control.run("CLIENT", "LIST")``."""

    def __init__(self, conn: socket.socket) -> None:
        self.conn = conn

    def run(self, *words: str) -> str:
        self.conn.sendall(" ".join(words).encode() + b"\r\n")
        reply = self.conn.recv(65536)
        if reply.startswith(b"$"):  # a bulk string: the length line, then the text
            size = int(reply[1 : reply.index(b"\r\n")])
            body = reply[reply.index(b"\r\n") + 2 :]
            while len(body) < size + 2:
                body += self.conn.recv(65536)
            return body[:size].decode()
        return reply.decode().strip()

    def clients(self) -> list[dict[str, str]]:
        return [
            dict(field.split("=", 1) for field in line.split() if "=" in field)
            for line in self.run("CLIENT", "LIST").splitlines()
        ]

    def close(self) -> None:
        self.conn.close()


class RedisServer:
    """``redis-server --port <free> --save '' --appendonly no --dir <tmp>``, like a lost one:
    a restart comes back empty (queued task messages are gone)."""

    def __init__(self) -> None:
        self.port = free_port()
        self.directory = Path(tempfile.mkdtemp(prefix="redis-fault-"))
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self._process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self._process = subprocess.Popen(
            [
                "redis-server",
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                str(self.directory),
                "--loglevel",
                "warning",
            ],
            stdout=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while not self.answers():
            if time.monotonic() > deadline:
                raise RuntimeError(f"redis-server on port {self.port} did not start")
            time.sleep(0.05)

    def stop(self) -> None:
        if self._process is not None and self._process.poll() is None:
            self._process.terminate()
            self._process.wait(timeout=10)
        self._process = None

    def control(self) -> Control:
        """A connection of its own for admin commands (it stays while new ones are refused)."""
        return Control(socket.create_connection(("127.0.0.1", self.port), timeout=2))

    def answers(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=0.5) as conn:
                conn.sendall(b"PING\r\n")
                return conn.recv(16).startswith(b"+PONG")
        except OSError:
            return False
