"""Taking back a move (DESIGN: undo is an appended event; the log stays append-only).

A player may take back their own last move alone while nobody has moved since. Anything
further back needs the consent of every other seated player: an UndoRequest they accept or
refuse. An undo takes the game back to the state before the target move (later moves are
taken back too).

Nothing hidden can be learned by undo: a take-back that would reach behind a move that
revealed anything to anyone (a card drawn, dice rolled, a tile turned, a stack shown) is
never made, not even with everyone's consent, or a player could draw, take back and draw
again until they know the deck. Nor one behind a move the server made for a seat (a bot's
answer, a timeout's default move): a bot consents by itself, and its answer depends on
what it holds, so asking it again and again would read its hand.
"""

from __future__ import annotations

from collections.abc import Callable

from django.db import transaction
from django.utils.translation import gettext as _

from accounts.models import User
from games.engines.core import get_engine
from games.errors import GameNotActive, NotYourSeat, UndoRefused, UndoRevealed
from games.models import Event, Game, Seat, UndoRequest
from games.services.log import next_seq
from games.services.moves import hide_private, lock_game, seat_of, set_head
from games.services.replay import state_at

MOVE_KINDS = (Event.Kind.MOVE, Event.Kind.TIMEOUT, Event.Kind.BOT)
#: Why a request can be answered no more, by its status.
_ANSWERED: dict[str, Callable[[], str]] = {
    UndoRequest.Status.ACCEPTED: lambda: _("That request was already accepted."),
    UndoRequest.Status.REFUSED: lambda: _("That request was already refused."),
    UndoRequest.Status.VOID: lambda: _("That request is already void: the game moved on."),
}


def effective_moves(game: Game) -> list[Event]:
    """The move events still in force, oldest first (undone ones removed)."""
    stack: list[Event] = []
    for event in Event.objects.filter(game=game).order_by("seq"):
        if event.kind == Event.Kind.UNDO:
            assert event.undoes_seq is not None
            while stack and stack[-1].seq >= event.undoes_seq:
                stack.pop()
        elif event.kind in MOVE_KINDS:
            stack.append(event)
    return stack


def refuse_reaching_behind_a_reveal(moves: list[Event], target: Event) -> None:
    """Raise UndoRevealed if taking back ``target`` (and every move after it) would take
    back something revealed or a move the server made for a seat (module docstring)."""
    taken_back = [e for e in moves if e.seq >= target.seq]
    for event in taken_back:
        if event.reveals:
            raise UndoRevealed(
                _(
                    "This cannot be taken back: move %(seq)s (%(move)s) revealed something "
                    "(a card drawn, dice rolled, a tile turned), and a move that revealed "
                    "anything is never taken back, not even with everyone's consent."
                )
                % {"seq": event.seq, "move": event.notation},
                seq=event.seq,
            )
    for event in taken_back:
        if event.seq > target.seq and event.kind != Event.Kind.MOVE:
            raise UndoRevealed(
                _(
                    "This cannot be taken back: after it, move %(seq)s was made for another "
                    "seat (by a bot, or for a player who ran out of time), and such an answer "
                    "is never taken back, not even with everyone's consent: it could be asked "
                    "again and again until it revealed what that seat holds."
                )
                % {"seq": event.seq},
                seq=event.seq,
            )


def can_take_back(game: Game, seat: int | None) -> bool:
    """Whether ``seat`` has a move of its own that may be taken back now (alone or by
    asking the others): the page offers "Take back my last move" only then."""
    if seat is None or game.status != Game.Status.ACTIVE:
        return False
    moves = effective_moves(game)
    mine = [e for e in moves if e.seat == seat and e.kind == Event.Kind.MOVE]
    if not mine:
        return False
    try:
        refuse_reaching_behind_a_reveal(moves, mine[-1])
    except UndoRevealed:
        return False
    return True


