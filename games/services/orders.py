"""Standing orders: moves a player leaves to be played for their seat when its turn comes.

Three kinds: ``moves``, a short queue (at most MAX_STEPS) of moves, each played at the
seat's next decision if it is legal then, each optionally waiting for another seat's move
("if B passes, I pass": ``if: {seat, move}``, met when that seat made that move since the
order's previous step); and the kinds an engine offers (``Engine.standing_orders``: Age of
Steam's "bid up to $N, then pass", 504's "pass above N", Brass's "a loan or a pass when
nothing else is possible"), which stand until withdrawn and play whatever the engine's
``standing_order_move`` says whenever the seat must decide.

They are played by the move service itself (record_move, in the transaction and under the
lock of the move that made the turn come, so never twice), each as an ordinary move event
whose ``data`` names the order; an order whose move is not legal when its turn comes, or
whose condition was not met, is dropped and keeps the reason for its owner. Orders are
their owner's alone: nothing about them reaches another seat's view, history, stream or
email. A deadline never times out a seat while one of its orders has a legal move (the
timeout service plays the order instead).
"""

from __future__ import annotations

import json
from typing import Any

import jsonschema
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from accounts.models import User
from games.engines.core import (
    Engine,
    IllegalMove,
    Said,
    condition_not_met,
    get_engine,
    said_json,
    seat_taken,
)
from games.errors import GameNotActive, ServiceError, game_is
from games.models import Event, Game, Seat, StandingOrder
from games.services.moves import hide_private, lock_game, record_move, seat_of

MOVES = "moves"
MAX_STEPS = 5
MAX_ACTIVE = 5
#: Orders played one after another by one move at most (a queue per seat, several seats).
MAX_CHAIN = 60
MOVE_KINDS = (Event.Kind.MOVE, Event.Kind.TIMEOUT, Event.Kind.BOT)


class OrderInvalid(ServiceError):
    status, code = 400, "E_ORDER_INVALID"


class OrderNotFound(ServiceError):
    status, code = 404, "E_ORDER_NOT_FOUND"


class OrderNotActive(ServiceError):
    status, code = 409, "E_ORDER_NOT_ACTIVE"


def _same(a: Any, b: Any) -> bool:
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def _check_move(engine: Engine, move: Any, number: int) -> None:
    """A move of one of the engine's move types that fits its JSON Schema."""
    schemas = engine.move_schemas()
    if not isinstance(move, dict) or move.get("type") not in schemas:
        raise OrderInvalid(
            _("Step %(step)d: a move is an object with one of the types %(types)s.")
            % {"step": number, "types": ", ".join(schemas)}
        )
    error = jsonschema.exceptions.best_match(
        jsonschema.Draft202012Validator(schemas[move["type"]]).iter_errors(move)
    )
    if error is not None:
        raise OrderInvalid(
            _("Step %(step)d: the move does not fit its schema.") % {"step": number},
            reason=error.message,
        )


MAX_TEXT = 200


def _check_what(engine: Engine, part: dict[str, Any], number: int) -> dict[str, Any]:
    """A step's (or a condition's) move: JSON (``move``) or the game's notation (``text``,
    read when the turn comes, like a move typed then)."""
    if ("move" in part) == ("text" in part):
        raise OrderInvalid(
            _("Step %(step)d: give a move either as JSON (move) or as text.") % {"step": number}
        )
    if "move" in part:
        _check_move(engine, part["move"], number)
        return {"move": part["move"]}
    text = part["text"]
    if not isinstance(text, str) or not text.strip() or len(text) > MAX_TEXT:
        raise OrderInvalid(
            _("Step %(step)d: a move as text has 1 to %(most)d characters.")
            % {"step": number, "most": MAX_TEXT}
        )
    return {"text": " ".join(text.split())}


def _check_steps(engine: Engine, game: Game, seat: int, steps: Any) -> list[dict[str, Any]]:
    if not isinstance(steps, list) or not 1 <= len(steps) <= MAX_STEPS:
        raise OrderInvalid(_("A queue of moves holds 1 to %(most)d steps.") % {"most": MAX_STEPS})
    checked = []
    for number, step in enumerate(steps, start=1):
        if not isinstance(step, dict) or set(step) - {"move", "text", "if"}:
            raise OrderInvalid(
                _("Step %(step)d is {move or text, if} (if: optional).") % {"step": number}
            )
        condition = step.get("if")
        checked_condition = None
        if condition is not None:
            if not isinstance(condition, dict) or set(condition) - {"seat", "move", "text"}:
                raise OrderInvalid(
                    _("The condition of step %(step)d is {seat, move or text}.") % {"step": number}
                )
            other = condition.get("seat")
            if not isinstance(other, int) or isinstance(other, bool) or other == seat:
                raise OrderInvalid(
                    _("The condition of step %(step)d must name another player.") % {"step": number}
                )
            if not 0 <= other < game.players:
                raise OrderInvalid(
                    _("The condition of step %(step)d names a player the game does not have.")
                    % {"step": number}
                )
            checked_condition = {"seat": other, **_check_what(engine, condition, number)}
        checked.append({**_check_what(engine, step, number), "if": checked_condition})
    return checked


