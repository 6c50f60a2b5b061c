"""The outbox's cursors: how far each consumer (email, webhooks, stream...) has read the log.

The event log is the outbox (DESIGN): ``games`` appends events and knows nothing of the
consumers; each consumer reads the events past its own cursor and records its deliveries
as rows of its own, so a consumer that is down only falls behind, never loses anything.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class OutboxCursor(models.Model):
    consumer = models.CharField(max_length=50, unique=True)
    last_event_id = models.BigIntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = _("outbox cursor")
        verbose_name_plural = _("outbox cursors")

    def __str__(self) -> str:
        return f"{self.consumer} at event {self.last_event_id}"


class Delivery(models.Model):
    """One message to send (an email now; webhooks and stream messages share the shape).

    Rows are written in the transaction that reads the event log, so a message exists as
    soon as its cause is committed; the sender retries it with backoff until it is sent.
    ``key`` makes every message exist once whatever re-reads or retries happen.
    """

    class Channel(models.TextChoices):
        EMAIL = "email", _("Email")

    class State(models.TextChoices):
        PENDING = "pending", _("Waiting to be sent")
        SENT = "sent", _("Sent")
        FAILED = "failed", _("Given up")
        DROPPED = "dropped", _("Dropped: the turn it announced had passed")

    key = models.CharField(max_length=200, unique=True)
    channel = models.CharField(max_length=10, choices=Channel.choices, default=Channel.EMAIL)
    kind = models.CharField(max_length=30)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE
    )
    game = models.ForeignKey("games.Game", null=True, blank=True, on_delete=models.CASCADE)
    to_address = models.CharField(max_length=254)
    from_address = models.CharField(max_length=254)
    reply_to = models.CharField(max_length=254, blank=True)
    subject = models.CharField(max_length=300)
    text = models.TextField()
    html = models.TextField(blank=True)
    headers = models.JSONField(default=dict, blank=True)
    pictures = models.JSONField(
        default=list,
        blank=True,
        help_text="Inline images of the HTML part, each {cid, alt, svg}: drawn as the game page "
        "draws them, rendered to PNG when the email is sent.",
    )
    turns = models.JSONField(
        default=list,
        blank=True,
        help_text="The turns the message asks its reader to take, each {game, and seq (the "
        "position) or deadline}; when none is still theirs at sending time, it is dropped.",
    )
    state = models.CharField(max_length=10, choices=State.choices, default=State.PENDING)
    next_attempt_at = models.DateTimeField()
    attempts = models.PositiveIntegerField(default=0)
    last_error = models.TextField(blank=True)
    sent_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("delivery")
        verbose_name_plural = _("deliveries")
        ordering = ["id"]
        indexes = [models.Index(fields=["state", "next_attempt_at"])]

    def __str__(self) -> str:
        return f"{self.kind} to {self.to_address} ({self.state})"


class ReplyAddress(models.Model):
    """The signed reply address of one email: one (user, game, head seq), used once."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    game = models.ForeignKey("games.Game", on_delete=models.CASCADE)
    seq = models.IntegerField()
    expires_at = models.DateTimeField()
    used_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("reply address")
        verbose_name_plural = _("reply addresses")
        constraints = [
            models.UniqueConstraint(fields=["user", "game", "seq"], name="reply_address_unique"),
        ]

    def __str__(self) -> str:
        return f"reply address of {self.user_id} for game {self.game_id} at {self.seq}"


class InboundMessage(models.Model):
    """Every email reply received and what became of it (forged and replayed ones too)."""

    class Outcome(models.TextChoices):
        QUEUED = "queued", _("Queued as a submission")
        ANSWERED = "answered", _("Submission done, sender answered")
        FORGED = "forged", _("Bad signature")
        UNKNOWN = "unknown", _("Not a reply address")
        EXPIRED = "expired", _("Reply address expired")
        REPLAYED = "replayed", _("Reply address already used")
        WRONG_SENDER = "wrong_sender", _("Sender is not the addressee")
        EMPTY = "empty", _("No move text")
        TALK = "talk", _("Posted to the table talk")
        TALK_REFUSED = "talk_refused", _("Table talk refused")

    recipient = models.CharField(max_length=254)
    sender = models.CharField(max_length=254)
    subject = models.CharField(max_length=300, blank=True)
    move_text = models.TextField(blank=True)
    message_id = models.CharField(max_length=300, blank=True)
    source = models.CharField(max_length=20, default="smtp")
    outcome = models.CharField(max_length=15, choices=Outcome.choices, db_index=True)
    address = models.ForeignKey(ReplyAddress, null=True, blank=True, on_delete=models.SET_NULL)
    submission = models.ForeignKey(
        "games.Submission", null=True, blank=True, on_delete=models.SET_NULL
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("inbound email")
        verbose_name_plural = _("inbound emails")
        ordering = ["-id"]

    def __str__(self) -> str:
        return f"reply from {self.sender} ({self.outcome})"


class GamePreference(models.Model):
    """A user's notification settings for one game, over their profile's defaults."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    game = models.ForeignKey("games.Game", on_delete=models.CASCADE)
    email_mode = models.CharField(max_length=16, blank=True, help_text="blank: the profile's")
    muted = models.BooleanField(default=False)

    class Meta:
        verbose_name = _("game preference")
        verbose_name_plural = _("game preferences")
        constraints = [
            models.UniqueConstraint(fields=["user", "game"], name="game_preference_unique"),
        ]

    def __str__(self) -> str:
        return f"{self.user_id} on game {self.game_id}"


class Wakeup(models.Model):
    """Something the sweeper must do at ``due_at`` (a reminder, a digest).

    The sweeper reads only the rows that are due (index on due_at), so its cost follows
    the due work, not the number of games; a wakeup that no longer applies (the player
    moved, the deadline moved) is dropped or rescheduled when it fires.
    """

    class Kind(models.TextChoices):
        REMINDER = "reminder", _("Deadline reminder")
        DIGEST = "digest", _("Daily digest")

    key = models.CharField(max_length=200, unique=True)
    kind = models.CharField(max_length=10, choices=Kind.choices)
    due_at = models.DateTimeField(db_index=True)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    seat = models.ForeignKey("games.Seat", null=True, blank=True, on_delete=models.CASCADE)
    data = models.JSONField(default=dict, blank=True)

    class Meta:
        verbose_name = _("wake-up")
        verbose_name_plural = _("wake-ups")

    def __str__(self) -> str:
        return f"{self.kind} at {self.due_at}"


class StartNotice(models.Model):
    """A game that started: written in the starting transaction (no event marks a start)."""

    game = models.OneToOneField("games.Game", on_delete=models.CASCADE)
    handled = models.BooleanField(default=False, db_index=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("start notice")
        verbose_name_plural = _("start notices")

    def __str__(self) -> str:
        return f"start of game {self.game_id}"


class TalkSeen(models.Model):
    """The newest table-talk seq an email has shown ``user`` at ``game`` (email/talk.py):
    the next turn email or digest shows only what came after it."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    game = models.ForeignKey("games.Game", on_delete=models.CASCADE)
    seq = models.IntegerField(default=0)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "game"], name="talk_seen_unique")]

    def __str__(self) -> str:
        return f"talk of game {self.game_id} shown to {self.user_id} up to {self.seq}"
