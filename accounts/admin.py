from django.contrib import admin
from django.contrib.auth.admin import UserAdmin

from accounts.models import ApiToken, Profile, User

admin.site.register(User, UserAdmin)


@admin.register(Profile)
class ProfileAdmin(admin.ModelAdmin):
    list_display = ["user", "timezone", "email_mode"]


@admin.register(ApiToken)
class ApiTokenAdmin(admin.ModelAdmin):
    list_display = ["token_key", "user", "name", "created", "last_used_at"]
    readonly_fields = ["digest", "token_key", "created"]
