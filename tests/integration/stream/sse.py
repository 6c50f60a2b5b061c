"""A small server-sent events reader for tests: parses id/event/data, keeps comments."""

from __future__ import annotations

import asyncio
import json
import queue
import threading
from dataclasses import dataclass, field
from typing import Any

import httpx


@dataclass
class Message:
    id: str | None = None
    event: str = "message"
    data: str = ""
    comments: list[str] = field(default_factory=list)

    def json(self) -> Any:
        return json.loads(self.data)


def parse(lines: Any) -> Any:
    """Messages from an iterator of lines; a blank line ends each."""
    current = Message()
    touched = False
    for line in lines:
        if line == "":
            if touched:
                yield current
            current, touched = Message(), False
            continue
        touched = True
        name, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if name == "":
            current.comments.append(value)
        elif name == "id":
            current.id = value
        elif name == "event":
            current.event = value
        elif name == "data":
            current.data = f"{current.data}\n{value}" if current.data else value


class StreamReader:
    """Reads a stream in a thread (its own event loop); ``take(n)`` waits for n messages.

    ``close()`` cancels the read at once, as a client whose connection drops.
    """

    def __init__(self, url: str, headers: dict[str, str] | None = None) -> None:
        self.messages: queue.Queue[Message | None] = queue.Queue()
        self.status: int | None = None
        self.ready = threading.Event()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.task: asyncio.Task[None] | None = None
        self.thread = threading.Thread(target=self._run, args=(url, headers or {}), daemon=True)
        self.thread.start()
        assert self.ready.wait(30), "the stream did not answer"

    def _run(self, url: str, headers: dict[str, str]) -> None:
        async def main() -> None:
            self.loop, self.task = asyncio.get_running_loop(), asyncio.current_task()
            timeout = httpx.Timeout(30, read=120)
            try:
                async with (
                    httpx.AsyncClient(timeout=timeout) as client,
                    client.stream("GET", url, headers=headers) as response,
                ):
                    self.status = response.status_code
                    self.ready.set()
                    lines: list[str] = []
                    async for line in response.aiter_lines():
                        lines.append(line)
                        if line == "":
                            for message in parse(lines):
                                self.messages.put(message)
                            lines.clear()
            except (asyncio.CancelledError, httpx.HTTPError):
                pass
            finally:
                self.ready.set()
                self.messages.put(None)

        asyncio.run(main())

    def take(self, count: int, timeout: float = 30, events_only: bool = True) -> list[Message]:
        got: list[Message] = []
        while len(got) < count:
            message = self.messages.get(timeout=timeout)
            if message is None:
                break
            if events_only and message.id is None and message.event == "message":
                continue  # comments and retry hints
            got.append(message)
        return got

    def close(self) -> None:
        if self.loop is not None and self.task is not None and not self.task.done():
            self.loop.call_soon_threadsafe(self.task.cancel)
        self.thread.join(10)
