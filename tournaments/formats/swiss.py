"""Swiss rounds for multiplayer tables.

Each round: order players by standing, give the byes the round needs (fairly, see byes.py), then
seat the rest so players of similar points share tables and as few pairs as possible meet again
(seating.py). Seat order within a table is shuffled by the caller's seeded RNG, so the first
player's advantage is not tied to standing.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from .byes import choose_byes
from .history import History
from .points import PointsScheme
from .refusal import FormatRefusal, gettext_noop
from .seating import seat_players
from .standings import Tiebreak, compute_standings
from .tables import plan_sizes
from .types import Pairing, PlayerId, PlayerKeyed, RoundResult, TableSpec


def pair_swiss(
    order: Sequence[PlayerId],
    points: PlayerKeyed,
    history: History,
    spec: TableSpec,
    rng: Random,
    *,
    window: int = 4,
    exact_nodes: int = 200_000,
) -> Pairing:
    """Pair one round from standings already computed: `order` best first, with their points.

    `window` bounds how many tables away a player may be moved to avoid a rematch; larger finds
    fewer repeats at a cost linear in it. `exact_nodes` is the budget of the exact search used
    for rounds of at most 16 seated players (0 turns it off).
    """
    if len(set(order)) != len(order):
        raise FormatRefusal(gettext_noop("A player is listed twice."))
    sizes, bye_count = plan_sizes(len(order), spec)
    byes = choose_byes(order, bye_count, history)
    out = set(byes)
    seated = [p for p in order if p not in out]
    tables = seat_players(seated, points, sizes, history, window=window, exact_nodes=exact_nodes)
    shuffled = []
    for table in tables:
        seats = list(table)
        rng.shuffle(seats)
        shuffled.append(tuple(seats))
    return Pairing(tuple(shuffled), tuple(byes))


def pair_swiss_round(
    players: Sequence[PlayerId],
    results: Sequence[RoundResult],
    spec: TableSpec,
    scheme: PointsScheme,
    rng: Random,
    *,
    tiebreaks: Sequence[Tiebreak] = ("buchholz", "game_score"),
    window: int = 4,
) -> Pairing:
    """The next round of a Swiss from the results so far: what the Django layer calls.

    `players` are those still registered (dropped players are left out; their past games still
    count for their opponents' Buchholz). Round one has no standings, so its order is a shuffle
    of `players` by `rng`: pass them sorted by rating and use `pair_swiss` for seeded starts.
    """
    history = History.of(results)
    if not results:
        order = list(players)
        rng.shuffle(order)
        return pair_swiss(order, {}, history, spec, rng, window=window)
    rows = compute_standings(results, scheme, tiebreaks=tiebreaks, players=players)
    active = set(players)
    order = [row.player for row in rows if row.player in active]
    points = {row.player: row.points for row in rows}
    return pair_swiss(order, points, history, spec, rng, window=window)
