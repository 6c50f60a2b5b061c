"""Applying a move: one transaction, the game row locked, the event appended.

The event log is the outbox: notifications read events after commit, so nothing here
knows about email, webhooks or tournaments.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import transaction
from django.db.models import BooleanField
from django.db.models.expressions import RawSQL
from django.utils import timezone
from django.utils.translation import gettext as _

from accounts.models import User
from games.engines.core import (
    DROP,
    E_MOVE_NOT_EXPECTED,
    Engine,
    IllegalMove,
    Text,
    get_engine,
)
from games.errors import (
    GameNotActive,
    GameNotFound,
    NotYourSeat,
    NotYourTurn,
    StaleSequence,
    game_is,
)
from games.models import Event, Game, Seat, Snapshot, StandingOrder
from games.services.log import next_seq
from games.services.turns import refresh_turns, schedule_bots


def lock_game(game_id: int) -> Game:
    game = Game.objects.select_for_update().filter(pk=game_id).first()
    if game is None:
        raise GameNotFound(_("There is no game %(id)d.") % {"id": game_id})
    return game


# Whether an order waits at the seat's game, read with the seats: written out, as the
# ORM's Exists() cost a move 0.3 ms to compile. Not in the locking statement: a statement
# that waited for the lock reads its subqueries as they were before it waited (READ
# COMMITTED), and would miss an order created meanwhile.
ORDERS_WAITING = RawSQL(
    f'EXISTS (SELECT 1 FROM "{StandingOrder._meta.db_table}" o '
    f'WHERE o.game_id = "{Seat._meta.db_table}".game_id AND o.status = %s)',
    (StandingOrder.Status.ACTIVE.value,),
    output_field=BooleanField(),
)


def lock_game_for_move(game_id: int) -> tuple[Game, list[Seat], bool]:
    """The game row locked; its seats (users and profiles) read once under that lock and
    kept on the row (``Game.remember_seats``): the checks, the clocks and the answer all
    use them; and whether a standing order waits there, read with the seats (orders are
    created under the same lock, so it holds until commit)."""
    game = lock_game(game_id)
    rows = (
        Seat.objects.filter(game=game)
        .select_related("user__profile")
        .annotate(orders_waiting=ORDERS_WAITING)
        .order_by("index")
    )
    seats: list[Seat] = list(rows)
    game.remember_seats(seats)
    return game, seats, any(getattr(seat, "orders_waiting", True) for seat in seats)


def hide_private(game: Game, user: User) -> None:
    """A private game is not found by anyone without a seat there (its page answers 404):
    checked before any refusal that only an existing game could give (not in progress, a
    stale position), so that sequential ids cannot be walked to find private games."""
    if not game.is_public and _seat_row(game, user) is None:
        raise GameNotFound(_("There is no game %(id)d.") % {"id": game.pk})


def _seat_row(game: Game, user: User) -> Seat | None:
    """The user's first seat at ``game``: from the seats kept on the row when a move read
    them with the lock (``lock_game_for_move``), else one query."""
    kept = game.remembered_seats()
    if kept is not None:
        return next((seat for seat in kept if seat.user_id == user.pk), None)
    return game.seats.filter(user=user).first()


def seat_of(game: Game, user: User) -> Seat:
    """The user's playing seat; a private game is not found by someone who has none there."""
    seat = _seat_row(game, user)
    if seat is None and not game.is_public:
        raise GameNotFound(_("There is no game %(id)d.") % {"id": game.pk})
    if seat is None:
        raise NotYourSeat(_("You have no seat at game %(game)s.") % {"game": game.pk})
    if seat.status not in (Seat.Status.PLAYING,):
        raise NotYourSeat(
            _("You do not play your seat at game %(game)s now (%(status)s).")
            % {"game": game.pk, "status": seat.get_status_display()}
        )
    return seat


