"""Input and output shapes of the tournaments API."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _
from rest_framework import serializers

from tournaments.models import Bye, Entry, PlayerRating, RatingChange, Round, Table, Tournament
from tournaments.rules import KINDS


class TournamentCreateSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=120)
    engine = serializers.CharField(max_length=40)
    kind = serializers.ChoiceField(choices=list(KINDS))
    config = serializers.JSONField(
        help_text="table {preferred,min,max}, points {by_size,bye,ties}, tiebreaks, rounds, "
        "pools, advance; leagues: divisions, promote, relegate."
    )
    options = serializers.JSONField(required=False)
    time_control = serializers.JSONField(required=False)
    timeout_policy = serializers.JSONField(required=False)
    rated = serializers.BooleanField(required=False, default=True)
    is_public = serializers.BooleanField(
        required=False,
        default=True,
        help_text="Anyone (signed in or not) may read a public event's rounds and standings.",
    )
    registration_opens_at = serializers.DateTimeField(required=False, allow_null=True)
    registration_closes_at = serializers.DateTimeField(required=False, allow_null=True)
    min_players = serializers.IntegerField(
        required=False, default=2, min_value=2, max_value=100_000
    )
    max_players = serializers.IntegerField(
        required=False, allow_null=True, min_value=2, max_value=100_000
    )
    round_seconds = serializers.IntegerField(
        required=False, allow_null=True, min_value=60, max_value=366 * 24 * 3600
    )

    def validate_config(self, value: Any) -> Any:
        if not isinstance(value, dict):
            raise serializers.ValidationError(_("The format settings must be a JSON object."))
        return value

    def validate_options(self, value: Any) -> Any:
        if not isinstance(value, dict):
            raise serializers.ValidationError(_("Options must be a JSON object."))
        return value

    def validate_time_control(self, value: Any) -> Any:
        return self.validate_options(value)

    def validate_timeout_policy(self, value: Any) -> Any:
        return self.validate_options(value)


class TournamentSerializer(serializers.ModelSerializer):
    organiser = serializers.CharField(source="organiser.username")
    players = serializers.SerializerMethodField()
    problem = serializers.CharField(
        source="problem_text",
        read_only=True,
        help_text="Why the tournament paused itself, in the reader's language (empty if not).",
    )

    class Meta:
        model = Tournament
        fields = [
            "id",
            "name",
            "organiser",
            "engine",
            "options",
            "time_control",
            "rated",
            "is_public",
            "kind",
            "config",
            "registration_opens_at",
            "registration_closes_at",
            "min_players",
            "max_players",
            "round_seconds",
            "season",
            "previous",
            "status",
            "current_round",
            "players",
            "final",
            "problem",
            "created_at",
            "started_at",
            "paused_at",
            "finished_at",
        ]

    def get_players(self, tournament: Tournament) -> int:
        return tournament.entries.filter(status=Entry.Status.ACTIVE).count()


class EntrySerializer(serializers.ModelSerializer):
    player = serializers.CharField(source="user.username")

    class Meta:
        model = Entry
        fields = ["id", "player", "status", "division", "seed", "created_at", "withdrawn_at"]


class TournamentRegisterSerializer(serializers.Serializer):
    division = serializers.IntegerField(required=False, min_value=1, max_value=1000)


class ReplaceSerializer(serializers.Serializer):
    username = serializers.CharField(max_length=150)


class ByeSerializer(serializers.ModelSerializer):
    player = serializers.CharField(source="entry.user.username")

    class Meta:
        model = Bye
        fields = ["entry", "player", "round_number", "source"]


class ByeInputSerializer(serializers.Serializer):
    entry = serializers.IntegerField(min_value=1)
    round_number = serializers.IntegerField(min_value=1, max_value=100_000)


class TableSerializer(serializers.ModelSerializer):
    players = serializers.SerializerMethodField()
    game_status = serializers.CharField(source="game.status")

    class Meta:
        model = Table
        fields = [
            "id",
            "number",
            "division",
            "game",
            "game_status",
            "status",
            "players",
            "ranks",
            "scores",
        ]

    def get_players(self, table: Table) -> list[dict[str, Any]]:
        return [
            {"seat": s.seat, "entry": s.entry_id, "player": s.entry.user.username}
            for s in sorted(table.seats.all(), key=lambda s: s.seat)
        ]


class RoundSerializer(serializers.ModelSerializer):
    tables = TableSerializer(many=True)
    byes = serializers.SerializerMethodField()

    class Meta:
        model = Round
        fields = ["number", "status", "started_at", "deadline_at", "finished_at", "tables", "byes"]

    def get_byes(self, played: Round) -> list[dict[str, Any]]:
        byes = played.tournament.byes.filter(round_number=played.number).select_related(
            "entry__user"
        )
        return [
            {"entry": b.entry_id, "player": b.entry.user.username, "source": b.source} for b in byes
        ]


class AdjudicateSerializer(serializers.Serializer):
    ranks = serializers.ListField(
        child=serializers.IntegerField(min_value=1, max_value=100), required=False, max_length=100
    )
    scores = serializers.ListField(child=serializers.FloatField(), required=False, max_length=100)
    void = serializers.BooleanField(required=False, default=False)


class ExtendSerializer(serializers.Serializer):
    seconds = serializers.IntegerField(min_value=1, max_value=366 * 24 * 3600)


class NextSeasonSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=120, required=False)


class StandingSerializer(serializers.Serializer):
    division = serializers.IntegerField(allow_null=True)
    rank = serializers.IntegerField()
    entry = serializers.IntegerField()
    player = serializers.CharField()
    status = serializers.CharField()
    points = serializers.FloatField()
    games = serializers.IntegerField()
    byes = serializers.IntegerField()
    wins = serializers.IntegerField()
    game_score = serializers.FloatField()
    buchholz = serializers.FloatField()
    head_to_head = serializers.FloatField()


class RatingSerializer(serializers.ModelSerializer):
    player = serializers.CharField(source="user.username")

    class Meta:
        model = PlayerRating
        fields = ["player", "engine", "mu", "sigma", "ordinal", "games", "updated_at"]


class RatingChangeSerializer(serializers.ModelSerializer):
    class Meta:
        model = RatingChange
        fields = [
            "game",
            "engine",
            "rank",
            "mu_before",
            "sigma_before",
            "mu",
            "sigma",
            "ordinal",
            "created_at",
        ]
