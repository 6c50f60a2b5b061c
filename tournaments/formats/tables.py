"""Splitting a round's players into tables of allowed sizes.

Numbers rarely divide: 13 players at 4-player tables with 3-player games allowed become 4+3+3+3.
The split keeps every table within the organiser's [min, max], stays as close as it can to the
preferred size (least squared deviation, so one 5 beats three 3s around a preferred 4), and
only when no split exists leaves the fewest players out with byes.
"""

from __future__ import annotations

from collections.abc import Sequence

from .refusal import FormatRefusal, gettext_noop
from .types import PlayerId, TableSpec


def split_sizes(players: int, spec: TableSpec) -> list[int] | None:
    """Table sizes (largest first) seating exactly `players`, or None when none exists.

    For a fixed number of tables the most even split is closest to the preferred size, so
    only the number of tables is searched. Ties go to more, smaller tables: shorter games.
    """
    if players <= 0:
        return [] if players == 0 else None
    best: tuple[int, list[int]] | None = None
    fewest = -(-players // spec.max_size)
    most = players // spec.min_size
    for count in range(fewest, most + 1):
        base, extra = divmod(players, count)
        if base < spec.min_size or base + (1 if extra else 0) > spec.max_size:
            continue
        sizes = [base + 1] * extra + [base] * (count - extra)
        cost = sum((size - spec.preferred) ** 2 for size in sizes)
        if best is None or cost <= best[0]:
            best = (cost, sizes)
    return None if best is None else best[1]


def plan_sizes(players: int, spec: TableSpec) -> tuple[list[int], int]:
    """Table sizes and the number of byes: the fewest byes that leave a seatable remainder."""
    for byes in range(players + 1):
        sizes = split_sizes(players - byes, spec)
        if sizes is not None:
            return sizes, byes
    raise AssertionError("unreachable: zero players always split")


def deal(players: Sequence[PlayerId], sizes: Sequence[int]) -> tuple[tuple[PlayerId, ...], ...]:
    """Cut `players` into consecutive tables of `sizes` (so neighbours in order sit together)."""
    if sum(sizes) != len(players):
        raise FormatRefusal(
            gettext_noop("%(count)d players do not fill tables of %(sizes)s."),
            count=len(players),
            sizes=", ".join(str(s) for s in sizes),
        )
    tables: list[tuple[PlayerId, ...]] = []
    start = 0
    for size in sizes:
        tables.append(tuple(players[start : start + size]))
        start += size
    return tuple(tables)


def snake(players: Sequence[PlayerId], sizes: Sequence[int]) -> tuple[tuple[PlayerId, ...], ...]:
    """Deal seeds across tables back and forth (1..k, k..1), so every table gets a fair mix.

    Used where strong players should be spread (knockout tables, pools), not grouped.
    """
    if sum(sizes) != len(players):
        raise FormatRefusal(
            gettext_noop("%(count)d players do not fill tables of %(sizes)s."),
            count=len(players),
            sizes=", ".join(str(s) for s in sizes),
        )
    seats: list[list[PlayerId]] = [[] for _ in sizes]
    order = list(range(len(sizes)))
    forward = True
    it = iter(players)
    remaining = len(players)
    while remaining:
        for index in order if forward else reversed(order):
            if len(seats[index]) < sizes[index] and remaining:
                seats[index].append(next(it))
                remaining -= 1
        forward = not forward
    return tuple(tuple(table) for table in seats)
