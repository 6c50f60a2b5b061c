"""State at any point of a game's log: the nearest snapshot plus a short replay.

An undo event takes the game back to the state before the move it names, so replay meets
it by jumping to that earlier state (itself a snapshot plus a replay). A replay from the
seed sets the game up by its own engine version (``setup_at``): a game begun under older
rules replays by them.
"""

from __future__ import annotations

from typing import Any

from games.engines.core import Engine, get_engine
from games.models import Event, Game, Snapshot


def apply_event(engine: Engine, game: Game, state: dict[str, Any], event: Event) -> dict[str, Any]:
    """The state after ``event`` given the state before it."""
    if event.kind == Event.Kind.UNDO:
        assert event.undoes_seq is not None
        return state_at(game, event.undoes_seq - 1)
    if event.move is None or event.seat is None:
        return state
    return engine.apply(state, event.seat, event.move).state


def state_at(game: Game, seq: int) -> dict[str, Any]:
    """The game's state right after event ``seq`` (0: as set up)."""
    if not 0 <= seq <= game.head_seq:
        # callers check the position first (replays.replay_frame): a bug, not a refusal
        raise LookupError(f"seq {seq} is outside 0..{game.head_seq}")
    engine = get_engine(game.engine)
    snapshot = Snapshot.objects.filter(game=game, seq__lte=seq).order_by("-seq").first()
    if snapshot is None:
        state = engine.setup_at(game.players, game.options, game.seed, game.engine_version)
        start = 0
    else:
        state, start = snapshot.state, snapshot.seq
    for event in Event.objects.filter(game=game, seq__gt=start, seq__lte=seq).order_by("seq"):
        state = apply_event(engine, game, state, event)
    return state


def replay_full(game: Game) -> dict[str, Any]:
    """The head state recomputed from the seed and every event, ignoring snapshots."""
    engine = get_engine(game.engine)
    states = [engine.setup_at(game.players, game.options, game.seed, game.engine_version)]
    for event in Event.objects.filter(game=game).order_by("seq"):
        if event.kind == Event.Kind.UNDO:
            assert event.undoes_seq is not None
            states.append(states[event.undoes_seq - 1])
        elif event.move is None or event.seat is None:
            states.append(states[-1])
        else:
            states.append(engine.apply(states[-1], event.seat, event.move).state)
    return states[-1]
