"""Input and output shapes of the webhook API. The secret is shown only when it is made."""

from __future__ import annotations

from rest_framework import serializers

from .models import ALL_EVENT_TYPES, Attempt, Delivery, PayloadFormat, Subscription


class SubscriptionInputSerializer(serializers.Serializer):
    url = serializers.URLField(max_length=500)
    game = serializers.IntegerField(required=False, allow_null=True, min_value=1)
    event_types = serializers.ListField(
        child=serializers.ChoiceField(choices=ALL_EVENT_TYPES), required=False, min_length=1
    )
    format = serializers.ChoiceField(choices=PayloadFormat.choices, required=False)
    description = serializers.CharField(max_length=200, required=False, allow_blank=True)


class SubscriptionUpdateSerializer(serializers.Serializer):
    url = serializers.URLField(max_length=500, required=False)
    event_types = serializers.ListField(
        child=serializers.ChoiceField(choices=ALL_EVENT_TYPES), required=False, min_length=1
    )
    format = serializers.ChoiceField(choices=PayloadFormat.choices, required=False)
    description = serializers.CharField(max_length=200, required=False, allow_blank=True)
    is_active = serializers.BooleanField(required=False)


class SubscriptionSerializer(serializers.ModelSerializer):
    class Meta:
        model = Subscription
        fields = [
            "id",
            "url",
            "game",
            "event_types",
            "format",
            "description",
            "is_active",
            "disabled_at",
            "disabled_reason",
            "failing_since",
            "consecutive_failures",
            "created_at",
        ]


class SubscriptionWithSecretSerializer(SubscriptionSerializer):
    """Shown once, on creation and on rotation: the receiver needs it to verify."""

    class Meta(SubscriptionSerializer.Meta):
        fields = [*SubscriptionSerializer.Meta.fields, "secret"]


class AttemptSerializer(serializers.ModelSerializer):
    class Meta:
        model = Attempt
        fields = [
            "number",
            "started_at",
            "duration_ms",
            "status_code",
            "succeeded",
            "error",
            "response_excerpt",
        ]


class DeliverySerializer(serializers.ModelSerializer):
    seq = serializers.IntegerField(source="event.seq")
    game = serializers.IntegerField(source="event.game_id")
    attempt_log = AttemptSerializer(many=True)

    class Meta:
        model = Delivery
        fields = [
            "id",
            "msg_id",
            "game",
            "seq",
            "event_types",
            "state",
            "attempts",
            "next_attempt_at",
            "last_error",
            "created_at",
            "delivered_at",
            "payload",
            "attempt_log",
        ]
