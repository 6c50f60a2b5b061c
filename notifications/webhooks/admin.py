from django.contrib import admin

from .models import Attempt, Delivery, Subscription


@admin.register(Subscription)
class SubscriptionAdmin(admin.ModelAdmin):
    list_display = ["id", "owner", "game", "url", "format", "is_active", "consecutive_failures"]
    list_filter = ["is_active", "format"]
    search_fields = ["url", "owner__username"]
    exclude = ["secret", "previous_secrets"]
    raw_id_fields = ["owner", "game"]


class AttemptInline(admin.TabularInline):
    model = Attempt
    extra = 0
    readonly_fields = [f.name for f in Attempt._meta.fields]
    can_delete = False


@admin.register(Delivery)
class DeliveryAdmin(admin.ModelAdmin):
    list_display = ["id", "msg_id", "subscription", "state", "attempts", "next_attempt_at"]
    list_filter = ["state"]
    search_fields = ["msg_id"]
    raw_id_fields = ["subscription", "event"]
    inlines = [AttemptInline]
