"""What organisers and players do through the API besides playing: refusals with stable codes,
round deadlines settled by timeouts, pause/resume/extend, withdraw, replace, byes,
adjudication, and the other formats (round robin in pools, knockout)."""

from __future__ import annotations

import random
from collections import Counter
from datetime import timedelta
from itertools import combinations

import pytest
import time_machine
from django.utils import timezone

from games.models import Event, Game
from tests.integration.tournaments.helpers import play_round, round_tables
from tournaments.models import Bye, Entry, Round, Table, Tournament
from tournaments.tasks import advance_tournaments

pytestmark = pytest.mark.django_db
SWISS = {
    "table": {"preferred": 3, "min": 3, "max": 3},
    "rounds": 3,
    "points": {"by_size": {"3": [2, 1, 0]}, "bye": 1},
}


def make_tournament(org, people, client_for, **fields):
    body = {
        "name": "Test cup",
        "engine": "twenty-one",
        "kind": "swiss",
        "config": SWISS,
        "options": {"limit": 9},
        **fields,
    }
    created = org.post("/api/v1/tournaments/", body, format="json")
    assert created.status_code == 201, created.json()
    tid = created.json()["id"]
    for person in people:
        answer = client_for(person, scopes=["play"]).post(
            f"/api/v1/tournaments/{tid}/register/", {}, format="json"
        )
        assert answer.status_code == 201, answer.json()
    return tid


@pytest.mark.parametrize(
    ("change", "code", "words"),
    [
        ({"engine": "chess"}, "E_INVALID_TOURNAMENT", "no game"),
        (
            {"config": {"table": {"preferred": 5, "min": 5, "max": 5}, "rounds": 2}},
            "E_INVALID_TOURNAMENT",
            "takes 2 to 4 players",
        ),
        ({"kind": "swiss", "config": {"rounds": 0}}, "E_INVALID_TOURNAMENT", "number of rounds"),
        ({"options": {"limit": 1}}, "E_INVALID_TOURNAMENT", ""),
        ({"kind": "ladder"}, "E_VALIDATION", ""),
    ],
)
def test_bad_settings_are_refused_and_create_nothing(
    make_user, client_for, change, code, words
) -> None:
    org = client_for(make_user("o1"), scopes=["read", "organise"])
    body = {"name": "x", "engine": "twenty-one", "kind": "swiss", "config": SWISS, **change}
    answer = org.post("/api/v1/tournaments/", body, format="json")
    assert answer.status_code == 400
    assert answer["Content-Type"].startswith("application/problem+json")
    assert answer.json()["code"] == code and words in answer.json()["detail"]
    assert not Tournament.objects.exists()


def test_scopes_organiser_and_registration_rules(make_user, client_for) -> None:
    boss, ann, bob, cy = (make_user(n) for n in ("boss", "ann", "bob", "cy"))
    no_scope = client_for(boss, scopes=["read", "play"])
    answer = no_scope.post("/api/v1/tournaments/", {}, format="json")
    assert answer.status_code == 403 and answer.json()["code"] == "E_PERMISSION_DENIED"
    org = client_for(boss, scopes=["read", "organise"])
    tid = make_tournament(org, [ann, bob], client_for, max_players=3, min_players=3)
    again = client_for(ann, scopes=["play"]).post(f"/api/v1/tournaments/{tid}/register/")
    assert again.status_code == 409 and again.json()["code"] == "E_REGISTRATION_REFUSED"
    early = org.post(f"/api/v1/tournaments/{tid}/start/")
    assert early.status_code == 409 and "needs 3" in early.json()["detail"]
    intruder = client_for(ann, scopes=["organise"]).post(f"/api/v1/tournaments/{tid}/start/")
    assert intruder.status_code == 403 and intruder.json()["code"] == "E_NOT_ORGANISER"
    client_for(cy, scopes=["play"]).post(f"/api/v1/tournaments/{tid}/register/")
    full = client_for(make_user("dee"), scopes=["play"]).post(
        f"/api/v1/tournaments/{tid}/register/"
    )
    assert full.status_code == 409 and "full" in full.json()["detail"]
    out = client_for(cy, scopes=["play"]).post(f"/api/v1/tournaments/{tid}/withdraw/")
    assert out.status_code == 200 and out.json()["status"] == "withdrawn"
    back = client_for(cy, scopes=["play"]).post(f"/api/v1/tournaments/{tid}/register/")
    assert back.status_code == 201 and back.json()["status"] == "active"
    assert org.post(f"/api/v1/tournaments/{tid}/start/").status_code == 200
    late = client_for(make_user("eve"), scopes=["play"]).post(
        f"/api/v1/tournaments/{tid}/register/"
    )
    assert late.status_code == 409
    missing = org.get("/api/v1/tournaments/999999/")
    assert missing.status_code == 404 and missing.json()["code"] == "E_TOURNAMENT_NOT_FOUND"
    listed = org.get("/api/v1/tournaments/").json()
    assert [t["id"] for t in listed["results"]] == [tid]
    assert listed["results"][0]["players"] == 3


