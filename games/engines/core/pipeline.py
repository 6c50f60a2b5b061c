"""The apply pipeline every engine on the framework goes through, in this order:

game over -> seat dropped -> seat to act -> move shape and type -> move type expected now ->
JSON Schema (validators compiled once) -> one state copy -> the handler from the engine's
table -> what the engine settles after a move (forced steps, the next turn) -> the turns of
dropped seats -> what was revealed.

An engine supplies the handlers (one per move type), ``accepts`` (the move types a seat may
make now) and ``is_over``; it may override ``refuse_unexpected`` to name a more precise rule,
``settle`` to run what follows every move, and ``copy_state`` with a copier written for its
state's shape. Checks that belong to a move type (is the card in your hand?) stay in its
handler, which raises IllegalMove before it changes anything or, having changed the working
copy, lets the copy be thrown away: a refusal never changes the caller's state.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from .errors import (
    E_GAME_OVER,
    E_MOVE_NOT_EXPECTED,
    E_NOT_YOUR_TURN,
    E_SEAT_DROPPED,
    IllegalMove,
    MalformedMove,
)
from .protocol import DROP, EngineBase, pending_shape
from .values import Move, Outcome, Result, Reveal, State, clone_json, demote_dropped
from .words import Player, Said, T, Text

#: A move handler: checks the move against the rules and changes the working copy.
Handler = Callable[[State, int, Move, list[Reveal]], None]

#: Turns of dropped seats played in one apply at most (a guard: every game ends).
MAX_DROPPED_TURNS = 10_000


class Rules(EngineBase):
    """An engine on the framework. ``apply`` is the pipeline; the engine fills the table."""

    #: Move type -> handler. Every published move type has one (DROP excepted: core's).
    handlers: ClassVar[Mapping[str, Handler]]
    #: Whether a seat may be dropped (its turns then played by its timeout move).
    droppable: ClassVar[bool] = False

    # -- what the engine supplies -------------------------------------------------------
    @abstractmethod
    def is_over(self, state: State) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def accepts(self, state: State, seat: int) -> Sequence[str]:
        """The move types ``seat`` (one of to_act) may make now."""

    @abstractmethod
    def score(self, state: State) -> Result | None:
        """Final scores and ranks by the rules (dropped seats are demoted by ``result``)."""

    def settle(self, state: State, seat: int, move: Move, reveals: list[Reveal]) -> None:
        """What follows every move (forced steps, end of turn, round, era); default none."""

    def copy_state(self, state: State) -> State:
        """The one copy a move works on; engines with a known shape copy faster."""
        copied: State = clone_json(state)
        return copied

    def refuse_not_your_turn(self, state: State, seat: int, move: Move) -> IllegalMove:
        """The refusal of a move by a seat that is not to act (an engine may name the rule
        that makes it so)."""
        return IllegalMove(E_NOT_YOUR_TURN, T("It is not your turn."))

    def refuse_unexpected(self, state: State, seat: int, kind: str) -> IllegalMove:
        """The refusal of a known move type that is not expected now."""
        return MalformedMove(
            E_MOVE_NOT_EXPECTED,
            T("Now you can: {moves}.", moves=self.move_names(self.accepts(state, seat))),
        )

    def move_names(self, kinds: Sequence[str]) -> list[Any]:
        """Move types as the game's own words (terms of kind "move" when declared)."""
        words = self.words
        if words is None or "move" not in words.terms:
            return list(kinds)
        return [words.term("move", k) if k in words.terms["move"] else k for k in kinds]

    # -- the pipeline ------------------------------------------------------------------------
    def apply(self, state: State, seat: int, move: Move) -> Outcome:
        if self.is_over(state):
            raise IllegalMove(E_GAME_OVER, T("This game is over."))
        dropped = state.get("dropped") or ()
        if seat in dropped:
            raise IllegalMove(E_SEAT_DROPPED, T("You have left this game."))
        if isinstance(move, dict) and move.get("type") == DROP and self.droppable:
            return self._drop(state, seat)
        if seat not in self.to_act(state):
            raise self.refuse_not_your_turn(state, seat, move)
        kind = self.check_move_shape(move)
        if kind not in self.accepts(state, seat):
            raise self.refuse_unexpected(state, seat, kind)
        self.check_fields(kind, move)
        work = self.copy_state(state)
        reveals: list[Reveal] = []
        self.handlers[kind](work, seat, move, reveals)
        self.settle(work, seat, move, reveals)
        if work.get("dropped"):
            self._play_dropped(work, reveals)
        return Outcome(work, reveals)

    def run(self, state: State, seat: int, move: Move, reveals: list[Reveal]) -> None:
        """A move already known to be legal, on a working copy (no pipeline checks, no
        copy): the turns of dropped seats."""
        self.handlers[move["type"]](state, seat, move, reveals)
        self.settle(state, seat, move, reveals)

    def apply_known(self, state: State, seat: int, move: Move) -> Outcome:
        """``apply`` for a move taken from ``legal_moves`` (bots looking ahead): one copy,
        the handler and settle, without the pipeline's checks."""
        work = self.copy_state(state)
        reveals: list[Reveal] = []
        self.run(work, seat, move, reveals)
        if work.get("dropped"):
            self._play_dropped(work, reveals)
        return Outcome(work, reveals)

    # -- dropping a seat ------------------------------------------------------------------
    def drop_move(self, state: State, seat: int) -> Move | None:
        return {"type": DROP} if self.droppable else None

    def _drop(self, state: State, seat: int) -> Outcome:
        work = self.copy_state(state)
        work["dropped"] = [*work.get("dropped", []), seat]
        reveals: list[Reveal] = []
        self._play_dropped(work, reveals)
        return Outcome(work, reveals)

    def _play_dropped(self, work: State, reveals: list[Reveal]) -> None:
        """Play the timeout move of every dropped seat that is to act, until none is."""
        dropped = work["dropped"]
        for _ in range(MAX_DROPPED_TURNS):
            if self.is_over(work):
                return
            waiting = [s for s in self.to_act(work) if s in dropped]
            if not waiting:
                return
            self.run(work, waiting[0], self.timeout_move(work, waiting[0]), reveals)
        raise RuntimeError("dropped seats kept the game from ending")

    def result(self, state: State) -> Result | None:
        result = self.score(state)
        if result is None:
            return None
        return demote_dropped(result, state.get("dropped") or ())

    # -- what is pending ------------------------------------------------------------------
    def pending(self, state: State) -> dict[str, Any]:
        if self.is_over(state):
            return pending_shape([], "over", [], T("The game is over."))
        seats = self.to_act(state)
        accepts: list[str] = []
        for seat in seats:
            accepts.extend(k for k in self.accepts(state, seat) if k not in accepts)
        return pending_shape(
            seats,
            self.pending_kind(state),
            accepts,
            self.pending_text(state, seats, accepts),
            **self.pending_details(state),
        )

    def pending_kind(self, state: State) -> str:
        """The engine's name of the decision pending (default: "turn")."""
        return "turn"

    def pending_text(self, state: State, seats: Sequence[int], accepts: Sequence[str]) -> Said:
        """The pending decision in words, e.g. "Player 2 is to build or pass"."""
        return T(
            "{players}: {moves}.",
            players=[Player(s) for s in seats],
            moves=self.move_names(accepts),
        )

    def pending_details(self, state: State) -> dict[str, Any]:
        """Engine facts added to the pending shape (JSON)."""
        return {}


__all__ = ["MAX_DROPPED_TURNS", "Handler", "Rules", "Text"]
