"""Soak Russian Railroads: many random games, invariants after every move, speed figures.

Usage: python bench/soak_russian_railroads.py --games 5000 [--players 1 2 3 4] [--greedy 200]
Prints, per player count: games, moves, crashes, violations, moves/s, the worst legal_moves
time and the mean full-game time; with --greedy N also the greedy-vs-random win rate.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from games.engines.russian_railroads import ENGINE
from games.engines.russian_railroads.invariants import check


def soak(players: int, games: int, seed0: int) -> dict[str, float]:
    moves = crashes = violations = 0
    worst_legal = 0.0
    started = time.perf_counter()
    for game in range(games):
        if game and game % 250 == 0:
            print(
                f"{players}p progress: games={game} moves={moves} crashes={crashes} "
                f"violations={violations}",
                flush=True,
            )
        seed = seed0 + game
        rng = random.Random(seed)
        try:
            state = ENGINE.setup(players, {}, seed)
            while ENGINE.result(state) is None:
                seat = ENGINE.to_act(state)[0]
                t0 = time.perf_counter()
                legal = ENGINE.legal_moves(state, seat)
                worst_legal = max(worst_legal, time.perf_counter() - t0)
                state = ENGINE.apply(state, seat, rng.choice(legal)).state
                moves += 1
                bad = check(state)
                if bad:
                    violations += 1
                    print(f"violation {players}p seed {seed}: {bad}", file=sys.stderr)
                    break
        except Exception:
            crashes += 1
            print(f"crash {players}p seed {seed}", file=sys.stderr)
            traceback.print_exc()
    elapsed = time.perf_counter() - started
    return {
        "games": games,
        "moves": moves,
        "crashes": crashes,
        "violations": violations,
        "moves_per_s": moves / elapsed,
        "worst_legal_ms": worst_legal * 1000,
        "game_ms": elapsed / max(games, 1) * 1000,
    }


def greedy_rate(players: int, games: int) -> float:
    wins = 0
    for game in range(games):
        rng = random.Random(game)
        state = ENGINE.setup(players, {}, 900_000 + game)
        if players == 1:
            greedy = _solo_score(state, "greedy", rng)
            wins += greedy > _solo_score(state, "random", random.Random(game))
            continue
        seat_g = game % players
        while ENGINE.result(state) is None:
            seat = ENGINE.to_act(state)[0]
            bot = ENGINE.bots["greedy" if seat == seat_g else "random"]
            state = ENGINE.apply(state, seat, bot(state, seat, rng)).state
        result = ENGINE.result(state)
        assert result is not None
        wins += result.ranks[seat_g] == 1
    return wins / games


def _solo_score(state: dict, bot: str, rng: random.Random) -> float:
    while ENGINE.result(state) is None:
        state = ENGINE.apply(state, 0, ENGINE.bots[bot](state, 0, rng)).state
    result = ENGINE.result(state)
    assert result is not None
    return result.scores[0]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--players", type=int, nargs="*", default=[1, 2, 3, 4])
    parser.add_argument("--greedy", type=int, default=0)
    args = parser.parse_args()
    failed = False
    for players in args.players:
        row = soak(players, args.games, 1_000_000 * players)
        failed |= bool(row["crashes"] or row["violations"])
        print(
            f"{players}p: games={row['games']} moves={row['moves']} crashes={row['crashes']} "
            f"violations={row['violations']} moves/s={row['moves_per_s']:.0f} "
            f"worst legal_moves={row['worst_legal_ms']:.2f} ms "
            f"game={row['game_ms']:.1f} ms",
            flush=True,
        )
        if args.greedy:
            print(
                f"{players}p: greedy beats random in {greedy_rate(players, args.greedy):.1%} "
                f"of {args.greedy} games",
                flush=True,
            )
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
