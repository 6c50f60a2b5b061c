"""Admin for tournaments: organisers (staff) can withdraw players, pause and resume, adjudicate
tables and set byes here too; actions go through the same services as the API."""

from __future__ import annotations

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from accounts.models import User
from games.errors import ServiceError
from tournaments.models import (
    Bye,
    Entry,
    PlayerRating,
    RatingChange,
    Round,
    Table,
    TableSeat,
    Tournament,
)
from tournaments.services.registration import entry_withdraw
from tournaments.services.rounds import tournament_advance, tournament_set_paused


class EntryInline(admin.TabularInline):
    model = Entry
    extra = 0
    fields = ["user", "status", "division", "seed", "withdrawn_at"]
    readonly_fields = ["withdrawn_at"]
    raw_id_fields = ["user"]


class ByeInline(admin.TabularInline):
    model = Bye
    extra = 0
    fields = ["entry", "round_number", "source"]
    raw_id_fields = ["entry"]


def _staff(request: HttpRequest) -> User:
    """The admin site only lets signed-in staff in; staff count as every tournament's
    organiser (common.check_organiser)."""
    assert isinstance(request.user, User)
    return request.user


def _run(request: HttpRequest, action: str, work: object) -> None:
    try:
        work()  # type: ignore[operator]
        messages.success(request, action)
    except ServiceError as error:
        messages.error(request, error.message)


@admin.register(Tournament)
class TournamentAdmin(admin.ModelAdmin):
    list_display = ["id", "name", "engine", "kind", "status", "current_round", "season",
                    "organiser"]
    list_filter = ["status", "kind", "engine"]
    search_fields = ["name"]
    raw_id_fields = ["organiser", "previous"]
    inlines = [EntryInline, ByeInline]
    actions = ["pause", "resume", "advance_now"]

    @admin.action(description="Pause the selected tournaments")
    def pause(self, request: HttpRequest, queryset: QuerySet[Tournament]) -> None:
        for t in queryset:
            _run(request, f"{t.name} paused", lambda t=t: tournament_set_paused(
                tournament_id=t.pk, user=_staff(request), paused=True))

    @admin.action(description="Resume the selected tournaments")
    def resume(self, request: HttpRequest, queryset: QuerySet[Tournament]) -> None:
        for t in queryset:
            _run(request, f"{t.name} resumed", lambda t=t: tournament_set_paused(
                tournament_id=t.pk, user=_staff(request), paused=False))

    @admin.action(description="Advance now (sync results, pair the next round if ready)")
    def advance_now(self, request: HttpRequest, queryset: QuerySet[Tournament]) -> None:
        for t in queryset:
            _run(request, f"{t.name}: advanced",
                 lambda t=t: tournament_advance(tournament_id=t.pk))


@admin.register(Entry)
class EntryAdmin(admin.ModelAdmin):
    list_display = ["id", "tournament", "user", "status", "division", "seed"]
    list_filter = ["status"]
    raw_id_fields = ["tournament", "user"]
    actions = ["withdraw"]

    @admin.action(description="Withdraw the selected players")
    def withdraw(self, request: HttpRequest, queryset: QuerySet[Entry]) -> None:
        for e in queryset:
            _run(request, f"{e.user} withdrawn", lambda e=e: entry_withdraw(
                tournament_id=e.tournament_id, user=_staff(request), entry_id=e.pk))


class TableSeatInline(admin.TabularInline):
    model = TableSeat
    extra = 0
    raw_id_fields = ["entry"]


@admin.register(Round)
class RoundAdmin(admin.ModelAdmin):
    list_display = ["id", "tournament", "number", "status", "deadline_at"]
    list_filter = ["status"]
    raw_id_fields = ["tournament"]


@admin.register(Table)
class TableAdmin(admin.ModelAdmin):
    """Adjudicate by editing status (adjudicated or void) and the ranks/scores lists."""

    list_display = ["id", "round", "number", "division", "game", "status"]
    list_filter = ["status"]
    raw_id_fields = ["round", "game"]
    inlines = [TableSeatInline]


@admin.register(Bye)
class ByeAdmin(admin.ModelAdmin):
    list_display = ["id", "tournament", "entry", "round_number", "source"]
    raw_id_fields = ["tournament", "entry"]


@admin.register(PlayerRating)
class PlayerRatingAdmin(admin.ModelAdmin):
    list_display = ["user", "engine", "ordinal", "mu", "sigma", "games"]
    list_filter = ["engine"]
    raw_id_fields = ["user"]


@admin.register(RatingChange)
class RatingChangeAdmin(admin.ModelAdmin):
    list_display = ["user", "engine", "game", "rank", "ordinal", "created_at"]
    list_filter = ["engine"]
    raw_id_fields = ["user", "game"]
