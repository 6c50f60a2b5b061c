"""Brute-force references the tests compare the fast code against (small inputs only)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from tournaments.formats import History, PlayerId


def min_repeats(players: Sequence[PlayerId], sizes: Sequence[int], history: History) -> int:
    """The fewest already-met pairs over every way to seat `players` at tables of `sizes`.

    Exhaustive branch and bound on repeats alone: each table starts with the lowest unseated
    player, so each seating is enumerated once; a partial seating already as bad as the best
    complete one is cut (costs only grow).
    """
    n = len(players)
    met = [{j for j in range(n) if history.times_met(players[i], players[j]) > 0} for i in range(n)]
    best = [n * n]

    def place(unseated: list[int], sizes_left: list[int], cost: int) -> None:
        if cost >= best[0]:
            return
        if not unseated:
            best[0] = cost
            return
        first, rest = unseated[0], unseated[1:]
        for size in set(sizes_left):
            remaining = list(sizes_left)
            remaining.remove(size)
            for others in combinations(rest, size - 1):
                table = (first, *others)
                added = sum(1 for a, b in combinations(table, 2) if b in met[a])
                if cost + added < best[0]:
                    place([x for x in rest if x not in others], remaining, cost + added)

    place(list(range(n)), list(sizes), 0)
    return best[0]
