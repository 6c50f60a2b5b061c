"""The tournaments API: thin views, one service or selector call each.

Organiser actions need a token with the "organise" scope; registering and withdrawing oneself
need "play"; reads need "read" (accounts.permissions.ScopedPermission). A public event's
pages (the event, its entries, rounds, tables and standings) are read by anyone, signed in
or not, from a shared link; a private one only by its organiser and players.
"""

from __future__ import annotations

import csv
import io
from typing import Any

from django.http import HttpResponse
from django.urls import reverse
from django.utils.translation import gettext as _
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_view,
)
from rest_framework import generics
from rest_framework.permissions import SAFE_METHODS
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.models import Scope, User
from accounts.permissions import ScopedPermission, request_user
from config.pagination import NewestFirstPagination
from config.query import query_int
from tournaments import selectors
from tournaments.errors import UnknownPlayer
from tournaments.models import PlayerRating
from tournaments.serializers import (
    AdjudicateSerializer,
    ByeInputSerializer,
    ByeSerializer,
    EntrySerializer,
    ExtendSerializer,
    NextSeasonSerializer,
    RatingChangeSerializer,
    RatingSerializer,
    ReplaceSerializer,
    RoundSerializer,
    StandingSerializer,
    TableSerializer,
    TournamentCreateSerializer,
    TournamentRegisterSerializer,
    TournamentSerializer,
)
from tournaments.services.byes import bye_remove, bye_set
from tournaments.services.league import league_next_season
from tournaments.services.registration import entry_register, entry_replace, entry_withdraw
from tournaments.services.rounds import round_extend, tournament_set_paused, tournament_start
from tournaments.services.setup import tournament_create
from tournaments.services.tables import table_adjudicate

ORGANISE = Scope.ORGANISE.value
ROUND = OpenApiParameter(
    "round",
    OpenApiTypes.INT,
    OpenApiParameter.QUERY,
    description="standings after this round (default: the latest)",
)


class EventReadPermission(ScopedPermission):
    """Reads are open to anyone (the view looks the event up for its reader); writes and
    signed-in reads as ScopedPermission."""

    def has_permission(self, request: Request, view: Any) -> bool:
        if request.method in SAFE_METHODS and not request.user.is_authenticated:
            return True
        return super().has_permission(request, view)


def reader(request: Request) -> User | None:
    user = request.user
    return user if isinstance(user, User) and user.is_authenticated else None


def readable_event(request: Request, tournament_id: int) -> Any:
    return selectors.tournament_get(tournament_id=tournament_id, user=reader(request))


def tournament_data(tournament_id: int) -> dict[str, Any]:
    return dict(TournamentSerializer(selectors.tournament_get(tournament_id=tournament_id)).data)


class TournamentListCreateApi(generics.GenericAPIView):
    permission_classes = [EventReadPermission]
    write_scope = ORGANISE
    serializer_class = TournamentSerializer
    pagination_class = NewestFirstPagination

    def get_queryset(self) -> Any:
        return selectors.tournament_list(user=reader(self.request))

    @extend_schema(operation_id="tournaments_list", responses=TournamentSerializer(many=True))
    def get(self, request: Request) -> Response:
        page = self.paginate_queryset(self.get_queryset())
        return self.get_paginated_response(TournamentSerializer(page, many=True).data)

    @extend_schema(
        operation_id="tournaments_create",
        request=TournamentCreateSerializer,
        responses={201: TournamentSerializer},
    )
    def post(self, request: Request) -> Response:
        data = TournamentCreateSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        tournament = tournament_create(organiser=request_user(request), **data.validated_data)
        return Response(
            tournament_data(tournament.pk),
            status=201,
            headers={"Location": reverse("tournament-detail", args=[tournament.pk])},
        )


class TournamentDetailApi(APIView):
    permission_classes = [EventReadPermission]

    @extend_schema(operation_id="tournaments_get", responses=TournamentSerializer)
    def get(self, request: Request, tournament_id: int) -> Response:
        return Response(TournamentSerializer(readable_event(request, tournament_id)).data)


class TournamentStartApi(APIView):
    permission_classes = [ScopedPermission]
    write_scope = ORGANISE

    @extend_schema(operation_id="tournaments_start", request=None, responses=TournamentSerializer)
    def post(self, request: Request, tournament_id: int) -> Response:
        tournament_start(tournament_id=tournament_id, user=request_user(request))
        return Response(tournament_data(tournament_id))


class TournamentPauseApi(APIView):
    permission_classes = [ScopedPermission]
    write_scope = ORGANISE
    paused = True

    @extend_schema(operation_id="tournaments_pause", request=None, responses=TournamentSerializer)
    def post(self, request: Request, tournament_id: int) -> Response:
        tournament_set_paused(
            tournament_id=tournament_id, user=request_user(request), paused=self.paused
        )
        return Response(tournament_data(tournament_id))


@extend_schema_view(post=extend_schema(operation_id="tournaments_resume"))
class TournamentResumeApi(TournamentPauseApi):
    paused = False


