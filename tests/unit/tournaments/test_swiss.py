"""Swiss for multiplayer tables: a full 17-player event, optimality on small cases, properties."""

from __future__ import annotations

from collections import Counter
from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.formats import (
    History,
    Pairing,
    PointsScheme,
    RoundResult,
    TableSpec,
    compute_standings,
    pair_swiss,
    pair_swiss_round,
    repeated_pairs,
    repeats_in,
    simulate_round,
)

from .exhaustive import min_repeats

SCHEME = PointsScheme({4: (4, 2, 1, 0), 3: (4, 2, 0)}, bye_points=2)


def assert_valid(pairing: Pairing, players: list[int], spec: TableSpec) -> None:
    seen = Counter(pairing.players())
    assert set(seen) == set(players), "someone is missing or unknown"
    assert all(v == 1 for v in seen.values()), "someone is seated twice"
    assert all(spec.min_size <= len(t) <= spec.max_size for t in pairing.tables)


def tournament_lower_bound(players: int, table: int, rounds: int) -> int:
    """Fewest repeat meetings any schedule can have (byes one per round, given fairly).

    Each round seats players - byes; a player who plays k rounds meets table-1 others each time
    but has only players-1 to meet, so at least k(table-1) - (players-1) of its meetings are
    repeats; each repeat meeting is counted by both of its players. The pair count gives the
    other bound: seats for pairs beyond the number of distinct pairs.
    """
    seated = (players // table) * table
    byes_per_round = players - seated
    total_byes = byes_per_round * rounds
    base, extra = divmod(total_byes, players)
    per_player = [rounds - base - (1 if i < extra else 0) for i in range(players)]
    by_player = sum(max(0, k * (table - 1) - (players - 1)) for k in per_player)
    pair_slots = rounds * (seated // table) * (table * (table - 1) // 2)
    by_pairs = pair_slots - players * (players - 1) // 2
    return max(0, -(-by_player // 2), by_pairs)


def test_full_swiss_of_17_at_four_player_tables(capsys: object) -> None:
    """Seven rounds, results from a seeded simulation of players of hidden strength."""
    rng = Random(17)
    players = list(range(1, 18))
    strength = {p: rng.gauss(0.0, 1.0) for p in players}
    spec = TableSpec.exactly(4)
    results: list[RoundResult] = []
    report = []
    for number in range(1, 8):
        pairing = pair_swiss_round(players, results, spec, SCHEME, rng)
        assert_valid(pairing, players, spec)
        assert len(pairing.byes) == 1
        history = History.of(results)
        seated = [p for t in pairing.tables for p in t]
        made = repeats_in(pairing.tables, history)
        least = min_repeats(seated, [4, 4, 4, 4], history)
        assert made == least, f"round {number}: {made} repeat pairs, {least} possible"
        results.append(simulate_round(pairing, strength, rng))
        total = repeated_pairs(results)
        report.append((number, made, least, total, tournament_lower_bound(17, 4, number)))
    byes = Counter(p for r in results for p in r.byes)
    assert sorted(byes.values()) == [1] * 7, "seven different players had the seven byes"
    print("\nround, repeats made, fewest possible this round, total so far, bound on total")
    for line in report:
        print(*line)


def test_lower_bound_matches_hand_counts() -> None:
    # 6 rounds: 11 players play 6 rounds = 18 meetings for 16 opponents: >= 2 repeats each.
    assert tournament_lower_bound(17, 4, 5) == 0
    assert tournament_lower_bound(17, 4, 6) == 11
    # 8 players at 4: 3 meetings a round for 7 opponents; round 3 forces 2 repeats each.
    assert tournament_lower_bound(8, 4, 3) == 8


def test_second_round_seats_the_winners_together() -> None:
    """16 players, 4 tables: the four winners came from four tables, so they can meet."""
    players = list(range(16))
    first = Pairing(tuple(tuple(players[i : i + 4]) for i in range(0, 16, 4)))
    played = RoundResult.of(
        simulate_round(first, {p: -(p % 4) for p in players}, Random(1), noise=0.0).tables
    )
    pairing = pair_swiss_round(players, [played], TableSpec.exactly(4), SCHEME, Random(2))
    winners = {0, 4, 8, 12}
    assert winners in [set(t) for t in pairing.tables]
    assert repeats_in(pairing.tables, History.of([played])) == 0


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    players=st.integers(6, 12),
    table=st.sampled_from([3, 4]),
    rounds=st.integers(1, 4),
)
def test_small_rounds_reach_the_fewest_repeats_possible(
    seed: int, players: int, table: int, rounds: int
) -> None:
    rng = Random(seed)
    field = list(range(players))
    spec = TableSpec(table, max(2, table - 1), table)
    results = []
    for _ in range(rounds):  # random past rounds: histories Swiss alone would not produce
        shuffled = rng.sample(field, players)
        results.append(
            simulate_round(
                pair_swiss(shuffled, {}, History(), spec, rng), {p: 0.0 for p in field}, rng
            )
        )
    rows = compute_standings(results, SCHEME)
    order = [r.player for r in rows]
    history = History.of(results)
    pairing = pair_swiss(order, {r.player: r.points for r in rows}, history, spec, rng)
    seated = [p for t in pairing.tables for p in t]
    sizes = [len(t) for t in pairing.tables]
    assert repeats_in(pairing.tables, history) == min_repeats(seated, sizes, history)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    players=st.integers(0, 60),
    sizes=st.sampled_from([(4, 4, 4), (4, 3, 4), (3, 3, 5), (2, 2, 2), (5, 3, 5), (4, 2, 6)]),
    rounds=st.integers(1, 6),
)
def test_every_player_sits_once_or_has_a_bye_and_byes_stay_fair(
    seed: int, players: int, sizes: tuple[int, int, int], rounds: int
) -> None:
    rng = Random(seed)
    spec = TableSpec(*sizes)
    field = list(range(players))
    strength = {p: rng.random() for p in field}
    results: list[RoundResult] = []
    for _ in range(rounds):
        pairing = pair_swiss_round(field, results, spec, SCHEME, rng)
        assert_valid(pairing, field, spec)
        results.append(simulate_round(pairing, strength, rng))
        byes = History.of(results).byes
        counts = [byes.get(p, 0) for p in field]
        if counts:
            assert max(counts) - min(counts) <= 1, "a second bye before everyone had one"


def test_no_pair_meets_twice_while_a_large_field_can_avoid_it() -> None:
    rng = Random(5)
    field = list(range(200))
    strength = {p: rng.gauss(0, 1) for p in field}
    results: list[RoundResult] = []
    for _ in range(5):
        pairing = pair_swiss_round(field, results, TableSpec(4, 3, 4), SCHEME, rng)
        results.append(simulate_round(pairing, strength, rng))
    assert repeated_pairs(results) == 0
    # tables stay within standing: points spread at a table is small in the last round
    rows = compute_standings(results[:-1], SCHEME)
    points = {r.player: r.points for r in rows}
    spreads = [max(points[p] for p in t) - min(points[p] for p in t) for t in pairing.tables]
    assert sum(spreads) / len(spreads) <= 2.0


def test_pairs_of_a_table_are_counted_once_each() -> None:
    history = History.of([Pairing(((1, 2, 3),)), Pairing(((1, 2, 4),))])
    assert history.times_met(1, 2) == 2
    assert repeats_in([(1, 2, 3, 4)], history) == 5  # every pair but 3-4 has met
    assert repeated_pairs([Pairing(((1, 2, 3),)), Pairing(((1, 2, 4),))]) == 1
