"""Creating a tournament: one engine, its options and time control, a format, a window."""

from __future__ import annotations

import secrets
from datetime import datetime
from typing import Any

import jsonschema
from django.db import transaction
from django.utils.translation import gettext as _

from accounts.models import User
from games import clock
from games.engines.core import InvalidOptions, UnknownEngine, get_engine
from games.words import say
from tournaments import rules
from tournaments.errors import InvalidTournament, format_refusal
from tournaments.models import Tournament


def tournament_create(
    *,
    organiser: User,
    name: str,
    engine: str,
    kind: str,
    config: dict[str, Any],
    options: dict[str, Any] | None = None,
    time_control: dict[str, Any] | None = None,
    timeout_policy: dict[str, Any] | None = None,
    rated: bool = True,
    is_public: bool = True,
    registration_opens_at: datetime | None = None,
    registration_closes_at: datetime | None = None,
    min_players: int = 2,
    max_players: int | None = None,
    round_seconds: int | None = None,
    seed: int | None = None,
) -> Tournament:
    """A tournament open for registration. Everything the games will need is checked now, so
    a bad option never surfaces later as a round that cannot start."""
    try:
        game_engine = get_engine(engine)
    except UnknownEngine:
        raise InvalidTournament(
            _("There is no game called %(engine)s.") % {"engine": engine}, field="engine"
        ) from None
    try:
        normal = rules.config_parse(kind=kind, data=config, engine=game_engine)
    except ValueError as error:
        raise InvalidTournament(format_refusal(error), field="config") from None
    options = options or {}
    try:
        game_engine.setup(normal["table"]["min"], options, 0)
    except InvalidOptions as error:
        raise InvalidTournament(say(error.text), field="options", engine_code=error.code) from None
    time_control = time_control or dict(clock.DEFAULT_TIME_CONTROL)
    try:
        jsonschema.validate(time_control, clock.TIME_CONTROL_SCHEMA)
    except jsonschema.ValidationError as error:
        raise InvalidTournament(
            _("The time control is not valid."), field="time_control", reason=error.message
        ) from None
    if min_players < 2:
        raise InvalidTournament(_("A tournament needs at least 2 players."), field="min_players")
    if max_players is not None and max_players < min_players:
        raise InvalidTournament(_("The player limit is below the minimum."), field="max_players")
    if (
        registration_opens_at
        and registration_closes_at
        and registration_closes_at <= registration_opens_at
    ):
        raise InvalidTournament(
            _("Registration must close after it opens."), field="registration_closes_at"
        )
    if round_seconds is not None and round_seconds < 60:
        raise InvalidTournament(_("A round lasts at least 60 seconds."), field="round_seconds")
    seed = secrets.randbits(62) if seed is None else seed
    if kind == "round_robin":
        normal["seed"] = seed  # the schedule is regenerated from it at every round
    with transaction.atomic():
        return Tournament.objects.create(
            organiser=organiser,
            name=name,
            engine=engine,
            kind=kind,
            config=normal,
            options=options,
            time_control=time_control,
            timeout_policy=timeout_policy or {},
            rated=rated,
            is_public=is_public,
            registration_opens_at=registration_opens_at,
            registration_closes_at=registration_closes_at,
            min_players=min_players,
            max_players=max_players,
            round_seconds=round_seconds,
            seed=seed,
        )