def undo_request_create(*, game_id: int, user: User) -> tuple[Event | None, UndoRequest | None]:
    """Undo the caller's last move now if the rules allow it alone, else ask the others.

    Returns (undo event, None) when applied at once, (None, request) when consent is needed.
    """
    with transaction.atomic():
        game = lock_game(game_id)
        hide_private(game, user)
        if game.status != Game.Status.ACTIVE:
            raise GameNotActive(_("Game %(game)s is not in progress.") % {"game": game_id})
        seat = seat_of(game, user)
        moves = effective_moves(game)
        mine = [e for e in moves if e.seat == seat.index and e.kind == Event.Kind.MOVE]
        if not mine:
            raise UndoRefused(_("You have no move to take back."))
        target = mine[-1]
        refuse_reaching_behind_a_reveal(moves, target)
        alone = target is moves[-1]
        if alone:
            return _apply_undo(game, target, seat.index, user), None
        waiting = game.undo_requests.filter(status=UndoRequest.Status.PENDING)
        waiting.exclude(at_seq=game.head_seq).update(status=UndoRequest.Status.VOID)
        if waiting.filter(at_seq=game.head_seq).exists():
            raise UndoRefused(_("Another take-back request is waiting for answers."))
        request = UndoRequest.objects.create(
            game=game, seat=seat.index, target_seq=target.seq, at_seq=game.head_seq
        )
        for other in game.seats.exclude(index=seat.index):
            if other.status == Seat.Status.BOT:
                request.answers[str(other.index)] = True
        request.save(update_fields=["answers"])
        return _maybe_complete(game, request, user), request


def undo_request_answer(*, game_id: int, request_id: int, user: User, accept: bool) -> UndoRequest:
    """Record one answer; the last consent applies the take-back. A request the game moved
    past, or one that may not be made (it reaches behind a reveal), ends void: the refusal
    is raised after the void is committed, so it blocks no later request."""
    refusal: UndoRefused | None = None
    with transaction.atomic():
        game = lock_game(game_id)
        seat = seat_of(game, user)
        request = game.undo_requests.select_for_update().filter(pk=request_id).first()
        if request is None:
            raise UndoRefused(
                _("There is no take-back request %(id)s at this game.") % {"id": request_id}
            )
        if request.seat == seat.index:
            raise NotYourSeat(_("You cannot answer your own take-back request."))
        if request.status != UndoRequest.Status.PENDING:
            raise UndoRefused(_ANSWERED[request.status]())
        if game.head_seq != request.at_seq:
            request.status = UndoRequest.Status.VOID
            request.save(update_fields=["status"])
            refusal = UndoRefused(_("The game moved on since the request; it is void."))
        else:
            request.answers[str(seat.index)] = accept
            if not accept:
                request.status = UndoRequest.Status.REFUSED
            request.save(update_fields=["answers", "status"])
            if accept:
                try:
                    with transaction.atomic():
                        _maybe_complete(game, request, user)
                except UndoRevealed as refused:
                    request.status = UndoRequest.Status.VOID
                    request.save(update_fields=["status"])
                    refusal = refused
    if refusal is not None:
        raise refusal
    return request


def _maybe_complete(game: Game, request: UndoRequest, user: User) -> Event | None:
    others = [s.index for s in game.seats.all() if s.index != request.seat]
    if all(request.answers.get(str(i)) for i in others):
        target = Event.objects.get(game=game, seq=request.target_seq)
        refuse_reaching_behind_a_reveal(effective_moves(game), target)
        event = _apply_undo(game, target, request.seat, user)
        request.status = UndoRequest.Status.ACCEPTED
        request.save(update_fields=["status"])
        return event
    return None


def _apply_undo(game: Game, target: Event, seat: int, user: User) -> Event:
    engine = get_engine(game.engine)
    state = state_at(game, target.seq - 1)
    event = Event.objects.create(
        game=game,
        seq=next_seq(game),
        seat=seat,
        kind=Event.Kind.UNDO,
        undoes_seq=target.seq,
        # the move's number, not its notation: a hidden move (a sealed bid) is shown to the
        # others only as its view_event allows, and this event is read by everyone
        notation=f"takes back move {target.seq}",
        actor=user,
    )
    set_head(game=game, engine=engine, state=state, seq=event.seq, acted=None)
    return event
