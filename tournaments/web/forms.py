"""The create-an-event form: what the API's POST tournaments/ takes, in a person's terms
(days, not seconds; a table size, not a JSON config)."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from games.engines.core import all_engines

KIND_LABELS = {
    "swiss": _("Swiss (players of equal score meet)"),
    "round_robin": _("Round robin (everyone meets everyone in a pool)"),
    "knockout": _("Knockout (the best of each table go through)"),
    "league": _("League season (divisions, promotion and relegation)"),
}
DAY = 24 * 3600


class EventCreateForm(forms.Form):
    name = forms.CharField(label=_("Name"), max_length=120)
    engine = forms.ChoiceField(label=_("Game"))
    kind = forms.ChoiceField(label=_("Format"), choices=list(KIND_LABELS.items()))
    rounds = forms.IntegerField(
        label=_("Rounds (Swiss and league)"), min_value=1, max_value=50, initial=3
    )
    table_size = forms.IntegerField(
        label=_("Players per table"),
        min_value=1,
        max_value=6,
        initial=4,
        help_text=_("Tables of one fewer are made when the players do not divide evenly."),
    )
    pools = forms.IntegerField(label=_("Pools (round robin)"), min_value=1, initial=1)
    advance = forms.IntegerField(
        label=_("Players who go through from each table (knockout)"), min_value=1, initial=1
    )
    divisions = forms.IntegerField(label=_("Divisions (league)"), min_value=1, initial=1)
    promote = forms.IntegerField(label=_("Promoted per division (league)"), min_value=0, initial=1)
    days_per_move = forms.IntegerField(
        label=_("Days per move"), min_value=1, max_value=60, initial=3
    )
    round_days = forms.IntegerField(
        label=_("Days per round (empty: no round deadline)"),
        min_value=1,
        max_value=366,
        required=False,
        help_text=_("At the deadline every unfinished game's own timeout rules are applied."),
    )
    min_players = forms.IntegerField(label=_("Fewest players to start"), min_value=2, initial=2)
    max_players = forms.IntegerField(label=_("Most players (empty: no limit)"), required=False)
    registration_closes_at = forms.DateTimeField(
        label=_("Registration closes (UTC; empty: when you start the event)"),
        required=False,
        widget=forms.DateTimeInput(attrs={"type": "datetime-local"}),
    )
    is_public = forms.BooleanField(
        label=_("Public: anyone with the link may follow the rounds and standings"),
        required=False,
        initial=True,
    )
    rated = forms.BooleanField(label=_("Rated games"), required=False, initial=True)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        engines = sorted(all_engines(), key=lambda e: e.title)
        engine_field = self.fields["engine"]
        assert isinstance(engine_field, forms.ChoiceField)
        engine_field.choices = [
            (e.slug, f"{e.title} ({e.min_players}-{e.max_players})") for e in engines
        ]

    def service_arguments(self) -> dict[str, Any]:
        """The keyword arguments of tournaments.services.setup.tournament_create."""
        data = self.cleaned_data
        from games.engines.core import get_engine

        engine = get_engine(data["engine"])
        size = min(max(data["table_size"], engine.min_players), engine.max_players)
        config: dict[str, Any] = {
            "table": {"preferred": size, "min": max(engine.min_players, size - 1), "max": size}
        }
        kind = data["kind"]
        if kind in ("swiss", "league"):
            config["rounds"] = data["rounds"]
        if kind == "round_robin":
            config["pools"] = data["pools"]
        if kind == "knockout":
            config["advance"] = data["advance"]
        if kind == "league":
            config.update(divisions=data["divisions"], promote=data["promote"])
        return {
            "name": data["name"],
            "engine": engine.slug,
            "kind": kind,
            "config": config,
            "time_control": {"kind": "per_move", "seconds": data["days_per_move"] * DAY},
            "round_seconds": data["round_days"] * DAY if data.get("round_days") else None,
            "min_players": data["min_players"],
            "max_players": data.get("max_players"),
            "registration_closes_at": data.get("registration_closes_at"),
            "is_public": data["is_public"],
            "rated": data["rated"],
        }


class ExtendForm(forms.Form):
    days = forms.IntegerField(label=_("Days"), min_value=0, max_value=60, initial=1)
    hours = forms.IntegerField(label=_("Hours"), min_value=0, max_value=23, initial=0)
