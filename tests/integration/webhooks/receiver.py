"""A real HTTP receiver on a loopback address, started by a test: records every request.

``plan`` lists the answers in order (a status code, or ("redirect", url)); after the plan
runs out ``then`` answers. Nothing here talks to anything but the loopback interface.
"""

from __future__ import annotations

import ssl
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: bytes


@dataclass
class Receiver:
    host: str
    port: int = 0
    plan: list[Any] = field(default_factory=list)
    then: Any = 200
    answer_body: bytes = b"ok"
    requests: list[Received] = field(default_factory=list)
    tls: ssl.SSLContext | None = None
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{'https' if self.tls else 'http'}://{host}:{self.port}/hook"

    def next_answer(self) -> Any:
        with self.lock:
            return self.plan.pop(0) if self.plan else self.then

    def count(self) -> int:
        with self.lock:
            return len(self.requests)


@contextmanager
def running(receiver: Receiver) -> Iterator[Receiver]:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length)
            with receiver.lock:
                receiver.requests.append(
                    Received(self.path, {k.lower(): v for k, v in self.headers.items()}, body)
                )
            answer = receiver.next_answer()
            if isinstance(answer, tuple) and answer[0] == "redirect":
                self.send_response(307)
                self.send_header("Location", answer[1])
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            self.send_response(int(answer))
            self.send_header("Content-Length", str(len(receiver.answer_body)))
            self.end_headers()
            self.wfile.write(receiver.answer_body)

        def log_message(self, format: str, *args: Any) -> None:
            pass

    class Server(ThreadingHTTPServer):
        daemon_threads = True

    if ":" in receiver.host:
        import socket

        Server.address_family = socket.AF_INET6
    server = Server((receiver.host, receiver.port), Handler)
    receiver.port = server.server_address[1]
    if receiver.tls is not None:
        server.socket = receiver.tls.wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield receiver
    finally:
        server.shutdown()
        server.server_close()
