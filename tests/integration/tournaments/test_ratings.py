"""Ratings per engine: the "ratings" outbox consumer rates each finished rated game once;
friendly games and unfinished ones change nothing; leaderboards and history via the API; and
the bar: 500 simulated games between bot players of known strength order them correctly."""

from __future__ import annotations

import random

import pytest

from games.engines.core import seed_digest
from games.models import Game, Seat
from tests.integration.helpers import play, start_game
from tests.integration.tournaments.helpers import start_ratings_at_log_head
from tournaments.formats import simulate_table
from tournaments.models import PlayerRating, RatingChange
from tournaments.services.ratings import game_rate
from tournaments.tasks import update_ratings

pytestmark = pytest.mark.django_db


def test_finished_rated_games_are_rated_once_and_friendly_ones_not(make_user, client_for) -> None:
    start_ratings_at_log_head()
    ann, bob, cy = make_user("ann"), make_user("bob"), make_user("cy")
    rated = play(start_game([ann, bob, cy], seed=3, limit=9), [ann, bob, cy], 500)
    friendly = start_game([ann, bob], seed=4, limit=9)
    Game.objects.filter(pk=friendly.pk).update(rated=False)
    play(friendly, [ann, bob], 500)
    unfinished = start_game([bob, cy], seed=5, limit=60)
    play(unfinished, [bob, cy], 2)
    assert rated.status == Game.Status.FINISHED
    assert update_ratings() > 0
    assert update_ratings() == 0
    assert set(RatingChange.objects.values_list("game_id", flat=True)) == {rated.pk}
    assert game_rate(game=rated) == []  # a second time changes nothing
    ranks = rated.result["ranks"]
    board = client_for(ann).get("/api/v1/ratings/twenty-one/").json()
    assert {r["player"] for r in board} == {"ann", "bob", "cy"}
    assert all(r["games"] == 1 for r in board)
    best = board[0]["player"]
    assert ranks[["ann", "bob", "cy"].index(best)] == min(ranks)
    history = client_for(ann).get("/api/v1/ratings/twenty-one/ann/").json()
    assert len(history) == 1 and history[0]["game"] == rated.pk
    assert history[0]["rank"] == ranks[0]
    missing = client_for(ann).get("/api/v1/ratings/twenty-one/nobody/")
    assert missing.status_code == 404 and missing.json()["code"] == "E_USER_NOT_FOUND"


def test_500_simulated_games_order_bots_of_known_strength(make_user, client_for) -> None:
    """Eight bot players 0.75 apart (noise sd 1: a bot beats its neighbour about 70% of the
    time), 2-5 at a table, ranks from strength plus noise with ties; each result stored as a
    finished rated game and rated through the same service the consumer calls."""
    rng = random.Random(500)
    bots = [make_user(f"bot{k}") for k in range(8)]
    strength = {b.pk: 0.75 * k for k, b in enumerate(bots)}
    for n in range(500):
        table = rng.sample([b.pk for b in bots], rng.randint(2, 5))
        played = simulate_table(table, strength, rng, noise=1.0, scale=2)
        game = Game.objects.create(
            engine="twenty-one",
            players=len(table),
            seed=n,
            seed_digest=seed_digest(n),
            status=Game.Status.FINISHED,
            created_by_id=table[0],
            result={"ranks": list(played.ranks), "scores": list(played.scores)},
        )
        Seat.objects.bulk_create([Seat(game=game, index=k, user_id=u) for k, u in enumerate(table)])
        assert len(game_rate(game=game)) == len(table)
    board = client_for(bots[0]).get("/api/v1/ratings/twenty-one/").json()
    order = [r["player"] for r in board]
    print("\nleaderboard after 500 games:", order)
    assert order == [b.username for b in reversed(bots)]
    assert sum(r["games"] for r in board) == RatingChange.objects.count()
    assert PlayerRating.objects.count() == 8
