"""Leagues: a season of 3 divisions played end to end by bots with the periodic task starting it
at registration close and advancing its rounds; and a small season decided by the organiser's
adjudications whose standings and promotions are checked against a hand computation."""

from __future__ import annotations

import random
from collections import Counter
from datetime import timedelta

import pytest
import time_machine
from django.utils import timezone

from tests.integration.tournaments.helpers import pairs, play_round, round_tables
from tournaments.models import Bye, Entry, Round, Table, Tournament
from tournaments.tasks import advance_tournaments

pytestmark = pytest.mark.django_db


def league_config(**extra: object) -> dict[str, object]:
    return {
        "table": {"preferred": 3, "min": 2, "max": 3},
        "rounds": 3,
        "divisions": 3,
        "promote": 1,
        "relegate": 1,
        "points": {"by_size": {"3": [3, 1, 0], "2": [3, 0]}},
        **extra,
    }


def test_a_season_of_three_divisions_runs_end_to_end(make_user, client_for) -> None:
    organiser = make_user("leaguer")
    org = client_for(organiser, scopes=["read", "organise"])
    closes = timezone.now() + timedelta(hours=1)
    created = org.post(
        "/api/v1/tournaments/",
        {
            "name": "Steam League season 1",
            "engine": "twenty-one",
            "options": {"limit": 10},
            "kind": "league",
            "config": league_config(),
            "registration_closes_at": closes.isoformat(),
        },
        format="json",
    )
    assert created.status_code == 201, created.json()
    tid = created.json()["id"]
    people = [make_user(f"lg{k:02d}") for k in range(15)]
    for k, person in enumerate(people):
        client = client_for(person, scopes=["read", "play"])
        answer = client.post(
            f"/api/v1/tournaments/{tid}/register/", {"division": 1 + k // 5}, format="json"
        )
        assert answer.status_code == 201, answer.json()
    assert advance_tournaments.delay().get()[tid] == "registration"

    rng = random.Random(3)
    with time_machine.travel(closes + timedelta(seconds=1), tick=True):
        assert advance_tournaments.delay().get()[tid] == "started"
        divisions = dict(Entry.objects.filter(tournament_id=tid).values_list("pk", "division"))
        for number in range(1, 4):
            played = Round.objects.get(tournament_id=tid, number=number)
            tables = round_tables(played)
            byes = list(
                Bye.objects.filter(tournament_id=tid, round_number=number).values_list(
                    "entry_id", flat=True
                )
            )
            seated = Counter(p for t in tables for p in t) + Counter(byes)
            assert set(seated) == set(divisions) and max(seated.values()) == 1
            for table in tables:  # divisions play apart, at sizes the game allows
                assert len({divisions[p] for p in table}) == 1 and 2 <= len(table) <= 3
            assert sorted(len(t) for t in tables) == [2, 2, 2, 3, 3, 3]
            play_round(played, rng)
            advance_tournaments.delay()
    tournament = Tournament.objects.get(pk=tid)
    assert tournament.status == Tournament.Status.FINISHED
    standings = org.get(f"/api/v1/tournaments/{tid}/standings/").json()
    order = {d: [r["entry"] for r in standings if r["division"] == d] for d in (1, 2, 3)}
    assert tournament.final["divisions"] == [order[1], order[2], order[3]]
    up_from_2, up_from_3 = order[2][0], order[3][0]
    down_from_1, down_from_2 = order[1][-1], order[2][-1]
    nxt = tournament.final["next_divisions"]
    assert up_from_2 in nxt[0] and down_from_1 in nxt[1]
    assert up_from_3 in nxt[1] and down_from_2 in nxt[2]
    assert [len(d) for d in nxt] == [5, 5, 5]

    second = org.post(f"/api/v1/tournaments/{tid}/next-season/", {}, format="json")
    assert second.status_code == 201, second.json()
    assert second.json()["season"] == 2 and second.json()["status"] == "registration"
    users = dict(Entry.objects.filter(tournament_id=tid).values_list("pk", "user_id"))
    moved = {users[e]: d for d, members in enumerate(nxt, 1) for e in members}
    assert (
        dict(
            Entry.objects.filter(tournament_id=second.json()["id"]).values_list(
                "user_id", "division"
            )
        )
        == moved
    )
    again = org.post(f"/api/v1/tournaments/{tid}/next-season/", {}, format="json")
    assert again.status_code == 409 and again.json()["code"] == "E_TOURNAMENT_STATE"


# Each division of 3 plays one table of 3 per round. Ranks per player per round, and scores:
HAND = {
    "A": [
        ({"A1": 1, "A2": 2, "A3": 3}, {"A1": 10, "A2": 8, "A3": 5}),
        ({"A2": 1, "A1": 2, "A3": 3}, {"A2": 9, "A1": 6, "A3": 4}),
    ],
    "B": [
        ({"B1": 1, "B2": 2, "B3": 3}, {"B1": 12, "B2": 7, "B3": 3}),
        ({"B1": 1, "B3": 2, "B2": 3}, {"B1": 11, "B3": 9, "B2": 2}),
    ],
    "C": [
        ({"C3": 1, "C1": 2, "C2": 3}, {"C3": 8, "C1": 4, "C2": 1}),
        ({"C3": 1, "C1": 2, "C2": 2}, {"C3": 7, "C1": 3, "C2": 3}),
    ],
}


def test_small_season_standings_and_promotions_match_the_hand_computation(
    make_user, client_for
) -> None:
    """By hand, points 3-1-0, shared places average their points, tie-breaks head-to-head then
    game score:
    A: A1 3+1=4, A2 1+3=4, A3 0. A1/A2 head-to-head +1-1=0; game score A2 17 > A1 16:
       A2, A1, A3.
    B: B1 6, B2 1, B3 1. B2/B3 head-to-head 0; game score B3 12 > B2 9: B1, B3, B2.
    C: C3 6, C1 1 + (1+0)/2 = 1.5, C2 0 + 0.5 = 0.5: C3, C1, C2.
    Next season (down first, then those staying, then those coming up):
       1: A2 A1 B1   2: A3 B3 C3   3: B2 C1 C2."""
    organiser = make_user("handorg")
    org = client_for(organiser, scopes=["read", "organise"])
    config = league_config(
        table={"preferred": 3, "min": 3, "max": 3},
        rounds=2,
        tiebreaks=["head_to_head", "game_score"],
    )
    tid = org.post(
        "/api/v1/tournaments/",
        {
            "name": "Hand league",
            "engine": "twenty-one",
            "kind": "league",
            "config": config,
        },
        format="json",
    ).json()["id"]
    names = {}
    for division, letter in enumerate("ABC", start=1):
        for k in (1, 2, 3):
            user = make_user(f"{letter}{k}")
            names[user.pk] = user.username
            client_for(user, scopes=["play"]).post(
                f"/api/v1/tournaments/{tid}/register/", {"division": division}, format="json"
            )
    assert org.post(f"/api/v1/tournaments/{tid}/start/").status_code == 200
    for number in (1, 2):
        assert Tournament.objects.get(pk=tid).current_round == number
        for table in Table.objects.filter(round__tournament_id=tid, round__number=number):
            seats = [names[s.entry.user_id] for s in table.seats.order_by("seat")]
            ranks, scores = HAND[seats[0][0]][number - 1]
            answer = org.post(
                f"/api/v1/tournaments/{tid}/tables/{table.pk}/adjudicate/",
                {"ranks": [ranks[n] for n in seats], "scores": [scores[n] for n in seats]},
                format="json",
            )
            assert answer.status_code == 200, answer.json()
            assert answer.json()["status"] == "adjudicated"
        advance_tournaments.delay()
    assert Tournament.objects.get(pk=tid).status == Tournament.Status.FINISHED

    rows = org.get(f"/api/v1/tournaments/{tid}/standings/").json()
    got = [(r["division"], r["rank"], r["player"], r["points"], r["game_score"]) for r in rows]
    assert got == [
        (1, 1, "A2", 4, 17),
        (1, 2, "A1", 4, 16),
        (1, 3, "A3", 0, 9),
        (2, 1, "B1", 6, 23),
        (2, 2, "B3", 1, 12),
        (2, 3, "B2", 1, 9),
        (3, 1, "C3", 6, 15),
        (3, 2, "C1", 1.5, 7),
        (3, 3, "C2", 0.5, 4),
    ]
    season = Tournament.objects.get(pk=tid)
    by_entry = dict(Entry.objects.filter(tournament_id=tid).values_list("pk", "user__username"))
    assert [[by_entry[e] for e in d] for d in season.final["next_divisions"]] == [
        ["A2", "A1", "B1"],
        ["A3", "B3", "C3"],
        ["B2", "C1", "C2"],
    ]
    after_one = org.get(f"/api/v1/tournaments/{tid}/standings/?round=1").json()
    assert [r["player"] for r in after_one if r["division"] == 1] == ["A1", "A2", "A3"]
    assert pairs(round_tables(Round.objects.get(tournament_id=tid, number=1)))
