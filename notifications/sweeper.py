"""The one periodic sweep (Celery beat): deadlines, the outbox, reminders, digests, retries.

Each step reads only what is due through an index (Seat (must_act, deadline_at), Wakeup
due_at, Delivery (state, next_attempt_at), the outbox cursor), so a sweep costs what is
due, not what exists. Work is never scheduled as long countdown tasks (unsafe with a Redis
broker): the rows in PostgreSQL are the schedule.
"""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass, field
from datetime import datetime

from django.utils import timezone

from config.publish import publish_each
from games.services.timeouts import seat_deadline_enforce, seats_due
from notifications.email.deliveries import deliveries_due
from notifications.email.inbound import inbound_answer_done
from notifications.email.outbound import outbox_dispatch
from notifications.email.schedule import wakeup_fire, wakeups_due

log = logging.getLogger(__name__)


@dataclass
class SweepReport:
    deadlines: dict[str, int] = field(default_factory=dict)
    events: int = 0
    answers: int = 0
    wakeups: dict[str, int] = field(default_factory=dict)
    deliveries: int = 0

    def as_dict(self) -> dict[str, object]:
        return asdict(self)


def sweep(now: datetime | None = None, *, limit: int = 1000, send: bool = True) -> SweepReport:
    from notifications.tasks import deliver

    now = now or timezone.now()
    report = SweepReport()
    for seat_id in seats_due(now=now, limit=limit):
        try:
            outcome = seat_deadline_enforce(seat_id=seat_id, now=now)
        except Exception:  # one broken game must not stop the others
            log.exception("deadline of seat %s", seat_id)
            outcome = "error"
        report.deadlines[outcome] = report.deadlines.get(outcome, 0) + 1
    while True:
        handled = outbox_dispatch(now=now)
        report.events += handled
        if not handled:
            break
    report.answers = inbound_answer_done(now=now)
    for wakeup_id in wakeups_due(now=now, limit=limit):
        outcome = wakeup_fire(wakeup_id=wakeup_id, now=now)
        report.wakeups[outcome] = report.wakeups.get(outcome, 0) + 1
    if send:
        report.deliveries += publish_each(deliver, deliveries_due(now=now, limit=limit))
    return report
