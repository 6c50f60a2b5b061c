"""Round robin: every pair of a pool shares a table; few rounds."""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.formats import (
    Pairing,
    TableSpec,
    round_robin,
    round_robin_pools,
    rounds_lower_bound,
    split_pools,
)


def covered(schedule: list[Pairing]) -> set[frozenset[object]]:
    return {frozenset(pair) for r in schedule for t in r.tables for pair in combinations(t, 2)}


def assert_rounds_valid(schedule: list[Pairing], players: list[int], spec: TableSpec) -> None:
    for played in schedule:
        seen = Counter(played.players())
        assert set(seen) == set(players)
        assert all(v == 1 for v in seen.values())
        assert all(spec.min_size <= len(t) <= spec.max_size for t in played.tables)


@settings(max_examples=40, deadline=None)
@given(
    players=st.integers(2, 24),
    seed=st.integers(0, 2**32),
    sizes=st.sampled_from([(2, 2, 2), (3, 3, 3), (4, 4, 4), (4, 3, 4), (4, 3, 5), (5, 2, 6)]),
)
def test_every_pair_meets_and_every_round_is_valid(
    players: int, seed: int, sizes: tuple[int, int, int]
) -> None:
    spec = TableSpec(*sizes)
    field = list(range(players))
    if spec.min_size > players:
        return
    schedule = round_robin(field, spec, Random(seed), attempts=4)
    assert covered(schedule) == {frozenset(p) for p in combinations(field, 2)}
    assert_rounds_valid(schedule, field, spec)
    assert len(schedule) >= rounds_lower_bound(players, spec)


def test_two_player_tables_use_the_circle_method() -> None:
    assert len(round_robin(list(range(10)), TableSpec.exactly(2), Random(0))) == 9
    odd = round_robin(list(range(7)), TableSpec.exactly(2), Random(0))
    assert len(odd) == 7
    assert sorted(p for r in odd for p in r.byes) == list(range(7))  # each sits out once


def test_known_optimal_schedules_are_found() -> None:
    """16 at 4 is the affine plane of order 4 (5 rounds); 9 at 3 of order 3 (4 rounds)."""
    assert len(round_robin(list(range(16)), TableSpec.exactly(4), Random(1))) == 5
    assert len(round_robin(list(range(9)), TableSpec.exactly(3), Random(1))) == 4
    assert len(round_robin(list(range(8)), TableSpec.exactly(4), Random(1))) == 3
    assert rounds_lower_bound(16, TableSpec.exactly(4)) == 5


def test_pools_cover_their_own_pairs_only() -> None:
    field = list(range(24))
    pools = split_pools(field, 3)
    assert pools[0][:3] == [0, 5, 6]  # snake: seeds 1, 6, 7 share the first pool
    schedule = round_robin_pools(field, 3, TableSpec.exactly(4), Random(3))
    pool_of = {p: k for k, pool in enumerate(pools) for p in pool}
    assert all(len({pool_of[p] for p in t}) == 1 for r in schedule for t in r.tables)
    inside = {frozenset(p) for pool in pools for p in combinations(pool, 2)}
    assert covered(schedule) == inside
    assert_rounds_valid(schedule, field, TableSpec.exactly(4))
