"""Account pages: django-allauth's (sign up, verify the email address, sign in and out,
reset or change the password, change the email address; restyled by accounts/templates/)
and the settings page (timezone, email mode, quiet hours, reminders, API tokens). Thin
views over accounts.services.

Per-game notification preferences, vacations and webhooks live in notifications/, which
accounts/ must not import; the settings page links to their API instead.
"""

from __future__ import annotations

import zoneinfo
from typing import Any

from django import forms
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import include, path
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_http_methods, require_POST

from accounts.models import ApiToken, Profile, Scope, User
from accounts.services import profile_of, token_create, token_revoke


def language_choices() -> list[tuple[str, Any]]:
    """The profile's languages, each in its own name; "" follows the browser."""
    return [("", _("As my browser asks (emails in English)")), *settings.LANGUAGES]


class LanguageSelect(forms.Select):
    """Each language's option in its own language, marked so (lang="de", lang="en")."""

    def create_option(self, *args: Any, **kwargs: Any) -> dict[str, Any]:
        option: dict[str, Any] = super().create_option(*args, **kwargs)
        if option["value"]:
            option["attrs"]["lang"] = option["value"]
        return option


class ProfileForm(forms.ModelForm):
    language = forms.ChoiceField(
        choices=language_choices, required=False, label=_("Language"), widget=LanguageSelect
    )
    timezone = forms.ChoiceField(
        choices=[(z, z) for z in sorted(zoneinfo.available_timezones())], label=_("Timezone")
    )
    quiet_start = forms.TimeField(
        required=False, widget=forms.TimeInput(attrs={"type": "time"}), label=_("Quiet hours from")
    )
    quiet_end = forms.TimeField(
        required=False, widget=forms.TimeInput(attrs={"type": "time"}), label=_("Quiet hours until")
    )
    reminders = forms.CharField(
        required=False,
        label=_("Reminders (hours before a deadline, comma-separated)"),
    )

    class Meta:
        model = Profile
        fields = ["language", "timezone", "email_mode", "digest_hour", "quiet_start", "quiet_end"]
        labels = {"email_mode": _("Email"), "digest_hour": _("Hour of the daily digest")}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["reminders"].initial = ", ".join(
            str(h) for h in self.instance.reminder_offsets_hours or []
        )

    def clean_reminders(self) -> list[int]:
        raw = self.cleaned_data.get("reminders") or ""
        try:
            hours = sorted({int(part) for part in raw.replace(" ", "").split(",") if part})
        except ValueError:
            raise forms.ValidationError(_("Give whole hours, e.g. 24, 2.")) from None
        if any(h < 1 or h > 24 * 14 for h in hours):
            raise forms.ValidationError(_("Each reminder is between 1 and 336 hours."))
        return hours

    def save(self, commit: bool = True) -> Profile:
        profile: Profile = super().save(commit=False)
        profile.reminder_offsets_hours = self.cleaned_data["reminders"]
        if commit:
            profile.save()
        return profile


class TokenForm(forms.Form):
    name = forms.CharField(max_length=100, initial="api", label=_("Name"))
    scopes = forms.MultipleChoiceField(
        label=_("Scopes"),
        choices=Scope.choices,
        widget=forms.CheckboxSelectMultiple,
        initial=["read", "play"],
    )


def _user(request: HttpRequest) -> User:
    assert isinstance(request.user, User)
    return request.user


@require_http_methods(["GET", "POST"])
@login_required
def settings_page(request: HttpRequest) -> HttpResponse:
    user = _user(request)
    profile = profile_of(user)
    form = ProfileForm(request.POST if "save_profile" in request.POST else None, instance=profile)
    saved = False
    if "save_profile" in request.POST and form.is_valid():
        form.save()
        saved = True
    return _render_settings(request, user, form, TokenForm(), saved=saved)


def _render_settings(
    request: HttpRequest, user: User, form: ProfileForm, token_form: TokenForm, **extra: Any
) -> HttpResponse:
    # Each token with what it may do in the words the form offered, never the stored keys.
    tokens = [
        (token, [Scope(s).label for s in token.scopes if s in Scope.values])
        for token in ApiToken.objects.filter(user=user).order_by("-created")
    ]
    return render(
        request,
        "accounts/settings.html",
        {"form": form, "token_form": token_form, "tokens": tokens, **extra},
    )


@require_POST
@login_required
def token_new(request: HttpRequest) -> HttpResponse:
    user = _user(request)
    token_form = TokenForm(request.POST)
    new_key = None
    if token_form.is_valid():
        _, new_key = token_create(
            user=user,
            name=token_form.cleaned_data["name"],
            scopes=token_form.cleaned_data["scopes"],
        )
    form = ProfileForm(instance=profile_of(user))
    return _render_settings(request, user, form, token_form, new_key=new_key)


@require_POST
@login_required
def token_delete(request: HttpRequest, token_key: str) -> HttpResponse:
    token_revoke(user=_user(request), token_key=token_key)
    return HttpResponseRedirect("/accounts/settings/")


urlpatterns = [
    path("accounts/settings/", settings_page, name="web-settings"),
    path("accounts/settings/tokens/", token_new, name="web-token-new"),
    path("accounts/settings/tokens/<str:token_key>/revoke/", token_delete, name="web-token-revoke"),
    path("accounts/", include("allauth.urls")),
]
