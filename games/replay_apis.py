"""Replays and game records in the API: a game's position after any event as the caller's
seat saw it; a finished game's record (JSON, text) and the import of one."""

from __future__ import annotations

from typing import Any

from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import ScopedPermission, request_user
from config.query import query_int
from games import records, selectors, words
from games.chat.access import reader_for
from games.engines.core import get_engine
from games.models import Game
from games.replays import Frame, replay_frame
from games.serializers import EventSerializer, GameDetailSerializer, SeedProofSerializer
from games.services.records import record_import


class ReplaySerializer(serializers.Serializer):
    seq = serializers.IntegerField(help_text="The position shown: the state after event seq.")
    step = serializers.IntegerField(help_text="Its number among the steps (0: the set-up).")
    steps = serializers.ListField(
        child=serializers.IntegerField(),
        help_text="Every position a replay steps through (0 and each event that changes the "
        "state; table talk is no step).",
    )
    previous = serializers.IntegerField(allow_null=True)
    next = serializers.IntegerField(allow_null=True)
    seat = serializers.IntegerField(
        allow_null=True, help_text="Whose view this is (null: a spectator's)."
    )
    view = serializers.JSONField(help_text="The engine's view of that position for `seat`.")
    pending = serializers.JSONField(help_text="The decision pending at that position.")
    event = EventSerializer(allow_null=True, help_text="The event that led here, as `seat` saw it.")
    result = serializers.JSONField(allow_null=True, help_text="At the end of a finished game.")


def replay_data(frame: Frame) -> dict[str, Any]:
    game = frame.game
    engine = get_engine(game.engine)
    pending = words.pending_of(engine, frame.state)
    pending["summary"] = words.say(pending["text"], seat_names=words.seat_names(game))
    events = selectors.game_events_for(
        game=game, seat=frame.perspective, after=frame.at - 1, until=frame.at
    )
    finished = game.status == Game.Status.FINISHED
    return ReplaySerializer(
        {
            "seq": frame.at,
            "step": frame.index,
            "steps": frame.steps,
            "previous": frame.previous,
            "next": frame.next,
            "seat": frame.perspective,
            "view": frame.view,
            "pending": pending,
            "event": events[0] if frame.at and events else None,
            "result": game.result if finished and frame.at_end else None,
        }
    ).data


class ReplayApi(APIView):
    permission_classes = [ScopedPermission]

    @extend_schema(
        operation_id="games_replay_get",
        parameters=[
            OpenApiParameter(
                "at",
                {"type": "integer", "minimum": 0},
                OpenApiParameter.QUERY,
                description="the position: after this event's seq (default: the latest; 0 is "
                "the set-up; a seq between two steps shows the step before it)",
            ),
            OpenApiParameter(
                "seat",
                {"type": "integer", "minimum": 0},
                OpenApiParameter.QUERY,
                description="whose view (default: yours, or a spectator's); another seat only "
                "once the game is finished (else 403 E_REPLAY_SEAT_HIDDEN)",
            ),
        ],
        responses=ReplaySerializer,
        description="The game at an earlier position, redacted for the seat as it was then: "
        "stepping back never shows what that seat could not see at that move.",
    )
    def get(self, request: Request, game_id: int) -> Response:
        game = selectors.game_get_visible(game_id=game_id, user=request_user(request))
        frame = replay_frame(
            game=game,
            user=request_user(request),
            at=query_int(request, "at"),
            seat=query_int(request, "seat"),
        )
        return Response(replay_data(frame))


class RecordSeatSerializer(serializers.Serializer):
    index = serializers.IntegerField()
    name = serializers.CharField(allow_blank=True)


class RecordEventSerializer(serializers.Serializer):
    seq = serializers.IntegerField()
    seat = serializers.IntegerField(allow_null=True)
    kind = serializers.CharField()
    move = serializers.JSONField(allow_null=True)
    notation = serializers.CharField(allow_blank=True)
    reveals = serializers.JSONField(help_text="What the event revealed, unredacted.")
    undoes_seq = serializers.IntegerField(allow_null=True)
    about = serializers.DictField(child=serializers.CharField(), required=False)
    at = serializers.DateTimeField(required=False)


