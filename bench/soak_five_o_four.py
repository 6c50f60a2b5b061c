"""Soak test for the 504 engine: random games over every available world and player count,
invariants after every move; optional greedy-vs-random match and timing figures.

Usage: .venv/bin/python bench/soak_five_o_four.py --games 10 [--greedy 200] [--cap 5000]
       [--worlds 268 627 ...] [--shard 0/2]   (--shard k/n: every n-th world from the k-th,
       so n processes share the soak)
Prints games, moves, crashes, violations, unfinished games, moves/s, worst legal_moves time
and the slowest world's full-game time.
"""

from __future__ import annotations

import argparse
import random
import time
import traceback

from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.world import available_worlds
from games.engines.five_o_four.invariants import violations


def soak(worlds: list[str], games: int, cap: int) -> None:
    totals = {"games": 0, "moves": 0, "crashes": 0, "violations": 0, "unfinished": 0}
    worst_legal, slowest = (0.0, ""), (0.0, "")
    unfinished: dict[str, int] = {}
    started = time.perf_counter()
    for wid in worlds:
        before = dict(totals)
        for players in (2, 3, 4):
            for game in range(games):
                seed = int(wid) * 1000 + players * 100 + game  # reproducible across runs
                rng = random.Random(seed)
                t0 = time.perf_counter()
                try:
                    state = ENGINE.setup(players, {"world": wid}, seed)
                    moves = 0
                    while ENGINE.result(state) is None and moves < cap:
                        seat = ENGINE.to_act(state)[0]
                        t1 = time.perf_counter()
                        legal = ENGINE.legal_moves(state, seat)
                        spent = time.perf_counter() - t1
                        if spent > worst_legal[0]:
                            worst_legal = (spent, f"{wid}/{players}p")
                        move = ENGINE.bots["random"](state, seat, rng)
                        assert move in legal
                        state = ENGINE.apply(state, seat, move).state
                        moves += 1
                        bad = violations(state)
                        if bad:
                            totals["violations"] += 1
                            print("VIOLATION", wid, players, seed, moves, bad[:3])
                            break
                    totals["moves"] += moves
                    if ENGINE.result(state) is None:
                        totals["unfinished"] += 1
                        unfinished[wid] = unfinished.get(wid, 0) + 1
                except Exception:
                    totals["crashes"] += 1
                    print("CRASH", wid, players, seed)
                    traceback.print_exc()
                totals["games"] += 1
                took = time.perf_counter() - t0
                if took > slowest[0]:
                    slowest = (took, f"{wid}/{players}p")
        done = {k: totals[k] - before[k] for k in totals}
        print(f"world {wid}: {done}", flush=True)
    elapsed = time.perf_counter() - started
    print(f"worlds: {len(worlds)}", totals)
    if unfinished:
        print("unfinished at the move cap, by world:", unfinished)
    print(f"moves/s: {totals['moves'] / elapsed:.0f}")
    print(f"worst legal_moves: {worst_legal[0] * 1000:.1f} ms ({worst_legal[1]})")
    print(f"slowest full game: {slowest[0]:.2f} s ({slowest[1]})")


def sample_worlds(count: int) -> list[str]:
    """``count`` worlds spread evenly over the available ones."""
    worlds = available_worlds()
    return list(worlds[:: max(1, len(worlds) // count)][:count])


def greedy_vs_random(games: int, cap: int, worlds: list[str] | None = None) -> None:
    """Greedy against random, 2-player, the seats alternating.  A game that hits the move
    cap is counted as played and not won (it is reported as unfinished too)."""
    worlds = worlds or sample_worlds(20)
    print("greedy sample worlds:", " ".join(worlds))
    wins = unfinished = 0
    per_world: dict[str, list[int]] = {w: [0, 0, 0] for w in worlds}  # won, played, capped
    for game in range(games):
        wid = worlds[game % len(worlds)]
        seed = 7_000 + game
        rng = random.Random(seed)
        greedy_seat = game % 2
        state = ENGINE.setup(2, {"world": wid}, seed)
        moves = 0
        while ENGINE.result(state) is None and moves < cap:
            seat = ENGINE.to_act(state)[0]
            name = "greedy" if seat == greedy_seat else "random"
            state = ENGINE.apply(state, seat, ENGINE.bots[name](state, seat, rng)).state
            moves += 1
        result = ENGINE.result(state)
        per_world[wid][1] += 1
        if result is None:
            unfinished += 1
            per_world[wid][2] += 1
            continue
        won = result.ranks[greedy_seat] == 1 and result.ranks[1 - greedy_seat] == 2
        wins += won
        per_world[wid][0] += won
    print(
        "per world (won/played, capped):",
        ", ".join(
            f"{w} {v[0]}/{v[1]}" + (f" ({v[2]} capped)" if v[2] else "")
            for w, v in per_world.items()
        ),
    )
    print(
        f"greedy beat random in {wins}/{games} 2-player games ({100 * wins / games:.1f}%); "
        f"{unfinished} hit the {cap}-move cap and count as not won"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--greedy", type=int, default=0)
    parser.add_argument("--cap", type=int, default=5000)
    parser.add_argument("--worlds", nargs="*", default=None)
    parser.add_argument("--shard", default="0/1", help="k/n: every n-th world from the k-th")
    args = parser.parse_args()
    k, n = (int(x) for x in args.shard.split("/"))
    chosen = [w for arg in args.worlds or [] for w in arg.split(",") if w]  # "642,684" or "642 684"
    worlds = list(chosen or available_worlds())[k::n]
    if args.games:
        soak(worlds, args.games, args.cap)
    if args.greedy:
        greedy_vs_random(args.greedy, args.cap, chosen)


if __name__ == "__main__":
    main()