def _check_params(engine: Engine, kind: str, params: Any) -> dict[str, Any]:
    offered = {o.kind: o for o in engine.standing_orders()}
    if kind not in offered:
        kinds = ", ".join([MOVES, *offered])
        raise OrderInvalid(
            _("There is no standing order %(kind)s in %(game)s; kinds: %(kinds)s.")
            % {"kind": kind, "game": engine.title, "kinds": kinds}
        )
    params = params if params is not None else {}
    error = jsonschema.exceptions.best_match(
        jsonschema.Draft202012Validator(dict(offered[kind].params)).iter_errors(params)
    )
    if error is not None:
        raise OrderInvalid(
            _("The order's parameters do not fit this kind of order."), reason=error.message
        )
    assert isinstance(params, dict)
    return params


def order_create(
    *,
    game_id: int,
    user: User,
    kind: str,
    params: dict[str, Any] | None = None,
    steps: list[dict[str, Any]] | None = None,
) -> StandingOrder:
    """Leave an order for the user's seat; if it is their turn now it is played (or
    dropped) at once."""
    with transaction.atomic():
        game = lock_game(game_id)
        hide_private(game, user)
        if game.status != Game.Status.ACTIVE:
            raise GameNotActive(game_is(game_id, game.status))
        seat = seat_of(game, user)
        engine = get_engine(game.engine)
        if kind == MOVES:
            checked_steps, checked_params = _check_steps(engine, game, seat.index, steps), {}
        else:
            checked_steps, checked_params = [], _check_params(engine, kind, params)
        waiting = StandingOrder.objects.filter(
            game=game, seat=seat.index, status=StandingOrder.Status.ACTIVE
        ).count()
        if waiting >= MAX_ACTIVE:
            raise OrderInvalid(
                ngettext(
                    "You have %(count)d order waiting; withdraw one first.",
                    "You have %(count)d orders waiting; withdraw one first.",
                    waiting,
                )
                % {"count": waiting}
            )
        order = StandingOrder.objects.create(
            game=game,
            seat=seat.index,
            user=user,
            kind=kind,
            params=checked_params,
            steps=checked_steps,
            since_seq=game.head_seq,
        )
        play_due(game=game, engine=engine)
        order.refresh_from_db()
        return order


def order_withdraw(*, game_id: int, user: User, order_id: int) -> StandingOrder:
    with transaction.atomic():
        game = lock_game(game_id)
        hide_private(game, user)
        order = StandingOrder.objects.filter(pk=order_id, game=game, user=user).first()
        if order is None:
            raise OrderNotFound(
                _("You have no standing order %(order)s at game %(game)s.")
                % {"order": order_id, "game": game_id}
            )
        if order.status != StandingOrder.Status.ACTIVE:
            raise OrderNotActive(
                _("Your order %(order)s no longer waits (%(status)s).")
                % {"order": order_id, "status": order.get_status_display()}
            )
        order.status = StandingOrder.Status.WITHDRAWN
        order.save(update_fields=["status", "updated_at"])
        return order


def orders_of(*, game: Game, user: User) -> list[StandingOrder]:
    """The user's own orders at ``game``, waiting ones first, then the newest."""
    found = StandingOrder.objects.filter(game=game, user=user)
    waiting = [o for o in found if o.status == StandingOrder.Status.ACTIVE]
    others = sorted(
        (o for o in found if o.status != StandingOrder.Status.ACTIVE),
        key=lambda o: o.updated_at,
        reverse=True,
    )
    return waiting + others[:20]


def orders_dropped_untold(*, game: Game, user: User) -> list[StandingOrder]:
    """The user's orders at ``game`` dropped since an email last told them of one."""
    return list(
        StandingOrder.objects.filter(
            game=game, user=user, status=StandingOrder.Status.DROPPED, told_at__isnull=True
        ).order_by("updated_at", "id")
    )


