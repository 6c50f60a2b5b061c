"""Bots under the embedded default (`make run`): 200 bot moves across four engines with
concurrent page loads, on SQLite with in-process tasks; prints stalls and lock errors.

    .venv/bin/python bench/embedded_bots.py [--bot-moves 200] [--readers 4]

It starts runserver and the embedded worker itself on a temporary SQLite file; or drives a
`make run` already serving (its output sent to a file, searched for lock errors):

    make run > run.log 2>&1 &
    .venv/bin/python bench/embedded_bots.py --url http://127.0.0.1:8000 --log run.log

The harness is tests/support/embedded_bots.py (the suite runs a short version of it).
Wall-clock figures are for orientation only: the machine is shared.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.support.embedded_bots import LOCKED, Figures, drive, run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--bot-moves", type=int, default=200)
    parser.add_argument("--readers", type=int, default=4)
    parser.add_argument("--url", help="a server already running (make run)")
    parser.add_argument("--log", type=Path, help="that server's output, to count lock errors")
    args = parser.parse_args()
    if args.url:
        figures = Figures()
        drive(args.url, args.bot_moves, args.readers, figures)
        if args.log:
            figures.lock_errors = args.log.read_text(errors="replace").count(LOCKED)
    else:
        figures = run(args.bot_moves, args.readers)
    print(f"bot moves: {figures.bot_moves} (person moves {figures.person_moves})")
    print(f"bot moves by engine: {figures.bot_moves_by_engine}")
    print(f"finished games: {figures.finished_games}")
    print(f"concurrent reads: {figures.reads} (game pages: {figures.pages})")
    print(f"stalls: {len(figures.stalls)} {figures.stalls}")
    print(f"5xx answers: {len(figures.server_errors)} {figures.server_errors[:5]}")
    print(f"'{LOCKED}' in the logs: {figures.lock_errors}")
    print(f"wall clock: {figures.seconds:.0f} s (shared machine: orientation only)")


if __name__ == "__main__":
    main()
