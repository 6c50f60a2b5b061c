"""Standings after any round: points, then the organiser's tie-breaks in order.

Tie-breaks, each larger-is-better:
- `game_score`: the sum of the engine's final scores (victory points) over a player's games;
- `buchholz`: opponents' strength, for Swiss. A table has 1-5 opponents, so each game adds the
  mean final points of that table's opponents (not their sum, which would favour players who sat
  at bigger tables). Byes add nothing: there was no opponent;
- `head_to_head`: among exactly the players still tied when it applies, each meeting at a table
  scores +1 per tied player finished ahead of and -1 per tied player finished behind;
- `wins`: tables won (shared first places count).
Players tied on everything share a rank; they are listed by id so output is stable.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from .points import PointsScheme
from .refusal import FormatRefusal, gettext_noop
from .types import PlayerId, RoundResult, TableResult, id_key

Tiebreak = Literal["game_score", "buchholz", "head_to_head", "wins"]
TIEBREAKS: tuple[Tiebreak, ...] = ("game_score", "buchholz", "head_to_head", "wins")


@dataclass(frozen=True, slots=True)
class StandingRow:
    rank: int
    player: PlayerId
    points: float
    games: int
    byes: int
    wins: int
    game_score: float
    buchholz: float
    head_to_head: float


def compute_standings(
    results: Sequence[RoundResult],
    scheme: PointsScheme,
    *,
    tiebreaks: Sequence[Tiebreak] = ("buchholz", "game_score"),
    players: Iterable[PlayerId] = (),
) -> list[StandingRow]:
    """Rows best first. `players` adds registered players who have not played yet."""
    for name in tiebreaks:
        if name not in TIEBREAKS:
            raise FormatRefusal(
                gettext_noop("There is no tie-break %(name)s; choose from %(names)s."),
                name=name,
                names=", ".join(TIEBREAKS),
            )
    points: defaultdict[PlayerId, float] = defaultdict(float)
    games: defaultdict[PlayerId, int] = defaultdict(int)
    byes: defaultdict[PlayerId, int] = defaultdict(int)
    wins: defaultdict[PlayerId, int] = defaultdict(int)
    score: defaultdict[PlayerId, float] = defaultdict(float)
    tables: list[TableResult] = []
    for player in players:
        points[player] += 0.0
    for played in results:
        for table in played.tables:
            tables.append(table)
            best = min(table.ranks)
            for player, value in scheme.table_points(table).items():
                points[player] += value
                games[player] += 1
                wins[player] += table.rank_of(player) == best
                score[player] += table.score_of(player)
        for player in played.byes:
            points[player] += scheme.bye_points
            byes[player] += 1

    buchholz: defaultdict[PlayerId, float] = defaultdict(float)
    for table in tables:
        for player in table.players:
            others = [points[q] for q in table.players if q != player]
            if others:
                buchholz[player] += sum(others) / len(others)

    everyone = sorted(points, key=id_key)
    keys: dict[PlayerId, list[float]] = {p: [_r(points[p])] for p in everyone}
    h2h: dict[PlayerId, float] = {p: 0.0 for p in everyone}
    for name in tiebreaks:
        if name == "head_to_head":
            values = _head_to_head(everyone, keys, tables)
            h2h.update(values)
        else:
            values = {p: _statistic(name, p, score, buchholz, wins) for p in everyone}
        for p in everyone:
            keys[p].append(_r(values[p]))

    ordered = sorted(everyone, key=lambda p: [-k for k in keys[p]])
    rows: list[StandingRow] = []
    for position, player in enumerate(ordered):
        same = rows and keys[rows[-1].player] == keys[player]
        rank = rows[-1].rank if same else position + 1
        rows.append(
            StandingRow(
                rank=rank,
                player=player,
                points=points[player],
                games=games[player],
                byes=byes[player],
                wins=wins[player],
                game_score=score[player],
                buchholz=_r(buchholz[player]),
                head_to_head=h2h[player],
            )
        )
    return rows


def _statistic(
    name: Tiebreak,
    player: PlayerId,
    score: Mapping[PlayerId, float],
    buchholz: Mapping[PlayerId, float],
    wins: Mapping[PlayerId, int],
) -> float:
    if name == "game_score":
        return score.get(player, 0.0)
    if name == "buchholz":
        return buchholz.get(player, 0.0)
    return float(wins.get(player, 0))


def _r(value: float) -> float:
    """Round away float noise (averaged shares like 7/3) so equal totals compare equal."""
    return round(value, 9)


def _head_to_head(
    everyone: Sequence[PlayerId],
    keys: dict[PlayerId, list[float]],
    tables: Sequence[TableResult],
) -> dict[PlayerId, float]:
    groups: defaultdict[tuple[float, ...], set[PlayerId]] = defaultdict(set)
    for p in everyone:
        groups[tuple(keys[p])].add(p)
    group_of = {p: groups[tuple(keys[p])] for p in everyone}
    values = {p: 0.0 for p in everyone}
    for table in tables:
        for a in table.players:
            tied = group_of.get(a)
            if tied is None or len(tied) < 2:
                continue
            rank_a = table.rank_of(a)
            for b in table.players:
                if b != a and b in tied:
                    rank_b = table.rank_of(b)
                    values[a] += (rank_a < rank_b) - (rank_a > rank_b)
    return values
