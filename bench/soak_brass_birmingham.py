"""Soak test for Brass: Birmingham: many random games, invariants checked after every move.

Usage: .venv/bin/python bench/soak_brass_birmingham.py --games 10000 [--seed 0] [--check-every 1]
Prints games, moves, crashes, violations, moves/s (play + checks) and the slowest legal_moves.
Timings are CPU time of this process (time.process_time), so other load on the machine does not
count; a slow legal_moves call is timed three more times and the fastest kept as "re-timed".
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.engines.brass_birmingham import ENGINE
from games.engines.brass_birmingham.invariants import check
from games.engines.brass_birmingham.legal import legal_moves


def play(seed: int, players: int, stats: dict[str, float]) -> None:
    rng = random.Random(seed)
    state = ENGINE.setup(players, {}, seed)
    before = None
    while ENGINE.result(state) is None:
        seat = rng.choice(ENGINE.to_act(state))
        started = time.process_time()
        moves = legal_moves(state, seat)
        took = time.process_time() - started
        stats["legal_worst"] = max(stats["legal_worst"], took)
        if took > stats["legal_retimed"]:
            # A slow call is timed again: a GC pause or another process is not the engine.
            again = []
            for _ in range(3):
                t0 = time.process_time()
                legal_moves(state, seat)
                again.append(time.process_time() - t0)
            stats["legal_retimed"] = max(stats["legal_retimed"], min(again))
        stats["legal_total"] += took
        stats["legal_calls"] += 1
        move = rng.choice(moves)
        t0 = time.process_time()
        before, state = state, ENGINE.apply(state, seat, move).state
        stats["apply_total"] += time.process_time() - t0
        stats["moves"] += 1
        for violation in check(state, before):
            stats["violations"] += 1
            if stats["violations"] <= 10:
                print(f"seed {seed}: {violation}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    stats = {
        "moves": 0.0,
        "violations": 0.0,
        "crashes": 0.0,
        "legal_worst": 0.0,
        "legal_retimed": 0.0,
        "legal_total": 0.0,
        "legal_calls": 0.0,
        "apply_total": 0.0,
    }
    started = time.process_time()
    for game in range(args.games):
        try:
            play(args.seed + game, 2 + game % 3, stats)
        except Exception:
            stats["crashes"] += 1
            if stats["crashes"] <= 5:
                traceback.print_exc()
        if (game + 1) % 500 == 0:
            print(f"... {game + 1} games", flush=True)
    elapsed = time.process_time() - started
    play_time = stats["legal_total"] + stats["apply_total"]
    print(
        f"games {args.games} moves {int(stats['moves'])} crashes {int(stats['crashes'])} "
        f"violations {int(stats['violations'])}"
    )
    print(
        f"CPU moves/s with checks {stats['moves'] / elapsed:.0f}; "
        f"moves/s play only (legal_moves + apply) {stats['moves'] / play_time:.0f}"
    )
    print(
        f"legal_moves mean {1000 * stats['legal_total'] / stats['legal_calls']:.2f} ms, "
        f"worst single call {1000 * stats['legal_worst']:.2f} ms, "
        f"worst re-timed (min of 3) {1000 * stats['legal_retimed']:.2f} ms"
    )


if __name__ == "__main__":
    main()
