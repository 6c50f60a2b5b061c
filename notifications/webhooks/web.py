"""Webhook settings page: list, create, delete, and each one's recent delivery attempts.

Server-rendered forms over the same services and selectors as the webhook API
(services.subscription_create / subscription_delete, selectors.*), so the checks (URL
must be https and public, known event types, a game you may see) are the API's.
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import path
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_GET, require_POST

from accounts.models import User
from games.errors import ServiceError
from games.models import Game

from . import selectors, services
from .models import DEFAULT_EVENT_TYPES, EventType, PayloadFormat, Subscription

RECENT_DELIVERIES = 10


class WebhookForm(forms.Form):
    url = forms.CharField(label=_("URL (https://…)"), max_length=500)
    game = forms.TypedChoiceField(
        label=_("Games"), coerce=int, empty_value=None, required=False, choices=[]
    )
    event_types = forms.MultipleChoiceField(
        label=_("Event types"),
        choices=EventType.choices,
        widget=forms.CheckboxSelectMultiple,
        initial=DEFAULT_EVENT_TYPES,
    )
    format = forms.ChoiceField(label=_("Format"), choices=PayloadFormat.choices)
    description = forms.CharField(label=_("Description"), max_length=200, required=False)

    def __init__(self, *args: Any, user: User, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        games = Game.objects.filter(seats__user=user).distinct().order_by("-id")
        field = self.fields["game"]
        assert isinstance(field, forms.TypedChoiceField)
        field.choices = [("", _("All my games"))] + [
            (g.pk, _("Game %(id)s") % {"id": g.pk}) for g in games
        ]


def _user(request: HttpRequest) -> User:
    assert isinstance(request.user, User)
    return request.user


def _page(
    request: HttpRequest,
    form: WebhookForm,
    *,
    created: Subscription | None = None,
    status: int = 200,
) -> HttpResponse:
    user = _user(request)
    hooks = [
        (hook, list(selectors.delivery_list(subscription=hook)[:RECENT_DELIVERIES]))
        for hook in selectors.subscription_list(owner=user).select_related("game")
    ]
    context = {"form": form, "hooks": hooks, "created": created}
    return render(request, "notifications/webhooks.html", context, status=status)


@require_GET
@login_required
def webhooks_page(request: HttpRequest) -> HttpResponse:
    return _page(request, WebhookForm(user=_user(request)))


@require_POST
@login_required
def webhook_create_view(request: HttpRequest) -> HttpResponse:
    user = _user(request)
    form = WebhookForm(request.POST, user=user)
    if form.is_valid():
        data = form.cleaned_data
        try:
            hook = services.subscription_create(
                owner=user,
                url=data["url"],
                game_id=data["game"],
                event_types=data["event_types"],
                format=data["format"],
                description=data["description"],
            )
        except ServiceError as exc:
            field = exc.details.get("field")
            form.add_error(field if field in form.fields else None, exc.message)
        else:
            # The secret is shown on this response only, so it is rendered, not redirected.
            return _page(request, WebhookForm(user=user), created=hook, status=201)
    return _page(request, form, status=400)


@require_POST
@login_required
def webhook_delete_view(request: HttpRequest, webhook_id: int) -> HttpResponse:
    try:
        hook = selectors.subscription_get(owner=_user(request), subscription_id=webhook_id)
    except ServiceError as exc:
        return HttpResponse(str(exc), status=404)
    services.subscription_delete(subscription=hook)
    return HttpResponseRedirect("/notifications/settings/webhooks/")


urlpatterns = [
    path("notifications/settings/webhooks/", webhooks_page, name="webhooks-page"),
    path("notifications/settings/webhooks/new/", webhook_create_view, name="webhook-create"),
    path(
        "notifications/settings/webhooks/<int:webhook_id>/delete/",
        webhook_delete_view,
        name="webhook-delete",
    ),
]
