"""Webhook subscriptions, the deliveries the outbox consumer records, and every attempt.

A delivery is a row with its state (DESIGN: the event log is the outbox): the consumer writes
it in the same transaction that moves its cursor, a Celery task sends it, and a periodic
sweep re-queues any whose task message was lost. Nothing is lost while a receiver is down.
"""

from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class EventType(models.TextChoices):
    MOVE_MADE = "move.made", _("A move was made (or taken back)")
    TURN_YOURS = "turn.yours", _("It is your turn")
    GAME_OVER = "game.over", _("The game is over")
    PLAYER_REPLACED = "player.replaced", _("A player was replaced")
    TIMEOUT = "move.timeout", _("A seat timed out and its default move was made")
    CHAT_MESSAGE = "chat.message", _("A table-talk message you may read")


ALL_EVENT_TYPES = [t.value for t in EventType]
# What a subscription gets when it names no types: table talk is asked for by name.
DEFAULT_EVENT_TYPES = [t for t in ALL_EVENT_TYPES if t != EventType.CHAT_MESSAGE]


class PayloadFormat(models.TextChoices):
    JSON = "json", _("Generic JSON")
    DISCORD = "discord", _("Discord incoming webhook")
    SLACK = "slack", _("Slack incoming webhook")


class Subscription(models.Model):
    """Where to send which events: one game (``game``) or all the owner's games (null)."""

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="webhooks"
    )
    game = models.ForeignKey(
        "games.Game", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    url = models.URLField(max_length=500)
    event_types = models.JSONField(default=list)
    format = models.CharField(max_length=10, choices=PayloadFormat.choices, default="json")
    secret = models.CharField(max_length=100)
    # Older secrets still signed with during a rotation: [{"secret": ..., "until": iso}].
    previous_secrets = models.JSONField(default=list, blank=True)
    description = models.CharField(max_length=200, blank=True)
    is_active = models.BooleanField(default=True)
    disabled_at = models.DateTimeField(null=True, blank=True)
    disabled_reason = models.CharField(max_length=200, blank=True)
    failing_since = models.DateTimeField(null=True, blank=True)
    consecutive_failures = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = _("webhook subscription")
        verbose_name_plural = _("webhook subscriptions")
        ordering = ["-id"]
        indexes = [models.Index(fields=["is_active", "game"])]

    def __str__(self) -> str:
        scope = f"game {self.game_id}" if self.game_id else "all games"
        return f"webhook {self.pk} of {self.owner_id} ({scope}) -> {self.url}"


class Delivery(models.Model):
    """One event for one subscription; ``msg_id`` stays the same across every attempt."""

    class State(models.TextChoices):
        PENDING = "pending", _("Pending")
        SUCCEEDED = "succeeded", _("Delivered")
        FAILED = "failed", _("Given up")

    subscription = models.ForeignKey(
        Subscription, on_delete=models.CASCADE, related_name="deliveries"
    )
    event = models.ForeignKey("games.Event", on_delete=models.PROTECT, related_name="+")
    msg_id = models.CharField(max_length=40, unique=True)
    event_types = models.JSONField(default=list)
    payload = models.JSONField()
    state = models.CharField(
        max_length=10, choices=State.choices, default=State.PENDING, db_index=True
    )
    attempts = models.PositiveIntegerField(default=0)
    next_attempt_at = models.DateTimeField(null=True, blank=True, db_index=True)
    last_error = models.CharField(max_length=300, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    delivered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = _("webhook delivery")
        verbose_name_plural = _("webhook deliveries")
        ordering = ["-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["subscription", "event"], name="webhook_delivery_once_per_event"
            )
        ]

    def __str__(self) -> str:
        return f"delivery {self.msg_id} ({self.state})"

    @staticmethod
    def new_msg_id() -> str:
        return f"msg_{uuid.uuid4().hex}"


class Attempt(models.Model):
    """One HTTP try of a delivery: what the receiver answered, how long it took."""

    delivery = models.ForeignKey(Delivery, on_delete=models.CASCADE, related_name="attempt_log")
    number = models.PositiveIntegerField()
    started_at = models.DateTimeField()
    duration_ms = models.PositiveIntegerField(default=0)
    status_code = models.PositiveSmallIntegerField(null=True, blank=True)
    succeeded = models.BooleanField(default=False)
    error = models.CharField(max_length=300, blank=True)
    response_excerpt = models.TextField(blank=True)

    class Meta:
        ordering = ["delivery", "number"]

    def __str__(self) -> str:
        return f"attempt {self.number} of {self.delivery_id}: {self.status_code or self.error}"
