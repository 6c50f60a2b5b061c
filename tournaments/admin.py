"""Admin for tournaments: organisers (staff) can withdraw players, pause and resume, adjudicate
tables and set byes here too; actions go through the same services as the API."""

from __future__ import annotations

from typing import Any

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

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
from tournaments.services.byes import bye_remove, bye_set
from tournaments.services.registration import entry_replace, entry_withdraw
from tournaments.services.rounds import tournament_advance, tournament_set_paused
from tournaments.services.tables import table_adjudicate


class EntryInline(admin.TabularInline):
    """Read-only here: withdraw and replace on the Entry pages (through the services)."""

    model = Entry
    extra = 0
    fields = ["user", "status", "division", "seed", "withdrawn_at"]
    readonly_fields = ["user", "status", "division", "seed", "withdrawn_at"]
    can_delete = False

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


class ByeInline(admin.TabularInline):
    """Read-only here: set and remove byes on the Bye pages (through the services)."""

    model = Bye
    extra = 0
    fields = ["entry", "round_number", "source"]
    readonly_fields = ["entry", "round_number", "source"]
    can_delete = False

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


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
    list_display = [
        "id",
        "name",
        "engine",
        "kind",
        "status",
        "current_round",
        "season",
        "organiser",
    ]
    list_filter = ["status", "kind", "engine"]
    search_fields = ["name"]
    raw_id_fields = ["organiser", "previous"]
    inlines = [EntryInline, ByeInline]
    actions = ["pause", "resume", "advance_now"]

    @admin.action(description=gettext_lazy("Pause the selected tournaments"))
    def pause(self, request: HttpRequest, queryset: QuerySet[Tournament]) -> None:
        for t in queryset:
            _run(
                request,
                _("%(name)s is paused.") % {"name": t.name},
                lambda t=t: tournament_set_paused(
                    tournament_id=t.pk, user=_staff(request), paused=True
                ),
            )

    @admin.action(description=gettext_lazy("Resume the selected tournaments"))
    def resume(self, request: HttpRequest, queryset: QuerySet[Tournament]) -> None:
        for t in queryset:
            _run(
                request,
                _("%(name)s goes on.") % {"name": t.name},
                lambda t=t: tournament_set_paused(
                    tournament_id=t.pk, user=_staff(request), paused=False
                ),
            )

    @admin.action(
        description=gettext_lazy("Advance now (sync results, pair the next round if ready)")
    )
    def advance_now(self, request: HttpRequest, queryset: QuerySet[Tournament]) -> None:
        for t in queryset:
            _run(
                request,
                _("%(name)s: advanced.") % {"name": t.name},
                lambda t=t: tournament_advance(tournament_id=t.pk),
            )


@admin.register(Entry)
class EntryAdmin(admin.ModelAdmin):
    list_display = ["id", "tournament", "user", "status", "division", "seed"]
    list_filter = ["status"]
    fields = ["tournament", "user", "status", "division", "seed", "replaced_users"]
    readonly_fields = ["replaced_users"]
    raw_id_fields = ["tournament", "user"]
    actions = ["withdraw"]

    def save_model(self, request: HttpRequest, obj: Entry, form: Any, change: bool) -> None:
        """Changing an entry's player is a replacement: run it through the service."""
        if change and "user" in form.changed_data:
            username = obj.user.username
            obj.refresh_from_db()
            _run(
                request,
                _("%(name)s replaces %(old)s.") % {"name": username, "old": obj.user.username},
                lambda: entry_replace(
                    tournament_id=obj.tournament_id,
                    user=_staff(request),
                    entry_id=obj.pk,
                    username=username,
                ),
            )
            return
        super().save_model(request, obj, form, change)

    @admin.action(description=gettext_lazy("Withdraw the selected players"))
    def withdraw(self, request: HttpRequest, queryset: QuerySet[Entry]) -> None:
        for e in queryset:
            _run(
                request,
                _("%(name)s has withdrawn.") % {"name": e.user.username},
                lambda e=e: entry_withdraw(
                    tournament_id=e.tournament_id, user=_staff(request), entry_id=e.pk
                ),
            )


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
    """Adjudicate by setting status to adjudicated (with ranks, and scores if wanted, one per
    seat) or void; the change goes through the same service as the API."""

    list_display = ["id", "round", "number", "division", "game", "status"]
    list_filter = ["status"]
    fields = ["round", "number", "division", "game", "status", "ranks", "scores"]
    readonly_fields = ["round", "number", "division", "game"]
    inlines = [TableSeatInline]

    def save_model(self, request: HttpRequest, obj: Table, form: Any, change: bool) -> None:
        if obj.status not in (Table.Status.ADJUDICATED, Table.Status.VOID):
            messages.error(request, _("Set the status to adjudicated or void to decide a table."))
            return
        tournament_id = Round.objects.get(pk=obj.round_id).tournament_id
        _run(
            request,
            _("Table %(table)s is decided.") % {"table": obj.pk},
            lambda: table_adjudicate(
                tournament_id=tournament_id,
                table_id=obj.pk,
                user=_staff(request),
                ranks=obj.ranks,
                scores=obj.scores or None,
                void=obj.status == Table.Status.VOID,
            ),
        )

    def save_related(self, request: HttpRequest, form: Any, formsets: Any, change: bool) -> None:
        """Seats are the pairing's: not edited here."""


@admin.register(Bye)
class ByeAdmin(admin.ModelAdmin):
    """Adding a bye requests it for a round not yet paired; deleting one removes it (both
    through the services, which refuse rounds already decided)."""

    list_display = ["id", "tournament", "entry", "round_number", "source"]
    raw_id_fields = ["tournament", "entry"]
    fields = ["tournament", "entry", "round_number"]
    actions = ["remove_byes"]

    def get_actions(self, request: HttpRequest) -> Any:
        actions = super().get_actions(request)
        actions.pop("delete_selected", None)
        return actions

    def save_model(self, request: HttpRequest, obj: Bye, form: Any, change: bool) -> None:
        _run(
            request,
            _("The bye is set."),
            lambda: bye_set(
                tournament_id=obj.tournament_id,
                user=_staff(request),
                entry_id=obj.entry_id,
                round_number=obj.round_number,
            ),
        )

    def delete_model(self, request: HttpRequest, obj: Bye) -> None:
        _run(
            request,
            _("The bye is removed."),
            lambda: bye_remove(
                tournament_id=obj.tournament_id,
                user=_staff(request),
                entry_id=obj.entry_id,
                round_number=obj.round_number,
            ),
        )

    @admin.action(description=gettext_lazy("Remove the selected byes"))
    def remove_byes(self, request: HttpRequest, queryset: QuerySet[Bye]) -> None:
        for bye in queryset:
            self.delete_model(request, bye)


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
