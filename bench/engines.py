"""Engine speed for every registered engine, on the same terms for each: a checked
uniform-random playout (legal_moves -> a uniform random choice among them -> apply, which
validates the move) to the end of the game, repeated over each configuration (map,
variant, player count). Prints per configuration the playout rate, the worst and median
legal_moves time, the median game time and the median engine time of a game whose moves
the engine's random bot picks among the listed ones (a game that ends: uniform picks never
end some 504 worlds), then per engine its slowest configuration and 4-player game.
No assertions: figures for the issues' notes.

Times are CPU time of this process (time.process_time): the machine is shared and loaded,
and wall-clock figures would measure the neighbours. Each configuration first plays one
unmeasured game (a running server's caches are warm), then the objects made so far
(modules, map and card data) are moved out of the collector's way (gc.freeze, as a server
does after start-up): otherwise a full collection over them, 10-25 ms, lands in whichever
legal_moves call happens to trigger it. Collector pauses are still counted and printed.

    .venv/bin/python bench/engines.py [--games N] [--engine SLUG]
    .venv/bin/python bench/engines.py --engine 504 --players 4 --options '{"world": "867"}'
      (one configuration instead of the engine's list, e.g. the slowest world of a soak)

Every move is a uniform choice among the listed legal moves (no bot): legal_moves is
complete in every engine, and the conformance suite checks that every listed move applies.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.engines.core import all_engines, get_engine

clock = time.process_time


@dataclass
class Pauses:
    """The garbage collector's pauses during the run (gc.callbacks)."""

    count: int = 0
    worst: float = 0.0
    started: float = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self.started = clock()
        else:
            self.count += 1
            self.worst = max(self.worst, clock() - self.started)

    def line(self) -> str:
        return f"{self.count} pauses, worst {self.worst * 1e3:.2f} ms"


PAUSES = Pauses()


@dataclass
class Figures:
    label: str
    players: int
    moves: int = 0
    playout: float = 0.0  # seconds in legal_moves + apply
    legal: list[float] = field(default_factory=list)
    games: list[float] = field(default_factory=list)
    unfinished: int = 0
    bot_games: list[float] = field(default_factory=list)  # engine time of bot-led games

    @property
    def rate(self) -> float:
        return self.moves / self.playout if self.playout else 0.0

    def line(self) -> str:
        return (
            f"{self.label:58s} moves={self.moves:7d} "
            f"playout={self.rate:8.0f} moves/s  "
            f"legal_moves median={statistics.median(self.legal) * 1e3:6.2f} ms "
            f"worst={max(self.legal) * 1e3:7.2f} ms  "
            f"game median={statistics.median(self.games):6.2f} s"
            + (f"  ({self.unfinished} unfinished)" if self.unfinished else "")
            + f"  bot-led game median={statistics.median(self.bot_games):6.2f} s"
        )


def play(engine: Any, players: int, options: dict[str, Any], games: int, cap: int) -> Figures:
    figures = Figures(f"{engine.slug} {players}p {json.dumps(options, sort_keys=True)}", players)
    for number in range(games):
        rng = random.Random(number)
        started = clock()
        state = engine.setup(players, dict(options), number)
        steps = 0
        while engine.result(state) is None and steps < cap:
            steps += 1
            seat = rng.choice(engine.to_act(state))
            t0 = clock()
            legal = engine.legal_moves(state, seat)
            t1 = clock()
            move = rng.choice(legal)
            t2 = clock()
            state = engine.apply(state, seat, move).state
            t3 = clock()
            figures.legal.append(t1 - t0)
            figures.playout += (t1 - t0) + (t3 - t2)
            figures.moves += 1
        figures.games.append(clock() - started)
        figures.unfinished += engine.result(state) is None
    for number in range(games):
        figures.bot_games.append(bot_led_game(engine, players, options, number, cap))
    return figures


def bot_led_game(engine: Any, players: int, options: dict[str, Any], seed: int, cap: int) -> float:
    """The engine's time (setup, legal_moves, apply) in one game whose moves the engine's
    random bot picks from the listed ones: it ends where uniform picks may not (504's
    uniform play never ends some worlds). The bot's own weighing is not counted."""
    rng = random.Random(seed)
    spent = 0.0
    t0 = clock()
    state = engine.setup(players, dict(options), seed)
    spent += clock() - t0
    bot = engine.bots["random"]
    for _ in range(cap):
        t0 = clock()
        over = engine.result(state) is not None
        seat = rng.choice(engine.to_act(state)) if not over else 0
        legal = engine.legal_moves(state, seat) if not over else []
        spent += clock() - t0
        if over:
            return spent
        move = bot(state, seat, rng)
        assert move in legal, f"the random bot played an unlisted move {move}"
        t0 = clock()
        state = engine.apply(state, seat, move).state
        spent += clock() - t0
    return float("nan")  # did not end within the cap


def measure(
    slug: str, games: int, only: tuple[int, dict[str, Any]] | None = None, cap: int = 20_000
) -> None:
    engine = get_engine(slug)
    configurations = [only] if only else engine.configurations()
    for players, options in configurations:
        # warm up as a running server is: the data each configuration loads and the
        # engine's own caches (one unmeasured game), then freeze what that made
        bot_led_game(engine, players, options, 1_000_000, cap)
    gc.collect()
    gc.freeze()
    PAUSES.count, PAUSES.worst = 0, 0.0
    rows = []
    for players, options in configurations:
        rows.append(play(engine, players, options, games, cap))
        print(rows[-1].line(), flush=True)
    slowest = min(rows, key=lambda f: f.rate)
    worst = max(rows, key=lambda f: max(f.legal))
    four = [r for r in rows if r.players == 4]
    longest = max(four, key=lambda f: statistics.median(f.bot_games)) if four else None
    print(
        f"== {slug}: slowest playout {slowest.rate:.0f} moves/s ({slowest.label}); "
        f"worst legal_moves {max(worst.legal) * 1e3:.2f} ms ({worst.label}); "
        f"median legal_moves {statistics.median([x for r in rows for x in r.legal]) * 1e3:.2f} ms"
        + (
            "; slowest 4-player game (bot-led, median) "
            f"{statistics.median(longest.bot_games):.2f} s ({longest.label})"
            if longest
            else ""
        )
        + f"; collector {PAUSES.line()} [CPU time]",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--engine", default=None)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--options", default=None, help="JSON options (with --players)")
    parser.add_argument("--cap", type=int, default=20_000, help="moves per game at most")
    args = parser.parse_args()
    gc.callbacks.append(PAUSES)
    if args.options is not None:
        if not args.engine or not args.players:
            parser.error("--options needs --engine and --players")
        measure(args.engine, args.games, (args.players, json.loads(args.options)), args.cap)
        return
    slugs = [args.engine] if args.engine else [e.slug for e in all_engines()]
    for slug in slugs:
        measure(slug, args.games, cap=args.cap)


if __name__ == "__main__":
    main()
