"""Bots under the embedded default (`make run`): 200 bot moves across four engines with
concurrent page loads, on SQLite with in-process tasks; prints stalls and lock errors.

    .venv/bin/python bench/embedded_bots.py [--bot-moves 200] [--readers 4]

The harness is tests/support/embedded_bots.py (the suite runs a short version of it).
Wall-clock figures are for orientation only: the machine is shared.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.support.embedded_bots import LOCKED, run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--bot-moves", type=int, default=200)
    parser.add_argument("--readers", type=int, default=4)
    args = parser.parse_args()
    figures = run(args.bot_moves, args.readers)
    print(f"bot moves: {figures.bot_moves} (person moves {figures.person_moves})")
    print(f"bot moves by engine: {figures.bot_moves_by_engine}")
    print(f"finished games: {figures.finished_games}")
    print(f"concurrent reads: {figures.reads}")
    print(f"stalls: {len(figures.stalls)} {figures.stalls}")
    print(f"5xx answers: {len(figures.server_errors)} {figures.server_errors[:5]}")
    print(f"'{LOCKED}' in the logs: {figures.lock_errors}")
    print(f"wall clock: {figures.seconds:.0f} s (shared machine: orientation only)")


if __name__ == "__main__":
    main()
