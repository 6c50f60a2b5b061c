"""Users, their API tokens (stored hashed by knox, with scopes) and their profiles."""

from __future__ import annotations

import zoneinfo

from django.contrib.auth.models import AbstractUser
from django.db import models
from django.utils.translation import gettext_lazy as _
from knox.models import AbstractAuthToken


class User(AbstractUser):
    """The custom user model, present from the first migration so it can grow freely."""

    is_bot = models.BooleanField(default=False, help_text="A seat-filling bot, not a person.")


class Scope(models.TextChoices):
    READ = "read", _("Read games and profile")
    PLAY = "play", _("Make moves, join games, undo")
    ORGANISE = "organise", _("Run tournaments and manage webhooks")


ALL_SCOPES = [s.value for s in Scope]


class ApiToken(AbstractAuthToken):  # type: ignore[misc]
    """An API token: only its SHA-512 digest is stored (knox); the key is shown once."""

    name = models.CharField(max_length=100, default="api")
    scopes = models.JSONField(default=list)
    last_used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = _("API token")
        verbose_name_plural = _("API tokens")
        swappable = "KNOX_TOKEN_MODEL"
        ordering = ["-created"]

    def allows(self, scope: str) -> bool:
        return scope in self.scopes


def _timezones() -> list[tuple[str, str]]:
    return [(z, z) for z in sorted(zoneinfo.available_timezones())]


class Profile(models.Model):
    """Per-user settings: timezone, notification preferences, quiet hours, vacation."""

    class EmailMode(models.TextChoices):
        EVERY_TURN = "every_turn", _("An email every turn")
        DIGEST = "digest", _("A daily digest")
        OFF = "off", _("No email")

    user = models.OneToOneField(User, on_delete=models.CASCADE, related_name="profile")
    # Pages, emails and API sentences in this language (a code of settings.LANGUAGES, checked
    # by the forms: a new language needs no migration); "" follows the browser
    # (Accept-Language, or the switcher's cookie), and emails are then English.
    language = models.CharField(max_length=8, blank=True, default="")
    timezone = models.CharField(max_length=64, default="UTC")
    email_mode = models.CharField(
        max_length=16, choices=EmailMode.choices, default=EmailMode.EVERY_TURN
    )
    digest_hour = models.PositiveSmallIntegerField(default=8)
    quiet_start = models.TimeField(null=True, blank=True)
    quiet_end = models.TimeField(null=True, blank=True)
    reminder_offsets_hours = models.JSONField(default=list)
    vacation_days_per_year = models.PositiveSmallIntegerField(default=14)
    # [{"start": "YYYY-MM-DD", "end": "YYYY-MM-DD"}]: inclusive local dates; clocks pause.
    vacation_ranges = models.JSONField(default=list, blank=True)
    # {"2026": 3}: vacation days spent per calendar year (ranges and automatic days).
    vacation_spent = models.JSONField(default=dict, blank=True)

    class Meta:
        verbose_name = _("profile")
        verbose_name_plural = _("profiles")

    def __str__(self) -> str:
        return f"profile of {self.user}"