class NextSeasonApi(APIView):
    permission_classes = [ScopedPermission]
    write_scope = ORGANISE

    @extend_schema(
        operation_id="tournaments_next_season",
        request=NextSeasonSerializer,
        responses={201: TournamentSerializer},
    )
    def post(self, request: Request, tournament_id: int) -> Response:
        data = NextSeasonSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        season = league_next_season(
            tournament_id=tournament_id, user=request_user(request), **data.validated_data
        )
        return Response(
            tournament_data(season.pk),
            status=201,
            headers={"Location": reverse("tournament-detail", args=[season.pk])},
        )


class RegisterApi(APIView):
    """Register yourself (scope "play")."""

    permission_classes = [ScopedPermission]

    @extend_schema(
        operation_id="tournaments_register",
        request=TournamentRegisterSerializer,
        responses={201: EntrySerializer},
    )
    def post(self, request: Request, tournament_id: int) -> Response:
        data = TournamentRegisterSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        entry = entry_register(
            tournament_id=tournament_id, user=request_user(request), **data.validated_data
        )
        return Response(EntrySerializer(entry).data, status=201)


class WithdrawApi(APIView):
    """Withdraw yourself (scope "play")."""

    permission_classes = [ScopedPermission]

    @extend_schema(operation_id="tournaments_withdraw", request=None, responses=EntrySerializer)
    def post(self, request: Request, tournament_id: int) -> Response:
        entry = entry_withdraw(tournament_id=tournament_id, user=request_user(request))
        return Response(EntrySerializer(entry).data)


class EntryListApi(APIView):
    permission_classes = [EventReadPermission]

    @extend_schema(operation_id="tournaments_entries_list", responses=EntrySerializer(many=True))
    def get(self, request: Request, tournament_id: int) -> Response:
        tournament = readable_event(request, tournament_id)
        return Response(
            EntrySerializer(selectors.entry_list(tournament=tournament), many=True).data
        )


class EntryWithdrawApi(APIView):
    """The organiser withdraws a player."""

    permission_classes = [ScopedPermission]
    write_scope = ORGANISE

    @extend_schema(
        operation_id="tournaments_entries_withdraw", request=None, responses=EntrySerializer
    )
    def post(self, request: Request, tournament_id: int, entry_id: int) -> Response:
        entry = entry_withdraw(
            tournament_id=tournament_id, user=request_user(request), entry_id=entry_id
        )
        return Response(EntrySerializer(entry).data)


class EntryReplaceApi(APIView):
    """The organiser puts another player in an entry's place (its points stay)."""

    permission_classes = [ScopedPermission]
    write_scope = ORGANISE

    @extend_schema(
        operation_id="tournaments_entries_replace",
        request=ReplaceSerializer,
        responses=EntrySerializer,
    )
    def post(self, request: Request, tournament_id: int, entry_id: int) -> Response:
        data = ReplaceSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        entry = entry_replace(
            tournament_id=tournament_id,
            user=request_user(request),
            entry_id=entry_id,
            **data.validated_data,
        )
        return Response(EntrySerializer(entry).data)


class ByeListCreateApi(APIView):
    permission_classes = [ScopedPermission]
    write_scope = ORGANISE

    @extend_schema(operation_id="tournaments_byes_list", responses=ByeSerializer(many=True))
    def get(self, request: Request, tournament_id: int) -> Response:
        tournament = selectors.tournament_get(tournament_id=tournament_id)
        byes = tournament.byes.select_related("entry__user")
        return Response(ByeSerializer(byes, many=True).data)

    @extend_schema(
        operation_id="tournaments_byes_create",
        request=ByeInputSerializer,
        responses={201: ByeSerializer},
    )
    def post(self, request: Request, tournament_id: int) -> Response:
        data = ByeInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        bye = bye_set(
            tournament_id=tournament_id,
            user=request_user(request),
            entry_id=data.validated_data["entry"],
            round_number=data.validated_data["round_number"],
        )
        return Response(ByeSerializer(bye).data, status=201)


class ByeDeleteApi(APIView):
    permission_classes = [ScopedPermission]
    write_scope = ORGANISE

    @extend_schema(operation_id="tournaments_byes_delete", request=None, responses={204: None})
    def delete(
        self, request: Request, tournament_id: int, entry_id: int, round_number: int
    ) -> Response:
        bye_remove(
            tournament_id=tournament_id,
            user=request_user(request),
            entry_id=entry_id,
            round_number=round_number,
        )
        return Response(status=204)


class RoundListApi(APIView):
    permission_classes = [EventReadPermission]

    @extend_schema(operation_id="tournaments_rounds_list", responses=RoundSerializer(many=True))
    def get(self, request: Request, tournament_id: int) -> Response:
        tournament = readable_event(request, tournament_id)
        return Response(
            RoundSerializer(selectors.round_list(tournament=tournament), many=True).data
        )


