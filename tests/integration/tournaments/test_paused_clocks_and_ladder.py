"""An event's pause stops its games' clocks; a round deadline climbs each game's own
timeout ladder (issue 22, organisers)."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
import time_machine
from django.utils import timezone

from games.models import Event, Game, Seat
from games.services.timeouts import seat_deadline_enforce, seats_due
from tests.integration.tournaments.test_organiser import make_tournament
from tournaments.models import Table
from tournaments.tasks import advance_tournaments

pytestmark = pytest.mark.django_db
PAIRS = {"table": {"preferred": 2, "min": 2, "max": 2}, "rounds": 1}


def _pair_event(make_user, client_for, organiser: str, names: list[str], **fields):
    """An event of two-player tables for ``names``, made by ``organiser``."""
    people = [make_user(name) for name in names]
    org = client_for(make_user(organiser), scopes=["read", "organise"])
    options = {"limit": 60, "copies": 10}
    return (
        org,
        people,
        make_tournament(org, people, client_for, options=options, config=PAIRS, **fields),
    )


def _start(org, tid) -> Game:
    assert org.post(f"/api/v1/tournaments/{tid}/start/").status_code == 200
    return Table.objects.get(round__tournament_id=tid).game


def _acting(game: Game) -> Seat:
    game.refresh_from_db()
    return game.seats.get(index=game.to_act[0])


def _move(client_for, game: Game) -> None:
    seat = _acting(game)
    answer = client_for(seat.user).post(
        f"/api/v1/games/{game.pk}/moves/",
        {"move": {"type": "draw"}},
        format="json",
        HTTP_IF_MATCH=f'"{game.head_seq}"',
    )
    assert answer.status_code == 201, answer.json()


def test_a_paused_event_stops_its_games_clocks_and_resume_gives_back_the_time(
    make_user, client_for
) -> None:
    org, people, tid = _pair_event(
        make_user,
        client_for,
        "pauser",
        ["p0", "p1"],
        time_control={"kind": "per_move", "seconds": 3600, "vacation": False},
    )
    start = timezone.now()
    with time_machine.travel(start, tick=False) as clock:
        game = _start(org, tid)
        late = _acting(game)
        assert late.deadline_at == start + timedelta(hours=1)
        clock.shift(timedelta(minutes=10))
        assert org.post(f"/api/v1/tournaments/{tid}/pause/").status_code == 200
        game.refresh_from_db()
        assert game.clock_paused_at == start + timedelta(minutes=10)
        shown = client_for(people[0]).get(f"/api/v1/games/{game.pk}/").json()
        assert shown["clocks_paused_since"] is not None

        clock.shift(timedelta(hours=5))  # far past the deadline: nothing happens
        assert late.pk not in seats_due(now=timezone.now())
        assert seat_deadline_enforce(seat_id=late.pk) == "paused"
        assert not Event.objects.filter(game=game, kind=Event.Kind.TIMEOUT).exists()

        assert org.post(f"/api/v1/tournaments/{tid}/resume/").status_code == 200
        late.refresh_from_db()
        game.refresh_from_db()
        # the 50 minutes left at the pause are left after it
        assert late.deadline_at == timezone.now() + timedelta(minutes=50)
        assert game.clock_paused_at is None and game.deadline_at == late.deadline_at
        clock.shift(timedelta(minutes=49))
        assert late.pk not in seats_due(now=timezone.now())
        clock.shift(timedelta(minutes=2))
        assert late.pk in seats_due(now=timezone.now())


def test_a_move_while_the_clocks_stand_still_spends_no_time(make_user, client_for) -> None:
    org, _people, tid = _pair_event(
        make_user,
        client_for,
        "banker",
        ["b0", "b1"],
        time_control={"kind": "bank", "initial": 7200, "increment": 0, "vacation": False},
    )
    start = timezone.now()
    with time_machine.travel(start, tick=False) as clock:
        game = _start(org, tid)
        mover = _acting(game)
        clock.shift(timedelta(minutes=10))
        org.post(f"/api/v1/tournaments/{tid}/pause/")
        clock.shift(timedelta(hours=3))
        _move(client_for, game)  # moves are still taken
        mover.refresh_from_db()
        assert mover.clock["bank"] == 7200 - 600  # charged up to the pause only
        other = _acting(game)
        began = datetime.fromisoformat(other.clock["since"])
        clock.shift(timedelta(hours=1))
        org.post(f"/api/v1/tournaments/{tid}/resume/")
        other.refresh_from_db()
        # a turn begun during the pause begins when the clocks run again
        assert datetime.fromisoformat(other.clock["since"]) == timezone.now() != began
        assert other.deadline_at == timezone.now() + timedelta(seconds=7200)


@pytest.mark.parametrize(
    ("policy", "takes_over"),
    [
        ({"timeout_moves": 1, "then": "bot", "bot": "greedy"}, Seat.Status.BOT),
        ({"timeout_moves": 1, "then": "substitute"}, Seat.Status.VACANT),
    ],
)
def test_a_round_deadline_climbs_each_games_own_timeout_ladder(
    make_user, client_for, policy, takes_over
) -> None:
    org, _people, tid = _pair_event(
        make_user,
        client_for,
        "ladderer",
        ["l0", "l1"],
        round_seconds=3600,
        time_control={"kind": "per_move", "seconds": 86400, "vacation": False},
        timeout_policy=policy,
    )
    start = timezone.now()
    with time_machine.travel(start, tick=False) as clock:
        game = _start(org, tid)
        clock.shift(timedelta(hours=2))
        advance_tournaments()
    game.refresh_from_db()
    assert game.status == Game.Status.FINISHED
    timeouts = Event.objects.filter(game=game, kind=Event.Kind.TIMEOUT)
    assert timeouts.exists()
    assert all(e.data.get("reason") == "tournament round deadline" for e in timeouts)
    # one timeout move per seat as the policy says, then the policy's next rung
    assert max(s.timeouts for s in game.seats.all()) <= 1 or takes_over == Seat.Status.VACANT
    assert game.seats.filter(status=takes_over).exists()
    kinds = set(Event.objects.filter(game=game).values_list("kind", flat=True))
    if takes_over == Seat.Status.BOT:
        assert Event.Kind.BOT in kinds
        assert Event.objects.filter(game=game, data__type="seat_bot").exists()
    else:
        assert Event.objects.filter(game=game, data__type="seat_vacant").exists()
    assert Table.objects.get(game=game).status == Table.Status.FINISHED
