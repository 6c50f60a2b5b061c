"""The games API: thin views, each one service or selector call (DESIGN endpoints table)."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from django.db.models import Q
from django.urls import reverse
from django.utils.translation import gettext as _
from django_filters.rest_framework import DjangoFilterBackend
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import generics
from rest_framework.exceptions import ValidationError
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import ScopedPermission, request_user
from config.problems import problem_response
from config.query import query_int, whole_number
from games import selectors, words
from games.chat.access import reader_for
from games.engines.core import UnknownEngine, all_engines, get_engine
from games.filters import GameFilter
from games.idempotency import idempotent
from games.models import Event, Game, Seat, Submission
from games.serializers import (
    EngineSerializer,
    EventPageSerializer,
    EventSerializer,
    GameCreateSerializer,
    GameDetailSerializer,
    GameJoinSerializer,
    GameSummarySerializer,
    LegalMovesSerializer,
    MoveInputSerializer,
    MoveOutputSerializer,
    SubmissionSerializer,
    UndoAnswerSerializer,
    UndoRequestSerializer,
    UndoResultSerializer,
)
from games.services.lifecycle import client_seed, game_create, game_join
from games.services.moves import game_move_submit
from games.services.seats import seat_claim
from games.services.submissions import submission_admit, submission_create
from games.services.undo import undo_request_answer, undo_request_create

IF_MATCH = OpenApiParameter(
    "If-Match",
    OpenApiTypes.STR,
    OpenApiParameter.HEADER,
    description='`"<seq>"`, the game\'s ETag: the move applies only at that head (else 409 '
    "E_STALE_SEQ). A move POST needs this or Idempotency-Key (else 428).",
)
IDEMPOTENCY_KEY = OpenApiParameter(
    "Idempotency-Key",
    {"type": "string", "minLength": 1, "maxLength": 200},
    OpenApiParameter.HEADER,
    description="Up to 200 characters, unique per request: a retry with the same key and body "
    "gets the first answer again (header Idempotent-Replayed: true) and changes nothing; the "
    "same key with another body is 422 E_IDEMPOTENCY_KEY_REUSED. Keys are kept 24 hours.",
)
PREFER = OpenApiParameter(
    "Prefer", OpenApiTypes.STR, OpenApiParameter.HEADER, description="respond-async: queue it"
)


def engine_data(slug: str) -> dict[str, Any]:
    engine = get_engine(slug)
    return {
        "slug": engine.slug,
        "title": engine.title,
        "version": engine.version,
        "min_players": engine.min_players,
        "max_players": engine.max_players,
        "options_schema": engine.options_schema(),
        "move_schemas": engine.move_schemas(),
        "description": engine.describe(),
        "bots": sorted(engine.bots),
        "standing_orders": [o.as_json() for o in engine.standing_orders()],
    }


def parse_if_match(request: Request) -> int | None:
    """``If-Match: "12"`` (or W/"12", or 12) -> 12; absent -> None; garbage -> -1 (stale)."""
    raw = request.headers.get("If-Match")
    if raw is None or raw.strip() == "*":
        return None
    value = whole_number(raw.strip().removeprefix("W/").strip('"'))
    return -1 if value is None else value


def game_detail(game: Game, request: Request) -> dict[str, Any]:
    seat = selectors.seat_index_of(game, request_user(request))
    context = {"seat": seat, "view": selectors.game_view_for(game=game, seat=seat)}
    if game.head_state is not None:
        pending = words.pending_of(get_engine(game.engine), game.head_state)
        # The sentence in the caller's language, players by name (``text`` stays data).
        pending["summary"] = words.say(pending["text"], seat_names=words.seat_names(game))
        context["pending"] = pending
    return GameDetailSerializer(game, context=context).data


def etag_response(data: dict[str, Any], seq: int, status: int = 200, **headers: str) -> Response:
    return Response(data, status=status, headers={"ETag": f'"{seq}"', **headers})


class EngineListApi(APIView):
    permission_classes = [ScopedPermission]
    pagination_class = None

    @extend_schema(operation_id="engines_list", responses=EngineSerializer(many=True))
    def get(self, request: Request) -> Response:
        return Response([engine_data(e.slug) for e in all_engines()])


class EngineDetailApi(APIView):
    permission_classes = [ScopedPermission]

    @extend_schema(operation_id="engines_get", responses=EngineSerializer)
    def get(self, request: Request, slug: str) -> Response:
        try:
            return Response(engine_data(slug))
        except UnknownEngine:
            return problem_response(
                404,
                "E_ENGINE_NOT_FOUND",
                _("Not found"),
                _("There is no game called %(engine)s.") % {"engine": slug},
            )


class GameListCreateApi(generics.GenericAPIView):
    permission_classes = [ScopedPermission]
    filter_backends = [DjangoFilterBackend]
    filterset_class = GameFilter
    serializer_class = GameSummarySerializer

    def get_queryset(self) -> Any:
        """Public games and the caller's; with mine/my_turn only the caller's seats drive it."""
        if getattr(self, "swagger_fake_view", False):  # the schema is made without a caller
            return Game.objects.none()
        user = request_user(self.request)
        seated = Seat.objects.filter(user=user).values("game_id")
        own_only = {"true", "1"} & {
            self.request.query_params.get("mine", "").lower(),
            self.request.query_params.get("my_turn", "").lower(),
        }
        games = (
            Game.objects.filter(pk__in=seated)
            if own_only
            else Game.objects.filter(Q(is_public=True) | Q(pk__in=seated))
        )
        return games.prefetch_related("seats__user").order_by("-id")

    @extend_schema(operation_id="games_list", responses=GameSummarySerializer(many=True))
    def get(self, request: Request) -> Response:
        page = self.paginate_queryset(self.filter_queryset(self.get_queryset()))
        return self.get_paginated_response(GameSummarySerializer(page, many=True).data)

    @extend_schema(
        operation_id="games_create",
        parameters=[IDEMPOTENCY_KEY],
        request=GameCreateSerializer,
        responses={201: GameDetailSerializer},
    )
    def post(self, request: Request) -> Response:
        data = GameCreateSerializer(data=request.data)
        data.is_valid(raise_exception=True)

        def work() -> Response:
            arguments = dict(data.validated_data)
            arguments["fixed_seed"] = client_seed(
                players=arguments["players"],
                bots=arguments["bots"],
                seed=arguments.pop("seed", None),
                fixed_seed=arguments.pop("fixed_seed"),
            )
            game = game_create(user=request_user(request), **arguments)
            game.refresh_from_db()
            return etag_response(
                game_detail(game, request),
                game.head_seq,
                status=201,
                Location=reverse("game-detail", args=[game.pk]),
            )

        return idempotent(request, self, work)


class GameDetailApi(APIView):
    permission_classes = [ScopedPermission]

    @extend_schema(operation_id="games_get", responses=GameDetailSerializer)
    def get(self, request: Request, game_id: int) -> Response:
        game = selectors.game_get_visible(game_id=game_id, user=request_user(request))
        etag = f'"{game.head_seq}"'
        if request.headers.get("If-None-Match") == etag:
            return Response(status=304, headers={"ETag": etag})
        return etag_response(game_detail(game, request), game.head_seq)


class GameJoinApi(APIView):
    permission_classes = [ScopedPermission]

    @extend_schema(
        operation_id="games_join",
        parameters=[IDEMPOTENCY_KEY],
        request=GameJoinSerializer,
        responses={200: GameDetailSerializer},
    )
    def post(self, request: Request, game_id: int) -> Response:
        data = GameJoinSerializer(data=request.data)
        data.is_valid(raise_exception=True)

        def work() -> Response:
            game_join(game_id=game_id, user=request_user(request), **data.validated_data)
            game = selectors.game_get_visible(game_id=game_id, user=request_user(request))
            return etag_response(game_detail(game, request), game.head_seq)

        return idempotent(request, self, work)


class LegalMovesApi(APIView):
    permission_classes = [ScopedPermission]

    @extend_schema(operation_id="games_legal_moves", responses=LegalMovesSerializer)
    def get(self, request: Request, game_id: int) -> Response:
        game = selectors.game_get_visible(game_id=game_id, user=request_user(request))
        seat = selectors.seat_index_of(game, request_user(request))
        moves: list[Any] = []
        if game.status == Game.Status.ACTIVE and seat is not None and game.head_state:
            engine = get_engine(game.engine)
            if seat in engine.to_act(game.head_state):
                moves = engine.legal_moves(game.head_state, seat)
        return etag_response({"seq": game.head_seq, "seat": seat, "moves": moves}, game.head_seq)


class MoveCreateApi(APIView):
    """Make a move: ``{"move": {...}}`` (one of legal-moves/) or ``{"text": "..."}`` (notation).

    Every move POST carries ``If-Match: "<seq>"`` or ``Idempotency-Key`` (else 428), so that a
    retry can never apply a move twice. A client that retries gets: with the same
    Idempotency-Key and body, the first answer again (``Idempotent-Replayed: true``); with only
    If-Match, 409 E_STALE_SEQ once the first attempt has moved the game on (read the game to
    see whether it was yours). ``Prefer: respond-async`` queues the move: 202 and the
    submission's ``Location``.
    """

    permission_classes = [ScopedPermission]

    @extend_schema(
        operation_id="games_moves_create",
        request=MoveInputSerializer,
        parameters=[IF_MATCH, IDEMPOTENCY_KEY, PREFER],
        responses={201: MoveOutputSerializer, 202: SubmissionSerializer},
    )
    def post(self, request: Request, game_id: int) -> Response:
        if parse_if_match(request) is None and not request.headers.get("Idempotency-Key"):
            return problem_response(
                428,
                "E_PRECONDITION_REQUIRED",
                _("Precondition required"),
                _(
                    'Send If-Match: "<seq>" (the game\'s ETag) or an Idempotency-Key header '
                    "with every move, so that a retried request can never apply a move twice."
                ),
            )
        data = MoveInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        if_match = parse_if_match(request)
        asynchronous = "respond-async" in request.headers.get("Prefer", "")

        def work() -> Response:
            if asynchronous:
                selectors.game_get_visible(game_id=game_id, user=request_user(request))
                submission_admit(game_id=game_id, user=request_user(request))
                submission = submission_create(
                    game_id=game_id,
                    user=request_user(request),
                    expected_seq=if_match,
                    **data.validated_data,
                )
                location = reverse("submission-detail", args=[game_id, submission.pk])
                return Response(
                    SubmissionSerializer(submission).data,
                    status=202,
                    headers={"Location": location},
                )
            event = game_move_submit(
                game_id=game_id,
                user=request_user(request),
                if_match=if_match,
                **data.validated_data,
            )
            game = event.game  # the locked row, already at the new head
            selectors.game_load_seats(game)
            body = {
                "seq": event.seq,
                "notation": event.notation,
                "game": game_detail(game, request),
            }
            return etag_response(body, event.seq, status=201)

        return idempotent(request, self, work)


class EventListApi(APIView):
    """The history, oldest first, a page at a time: follow ``next`` (or ask ``?after=<seq>``)."""

    permission_classes = [ScopedPermission]
    default_page_size, max_page_size = 100, 1000

    @extend_schema(
        operation_id="games_events_list",
        parameters=[
            OpenApiParameter(
                "after",
                OpenApiTypes.INT,
                OpenApiParameter.QUERY,
                description="only events with a greater seq (default 0: from the start)",
            ),
            OpenApiParameter(
                "page_size",
                OpenApiTypes.INT,
                OpenApiParameter.QUERY,
                description="events per page, 1 to 1000 (default 100; larger asks get 1000)",
            ),
            OpenApiParameter(
                "kind",
                OpenApiTypes.STR,
                OpenApiParameter.QUERY,
                description="only these kinds, comma-separated: "
                + ", ".join(Event.Kind.values)
                + " (table talk is chat and chat_hide)",
            ),
        ],
        responses=EventPageSerializer,
    )
    def get(self, request: Request, game_id: int) -> Response:
        game = selectors.game_get_visible(game_id=game_id, user=request_user(request))
        after = query_int(request, "after") or 0
        size = min(
            query_int(request, "page_size", minimum=1) or self.default_page_size,
            self.max_page_size,
        )
        kinds = query_kinds(request)
        seat = selectors.seat_index_of(game, request_user(request))
        events = selectors.game_events_for(
            game=game,
            seat=seat,
            after=after,
            limit=size + 1,
            reader=reader_for(game, request_user(request)),
            kinds=kinds,
        )
        page, more = events[:size], len(events) > size
        next_link = None
        if more:
            query = {"after": page[-1]["seq"], "page_size": size}
            if kinds is not None:
                query["kind"] = ",".join(kinds)
            next_link = request.build_absolute_uri(f"{request.path}?{urlencode(query)}")
        names = {"seat_names": words.seat_names(game)}
        body = {
            "next": next_link,
            "results": EventSerializer(page, many=True, context=names).data,
        }
        return etag_response(body, game.head_seq)


def query_kinds(request: Request) -> list[str] | None:
    """``?kind=move,chat`` -> those event kinds (absent: None, every kind); 400 if unknown."""
    raw = request.query_params.get("kind")
    if raw is None:
        return None
    kinds = [k.strip() for k in raw.split(",") if k.strip()]
    unknown = sorted(set(kinds) - set(Event.Kind.values))
    if unknown or not kinds:
        raise ValidationError(
            {"kind": [_("Kinds among: %(kinds)s.") % {"kinds": ", ".join(Event.Kind.values)}]}
        )
    return kinds


class SubmissionDetailApi(APIView):
    permission_classes = [ScopedPermission]

    @extend_schema(operation_id="games_submissions_get", responses=SubmissionSerializer)
    def get(self, request: Request, game_id: int, submission_id: str) -> Response:
        submission = Submission.objects.filter(
            pk=submission_id, game_id=game_id, user=request_user(request)
        ).first()
        if submission is None:
            return problem_response(
                404, "E_SUBMISSION_NOT_FOUND", _("Not found"), _("You have no such submission.")
            )
        return Response(SubmissionSerializer(submission).data)


class UndoApi(APIView):
    permission_classes = [ScopedPermission]

    @extend_schema(
        operation_id="games_undo",
        parameters=[IDEMPOTENCY_KEY],
        request=None,
        responses={201: UndoResultSerializer, 202: UndoResultSerializer},
    )
    def post(self, request: Request, game_id: int) -> Response:
        def work() -> Response:
            event, undo_request = undo_request_create(game_id=game_id, user=request_user(request))
            applied = event is not None
            return Response(
                {
                    "applied": applied,
                    "seq": event.seq if event else None,
                    "request": UndoRequestSerializer(undo_request).data if undo_request else None,
                },
                status=201 if applied else 202,
            )

        return idempotent(request, self, work)


class UndoRequestListApi(APIView):
    permission_classes = [ScopedPermission]

    @extend_schema(
        operation_id="games_undo_requests_list", responses=UndoRequestSerializer(many=True)
    )
    def get(self, request: Request, game_id: int) -> Response:
        game = selectors.game_get_visible(game_id=game_id, user=request_user(request))
        return Response(UndoRequestSerializer(game.undo_requests.all()[:50], many=True).data)


class UndoAnswerApi(APIView):
    permission_classes = [ScopedPermission]

    @extend_schema(
        operation_id="games_undo_requests_answer",
        request=UndoAnswerSerializer,
        responses=UndoRequestSerializer,
    )
    def post(self, request: Request, game_id: int, request_id: int) -> Response:
        data = UndoAnswerSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        answered = undo_request_answer(
            game_id=game_id,
            request_id=request_id,
            user=request_user(request),
            accept=data.validated_data["accept"],
        )
        return Response(UndoRequestSerializer(answered).data)


class SeatClaimApi(APIView):
    """A substitute takes a seat the timeout ladder left vacant."""

    permission_classes = [ScopedPermission]

    @extend_schema(
        operation_id="games_seats_claim", request=None, responses={200: GameDetailSerializer}
    )
    def post(self, request: Request, game_id: int, index: int) -> Response:
        seat_claim(game_id=game_id, index=index, user=request_user(request))
        game = selectors.game_get_visible(game_id=game_id, user=request_user(request))
        return etag_response(game_detail(game, request), game.head_seq)
