"""Players register and withdraw; organisers withdraw or replace a player.

A withdrawn player keeps the results they played (opponents' tie-breaks need them) and is
left out of later pairings. A substitute takes over the entry, so the points stay with the
place, not the person, as in team leagues; the substitute plays from the next pairing on, and
at once in a current game whose timeout ladder left the seat vacant (policy "substitute").
"""

from __future__ import annotations

from django.db import transaction
from django.db.models import Max
from django.utils import timezone
from django.utils.translation import gettext as _

from accounts.models import User
from games.services.seats import seat_replace
from tournaments.errors import RegistrationRefused, UnknownPlayer, when
from tournaments.models import Entry, Table, TableSeat, Tournament
from tournaments.services.common import check_organiser, check_status, lock_tournament


def entry_register(*, tournament_id: int, user: User, division: int | None = None) -> Entry:
    """Register `user` while registration is open and there is room."""
    with transaction.atomic():
        tournament = lock_tournament(tournament_id)
        if tournament.status != Tournament.Status.REGISTRATION:
            raise RegistrationRefused(
                _("Registration for tournament %(tournament)s is closed.")
                % {"tournament": tournament_id}
            )
        now = timezone.now()
        if tournament.registration_opens_at and now < tournament.registration_opens_at:
            raise RegistrationRefused(
                _("Registration opens on %(when)s.")
                % {"when": when(tournament.registration_opens_at)}
            )
        if tournament.registration_closes_at and now >= tournament.registration_closes_at:
            raise RegistrationRefused(
                _("Registration closed on %(when)s.")
                % {"when": when(tournament.registration_closes_at)}
            )
        active = tournament.entries.filter(status=Entry.Status.ACTIVE)
        if tournament.max_players is not None and active.count() >= tournament.max_players:
            raise RegistrationRefused(
                _("Tournament %(tournament)s is full (%(count)d players).")
                % {"tournament": tournament_id, "count": tournament.max_players}
            )
        entry = tournament.entries.filter(user=user).first()
        if entry is not None and entry.status == Entry.Status.ACTIVE:
            raise RegistrationRefused(
                _("You are already registered for tournament %(tournament)s.")
                % {"tournament": tournament_id}
            )
        if entry is None:
            entry = Entry(tournament=tournament, user=user, seed=_next_seed(tournament))
        entry.status, entry.withdrawn_at = Entry.Status.ACTIVE, None
        if tournament.kind == Tournament.Kind.LEAGUE:
            divisions = int(tournament.config.get("divisions", 1))
            entry.division = (
                division
                if division and 1 <= division <= divisions
                else (entry.division or divisions)
            )
        entry.save()
        return entry


def _next_seed(tournament: Tournament) -> int:
    top = tournament.entries.aggregate(top=Max("seed"))["top"]
    return 0 if top is None else top + 1


def entry_withdraw(*, tournament_id: int, user: User, entry_id: int | None = None) -> Entry:
    """Withdraw: a player themself (no `entry_id`) or the organiser (any entry)."""
    with transaction.atomic():
        tournament = lock_tournament(tournament_id)
        check_status(
            tournament,
            Tournament.Status.REGISTRATION,
            Tournament.Status.RUNNING,
            Tournament.Status.PAUSED,
        )
        if entry_id is None:
            entry = tournament.entries.filter(user=user).first()
            if entry is None:
                raise RegistrationRefused(
                    _("You are not registered for tournament %(tournament)s.")
                    % {"tournament": tournament_id}
                )
        else:
            check_organiser(tournament, user)
            entry = _entry(tournament, entry_id)
        if entry.status == Entry.Status.WITHDRAWN:
            raise RegistrationRefused(
                _("%(name)s has already withdrawn.") % {"name": entry.user.username}
            )
        entry.status, entry.withdrawn_at = Entry.Status.WITHDRAWN, timezone.now()
        entry.save(update_fields=["status", "withdrawn_at"])
        return entry


def entry_replace(*, tournament_id: int, user: User, entry_id: int, username: str) -> Entry:
    """The organiser puts `username` in the place of an entry's player (points carry over)."""
    with transaction.atomic():
        tournament = lock_tournament(tournament_id)
        check_organiser(tournament, user)
        check_status(
            tournament,
            Tournament.Status.REGISTRATION,
            Tournament.Status.RUNNING,
            Tournament.Status.PAUSED,
        )
        entry = _entry(tournament, entry_id)
        substitute = User.objects.filter(username=username).first()
        if substitute is None:
            raise UnknownPlayer(_("There is no player %(name)s.") % {"name": username})
        clash = tournament.entries.filter(user=substitute).exclude(pk=entry.pk).first()
        if clash is not None and clash.status == Entry.Status.ACTIVE:
            raise RegistrationRefused(
                _("%(name)s already plays in this tournament.") % {"name": username}
            )
        if clash is not None:
            if clash.table_seats.exists():  # one entry per user: its results cannot merge
                raise RegistrationRefused(
                    _(
                        "%(name)s played in this tournament before withdrawing; "
                        "choose another substitute."
                    )
                    % {"name": username}
                )
            clash.delete()
        entry.replaced_users = [*entry.replaced_users, entry.user_id]
        entry.user = substitute
        entry.status, entry.withdrawn_at = Entry.Status.ACTIVE, None
        entry.save(update_fields=["user", "replaced_users", "status", "withdrawn_at"])
        _hand_over_seats(entry, substitute, user)
        return entry


def _hand_over_seats(entry: Entry, substitute: User, organiser: User) -> None:
    """The substitute takes the entry's seat in every game of it still running, held or
    vacant (games.services.seats.seat_replace); the games go on from where they are."""
    for table_seat in TableSeat.objects.filter(
        entry=entry, table__status=Table.Status.PLAYING
    ).select_related("table"):
        seat_replace(
            game_id=table_seat.table.game_id,
            index=table_seat.seat,
            user=substitute,
            actor=organiser,
        )


def _entry(tournament: Tournament, entry_id: int) -> Entry:
    from tournaments.selectors import entry_get

    return entry_get(tournament=tournament, entry_id=entry_id)
