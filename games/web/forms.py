"""The create-a-game form: engine, player count, the engine's options from its JSON Schema,
time control and timeout ladder. Option fields are named ``opt__<slug>__<name>``; the page
shows those of the chosen engine (all are in the HTML, so it works without script)."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from games.engines.core import Engine, all_engines, get_engine
from games.words import say

THEN_CHOICES = [
    ("bot", _("a bot plays on")),
    ("substitute", _("a substitute may claim the seat")),
    ("drop", _("the seat is dropped")),
]


def _engine_word(engine: Engine, kind: str, key: str) -> str | None:
    """The engine's own word for an option or a choice (its terms of kind ``option``, and of
    the kind named after the option, e.g. Age of Steam's maps), in the reader's language."""
    words = engine.words
    if words is None or key not in words.terms.get(kind, {}):
        return None
    return say(words.term(kind, key))


def _option_field(engine: Engine, name: str, spec: dict[str, Any]) -> forms.Field:
    label = _engine_word(engine, "option", name)
    # The schema's description speaks to API clients; a person reads the engine's words.
    help_text = "" if label is not None else spec.get("description", "")
    if "enum" in spec:
        choices = [
            (str(v), _engine_word(engine, name, str(v)) or str(v).replace("_", " "))
            for v in spec["enum"]
        ]
        field: forms.Field = forms.ChoiceField(choices=choices, required=False, help_text=help_text)
    elif spec.get("type") == "boolean" or "const" in spec:
        field = forms.BooleanField(required=False, help_text=help_text, disabled="const" in spec)
    elif spec.get("type") == "integer":
        field = forms.IntegerField(required=False, help_text=help_text)
    else:
        field = forms.CharField(required=False, help_text=help_text)
    field.label = label or name.replace("_", " ")
    return field


class GameCreateForm(forms.Form):
    engine = forms.ChoiceField(choices=[], label=_("Game"))
    players = forms.IntegerField(min_value=1, max_value=8, initial=2, label=_("Players"))
    clock = forms.ChoiceField(
        choices=[
            ("per_move", _("days per move")),
            ("bank", _("a time bank (chess clock)")),
            ("none", _("no clock")),
        ],
        initial="per_move",
        required=False,
        label=_("Clock"),
    )
    bank_days = forms.IntegerField(
        min_value=1, max_value=120, initial=10, required=False, label=_("Bank: days at the start")
    )
    bank_hours_per_move = forms.IntegerField(
        min_value=0,
        max_value=240,
        initial=24,
        required=False,
        label=_("Bank: hours added per move"),
    )
    days_per_move = forms.IntegerField(
        min_value=1, max_value=60, initial=3, label=_("Days per move")
    )
    skip_weekends = forms.BooleanField(required=False, label=_("Clocks stop at weekends"))
    timeout_moves = forms.IntegerField(
        min_value=0, max_value=20, initial=3, label=_("Timeout moves before the seat is handed on")
    )
    then = forms.ChoiceField(choices=THEN_CHOICES, initial="bot", label=_("After that"))
    bots = forms.IntegerField(
        min_value=0, max_value=7, initial=0, label=_("Seats for bots"), required=False
    )
    is_public = forms.BooleanField(
        required=False,
        initial=True,
        label=_("Public: anyone may join and watch (a private game seats only those you invite)"),
    )
    invite = forms.CharField(
        required=False,
        max_length=1000,
        label=_("Invite players (usernames, comma-separated; their seats are kept for them)"),
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        engines = all_engines()
        self.fields["engine"].choices = [  # type: ignore[attr-defined]
            (
                e.slug,
                _("%(game)s (%(low)s-%(high)s players)")
                % {"game": e.title, "low": e.min_players, "high": e.max_players},
            )
            for e in engines
        ]
        for engine in engines:
            props = engine.options_schema().get("properties", {})
            for name, spec in props.items():
                self.fields[f"opt__{engine.slug}__{name}"] = _option_field(engine, name, spec)

    def option_fields(self) -> list[tuple[str, str, list[forms.BoundField]]]:
        """(engine slug, the game's title, its option fields) per engine with options."""
        grouped: dict[str, list[forms.BoundField]] = {}
        for name in self.fields:
            if name.startswith("opt__"):
                slug = name.split("__")[1]
                grouped.setdefault(slug, []).append(self[name])
        return [(slug, get_engine(slug).title, found) for slug, found in grouped.items()]

    def service_arguments(self) -> dict[str, Any]:
        data = self.cleaned_data
        slug = data["engine"]
        schema = get_engine(slug).options_schema().get("properties", {})
        options: dict[str, Any] = {}
        for name, spec in schema.items():
            value = data.get(f"opt__{slug}__{name}")
            if value in (None, "") or "const" in spec:
                continue
            if spec.get("type") == "boolean" and not value:
                continue
            options[name] = value
        engine = get_engine(slug)
        bots = ["greedy"] * int(data.get("bots") or 0) if "greedy" in engine.bots else []
        return {
            "engine": slug,
            "players": data["players"],
            "options": options,
            "time_control": self.time_control(),
            "timeout_policy": {"timeout_moves": data["timeout_moves"], "then": data["then"]},
            "is_public": bool(data.get("is_public")),
            "bots": bots,
            "invite": [n.strip() for n in (data.get("invite") or "").split(",") if n.strip()],
        }

    def time_control(self) -> dict[str, Any]:
        data = self.cleaned_data
        weekends = {"skip_weekends": True} if data.get("skip_weekends") else {}
        if data.get("clock") == "none":
            return {"kind": "none"}
        if data.get("clock") == "bank":
            return {
                "kind": "bank",
                "initial": int(data.get("bank_days") or 10) * 24 * 3600,
                "increment": int(data.get("bank_hours_per_move") or 0) * 3600,
                **weekends,
            }
        return {"kind": "per_move", "seconds": data["days_per_move"] * 24 * 3600, **weekends}
