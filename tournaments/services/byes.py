"""Byes the organiser sets or removes.

Setting a bye for a round not yet paired keeps the player out of that pairing (they score the
bye's points); removing it puts them back. Removing a bye the pairing gave in a round that is
still running takes its points away (a forfeit); finished rounds are not rewritten.
"""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from accounts.models import User
from tournaments.errors import ByeRefused
from tournaments.models import Bye, Entry, Round, Tournament
from tournaments.services.common import check_organiser, check_status, lock_tournament


def bye_set(*, tournament_id: int, user: User, entry_id: int, round_number: int) -> Bye:
    from tournaments.selectors import entry_get

    with transaction.atomic():
        tournament = lock_tournament(tournament_id)
        check_organiser(tournament, user)
        check_status(
            tournament,
            Tournament.Status.REGISTRATION,
            Tournament.Status.RUNNING,
            Tournament.Status.PAUSED,
        )
        entry = entry_get(tournament=tournament, entry_id=entry_id)
        if entry.status != Entry.Status.ACTIVE:
            raise ByeRefused(_("%(name)s has withdrawn.") % {"name": entry.user.username})
        if round_number <= tournament.current_round:
            raise ByeRefused(
                _("Round %(round)d is already paired; set byes for round %(next)d or later.")
                % {"round": round_number, "next": tournament.current_round + 1}
            )
        bye, created = Bye.objects.get_or_create(
            tournament=tournament,
            entry=entry,
            round_number=round_number,
            defaults={"source": Bye.Source.ORGANISER},
        )
        if not created:
            raise ByeRefused(
                _("%(name)s already has a bye in round %(round)d.")
                % {"name": entry.user.username, "round": round_number}
            )
        return bye


def bye_remove(*, tournament_id: int, user: User, entry_id: int, round_number: int) -> None:
    with transaction.atomic():
        tournament = lock_tournament(tournament_id)
        check_organiser(tournament, user)
        check_status(
            tournament,
            Tournament.Status.REGISTRATION,
            Tournament.Status.RUNNING,
            Tournament.Status.PAUSED,
        )
        bye = Bye.objects.filter(
            tournament=tournament, entry_id=entry_id, round_number=round_number
        ).first()
        if bye is None:
            raise ByeRefused(
                _("That player has no bye in round %(round)d.") % {"round": round_number}
            )
        played = tournament.rounds.filter(number=round_number).first()
        if played is not None and played.status == Round.Status.FINISHED:
            raise ByeRefused(
                _("Round %(round)d is over; its byes stand.") % {"round": round_number}
            )
        bye.delete()
