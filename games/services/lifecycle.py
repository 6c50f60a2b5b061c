"""Creating, joining, starting and finishing games."""

from __future__ import annotations

from typing import Any

import jsonschema
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from accounts.models import User
from games import clock, seeds
from games.engines.core import InvalidOptions, UnknownEngine, get_engine, seed_digest
from games.errors import (
    GameNotFound,
    InvalidGameOptions,
    JoinRefused,
    SeedNotAllowed,
    UnknownPlayer,
    game_is,
)
from games.models import Game, Seat, Snapshot
from games.services.turns import refresh_turns, schedule_bots
from games.words import say


def game_create(
    *,
    user: User,
    engine: str,
    players: int,
    options: dict[str, Any] | None = None,
    time_control: dict[str, Any] | None = None,
    timeout_policy: dict[str, Any] | None = None,
    seed: int | None = None,
    fixed_seed: int | None = None,
    entropy: str = "",
    is_public: bool = True,
    rated: bool = True,
    spectator_chat: bool = False,
    bots: list[str] | None = None,
    invite: list[str] | None = None,
) -> Game:
    """A new open game; the creator takes seat 0, ``bots`` (bot names) fill the next seats.

    The seed (games/seeds.py) is the server's: a committed secret mixed at the start with
    the players' ``entropy``. ``fixed_seed`` is a seed a client chose (see client_seed):
    public from the start. ``seed`` is for the server's own callers (tests, demo data,
    benchmarks that need a known deal): secret while the game runs, never a client's.

    ``invite`` (usernames) reserves the seats after the bots for those players: only they
    may take them (game_join gives each their own), anyone else gets the remaining open
    seats. Invitations are part of creating the game, not a later ``seat_reserve`` call,
    so there is no moment in which a stranger could join into a seat meant for a friend,
    and a refused invitation (an unknown name, too many) creates no game at all.
    """
    try:
        game_engine = get_engine(engine)
    except UnknownEngine:
        raise InvalidGameOptions(
            _("There is no game called %(engine)s.") % {"engine": engine}, field="engine"
        ) from None
    options = options or {}
    time_control = time_control or dict(clock.DEFAULT_TIME_CONTROL)
    try:
        jsonschema.validate(time_control, clock.TIME_CONTROL_SCHEMA)
    except jsonschema.ValidationError as error:
        raise InvalidGameOptions(
            _("The time control is not valid."), field="time_control", reason=error.message
        ) from None
    secret = ""
    if fixed_seed is not None:
        seed = fixed_seed
    elif seed is None:
        secret = seeds.new_secret()
        seed = seeds.derived_seed(secret, [])  # derived again with the entropy at the start
    try:
        game_engine.setup(players, options, seed)  # validates players and options
    except InvalidOptions as error:
        raise InvalidGameOptions(say(error.text), engine_code=error.code) from None
    bots = bots or []
    if len(bots) >= players:
        raise InvalidGameOptions(_("At least one seat must be left for a person."))
    for name in bots:
        if name not in game_engine.bots:
            raise InvalidGameOptions(
                _("There is no bot called %(name)s; bots: %(bots)s.")
                % {"name": name, "bots": ", ".join(sorted(game_engine.bots))}
            )
    invitees = _invitees(invite or [], creator=user)
    if len(bots) + len(invitees) >= players:
        raise InvalidGameOptions(
            ngettext(
                "Too many bots and invitations: there is only %(count)d seat besides yours.",
                "Too many bots and invitations: there are only %(count)d seats besides yours.",
                players - 1,
            )
            % {"count": players - 1},
            field="invite",
        )
    if not is_public and len(bots) + len(invitees) + 1 < players:
        raise InvalidGameOptions(
            ngettext(
                "Only invited players may join a private game: invite a player (or seat a "
                "bot) for the %(count)d seat besides yours, or make the game public.",
                "Only invited players may join a private game: invite a player (or seat a "
                "bot) for each of the %(count)d seats besides yours, or make the game public.",
                players - 1 - len(bots),
            )
            % {"count": players - 1 - len(bots)},
            field="invite",
        )
    with transaction.atomic():
        game = Game.objects.create(
            engine=engine,
            engine_version=game_engine.version,
            options=options,
            players=players,
            seed=seed,
            seed_digest=seeds.commitment(secret) if secret else seed_digest(seed),
            seed_secret=secret,
            seed_fixed=fixed_seed is not None,
            time_control=time_control,
            timeout_policy=timeout_policy or {},
            is_public=is_public,
            spectator_chat=spectator_chat,
            rated=rated and not bots and fixed_seed is None,  # a known deal proves no skill
            created_by=user,
        )
        Seat.objects.create(
            game=game,
            index=0,
            user=user,
            clock=clock.initial_clock(time_control),
            entropy=entropy,
        )
        for offset, name in enumerate(bots, start=1):
            Seat.objects.create(game=game, index=offset, bot=name, status=Seat.Status.BOT)
        for offset, invitee in enumerate(invitees, start=1 + len(bots)):
            Seat.objects.create(game=game, index=offset, user=invitee, status=Seat.Status.INVITED)
        if len(bots) + 1 == players:
            _start(game)
    return game


