"""What an organiser may do at the games of their events that games/ asks about."""

from __future__ import annotations

from accounts.models import User
from games.models import Game
from tournaments.models import Table


def organises_table(game: Game, user: User) -> bool:
    """``user`` organises the event that ``game`` is a table of."""
    return Table.objects.filter(game=game, round__tournament__organiser=user).exists()
