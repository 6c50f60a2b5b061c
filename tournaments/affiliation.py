"""Tells games/ which event, round and table a game is played for (games.affiliations)."""

from __future__ import annotations

from collections.abc import Sequence

from games.affiliations import Affiliation
from tournaments.models import Table


def tables_of(game_ids: Sequence[int]) -> dict[int, Affiliation]:
    rows = Table.objects.filter(game_id__in=list(game_ids)).select_related("round__tournament")
    return {
        table.game_id: Affiliation(
            event=table.round.tournament.name,
            round=table.round.number,
            table=table.number,
            url=f"/events/{table.round.tournament_id}/rounds/{table.round.number}/",
        )
        for table in rows
    }
