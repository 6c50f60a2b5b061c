"""Games as event logs: Game (head cache), Seat, Event (append-only), Snapshot, Submission.

The event log is the truth; ``Game.head_state`` is a cache of its last state and snapshots
make any past state a short replay. Events are never updated or deleted: on PostgreSQL a
trigger refuses it (the log is also the outbox that notifications read).
"""

from __future__ import annotations

import uuid

import pgtrigger
from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class Game(models.Model):
    class Status(models.TextChoices):
        OPEN = "open", _("Waiting for players")
        ACTIVE = "active", _("In progress")
        FINISHED = "finished", _("Finished")
        ABORTED = "aborted", _("Aborted")

    engine = models.CharField(max_length=40, db_index=True)
    engine_version = models.PositiveIntegerField(default=1)
    options = models.JSONField(default=dict, blank=True)
    players = models.PositiveSmallIntegerField()
    # The seed is secret while the game runs; its digest is public from the start
    # (games/seeds.py: the digest commits to seed_secret, revealed with the seed at the end).
    seed = models.BigIntegerField()
    seed_digest = models.CharField(max_length=64)
    seed_secret = models.CharField(
        max_length=64,
        blank=True,
        help_text="The server's 256-bit secret (hex) the seed comes from.",
    )
    seed_fixed = models.BooleanField(
        default=False, help_text="Chosen by the creator and public from the start."
    )
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.OPEN)
    # The position moves are made against (If-Match, ETag, reply addresses): the seq of the
    # newest event that can change the state. Table talk is in the log too but never moves
    # it, so a chat message never makes a pending move stale.
    head_seq = models.IntegerField(default=0)
    # The newest seq of any event, table talk included: the next event takes last_seq + 1.
    last_seq = models.IntegerField(default=0)
    head_state = models.JSONField(null=True, blank=True)
    to_act = models.JSONField(default=list, blank=True)
    result = models.JSONField(null=True, blank=True)
    time_control = models.JSONField(default=dict, blank=True)
    timeout_policy = models.JSONField(default=dict, blank=True)
    deadline_at = models.DateTimeField(null=True, blank=True)
    # Set while the clocks stand still (the event the game is played for is paused): no
    # deadline passes and no time is spent; moves are still taken (games/services/pause.py).
    clock_paused_at = models.DateTimeField(null=True, blank=True)
    is_public = models.BooleanField(default=True)
    spectator_chat = models.BooleanField(
        default=False, help_text=_("Spectators may talk in a channel of their own.")
    )
    rated = models.BooleanField(default=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="games_created"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = _("game")
        verbose_name_plural = _("games")
        ordering = ["-id"]
        indexes = [
            models.Index(fields=["status", "engine"]),
            models.Index(fields=["status", "deadline_at"]),
        ]

    def __str__(self) -> str:
        return f"{self.engine} #{self.pk} ({self.status})"

    def remember_seats(self, seats: list[Seat]) -> None:
        """Keep ``seats`` (just read, users and profiles loaded) as this row's ``seats.all()``,
        as a prefetch would: a move reads the seats once to move the clocks, and the answer
        that follows (names, the caller's seat) reuses them instead of reading them again."""
        cached = self.seats.all()
        cached._result_cache = seats
        cached._prefetch_done = True  # type: ignore[attr-defined]
        if not hasattr(self, "_prefetched_objects_cache"):
            self._prefetched_objects_cache = {}
        self._prefetched_objects_cache["seats"] = cached

    def remembered_seats(self) -> list[Seat] | None:
        """The seats kept by ``remember_seats`` (or a prefetch), else None (not read yet)."""
        cached = getattr(self, "_prefetched_objects_cache", {}).get("seats")
        return None if cached is None else list(cached)


class Seat(models.Model):
    class Status(models.TextChoices):
        PLAYING = "playing", _("Playing")
        DROPPED = "dropped", _("Dropped")
        REPLACED = "replaced", _("Replaced")
        BOT = "bot", _("Played by a bot")
        VACANT = "vacant", _("Awaiting a substitute")
        INVITED = "invited", _("Reserved for an invited player")

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="seats")
    index = models.PositiveSmallIntegerField()
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="seats",
    )
    bot = models.CharField(max_length=20, blank=True, help_text="Bot name when a bot plays.")
    name = models.CharField(
        max_length=150,
        blank=True,
        help_text="The player's name where the seat has no account (an imported game record).",
    )
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PLAYING)
    must_act = models.BooleanField(default=False)
    deadline_at = models.DateTimeField(null=True, blank=True)
    clock = models.JSONField(default=dict, blank=True)
    timeouts = models.PositiveIntegerField(default=0)
    entropy = models.CharField(
        max_length=128, blank=True, help_text="The player's share of the seed (games/seeds.py)."
    )
    joined_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("seat")
        verbose_name_plural = _("seats")
        ordering = ["game", "index"]
        constraints = [
            models.UniqueConstraint(fields=["game", "index"], name="seat_unique_index"),
        ]
        indexes = [
            models.Index(fields=["user", "must_act"]),
            models.Index(fields=["must_act", "deadline_at"]),
        ]

    def __str__(self) -> str:
        return f"seat {self.index} of game {self.game_id}"


