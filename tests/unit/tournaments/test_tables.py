"""Splitting players into tables: examples from the issue and properties for any N."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.formats import TableSpec, deal, plan_sizes, snake, split_sizes


def test_thirteen_players_at_four_player_tables_with_three_allowed_is_4_3_3_3() -> None:
    assert split_sizes(13, TableSpec(4, 3, 4)) == [4, 3, 3, 3]


def test_one_bigger_table_beats_three_smaller_ones_when_five_is_allowed() -> None:
    assert split_sizes(13, TableSpec(4, 3, 5)) == [5, 4, 4]


def test_seventeen_at_exactly_four_leaves_one_bye() -> None:
    assert plan_sizes(17, TableSpec.exactly(4)) == ([4, 4, 4, 4], 1)


def test_no_split_exists_for_five_at_three_or_four() -> None:
    assert split_sizes(5, TableSpec(4, 3, 4)) is None
    assert plan_sizes(5, TableSpec(4, 3, 4)) == ([4], 1)


def test_too_few_players_all_sit_out() -> None:
    assert plan_sizes(2, TableSpec(4, 3, 4)) == ([], 2)


def test_a_spec_outside_its_own_bounds_is_refused() -> None:
    with pytest.raises(ValueError, match="preferred"):
        TableSpec(5, 3, 4)


def test_snake_spreads_the_top_seeds() -> None:
    assert snake(list(range(1, 9)), [4, 4]) == ((1, 4, 5, 8), (2, 3, 6, 7))
    assert deal(list(range(1, 8)), [4, 3]) == ((1, 2, 3, 4), (5, 6, 7))


specs = st.integers(1, 6).flatmap(
    lambda lo: st.integers(lo, 6).flatmap(
        lambda hi: st.integers(lo, hi).map(lambda pref: TableSpec(pref, lo, hi))
    )
)


@settings(deadline=None)
@given(players=st.integers(0, 300), spec=specs)
def test_sizes_seat_everyone_but_the_byes_within_bounds(players: int, spec: TableSpec) -> None:
    sizes, byes = plan_sizes(players, spec)
    assert sum(sizes) + byes == players
    assert all(spec.min_size <= s <= spec.max_size for s in sizes)
    # fewest byes: nothing with fewer byes splits
    assert all(split_sizes(players - b, spec) is None for b in range(byes))
    # only as many byes as needed: fewer than a smallest table's worth
    assert byes < spec.min_size or not sizes


@settings(deadline=None)
@given(players=st.integers(1, 200), spec=specs)
def test_a_split_stays_as_close_to_the_preferred_size_as_any(players: int, spec: TableSpec) -> None:
    sizes = split_sizes(players, spec)
    if sizes is None:
        return
    cost = sum((s - spec.preferred) ** 2 for s in sizes)
    # compare with every table count's most even split
    for count in range(1, players + 1):
        base, extra = divmod(players, count)
        other = [base + 1] * extra + [base] * (count - extra)
        if all(spec.min_size <= s <= spec.max_size for s in other):
            assert cost <= sum((s - spec.preferred) ** 2 for s in other)
