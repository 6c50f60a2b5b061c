"""A league's next season: promotion and relegation into new divisions.

The finished season's `final["next_divisions"]` (computed when it ended, from each division's
standings) becomes the new season's entries; players who withdrew are left out. The new
season opens for registration so newcomers can join (bottom division) and anyone can withdraw
before the organiser starts it.
"""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from accounts.models import User
from tournaments.errors import TournamentState
from tournaments.models import Entry, Tournament
from tournaments.services.common import check_organiser, check_status, lock_tournament


def league_next_season(*, tournament_id: int, user: User, name: str | None = None) -> Tournament:
    with transaction.atomic():
        season = lock_tournament(tournament_id)
        check_organiser(season, user)
        check_status(season, Tournament.Status.FINISHED)
        if season.kind != Tournament.Kind.LEAGUE:
            raise TournamentState(
                _("Tournament %(tournament)s is not a league.") % {"tournament": tournament_id}
            )
        if Tournament.objects.filter(previous=season).exists():
            raise TournamentState(
                _("Season %(season)d already exists.") % {"season": season.season + 1}
            )
        assert season.final is not None
        divisions: list[list[int]] = season.final["next_divisions"]
        following = Tournament.objects.create(
            name=name or f"{season.name.rsplit(' season ', 1)[0]} season {season.season + 1}",
            organiser=season.organiser,
            engine=season.engine,
            options=season.options,
            time_control=season.time_control,
            timeout_policy=season.timeout_policy,
            rated=season.rated,
            is_public=season.is_public,
            kind=season.kind,
            config={**season.config, "divisions": len(divisions)},
            min_players=season.min_players,
            max_players=season.max_players,
            round_seconds=season.round_seconds,
            seed=(season.seed * 6364136223846793005 + 1442695040888963407) % 2**62,
            season=season.season + 1,
            previous=season,
        )
        users = dict(season.entries.values_list("pk", "user_id"))
        seed = 0
        rows = []
        for number, members in enumerate(divisions, start=1):
            for entry_id in members:
                rows.append(
                    Entry(tournament=following, user_id=users[entry_id], division=number, seed=seed)
                )
                seed += 1
        Entry.objects.bulk_create(rows)
        return following
