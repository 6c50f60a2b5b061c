"""Tournaments as rows: the event, its entrants, rounds, tables (each one game) and byes;
ratings per engine with their history.

The pairing logic is pure (tournaments/formats/); these rows are what it reads and writes.
A table points at its game; games/ knows nothing of tournaments. Results are read from the
game (or set by the organiser's adjudication) into the table row, so standings never need
the game rows again.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from tournaments.errors import problem_text


class Tournament(models.Model):
    class Kind(models.TextChoices):
        SWISS = "swiss", _("Swiss")
        ROUND_ROBIN = "round_robin", _("Round robin in pools")
        KNOCKOUT = "knockout", _("Knockout (top k of each table advance)")
        LEAGUE = "league", _("League season with divisions")

    class Status(models.TextChoices):
        REGISTRATION = "registration", _("Open for registration")
        RUNNING = "running", _("Running")
        PAUSED = "paused", _("Paused")
        FINISHED = "finished", _("Finished")
        CANCELLED = "cancelled", _("Cancelled")

    name = models.CharField(max_length=120)
    organiser = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="tournaments_organised"
    )
    engine = models.CharField(max_length=40, db_index=True)
    options = models.JSONField(default=dict, blank=True)
    time_control = models.JSONField(default=dict, blank=True)
    timeout_policy = models.JSONField(default=dict, blank=True)
    rated = models.BooleanField(default=True)
    is_public = models.BooleanField(
        default=True,
        help_text="Anyone with the link may read its rounds, tables and standings; "
        "otherwise only its organiser and players.",
    )
    kind = models.CharField(max_length=12, choices=Kind.choices)
    config = models.JSONField(help_text="The format's settings (tournaments.formats).")
    registration_opens_at = models.DateTimeField(null=True, blank=True)
    registration_closes_at = models.DateTimeField(null=True, blank=True)
    min_players = models.PositiveIntegerField(default=2)
    max_players = models.PositiveIntegerField(null=True, blank=True)
    round_seconds = models.PositiveIntegerField(
        null=True, blank=True, help_text="Round deadline, seconds after the round starts."
    )
    seed = models.BigIntegerField()
    season = models.PositiveIntegerField(default=1)
    previous = models.OneToOneField(
        "self", null=True, blank=True, on_delete=models.PROTECT, related_name="next_season"
    )
    status = models.CharField(
        max_length=12, choices=Status.choices, default=Status.REGISTRATION, db_index=True
    )
    current_round = models.PositiveIntegerField(default=0)
    final = models.JSONField(
        null=True, blank=True, help_text="Final ranking (entry ids); a league's next divisions."
    )
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    paused_at = models.DateTimeField(null=True, blank=True)
    problem = models.TextField(
        blank=True, help_text="Why the tournament paused itself (a round it could not pair)."
    )
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = _("tournament")
        verbose_name_plural = _("tournaments")
        ordering = ["-id"]

    def __str__(self) -> str:
        return f"{self.name} ({self.get_kind_display()}, {self.status})"

    @property
    def problem_text(self) -> str:
        """``problem`` in the reader's language (it is stored as data: tournaments.errors)."""
        return problem_text(self.problem)


class Entry(models.Model):
    """A player's place in a tournament. A substitute takes over the entry (and its points)."""

    class Status(models.TextChoices):
        ACTIVE = "active", _("Playing")
        WITHDRAWN = "withdrawn", _("Withdrawn")

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="entries")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="tournament_entries"
    )
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.ACTIVE)
    division = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="League division, 1 = top."
    )
    seed = models.PositiveIntegerField(default=0, help_text="Seeding order, 0 = best.")
    replaced_users = models.JSONField(
        default=list, blank=True, help_text="Ids of users this entry was played by before."
    )
    created_at = models.DateTimeField(auto_now_add=True)
    withdrawn_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = _("entry")
        verbose_name_plural = _("entries")
        ordering = ["tournament", "seed", "id"]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "user"], name="entry_unique_user"),
        ]

    def __str__(self) -> str:
        return f"{self.user} in {self.tournament_id}"


class Round(models.Model):
    class Status(models.TextChoices):
        RUNNING = "running", _("Running")
        FINISHED = "finished", _("Finished")

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="rounds")
    number = models.PositiveIntegerField()
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.RUNNING)
    started_at = models.DateTimeField(auto_now_add=True)
    deadline_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = _("round")
        verbose_name_plural = _("rounds")
        ordering = ["tournament", "number"]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "number"], name="round_unique_number"),
        ]

    def __str__(self) -> str:
        return f"round {self.number} of {self.tournament_id}"


