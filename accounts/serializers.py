from __future__ import annotations

import zoneinfo
from typing import Any

from django.conf import settings
from django.utils.translation import gettext_lazy as _
from rest_framework import exceptions, serializers

from accounts.models import ALL_SCOPES, ApiToken, Profile, User
from accounts.services import email_in_use, email_verified


class RegisterSerializer(serializers.Serializer):
    username = serializers.RegexField(r"^[\w.@+-]{3,150}$", max_length=150)
    email = serializers.EmailField()
    password = serializers.CharField(min_length=8, max_length=128, write_only=True)

    def validate_username(self, value: str) -> str:
        if User.objects.filter(username__iexact=value).exists():
            raise UsernameTaken()
        return value

    def validate_email(self, value: str) -> str:
        if email_in_use(value):
            raise serializers.ValidationError(_("An account with this email address exists."))
        return value


class UsernameTaken(exceptions.APIException):
    """A conflict with an existing account, not a malformed request: 409 E_USERNAME_TAKEN."""

    status_code = 409
    default_detail = _("That username is taken.")
    default_code = "username_taken"


class RegisteredSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    username = serializers.CharField()


class TokenRequestSerializer(serializers.Serializer):
    username = serializers.CharField(max_length=150)
    password = serializers.CharField(max_length=128, write_only=True)
    name = serializers.CharField(max_length=100, required=False, default="api")
    scopes = serializers.ListField(
        child=serializers.ChoiceField(choices=ALL_SCOPES), required=False, allow_empty=False
    )


class TokenCreatedSerializer(serializers.Serializer):
    token = serializers.CharField()
    id = serializers.CharField()
    scopes = serializers.ListField(child=serializers.CharField())


class TokenSerializer(serializers.ModelSerializer):
    id = serializers.CharField(source="token_key")

    class Meta:
        model = ApiToken
        fields = ["id", "name", "scopes", "created", "expiry", "last_used_at"]


class ProfileSerializer(serializers.ModelSerializer):
    language = serializers.ChoiceField(
        choices=[code for code, _name in settings.LANGUAGES],
        allow_blank=True,
        required=False,
        help_text="Pages, emails and API sentences in this language; empty: the browser's "
        "Accept-Language (and emails in English).",
    )

    class Meta:
        model = Profile
        fields = [
            "language",
            "timezone",
            "email_mode",
            "digest_hour",
            "quiet_start",
            "quiet_end",
            "reminder_offsets_hours",
            "vacation_days_per_year",
        ]

    def validate_timezone(self, value: str) -> str:
        if value not in zoneinfo.available_timezones():
            raise serializers.ValidationError(_("There is no timezone %(zone)s.") % {"zone": value})
        return value

    def validate_digest_hour(self, value: int) -> int:
        if not 0 <= value <= 23:
            raise serializers.ValidationError(_("An hour from 0 to 23."))
        return value

    def validate_reminder_offsets_hours(self, value: Any) -> list[int]:
        if not isinstance(value, list) or not all(
            isinstance(v, int) and 0 < v <= 24 * 14 for v in value
        ):
            raise serializers.ValidationError(_("A list of hours (1 to 336) before a deadline."))
        return sorted(set(value), reverse=True)


class MeSerializer(serializers.ModelSerializer):
    profile = ProfileSerializer(required=False)
    email_verified = serializers.SerializerMethodField(
        help_text="Whether the owner followed the verification email's link (a change of "
        "address is unverified until then)."
    )

    class Meta:
        model = User
        fields = ["id", "username", "email", "email_verified", "profile"]
        read_only_fields = ["id", "username"]

    def get_email_verified(self, user: User) -> bool:
        return email_verified(user)

    def validate_email(self, value: str) -> str:
        user = self.instance if isinstance(self.instance, User) else None
        if email_in_use(value, other_than=user):
            raise serializers.ValidationError(_("An account with this email address exists."))
        return value
