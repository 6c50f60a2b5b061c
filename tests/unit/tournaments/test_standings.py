"""Points, tie-breaks and exports, against small cases computed by hand."""

from __future__ import annotations

import csv
import io
import itertools
import json
from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.formats import (
    Pairing,
    PointsScheme,
    RoundResult,
    TableResult,
    TableSpec,
    compute_standings,
    pair_swiss_round,
    pairing_data,
    simulate_round,
    standings_csv,
    standings_data,
    standings_json,
)

SCHEME = PointsScheme({3: (3, 1, 0)}, bye_points=1)

# Seven players at 3-player tables, one bye a round.
ROUND_1 = RoundResult.of(
    [
        TableResult((1, 2, 3), (1, 2, 3), (10, 8, 5)),
        TableResult((4, 5, 6), (1, 1, 3), (9, 9, 2)),
    ],  # 4 and 5 share first: (3+1)/2 each
    byes=[7],
)
ROUND_2 = RoundResult.of(
    [TableResult((1, 4, 7), (2, 1, 3), (7, 11, 4)), TableResult((2, 5, 6), (1, 2, 3), (8, 6, 1))],
    byes=[3],
)

# By hand: points 1:3+1=4, 2:1+3=4, 3:0+1(bye)=1, 4:2+3=5, 5:2+1=3, 6:0, 7:1(bye)+0=1.
# Buchholz (mean of opponents' final points per game, byes add nothing):
# 1: (4+1)/2 + (5+1)/2 = 5.5    2: (4+1)/2 + (3+0)/2 = 4    3: (4+4)/2 = 4
# 4: (3+0)/2 + (4+1)/2 = 4      5: (5+0)/2 + (4+0)/2 = 4.5  6: (5+3)/2 + (4+3)/2 = 7.5
# 7: (4+5)/2 = 4.5


def test_standings_by_hand_with_buchholz() -> None:
    rows = compute_standings([ROUND_1, ROUND_2], SCHEME, tiebreaks=("buchholz", "game_score"))
    table = [(r.rank, r.player, r.points, r.buchholz, r.game_score) for r in rows]
    assert table == [
        (1, 4, 5.0, 4.0, 20.0),
        (2, 1, 4.0, 5.5, 17.0),  # 1 and 2 tie on points; 1 faced stronger opponents
        (3, 2, 4.0, 4.0, 16.0),
        (4, 5, 3.0, 4.5, 15.0),
        (5, 7, 1.0, 4.5, 4.0),  # 3 and 7 tie on points; 7's one opponent pair was stronger
        (6, 3, 1.0, 4.0, 5.0),
        (7, 6, 0.0, 7.5, 3.0),
    ]
    assert {r.player: (r.games, r.byes, r.wins) for r in rows}[4] == (2, 0, 2)


def test_head_to_head_and_shared_ranks() -> None:
    rows = compute_standings([ROUND_1, ROUND_2], SCHEME, tiebreaks=("head_to_head",))
    order = [(r.rank, r.player, r.head_to_head) for r in rows]
    # 1 finished ahead of 2 when they met; 3 and 7 never met: they share 5th, listed by id
    assert order == [
        (1, 4, 0.0),
        (2, 1, 1.0),
        (3, 2, -1.0),
        (4, 5, 0.0),
        (5, 3, 0.0),
        (5, 7, 0.0),
        (7, 6, 0.0),
    ]


def test_registered_players_without_games_are_listed() -> None:
    rows = compute_standings([ROUND_1], SCHEME, players=[1, 99])
    assert rows[-1].player == 99 and rows[-1].points == 0 and rows[-1].games == 0


@pytest.mark.parametrize(
    ("ties", "expected"),
    [
        ("average", {"a": 3.0, "b": 3.0, "c": 0.5, "d": 0.5}),
        ("best", {"a": 4.0, "b": 4.0, "c": 1.0, "d": 1.0}),
        ("worst", {"a": 2.0, "b": 2.0, "c": 0.0, "d": 0.0}),
    ],
)
def test_shared_ranks_split_points_as_configured(ties: str, expected: dict[str, float]) -> None:
    scheme = PointsScheme({4: (4, 2, 1, 0)}, ties=ties)  # type: ignore[arg-type]
    result = TableResult(("a", "b", "c", "d"), (1, 1, 3, 3))
    assert scheme.table_points(result) == expected


def test_unconfigured_sizes_score_players_beaten() -> None:
    assert PointsScheme().table_points(TableResult((1, 2, 3), (2, 1, 3))) == {1: 1, 2: 2, 3: 0}
    with pytest.raises(ValueError, match="need 4 point values"):
        PointsScheme({4: (3, 2, 1)})


def test_unknown_tiebreak_is_refused() -> None:
    with pytest.raises(ValueError, match="no tie-break coin"):
        compute_standings([], SCHEME, tiebreaks=("coin",))  # type: ignore[arg-type]


def test_csv_and_json_exports() -> None:
    rows = compute_standings([ROUND_1, ROUND_2], SCHEME, tiebreaks=("buchholz",))
    text = standings_csv(rows)
    parsed = list(csv.DictReader(io.StringIO(text)))
    assert (
        text.splitlines()[0] == "rank,player,points,games,byes,wins,game_score,buchholz,"
        "head_to_head"
    )
    assert parsed[1] == {
        "rank": "2",
        "player": "1",
        "points": "4",
        "games": "2",
        "byes": "0",
        "wins": "1",
        "game_score": "17",
        "buchholz": "5.5",
        "head_to_head": "0",
    }
    assert json.loads(standings_json(rows)) == standings_data(rows)
    assert standings_data(rows)[0]["player"] == 4
    assert pairing_data(Pairing(((1, 2, 3),), byes=(4,))) == {
        "tables": [{"table": 1, "players": [1, 2, 3]}],
        "byes": [4],
    }


def test_string_ids_work_throughout() -> None:
    played = RoundResult.of([TableResult(("ann", "bob"), (2, 1), (3, 4))])
    rows = compute_standings([played], PointsScheme({2: (1, 0)}))
    assert [r.player for r in rows] == ["bob", "ann"]
    assert "bob,1" in standings_csv(rows)


@settings(max_examples=50, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(3, 30), rounds=st.integers(1, 5))
def test_points_add_up_and_ranks_never_improve_down_the_table(
    seed: int, players: int, rounds: int
) -> None:
    rng = Random(seed)
    field = list(range(players))
    scheme = PointsScheme(
        {4: (4, 2, 1, 0), 3: (3, 1, 0)},
        bye_points=1.5,
        ties=rng.choice(["average", "best", "worst"]),
    )
    strength = {p: rng.random() for p in field}
    results: list[RoundResult] = []
    for _ in range(rounds):
        pairing = pair_swiss_round(field, results, TableSpec(4, 3, 4), scheme, rng)
        results.append(simulate_round(pairing, strength, rng, noise=0.3))
    rows = compute_standings(results, scheme, tiebreaks=("buchholz", "head_to_head", "wins"))
    assert sorted(r.player for r in rows) == field
    if scheme.ties == "average":
        expected = sum(sum(scheme.for_size(len(t.players))) for r in results for t in r.tables)
        expected += scheme.bye_points * sum(len(r.byes) for r in results)
        assert sum(r.points for r in rows) == pytest.approx(expected)
    assert [r.rank for r in rows] == sorted(r.rank for r in rows)
    assert all(a.points >= b.points for a, b in itertools.pairwise(rows))
    assert all(r.games + r.byes == rounds for r in rows)
