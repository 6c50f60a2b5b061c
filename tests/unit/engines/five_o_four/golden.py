"""Golden games of 504: random games recorded once (seed, moves, state digests) and replayed.

A recording holds, per game, the world, the player count, the seed and every (seat, move),
with a digest of everything the platform reads after each move: the state, whose decision
is pending, the legal moves of the seat to act (in order: a bot draws from that order),
the notation of the move and what it revealed.  Replaying the moves from ``setup`` must give
the same digests: the same RNG draws, the same states.  A restructuring of the engine
proves "no behaviour changed" by replaying a recording made before it; a recording keeps
the engine version it was made with, and replays by those rules (``setup_at``).

    .venv/bin/python -m tests.unit.engines.five_o_four.golden record OUT.json [--worlds ...]
        [--every K] [--cap N] [--shard k/n]
    .venv/bin/python -m tests.unit.engines.five_o_four.golden replay IN.json [--bot]

``--every K`` keeps every K-th digest (and the last); ``--bot`` also checks that the random
bot, given the recorded RNG, picks the recorded move again.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from games.engines.core import Engine, get_engine

State = dict[str, Any]


def _digest(parts: Any) -> str:
    return hashlib.sha256(
        json.dumps(parts, sort_keys=True, separators=(",", ":")).encode()
    ).hexdigest()[:16]


def _step_digest(engine: Engine, state: State, seat: int, move: Any, after: Any) -> str:
    """What the platform reads around one move: the state after it, the next decision and its
    legal moves, the move's notation and reveals."""
    to_act = engine.to_act(after.state)
    legal = engine.legal_moves(after.state, to_act[0]) if to_act else []
    return _digest(
        [
            after.state,
            to_act,
            _decision(engine.pending(after.state)),
            legal,
            engine.notation(state, seat, move),
            [r.as_json() for r in after.reveals],
        ]
    )


def _decision(pending: dict[str, Any]) -> dict[str, Any]:
    """Who decides what: the pending shape without the framework's additions (``accepts``,
    ``text``), which the engine's move to the framework brought."""
    return {k: v for k, v in pending.items() if k not in ("accepts", "text")}


def game_seed(wid: str, players: int) -> int:
    return int(wid) * 10 + players


def record_game(
    engine: Engine, wid: str, players: int, seed: int, cap: int, every: int
) -> dict[str, Any]:
    rng = random.Random(seed)
    state = engine.setup(players, {"world": wid}, seed)
    setup_digest = _digest(state)
    moves: list[list[Any]] = []
    digests: list[list[Any]] = []
    bot = engine.bots["random"]
    while engine.result(state) is None and len(moves) < cap:
        seat = engine.to_act(state)[0]
        move = bot(state, seat, rng)
        after = engine.apply(state, seat, move)
        moves.append([seat, move])
        digest = _step_digest(engine, state, seat, move, after)
        state = after.state
        if len(moves) % every == 0:
            digests.append([len(moves), digest])
    if not digests or digests[-1][0] != len(moves):
        digests.append([len(moves), _digest(state)])
    result = engine.result(state)
    return {
        "world": wid,
        "players": players,
        "seed": seed,
        "setup": setup_digest,
        "moves": moves,
        "digests": digests,
        "final": _digest(state),
        "result": None if result is None else result.as_json(),
    }


def _setup(engine: Engine, game: dict[str, Any]) -> State:
    """The recorded game's setup, by the rules version it was recorded with."""
    options = {"world": game["world"]}
    version = game.get("version")
    setup_at = getattr(engine, "setup_at", None)
    if version is not None and setup_at is not None:
        return setup_at(game["players"], options, game["seed"], version)  # type: ignore[no-any-return]
    return engine.setup(game["players"], options, game["seed"])


def replay_game(engine: Engine, game: dict[str, Any], bot: bool = False) -> list[str]:
    """The differences between a recorded game and its replay now (empty: identical)."""
    wid, players, seed = game["world"], game["players"], game["seed"]
    state = _setup(engine, game)
    if _digest(state) != game["setup"]:
        return [f"{wid}/{players}p: setup differs"]
    wanted = dict((n, d) for n, d in game["digests"])
    last = game["digests"][-1][0]
    rng = random.Random(seed)
    for number, (seat, move) in enumerate(game["moves"], start=1):
        if bot:
            again = engine.bots["random"](state, seat, rng)
            if again != move:
                return [f"{wid}/{players}p move {number}: bot picks {again}, recorded {move}"]
        after = engine.apply(state, seat, move)
        checked = number in wanted and number != last
        if checked and _step_digest(engine, state, seat, move, after) != wanted[number]:
            return [f"{wid}/{players}p: digest after move {number} ({move}) differs"]
        state = after.state
    problems = []
    if _digest(state) != game["final"]:
        problems.append(f"{wid}/{players}p: final state differs")
    result = engine.result(state)
    if (None if result is None else result.as_json()) != game["result"]:
        problems.append(f"{wid}/{players}p: result differs")
    return problems


def load(path: Path) -> list[dict[str, Any]]:
    """The recorded games, each with the engine version (the rules) it was recorded with."""
    recording = json.loads(path.read_text("utf-8"))
    version = recording.get("engine_version")
    return [{**game, "version": version} for game in recording["games"]]


def _worlds(engine: Engine, chosen: Iterable[str]) -> list[str]:
    available = engine.describe()["worlds"]["available"]
    return [w for w in chosen if w in available] if chosen else list(available)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("command", choices=("record", "replay"))
    parser.add_argument("path", type=Path)
    parser.add_argument("--worlds", nargs="*", default=[])
    parser.add_argument("--every", type=int, default=1)
    parser.add_argument("--cap", type=int, default=5000)
    parser.add_argument("--shard", default="0/1")
    parser.add_argument("--bot", action="store_true")
    parser.add_argument("--offset", type=int, default=0, help="shifts the player counts")
    args = parser.parse_args()
    engine = get_engine("504")
    k, n = (int(x) for x in args.shard.split("/"))
    if args.command == "record":
        games = []
        for index, wid in enumerate(_worlds(engine, args.worlds)[k::n]):
            players = 2 + (int(wid) + index + args.offset) % 3
            game = record_game(engine, wid, players, game_seed(wid, players), args.cap, args.every)
            games.append(game)
            print(wid, players, len(game["moves"]), game["final"], flush=True)
        args.path.write_text(
            json.dumps({"engine_version": engine.version, "games": games}, separators=(",", ":"))
        )
        return
    failures = 0
    games = load(args.path)
    for game in games[k::n]:
        problems = replay_game(engine, game, bot=args.bot)
        failures += bool(problems)
        for problem in problems:
            print(problem, flush=True)
    print(f"replayed {len(games[k::n])} games, {failures} differ")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