class RoundDetailApi(APIView):
    permission_classes = [EventReadPermission]

    @extend_schema(operation_id="tournaments_rounds_get", responses=RoundSerializer)
    def get(self, request: Request, tournament_id: int, number: int) -> Response:
        tournament = readable_event(request, tournament_id)
        return Response(
            RoundSerializer(selectors.round_get(tournament=tournament, number=number)).data
        )


class RoundExtendApi(APIView):
    """Move the current round's deadline later."""

    permission_classes = [ScopedPermission]
    write_scope = ORGANISE

    @extend_schema(
        operation_id="tournaments_rounds_extend",
        request=ExtendSerializer,
        responses=RoundSerializer,
    )
    def post(self, request: Request, tournament_id: int) -> Response:
        data = ExtendSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        extended = round_extend(
            tournament_id=tournament_id,
            user=request_user(request),
            seconds=data.validated_data["seconds"],
        )
        tournament = selectors.tournament_get(tournament_id=tournament_id)
        return Response(
            RoundSerializer(selectors.round_get(tournament=tournament, number=extended.number)).data
        )


class TableAdjudicateApi(APIView):
    """The organiser sets a table's result (ranks per game seat) or voids it."""

    permission_classes = [ScopedPermission]
    write_scope = ORGANISE

    @extend_schema(
        operation_id="tournaments_tables_adjudicate",
        request=AdjudicateSerializer,
        responses=TableSerializer,
    )
    def post(self, request: Request, tournament_id: int, table_id: int) -> Response:
        data = AdjudicateSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        table = table_adjudicate(
            tournament_id=tournament_id,
            table_id=table_id,
            user=request_user(request),
            ranks=data.validated_data.get("ranks"),
            scores=data.validated_data.get("scores"),
            void=data.validated_data["void"],
        )
        tournament = selectors.tournament_get(tournament_id=tournament_id)
        return Response(
            TableSerializer(selectors.table_get(tournament=tournament, table_id=table.pk)).data
        )


def _round_param(request: Request) -> int | None:
    return query_int(request, "round")


class StandingsApi(APIView):
    """Standings (per division for a league) after a round: points, then the tie-breaks."""

    permission_classes = [EventReadPermission]
    pagination_class = None

    @extend_schema(
        operation_id="tournaments_standings",
        parameters=[ROUND],
        responses=StandingSerializer(many=True),
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        tournament = readable_event(request, tournament_id)
        records = selectors.standings_records(tournament=tournament, upto=_round_param(request))
        return Response(StandingSerializer(records, many=True).data)


STANDING_COLUMNS = (
    "division",
    "rank",
    "entry",
    "player",
    "status",
    "points",
    "games",
    "byes",
    "wins",
    "game_score",
    "buchholz",
    "head_to_head",
)


class StandingsCsvApi(APIView):
    """The same standings as a CSV download."""

    permission_classes = [EventReadPermission]

    @extend_schema(
        operation_id="tournaments_standings_csv",
        parameters=[ROUND],
        responses={(200, "text/csv"): OpenApiResponse(OpenApiTypes.STR)},
    )
    def get(self, request: Request, tournament_id: int) -> HttpResponse:
        tournament = readable_event(request, tournament_id)
        records = selectors.standings_records(tournament=tournament, upto=_round_param(request))
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(STANDING_COLUMNS)
        for record in records:
            writer.writerow(["" if record[c] is None else record[c] for c in STANDING_COLUMNS])
        response = HttpResponse(out.getvalue(), content_type="text/csv; charset=utf-8")
        response["Content-Disposition"] = (
            f'attachment; filename="tournament-{tournament.pk}-standings.csv"'
        )
        return response


class LeaderboardApi(generics.GenericAPIView):
    """Ratings of one engine's players, best first by ordinal (mu - 3 sigma)."""

    permission_classes = [ScopedPermission]
    serializer_class = RatingSerializer
    pagination_class = None

    def get_queryset(self) -> Any:
        if getattr(self, "swagger_fake_view", False):  # the schema is made without a request
            return PlayerRating.objects.none()
        return selectors.leaderboard(engine=self.kwargs["engine"])

    @extend_schema(operation_id="ratings_leaderboard", responses=RatingSerializer(many=True))
    def get(self, request: Request, engine: str) -> Response:
        rows = list(self.get_queryset()[:500])
        return Response(RatingSerializer(rows, many=True).data)


class RatingHistoryApi(APIView):
    """One player's rating after each rated game of an engine, latest first."""

    permission_classes = [ScopedPermission]

    @extend_schema(operation_id="ratings_history", responses=RatingChangeSerializer(many=True))
    def get(self, request: Request, engine: str, username: str) -> Response:
        user = User.objects.filter(username=username).first()
        if user is None:
            raise UnknownPlayer(_("There is no player %(name)s.") % {"name": username})
        changes = selectors.rating_history(user=user, engine=engine)[:1000]
        return Response(RatingChangeSerializer(changes, many=True).data)