@pgtrigger.register(
    pgtrigger.Protect(name="event_append_only", operation=pgtrigger.Update | pgtrigger.Delete)
)
class Event(models.Model):
    class Kind(models.TextChoices):
        MOVE = "move", _("Move")
        TIMEOUT = "timeout", _("Move made for a timed-out seat")
        BOT = "bot", _("Move made by a bot")
        UNDO = "undo", _("Undo")
        SYSTEM = "system", _("System")
        CHAT = "chat", _("Table talk")
        CHAT_HIDE = "chat_hide", _("A table talk message hidden")

    game = models.ForeignKey(Game, on_delete=models.PROTECT, related_name="events")
    seq = models.IntegerField()
    seat = models.SmallIntegerField(null=True, blank=True)
    kind = models.CharField(max_length=10, choices=Kind.choices)
    move = models.JSONField(null=True, blank=True)
    notation = models.TextField(blank=True)
    # The move in the engine's words (a Text as JSON, games.words.say renders it in each
    # reader's language, players by name); null for events without a move or engines
    # without words. ``notation`` keeps the English for readers that want one line.
    words = models.JSONField(null=True, blank=True)
    reveals = models.JSONField(default=list, blank=True)
    undoes_seq = models.IntegerField(null=True, blank=True)
    data = models.JSONField(default=dict, blank=True)
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT
    )
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        verbose_name = _("game event")
        verbose_name_plural = _("game events")
        ordering = ["game", "seq"]
        constraints = [
            models.UniqueConstraint(fields=["game", "seq"], name="event_unique_seq"),
        ]

    def __str__(self) -> str:
        return f"game {self.game_id} event {self.seq} ({self.kind})"

    def as_engine_event(self) -> dict[str, object]:
        return {
            "seat": self.seat,
            "move": self.move,
            "notation": self.notation,
            "reveals": self.reveals,
        }


# Table talk: events of the log that never change the state (replay and undo pass them by).
TALK_KINDS = (Event.Kind.CHAT, Event.Kind.CHAT_HIDE)


class ChatMute(models.Model):
    """``user`` no longer sees what ``muted`` says at ``game`` (page, stream, API, email)."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="chat_mutes")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    muted = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["game", "user", "muted"], name="chat_mute_unique"),
        ]

    def __str__(self) -> str:
        return f"{self.user_id} mutes {self.muted_id} at game {self.game_id}"


class Snapshot(models.Model):
    """The full state after event ``seq`` (seq 0: the state ``setup`` made)."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="snapshots")
    seq = models.IntegerField()
    state = models.JSONField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["game", "seq"], name="snapshot_unique_seq"),
        ]

    def __str__(self) -> str:
        return f"snapshot of game {self.game_id} at {self.seq}"


