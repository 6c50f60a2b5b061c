"""Time of one sweep (notifications/sweeper.py) as the number of games grows.

Builds, in a scratch database, N active games of the test engine (two seats each, the
seat to act with a deadline and two reminder wakeups) of which a share is due, then times
one sweep: deadlines (the timeout ladder applied for real), the outbox (the emails those
timeouts cause, rendered and "sent" through the dummy backend), reminders and retries.
The goal: the cost follows the due games, not all games.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/turnserver .venv/bin/python bench/sweeper.py
The scratch database is Django's test database of DATABASE_URL's server, named by BENCH_DB
(default turnserver_sweeper_<pid>), so it runs beside the test suite or another bench.
"""

from __future__ import annotations

import os
import sys
import time
from datetime import timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ["CELERY_TASK_ALWAYS_EAGER"] = "true"
os.environ["EMAIL_URL"] = "dummymail://"

import django

django.setup()

from django.conf import settings  # noqa: E402
from django.db import connection  # noqa: E402
from django.utils import timezone  # noqa: E402

from config.celery import app  # noqa: E402

app.conf.task_always_eager = True
settings.DATABASES["default"].setdefault("TEST", {})["NAME"] = os.environ.get(
    "BENCH_DB", f"turnserver_sweeper_{os.getpid()}"
)

from accounts.models import User  # noqa: E402
from games.engines.core import seed_digest  # noqa: E402
from games.models import Game, Seat  # noqa: E402
from notifications.models import Delivery, Wakeup  # noqa: E402
from notifications.outbox import skip_to_end  # noqa: E402
from notifications.sweeper import sweep  # noqa: E402
from tests.support.tiny_game import TINY  # noqa: E402

BATCH = 5000
USERS = 1000


def populate(games: int, due: int) -> None:
    now = timezone.now()
    with connection.cursor() as cursor:
        cursor.execute(
            "TRUNCATE notifications_wakeup, notifications_delivery, games_snapshot, "
            "games_seat, notifications_startnotice, notifications_replyaddress, "
            "notifications_outboxcursor RESTART IDENTITY CASCADE"
        )
        cursor.execute("ALTER TABLE games_event DISABLE TRIGGER USER")
        cursor.execute("TRUNCATE games_event, games_game RESTART IDENTITY CASCADE")
        cursor.execute("ALTER TABLE games_event ENABLE TRIGGER USER")
    users = list(User.objects.all()[:USERS])
    if len(users) < USERS:
        User.objects.bulk_create(
            [User(username=f"bench{i}", email=f"bench{i}@example.test") for i in range(USERS)]
        )
        users = list(User.objects.all()[:USERS])
    state = TINY.setup(2, {}, 1)
    control = {"kind": "per_move", "seconds": 3 * 24 * 3600}
    for start in range(0, games, BATCH):
        size = min(BATCH, games - start)
        made = Game.objects.bulk_create(
            [
                Game(
                    engine=TINY.slug,
                    players=2,
                    seed=1,
                    seed_digest=seed_digest(1),
                    status=Game.Status.ACTIVE,
                    head_seq=0,
                    head_state=state,
                    to_act=[0],
                    time_control=control,
                    created_by=users[(start + i) % USERS],
                    started_at=now,
                )
                for i in range(size)
            ]
        )
        seats, wakeups = [], []
        for i, game in enumerate(made):
            n = start + i
            is_due = n % max(1, games // due) == 0 and n // max(1, games // due) < due
            deadline = now - timedelta(minutes=5) if is_due else now + timedelta(days=2)
            since = (deadline - timedelta(seconds=control["seconds"])).isoformat()
            first = Seat(
                game=game,
                index=0,
                user=users[n % USERS],
                must_act=True,
                deadline_at=deadline,
                clock={"since": since},
            )
            seats += [first, Seat(game=game, index=1, user=users[(n + 1) % USERS])]
            game.deadline_at = deadline
        Seat.objects.bulk_create(seats)
        Game.objects.bulk_update(made, ["deadline_at"])
        for seat in seats[::2]:
            for hours in (24, 2):
                wakeups.append(
                    Wakeup(
                        key=f"reminder:{seat.pk}:{int(seat.deadline_at.timestamp())}:{hours}",
                        kind=Wakeup.Kind.REMINDER,
                        due_at=seat.deadline_at - timedelta(hours=hours),
                        user_id=seat.user_id,
                        seat=seat,
                        data={"deadline": seat.deadline_at.isoformat(), "hours": hours},
                    )
                )
        Wakeup.objects.bulk_create(wakeups)
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE")
    skip_to_end("email")


def timed_sweep() -> tuple[float, int, dict[str, object]]:
    """Seconds and SQL statements of one sweep (statements do not depend on machine load)."""
    statements = 0

    def count(execute, sql, params, many, context):  # type: ignore[no-untyped-def]
        nonlocal statements
        statements += 1
        return execute(sql, params, many, context)

    with connection.execute_wrapper(count):
        started = time.perf_counter()
        report = sweep()
        seconds = time.perf_counter() - started
    return seconds, statements, report.as_dict()


def main() -> None:
    old_name = connection.creation.create_test_db(verbosity=0, autoclobber=True, serialize=False)
    try:
        populate(100, 1)
        timed_sweep()  # warm up: imports, templates, engine
        head = f"{'games':>8} {'due':>6} {'sweep s':>9} {'SQL':>7} {'SQL/due':>8}"
        print(f"{head}  what the sweep did")
        for games, due in ((1_000, 10), (100_000, 1_000), (100_000, 10), (100_000, 0)):
            if (
                games != Game.objects.count()
                or Seat.objects.filter(must_act=True, deadline_at__lte=timezone.now()).count()
                != due
            ):
                populate(games, due)
            seconds, statements, report = timed_sweep()
            per_due = f"{statements / due:.1f}" if due else "-"
            print(f"{games:>8} {due:>6} {seconds:>9.3f} {statements:>7} {per_due:>8}  {report}")
            Delivery.objects.all().delete()
        with connection.cursor() as cursor:
            cursor.execute(
                "EXPLAIN SELECT id FROM games_seat WHERE must_act AND deadline_at <= now() "
                "AND status IN ('playing', 'vacant') ORDER BY deadline_at LIMIT 1000"
            )
            print("due seats plan:", " / ".join(row[0].strip() for row in cursor.fetchall()))
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)


if __name__ == "__main__":
    main()
