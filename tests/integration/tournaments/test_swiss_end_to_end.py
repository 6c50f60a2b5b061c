"""Bar: a full Swiss of 17 players at 4-player tables (one bye a round), its tables played by a
bot's moves submitted as each seated person, rounds advanced by the periodic task running in a
real Celery worker. Measured each round: nobody seated twice, everyone seated or on a bye,
repeat pairings made against the fewest possible (exhaustive search)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.integration.tournaments.helpers import (
    play_round,
    round_tables,
    start_ratings_at_log_head,
)
from tests.unit.tournaments.exhaustive import min_repeats
from tests.unit.tournaments.test_swiss import tournament_lower_bound
from tournaments.formats import History, Pairing, repeated_pairs, repeats_in
from tournaments.models import Bye, Entry, PlayerRating, RatingChange, Round, Tournament
from tournaments.tasks import advance_tournaments, update_ratings

ROUNDS = 5


@pytest.mark.django_db(transaction=True)
def test_swiss_of_17_at_four_player_tables_runs_to_the_end(
    make_user, client_for, celery_worker_process
) -> None:
    organiser = make_user("organiser")
    people = [make_user(f"swiss{k:02d}") for k in range(17)]
    org = client_for(organiser, scopes=["read", "organise"])
    created = org.post(
        "/api/v1/tournaments/",
        {
            "name": "Autumn Swiss",
            "engine": "twenty-one",
            "options": {"limit": 12},
            "kind": "swiss",
            "config": {
                "table": {"preferred": 4, "min": 4, "max": 4},
                "rounds": ROUNDS,
                "points": {"by_size": {"4": [4, 2, 1, 0]}, "bye": 2},
            },
            "time_control": {"kind": "per_move", "seconds": 86400},
        },
        format="json",
    )
    assert created.status_code == 201, created.json()
    tid = created.json()["id"]
    for person in people:
        answer = client_for(person, scopes=["read", "play"]).post(
            f"/api/v1/tournaments/{tid}/register/", {}, format="json"
        )
        assert answer.status_code == 201, answer.json()
    assert org.post(f"/api/v1/tournaments/{tid}/start/").status_code == 200

    start_ratings_at_log_head()
    celery_worker_process.start()
    rng = random.Random(17)
    entries = set(Entry.objects.filter(tournament_id=tid).values_list("pk", flat=True))
    history: list[Pairing] = []
    report = []
    for number in range(1, ROUNDS + 1):
        played = Round.objects.get(tournament_id=tid, number=number)
        tables = round_tables(played)
        byes = list(
            Bye.objects.filter(tournament_id=tid, round_number=number).values_list(
                "entry_id", flat=True
            )
        )
        seated = Counter(p for t in tables for p in t) + Counter(byes)
        assert set(seated) == entries, "everyone sits at a table or has a bye"
        assert max(seated.values()) == 1, "nobody is seated twice in one round"
        assert sorted(len(t) for t in tables) == [4, 4, 4, 4] and len(byes) == 1
        past = History.of(history)
        made = repeats_in(tables, past)
        fewest = min_repeats([p for t in tables for p in t], [4, 4, 4, 4], past)
        assert made == fewest
        history.append(Pairing(tuple(tables), tuple(byes)))
        report.append((number, made, fewest))

        play_round(played, rng)
        advance_tournaments.delay()
        assert celery_worker_process.wait_for(
            lambda n=number: (
                Tournament.objects.get(pk=tid).current_round > n
                or Tournament.objects.get(pk=tid).status == Tournament.Status.FINISHED
            ),
            timeout=180,
        ), f"the periodic task did not move past round {number}"

    tournament = Tournament.objects.get(pk=tid)
    assert tournament.status == Tournament.Status.FINISHED
    assert sorted(tournament.final["ranking"]) == sorted(entries)
    byes_had = Counter(Bye.objects.filter(tournament_id=tid).values_list("entry_id", flat=True))
    assert sorted(byes_had.values()) == [1] * ROUNDS, "five different players had the byes"
    total = repeated_pairs(history)
    bound = tournament_lower_bound(17, 4, ROUNDS)
    assert total == sum(made for _, made, _ in report)
    print(
        "\n(round, repeat pairs made, fewest possible that round):",
        report,
        f"| event total {total}, counting bound on any schedule {bound}",
    )

    standings = org.get(f"/api/v1/tournaments/{tid}/standings/").json()
    assert [row["player"] for row in standings][:1] and len(standings) == 17
    assert sum(row["games"] for row in standings) == ROUNDS * 16
    assert all(row["byes"] <= 1 for row in standings)
    csv_text = org.get(f"/api/v1/tournaments/{tid}/standings.csv").content.decode()
    assert csv_text.splitlines()[0].startswith("division,rank,entry,player")
    assert len(csv_text.splitlines()) == 18

    # The worker rates the finished games (outbox consumer "ratings").
    update_ratings.delay()
    assert celery_worker_process.wait_for(
        lambda: RatingChange.objects.filter(engine="twenty-one").count() == ROUNDS * 16
    )
    assert PlayerRating.objects.filter(engine="twenty-one").count() == 17
    board = org.get("/api/v1/ratings/twenty-one/").json()
    assert len(board) == 17
    assert [r["ordinal"] for r in board] == sorted((r["ordinal"] for r in board), reverse=True)
    assert sum(r["games"] for r in board) == ROUNDS * 16
