"""Importing a game record: replay it from its seed and keep it only if it comes out the same.

Every event is applied by the engine again; each must be legal, reveal exactly what the
record says it revealed (every shuffle, deal and draw checked against the seed), and the
game must end with the record's result. Only then is the game stored, finished, with its
events and snapshots, so its replay, record and text log work like any other game's. A
record with a seed proof is checked against its commitment first (games/seeds.py).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.dateparse import parse_datetime
from django.utils.translation import gettext as _

from accounts.models import User
from games import seeds
from games.engines.core import IllegalMove, InvalidOptions, UnknownEngine, get_engine
from games.errors import ServiceError
from games.models import TALK_KINDS, Event, Game, Seat, Snapshot
from games.records import FORMAT, FORMAT_VERSION
from games.words import say

STATE_KINDS = frozenset(Event.Kind.values) - set(TALK_KINDS)
MAX_EVENTS = 20_000


class RecordInvalid(ServiceError):
    """Not a record this server reads (shape, format, engine, seed proof)."""

    status, code = 400, "E_RECORD_INVALID"


class RecordMismatch(ServiceError):
    """The record does not replay: an illegal move, another reveal, another result."""

    status, code = 422, "E_RECORD_MISMATCH"


def _json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _field(record: Mapping[str, Any], name: str, kind: type | tuple[type, ...]) -> Any:
    value = record.get(name)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise RecordInvalid(
            _("The record's %(field)s is missing or of the wrong kind.") % {"field": name},
            field=name,
        )
    return value


def _seed(record: Mapping[str, Any]) -> tuple[int, str, str]:
    """The seed, its digest and the server secret, checked against the commitment."""
    raw = _field(record, "seed", (str, int))
    if not str(raw).isdigit():
        raise RecordInvalid(_("The record's seed is not a whole number."))
    seed, digest = int(raw), str(record.get("seed_digest") or "")
    proof = record.get("seed_proof")
    if proof is None:
        return seed, digest, ""
    if not isinstance(proof, dict) or not isinstance(proof.get("secret"), str):
        raise RecordInvalid(_("The record's seed_proof is not {secret, entropy}."))
    entropy = proof.get("entropy")
    if not isinstance(entropy, list) or not all(isinstance(e, str) for e in entropy):
        raise RecordInvalid(_("The record's seed_proof entropy is not a list of texts."))
    if seeds.commitment(proof["secret"]) != digest:
        raise RecordMismatch(_("The seed proof does not match the record's seed_digest."))
    if seeds.derived_seed(proof["secret"], entropy) != seed:
        raise RecordMismatch(_("The seed is not the one its proof derives."))
    return seed, digest, proof["secret"]


def _events(record: Mapping[str, Any]) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = _field(record, "events", list)
    if len(events) > MAX_EVENTS:
        raise RecordInvalid(_("A record holds at most %(most)d events.") % {"most": MAX_EVENTS})
    last = 0
    for event in events:
        if not isinstance(event, dict):
            raise RecordInvalid(_("Each event of the record is an object."))
        seq = event.get("seq")
        if not isinstance(seq, int) or isinstance(seq, bool) or seq <= last:
            raise RecordInvalid(_("The events' seq are whole numbers, increasing."))
        if event.get("kind") not in STATE_KINDS:
            raise RecordInvalid(_("Event %(seq)d has an unknown kind.") % {"seq": seq})
        seat = event.get("seat")
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)):
            raise RecordInvalid(_("The seat of event %(seq)d is not a number.") % {"seq": seq})
        last = seq
    return events


Played = list[tuple[dict[str, Any], dict[str, Any]]]


def replay_record(record: Mapping[str, Any]) -> tuple[Played, dict[str, Any], dict[str, Any]]:
    """Each event with the state after it, the state as set up, and the result; raises
    RecordInvalid or RecordMismatch."""
    if record.get("format") != FORMAT or record.get("format_version") != FORMAT_VERSION:
        raise RecordInvalid(
            _("This is not a %(format)s (version %(version)s).")
            % {"format": FORMAT, "version": FORMAT_VERSION}
        )
    try:
        engine = get_engine(_field(record, "engine", str))
    except UnknownEngine:
        raise RecordInvalid(
            _("This server has no game called %(engine)s.") % {"engine": record.get("engine")}
        ) from None
    version = _field(record, "engine_version", int)
    if version > engine.version:
        raise RecordInvalid(
            _(
                "The record was played by version %(version)d of the rules of %(game)s; this "
                "server has version %(ours)d."
            )
            % {"version": version, "game": engine.title, "ours": engine.version}
        )
    if version < 1:
        raise RecordInvalid(
            _("The rules of %(game)s have no version %(version)d.")
            % {"game": engine.title, "version": version}
        )
    players, options = _field(record, "players", int), _field(record, "options", dict)
    seed = _seed(record)[0]
    try:
        first = engine.setup_at(players, options, seed, version)  # the rules it was played by
    except InvalidOptions as refused:
        raise RecordInvalid(
            _("The record's options do not set up a game: %(reason)s")
            % {"reason": say(refused.text)},
            engine_code=refused.code,
        ) from None
    by_seq: dict[int, dict[str, Any]] = {0: first}
    state, played = first, []
    for event in _events(record):
        seq = event["seq"]
        if event["kind"] == Event.Kind.UNDO:
            target = event.get("undoes_seq")
            earlier = [s for s in by_seq if isinstance(target, int) and s < target]
            if not earlier:
                raise RecordMismatch(
                    _("Event %(seq)d takes back a move the record does not have.") % {"seq": seq}
                )
            state = by_seq[max(earlier)]
        elif event.get("move") is not None and event.get("seat") is not None:
            try:
                outcome = engine.apply(state, event["seat"], event["move"])
            except IllegalMove as refused:
                raise RecordMismatch(
                    _("Event %(seq)d is not a legal move there: %(reason)s")
                    % {"seq": seq, "reason": say(refused.text)},
                    engine_code=refused.code,
                ) from None
            if _json([r.as_json() for r in outcome.reveals]) != _json(event.get("reveals", [])):
                raise RecordMismatch(
                    _(
                        "Event %(seq)d revealed something else than the record says: the "
                        "record was not dealt from its seed."
                    )
                    % {"seq": seq}
                )
            event = {**event, "notation": engine.notation(state, event["seat"], event["move"])}
            state = outcome.state
        by_seq[seq] = state
        played.append((event, state))
    result = engine.result(state)
    if result is None:
        raise RecordMismatch(_("The record's moves do not finish the game."))
    if _json(result.as_json()) != _json(record.get("result")):
        raise RecordMismatch(_("Replayed, the record ends with another result than it says."))
    return played, first, result.as_json()


def record_import(*, record: object, user: User) -> Game:
    """A finished game made from ``record`` (replayed and checked), created by ``user``."""
    if not isinstance(record, Mapping):
        raise RecordInvalid(_("A record is a JSON object."))
    played, first, result = replay_record(record)
    seed, digest, secret = _seed(record)
    proof = record.get("seed_proof") or {}
    entropy = list(proof.get("entropy") or []) if isinstance(proof, dict) else []
    now = timezone.now()
    with transaction.atomic():
        game = Game.objects.create(
            engine=record["engine"],
            engine_version=record["engine_version"],
            options=record["options"],
            players=record["players"],
            seed=seed,
            seed_digest=digest,
            seed_secret=secret,
            seed_fixed=bool(record.get("seed_fixed")),
            status=Game.Status.FINISHED,
            head_seq=played[-1][0]["seq"] if played else 0,
            last_seq=played[-1][0]["seq"] if played else 0,
            head_state=played[-1][1] if played else first,
            result=result,
            rated=False,
            created_by=user,
            started_at=_when(record.get("started_at")) or now,
            finished_at=_when(record.get("finished_at")) or now,
        )
        names = _names(record, game.players)
        for index in range(game.players):
            Seat.objects.create(
                game=game,
                index=index,
                status=Seat.Status.REPLACED,
                name=names[index],
                entropy=entropy[index] if index < len(entropy) else "",
            )
        Snapshot.objects.create(game=game, seq=0, state=first)
        every, previous = settings.SNAPSHOT_EVERY, 0
        for event, state in played:
            Event.objects.create(
                game=game,
                seq=event["seq"],
                seat=event.get("seat"),
                kind=event["kind"],
                move=event.get("move"),
                notation=event.get("notation", "") if event.get("move") is not None else "",
                reveals=event.get("reveals") or [],
                undoes_seq=event.get("undoes_seq"),
                data=_about(event),
            )
            if event["seq"] // every > previous // every:
                Snapshot.objects.create(game=game, seq=event["seq"], state=state)
            previous = event["seq"]
    return game


def _about(event: Mapping[str, Any]) -> dict[str, str]:
    """What a system event was about (a bot or a substitute taking a seat), as the log
    words it; nothing else of the record's text is kept."""
    about = event.get("about")
    if not isinstance(about, dict):
        return {}
    return {k: str(about[k])[:40] for k in ("type", "bot") if about.get(k) is not None}


def _names(record: Mapping[str, Any], players: int) -> list[str]:
    """The players' names the record gives (text, at most 150 characters each)."""
    names = [""] * players
    seats = record.get("seats")
    for seat in seats if isinstance(seats, list) else []:
        index = seat.get("index") if isinstance(seat, dict) else None
        if isinstance(index, int) and 0 <= index < players and isinstance(seat.get("name"), str):
            names[index] = seat["name"].strip()[:150]
    return names


def _when(raw: Any) -> Any:
    return parse_datetime(raw) if isinstance(raw, str) else None
