"""Substitutes: a person takes a seat the timeout ladder left vacant."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from accounts.models import User
from games.engines.core import get_engine
from games.errors import GameNotActive, GameNotFound, JoinRefused, game_is
from games.models import Game, Seat
from games.services.moves import lock_game
from games.services.timeouts import system_event


def seat_claim(*, game_id: int, index: int, user: User) -> Seat:
    """``user`` takes vacant seat ``index``; everyone is told through a system event.

    At a private game only someone who sits there (the player who left the seat) may
    claim; to anyone else the game is not found, as its page is not.
    """
    with transaction.atomic():
        game = lock_game(game_id)
        if not game.is_public and not game.seats.filter(user=user).exists():
            raise GameNotFound(_("There is no game %(id)d.") % {"id": game_id})
        if game.status != Game.Status.ACTIVE:
            raise GameNotActive(game_is(game_id, game.status))
        seat = game.seats.select_for_update().filter(index=index).first()
        if seat is None or seat.status != Seat.Status.VACANT:
            raise JoinRefused(
                _("That seat of game %(game)s does not wait for a substitute.") % {"game": game_id}
            )
        if game.seats.filter(user=user).exclude(pk=seat.pk).exists():
            raise JoinRefused(_("You already sit at game %(game)s.") % {"game": game_id})
        previous = seat.user_id
        seat.user, seat.status, seat.timeouts, seat.bot = user, Seat.Status.PLAYING, 0, ""
        seat.save(update_fields=["user", "status", "timeouts", "bot"])
        system_event(
            game=game,
            engine=get_engine(game.engine),
            seat=seat,
            data={"type": "seat_claimed", "previous_user": previous},
            actor=user,
        )
    return seat


def seat_replace(*, game_id: int, index: int, user: User, actor: User | None = None) -> Seat:
    """Hand seat ``index`` to ``user`` whoever holds it now (an organiser's replacement).

    The game goes on from where it is; the new player inherits the seat's position, hand and
    clock. Everyone is told through a system event.
    """
    with transaction.atomic():
        game = lock_game(game_id)
        if game.status != Game.Status.ACTIVE:
            raise GameNotActive(game_is(game_id, game.status))
        seat = game.seats.select_for_update().filter(index=index).first()
        if seat is None:
            raise JoinRefused(_("Game %(game)s has no such seat.") % {"game": game_id})
        if seat.user_id == user.pk:
            return seat
        if game.seats.filter(user=user).exclude(pk=seat.pk).exists():
            raise JoinRefused(
                _("%(name)s already sits at game %(game)s.")
                % {"name": user.username, "game": game_id}
            )
        previous, was_vacant = seat.user_id, seat.status == Seat.Status.VACANT
        seat.user, seat.status, seat.timeouts, seat.bot = user, Seat.Status.PLAYING, 0, ""
        seat.save(update_fields=["user", "status", "timeouts", "bot"])
        system_event(
            game=game,
            engine=get_engine(game.engine),
            seat=seat,
            data={
                "type": "seat_claimed" if was_vacant else "player_replaced",
                "previous_user": previous,
            },
            actor=actor,
        )
    return seat