def test_round_deadline_settles_tables_by_timeouts_pause_and_extend(make_user, client_for) -> None:
    boss = make_user("timer")
    people = [make_user(f"t{k}") for k in range(3)]
    org = client_for(boss, scopes=["read", "organise"])
    tid = make_tournament(
        org, people, client_for, round_seconds=3600, options={"limit": 60, "copies": 10}
    )
    start = timezone.now()
    with time_machine.travel(start, tick=False) as clock:
        org.post(f"/api/v1/tournaments/{tid}/start/")
        first = Round.objects.get(tournament_id=tid, number=1)
        assert first.deadline_at == start + timedelta(hours=1)
        assert advance_tournaments()[tid] == "round 1: 1 tables playing"

        extended = org.post(
            f"/api/v1/tournaments/{tid}/rounds/extend/", {"seconds": 1800}, format="json"
        )
        assert extended.status_code == 200
        assert Round.objects.get(pk=first.pk).deadline_at == start + timedelta(minutes=90)
        assert org.post(f"/api/v1/tournaments/{tid}/pause/").json()["status"] == "paused"
        clock.shift(timedelta(hours=2))
        assert advance_tournaments() == {}  # paused tournaments are left alone
        assert org.post(f"/api/v1/tournaments/{tid}/resume/").json()["status"] == "running"
        # the two paused hours were added to the deadline
        assert Round.objects.get(pk=first.pk).deadline_at == start + timedelta(minutes=210)
        clock.shift(timedelta(minutes=60))
        assert advance_tournaments()[tid] == "round 1: 1 tables playing"
        clock.shift(timedelta(minutes=31))
        assert advance_tournaments()[tid].startswith("round 2 paired")
    table = Table.objects.get(round=first)
    assert (
        table.status == Table.Status.FINISHED
        and Game.objects.get(pk=table.game_id).status == Game.Status.FINISHED
    )
    assert Event.objects.filter(game_id=table.game_id, kind=Event.Kind.TIMEOUT).exists()
    assert not Event.objects.filter(game_id=table.game_id, kind=Event.Kind.MOVE).exists()


