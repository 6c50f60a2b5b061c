"""Replays in the API: a game's position after any event, as the caller's seat saw it."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import ScopedPermission, request_user
from config.query import query_int
from games import selectors, words
from games.engines.core import get_engine
from games.models import Game
from games.replays import Frame, replay_frame
from games.serializers import EventSerializer


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
