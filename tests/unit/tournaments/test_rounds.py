"""The stateless next-round entry point and the JSON form of an organiser's settings."""

from __future__ import annotations

from itertools import combinations
from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.formats import (
    FormatConfig,
    PlayerId,
    PointsScheme,
    RoundResult,
    TableSpec,
    final_ranking,
    knockout_field,
    next_round,
    pool_standings,
    simulate_round,
    split_pools,
)


def play_out(config: FormatConfig, players: list[PlayerId], seed: int) -> list[RoundResult]:
    rng = Random(seed)
    strength = {p: -float(k) for k, p in enumerate(players)}
    results: list[RoundResult] = []
    while (pairing := next_round(config, players, results, rng)) is not None:
        results.append(simulate_round(pairing, strength, rng))
        assert len(results) < 50
    return results


def test_swiss_stops_after_its_rounds() -> None:
    config = FormatConfig("swiss", TableSpec(4, 3, 4), rounds=5)
    results = play_out(config, list(range(22)), 1)
    assert len(results) == 5
    ranking = final_ranking(config, list(range(22)), results)
    assert sorted(ranking) == list(range(22))


def test_round_robin_is_regenerated_identically_from_its_seed() -> None:
    config = FormatConfig("round_robin", TableSpec.exactly(4), pools=2, seed=42)
    players: list[PlayerId] = list(range(16))
    results = play_out(config, players, 2)
    met = {frozenset(p) for r in results for t in r.tables for p in combinations(t.players, 2)}
    assert len(met) == 2 * 28  # two pools of 8, every pair of each pool
    assert len(results) == 3
    tables = pool_standings(config, players, results)
    assert [sorted(r.player for r in rows) for rows in tables] == [
        sorted(pool) for pool in split_pools(players, 2)
    ]
    assert all(sum(r.games for r in rows) == 8 * 3 for rows in tables)


def test_knockout_runs_to_a_ranking_with_the_champion_first() -> None:
    config = FormatConfig("knockout", TableSpec.exactly(4), advance=2)
    players: list[PlayerId] = list(range(40))
    results = play_out(config, players, 3)
    assert [len(r.tables) + len(r.byes) for r in results] == [10, 5, 4, 3, 1]
    ranking = final_ranking(config, players, results)
    assert sorted(ranking) == players
    assert set(ranking[:4]) == set(results[-1].tables[0].players)


def test_settings_round_trip_through_json_data() -> None:
    config = FormatConfig(
        "swiss",
        TableSpec(4, 3, 4),
        rounds=6,
        scheme=PointsScheme({4: (4, 2, 1, 0), 3: (4, 2, 0)}, bye_points=2),
        tiebreaks=("buchholz", "head_to_head"),
        seed=9,
    )
    assert FormatConfig.from_data(config.to_data()) == config


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"kind": "swiss", "table": {"preferred": 4, "min": 3, "max": 4}}, "number of rounds"),
        ({"kind": "ladder", "table": {"preferred": 4, "min": 3, "max": 4}}, "no format ladder"),
        (
            {"kind": "knockout", "advance": 3, "table": {"preferred": 4, "min": 3, "max": 4}},
            "between 1 and 2",
        ),
        ({"kind": "swiss", "rounds": 3}, "lack table"),
        (
            {
                "kind": "swiss",
                "rounds": 3,
                "table": {"preferred": 4, "min": 3, "max": 4},
                "points": {"ties": "coin"},
            },
            "Shared places",
        ),
    ],
)
def test_bad_settings_are_refused_in_words(data: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        FormatConfig.from_data(data)


def test_table_sizes_must_fit_the_game() -> None:
    config = FormatConfig("swiss", TableSpec(4, 3, 5), rounds=3)
    config.check_engine(3, 5)
    with pytest.raises(ValueError, match="takes 2 to 4 players"):
        config.check_engine(2, 4)


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    players=st.integers(2, 40),
    kind=st.sampled_from(["swiss", "round_robin", "knockout"]),
    sizes=st.sampled_from([(4, 4, 4), (4, 3, 4), (3, 3, 5), (2, 2, 2)]),
)
def test_every_round_of_every_format_seats_each_entrant_once_within_the_limits(
    seed: int, players: int, kind: str, sizes: tuple[int, int, int]
) -> None:
    spec = TableSpec(*sizes)
    pools = 2 if players >= 2 * spec.max_size else 1
    if kind == "round_robin" and players // pools < spec.min_size:
        return  # refused: a pool too small for one table
    config = FormatConfig.from_data(
        {
            "kind": kind,
            "table": {"preferred": sizes[0], "min": sizes[1], "max": sizes[2]},
            "rounds": 4,
            "pools": pools,
            "advance": 1,
            "seed": seed,
        }
    )
    rng = Random(seed)
    field: list[PlayerId] = list(range(players))
    strength = {p: rng.random() for p in field}
    results: list[RoundResult] = []
    while (pairing := next_round(config, field, results, rng)) is not None:
        seated = pairing.players()
        assert len(set(seated)) == len(seated)
        if kind == "knockout":
            assert sorted(seated) == sorted(knockout_field(field, results, 1) or [])
        elif kind == "swiss" or len(results) == 0:
            assert sorted(seated) == field
        else:  # a pool whose schedule is shorter waits while the others finish
            assert set(seated) <= set(field)
        final = kind == "knockout" and len(pairing.tables) == 1 and not pairing.byes
        assert all(len(t) <= spec.max_size for t in pairing.tables)
        assert final or all(len(t) >= spec.min_size for t in pairing.tables)
        results.append(simulate_round(pairing, strength, rng))
        assert len(results) <= 60
    assert sorted(final_ranking(config, field, results)) == field
    if kind == "round_robin":
        met = {frozenset(p) for r in results for t in r.tables for p in combinations(t.players, 2)}
        pools_of = split_pools(field, pools)
        assert all(frozenset(p) in met for pool in pools_of for p in combinations(pool, 2))