def test_withdraw_replace_byes_and_adjudication(make_user, client_for) -> None:
    boss = make_user("chief")
    people = [make_user(f"p{k}") for k in range(7)]
    org = client_for(boss, scopes=["read", "organise"])
    tid = make_tournament(
        org,
        people,
        client_for,
        config={
            "table": {"preferred": 3, "min": 2, "max": 3},
            "rounds": 3,
            "points": {"by_size": {"3": [2, 1, 0], "2": [2, 0]}, "bye": 1},
        },
    )
    entries = {e.user.username: e.pk for e in Entry.objects.filter(tournament_id=tid)}
    ask = org.post(
        f"/api/v1/tournaments/{tid}/byes/",
        {"entry": entries["p0"], "round_number": 2},
        format="json",
    )
    assert ask.status_code == 201 and ask.json()["source"] == "organiser"
    assert (
        org.post(
            f"/api/v1/tournaments/{tid}/byes/",
            {"entry": entries["p1"], "round_number": 2},
            format="json",
        ).status_code
        == 201
    )
    removed = org.delete(f"/api/v1/tournaments/{tid}/byes/{entries['p1']}/2/")
    assert removed.status_code == 204
    org.post(f"/api/v1/tournaments/{tid}/start/")
    first = Round.objects.get(tournament_id=tid, number=1)
    assert sorted(len(t) for t in round_tables(first)) == [2, 2, 3]  # 7 = 3 + 2 + 2
    late_bye = org.post(
        f"/api/v1/tournaments/{tid}/byes/",
        {"entry": entries["p2"], "round_number": 1},
        format="json",
    )
    assert late_bye.status_code == 409 and late_bye.json()["code"] == "E_BYE_REFUSED"

    # withdraw p3 and put "sub" in p4's place; adjudicate the tables, void one
    assert (
        org.post(f"/api/v1/tournaments/{tid}/entries/{entries['p3']}/withdraw/").status_code == 200
    )
    sub = make_user("sub")
    swapped = org.post(
        f"/api/v1/tournaments/{tid}/entries/{entries['p4']}/replace/",
        {"username": "sub"},
        format="json",
    )
    assert swapped.status_code == 200 and swapped.json()["player"] == "sub"
    # the substitute takes p4's seat in the running game at once, and everyone is told
    running = Table.objects.get(round=first, seats__entry_id=entries["p4"]).game
    assert running.seats.filter(user=sub, status="playing").exists()
    assert running.events.filter(kind="system", data__type="player_replaced").exists()
    three, *twos = sorted(Table.objects.filter(round=first), key=lambda t: -t.seats.count())
    wrong = org.post(
        f"/api/v1/tournaments/{tid}/tables/{three.pk}/adjudicate/", {"ranks": [1, 2]}, format="json"
    )
    assert wrong.status_code == 422 and wrong.json()["code"] == "E_ADJUDICATION_REFUSED"
    assert (
        org.post(
            f"/api/v1/tournaments/{tid}/tables/{three.pk}/adjudicate/",
            {"ranks": [1, 2, 3]},
            format="json",
        ).status_code
        == 200
    )
    assert (
        org.post(
            f"/api/v1/tournaments/{tid}/tables/{twos[0].pk}/adjudicate/",
            {"void": True},
            format="json",
        ).json()["status"]
        == "void"
    )
    assert (
        org.post(
            f"/api/v1/tournaments/{tid}/tables/{twos[1].pk}/adjudicate/",
            {"ranks": [2, 1]},
            format="json",
        ).status_code
        == 200
    )
    assert advance_tournaments()[tid].startswith("round 2 paired")

    # five play round 2 (3 + 2): not p0 (asked for a bye), not p3 (withdrawn); sub for p4
    second = Round.objects.get(tournament_id=tid, number=2)
    seated = [p for t in round_tables(second) for p in t]
    assert sorted(seated) == sorted(e for n, e in entries.items() if n not in ("p0", "p3"))
    table_of_p4 = Table.objects.get(round=second, seats__entry_id=entries["p4"])
    assert table_of_p4.game.seats.filter(user=sub).exists()
    assert dict(
        Bye.objects.filter(tournament_id=tid, round_number=2).values_list("entry_id", "source")
    ) == {entries["p0"]: "organiser"}
    rows = {r["player"]: r for r in org.get(f"/api/v1/tournaments/{tid}/standings/").json()}
    assert rows["p3"]["status"] == "withdrawn" and rows["sub"]["entry"] == entries["p4"]
    by_entry = {r["entry"]: r["points"] for r in rows.values()}
    expected = {}
    for table, points in ((three, [2, 1, 0]), (twos[0], [0, 0]), (twos[1], [0, 2])):
        for seat, value in zip(table.seats.order_by("seat"), points, strict=True):
            expected[seat.entry_id] = value
    assert by_entry == expected
    history = org.get(f"/api/v1/tournaments/{tid}/rounds/").json()
    assert [r["number"] for r in history] == [1, 2]
    assert history[1]["byes"] == [{"entry": entries["p0"], "player": "p0", "source": "organiser"}]


def test_round_robin_pools_and_knockout_through_the_periodic_task(make_user, client_for) -> None:
    boss = make_user("rr")
    org = client_for(boss, scopes=["read", "organise"])
    people = [make_user(f"r{k}") for k in range(8)]
    tid = make_tournament(
        org,
        people,
        client_for,
        kind="round_robin",
        config={"table": {"preferred": 2, "min": 2, "max": 2}, "pools": 2},
    )
    org.post(f"/api/v1/tournaments/{tid}/start/")
    rng = random.Random(8)
    met = Counter()
    while Tournament.objects.get(pk=tid).status == Tournament.Status.RUNNING:
        played = Round.objects.get(
            tournament_id=tid, number=Tournament.objects.get(pk=tid).current_round
        )
        for table in round_tables(played):
            met.update(frozenset(p) for p in combinations(table, 2))
        play_round(played, rng)
        advance_tournaments()
    assert Tournament.objects.get(pk=tid).current_round == 3  # pools of 4: 3 rounds
    assert len(met) == 2 * 6 and set(met.values()) == {1}
    pools = org.get(f"/api/v1/tournaments/{tid}/standings/").json()
    assert Counter(r["division"] for r in pools) == {1: 4, 2: 4}  # standings per pool
    assert all(r["games"] == 3 for r in pools)

    ko = make_tournament(
        org,
        people,
        client_for,
        kind="knockout",
        config={"table": {"preferred": 4, "min": 4, "max": 4}, "advance": 2},
    )
    org.post(f"/api/v1/tournaments/{ko}/start/")
    sizes = []
    while Tournament.objects.get(pk=ko).status == Tournament.Status.RUNNING:
        played = Round.objects.get(
            tournament_id=ko, number=Tournament.objects.get(pk=ko).current_round
        )
        sizes.append([len(t) for t in round_tables(played)])
        play_round(played, rng)
        advance_tournaments()
    assert sizes == [[4, 4], [4]]
    final = Tournament.objects.get(pk=ko).final["ranking"]
    assert len(final) == 8
    last = Round.objects.get(tournament_id=ko, number=2)
    assert set(final[:4]) == set(round_tables(last)[0])


