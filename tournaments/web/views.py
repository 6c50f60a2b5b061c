"""Event pages: thin views over tournaments.selectors and tournaments.services (the API's own).

Reads follow the API's rule: a public event is anyone's to read from its link, a private one
its organiser's and players'; to everyone else it does not exist (404). Every action is a
POST form with CSRF that answers with a redirect back and a message saying what happened.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from accounts.models import User
from games.engines.core import all_engines
from games.errors import ServiceError
from tournaments import selectors
from tournaments.errors import TournamentNotFound
from tournaments.models import Bye, Entry, Round, Table, Tournament
from tournaments.services.byes import bye_remove, bye_set
from tournaments.services.league import league_next_season
from tournaments.services.registration import entry_register, entry_replace, entry_withdraw
from tournaments.services.rounds import round_extend, tournament_set_paused, tournament_start
from tournaments.services.setup import tournament_create
from tournaments.services.tables import table_adjudicate
from tournaments.web.forms import DAY, KIND_LABELS, EventCreateForm, ExtendForm
from tournaments.web.words import STATUS_LABELS, TABLE_LABELS

TIEBREAK_LABELS: dict[str, Any] = {
    "buchholz": gettext_lazy("Buchholz"),
    "game_score": gettext_lazy("Game score"),
    "head_to_head": gettext_lazy("Head to head"),
    "wins": gettext_lazy("Wins"),
}


def reader(request: HttpRequest) -> User | None:
    user = request.user
    return user if isinstance(user, User) and user.is_authenticated else None


def readable(request: HttpRequest, event_id: int) -> Tournament:
    try:
        return selectors.tournament_get(tournament_id=event_id, user=reader(request))
    except TournamentNotFound:
        raise Http404(f"There is no event {event_id}.") from None


def titles() -> dict[str, str]:
    return {e.slug: e.title for e in all_engines()}


@require_GET
def event_list(request: HttpRequest) -> HttpResponse:
    events = list(selectors.tournament_list(user=reader(request))[:200])
    names = titles()
    rows: list[dict[str, Any]] = [
        {"event": e, "game": names.get(e.engine, e.engine), "status": e.status} for e in events
    ]
    groups = [
        (_("Open for registration"), [r for r in rows if r["status"] == "registration"]),
        (_("Running"), [r for r in rows if r["status"] in ("running", "paused")]),
        (_("Finished"), [r for r in rows if r["status"] in ("finished", "cancelled")]),
    ]
    return render(request, "tournaments/list.html", {"groups": groups})


@require_http_methods(["GET", "POST"])
@login_required
def event_create(request: HttpRequest) -> HttpResponse:
    user = reader(request)
    assert user is not None
    form = EventCreateForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            event = tournament_create(organiser=user, **form.service_arguments())
        except ServiceError as refused:
            form.add_error(None, refused.message)
        else:
            messages.success(request, _("Your event is open for registration. Share its link."))
            return HttpResponseRedirect(f"/events/{event.pk}/")
    return render(request, "tournaments/create.html", {"form": form})


def round_rows(event: Tournament, only: int | None = None) -> list[dict[str, Any]]:
    """Rounds with their tables (players in seat order and by place, their ranks) and byes."""
    rounds = selectors.round_list(tournament=event)
    if only is not None:
        rounds = rounds.filter(number=only)
    byes: dict[int, list[str]] = {}
    for bye in event.byes.select_related("entry__user"):
        byes.setdefault(bye.round_number, []).append(bye.entry.user.username)
    rows = []
    for played in rounds:
        tables = []
        for table in played.tables.all():
            seats = sorted(table.seats.all(), key=lambda s: s.seat)
            ranks = table.ranks or []
            players: list[dict[str, Any]] = [
                {
                    "seat": s.seat,
                    "name": s.entry.user.username,
                    "rank": ranks[s.seat] if s.seat < len(ranks) else None,
                }
                for s in seats
            ]
            # A finished table reads as its result, first place first; a running one in seat order.
            ranked = table.is_done and all(p["rank"] is not None for p in players)
            tables.append(
                {
                    "table": table,
                    "status": TABLE_LABELS[table.status],
                    "done": table.is_done,
                    "players": players,
                    "by_place": sorted(players, key=lambda p: p["rank"]) if ranked else players,
                }
            )
        rows.append(
            {
                "round": played,
                "running": played.status == Round.Status.RUNNING,
                "tables": tables,
                "byes": sorted(byes.get(played.number, [])),
            }
        )
    return rows


def standings_divisions(event: Tournament) -> list[dict[str, Any]]:
    records = selectors.standings_records(tournament=event)
    divisions: dict[Any, list[dict[str, Any]]] = {}
    for record in records:
        divisions.setdefault(record["division"], []).append(record)
    return [{"division": d, "rows": rows} for d, rows in divisions.items()]


@require_GET
def event_page(request: HttpRequest, event_id: int) -> HttpResponse:
    event = readable(request, event_id)
    user = reader(request)
    entries = list(selectors.entry_list(tournament=event))
    mine = next((e for e in entries if user is not None and e.user_id == user.pk), None)
    organiser = user is not None and (event.organiser_id == user.pk or user.is_staff)
    rounds = round_rows(event)
    context = {
        "event": event,
        "game": titles().get(event.engine, event.engine),
        "kind": KIND_LABELS.get(event.kind, event.kind),
        "status": STATUS_LABELS[event.status],
        "days_per_move": _days(event.time_control.get("seconds")),
        "round_days": _days(event.round_seconds),
        "entries": entries,
        "active_entries": [e for e in entries if e.status == Entry.Status.ACTIVE],
        "mine": mine,
        "can_register": event.status == Tournament.Status.REGISTRATION
        and (mine is None or mine.status != Entry.Status.ACTIVE),
        "rounds": list(reversed(rounds)),
        "current": next((r for r in rounds if r["round"].number == event.current_round), None),
        # standings count finished rounds: none before the first ends
        "standings": standings_divisions(event) if any(not r["running"] for r in rounds) else [],
        "tiebreaks": [(t, TIEBREAK_LABELS.get(t, t)) for t in event.config.get("tiebreaks", [])],
        "share": request.build_absolute_uri(f"/events/{event.pk}/"),
        "organiser": organiser,
        "extend_form": ExtendForm(),
        "organiser_byes": list(
            event.byes.filter(
                source=Bye.Source.ORGANISER, round_number__gt=event.current_round
            ).select_related("entry__user")
        ),
        "next_round": event.current_round + 1,
        "next_season": Tournament.objects.filter(previous=event).first(),
    }
    return render(request, "tournaments/event.html", context)


def _days(seconds: int | None) -> str | None:
    if not seconds:
        return None
    days, rest = divmod(int(seconds), DAY)
    return f"{days}" if not rest else f"{seconds / DAY:.1f}"


@require_GET
def round_page(request: HttpRequest, event_id: int, number: int) -> HttpResponse:
    event = readable(request, event_id)
    rows = round_rows(event, only=number)
    if not rows:
        raise Http404(f"Event {event_id} has no round {number}.")
    return render(
        request,
        "tournaments/round.html",
        {"event": event, "game": titles().get(event.engine, event.engine), "r": rows[0]},
    )


def _act(
    request: HttpRequest, event_id: int, done: str, action: Callable[[User], object]
) -> HttpResponse:
    user = reader(request)
    assert user is not None
    try:
        action(user)
    except ServiceError as refused:
        messages.error(request, refused.message)
    else:
        messages.success(request, done)
    return HttpResponseRedirect(f"/events/{event_id}/")


def _number(request: HttpRequest, name: str) -> int:
    raw = request.POST.get(name, "")
    return int(raw) if raw.isdigit() else 0


@require_POST
@login_required
def register(request: HttpRequest, event_id: int) -> HttpResponse:
    readable(request, event_id)
    return _act(
        request,
        event_id,
        _("You are registered. Your games start when the organiser starts the event."),
        lambda user: entry_register(tournament_id=event_id, user=user),
    )


@require_POST
@login_required
def withdraw(request: HttpRequest, event_id: int) -> HttpResponse:
    readable(request, event_id)
    return _act(
        request,
        event_id,
        _("You have withdrawn."),
        lambda user: entry_withdraw(tournament_id=event_id, user=user),
    )


def _organiser_actions() -> dict[str, Callable[[HttpRequest, int], HttpResponse]]:
    def start(request: HttpRequest, eid: int) -> HttpResponse:
        return _act(
            request,
            eid,
            _("The event has started: round 1 is paired and its games are on."),
            lambda user: tournament_start(tournament_id=eid, user=user),
        )

    def pause(request: HttpRequest, eid: int) -> HttpResponse:
        return _act(
            request,
            eid,
            _("The event is paused: no round starts or ends until you resume it."),
            lambda user: tournament_set_paused(tournament_id=eid, user=user, paused=True),
        )

    def resume(request: HttpRequest, eid: int) -> HttpResponse:
        return _act(
            request,
            eid,
            _("The event goes on."),
            lambda user: tournament_set_paused(tournament_id=eid, user=user, paused=False),
        )

    def extend(request: HttpRequest, eid: int) -> HttpResponse:
        form = ExtendForm(request.POST)
        seconds = (
            form.cleaned_data["days"] * DAY + form.cleaned_data["hours"] * 3600
            if form.is_valid()
            else 0
        )
        return _act(
            request,
            eid,
            _("The round's deadline is later now."),
            lambda user: round_extend(tournament_id=eid, user=user, seconds=seconds),
        )

    def bye(request: HttpRequest, eid: int) -> HttpResponse:
        return _act(
            request,
            eid,
            _("The bye is set."),
            lambda user: bye_set(
                tournament_id=eid,
                user=user,
                entry_id=_number(request, "entry"),
                round_number=_number(request, "round_number"),
            ),
        )

    def bye_delete(request: HttpRequest, eid: int) -> HttpResponse:
        return _act(
            request,
            eid,
            _("The bye is removed."),
            lambda user: bye_remove(
                tournament_id=eid,
                user=user,
                entry_id=_number(request, "entry"),
                round_number=_number(request, "round_number"),
            ),
        )

    def withdraw_entry(request: HttpRequest, eid: int) -> HttpResponse:
        return _act(
            request,
            eid,
            _("The player is withdrawn."),
            lambda user: entry_withdraw(
                tournament_id=eid, user=user, entry_id=_number(request, "entry")
            ),
        )

    def replace(request: HttpRequest, eid: int) -> HttpResponse:
        return _act(
            request,
            eid,
            _("The substitute takes the place (and keeps its points)."),
            lambda user: entry_replace(
                tournament_id=eid,
                user=user,
                entry_id=_number(request, "entry"),
                username=request.POST.get("username", "").strip(),
            ),
        )

    def adjudicate(request: HttpRequest, eid: int) -> HttpResponse:
        table_id = _number(request, "table")
        void = request.POST.get("void") == "1"
        seats = Table.objects.filter(pk=table_id).values_list("seats__seat", flat=True)
        ranks = [
            _number(request, f"rank_{seat}") for seat in sorted(s for s in seats if s is not None)
        ]
        return _act(
            request,
            eid,
            _("The table's result is set."),
            lambda user: table_adjudicate(
                tournament_id=eid,
                table_id=table_id,
                user=user,
                ranks=None if void else ranks,
                void=void,
            ),
        )

    def next_season(request: HttpRequest, eid: int) -> HttpResponse:
        user = reader(request)
        assert user is not None
        try:
            season = league_next_season(tournament_id=eid, user=user)
        except ServiceError as refused:
            messages.error(request, refused.message)
            return HttpResponseRedirect(f"/events/{eid}/")
        messages.success(request, _("The next season is open for registration."))
        return HttpResponseRedirect(f"/events/{season.pk}/")

    return {
        "start": start,
        "pause": pause,
        "resume": resume,
        "extend": extend,
        "bye": bye,
        "bye-remove": bye_delete,
        "withdraw": withdraw_entry,
        "replace": replace,
        "adjudicate": adjudicate,
        "next-season": next_season,
    }


ORGANISER_ACTIONS = _organiser_actions()


@require_POST
@login_required
def organise(request: HttpRequest, event_id: int, action: str) -> HttpResponse:
    readable(request, event_id)
    handler = ORGANISER_ACTIONS.get(action)
    if handler is None:
        raise Http404(f"There is no action {action!r}.")
    return handler(request, event_id)