def client_seed(*, players: int, bots: list[str], seed: int | None, fixed_seed: bool) -> int | None:
    """The fixed seed a client's request to create a game may have (None: the server's).

    A seed a client chooses deceives nobody only in a game with one person (the others
    bots), or when the client asks for a visible fixed seed that every player sees before
    joining; otherwise its creator could replay the setup and know every hidden card.
    """
    if seed is None:
        if fixed_seed:
            raise InvalidGameOptions(_("A fixed seed needs a seed."), field="seed")
        return None
    if players - len(bots) > 1 and not fixed_seed:
        raise SeedNotAllowed(
            _(
                "A game with more than one person gets its seed from the server, so that "
                "nobody knows the deal in advance. To deal a chosen seed in the open, send "
                "fixed_seed: true as well: everyone then sees the seed before joining."
            ),
            field="seed",
        )
    return seed


def _invitees(usernames: list[str], *, creator: User) -> list[User]:
    users = []
    for name in usernames:
        found = User.objects.filter(username=name).first()
        if found is None:
            raise UnknownPlayer(_("There is no player %(name)s.") % {"name": name}, field="invite")
        if found.pk == creator.pk:
            raise InvalidGameOptions(
                _("You sit at the game yourself; invite others."), field="invite"
            )
        if found in users:
            raise InvalidGameOptions(
                _("%(name)s is invited twice.") % {"name": name}, field="invite"
            )
        users.append(found)
    return users


def game_join(*, game_id: int, user: User, entropy: str = "") -> Seat:
    """Take the seat reserved for ``user``, else the next open one; the game starts when
    every seat is taken (no reservation still waiting).

    A private game seats only the players it invited; to anyone else it answers as if it
    did not exist, like its page does (ids are sequential: nothing may be learned by
    walking them).
    """
    with transaction.atomic():
        game = Game.objects.select_for_update().filter(pk=game_id).first()
        if game is None:
            raise GameNotFound(_("There is no game %(id)d.") % {"id": game_id})
        taken = list(game.seats.select_for_update())
        mine = next((s for s in taken if s.user_id == user.pk), None)
        if mine is None and not game.is_public:
            raise GameNotFound(_("There is no game %(id)d.") % {"id": game_id})
        if game.status != Game.Status.OPEN:
            raise JoinRefused(game_is(game_id, game.status))
        if mine is not None and mine.status == Seat.Status.INVITED:
            seat = mine
            seat.status, seat.clock = Seat.Status.PLAYING, clock.initial_clock(game.time_control)
            seat.entropy = entropy
            seat.save(update_fields=["status", "clock", "entropy"])
        elif mine is not None:
            raise JoinRefused(_("You already sit at game %(game)s.") % {"game": game_id})
        elif len(taken) >= game.players:
            raise JoinRefused(
                _("Every seat of game %(game)s is taken or reserved.") % {"game": game_id}
            )
        else:
            seat = Seat.objects.create(
                game=game,
                index=len(taken),
                user=user,
                clock=clock.initial_clock(game.time_control),
                entropy=entropy,
            )
            taken.append(seat)
        if len(taken) == game.players and not any(s.status == Seat.Status.INVITED for s in taken):
            _start(game)
    return seat


def _start(game: Game) -> None:
    engine = get_engine(game.engine)
    if game.seed_secret:
        entropy = list(game.seats.order_by("index").values_list("entropy", flat=True))
        game.seed = seeds.derived_seed(game.seed_secret, entropy)
    state = engine.setup_at(game.players, game.options, game.seed, game.engine_version)
    now = timezone.now()
    game.status, game.head_seq, game.head_state, game.started_at = (
        Game.Status.ACTIVE,
        0,
        state,
        now,
    )
    game.save()
    Snapshot.objects.create(game=game, seq=0, state=state)
    if refresh_turns(game=game, engine=engine, state=state, now=now):
        schedule_bots(game.pk)


def game_abort(*, game: Game) -> None:
    game.status = Game.Status.ABORTED
    game.save(update_fields=["status", "updated_at"])
    game.seats.update(must_act=False, deadline_at=None)