def test_a_substitute_takes_a_seat_the_timeout_ladder_left_vacant(make_user, client_for) -> None:
    from games.services.timeouts import seat_deadline_enforce, seats_due

    boss = make_user("ladder")
    people = [make_user("v0"), make_user("v1")]
    org = client_for(boss, scopes=["read", "organise"])
    tid = make_tournament(
        org,
        people,
        client_for,
        options={"limit": 60, "copies": 10},
        config={"table": {"preferred": 2, "min": 2, "max": 2}, "rounds": 1},
        time_control={"kind": "per_move", "seconds": 3600, "vacation": False},
        timeout_policy={"timeout_moves": 0, "then": "substitute"},
    )
    org.post(f"/api/v1/tournaments/{tid}/start/")
    table = Table.objects.get(round__tournament_id=tid)
    game = table.game
    late = game.seats.get(index=game.to_act[0])
    with time_machine.travel(timezone.now() + timedelta(hours=2)):
        assert late.pk in seats_due(now=timezone.now())
        assert seat_deadline_enforce(seat_id=late.pk) == "vacant"
    entry = table.seats.get(seat=late.index).entry
    make_user("stand_in")
    swapped = org.post(
        f"/api/v1/tournaments/{tid}/entries/{entry.pk}/replace/",
        {"username": "stand_in"},
        format="json",
    )
    assert swapped.status_code == 200
    late.refresh_from_db()
    assert late.user.username == "stand_in" and late.status == "playing"
    assert Event.objects.filter(game=game, data__type="seat_claimed").exists()


def test_a_field_the_format_cannot_pair_is_refused_at_start(make_user, client_for) -> None:
    org = client_for(make_user("tiny"), scopes=["read", "organise"])
    tid = make_tournament(
        org,
        [make_user("q1"), make_user("q2")],
        client_for,
        kind="round_robin",
        config={"table": {"preferred": 3, "min": 3, "max": 3}},
    )
    refused = org.post(f"/api/v1/tournaments/{tid}/start/")
    assert refused.status_code == 409 and refused.json()["code"] == "E_UNPAIRABLE"
    assert "cannot be seated" in refused.json()["detail"]
    tournament = Tournament.objects.get(pk=tid)
    assert tournament.status == Tournament.Status.REGISTRATION and not tournament.rounds.exists()


def test_a_round_starts_as_soon_as_its_last_table_finishes(make_user, client_for) -> None:
    """The "tournaments" outbox consumer advances the event without waiting for the minute."""
    from tests.integration.tournaments.helpers import start_consumer_at_log_head
    from tournaments.services.progress import CONSUMER
    from tournaments.tasks import advance_finished_tables

    start_consumer_at_log_head(CONSUMER)
    org = client_for(make_user("quick"), scopes=["read", "organise"])
    tid = make_tournament(
        org,
        [make_user("w1"), make_user("w2")],
        client_for,
        config={"table": {"preferred": 2, "min": 2, "max": 2}, "rounds": 2},
    )
    org.post(f"/api/v1/tournaments/{tid}/start/")
    assert advance_finished_tables() == {}
    play_round(Round.objects.get(tournament_id=tid, number=1), random.Random(1))
    assert advance_finished_tables() == {tid: "round 2 paired: 1 tables, 0 byes"}
    assert advance_finished_tables() == {}


def test_thirteen_players_at_four_player_tables_sit_4_3_3_3(make_user, client_for) -> None:
    org = client_for(make_user("mixed"), scopes=["read", "organise"])
    people = [make_user(f"m{k:02d}") for k in range(13)]
    tid = make_tournament(
        org, people, client_for, config={"table": {"preferred": 4, "min": 3, "max": 4}, "rounds": 1}
    )
    org.post(f"/api/v1/tournaments/{tid}/start/")
    first = org.get(f"/api/v1/tournaments/{tid}/rounds/1/").json()
    assert sorted((len(t["players"]) for t in first["tables"]), reverse=True) == [4, 3, 3, 3]
    assert first["byes"] == []
    games = Game.objects.filter(pk__in=[t["game"] for t in first["tables"]])
    assert sorted(g.players for g in games) == [3, 3, 3, 4]
    assert all(g.status == Game.Status.ACTIVE and g.engine == "twenty-one" for g in games)
