"""Table talk in the API: read and post messages, hide one (moderators), mute a player."""

from __future__ import annotations

from django.urls import reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import ScopedPermission, request_user
from games import selectors
from games.chat.access import reader_for
from games.chat.selectors import PAGE, chat_messages_for
from games.chat.serializers import (
    ChatMessageSerializer,
    ChatMuteSerializer,
    ChatMutesSerializer,
    ChatPostSerializer,
)
from games.chat.services import chat_hide, chat_mute_set, chat_muted_names, chat_post
from games.idempotency import idempotent
from games.models import Event

AFTER = OpenApiParameter(
    "after", OpenApiTypes.INT, OpenApiParameter.QUERY, description="only messages after this seq"
)
IDEMPOTENCY_KEY = OpenApiParameter(
    "Idempotency-Key", OpenApiTypes.STR, OpenApiParameter.HEADER, description="safe retries"
)


def message_data(event: Event, request: Request) -> dict[str, object]:
    """One posted (or hiding) event as its author reads it."""
    reader = reader_for(event.game, request_user(request))
    entries = chat_messages_for(game=event.game, reader=reader, after=event.seq - 1, limit=1)
    return ChatMessageSerializer(entries[0]).data


class ChatApi(APIView):
    permission_classes = [ScopedPermission]

    @extend_schema(
        operation_id="games_chat_list",
        parameters=[AFTER],
        responses=ChatMessageSerializer(many=True),
        description="The table talk you may read, oldest first, at most 200 messages after "
        "`after` (a `Link: rel=next` header names the next page).",
    )
    def get(self, request: Request, game_id: int) -> Response:
        game = selectors.game_get_visible(game_id=game_id, user=request_user(request))
        raw = request.query_params.get("after", "0")
        after = int(raw) if raw.isdigit() else 0
        entries = chat_messages_for(
            game=game, reader=reader_for(game, request_user(request)), after=after
        )
        headers = {}
        if len(entries) == PAGE:
            path = reverse("chat", args=[game_id])
            headers["Link"] = f'<{path}?after={entries[-1]["seq"]}>; rel="next"'
        return Response(ChatMessageSerializer(entries, many=True).data, headers=headers)

    @extend_schema(
        operation_id="games_chat_create",
        request=ChatPostSerializer,
        parameters=[IDEMPOTENCY_KEY],
        responses={201: ChatMessageSerializer},
        description="Post to the table talk. It never changes the game's `seq`: a move you "
        "prepared with `If-Match` stays valid. Floods are refused with 429 and Retry-After.",
    )
    def post(self, request: Request, game_id: int) -> Response:
        data = ChatPostSerializer(data=request.data)
        data.is_valid(raise_exception=True)

        def work() -> Response:
            event = chat_post(game_id=game_id, user=request_user(request), **data.validated_data)
            return Response(message_data(event, request), status=201)

        return idempotent(request, self, work)


class ChatHideApi(APIView):
    permission_classes = [ScopedPermission]

    @extend_schema(
        operation_id="games_chat_hide",
        request=None,
        responses={201: ChatMessageSerializer},
        description="The game's creator or the event's organiser hides a message: it is kept "
        "and shown to nobody again.",
    )
    def post(self, request: Request, game_id: int, seq: int) -> Response:
        event = chat_hide(game_id=game_id, user=request_user(request), seq=seq)
        return Response(message_data(event, request), status=201)


class ChatMuteListApi(APIView):
    permission_classes = [ScopedPermission]

    @extend_schema(operation_id="games_chat_mutes_list", responses=ChatMutesSerializer)
    def get(self, request: Request, game_id: int) -> Response:
        game = selectors.game_get_visible(game_id=game_id, user=request_user(request))
        return Response({"muted": chat_muted_names(game=game, user=request_user(request))})

    @extend_schema(
        operation_id="games_chat_mutes_create",
        request=ChatMuteSerializer,
        responses=ChatMutesSerializer,
        description="Mute a player at this game: you no longer see what they say, anywhere.",
    )
    def post(self, request: Request, game_id: int) -> Response:
        data = ChatMuteSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        muted = chat_mute_set(
            game_id=game_id,
            user=request_user(request),
            username=data.validated_data["username"],
            muted=True,
        )
        return Response({"muted": muted})


class ChatMuteDetailApi(APIView):
    permission_classes = [ScopedPermission]

    @extend_schema(operation_id="games_chat_mutes_delete", responses=ChatMutesSerializer)
    def delete(self, request: Request, game_id: int, username: str) -> Response:
        muted = chat_mute_set(
            game_id=game_id, user=request_user(request), username=username, muted=False
        )
        return Response({"muted": muted})
