"""Notification settings pages: vacations and per-game email preferences.

Server-rendered forms over the same services the API uses (notifications.vacations,
GamePreference as in apis.GamePreferenceApi). They live here, not in accounts/, because
accounts/ must not import notifications/; the accounts settings page links to them.
"""

from __future__ import annotations

from django import forms
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import path
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_http_methods, require_POST

from accounts.models import Profile, User
from accounts.services import profile_of
from games.errors import ServiceError
from games.models import Game
from notifications.models import GamePreference
from notifications.vacations import vacation_add, vacation_cancel
from notifications.webhooks import web as webhooks_web


class VacationForm(forms.Form):
    start = forms.DateField(label=_("First day"), widget=forms.DateInput(attrs={"type": "date"}))
    end = forms.DateField(label=_("Last day"), widget=forms.DateInput(attrs={"type": "date"}))


class PreferenceForm(forms.Form):
    email_mode = forms.ChoiceField(
        label=_("Email"),
        required=False,
        choices=[("", _("As in my settings")), *Profile.EmailMode.choices],
    )
    muted = forms.BooleanField(label=_("Mute this game"), required=False)


def _user(request: HttpRequest) -> User:
    assert isinstance(request.user, User)
    return request.user


def _my_games(user: User) -> list[Game]:
    return list(Game.objects.filter(seats__user=user).distinct().order_by("-id"))


def _page(request: HttpRequest, vacation_form: VacationForm, status: int = 200) -> HttpResponse:
    user = _user(request)
    profile = profile_of(user)
    prefs = {p.game_id: p for p in GamePreference.objects.filter(user=user)}
    games = []
    for game in _my_games(user):
        pref = prefs.get(game.pk)
        form = PreferenceForm(
            initial={
                "email_mode": pref.email_mode if pref else "",
                "muted": bool(pref and pref.muted),
            },
            prefix=f"g{game.pk}",
        )
        games.append((game, form))
    context = {
        "ranges": profile.vacation_ranges or [],
        "spent": profile.vacation_spent or {},
        "days_per_year": profile.vacation_days_per_year,
        "vacation_form": vacation_form,
        "games": games,
        "saved": request.GET.get("saved"),
    }
    return render(request, "notifications/settings.html", context, status=status)


@require_http_methods(["GET"])
@login_required
def notifications_page(request: HttpRequest) -> HttpResponse:
    return _page(request, VacationForm())


@require_POST
@login_required
def vacation_add_view(request: HttpRequest) -> HttpResponse:
    form = VacationForm(request.POST)
    if form.is_valid():
        try:
            vacation_add(user=_user(request), **form.cleaned_data)
        except ServiceError as exc:
            form.add_error(None, str(exc))
        else:
            return HttpResponseRedirect("/notifications/settings/?saved=vacation")
    return _page(request, form, status=400)


@require_POST
@login_required
def vacation_cancel_view(request: HttpRequest, start: str) -> HttpResponse:
    form = VacationForm()
    try:
        day = forms.DateField().clean(start)
        vacation_cancel(user=_user(request), start=day)
    except (ServiceError, forms.ValidationError) as exc:
        form.add_error(None, str(exc))
        return _page(request, form, status=400)
    return HttpResponseRedirect("/notifications/settings/?saved=vacation")


@require_POST
@login_required
def preference_save_view(request: HttpRequest, game_id: int) -> HttpResponse:
    user = _user(request)
    game = Game.objects.filter(pk=game_id, seats__user=user).distinct().first()
    form = PreferenceForm(request.POST, prefix=f"g{game_id}")
    if game is None or not form.is_valid():
        return HttpResponse("Unknown game or bad preference.", status=400)
    GamePreference.objects.update_or_create(user=user, game=game, defaults=form.cleaned_data)
    return HttpResponseRedirect("/notifications/settings/?saved=game")


urlpatterns = [
    path("notifications/settings/", notifications_page, name="notifications-settings"),
    path("notifications/settings/vacations/", vacation_add_view, name="vacation-add"),
    path(
        "notifications/settings/vacations/<str:start>/remove/",
        vacation_cancel_view,
        name="vacation-remove",
    ),
    path(
        "notifications/settings/games/<int:game_id>/",
        preference_save_view,
        name="game-preference-save",
    ),
    *webhooks_web.urlpatterns,
]