class Submission(models.Model):
    """A move received asynchronously (async API call, email reply), applied by a worker."""

    class Status(models.TextChoices):
        PENDING = "pending", _("Pending")
        APPLIED = "applied", _("Applied")
        REJECTED = "rejected", _("Rejected")

    class Source(models.TextChoices):
        API = "api", _("API")
        EMAIL = "email", _("Email reply")
        WEB = "web", _("Web page")

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="submissions")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    source = models.CharField(max_length=10, choices=Source.choices, default=Source.API)
    move = models.JSONField(null=True, blank=True)
    text = models.TextField(blank=True)
    expected_seq = models.IntegerField(null=True, blank=True)
    status = models.CharField(
        max_length=10, choices=Status.choices, default=Status.PENDING, db_index=True
    )
    code = models.CharField(max_length=60, blank=True)
    reason = models.TextField(blank=True)
    event_seq = models.IntegerField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    processed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = _("move submission")
        verbose_name_plural = _("move submissions")
        ordering = ["created_at"]

    def __str__(self) -> str:
        return f"submission {self.pk} ({self.status})"


class UndoRequest(models.Model):
    """A take-back that needs every other player's consent (see services/undo.py)."""

    class Status(models.TextChoices):
        PENDING = "pending", _("Waiting for consent")
        ACCEPTED = "accepted", _("Accepted and applied")
        REFUSED = "refused", _("Refused")
        VOID = "void", _("Void (the game moved on)")

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="undo_requests")
    seat = models.SmallIntegerField()
    target_seq = models.IntegerField()
    at_seq = models.IntegerField(help_text="The head seq when the request was made.")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    answers = models.JSONField(default=dict, blank=True, help_text="seat index -> accepted?")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"undo request {self.pk} ({self.status})"


class IdempotencyRecord(models.Model):
    """The first response to a request with an ``Idempotency-Key``, replayed on retries."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    key = models.CharField(max_length=200)
    fingerprint = models.CharField(max_length=64)
    status_code = models.PositiveSmallIntegerField()
    body = models.JSONField()
    headers = models.JSONField(default=dict)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "key"], name="idempotency_unique_key"),
        ]

    def __str__(self) -> str:
        return f"idempotency key {self.key}"


class StandingOrder(models.Model):
    """A move (or a short queue of them, or a kind of order the engine offers) a player
    leaves to be played for their seat when its turn comes (games/services/orders.py).

    Private to its owner: no other seat's view, history, stream or email names it. An
    event it played is an ordinary move whose ``data`` carries the order's id, which only
    its owner is shown.
    """

    class Status(models.TextChoices):
        ACTIVE = "active", _("Waiting")
        DONE = "done", _("Played")
        DROPPED = "dropped", _("Dropped")
        WITHDRAWN = "withdrawn", _("Withdrawn")

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="standing_orders")
    seat = models.SmallIntegerField()
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    kind = models.CharField(max_length=40, help_text="moves, or a kind the engine offers")
    params = models.JSONField(default=dict, blank=True)
    steps = models.JSONField(
        default=list, blank=True, help_text="moves: [{move, if: {seat, move} | null}, ...]"
    )
    position = models.PositiveSmallIntegerField(default=0, help_text="The next step to play.")
    since_seq = models.IntegerField(help_text="Conditions look at moves after this seq.")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.ACTIVE)
    reason = models.JSONField(null=True, blank=True, help_text="Why it was dropped (words).")
    played = models.JSONField(default=list, blank=True, help_text="Seqs of the moves it made.")
    told_at = models.DateTimeField(
        null=True, blank=True, help_text="When an email told its owner it was dropped."
    )
    dropped_seq = models.IntegerField(
        null=True,
        blank=True,
        help_text="The game's seq when it was dropped: its owner's live stream tells them "
        "right after that move.",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["game", "seat", "created_at", "id"]
        indexes = [models.Index(fields=["game", "status"])]

    def __str__(self) -> str:
        return f"standing order {self.pk} of seat {self.seat} at game {self.game_id}"
