"""Round robin in pools: every pair of a pool shares a table at least once.

With two-player tables this is the classic circle method (n-1 rounds, n when odd), which is
optimal. With bigger tables it is a covering design problem (resolvable, since a player sits at
one table per round), NP-hard in general, so schedules are built greedily round by round, each
table grown from the player with most pairs still to cover by whoever covers most new pairs
with it, then polished by swaps; several seeded attempts keep the shortest.
`rounds_lower_bound` says how far from optimal a schedule can be.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from math import ceil, comb
from random import Random

from .refusal import FormatRefusal, gettext_noop
from .tables import plan_sizes, snake
from .types import Pairing, PlayerId, TableSpec


def split_pools(players: Sequence[PlayerId], pools: int) -> list[list[PlayerId]]:
    """Players (seeded best first) dealt snake-wise into `pools` pools of near-equal size."""
    if pools < 1 or pools > len(players):
        raise FormatRefusal(
            gettext_noop("%(count)d players cannot make %(pools)d pools."),
            count=len(players),
            pools=pools,
        )
    base, extra = divmod(len(players), pools)
    sizes = [base + 1] * extra + [base] * (pools - extra)
    return [list(pool) for pool in snake(players, sizes)]


def round_robin_pools(
    players: Sequence[PlayerId], pools: int, spec: TableSpec, rng: Random, *, attempts: int = 32
) -> list[Pairing]:
    """All pools' schedules merged into common rounds (a short pool just has nothing later)."""
    schedules = [
        round_robin(pool, spec, rng, attempts=attempts) for pool in split_pools(players, pools)
    ]
    rounds = max(len(s) for s in schedules)
    merged: list[Pairing] = []
    for r in range(rounds):
        tables = [t for s in schedules if r < len(s) for t in s[r].tables]
        byes = [p for s in schedules if r < len(s) for p in s[r].byes]
        merged.append(Pairing(tuple(tables), tuple(byes)))
    return merged


def rounds_lower_bound(players: int, spec: TableSpec) -> int:
    """No schedule is shorter: each player meets at most max-1 others a round, and a round holds
    at most the pairs of its tables."""
    if players < 2:
        return 0
    sizes, _ = plan_sizes(players, TableSpec(spec.max_size, spec.min_size, spec.max_size))
    per_round = sum(comb(s, 2) for s in sizes)
    if per_round == 0:
        raise FormatRefusal(
            gettext_noop("%(count)d players cannot be seated at tables of %(size)d or more."),
            count=players,
            size=spec.min_size,
        )
    return max(ceil((players - 1) / (spec.max_size - 1)), ceil(comb(players, 2) / per_round))


def round_robin(
    players: Sequence[PlayerId], spec: TableSpec, rng: Random, *, attempts: int = 32
) -> list[Pairing]:
    """Rounds covering every pair of `players` at least once, as few as the search finds."""
    if len(set(players)) != len(players):
        raise FormatRefusal(gettext_noop("A player is listed twice."))
    if len(players) < 2:
        return []
    if spec.max_size == 2:
        return _circle(players)
    best: list[Pairing] | None = None
    for _ in range(max(1, attempts)):
        schedule = _greedy_schedule(list(players), spec, rng)
        if best is None or len(schedule) < len(best):
            best = schedule
        if len(best) <= rounds_lower_bound(len(players), spec):
            break
    assert best is not None
    return best


def _circle(players: Sequence[PlayerId]) -> list[Pairing]:
    """Berger tables: fix one player, rotate the rest; a phantom player marks the bye."""
    ring: list[PlayerId | None] = list(players)
    if len(ring) % 2:
        ring.append(None)
    n = len(ring)
    rounds: list[Pairing] = []
    for _ in range(n - 1):
        tables: list[tuple[PlayerId, ...]] = []
        byes: list[PlayerId] = []
        for k in range(n // 2):
            a, b = ring[k], ring[n - 1 - k]
            if a is None or b is None:
                byes.extend(x for x in (a, b) if x is not None)
            else:
                tables.append((a, b))
        rounds.append(Pairing(tuple(tables), tuple(byes)))
        ring = [ring[0], ring[-1], *ring[1:-1]]
    return rounds


def _greedy_schedule(players: list[PlayerId], spec: TableSpec, rng: Random) -> list[Pairing]:
    n = len(players)
    todo: list[set[int]] = [set(range(n)) - {i} for i in range(n)]
    byes = [0] * n
    rounds: list[Pairing] = []
    sizes, bye_count = plan_sizes(n, spec)
    if not sizes or max(sizes) < 2:
        raise FormatRefusal(
            gettext_noop("%(count)d players cannot be seated at tables of %(size)d or more."),
            count=n,
            size=spec.min_size,
        )
    while any(todo):
        noise = [rng.random() for _ in range(n)]
        sitting_out = sorted(range(n), key=lambda i: (byes[i], len(todo[i]), noise[i]))[:bye_count]
        for i in sitting_out:
            byes[i] += 1
        free = set(range(n)) - set(sitting_out)
        tables: list[list[int]] = []
        for size in sizes:
            seed = max(free, key=lambda i: (len(todo[i]), noise[i]))
            table = [seed]
            free.discard(seed)
            while len(table) < size:
                pick = max(
                    free, key=lambda i: (sum(j in todo[i] for j in table), len(todo[i]), noise[i])
                )
                table.append(pick)
                free.discard(pick)
            tables.append(table)
        _polish(tables, todo)
        for table in tables:
            for a, b in combinations(table, 2):
                todo[a].discard(b)
                todo[b].discard(a)
        rounds.append(
            Pairing(
                tuple(tuple(players[i] for i in t) for t in tables),
                tuple(players[i] for i in sitting_out),
            )
        )
    return rounds


def _polish(tables: list[list[int]], todo: list[set[int]]) -> None:
    """Swap players between tables while that covers more new pairs this round."""

    def gain(player: int, table: list[int], without: int) -> int:
        return sum(1 for x in table if x != without and x in todo[player])

    improved = True
    while improved:
        improved = False
        for ti, tj in combinations(tables, 2):
            for ka, a in enumerate(ti):
                for kb, b in enumerate(tj):
                    before = gain(a, ti, a) + gain(b, tj, b)
                    after = gain(b, ti, a) + gain(a, tj, b)
                    if after > before:
                        ti[ka], tj[kb] = b, a
                        improved = True
                        a = b