def game_move_submit(
    *,
    game_id: int,
    user: User,
    move: dict[str, Any] | None = None,
    text: str | None = None,
    if_match: int | None = None,
) -> Event:
    """A player's move (JSON or notation text); raises a ServiceError or IllegalMove."""
    with transaction.atomic():
        game, seats, orders_waiting = lock_game_for_move(game_id)
        hide_private(game, user)
        if game.status != Game.Status.ACTIVE:
            raise GameNotActive(game_is(game_id, game.status))
        if if_match is not None and if_match != game.head_seq:
            raise StaleSequence(
                _(
                    "The game moved on: you sent your move for position %(sent)s, "
                    "it is now at %(now)s."
                )
                % {"sent": if_match, "now": game.head_seq},
                expected=if_match,
                current=game.head_seq,
            )
        seat = seat_of(game, user)
        engine = get_engine(game.engine)
        state = game.head_state
        assert state is not None
        if seat.index not in engine.to_act(state):
            raise NotYourTurn(
                _("It is not your turn at game %(game)s.") % {"game": game_id},
                to_act=engine.to_act(state),
            )
        if move is None:
            if not text or not text.strip():
                raise IllegalMove("E_EMPTY_MOVE", _("Send a move as JSON or as text."))
            move = engine.parse(state, seat.index, text)
        if isinstance(move, dict) and move.get("type") == DROP:
            # Leaving a game is the timeout ladder's decision (services.timeouts), not a move.
            raise IllegalMove(E_MOVE_NOT_EXPECTED, _("Leaving a game is not a move you can send."))
        return record_move(
            game=game,
            engine=engine,
            seat=seat.index,
            move=move,
            kind=Event.Kind.MOVE,
            actor=user,
            orders=orders_waiting,
            seats=seats,
        )


def record_move(
    *,
    game: Game,
    engine: Engine,
    seat: int,
    move: dict[str, Any],
    kind: str,
    actor: User | None,
    data: dict[str, Any] | None = None,
    orders: bool = True,
    seats: list[Seat] | None = None,
) -> Event:
    """Apply ``move`` for ``seat`` on the locked ``game`` and append its event; then play
    the standing orders whose turn it made come (unless ``orders`` is False: the order
    service itself, which plays them one at a time, or a move that found none waiting).
    ``seats``: the game's seats, read under the lock and unchanged since (else read)."""
    state = game.head_state
    assert state is not None
    outcome = engine.apply(state, seat, move)  # raises IllegalMove, changes nothing
    said = engine.move_text(state, seat, move)
    event = Event(  # saved with the game row (services.turns), in one statement
        game=game,
        seq=next_seq(game),
        seat=seat,
        kind=kind,
        move=move,
        notation=engine.notation(state, seat, move),
        words=said.as_json() if isinstance(said, Text) else None,
        reveals=[r.as_json() for r in outcome.reveals],
        actor=actor,
        data=data or {},
    )
    set_head(
        game=game,
        engine=engine,
        state=outcome.state,
        seq=event.seq,
        acted=seat,
        seats=seats,
        event=event,
    )
    if orders:
        # Imported here: the order service plays its moves through this function.
        from games.services.orders import play_due

        play_due(game=game, engine=engine)
    return event


def set_head(
    *,
    game: Game,
    engine: Engine,
    state: dict[str, Any],
    seq: int,
    acted: int | None,
    seats: list[Seat] | None = None,
    event: Event | None = None,
) -> None:
    """The game's head moves to ``state`` after event ``seq`` (``event``: that event, not
    saved yet: it is written with the game row)."""
    # Table talk leaves gaps in the seqs that change the state: snapshot on crossing a
    # multiple of SNAPSHOT_EVERY rather than on landing on one.
    crossed = seq // settings.SNAPSHOT_EVERY > game.head_seq // settings.SNAPSHOT_EVERY
    game.head_seq, game.head_state = seq, state
    game.last_seq = max(game.last_seq, seq)
    if crossed:
        Snapshot.objects.create(game=game, seq=seq, state=state)
    bot_to_move = refresh_turns(
        game=game,
        engine=engine,
        state=state,
        now=timezone.now(),
        acted=acted,
        also_save=("head_seq", "head_state", "last_seq"),
        seats=seats,
        event=event,
    )
    if bot_to_move:
        schedule_bots(game.pk)
