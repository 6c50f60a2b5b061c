"""Property (hypothesis): whatever the format, field, withdrawals and requested byes, a round as
the Django layer starts it (formats' pairing, then rules.seat_round) seats every present
player exactly once or gives them a bye, seats nobody absent, and keeps every table within the
game's player counts. Pure: no database."""

from __future__ import annotations

from collections import Counter
from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.formats import (
    FormatConfig,
    LeagueRules,
    PlayerId,
    RoundResult,
    TableSpec,
    league_round,
    next_round,
    simulate_round,
)
from tournaments.rules import seat_round

ENGINE_MIN, ENGINE_MAX = 2, 4  # the test game's player counts


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    players=st.integers(4, 40),
    kind=st.sampled_from(["swiss", "round_robin", "knockout", "league"]),
    bounds=st.sampled_from([(2, 2, 2), (3, 2, 4), (4, 3, 4), (3, 3, 3), (4, 4, 4)]),
    absent_rate=st.sampled_from([0.0, 0.1, 0.3]),
)
def test_every_present_player_sits_once_or_has_a_bye_within_the_games_limits(
    seed: int, players: int, kind: str, bounds: tuple[int, int, int], absent_rate: float
) -> None:
    rng = Random(seed)
    spec = TableSpec(*bounds)
    field: list[PlayerId] = list(range(1, players + 1))
    strength = {p: rng.random() for p in field}
    withdrawn: set[PlayerId] = set()
    results: list[RoundResult] = []
    config = FormatConfig(
        kind if kind != "league" else "swiss", spec, rounds=4, seed=seed, advance=1
    )
    divisions = [field[k::3] for k in range(3)]
    for _ in range(4):
        requested = {p for p in field if p not in withdrawn and rng.random() < absent_rate}
        playing = [p for p in field if p not in withdrawn and p not in requested]
        if kind == "league":
            pairings = league_round(
                [[p for p in d if p in playing] for d in divisions],
                results,
                LeagueRules(4, 1, 1, spec),
                rng,
            )
        else:
            pool = playing if kind == "swiss" else field
            pairing = next_round(config, pool, results, rng)
            if pairing is None:
                break
            pairings = [pairing]
        seen: Counter[PlayerId] = Counter()
        round_tables, round_byes = [], []
        for pairing in pairings:
            tables, byes = seat_round(pairing, playing, ENGINE_MIN)
            round_tables += tables
            round_byes += byes
            seen.update(p for t in tables for p in t)
            seen.update(byes)
        assert all(ENGINE_MIN <= len(t) <= ENGINE_MAX for t in round_tables)
        assert all(count == 1 for count in seen.values()), "someone is seated twice"
        assert set(seen) <= set(playing), "someone absent is seated"
        if kind != "knockout":  # a knockout's losers are out, not absent
            assert set(seen) == set(playing), "someone present has neither table nor bye"
        results.append(
            simulate_round(
                type(pairings[0])(tuple(round_tables), tuple(round_byes) + tuple(requested)),
                strength,
                rng,
            )
        )
        withdrawn |= {p for p in playing if rng.random() < absent_rate / 2}
