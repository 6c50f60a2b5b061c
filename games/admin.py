from django.contrib import admin

from games.models import Event, Game, Seat, Submission


class SeatInline(admin.TabularInline):
    model = Seat
    extra = 0


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ["id", "engine", "status", "players", "head_seq", "deadline_at", "created_at"]
    list_filter = ["engine", "status"]
    inlines = [SeatInline]
    readonly_fields = ["seed", "seed_digest", "head_seq", "head_state"]

    def has_delete_permission(self, request: object, obj: object = None) -> bool:
        return False  # the event log is permanent; abort a game instead


@admin.register(Seat)
class SeatAdmin(admin.ModelAdmin):
    list_display = ["game", "index", "user", "bot", "status", "must_act", "deadline_at"]
    list_filter = ["status", "must_act"]


@admin.register(Submission)
class SubmissionAdmin(admin.ModelAdmin):
    list_display = ["id", "game", "user", "source", "status", "code", "created_at"]
    list_filter = ["status", "source"]


@admin.register(Event)
class EventAdmin(admin.ModelAdmin):
    """Read-only: events are append-only (the database refuses changes too)."""

    list_display = ["game", "seq", "seat", "kind", "notation", "created_at"]
    list_filter = ["kind"]

    def has_add_permission(self, request: object) -> bool:
        return False

    def has_change_permission(self, request: object, obj: object = None) -> bool:
        return False

    def has_delete_permission(self, request: object, obj: object = None) -> bool:
        return False
