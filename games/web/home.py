"""The front page: what a newcomer sees first (what is played here, how, and the way in);
a signed-in player goes on to their games."""

from __future__ import annotations

from django.db.models import Prefetch
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from games.engines.core import all_engines
from games.models import Game, Seat
from games.web import lobby

WATCH_LIMIT = 6
"""Public games in progress shown to watch."""


def home(request: HttpRequest) -> HttpResponse:
    if request.user.is_authenticated:
        return lobby.my_games(request)
    seats = Prefetch("seats", queryset=Seat.objects.select_related("user").order_by("index"))
    titles = {e.slug: e.title for e in all_engines()}
    watch = [
        {
            "game": game,
            "title": titles.get(game.engine, game.engine),
            "players": [s.user.username for s in game.seats.all() if s.user is not None],
        }
        for game in Game.objects.filter(status=Game.Status.ACTIVE, is_public=True)
        .prefetch_related(seats)
        .order_by("-updated_at")[:WATCH_LIMIT]
    ]
    games = [
        {"title": e.title, "low": e.min_players, "high": e.max_players}
        for e in sorted(all_engines(), key=lambda e: e.title)
    ]
    return render(request, "games/home.html", {"games": games, "watch": watch})
