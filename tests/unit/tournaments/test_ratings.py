"""openskill Plackett-Luce ratings for free-for-all games of 2-5 (6) players."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.formats import Rating, leaderboard, rate_game, simulate_table


def test_bots_of_known_strength_are_ordered_after_500_games() -> None:
    """Eight bots 0.75 apart with noise of sd 1 (a bot beats its neighbour ~70% of the time).

    Each game seats 2-5 random bots; ranks come from strength plus noise, rounded so ties happen.
    """
    rng = Random(500)
    bots = list(range(8))
    strength = {b: 0.75 * b for b in bots}
    ratings: dict[int, Rating] = {}
    ties = 0
    for _ in range(500):
        table = rng.sample(bots, rng.randint(2, 5))
        played = simulate_table(table, strength, rng, noise=1.0, scale=2)
        ties += len(set(played.ranks)) < len(played.ranks)
        ranks = {int(p): r for p, r in zip(played.players, played.ranks, strict=True)}
        ratings.update(rate_game(ratings, ranks))
    assert ties > 0
    by_ordinal = [p for p, _ in leaderboard(ratings)]
    print(f"\nleaderboard after 500 games ({ties} with shared ranks):", by_ordinal)
    assert by_ordinal == sorted(bots, reverse=True)


def test_one_game_moves_winner_up_and_loser_down_and_ties_equally() -> None:
    new = rate_game({}, {"a": 1, "b": 1, "c": 3})
    assert new["a"] == new["b"]
    assert new["a"].mu > Rating().mu > new["c"].mu
    assert all(r.sigma < Rating().sigma for r in new.values())
    assert new["a"].ordinal == pytest.approx(new["a"].mu - 3 * new["a"].sigma)


def test_existing_ratings_are_used_and_only_players_of_the_game_returned() -> None:
    strong = Rating(mu=35.0, sigma=2.0)
    new = rate_game({1: strong, 9: Rating()}, {1: 2, 2: 1})
    assert set(new) == {1, 2}
    assert new[1].mu < strong.mu


def test_a_game_needs_two_players() -> None:
    with pytest.raises(ValueError, match="2 to 6 players"):
        rate_game({}, {1: 1})


@settings(max_examples=50, deadline=None)
@given(
    ranks=st.lists(st.integers(1, 5), min_size=2, max_size=5),
    mus=st.lists(st.floats(10, 40), min_size=5, max_size=5),
    seed=st.integers(0, 99),
)
def test_updates_ignore_listing_order_and_respect_ties(
    ranks: list[int], mus: list[float], seed: int
) -> None:
    players = list(range(len(ranks)))
    ratings = {p: Rating(mu=mus[p], sigma=5.0) for p in players}
    given_ranks = dict(zip(players, ranks, strict=True))
    shuffled = list(players)
    Random(seed).shuffle(shuffled)
    first = rate_game(ratings, given_ranks)
    second = rate_game({p: ratings[p] for p in shuffled}, {p: given_ranks[p] for p in shuffled})
    # Equal up to rounding: the order of a float sum may change its last bit.
    assert first.keys() == second.keys()
    for p in players:
        assert close(first[p], second[p])
    for a in players:
        for b in players:
            if ranks[a] == ranks[b] and mus[a] == mus[b]:
                assert close(first[a], first[b])


def close(x: Rating, y: Rating) -> bool:
    return x.mu == pytest.approx(y.mu, rel=1e-12, abs=1e-12) and x.sigma == pytest.approx(
        y.sigma, rel=1e-12, abs=1e-12
    )
