"""Bots under the embedded default (`make run`): SQLite, tasks in-process, concurrent readers.

Starts what `make run` starts (runserver and the embedded worker) on a fresh SQLite file in
a temporary directory, with no Redis and no PostgreSQL, then plays games of four engines, in
each a person (driven over the API: a random legal move) against one or two bots, while
reader threads load pages and API reads without pause. Counts the bot moves, the stalls (a
bot seat still to act after the person's move was answered), the 5xx answers and the
"database is locked" lines the processes print.

Used by tests/integration/test_embedded_bots.py (short) and bench/embedded_bots.py (long).
"""

from __future__ import annotations

import os
import random
import secrets
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from tests.support.local import free_port

ROOT = Path(__file__).resolve().parents[2]  # the repository (manage.py)
ENGINES: dict[str, tuple[int, dict[str, str]]] = {  # engine -> (bots beside the person, options)
    "brass-birmingham": (1, {}),
    "age-of-steam": (2, {}),
    "russian-railroads": (1, {}),
    "504": (1, {"world": "961"}),
}
LOCKED = "database is locked"


@dataclass
class Figures:
    bot_moves: int = 0
    bot_moves_by_engine: dict[str, int] = field(default_factory=dict)
    person_moves: int = 0
    reads: int = 0  # every GET of the readers
    pages: int = 0  # of which game pages (HTML) answered 200
    stalls: list[str] = field(default_factory=list)
    server_errors: list[str] = field(default_factory=list)
    lock_errors: int = 0
    finished_games: int = 0
    seconds: float = 0.0


def embedded_env(directory: Path) -> dict[str, str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DATABASE_URL", "REDIS_URL", "CELERY_BROKER_URL", "EMAIL_URL")
        and not key.startswith("CELERY_")
    }
    env.update(
        DATABASE_URL=f"sqlite:///{directory / 'db.sqlite3'}",
        DJANGO_SETTINGS_MODULE="config.settings",
        THROTTLE_USER="1000000/min",
        THROTTLE_ANON="1000000/min",
        EMAIL_URL="consolemail://",
    )
    return env


class EmbeddedServer:
    """runserver + embedded_worker as `make run` starts them, on a SQLite file of its own."""

    def __init__(self, directory: Path, worker_interval: int = 5) -> None:
        self.directory = directory
        self.env = embedded_env(directory)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.worker_interval = worker_interval
        self.processes: list[subprocess.Popen[bytes]] = []
        self.logs: list[Path] = []

    def _manage(self, *args: str, log: str) -> subprocess.Popen[bytes]:
        path = self.directory / log
        self.logs.append(path)
        with path.open("wb") as output:
            process = subprocess.Popen(
                [sys.executable, "manage.py", *args],
                cwd=ROOT,
                env=self.env,
                stdout=output,
                stderr=subprocess.STDOUT,
            )
        self.processes.append(process)
        return process

    def start(self) -> None:
        subprocess.run(
            [sys.executable, "manage.py", "migrate", "--noinput", "-v0"],
            cwd=ROOT,
            env=self.env,
            check=True,
        )
        self._manage("embedded_worker", "--interval", str(self.worker_interval), log="worker.log")
        self._manage("runserver", f"127.0.0.1:{self.port}", "--noreload", log="web.log")
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                if httpx.get(f"{self.url}/healthz", timeout=2).status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.2)
        raise RuntimeError("runserver did not answer /healthz")

    def stop(self) -> None:
        for process in self.processes:
            if process.poll() is None:
                process.terminate()
                process.wait(timeout=30)

    def lock_errors(self) -> int:
        return sum(log.read_text(errors="replace").count(LOCKED) for log in self.logs)


def _token(client: httpx.Client, name: str) -> str:
    password = "a-long-bench-password"
    client.post(
        "/api/v1/accounts/",
        json={"username": name, "email": f"{name}@example.test", "password": password},
    ).raise_for_status()
    answer = client.post("/api/v1/auth/token/", json={"username": name, "password": password})
    answer.raise_for_status()
    return str(answer.json()["token"])


def _check(figures: Figures, response: httpx.Response) -> httpx.Response:
    if response.status_code >= 500:
        figures.server_errors.append(f"{response.request.url.path}: {response.status_code}")
    return response


