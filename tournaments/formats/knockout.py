"""Knockout with multiplayer tables: the top `advance` of each table go through.

Seeds are dealt snake-wise across tables so the strongest do not meet early. When the players
cannot all be seated, the top seeds get the byes and go through unplayed, the usual reward for
seeding. Once the field fits one table it plays the final. A tie at the cut (the engine's own
tie-breaks already applied) goes to the higher game score, then to the better seed, so the number
going through is always exact and the bracket's sizes are known in advance.
"""

from __future__ import annotations

from collections.abc import Sequence

from .refusal import FormatRefusal, gettext_noop
from .tables import plan_sizes, snake
from .types import Pairing, PlayerId, RoundResult, TableSpec


def knockout_plan(players: int, spec: TableSpec, advance: int) -> list[int]:
    """How many players each round starts with, the last being the final table.

    The final seats everyone left (40 at exactly-4 tables, top 2 through: 40, 20, 10, 6 and a
    final of 4), which can be fewer than `spec.min_size`: the caller checks the final's size
    against the engine's player counts.
    """
    if advance < 1:
        raise FormatRefusal(gettext_noop("At least one player per table must go through."))
    counts = [players]
    while counts[-1] > spec.max_size:
        n = counts[-1]
        sizes, byes = plan_sizes(n, spec)
        following = byes + sum(min(advance, size) for size in sizes)
        if following >= n:
            raise FormatRefusal(
                gettext_noop(
                    "With %(advance)d of each table going through, %(count)d players never "
                    "get fewer: let fewer go through or use bigger tables."
                ),
                advance=advance,
                count=n,
            )
        counts.append(following)
    if counts[-1] < 2:
        raise FormatRefusal(gettext_noop("A final needs at least 2 players."))
    return counts


def knockout_round(seeds: Sequence[PlayerId], spec: TableSpec) -> Pairing:
    """Tables for this round from the players still in, best seed first."""
    if len(set(seeds)) != len(seeds):
        raise FormatRefusal(gettext_noop("A player is listed twice."))
    if len(seeds) < 2:
        raise FormatRefusal(gettext_noop("A knockout round needs at least 2 players."))
    if len(seeds) <= spec.max_size:
        return Pairing((tuple(seeds),))
    sizes, byes = plan_sizes(len(seeds), spec)
    return Pairing(snake(seeds[byes:], sizes), tuple(seeds[:byes]))


def knockout_advancers(
    seeds: Sequence[PlayerId], played: RoundResult, advance: int
) -> list[PlayerId]:
    """Who goes through to the next round, in seed order (the next round's seeding)."""
    seed = {player: k for k, player in enumerate(seeds)}
    through = set(played.byes)
    for table in played.tables:
        ranked = sorted(
            table.players,
            key=lambda p: (table.rank_of(p), -table.score_of(p), seed.get(p, len(seed))),
        )
        through.update(ranked[:advance])
    return [p for p in seeds if p in through]


def final_order(played: RoundResult, seeds: Sequence[PlayerId]) -> list[PlayerId]:
    """The final table's finishing order (champion first), with the same tie rules as the cut."""
    if len(played.tables) != 1:
        raise FormatRefusal(gettext_noop("A final is one table."))
    table = played.tables[0]
    seed = {player: k for k, player in enumerate(seeds)}
    return sorted(
        table.players, key=lambda p: (table.rank_of(p), -table.score_of(p), seed.get(p, len(seed)))
    )
