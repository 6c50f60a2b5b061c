from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from games.affiliations import affiliation_of
from games.chat.serializers import TalkSerializer
from games.clock import DEFAULT_TIME_CONTROL
from games.engines.core import engine_slugs
from games.models import Game, Seat, Submission, UndoRequest
from games.web import log
from games.words import name_of_seat


@extend_schema_field({"$ref": "#/components/schemas/Move"})
class MoveField(serializers.JSONField):
    """A move: a JSON object of one of the engine's move types (config/move_schema.py)."""


class EngineSerializer(serializers.Serializer):
    slug = serializers.CharField()
    title = serializers.CharField()
    version = serializers.IntegerField()
    min_players = serializers.IntegerField()
    max_players = serializers.IntegerField()
    options_schema = serializers.JSONField()
    move_schemas = serializers.JSONField()
    description = serializers.JSONField()
    bots = serializers.ListField(child=serializers.CharField())
    standing_orders = serializers.ListField(
        child=serializers.DictField(),
        help_text="The kinds of standing order the game offers besides a queue of moves: "
        "{kind, label (words as data), params (JSON Schema)}.",
    )


class GameCreateSerializer(serializers.Serializer):
    engine = serializers.ChoiceField(choices=[], help_text="A hosted game's slug (GET engines/).")
    players = serializers.IntegerField(min_value=1, max_value=8)
    options = serializers.DictField(required=False, default=dict)
    time_control = serializers.DictField(required=False, default=lambda: dict(DEFAULT_TIME_CONTROL))
    timeout_policy = serializers.DictField(required=False, default=dict)
    seed = serializers.IntegerField(
        required=False,
        min_value=0,
        max_value=2**62,
        help_text="Only for a game with one person (the others bots), or with fixed_seed.",
    )
    fixed_seed = serializers.BooleanField(
        required=False,
        default=False,
        help_text="Deal this seed in the open: every player sees it before joining, so "
        "nothing dealt is secret. Without it a game with two people or more refuses a seed "
        "(E_SEED_NOT_ALLOWED).",
    )
    entropy = serializers.CharField(
        required=False,
        default="",
        allow_blank=True,
        max_length=128,
        help_text="Your share of the seed (any text), revealed when the game is over.",
    )
    is_public = serializers.BooleanField(required=False, default=True)
    rated = serializers.BooleanField(required=False, default=True)
    spectator_chat = serializers.BooleanField(
        required=False,
        default=False,
        help_text="Spectators may talk in a table-talk channel of their own.",
    )
    bots = serializers.ListField(
        child=serializers.CharField(max_length=20), required=False, default=list, max_length=7
    )
    invite = serializers.ListField(
        child=serializers.CharField(max_length=150),
        required=False,
        default=list,
        max_length=7,
        help_text="Usernames whose seats are reserved: only they may join them.",
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        engine = self.fields["engine"]
        assert isinstance(engine, serializers.ChoiceField)
        engine.choices = engine_slugs()  # read when asked: engines register after import


class GameJoinSerializer(serializers.Serializer):
    entropy = serializers.CharField(
        required=False,
        default="",
        allow_blank=True,
        max_length=128,
        help_text="Your share of the seed (any text), revealed when the game is over.",
    )


class SeedProofSerializer(serializers.Serializer):
    secret = serializers.CharField(help_text="The server's secret seed_digest committed to.")
    entropy = serializers.ListField(
        child=serializers.CharField(allow_blank=True), help_text="Each seat's share, by index."
    )


class SeatSerializer(serializers.ModelSerializer):
    username = serializers.SerializerMethodField()
    name = serializers.SerializerMethodField(
        help_text="The seat's player as pages and emails name them: the username, a bot's "
        'own name (each bot seat its own, e.g. "Bot Ada"), or "Player 2" while open.'
    )

    class Meta:
        model = Seat
        fields = ["index", "username", "name", "bot", "status", "must_act", "deadline_at", "clock"]

    def get_username(self, seat: Seat) -> str | None:
        return seat.user.username if seat.user is not None else None

    def get_name(self, seat: Seat) -> str:
        return name_of_seat(seat)


class GameSummarySerializer(serializers.ModelSerializer):
    seats = SeatSerializer(many=True, read_only=True)
    seq = serializers.IntegerField(source="head_seq")
    deadline = serializers.DateTimeField(
        source="deadline_at", allow_null=True, help_text="null while open and once over"
    )
    clocks_paused_since = serializers.DateTimeField(
        source="clock_paused_at",
        allow_null=True,
        read_only=True,
        help_text="When the clocks stopped (the game's event is paused): no deadline passes "
        "and no time is spent until they run again; null while they run.",
    )
    to_act = serializers.ListField(
        child=serializers.IntegerField(), help_text="The seats (indexes) that may act now."
    )
    options = serializers.DictField(help_text="The engine's options (its options_schema).")
    time_control = serializers.DictField()

    class Meta:
        model = Game
        fields = [
            "id",
            "engine",
            "engine_version",
            "options",
            "players",
            "status",
            "seq",
            "to_act",
            "seats",
            "deadline",
            "clocks_paused_since",
            "time_control",
            "is_public",
            "spectator_chat",
            "rated",
            "seed_digest",
            "seed_fixed",
            "result",
            "created_at",
        ]


class GameDetailSerializer(GameSummarySerializer):
    view = serializers.SerializerMethodField()
    seat = serializers.SerializerMethodField()
    pending = serializers.SerializerMethodField()
    seed = serializers.SerializerMethodField()
    seed_proof = serializers.SerializerMethodField()
    event = serializers.SerializerMethodField(
        help_text="The event, round and table this game is played for ({event, round, "
        "table, url}), or null."
    )

    class Meta(GameSummarySerializer.Meta):
        fields = [
            *GameSummarySerializer.Meta.fields,
            "seat",
            "view",
            "pending",
            "seed",
            "seed_proof",
            "event",
        ]

    def get_event(self, game: Game) -> dict[str, Any] | None:
        found = affiliation_of(game.pk)
        return found.as_json() if found else None

    def get_view(self, game: Game) -> dict[str, Any] | None:
        return self.context.get("view")

    def get_seat(self, game: Game) -> int | None:
        return self.context.get("seat")

    def get_pending(self, game: Game) -> dict[str, Any] | None:
        return self.context.get("pending")

    def get_seed(self, game: Game) -> str | None:
        """Published when the game is over, so players can verify every shuffle (a fixed
        seed: from the start)."""
        return str(game.seed) if game.status == Game.Status.FINISHED or game.seed_fixed else None

    @extend_schema_field(SeedProofSerializer(allow_null=True))
    def get_seed_proof(self, game: Game) -> dict[str, Any] | None:
        """When the game is over: what seed_digest committed to and the players' entropy,
        from which the seed is derived (games/seeds.py, the README)."""
        if game.status != Game.Status.FINISHED or not game.seed_secret:
            return None
        return {
            "secret": game.seed_secret,
            "entropy": [seat.entropy for seat in sorted(game.seats.all(), key=lambda s: s.index)],
        }


class MoveInputSerializer(serializers.Serializer):
    move = MoveField(required=False)
    text = serializers.CharField(
        required=False, max_length=2000, help_text="The move in the game's notation instead."
    )

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if ("move" in attrs) == ("text" in attrs):
            raise serializers.ValidationError(_('Send exactly one of "move" or "text".'))
        if "move" in attrs and not isinstance(attrs["move"], dict):
            raise serializers.ValidationError({"move": _("A move is a JSON object.")})
        return attrs


class MoveOutputSerializer(serializers.Serializer):
    seq = serializers.IntegerField()
    notation = serializers.CharField()
    game = GameDetailSerializer()


class EventSerializer(serializers.Serializer):
    seq = serializers.IntegerField()
    seat = serializers.IntegerField(allow_null=True)
    kind = serializers.CharField()
    notation = serializers.CharField(help_text="The move in English notation (stable).")
    text = serializers.SerializerMethodField(
        help_text="The move in the caller's language, players by name (the notation where "
        "the engine has no words for it)."
    )
    move = serializers.JSONField(allow_null=True)
    reveals = serializers.JSONField()
    undoes_seq = serializers.IntegerField(allow_null=True)
    created_at = serializers.DateTimeField()
    chat = TalkSerializer(allow_null=True, help_text="Table talk (kinds chat, chat_hide).")

    def get_text(self, entry: dict[str, Any]) -> str:
        return log.sentence(entry, self.context.get("seat_names", ()))


class EventPageSerializer(serializers.Serializer):
    next = serializers.URLField(
        allow_null=True, help_text="The next page, or null when this page reaches the head."
    )
    results = EventSerializer(many=True)


class LegalMovesSerializer(serializers.Serializer):
    seq = serializers.IntegerField()
    seat = serializers.IntegerField(allow_null=True)
    moves = serializers.ListField(child=MoveField())


class SubmissionSerializer(serializers.ModelSerializer):
    class Meta:
        model = Submission
        fields = [
            "id",
            "game",
            "source",
            "move",
            "text",
            "expected_seq",
            "status",
            "code",
            "reason",
            "event_seq",
            "created_at",
            "processed_at",
        ]


class UndoRequestSerializer(serializers.ModelSerializer):
    class Meta:
        model = UndoRequest
        fields = ["id", "seat", "target_seq", "at_seq", "status", "answers", "created_at"]


class UndoAnswerSerializer(serializers.Serializer):
    accept = serializers.BooleanField()


class UndoResultSerializer(serializers.Serializer):
    applied = serializers.BooleanField()
    seq = serializers.IntegerField(allow_null=True)
    request = UndoRequestSerializer(allow_null=True)
