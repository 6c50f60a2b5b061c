from django.contrib import admin

from notifications.models import (
    Delivery,
    GamePreference,
    InboundMessage,
    OutboxCursor,
    ReplyAddress,
    StartNotice,
    Wakeup,
)


@admin.register(Delivery)
class DeliveryAdmin(admin.ModelAdmin):
    list_display = ["id", "kind", "to_address", "game", "state", "attempts", "next_attempt_at"]
    list_filter = ["state", "kind"]
    search_fields = ["to_address", "key"]


@admin.register(InboundMessage)
class InboundMessageAdmin(admin.ModelAdmin):
    list_display = ["id", "sender", "recipient", "outcome", "source", "created_at"]
    list_filter = ["outcome", "source"]


@admin.register(ReplyAddress)
class ReplyAddressAdmin(admin.ModelAdmin):
    list_display = ["id", "user", "game", "seq", "expires_at", "used_at"]


@admin.register(Wakeup)
class WakeupAdmin(admin.ModelAdmin):
    list_display = ["id", "kind", "user", "due_at"]
    list_filter = ["kind"]


admin.site.register(GamePreference)
admin.site.register(StartNotice)
admin.site.register(OutboxCursor)