def _play(
    url: str,
    engine: str,
    setup: tuple[int, dict[str, str]],
    figures: Figures,
    stop: threading.Event,
    seed: int,
) -> None:
    """One person against bots; a new game when one ends, until ``stop``."""
    bots, options = setup
    rng = random.Random(seed)
    with httpx.Client(base_url=url, timeout=120) as client:
        token = _token(client, f"player-{engine}-{secrets.token_hex(3)}")
        client.headers["Authorization"] = f"Token {token}"
        while not stop.is_set():
            created = _check(
                figures,
                client.post(
                    "/api/v1/games/",
                    json={
                        "engine": engine,
                        "players": bots + 1,
                        "bots": ["greedy"] * bots,
                        "options": options,
                    },
                ),
            )
            if created.status_code != 201:
                raise RuntimeError(f"{engine}: {created.status_code} {created.text}")
            game_id = created.json()["id"]
            while not stop.is_set():
                game = _check(figures, client.get(f"/api/v1/games/{game_id}/")).json()
                if game["status"] != "active":
                    figures.finished_games += 1
                    break
                if _bot_must_act(game):
                    figures.stalls.append(f"{engine} game {game_id} at seq {game['seq']}")
                    return
                legal = _check(figures, client.get(f"/api/v1/games/{game_id}/legal-moves/"))
                moves = legal.json()["moves"]
                if not moves:
                    continue
                answer = _check(
                    figures,
                    client.post(
                        f"/api/v1/games/{game_id}/moves/",
                        json={"move": rng.choice(moves)},
                        headers={
                            "If-Match": f'"{legal.json()["seq"]}"',
                            "Idempotency-Key": f"{game_id}-{legal.json()['seq']}",
                        },
                    ),
                )
                if answer.status_code == 201:
                    figures.person_moves += 1
                    before = answer.json()["seq"]
                    after = _check(figures, client.get(f"/api/v1/games/{game_id}/")).json()
                    answered = after["seq"] - before
                    figures.bot_moves += answered
                    by_engine = figures.bot_moves_by_engine
                    by_engine[engine] = by_engine.get(engine, 0) + answered


def _bot_must_act(game: dict[str, Any]) -> bool:
    bot_seats = {seat["index"] for seat in game["seats"] if seat.get("bot")}
    return bool(bot_seats & set(game["to_act"]))


def _read(url: str, figures: Figures, stop: threading.Event) -> None:
    """Load the games' pages (HTML, as a spectator) and API reads (as a signed-in reader)."""
    with httpx.Client(base_url=url, timeout=120) as client:
        token = _token(client, f"reader-{secrets.token_hex(3)}")
        api = {"Authorization": f"Token {token}"}
        while not stop.is_set():
            games = _check(figures, client.get("/api/v1/games/?status=active", headers=api))
            found = games.json().get("results", []) if games.is_success else []
            for game in found[:4]:
                page = _check(figures, client.get(f"/games/{game['id']}/"))
                figures.pages += page.status_code == 200
                _check(figures, client.get(f"/api/v1/games/{game['id']}/", headers=api))
                _check(figures, client.get(f"/api/v1/games/{game['id']}/events/", headers=api))
                figures.reads += 3
            _check(figures, client.get("/healthz"))
            figures.reads += 2


def drive(url: str, bot_moves: int, readers: int, figures: Figures) -> None:
    """Play against the server at ``url`` until ``bot_moves`` bot moves (or a stall)."""
    stop = threading.Event()
    players = [
        threading.Thread(target=_play, args=(url, engine, setup, figures, stop, number))
        for number, (engine, setup) in enumerate(ENGINES.items())
    ]
    lookers = [threading.Thread(target=_read, args=(url, figures, stop)) for _ in range(readers)]
    started = time.monotonic()
    try:
        for thread in players + lookers:
            thread.start()
        while figures.bot_moves < bot_moves and not figures.stalls:
            if not any(thread.is_alive() for thread in players):
                break
            time.sleep(0.5)
    finally:
        stop.set()
        for thread in players + lookers:
            thread.join(timeout=300)
        figures.seconds = time.monotonic() - started


def run(bot_moves: int = 200, readers: int = 4, directory: Path | None = None) -> Figures:
    """Start the embedded server in ``directory``, drive it, stop it; return the figures."""
    server = EmbeddedServer(directory or Path(tempfile.mkdtemp(prefix="embedded-bots-")))
    figures = Figures()
    server.start()
    try:
        drive(server.url, bot_moves, readers, figures)
    finally:
        server.stop()
        figures.lock_errors = server.lock_errors()
    return figures
