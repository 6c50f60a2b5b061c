"""One entry point for the periodic "advance the tournament" task: what is the next round?

`next_round` reads only the format's config, the entrants and the results so far, so the task
is stateless: it can be re-run after a crash and gives the same answer (given the same RNG seed).
Leagues have divisions and are driven by league.py instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from random import Random

from .config import FormatConfig
from .knockout import final_order, knockout_advancers, knockout_round
from .league import results_of_division
from .round_robin import round_robin_pools, split_pools
from .standings import StandingRow, compute_standings
from .swiss import pair_swiss_round
from .types import Pairing, PlayerId, RoundResult, TableSpec


def next_round(
    config: FormatConfig,
    players: Sequence[PlayerId],
    results: Sequence[RoundResult],
    rng: Random,
) -> Pairing | None:
    """The next round to create, or None when the event is over.

    `players`: for a Swiss, those still registered (drops leave); for a knockout, the entrants in
    seed order; for a round robin, the entrants in seed order as at the start (the schedule is
    fixed by them and `config.seed`).
    """
    if config.kind == "swiss":
        assert config.rounds is not None
        if len(results) >= config.rounds:
            return None
        return pair_swiss_round(
            players, results, config.spec, config.scheme, rng, tiebreaks=config.tiebreaks
        )
    if config.kind == "round_robin":
        schedule = _schedule(tuple(players), config.pools, config.spec, config.seed)
        return schedule[len(results)] if len(results) < len(schedule) else None
    field = knockout_field(players, results, config.advance)
    if field is None or len(field) < 2:  # final played, or everyone else withdrew
        return None
    return knockout_round(field, config.spec)


@lru_cache(maxsize=64)
def _schedule(
    players: tuple[PlayerId, ...], pools: int, spec: TableSpec, seed: int
) -> tuple[Pairing, ...]:
    """A round robin's whole schedule, kept per worker: it takes up to a second or two to build
    (many seeded attempts) and every later round asks for the same one."""
    return tuple(round_robin_pools(players, pools, spec, Random(seed)))


def knockout_field(
    seeds: Sequence[PlayerId], results: Sequence[RoundResult], advance: int
) -> list[PlayerId] | None:
    """Who is still in (seed order), or None once the final has been played."""
    field = list(seeds)
    for played in results:
        if len(played.tables) == 1 and not played.byes:
            return None
        field = knockout_advancers(field, played, advance)
    return field


def final_ranking(
    config: FormatConfig,
    players: Sequence[PlayerId],
    results: Sequence[RoundResult],
) -> list[PlayerId]:
    """Everyone best first. Swiss and round robin: the standings (all pools together; see
    `pool_standings`). Knockout: the final's order, then the players out in each earlier round
    (later rounds first; within a round by table rank, then seed)."""
    if config.kind != "knockout":
        rows = compute_standings(
            results, config.scheme, tiebreaks=config.tiebreaks, players=players
        )
        return [row.player for row in rows]
    field = list(players)
    out_by_round: list[list[PlayerId]] = []
    for played in results:
        if len(played.tables) == 1 and not played.byes:
            return final_order(played, field) + [p for r in reversed(out_by_round) for p in r]
        through = knockout_advancers(field, played, config.advance)
        kept = set(through)
        seed = {p: k for k, p in enumerate(field)}
        ranked = sorted(
            (p for table in played.tables for p in table.players if p not in kept),
            key=lambda p: (_rank_in(played, p), seed.get(p, len(seed))),
        )
        out_by_round.append(ranked)
        field = through
    return field + [p for r in reversed(out_by_round) for p in r]


def pool_standings(
    config: FormatConfig,
    players: Sequence[PlayerId],
    results: Sequence[RoundResult],
) -> list[list[StandingRow]]:
    """A round robin's standings pool by pool (pools dealt from `players` as at the start)."""
    return [
        compute_standings(
            results_of_division(pool, results),
            config.scheme,
            tiebreaks=config.tiebreaks,
            players=pool,
        )
        for pool in split_pools(players, config.pools)
    ]


def _rank_in(played: RoundResult, player: PlayerId) -> int:
    for table in played.tables:
        if player in table.players:
            return table.rank_of(player)
    return 0