class RecordTalkSerializer(serializers.Serializer):
    seq = serializers.IntegerField(help_text="The message's place in the game's log.")
    channel = serializers.ChoiceField(choices=["players", "spectators"])
    author = serializers.CharField(allow_null=True)
    text = serializers.CharField(allow_null=True, help_text="null when a moderator hid it.")
    hidden = serializers.BooleanField()
    at = serializers.DateTimeField()


class GameRecordSerializer(serializers.Serializer):
    format = serializers.CharField(help_text=f'"{records.FORMAT}"')
    format_version = serializers.IntegerField()
    game = serializers.IntegerField(required=False)
    engine = serializers.CharField()
    engine_title = serializers.CharField(required=False)
    engine_version = serializers.IntegerField()
    options = serializers.DictField()
    players = serializers.IntegerField()
    seats = RecordSeatSerializer(many=True)
    seed = serializers.CharField()
    seed_digest = serializers.CharField(allow_blank=True)
    seed_fixed = serializers.BooleanField(required=False)
    seed_proof = SeedProofSerializer(allow_null=True)
    started_at = serializers.DateTimeField(allow_null=True, required=False)
    finished_at = serializers.DateTimeField(allow_null=True, required=False)
    events = RecordEventSerializer(many=True)
    result = serializers.JSONField()
    talk = RecordTalkSerializer(
        many=True,
        required=False,
        help_text="The table talk the caller could read at the table (a player: the "
        "players' channel; anyone else: at most the spectators' channel); ignored on import.",
    )


class RecordApi(APIView):
    permission_classes = [ScopedPermission]

    @extend_schema(
        operation_id="games_record_get",
        responses=GameRecordSerializer,
        description="A finished game's record (409 E_GAME_NOT_FINISHED before the end): "
        "engine, version, options, the seed with its proof, every event with its notation "
        "and what it revealed, and the table talk the caller could read at the table. POST it "
        "to games/import/ on any server to replay it (the talk is not imported).",
    )
    def get(self, request: Request, game_id: int) -> Response:
        user = request_user(request)
        game = selectors.game_get_visible(game_id=game_id, user=user)
        return Response(records.record_of(game, reader_for(game, user)))


class RecordTextApi(APIView):
    permission_classes = [ScopedPermission]

    @extend_schema(
        operation_id="games_record_text_get",
        responses={(200, "text/plain"): OpenApiResponse(OpenApiTypes.STR)},
        description="A finished game's log in words (409 E_GAME_NOT_FINISHED before the end).",
    )
    def get(self, request: Request, game_id: int) -> HttpResponse:
        user = request_user(request)
        game = selectors.game_get_visible(game_id=game_id, user=user)
        response = HttpResponse(
            records.text_of(game, reader_for(game, user)), content_type="text/plain; charset=utf-8"
        )
        response["Content-Disposition"] = f'inline; filename="game-{game.pk}.txt"'
        return response


class RecordImportApi(APIView):
    permission_classes = [ScopedPermission]

    @extend_schema(
        operation_id="games_import",
        request=GameRecordSerializer,
        responses={201: GameDetailSerializer},
        description="Replay a game record from its seed and keep it as a finished game: 400 "
        "E_RECORD_INVALID for what is no record this server reads, 422 E_RECORD_MISMATCH when "
        "a move is not legal, a reveal differs from what the seed deals, or the result differs.",
    )
    def post(self, request: Request) -> Response:
        game = record_import(record=request.data, user=request_user(request))
        game = selectors.game_get_visible(game_id=game.pk, user=request_user(request))
        seat = selectors.seat_index_of(game, request_user(request))
        context = {"seat": seat, "view": selectors.game_view_for(game=game, seat=seat)}
        return Response(GameDetailSerializer(game, context=context).data, status=201)
