"""A replay: the board of a game at any earlier position, as one seat may see it.

The position after event ``at`` is rebuilt from the event log (games.services.replay:
the nearest snapshot plus a short replay) and shown through the engine's ``view`` for the
reader's perspective, so stepping back shows a seat only what that seat saw then: nothing
hidden at that moment (another hand, the deck) is in it. While a game runs the perspective
is the reader's own seat (a spectator's for anyone else); once it is over the seed is public
and every hidden fact can be derived from the record, so anyone may take any seat's view.

Steps are the events that can change the state (moves, timeouts, bot moves, take-backs,
seat changes); table talk is not a step.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext as _

from accounts.models import User
from games import selectors
from games.engines.core import get_engine
from games.errors import ReplayPositionUnknown, ReplaySeatHidden
from games.models import TALK_KINDS, Event, Game
from games.services.replay import state_at


@dataclass(frozen=True, slots=True)
class Frame:
    """One position of a replay, as ``perspective`` sees it (None: a spectator)."""

    game: Game
    at: int
    steps: list[int]
    perspective: int | None
    own_seat: int | None
    state: dict[str, Any]
    view: dict[str, Any]

    @property
    def index(self) -> int:
        return self.steps.index(self.at)

    @property
    def previous(self) -> int | None:
        return self.steps[self.index - 1] if self.index > 0 else None

    @property
    def next(self) -> int | None:
        return self.steps[self.index + 1] if self.index + 1 < len(self.steps) else None

    @property
    def last(self) -> int:
        return self.steps[-1]

    @property
    def at_end(self) -> bool:
        return self.at == self.last


def replay_steps(game: Game) -> list[int]:
    """0 (the set-up) and the seq of every event that can change the state, in order."""
    seqs = (
        Event.objects.filter(game=game, seq__lte=game.head_seq)
        .exclude(kind__in=TALK_KINDS)
        .order_by("seq")
        .values_list("seq", flat=True)
    )
    return [0, *seqs]


def replay_perspective(game: Game, user: User | None, asked: int | None) -> int | None:
    """Whose view a replay shows: the reader's own seat unless they ask for another, which
    only a finished game allows (its seed is public, so nothing of it is hidden any more)."""
    own = selectors.seat_index_of(game, user)
    if asked is None:
        return own
    if not 0 <= asked < game.players:
        raise ReplayPositionUnknown(_("Game %(game)s has no such player.") % {"game": game.pk})
    if asked != own and game.status != Game.Status.FINISHED:
        raise ReplaySeatHidden(
            _("While a game is in progress you can replay it only as your own seat sees it.")
        )
    return asked


def replay_frame(
    *, game: Game, user: User | None, at: int | None = None, seat: int | None = None
) -> Frame:
    """The position after event ``at`` (default: the latest) for ``user``, seen by ``seat``
    (default: the user's own seat; see replay_perspective). A seq between two steps (table
    talk) shows the step before it."""
    if game.head_state is None:
        raise ReplayPositionUnknown(_("Game %(game)s has not started yet.") % {"game": game.pk})
    perspective = replay_perspective(game, user, seat)
    steps = replay_steps(game)
    if at is None:
        at = steps[-1]
    if not 0 <= at <= game.head_seq:
        raise ReplayPositionUnknown(
            _("Game %(game)s has positions 0 to %(last)d, not %(at)d.")
            % {"game": game.pk, "last": game.head_seq, "at": at}
        )
    at = max(s for s in steps if s <= at)
    state = state_at(game, at)
    view = get_engine(game.engine).view(state, perspective)
    return Frame(
        game=game,
        at=at,
        steps=steps,
        perspective=perspective,
        own_seat=selectors.seat_index_of(game, user),
        state=state,
        view=view,
    )
