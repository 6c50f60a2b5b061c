"""Reads: tournaments, their rounds and tables, results as the formats' plain data, standings,
leaderboards and rating history."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from django.db.models import Prefetch, Q, QuerySet
from django.utils.translation import gettext as _

from accounts.models import User
from tournaments import rules
from tournaments.errors import NotFoundInTournament, TournamentNotFound
from tournaments.formats import (
    RoundResult,
    StandingRow,
    TableResult,
    compute_standings,
    division_standings,
    pool_standings,
)
from tournaments.models import Bye, Entry, PlayerRating, RatingChange, Round, Table, Tournament


def tournament_list(*, user: Any = None) -> QuerySet[Tournament]:
    """Events ``user`` may read (everyone: the public ones), newest first."""
    return _visible(Tournament.objects.select_related("organiser"), user).order_by("-id")


def _visible(events: QuerySet[Tournament], user: Any) -> QuerySet[Tournament]:
    if user is not None and getattr(user, "is_staff", False):
        return events
    if user is None or not user.is_authenticated:
        return events.filter(is_public=True)
    return events.filter(Q(is_public=True) | Q(organiser=user) | Q(entries__user=user)).distinct()


def tournament_get(*, tournament_id: int, user: Any = False) -> Tournament:
    """The event; with ``user`` (None: anonymous) only if they may read it (a private event
    is not found by others). Services pass no user: they check the organiser themselves."""
    events = Tournament.objects.select_related("organiser")
    if user is not False:
        events = _visible(events, user)
    tournament = events.filter(pk=tournament_id).first()
    if tournament is None:
        raise TournamentNotFound(
            _("There is no tournament %(tournament)s.") % {"tournament": tournament_id}
        )
    return tournament


def entry_list(*, tournament: Tournament) -> QuerySet[Entry]:
    return tournament.entries.select_related("user").order_by("seed", "id")


def round_list(*, tournament: Tournament) -> QuerySet[Round]:
    tables = Table.objects.select_related("game").prefetch_related("seats__entry__user")
    return tournament.rounds.prefetch_related(Prefetch("tables", queryset=tables)).order_by(
        "number"
    )


def round_get(*, tournament: Tournament, number: int) -> Round:
    found = round_list(tournament=tournament).filter(number=number).first()
    if found is None:
        raise NotFoundInTournament(
            _("Tournament %(tournament)s has no round %(round)s.")
            % {"tournament": tournament.pk, "round": number}
        )
    return found


def round_byes(*, tournament: Tournament, number: int) -> list[Bye]:
    return list(tournament.byes.filter(round_number=number).select_related("entry__user"))


def round_results(*, tournament: Tournament, upto: int | None = None) -> list[RoundResult]:
    """Finished rounds (up to round `upto`) as plain data keyed by entry id; void tables and
    tables still playing count for nothing."""
    rounds = tournament.rounds.filter(status=Round.Status.FINISHED).order_by("number")
    if upto is not None:
        rounds = rounds.filter(number__lte=upto)
    numbers = list(rounds.values_list("number", flat=True))
    tables: defaultdict[int, list[TableResult]] = defaultdict(list)
    done = (Table.Status.FINISHED, Table.Status.ADJUDICATED)
    for table in (
        Table.objects.filter(
            round__tournament=tournament, round__number__in=numbers, status__in=done
        )
        .select_related("round")
        .prefetch_related("seats")
        .order_by("round__number", "number")
    ):
        seats = sorted(table.seats.all(), key=lambda s: s.seat)
        ranks = table.ranks or []
        scores = table.scores or []
        tables[table.round.number].append(
            TableResult(
                tuple(s.entry_id for s in seats),
                tuple(int(ranks[s.seat]) for s in seats),
                tuple(float(scores[s.seat]) for s in seats) if scores else (),
            )
        )
    byes: defaultdict[int, list[int]] = defaultdict(list)
    for round_number, entry_id in tournament.byes.filter(round_number__in=numbers).values_list(
        "round_number", "entry_id"
    ):
        byes[round_number].append(entry_id)
    return [RoundResult.of(tables[n], byes[n]) for n in numbers]


def standings_for(
    *, tournament: Tournament, upto: int | None = None
) -> list[tuple[int | None, list[StandingRow]]]:
    """(division, rows) pairs: a league's divisions, a round robin's pools (numbered from 1 in
    the order they were dealt), else one pair with division None."""
    results = round_results(tournament=tournament, upto=upto)
    entries = list(tournament.entries.order_by("seed", "id"))
    if tournament.kind == Tournament.Kind.LEAGUE:
        league = rules.league_rules(tournament.config)
        numbers = sorted({e.division or 1 for e in entries})
        divisions = [[e.pk for e in entries if (e.division or 1) == d] for d in numbers]
        tables = division_standings(divisions, results, league)
        return list(zip(numbers, tables, strict=True))
    config = rules.format_config(tournament.config)
    if config.kind == "round_robin" and config.pools > 1:
        pools = pool_standings(config, [e.pk for e in entries], results)
        return list(enumerate(pools, start=1))
    rows = compute_standings(
        results, config.scheme, tiebreaks=config.tiebreaks, players=[e.pk for e in entries]
    )
    return [(None, rows)]


def standings_records(*, tournament: Tournament, upto: int | None = None) -> list[dict[str, Any]]:
    """Standings as flat records (the CSV/JSON export): entry, username, division, status."""
    from tournaments.formats import standings_data

    entries = {e.pk: e for e in tournament.entries.select_related("user")}
    records = []
    for division, rows in standings_for(tournament=tournament, upto=upto):
        for record in standings_data(rows):
            entry = entries[int(record["player"])]
            records.append(
                {
                    "division": division,
                    **record,
                    "entry": entry.pk,
                    "player": entry.user.username,
                    "status": entry.status,
                }
            )
    return records


def table_get(*, tournament: Tournament, table_id: int) -> Table:
    table = (
        Table.objects.filter(pk=table_id, round__tournament=tournament)
        .select_related("round", "game")
        .first()
    )
    if table is None:
        raise NotFoundInTournament(
            _("Tournament %(tournament)s has no table %(table)s.")
            % {"tournament": tournament.pk, "table": table_id}
        )
    return table


def entry_get(*, tournament: Tournament, entry_id: int) -> Entry:
    entry = tournament.entries.select_related("user").filter(pk=entry_id).first()
    if entry is None:
        raise NotFoundInTournament(
            _("Tournament %(tournament)s has no such entry.") % {"tournament": tournament.pk}
        )
    return entry


def leaderboard(*, engine: str) -> QuerySet[PlayerRating]:
    return (
        PlayerRating.objects.filter(engine=engine)
        .select_related("user")
        .order_by("-ordinal", "user_id")
    )


def rating_history(*, user: User, engine: str) -> QuerySet[RatingChange]:
    return RatingChange.objects.filter(user=user, engine=engine).order_by("-id")
