"""Sorting goods into sets of different kinds, with the 2:1 exchange (Production 3H and end).

Digest §4.8: any 2 goods may be exchanged for 1 other good, any number of times; each trading
house takes 1 good (the HQ 2).  The best choice is searched exhaustively (reading R5: the
engine sells/scores the best choice for the player; leftovers are kept).
"""

from __future__ import annotations

from functools import cache
from itertools import product

from .catalog import GOODS


def set_value(chosen: tuple[int, ...], table: tuple[int, ...]) -> int:
    """Value of goods counts per kind sorted into sets of different kinds."""
    total, layer = 0, 1
    while True:
        size = sum(1 for c in chosen if c >= layer)
        if size == 0:
            return total
        total += table[size - 1]
        layer += 1


@cache
def best(
    have: tuple[int, ...], capacity: int, table: tuple[int, ...]
) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """(value, chosen counts per kind, kept counts per kind) maximising value, then kept goods."""
    best_key: tuple[int, int] = (-1, -1)
    answer: tuple[int, tuple[int, ...], tuple[int, ...]] = (0, (0,) * len(have), have)
    limit = min(capacity, sum(have))
    ranges = [range(0, min(limit, 5) + 1)] * len(have)
    for chosen in product(*ranges):
        if sum(chosen) > limit:
            continue
        deficit = sum(max(0, c - h) for c, h in zip(chosen, have, strict=True))
        spare = [h - min(c, h) for c, h in zip(chosen, have, strict=True)]
        if 2 * deficit > sum(spare):
            continue
        value = set_value(chosen, table)
        kept = list(spare)
        for _ in range(2 * deficit):  # give the most plentiful spare goods
            i = max(range(len(kept)), key=lambda k: kept[k])
            kept[i] -= 1
        key = (value, sum(kept))
        if key > best_key:
            best_key, answer = key, (value, chosen, tuple(kept))
    return answer


def as_tuple(goods: dict[str, int]) -> tuple[int, ...]:
    return tuple(int(goods.get(g, 0)) for g in GOODS)


def as_dict(counts: tuple[int, ...]) -> dict[str, int]:
    return {g: c for g, c in zip(GOODS, counts, strict=True) if c}
