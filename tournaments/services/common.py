"""Helpers the tournament services share: locking and the organiser check."""

from __future__ import annotations

from django.utils.translation import gettext as _

from accounts.models import User
from tournaments.errors import NotOrganiser, TournamentNotFound, TournamentState, tournament_is
from tournaments.models import Tournament


def lock_tournament(tournament_id: int) -> Tournament:
    """The tournament row, locked for this transaction: every change to a tournament (and the
    periodic advancement) takes this lock first, so they never interleave."""
    tournament = Tournament.objects.select_for_update().filter(pk=tournament_id).first()
    if tournament is None:
        raise TournamentNotFound(
            _("There is no tournament %(tournament)s.") % {"tournament": tournament_id}
        )
    return tournament


def check_organiser(tournament: Tournament, user: User) -> None:
    if tournament.organiser_id != user.pk and not user.is_staff:
        raise NotOrganiser(
            _("Only the organiser of tournament %(tournament)s can do that.")
            % {"tournament": tournament.pk}
        )


def check_status(tournament: Tournament, *allowed: str) -> None:
    if tournament.status not in allowed:
        raise TournamentState(
            tournament_is(tournament.pk, tournament.status), tournament_status=tournament.status
        )
