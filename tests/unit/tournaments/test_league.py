"""A league season with three divisions, run end to end and checked against hand counts."""

from __future__ import annotations

from random import Random

import pytest

from tournaments.formats import (
    LeagueRules,
    PlayerId,
    PointsScheme,
    RoundResult,
    TableResult,
    TableSpec,
    division_standings,
    league_round,
    next_season,
    simulate_round,
)

RULES = LeagueRules(
    rounds=2,
    promote=1,
    relegate=1,
    spec=TableSpec.exactly(4),
    scheme=PointsScheme({4: (4, 2, 1, 0)}),
    tiebreaks=("buchholz", "game_score", "head_to_head"),
)
DIVISIONS = [["a1", "a2", "a3", "a4"], ["b1", "b2", "b3", "b4"], ["c1", "c2", "c3", "c4"]]

# (rank, game score) per player, per round, chosen by hand.
PLAYED = [
    {
        "a1": (1, 50),
        "a2": (2, 45),
        "a3": (3, 30),
        "a4": (4, 20),
        "b1": (1, 40),
        "b2": (2, 30),
        "b3": (3, 20),
        "b4": (4, 10),
        "c1": (1, 30),
        "c2": (1, 30),
        "c3": (3, 20),
        "c4": (4, 10),
    },
    {
        "a2": (1, 48),
        "a1": (2, 47),
        "a4": (3, 36),
        "a3": (4, 25),
        "b4": (1, 42),
        "b3": (2, 31),
        "b2": (3, 20),
        "b1": (4, 10),
        "c3": (1, 40),
        "c4": (2, 30),
        "c1": (3, 20),
        "c2": (4, 10),
    },
]


def result_of(table: tuple[PlayerId, ...], round_index: int) -> TableResult:
    marks = PLAYED[round_index]
    return TableResult(
        table, tuple(marks[str(p)][0] for p in table), tuple(float(marks[str(p)][1]) for p in table)
    )


def test_three_divisions_one_season_with_promotion_and_relegation() -> None:
    rng = Random(7)
    results: list[RoundResult] = []
    for number in range(RULES.rounds):
        pairings = league_round(DIVISIONS, results, RULES, rng)
        assert [sorted(p.tables[0]) for p in pairings] == DIVISIONS  # one table per division
        results.append(
            RoundResult.of(result_of(t, number) for pairing in pairings for t in pairing.tables)
        )
    with pytest.raises(ValueError, match="all have been paired"):
        league_round(DIVISIONS, results, RULES, rng)

    # By hand, 4-2-1-0 with shared places averaged:
    # A: a1 4+2=6 (97), a2 2+4=6 (93), a4 0+1=1 (56), a3 1+0=1 (55): Buchholz is equal inside
    #    one table, so game score orders a1 > a2 and a4 > a3.
    # B: b4 0+4=4 (52), b1 4+0=4 (50), b3 1+2=3 (51), b2 2+1=3 (50).
    # C: c1 and c2 share first in round 1 (3 each): c3 1+4=5, c1 3+1=4, c2 3+0=3, c4 0+2=2.
    standings = division_standings(DIVISIONS, results, RULES)
    orders = [[row.player for row in rows] for rows in standings]
    assert orders == [["a1", "a2", "a4", "a3"], ["b4", "b1", "b3", "b2"], ["c3", "c1", "c2", "c4"]]
    assert [row.points for row in standings[2]] == [5, 4, 3, 2]

    # Up: b4 to A, c3 to B. Down: a3 to B, b2 to C. Arrivals from above are listed first.
    assert next_season(orders, RULES.promote, RULES.relegate) == [
        ["a1", "a2", "a4", "b4"],
        ["a3", "b1", "b3", "c3"],
        ["b2", "c1", "c2", "c4"],
    ]


def test_leavers_and_newcomers() -> None:
    orders = [["a1", "a2", "a3"], ["b1", "b2", "b3"]]
    assert next_season(orders, 1, 1, leaving=["a1"], joining=["n1"]) == [
        ["a2", "b1"],
        ["a3", "b2", "b3", "n1"],
    ]
    with pytest.raises(ValueError, match="cannot move"):
        next_season([["a"], ["b"], ["c"]], 1, 1)


def test_a_simulated_season_of_three_uneven_divisions_keeps_everyone() -> None:
    rng = Random(11)
    divisions = [list(range(0, 9)), list(range(9, 19)), list(range(19, 30))]
    strength = {p: -p / 10 for d in divisions for p in d}
    rules = LeagueRules(rounds=4, promote=2, relegate=2, spec=TableSpec(4, 3, 4))
    results: list[RoundResult] = []
    for _ in range(rules.rounds):
        pairings = league_round(divisions, results, rules, rng)
        for division, pairing in zip(divisions, pairings, strict=True):
            assert sorted(pairing.players()) == sorted(division)
        results.append(
            RoundResult(
                tuple(t for p in pairings for t in simulate_round(p, strength, rng).tables),
                tuple(b for p in pairings for b in p.byes),
            )
        )
    orders = [[r.player for r in rows] for rows in division_standings(divisions, results, rules)]
    following = next_season(orders, rules.promote, rules.relegate)
    assert [len(d) for d in following] == [9, 10, 11]
    assert sorted(p for d in following for p in d) == list(range(30))
    assert set(orders[1][:2]) <= set(following[0])
