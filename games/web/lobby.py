"""My games, open games to join, and the create-a-game form.

"My games" costs a fixed number of queries however many games are listed: the games with
their seats and users in two queries, the open games in two more (see the query-count test).
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.decorators import login_required
from django.db.models import Prefetch
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.utils.translation import pgettext
from django.views.decorators.http import require_http_methods, require_POST

from accounts.models import User
from accounts.services import profile_of
from games.engines.core import all_engines
from games.errors import ServiceError
from games.models import Game, Seat
from games.services.lifecycle import game_create, game_join
from games.web.forms import GameCreateForm
from games.words import name_of_seat


def _rows(games: list[Game], user: User) -> list[dict[str, Any]]:
    titles = {e.slug: e.title for e in all_engines()}
    rows = []
    for game in games:
        seats = list(game.seats.all())
        mine = next((s for s in seats if s.user_id == user.pk), None)
        rows.append(
            {
                "game": game,
                "title": titles.get(game.engine, game.engine),
                "seat": mine,
                "waiting": bool(
                    mine
                    and mine.must_act
                    and game.status == Game.Status.ACTIVE
                    and mine.status == Seat.Status.PLAYING
                ),
                "deadline": (mine.deadline_at if mine and mine.must_act else None)
                or game.deadline_at,
                "players": [
                    name_of_seat(s) if s.user or s.bot or s.name else pgettext("lobby", "open seat")
                    for s in seats
                ],
                "ranks": (game.result or {}).get("ranks"),
                "scores": (game.result or {}).get("scores"),
            }
        )
    return rows


def _deadline_key(row: dict[str, Any]) -> tuple[bool, float]:
    deadline = row["deadline"]
    return (deadline is None, deadline.timestamp() if deadline else 0.0)


@login_required
def my_games(request: HttpRequest) -> HttpResponse:
    user = request.user
    assert isinstance(user, User)
    seats = Prefetch("seats", queryset=Seat.objects.select_related("user").order_by("index"))
    games = list(
        Game.objects.filter(pk__in=Seat.objects.filter(user=user).values("game_id"))
        .prefetch_related(seats)
        .order_by("-id")
    )
    rows = _rows(games, user)
    waiting = sorted((r for r in rows if r["waiting"]), key=_deadline_key)
    active = sorted(
        (r for r in rows if not r["waiting"] and r["game"].status == Game.Status.ACTIVE),
        key=_deadline_key,
    )
    mine_open = [r for r in rows if r["game"].status == Game.Status.OPEN]
    finished = [r for r in rows if r["game"].status in (Game.Status.FINISHED, Game.Status.ABORTED)]
    joinable = _rows(
        list(
            Game.objects.filter(status=Game.Status.OPEN, is_public=True)
            .exclude(pk__in=Seat.objects.filter(user=user).values("game_id"))
            .prefetch_related(seats)
            .order_by("-id")[:50]
        ),
        user,
    )
    return render(
        request,
        "games/my_games.html",
        {
            "waiting": waiting,
            "active": active,
            "mine_open": mine_open,
            "finished": finished,
            "joinable": joinable,
            "tz": profile_of(user).timezone,
        },
    )


@require_POST
@login_required
def join(request: HttpRequest, game_id: int) -> HttpResponse:
    user = request.user
    assert isinstance(user, User)
    try:
        game_join(game_id=game_id, user=user)
    except ServiceError as refused:
        status = 404 if refused.status == 404 else 409
        return render(request, "games/_error.html", {"error": refused.message}, status=status)
    return HttpResponseRedirect(f"/games/{game_id}/")


@require_http_methods(["GET", "POST"])
@login_required
def create(request: HttpRequest) -> HttpResponse:
    user = request.user
    assert isinstance(user, User)
    form = GameCreateForm(request.POST or None)
    error = None
    if request.method == "POST" and form.is_valid():
        try:
            game = game_create(user=user, **form.service_arguments())
        except ServiceError as refused:
            field = refused.details.get("field")
            if isinstance(field, str) and field in form.fields:
                form.add_error(field, refused.message)
            else:
                error = refused.message
        else:
            return HttpResponseRedirect(f"/games/{game.pk}/")
    return render(
        request,
        "games/create.html",
        {"form": form, "error": error, "option_fields": form.option_fields()},
    )
