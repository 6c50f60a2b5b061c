"""Game records, the bar of issue 21 for every engine: a finished random game's record,
downloaded (API and page alike), imported into a fresh database (a new SQLite file, by
``manage.py import_record`` in its own process), replays to the same result; imported here
through the API it makes a game whose replay and record are the original's. A record that
was tampered with (a move, a card drawn, the result, the seed) is refused and stores nothing.
"""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings
from django.test import Client

from games.engines.core import all_engines
from games.models import Game
from games.replays import replay_steps
from games.services.replay import state_at
from tests.integration.replay.games import play, setting, start

pytestmark = pytest.mark.django_db
SLUGS = [e.slug for e in all_engines() if e.slug != "twenty-one"]
ROOT = Path(settings.BASE_DIR)


@pytest.fixture(scope="module")
def fresh_database(tmp_path_factory):
    """A new, empty SQLite database with the server's tables, and a way to run a command
    against it in a process of its own."""
    path = tmp_path_factory.mktemp("fresh") / "fresh.sqlite3"
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "DATABASE_URL")}
    env["DATABASE_URL"] = f"sqlite:///{path}"

    def manage(*args: str) -> str:
        done = subprocess.run(
            [sys.executable, "manage.py", *args],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert done.returncode == 0, done.stderr[-2000:]
        return done.stdout

    manage("migrate", "--noinput", "--verbosity", "0")
    return manage


def finished_game(slug: str, make_user) -> tuple[Game, list]:
    users = [make_user(f"p{i}") for i in range(setting(slug)[0])]
    game = start(slug, users, seed=None)  # the server deals: its secret is proven at the end
    play(game, users, None, pick=5)
    game.refresh_from_db()
    assert game.status == Game.Status.FINISHED
    return game, users


@pytest.mark.parametrize("slug", SLUGS)
def test_a_downloaded_record_imports_into_a_fresh_database_with_the_same_result(
    slug, make_user, client_for, fresh_database, tmp_path
):
    game, users = finished_game(slug, make_user)
    api = client_for(users[0])
    record = api.get(f"/api/v1/games/{game.pk}/record/").json()
    assert record["engine"] == slug and record["result"] == game.result
    assert record["seed"] == str(game.seed) and record["seed_proof"]["secret"]
    assert [e["seq"] for e in record["events"]] == replay_steps(game)[1:]
    assert all(e["notation"] for e in record["events"] if e["move"])
    page = Client().get(f"/games/{game.pk}/record.json")  # the page's link, no account
    assert page["Content-Disposition"].startswith("attachment")
    assert json.loads(page.content) == record

    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    lines = fresh_database("import_record", str(path)).strip().splitlines()
    imported = json.loads(lines[-1])
    assert imported["engine"] == slug
    assert imported["result"] == game.result

    created = api.post("/api/v1/games/import/", record, format="json")
    assert created.status_code == 201, created.content
    copy_ = Game.objects.get(pk=created.json()["id"])
    assert copy_.status == Game.Status.FINISHED and copy_.result == game.result
    assert copy_.head_state == game.head_state
    assert replay_steps(copy_) == replay_steps(game)
    middle = replay_steps(game)[len(replay_steps(game)) // 2]
    assert state_at(copy_, middle) == state_at(game, middle)
    again = api.get(f"/api/v1/games/{copy_.pk}/record/").json()
    for key in ("engine", "engine_version", "options", "seed", "seed_digest", "seed_proof"):
        assert again[key] == record[key]
    assert again["seats"] == record["seats"]  # the players' names came along
    strip = [{k: v for k, v in e.items() if k != "at"} for e in record["events"]]
    assert [{k: v for k, v in e.items() if k != "at"} for e in again["events"]] == strip

    text = api.get(f"/api/v1/games/{game.pk}/record/text/")
    assert text["Content-Type"].startswith("text/plain")
    body = text.content.decode()
    assert users[0].username in body and "Result:" in body
    first_move = next(e for e in record["events"] if e["move"])
    assert first_move["notation"] in body
    assert "{" not in body  # words, no JSON


def test_a_tampered_record_is_refused_and_stores_nothing(make_user, client_for):
    slug = "brass-birmingham"
    game, users = finished_game(slug, make_user)
    api = client_for(users[0])
    record = api.get(f"/api/v1/games/{game.pk}/record/").json()
    before = Game.objects.count()
    moved = next(i for i, e in enumerate(record["events"]) if e["move"])
    drew = next(i for i, e in enumerate(record["events"]) if e["reveals"])

    def changed(change) -> dict:
        forged = copy.deepcopy(record)
        change(forged)
        return forged

    def other_move(r):
        r["events"][moved]["move"] = {"type": "no such move"}

    def other_card(r):
        r["events"][drew]["reveals"][0]["what"] = "a card the seed never dealt"

    def other_result(r):
        r["result"]["scores"][0] += 1

    def other_seed(r):
        r["seed"] = str(int(r["seed"]) + 1)

    for change, status, code in (
        (other_move, 422, "E_RECORD_MISMATCH"),
        (other_card, 422, "E_RECORD_MISMATCH"),
        (other_result, 422, "E_RECORD_MISMATCH"),
        (other_seed, 422, "E_RECORD_MISMATCH"),
        (lambda r: r.update(engine="chess"), 400, "E_RECORD_INVALID"),
        (lambda r: r.update(format="pgn"), 400, "E_RECORD_INVALID"),
        (lambda r: r.update(events="none"), 400, "E_RECORD_INVALID"),
        (lambda r: r["events"].reverse(), 400, "E_RECORD_INVALID"),
        (lambda r: r.update(engine_version=99), 400, "E_RECORD_INVALID"),
    ):
        answer = api.post("/api/v1/games/import/", changed(change), format="json")
        assert answer.status_code == status, (change, answer.content)
        assert answer["Content-Type"] == "application/problem+json"
        assert answer.json()["code"] == code
    assert api.post("/api/v1/games/import/", [1, 2], format="json").status_code == 400
    assert Game.objects.count() == before


def test_no_record_before_the_end(make_user, client_for):
    slug = SLUGS[0]
    users = [make_user(f"p{i}") for i in range(setting(slug)[0])]
    game = start(slug, users, seed=None)  # the server deals: its secret is proven at the end
    play(game, users, 2)
    api = client_for(users[0])
    for path in ("record/", "record/text/"):
        answer = api.get(f"/api/v1/games/{game.pk}/{path}")
        assert answer.status_code == 409
        assert answer.json()["code"] == "E_GAME_NOT_FINISHED"
    assert Client().get(f"/games/{game.pk}/record.json").status_code == 404


def readme_checker() -> str:
    """The README's record checker, as printed there."""
    text = (ROOT / "README.md").read_text("utf-8")
    return text.split("python3 - record.json <<'PY'\n", 1)[1].split("\nPY\n", 1)[0]


def run_checker(path: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-", str(path)],
        input=readme_checker(),
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_the_readmes_script_checks_every_shuffle_of_a_record(make_user, client_for, tmp_path):
    game, users = finished_game("brass-birmingham", make_user)
    record = client_for(users[0]).get(f"/api/v1/games/{game.pk}/record/").json()
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    checked = run_checker(path)
    assert checked.returncode == 0, checked.stderr
    assert checked.stdout.startswith(f"ok: {len(record['events'])} events")
    drew = next(e for e in record["events"] if e["reveals"])
    drew["reveals"][0]["what"] = "a card the seed never dealt"
    path.write_text(json.dumps(record))
    forged = run_checker(path)
    assert forged.returncode != 0 and f"event {drew['seq']} was not dealt so" in forged.stderr
