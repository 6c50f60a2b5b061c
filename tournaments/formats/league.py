"""League seasons: divisions play a fixed number of Swiss rounds, then players move up and down.

A season is a list of divisions, top first. Each round every division is paired on its own as a
Swiss (so a division of 9 at 3-player tables plays 3 tables, of 10 at 4 gets a bye or a mixed
split as the table spec allows). After the last round the top `promote` of every division but the
top go up one division and the bottom `relegate` of every division but the bottom go down one.
With promote == relegate division sizes stay the same from season to season.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from random import Random

from .points import PointsScheme
from .refusal import FormatRefusal, gettext_noop
from .standings import StandingRow, Tiebreak, compute_standings
from .swiss import pair_swiss_round
from .types import Pairing, PlayerId, RoundResult, TableSpec


@dataclass(frozen=True)
class LeagueRules:
    rounds: int
    promote: int
    relegate: int
    spec: TableSpec
    scheme: PointsScheme = field(default_factory=PointsScheme)
    tiebreaks: tuple[Tiebreak, ...] = ("buchholz", "game_score", "head_to_head")


def results_of_division(
    division: Iterable[PlayerId], results: Sequence[RoundResult]
) -> list[RoundResult]:
    """The season's rounds restricted to one division's tables and byes."""
    members = set(division)
    return [
        RoundResult(
            tuple(t for t in played.tables if members.issuperset(t.players)),
            tuple(p for p in played.byes if p in members),
        )
        for played in results
    ]


def league_round(
    divisions: Sequence[Sequence[PlayerId]],
    results: Sequence[RoundResult],
    rules: LeagueRules,
    rng: Random,
) -> list[Pairing]:
    """The next round's pairing for each division (same order as `divisions`)."""
    if len(results) >= rules.rounds:
        raise FormatRefusal(
            gettext_noop("The season has %(rounds)d rounds and all have been paired."),
            rounds=rules.rounds,
        )
    return [
        pair_swiss_round(
            division,
            results_of_division(division, results),
            rules.spec,
            rules.scheme,
            rng,
            tiebreaks=rules.tiebreaks,
        )
        for division in divisions
    ]


def division_standings(
    divisions: Sequence[Sequence[PlayerId]],
    results: Sequence[RoundResult],
    rules: LeagueRules,
) -> list[list[StandingRow]]:
    return [
        compute_standings(
            results_of_division(division, results),
            rules.scheme,
            tiebreaks=rules.tiebreaks,
            players=division,
        )
        for division in divisions
    ]


def next_season(
    final_orders: Sequence[Sequence[PlayerId]],
    promote: int,
    relegate: int,
    *,
    leaving: Iterable[PlayerId] = (),
    joining: Sequence[PlayerId] = (),
) -> list[list[PlayerId]]:
    """Next season's divisions from each division's final standings order (top division first).

    Within a new division, players coming down are listed first, then those staying in their
    order, then those coming up: a seeding for the first round. Players leaving the league are
    dropped after the moves are decided (their places are not refilled from below); newcomers
    join the bottom division.
    """
    last = len(final_orders) - 1
    for d, order in enumerate(final_orders):
        moving = (promote if d > 0 else 0) + (relegate if d < last else 0)
        if moving > len(order):
            raise FormatRefusal(
                gettext_noop("A division of %(count)d players cannot move %(moving)d players."),
                count=len(order),
                moving=moving,
            )
    ups = [list(order[:promote]) if d > 0 else [] for d, order in enumerate(final_orders)]
    downs = [
        list(order[len(order) - relegate :]) if d < last and relegate else []
        for d, order in enumerate(final_orders)
    ]
    gone = set(leaving)
    divisions: list[list[PlayerId]] = []
    for d, order in enumerate(final_orders):
        moved = set(ups[d]) | set(downs[d])
        staying = [p for p in order if p not in moved]
        arriving_down = downs[d - 1] if d > 0 else []
        arriving_up = ups[d + 1] if d < last else []
        divisions.append([p for p in arriving_down + staying + arriving_up if p not in gone])
    if divisions:
        divisions[-1].extend(p for p in joining if p not in gone)
    return divisions
