"""Engine speed for every registered engine: random-playout moves/s, legal_moves times,
full game time. Prints a table; no assertions (figures for the issues' notes).

    .venv/bin/python bench/engines.py [--games N] [--engine SLUG]
    .venv/bin/python bench/engines.py --engine 504 --players 4 --options '{"world": "867"}'
      (one configuration instead of the engine's list, e.g. the slowest world of a soak)
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.engines.core import all_engines, get_engine


def measure(slug: str, games: int, only: tuple[int, dict] | None = None, cap: int = 20_000) -> None:
    engine = get_engine(slug)
    for players, options in [only] if only else engine.configurations():
        moves = 0
        apply_time = legal_time = 0.0
        legal_samples: list[float] = []
        game_times: list[float] = []
        unfinished = 0
        for number in range(games):
            rng = random.Random(number)
            started = time.perf_counter()
            state = engine.setup(players, dict(options), number)
            steps = 0
            while engine.result(state) is None and steps < cap:
                steps += 1
                seat = rng.choice(engine.to_act(state))
                t0 = time.perf_counter()
                legal = engine.legal_moves(state, seat)
                t1 = time.perf_counter()
                move = (
                    engine.bots["random"](state, seat, rng)
                    if not legal or "compact" in legal[0]
                    else rng.choice(legal)
                )
                t2 = time.perf_counter()
                state = engine.apply(state, seat, move).state
                t3 = time.perf_counter()
                legal_samples.append(t1 - t0)
                legal_time += t1 - t0
                apply_time += t3 - t2
                moves += 1
            game_times.append(time.perf_counter() - started)
            unfinished += engine.result(state) is None
        label = f"{slug} {players}p {options}"
        print(
            f"{label:60s} games={games:3d} moves={moves:7d} "
            f"apply={moves / apply_time:9.0f} moves/s  "
            f"playout(apply+legal)={moves / (apply_time + legal_time):8.0f} moves/s  "
            f"legal_moves median={statistics.median(legal_samples) * 1e3:6.2f} ms "
            f"worst={max(legal_samples) * 1e3:7.2f} ms  "
            f"game median={statistics.median(game_times):6.2f} s"
            + (f"  ({unfinished} unfinished at {cap} moves)" if unfinished else "")
        )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--engine", default=None)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--options", default=None, help="JSON options (with --players)")
    parser.add_argument("--cap", type=int, default=20_000, help="moves per game at most")
    args = parser.parse_args()
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
