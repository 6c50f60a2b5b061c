"""Soak test for Age of Steam: many random games per (map, player count), invariants after
every move; prints games, moves, crashes, violations, moves/s, worst legal_moves and apply
(validate) times and the full-game time.

    .venv/bin/python bench/soak_age_of_steam.py --games 2000
    .venv/bin/python bench/soak_age_of_steam.py --games 50 --maps germany st_lucia
    .venv/bin/python bench/soak_age_of_steam.py --maps rust_belt --players 5 6
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.engines.age_of_steam import ENGINE
from games.engines.age_of_steam.invariants import violations
from games.engines.age_of_steam.maps import MAPS, PLAYABLE_MAPS


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000, help="games per (map, players)")
    parser.add_argument("--maps", nargs="*", default=list(PLAYABLE_MAPS))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--players",
        nargs="*",
        type=int,
        default=None,
        help="only these player counts (of those each map allows)",
    )
    parser.add_argument(
        "--legal-every",
        type=int,
        default=100,
        help="time legal_moves on every k-th position (full build "
        "enumeration is most of a soak's time when sampled often)",
    )
    args = parser.parse_args()
    totals = {"games": 0, "moves": 0, "crashes": 0, "violations": 0}
    worst_legal = worst_apply = worst_game = 0.0
    started = time.perf_counter()
    for key in args.maps:
        gm = MAPS[key]
        for players in range(gm.min_players, gm.max_players + 1):
            if args.players and players not in args.players:
                continue
            t0 = time.perf_counter()
            moves = crashes = broken = 0
            for game in range(args.games):
                seed = args.seed * 1_000_003 + game * 7919 + players
                rng = random.Random(seed)
                g0 = time.perf_counter()
                try:
                    state = ENGINE.setup(players, {"map": key}, seed)
                    while ENGINE.result(state) is None:
                        seat = ENGINE.to_act(state)[0]
                        if moves % args.legal_every == 0:
                            l0 = time.perf_counter()
                            ENGINE.legal_moves(state, seat)
                            worst_legal = max(worst_legal, time.perf_counter() - l0)
                        move = ENGINE.bots["random"](state, seat, rng)
                        a0 = time.perf_counter()
                        state = ENGINE.apply(state, seat, move).state
                        worst_apply = max(worst_apply, time.perf_counter() - a0)
                        moves += 1
                        found = violations(state)
                        if found:
                            broken += 1
                            print(f"VIOLATION {key} {players}p seed {seed}: {found}")
                            break
                except Exception:
                    crashes += 1
                    print(f"CRASH {key} {players}p seed {seed}")
                    traceback.print_exc()
                worst_game = max(worst_game, time.perf_counter() - g0)
            dt = time.perf_counter() - t0
            print(
                f"{key:12s} {players}p: {args.games} games, {moves} moves, {crashes} crashes, "
                f"{broken} violations, {moves / max(dt, 1e-9):.0f} moves/s, "
                f"{dt / max(args.games, 1):.3f} s/game",
                flush=True,
            )
            totals["games"] += args.games
            totals["moves"] += moves
            totals["crashes"] += crashes
            totals["violations"] += broken
    elapsed = time.perf_counter() - started
    print(
        f"TOTAL games={totals['games']} moves={totals['moves']} crashes={totals['crashes']} "
        f"violations={totals['violations']} moves/s={totals['moves'] / max(elapsed, 1e-9):.0f} "
        f"worst legal_moves={worst_legal * 1000:.1f} ms worst apply={worst_apply * 1000:.1f} ms "
        f"worst game={worst_game:.2f} s elapsed={elapsed:.0f} s"
    )
    return 1 if totals["crashes"] or totals["violations"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