def orders_dropped_between(
    *, game_id: int, user: User, seat: int, after: int, upto: int
) -> list[StandingOrder]:
    """The user's orders at ``seat`` of the game dropped at a seq in (after, upto]: what
    their live stream tells them once it has sent the events up to ``upto``. An order
    dropped as it was left (no move came between) is answered to its owner at once and
    has no seq past what their stream sent."""
    return list(
        StandingOrder.objects.filter(
            game_id=game_id,
            user=user,
            seat=seat,
            status=StandingOrder.Status.DROPPED,
            dropped_seq__gt=after,
            dropped_seq__lte=upto,
        ).order_by("dropped_seq", "id")
    )


def orders_mark_told(orders: list[StandingOrder]) -> None:
    StandingOrder.objects.filter(pk__in=[o.pk for o in orders]).update(told_at=timezone.now())


def _condition_met(game: Game, order: StandingOrder, condition: dict[str, Any]) -> bool:
    """That seat made that move since the order's previous step (by JSON, or by text: the
    move's notation, letter case and spacing aside)."""
    made = Event.objects.filter(
        game=game, seq__gt=order.since_seq, seat=condition["seat"], kind__in=MOVE_KINDS
    ).values_list("move", "notation")
    if "move" in condition:
        return any(_same(move, condition["move"]) for move, _ in made)
    wanted = condition["text"].casefold()
    return any(" ".join(notation.split()).casefold() == wanted for _, notation in made)


def _next_move(
    game: Game, engine: Engine, state: dict[str, Any], order: StandingOrder
) -> tuple[dict[str, Any] | None, Said | None]:
    """(the move the order makes now, None) or (None, why it is dropped) or (None, None):
    not now."""
    if order.kind != MOVES:
        return engine.standing_order_move(
            state, order.seat, {"kind": order.kind, "params": order.params}
        ), None
    step = order.steps[order.position]
    condition = step.get("if")
    if condition is not None and not _condition_met(game, order, condition):
        return None, condition_not_met(int(condition["seat"]))
    if "move" in step:
        return step["move"], None
    try:
        return engine.parse(state, order.seat, step["text"]), None
    except IllegalMove as refused:
        return None, refused.text


def _drop(order: StandingOrder, why: Said, seq: int) -> None:
    """Drop ``order`` at the game's ``seq``: the move that made its turn come, which its
    owner's live stream sends just before the notice (orders_dropped_between)."""
    order.status, order.reason = StandingOrder.Status.DROPPED, said_json(why)
    order.dropped_seq = seq
    order.save(update_fields=["status", "reason", "dropped_seq", "updated_at"])


def _advance(order: StandingOrder, seq: int) -> None:
    order.played = [*order.played, seq][-50:]
    order.since_seq = seq
    if order.kind == MOVES:
        order.position += 1
        if order.position >= len(order.steps):
            order.status = StandingOrder.Status.DONE
    order.save(update_fields=["played", "since_seq", "position", "status", "updated_at"])


def play_due(*, game: Game, engine: Engine, seats: list[int] | None = None) -> int:
    """Play every order whose turn has come on the locked ``game`` (only ``seats``' if
    given), one after another while they keep coming; returns how many moves were made."""
    made = 0
    for _round in range(MAX_CHAIN):
        state = game.head_state
        if game.status != Game.Status.ACTIVE or state is None:
            break
        to_act = [s for s in engine.to_act(state) if seats is None or s in seats]
        holders = dict(
            Seat.objects.filter(game=game, status=Seat.Status.PLAYING).values_list("index", "user")
        )
        waiting = StandingOrder.objects.filter(
            game=game, status=StandingOrder.Status.ACTIVE, seat__in=to_act
        ).select_related("user")
        played = False
        for order in waiting:
            if holders.get(order.seat) != order.user_id:
                _drop(order, seat_taken(), game.head_seq)
                continue
            move, refusal = _next_move(game, engine, state, order)
            if refusal is not None:
                _drop(order, refusal, game.head_seq)
                continue
            if move is None:
                continue
            try:
                event = record_move(
                    game=game,
                    engine=engine,
                    seat=order.seat,
                    move=move,
                    kind=Event.Kind.MOVE,
                    actor=order.user,
                    data={"standing_order": order.pk},
                    orders=False,
                )
            except IllegalMove as refused:
                _drop(order, refused.text, game.head_seq)
                continue
            _advance(order, event.seq)
            made, played = made + 1, True
            break  # the state changed: look again at who acts now
        if not played:
            break
    return made
