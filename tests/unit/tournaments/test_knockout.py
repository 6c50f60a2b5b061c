"""Knockout with multiplayer tables: top k of each table advance."""

from __future__ import annotations

from collections import Counter
from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.formats import (
    PlayerId,
    RoundResult,
    TableResult,
    TableSpec,
    final_order,
    knockout_advancers,
    knockout_plan,
    knockout_round,
    simulate_round,
)


def test_forty_players_top_two_of_four_go_through() -> None:
    spec = TableSpec.exactly(4)
    # 10 at exactly 4: two tables (4 through) and two byes for the top seeds: 6;
    # 6: one table (2 through) and two byes: a final of 4
    assert knockout_plan(40, spec, 2) == [40, 20, 10, 6, 4]


def test_byes_go_to_the_top_seeds_and_tables_are_snaked() -> None:
    pairing = knockout_round(list(range(1, 11)), TableSpec.exactly(4))
    assert pairing.byes == (1, 2)
    assert pairing.tables == ((3, 6, 7, 10), (4, 5, 8, 9))


def test_the_cut_uses_rank_then_score_then_seed() -> None:
    seeds = [1, 2, 3, 4]
    table = TableResult((1, 2, 3, 4), ranks=(3, 1, 2, 2), scores=(5, 9, 7, 7))
    # 3 and 4 tie on rank and score: the better seed, 3, goes through
    assert knockout_advancers(seeds, RoundResult.of([table]), 2) == [2, 3]
    assert final_order(RoundResult.of([table]), seeds) == [2, 3, 4, 1]


def test_a_format_that_never_shrinks_is_refused() -> None:
    with pytest.raises(ValueError, match="never get fewer"):
        knockout_plan(12, TableSpec.exactly(3), 3)


@settings(max_examples=40, deadline=None)
@given(
    players=st.integers(2, 200),
    seed=st.integers(0, 2**32),
    case=st.sampled_from(
        [
            ((4, 4, 4), 2),
            ((4, 3, 4), 1),
            ((3, 3, 3), 1),
            ((5, 3, 5), 2),
            ((2, 2, 2), 1),
            ((4, 2, 4), 1),
        ]
    ),
)
def test_a_bracket_runs_to_a_champion(
    players: int, seed: int, case: tuple[tuple[int, int, int], int]
) -> None:
    sizes, advance = case
    spec = TableSpec(*sizes)
    rng = Random(seed)
    seeds: list[PlayerId] = list(range(players))
    strength = {p: rng.random() for p in seeds}
    plan = knockout_plan(players, spec, advance)
    for expected in plan:
        assert len(seeds) == expected
        pairing = knockout_round(seeds, spec)
        seen = Counter(pairing.players())
        assert set(seen) == set(seeds) and all(v == 1 for v in seen.values())
        assert all(len(t) <= spec.max_size for t in pairing.tables)
        assert all(len(t) >= spec.min_size for t in pairing.tables) or len(pairing.tables) == 1
        played = simulate_round(pairing, strength, rng)
        if len(pairing.tables) == 1 and not pairing.byes:
            champion = final_order(played, seeds)[0]
            assert champion in seeds
            break
        seeds = knockout_advancers(seeds, played, advance)
