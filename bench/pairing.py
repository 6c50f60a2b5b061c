"""Time to pair one Swiss round of 1,000 and 10,000 players at 4-player tables.

Run: .venv/bin/python bench/pairing.py [rounds-before]
Each field first plays a few simulated rounds (seeded), so the timed round has real history and
standings to respect; prints the time of round one and of the timed later round, and the repeat
pairs each created. Wall time and CPU time are both shown: on a busy machine the CPU time is
the figure to compare. Goal: under a second for 1,000 players. Prints figures; asserts nothing.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tournaments.formats import (
    History,
    PointsScheme,
    RoundResult,
    TableSpec,
    pair_swiss_round,
    repeats_in,
    simulate_round,
)


def bench(players: int, rounds_before: int, seed: int = 2026) -> None:
    rng = Random(seed)
    field = list(range(players))
    strength = {p: rng.gauss(0.0, 1.0) for p in field}
    spec = TableSpec(4, 3, 4)
    scheme = PointsScheme({4: (4, 2, 1, 0), 3: (4, 2, 0)}, bye_points=2)
    results: list[RoundResult] = []
    for number in range(1, rounds_before + 2):
        started, cpu_started = time.perf_counter(), time.process_time()
        pairing = pair_swiss_round(field, results, spec, scheme, rng)
        elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu_started
        if number in (1, rounds_before + 1):
            repeats = repeats_in(pairing.tables, History.of(results))
            print(
                f"{players:>6} players  round {number:>2}: {elapsed:7.3f} s ({cpu:.3f} s CPU)  "
                f"{len(pairing.tables)} tables, {len(pairing.byes)} byes, {repeats} repeat pairs"
            )
        results.append(simulate_round(pairing, strength, rng))


def main() -> None:
    rounds_before = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    print(f"Swiss pairing at 4-player tables (3 allowed), timed round after {rounds_before} played")
    for players in (1_000, 10_000):
        bench(players, rounds_before)


if __name__ == "__main__":
    main()