class Table(models.Model):
    """One game of a round. ``ranks``/``scores`` follow ``TableSeat.seat`` order once known."""

    class Status(models.TextChoices):
        PLAYING = "playing", _("Playing")
        FINISHED = "finished", _("Finished")
        ADJUDICATED = "adjudicated", _("Adjudicated by the organiser")
        VOID = "void", _("Void (no result counts)")

    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="tables")
    number = models.PositiveIntegerField()
    division = models.PositiveSmallIntegerField(null=True, blank=True)
    game = models.OneToOneField(
        "games.Game", on_delete=models.PROTECT, related_name="tournament_table"
    )
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.PLAYING)
    ranks = models.JSONField(null=True, blank=True)
    scores = models.JSONField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = _("table")
        verbose_name_plural = _("tables")
        ordering = ["round", "number"]
        constraints = [
            models.UniqueConstraint(fields=["round", "number"], name="table_unique_number"),
        ]

    def __str__(self) -> str:
        return f"table {self.number} of {self.round}"

    @property
    def is_done(self) -> bool:
        return self.status != self.Status.PLAYING


class TableSeat(models.Model):
    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="seats")
    entry = models.ForeignKey(Entry, on_delete=models.PROTECT, related_name="table_seats")
    seat = models.PositiveSmallIntegerField()

    class Meta:
        ordering = ["table", "seat"]
        constraints = [
            models.UniqueConstraint(fields=["table", "seat"], name="tableseat_unique_seat"),
            models.UniqueConstraint(fields=["table", "entry"], name="tableseat_unique_entry"),
        ]

    def __str__(self) -> str:
        return f"seat {self.seat} of {self.table}"


class Bye(models.Model):
    """A round an entry sits out: given by the pairing, or requested through the organiser."""

    class Source(models.TextChoices):
        PAIRING = "pairing", _("Given by the pairing")
        ORGANISER = "organiser", _("Set by the organiser")

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="byes")
    entry = models.ForeignKey(Entry, on_delete=models.CASCADE, related_name="byes")
    round_number = models.PositiveIntegerField()
    source = models.CharField(max_length=10, choices=Source.choices)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("bye")
        verbose_name_plural = _("byes")
        ordering = ["tournament", "round_number", "entry"]
        constraints = [
            models.UniqueConstraint(
                fields=["entry", "round_number"], name="bye_unique_entry_round"
            ),
        ]

    def __str__(self) -> str:
        return f"bye for {self.entry_id} in round {self.round_number}"


class PlayerRating(models.Model):
    """A player's current openskill rating for one engine."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="ratings"
    )
    engine = models.CharField(max_length=40)
    mu = models.FloatField()
    sigma = models.FloatField()
    ordinal = models.FloatField(db_index=True)
    games = models.PositiveIntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = _("player rating")
        verbose_name_plural = _("player ratings")
        ordering = ["engine", "-ordinal"]
        constraints = [
            models.UniqueConstraint(fields=["user", "engine"], name="rating_unique_user_engine"),
        ]
        indexes = [models.Index(fields=["engine", "-ordinal"])]

    def __str__(self) -> str:
        return f"{self.user} {self.engine} {self.ordinal:.2f}"


class RatingChange(models.Model):
    """One rated game's effect on one player: the rating history, and the proof a game counted
    once (unique per game and user)."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="rating_changes"
    )
    engine = models.CharField(max_length=40)
    game = models.ForeignKey("games.Game", on_delete=models.CASCADE, related_name="+")
    rank = models.PositiveSmallIntegerField()
    mu_before = models.FloatField()
    sigma_before = models.FloatField()
    mu = models.FloatField()
    sigma = models.FloatField()
    ordinal = models.FloatField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("rating change")
        verbose_name_plural = _("rating changes")
        ordering = ["-id"]
        constraints = [
            models.UniqueConstraint(fields=["game", "user"], name="ratingchange_unique_game_user"),
        ]
        indexes = [models.Index(fields=["user", "engine", "-id"])]

    def __str__(self) -> str:
        return f"{self.user} after game {self.game_id}: {self.ordinal:.2f}"
