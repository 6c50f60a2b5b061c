"""The embedded default (`make run`: SQLite, tasks in-process) keeps bot games moving while
pages are loaded concurrently: no stall, no "database is locked", no 5xx.

Before SQLite ran in WAL mode with IMMEDIATE transactions and a busy timeout, the same run
stalled two of four games within seconds (a bot's move failed on the lock and nothing
retried it). The long version is bench/embedded_bots.py (200 bot moves).
"""

from __future__ import annotations

from pathlib import Path

from tests.support.embedded_bots import ENGINES, run

BOT_MOVES = 60


def test_bots_of_four_engines_keep_moving_under_concurrent_page_loads(tmp_path: Path):
    figures = run(bot_moves=BOT_MOVES, readers=3, directory=tmp_path)
    assert figures.stalls == []
    assert figures.lock_errors == 0
    assert figures.server_errors == []
    assert figures.bot_moves >= BOT_MOVES
    assert set(figures.bot_moves_by_engine) == set(ENGINES)
    assert figures.pages > 0
