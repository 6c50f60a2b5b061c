"""With time-machine: reminders at the configured offsets, timeouts applying the ladder,
vacation spending (automatic and by date range), weekend-free clocks, quiet hours, digests."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta

import pytest
import time_machine
from django.core import mail

from accounts.services import profile_of
from games.models import Event, Game, Seat
from games.services.moves import game_move_submit
from notifications.models import Delivery, GamePreference
from notifications.sweeper import sweep
from tests.integration.notifications.conftest import set_profile
from tests.integration.notifications.helpers import DAY, game_with, seat_of, subjects
from tests.support.tiny_game import TINY

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("email_cursor")]
MONDAY = datetime(2026, 3, 2, 12, 0, tzinfo=UTC)


def test_reminders_go_out_at_the_users_offsets(make_user):
    with time_machine.travel(MONDAY, tick=False) as clock:
        ada, bob = make_user("ada"), make_user("bob")
        set_profile(bob, reminder_offsets_hours=[48])
        game = game_with([ada, bob])
        sweep()
        assert [s for s in subjects(ada) if "Your turn" in s]
        deadline = seat_of(game, 0).deadline_at
        assert deadline == MONDAY + timedelta(days=3)

        clock.move_to(deadline - timedelta(hours=24, minutes=1))
        sweep()
        assert not [s for s in subjects(ada) if "Reminder" in s]
        clock.move_to(deadline - timedelta(hours=24) + timedelta(minutes=1))
        sweep()
        assert [s for s in subjects(ada) if "Reminder" in s] == [
            f"[Twenty-One (test game) #{game.pk}] Reminder: 24 hours left"
        ]
        clock.move_to(deadline - timedelta(hours=2) + timedelta(minutes=1))
        sweep()
        sweep()
        reminders = [s for s in subjects(ada) if "Reminder" in s]
        assert len(reminders) == 2 and reminders[1].endswith("Reminder: 2 hours left")

        game_move_submit(game_id=game.pk, user=ada, move={"type": "draw"})
        sweep()
        bob_deadline = seat_of(game, 1).deadline_at
        clock.move_to(bob_deadline - timedelta(hours=48) + timedelta(minutes=1))
        sweep()
        assert [s for s in subjects(bob) if "Reminder" in s] == [
            f"[Twenty-One (test game) #{game.pk}] Reminder: 48 hours left"
        ]


def test_timeouts_climb_the_ladder_to_a_bot(make_user, django_capture_on_commit_callbacks):
    with time_machine.travel(MONDAY, tick=False) as clock:
        ada, bob = make_user("ada"), make_user("bob")
        game = game_with(
            [ada, bob],
            {"kind": "per_move", "seconds": DAY, "vacation": False},
            {"timeout_moves": 2, "then": "bot", "bot": "greedy"},
        )
        for round_ in (1, 2):
            clock.move_to(seat_of(game, 0).deadline_at + timedelta(minutes=1))
            report = sweep()
            assert report.deadlines == {"timeout_move": 1}
            assert seat_of(game, 0).timeouts == round_
            game_move_submit(game_id=game.pk, user=bob, move={"type": "draw"})
        assert Event.objects.filter(game=game, kind=Event.Kind.TIMEOUT).count() == 2
        sweep()
        assert len([s for s in subjects(ada) if "You timed out" in s]) == 2

        clock.move_to(seat_of(game, 0).deadline_at + timedelta(minutes=1))
        with django_capture_on_commit_callbacks(execute=True):  # the bot plays after commit
            assert sweep().deadlines == {"bot": 1}
        seat = seat_of(game, 0)
        assert seat.status == Seat.Status.BOT and seat.bot == "greedy"
        system = Event.objects.get(game=game, kind=Event.Kind.SYSTEM)
        assert system.data["type"] == "seat_bot"
        assert Event.objects.filter(game=game, kind=Event.Kind.BOT, seat=0).exists()
        sweep()
        assert [s for s in subjects(ada) if "A player was replaced" in s]
        assert [s for s in subjects(bob) if "A player was replaced" in s]


def test_timeouts_climb_the_ladder_to_a_drop(make_user):
    """The ladder's "drop": the engine's drop move (core.pipeline) takes the seat out; from
    then on the engine plays its timeout move whenever it would act, and it ranks last."""
    with time_machine.travel(MONDAY, tick=False) as clock:
        ada, bob = make_user("ada"), make_user("bob")
        game = game_with(
            [ada, bob],
            {"kind": "per_move", "seconds": DAY, "vacation": False},
            {"timeout_moves": 0, "then": "drop"},
        )
        clock.move_to(seat_of(game, 0).deadline_at + timedelta(minutes=1))
        assert sweep().deadlines == {"dropped": 1}
        assert seat_of(game, 0).status == Seat.Status.DROPPED
        drop = Event.objects.get(game=game, kind=Event.Kind.TIMEOUT, seat=0)
        assert drop.move == {"type": "drop"} and drop.data["type"] == "seat_dropped"
        game.refresh_from_db()
        assert game.head_state["dropped"] == [0]
        assert TINY.to_act(game.head_state) == [1]
        while game.status == Game.Status.ACTIVE:
            move = TINY.timeout_move(game.head_state, 1)
            game_move_submit(game_id=game.pk, user=bob, move=move)
            game.refresh_from_db()
            assert 0 not in TINY.to_act(game.head_state)
        assert game.result["ranks"][0] == 2 and game.result["details"]["dropped"] == [0]


def test_a_vacant_seat_is_claimed_by_a_substitute(make_user, client_for):
    with time_machine.travel(MONDAY, tick=False) as clock:
        ada, bob, cleo, dan = (make_user(n) for n in ("ada", "bob", "cleo", "dan"))
        game = game_with(
            [ada, bob],
            {"kind": "per_move", "seconds": DAY, "vacation": False},
            {"timeout_moves": 0, "then": "substitute"},
        )
        clock.move_to(seat_of(game, 0).deadline_at + timedelta(minutes=1))
        assert sweep().deadlines == {"vacant": 1}
        assert seat_of(game, 0).status == Seat.Status.VACANT
        assert Event.objects.filter(game=game, kind=Event.Kind.TIMEOUT, seat=0).exists()

        claimed = client_for(cleo).post(f"/api/v1/games/{game.pk}/seats/0/claim/")
        assert claimed.status_code == 200, claimed.content
        seat = seat_of(game, 0)
        assert seat.user == cleo and seat.status == Seat.Status.PLAYING
        again = client_for(dan).post(f"/api/v1/games/{game.pk}/seats/0/claim/")
        assert again.status_code == 409 and again.json()["code"] == "E_JOIN_REFUSED"
        sweep()
        for user in (ada, bob, cleo):
            assert [s for s in subjects(user) if "A player was replaced" in s], user


def test_vacation_days_are_spent_when_a_clock_runs_out(make_user):
    with time_machine.travel(MONDAY, tick=False) as clock:
        ada, bob = make_user("ada"), make_user("bob")
        set_profile(ada, vacation_days_per_year=2)
        game = game_with([ada, bob], {"kind": "per_move", "seconds": DAY}, {"timeout_moves": 1})
        first = seat_of(game, 0).deadline_at
        for spent in (1, 2):
            clock.move_to(seat_of(game, 0).deadline_at + timedelta(minutes=1))
            assert sweep().deadlines == {"vacation_day": 1}
            assert profile_of(ada).vacation_spent == {"2026": spent}
            assert seat_of(game, 0).deadline_at == first + timedelta(days=spent)
        clock.move_to(seat_of(game, 0).deadline_at + timedelta(minutes=1))
        assert sweep().deadlines == {"timeout_move": 1}


def test_a_vacation_range_pauses_every_clock(make_user, client_for):
    with time_machine.travel(MONDAY, tick=False) as clock:
        ada, bob = make_user("ada"), make_user("bob")
        game = game_with([ada, bob], {"kind": "per_move", "seconds": 2 * DAY})
        response = client_for(ada).post(
            "/api/v1/me/vacations/", {"start": "2026-03-03", "end": "2026-03-05"}, format="json"
        )
        assert response.status_code == 201, response.content
        # Monday 12:00-24:00 counts, Tuesday-Thursday do not, 36 h from Friday 00:00
        assert seat_of(game, 0).deadline_at == datetime(2026, 3, 7, 12, 0, tzinfo=UTC)
        assert profile_of(ada).vacation_spent == {"2026": 3}
        clock.move_to(MONDAY + timedelta(days=2, minutes=1))
        assert sweep().deadlines == {}
        too_long = client_for(ada).post(
            "/api/v1/me/vacations/", {"start": "2026-04-01", "end": "2026-04-30"}, format="json"
        )
        assert too_long.status_code == 400 and too_long.json()["code"] == "E_VACATION_REFUSED"


def test_weekends_do_not_count_on_a_weekend_free_clock(make_user):
    friday = datetime(2026, 3, 6, 12, 0, tzinfo=UTC)
    with time_machine.travel(friday, tick=False) as clock:
        ada, bob = make_user("ada"), make_user("bob")
        set_profile(ada, timezone="Europe/Berlin")
        game = game_with([ada, bob], {"kind": "per_move", "seconds": DAY, "skip_weekends": True})
        # Friday 13:00-24:00 Berlin (11 h), then Monday 00:00-13:00 Berlin (13 h)
        assert seat_of(game, 0).deadline_at == datetime(2026, 3, 9, 12, 0, tzinfo=UTC)
        clock.move_to(friday + timedelta(days=1, minutes=1))
        assert sweep().deadlines == {}
        clock.move_to(datetime(2026, 3, 9, 12, 1, tzinfo=UTC))
        assert sweep().deadlines == {"vacation_day": 1}


def test_quiet_hours_hold_mail_until_they_end(make_user):
    evening = datetime(2026, 1, 12, 21, 30, tzinfo=UTC)  # 22:30 in Paris
    with time_machine.travel(evening, tick=False) as clock:
        ada, bob = make_user("ada"), make_user("bob")
        set_profile(ada, timezone="Europe/Paris", quiet_start=time(22), quiet_end=time(7))
        game_with([ada, bob])
        sweep()
        assert not subjects(ada) and subjects(bob)
        waiting = Delivery.objects.filter(user=ada, state=Delivery.State.PENDING)
        assert {d.next_attempt_at for d in waiting} == {datetime(2026, 1, 13, 6, 0, tzinfo=UTC)}
        clock.move_to(datetime(2026, 1, 13, 5, 59, tzinfo=UTC))
        sweep()
        assert not subjects(ada)
        clock.move_to(datetime(2026, 1, 13, 6, 1, tzinfo=UTC))
        sweep()
        assert [s for s in subjects(ada) if "Your turn" in s]


def test_a_digest_lists_waiting_games_most_urgent_first(make_user):
    with time_machine.travel(MONDAY, tick=False) as clock:
        ada, bob, cleo = make_user("ada"), make_user("bob"), make_user("cleo")
        set_profile(ada, email_mode="digest", digest_hour=8)
        slow = game_with([ada, bob], {"kind": "per_move", "seconds": 5 * DAY})
        fast = game_with([ada, cleo], {"kind": "per_move", "seconds": 2 * DAY})
        muted = game_with([ada, cleo], {"kind": "per_move", "seconds": DAY})
        GamePreference.objects.create(user=ada, game=muted, muted=True)
        sweep()
        assert not [s for s in subjects(ada) if "Your turn" in s]
        clock.move_to(datetime(2026, 3, 3, 8, 0, 30, tzinfo=UTC))
        sweep()
        digests = [m for m in mail.outbox if ada.email in m.to]
        digests = [m for m in digests if "waiting for you" in m.subject]
        assert len(digests) == 1 and digests[0].subject == "2 games waiting for you"
        body = digests[0].body
        assert body.index(f"#{fast.pk} ===") < body.index(f"#{slow.pk} ===")
        assert f"#{muted.pk} ===" not in body


def test_the_beat_task_runs_one_sweep_at_a_time(make_user):
    from django.core.cache import cache

    from notifications import tasks

    game_with([make_user("ada"), make_user("bob")])
    assert "deadlines" in tasks.sweep.apply().get()
    cache.add(tasks.SWEEP_LOCK, 1, timeout=60)
    try:
        assert tasks.sweep.apply().get() == {"skipped": "another sweep is running"}
    finally:
        cache.delete(tasks.SWEEP_LOCK)
