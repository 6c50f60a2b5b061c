"""Time controls: when a seat's deadline falls, and how a seat's time bank moves.

``Game.time_control`` is JSON, one of:

* ``{"kind": "per_move", "seconds": 259200}`` — fixed time for every decision;
* ``{"kind": "bank", "initial": s, "increment": s, "cap": s}`` — a Fischer-style bank;
* ``{"kind": "none"}`` — no deadlines (friendly games).

All times are UTC; pages and emails show them in each user's timezone.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

DEFAULT_TIME_CONTROL: dict[str, Any] = {"kind": "per_move", "seconds": 3 * 24 * 3600}

TIME_CONTROL_SCHEMA: dict[str, Any] = {
    "oneOf": [
        {
            "type": "object",
            "properties": {
                "kind": {"const": "per_move"},
                "seconds": {"type": "integer", "minimum": 60, "maximum": 60 * 24 * 3600},
            },
            "required": ["kind", "seconds"],
        },
        {
            "type": "object",
            "properties": {
                "kind": {"const": "bank"},
                "initial": {"type": "integer", "minimum": 60},
                "increment": {"type": "integer", "minimum": 0},
                "cap": {"type": "integer", "minimum": 60},
            },
            "required": ["kind", "initial", "increment"],
        },
        {"type": "object", "properties": {"kind": {"const": "none"}}, "required": ["kind"]},
    ]
}


def initial_clock(time_control: dict[str, Any]) -> dict[str, Any]:
    if time_control.get("kind") == "bank":
        return {"bank": int(time_control["initial"])}
    return {}


def turn_deadline(
    time_control: dict[str, Any], clock: dict[str, Any], now: datetime
) -> datetime | None:
    """When a seat that must act from ``now`` runs out of time."""
    kind = time_control.get("kind", "per_move")
    if kind == "per_move":
        return now + timedelta(seconds=int(time_control["seconds"]))
    if kind == "bank":
        return now + timedelta(seconds=max(0, int(clock.get("bank", 0))))
    return None


def spend(
    time_control: dict[str, Any], clock: dict[str, Any], started: datetime | None, now: datetime
) -> dict[str, Any]:
    """The seat's clock after it acted at ``now`` having had to act since ``started``."""
    if time_control.get("kind") != "bank" or started is None:
        return clock
    used = int((now - started).total_seconds())
    bank = max(0, int(clock.get("bank", 0)) - used) + int(time_control.get("increment", 0))
    cap = time_control.get("cap")
    return {**clock, "bank": min(bank, int(cap)) if cap else bank}
