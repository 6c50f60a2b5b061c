"""Starting a tournament, pairing its rounds and moving it on: what the periodic task runs.

`tournament_advance` is idempotent and stateless beyond the rows: it syncs table results from
their games, settles tables at a passed round deadline, and when every table of the current
round is done pairs the next round (or finishes the tournament). It holds the tournament's row
lock throughout, so two workers never pair the same round twice.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import timedelta
from random import Random

from django.db import transaction
from django.db.models import F
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from accounts.models import User
from games.engines.core import get_engine
from games.services.lifecycle import game_create, game_join
from games.services.pause import games_pause_clocks, games_resume_clocks
from tournaments import rules
from tournaments.errors import TournamentState, Unpairable, unpairable
from tournaments.formats import (
    PlayerId,
    RoundResult,
    division_standings,
    final_ranking,
    league_round,
    next_round,
    next_season,
)
from tournaments.models import Bye, Entry, Round, Table, TableSeat, Tournament
from tournaments.services.common import check_organiser, check_status, lock_tournament
from tournaments.services.tables import table_settle, table_sync


def tournament_start(*, tournament_id: int, user: User | None = None) -> Tournament:
    """Close registration and pair round 1 (the organiser, or the task at closing time)."""
    with transaction.atomic():
        tournament = lock_tournament(tournament_id)
        if user is not None:
            check_organiser(tournament, user)
        check_status(tournament, Tournament.Status.REGISTRATION)
        _start(tournament)
        return tournament


def _start(tournament: Tournament) -> None:
    players = tournament.entries.filter(status=Entry.Status.ACTIVE).count()
    if players < tournament.min_players:
        raise TournamentState(
            ngettext(
                "Tournament %(tournament)s has %(count)d player; it needs %(needed)d.",
                "Tournament %(tournament)s has %(count)d players; it needs %(needed)d.",
                players,
            )
            % {"tournament": tournament.pk, "count": players, "needed": tournament.min_players}
        )
    if tournament.kind == Tournament.Kind.LEAGUE:
        _check_divisions(tournament)
    tournament.status, tournament.started_at = Tournament.Status.RUNNING, timezone.now()
    tournament.save(update_fields=["status", "started_at"])
    _pair_next(tournament)


def _check_divisions(tournament: Tournament) -> None:
    spec = rules.league_rules(tournament.config).spec
    for division in range(1, int(tournament.config["divisions"]) + 1):
        size = tournament.entries.filter(status=Entry.Status.ACTIVE, division=division).count()
        if size < spec.min_size:
            raise TournamentState(
                ngettext(
                    "Division %(division)d has %(count)d player; tables need %(needed)d.",
                    "Division %(division)d has %(count)d players; tables need %(needed)d.",
                    size,
                )
                % {"division": division, "count": size, "needed": spec.min_size}
            )


def tournament_advance(*, tournament_id: int) -> str:
    """One step of the periodic task for one tournament; returns what it did."""
    with transaction.atomic():
        tournament = lock_tournament(tournament_id)
        now = timezone.now()
        if tournament.status == Tournament.Status.REGISTRATION:
            closes = tournament.registration_closes_at
            if closes is None or closes > now:
                return "registration"
            try:
                _start(tournament)
            except TournamentState:
                tournament.status = Tournament.Status.CANCELLED
                tournament.finished_at = now
                tournament.save(update_fields=["status", "finished_at"])
                return "cancelled: too few players"
            return "started"
        if tournament.status != Tournament.Status.RUNNING:
            return tournament.status
        current = tournament.rounds.filter(number=tournament.current_round).first()
        if current is None:
            return _pair_next(tournament)
        tables = list(current.tables.all())
        waiting = [t for t in tables if not table_sync(table=t)]
        if waiting and current.deadline_at is not None and current.deadline_at <= now:
            waiting = [t for t in waiting if not table_settle(table=t)]
        if waiting:
            return f"round {current.number}: {len(waiting)} tables playing"
        current.status, current.finished_at = Round.Status.FINISHED, now
        current.save(update_fields=["status", "finished_at"])
        try:
            return _pair_next(tournament)
        except Unpairable as error:  # the organiser decides: withdrawals, byes, adjudication
            tournament.status, tournament.paused_at = Tournament.Status.PAUSED, now
            tournament.problem = json.dumps(error.details["problem"])
            tournament.save(update_fields=["status", "paused_at", "problem"])
            return f"paused: {error.message}"


def _pair_next(tournament: Tournament) -> str:
    from tournaments.selectors import round_results

    results = round_results(tournament=tournament)
    number = len(results) + 1
    rng = Random(f"{tournament.seed}:round:{number}")
    entries = list(tournament.entries.order_by("seed", "id"))
    active = {e.pk for e in entries if e.status == Entry.Status.ACTIVE}
    requested = set(
        Bye.objects.filter(
            tournament=tournament, round_number=number, source=Bye.Source.ORGANISER
        ).values_list("entry_id", flat=True)
    )
    playing = [e.pk for e in entries if e.pk in active and e.pk not in requested]
    divisions: list[int | None]
    try:
        if tournament.kind == Tournament.Kind.LEAGUE:
            league = rules.league_rules(tournament.config)
            if len(results) >= league.rounds:
                return _finish(tournament, results)
            numbers = sorted({e.division or 1 for e in entries})
            groups = [[p for p in playing if _division(entries, p) == d] for d in numbers]
            pairings = league_round(groups, results, league, rng)
            divisions = list(numbers)
        else:
            config = rules.format_config(tournament.config)
            field = playing if config.kind == "swiss" else [e.pk for e in entries]
            pairing = next_round(config, field, results, rng)
            if pairing is None:
                return _finish(tournament, results)
            pairings, divisions = [pairing], [None]
    except ValueError as error:
        raise unpairable(number, error) from None
    engine = get_engine(tournament.engine)
    created = Round.objects.create(
        tournament=tournament,
        number=number,
        deadline_at=(
            timezone.now() + timedelta(seconds=tournament.round_seconds)
            if tournament.round_seconds
            else None
        ),
    )
    users = {e.pk: e.user for e in entries}
    table_number = 0
    byes: set[int] = set()
    for pairing, division in zip(pairings, divisions, strict=True):
        tables, sitting_out = rules.seat_round(pairing, playing, engine.min_players)
        for table in tables:
            table_number += 1
            _create_table(tournament, created, table_number, division, table, users)
        byes.update(int(p) for p in sitting_out)
    Bye.objects.bulk_create(
        [
            Bye(tournament=tournament, entry_id=p, round_number=number, source=Bye.Source.PAIRING)
            for p in sorted(byes)
        ]
    )
    tournament.current_round = number
    tournament.save(update_fields=["current_round"])
    return f"round {number} paired: {table_number} tables, {len(byes)} byes"


def _division(entries: Sequence[Entry], entry_id: int) -> int:
    return next(e.division or 1 for e in entries if e.pk == entry_id)


def _create_table(
    tournament: Tournament,
    played_round: Round,
    number: int,
    division: int | None,
    table: Sequence[PlayerId],
    users: dict[int, User],
) -> None:
    """The table's game, created and joined through the same services as the API, seat
    order as paired (the pairing shuffled it)."""
    seated = [users[int(p)] for p in table]
    game = game_create(
        user=seated[0],
        engine=tournament.engine,
        players=len(seated),
        options=dict(tournament.options),
        time_control=dict(tournament.time_control) or None,
        timeout_policy=dict(tournament.timeout_policy),
        rated=tournament.rated,
    )
    for user in seated[1:]:
        game_join(game_id=game.pk, user=user)
    row = Table.objects.create(round=played_round, number=number, division=division, game=game)
    TableSeat.objects.bulk_create(
        [TableSeat(table=row, entry_id=int(p), seat=k) for k, p in enumerate(table)]
    )


def _finish(tournament: Tournament, results: Sequence[RoundResult]) -> str:
    entries = list(tournament.entries.order_by("seed", "id"))
    if tournament.kind == Tournament.Kind.LEAGUE:
        league = rules.league_rules(tournament.config)
        numbers = sorted({e.division or 1 for e in entries})
        groups = [[e.pk for e in entries if (e.division or 1) == d] for d in numbers]
        orders = [
            [row.player for row in rows] for rows in division_standings(groups, results, league)
        ]
        leaving = [e.pk for e in entries if e.status == Entry.Status.WITHDRAWN]
        moved = next_season(orders, league.promote, league.relegate, leaving=leaving)
        tournament.final = {
            "divisions": orders,
            "next_divisions": moved,
        }
    else:
        config = rules.format_config(tournament.config)
        tournament.final = {"ranking": final_ranking(config, [e.pk for e in entries], results)}
    tournament.status, tournament.finished_at = Tournament.Status.FINISHED, timezone.now()
    tournament.save(update_fields=["final", "status", "finished_at"])
    return "finished"


def tournament_set_paused(*, tournament_id: int, user: User, paused: bool) -> Tournament:
    """Pause: no round starts or ends, no deadline settles tables, and the clocks of the
    running round's games stand still (their players may still move, and spend no time).
    Resume: the round deadline moves by the time paused and every clock runs again with
    the time it had left."""
    with transaction.atomic():
        tournament = lock_tournament(tournament_id)
        check_organiser(tournament, user)
        now = timezone.now()
        if paused:
            check_status(tournament, Tournament.Status.RUNNING)
            tournament.status, tournament.paused_at = Tournament.Status.PAUSED, now
        else:
            check_status(tournament, Tournament.Status.PAUSED)
            if tournament.paused_at is not None:
                gap = now - tournament.paused_at
                tournament.rounds.filter(
                    number=tournament.current_round, deadline_at__isnull=False
                ).update(deadline_at=F("deadline_at") + gap)
            tournament.status, tournament.paused_at = Tournament.Status.RUNNING, None
            tournament.problem = ""
        tournament.save(update_fields=["status", "paused_at", "problem"])
        games = list(
            Table.objects.filter(
                round__tournament=tournament, round__number=tournament.current_round
            ).values_list("game_id", flat=True)
        )
        if paused:
            games_pause_clocks(game_ids=games, now=now)
        else:
            games_resume_clocks(game_ids=games, now=now)
        return tournament


def round_extend(*, tournament_id: int, user: User, seconds: int) -> Round:
    """Move the current round's deadline `seconds` later (from now if it had none)."""
    with transaction.atomic():
        tournament = lock_tournament(tournament_id)
        check_organiser(tournament, user)
        check_status(tournament, Tournament.Status.RUNNING, Tournament.Status.PAUSED)
        current = tournament.rounds.filter(number=tournament.current_round).first()
        if current is None or current.status != Round.Status.RUNNING:
            raise TournamentState(
                _("Tournament %(tournament)s has no round running.") % {"tournament": tournament_id}
            )
        if seconds < 1:
            raise TournamentState(_("Extend by at least one second."))
        base = max(current.deadline_at or timezone.now(), timezone.now())
        current.deadline_at = base + timedelta(seconds=seconds)
        current.save(update_fields=["deadline_at"])
        return current
