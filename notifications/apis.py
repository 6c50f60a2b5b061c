"""Notification endpoints: per-game preferences, vacation ranges, unsubscribe links."""

from __future__ import annotations

from datetime import date

from django.core import signing
from django.http import HttpRequest, HttpResponse
from django.utils.html import format_html
from django.utils.translation import gettext as _
from django.views.decorators.csrf import csrf_exempt
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.models import Profile, User
from accounts.permissions import ScopedPermission, request_user
from accounts.services import profile_of
from games import selectors
from notifications.email.links import unsubscribe_target
from notifications.models import GamePreference
from notifications.vacations import VacationNotFound, vacation_add, vacation_cancel


class GamePreferenceSerializer(serializers.Serializer):
    email_mode = serializers.ChoiceField(
        choices=["", *Profile.EmailMode.values], required=False, allow_blank=True
    )
    muted = serializers.BooleanField(required=False)


class GamePreferenceApi(APIView):
    """Override the profile's email settings for one game (blank mode: the profile's)."""

    permission_classes = [ScopedPermission]
    write_scope = "play"

    @extend_schema(operation_id="games_notifications_get", responses=GamePreferenceSerializer)
    def get(self, request: Request, game_id: int) -> Response:
        game = selectors.game_get_visible(game_id=game_id, user=request_user(request))
        pref = GamePreference.objects.filter(user=request_user(request), game=game).first()
        return Response(
            {"email_mode": pref.email_mode if pref else "", "muted": bool(pref and pref.muted)}
        )

    @extend_schema(
        operation_id="games_notifications_set",
        request=GamePreferenceSerializer,
        responses=GamePreferenceSerializer,
    )
    def put(self, request: Request, game_id: int) -> Response:
        game = selectors.game_get_visible(game_id=game_id, user=request_user(request))
        data = GamePreferenceSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        pref, _created = GamePreference.objects.update_or_create(
            user=request_user(request), game=game, defaults=data.validated_data
        )
        return Response({"email_mode": pref.email_mode, "muted": pref.muted})


class VacationSerializer(serializers.Serializer):
    start = serializers.DateField()
    end = serializers.DateField()


class VacationsSerializer(serializers.Serializer):
    """Your vacation ranges and the allowance they draw on."""

    ranges = VacationSerializer(many=True)
    spent = serializers.DictField(
        child=serializers.IntegerField(), help_text='Days spent per year (`{"2026": 3}`).'
    )
    days_per_year = serializers.IntegerField()


def vacations_of(user: User) -> dict[str, object]:
    profile = profile_of(user)
    return dict(
        VacationsSerializer(
            {
                "ranges": profile.vacation_ranges or [],
                "spent": profile.vacation_spent or {},
                "days_per_year": profile.vacation_days_per_year,
            }
        ).data
    )


class VacationListApi(APIView):
    """Vacation ranges (local dates, inclusive): every clock of yours pauses in them."""

    permission_classes = [ScopedPermission]
    write_scope = "play"

    @extend_schema(operation_id="me_vacations_get", responses=VacationsSerializer)
    def get(self, request: Request) -> Response:
        return Response(vacations_of(request_user(request)))

    @extend_schema(
        operation_id="me_vacations_add",
        request=VacationSerializer,
        responses={201: VacationsSerializer},
    )
    def post(self, request: Request) -> Response:
        data = VacationSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        vacation_add(user=request_user(request), **data.validated_data)
        return Response(vacations_of(request_user(request)), status=201)


class VacationCancelApi(APIView):
    permission_classes = [ScopedPermission]
    write_scope = "play"

    @extend_schema(operation_id="me_vacations_cancel", request=None, responses=VacationsSerializer)
    def delete(self, request: Request, start: str) -> Response:
        """Cancel the vacation that starts on ``start`` (YYYY-MM-DD); 404 if there is none."""
        try:
            day = date.fromisoformat(start)
        except ValueError:
            raise VacationNotFound(
                _("You have no vacation starting on %(start)s.") % {"start": start}
            ) from None
        vacation_cancel(user=request_user(request), start=day)
        return Response(vacations_of(request_user(request)))


@csrf_exempt
def unsubscribe(request: HttpRequest, token: str) -> HttpResponse:
    """List-Unsubscribe target: POST (one click) mutes the game, or all email without one."""
    try:
        user_id, game_id = unsubscribe_target(token)
    except signing.BadSignature:
        return HttpResponse(_("This unsubscribe link is invalid."), status=403)
    user = User.objects.filter(pk=user_id).first()
    if user is None:
        return HttpResponse(_("This unsubscribe link is invalid."), status=404)
    if request.method != "POST":
        stop = (
            _("Stop emails about game %(game)s") % {"game": game_id}
            if game_id
            else _("Stop emails about all games")
        )
        return HttpResponse(format_html('<form method="post"><button>{}</button></form>', stop))
    if game_id:
        GamePreference.objects.update_or_create(
            user=user, game_id=game_id, defaults={"muted": True}
        )
    else:
        profile = profile_of(user)
        profile.email_mode = Profile.EmailMode.OFF
        profile.save(update_fields=["email_mode"])
    return HttpResponse(_("Done: you will get no more of these emails."))
