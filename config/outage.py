"""What this process knows about Redis being down, and what it did instead.

Redis serves two parts that may fail open: the cache (throttling, the sweep's lock) and the
Celery broker (publishing a task). Neither holds the truth: games, submissions, deliveries
and the schedule live in PostgreSQL, and periodic tasks re-queue whatever waits there. So
when Redis is unreachable a request goes on without it instead of failing, and this module
keeps the record: a warning when a part goes down and a line when it is back (not one per
request), a counter per part (shown by ``/healthz``), and a short pause before the next
attempt so a dead or unreachable Redis costs a request nothing rather than a timeout.
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass, field

log = logging.getLogger("turnserver.outage")

# After a failure, a part is not tried again for this long (seconds).
RETRY_AFTER_SECONDS = 2.0


@dataclass
class _Part:
    failures: int = 0  # requests that went on without this part, since the process started
    down_since: float | None = None  # wall-clock time of the first failure of this outage
    retry_at: float = 0.0  # monotonic time before which the part is not tried again
    last_error: str = ""


@dataclass
class _Outages:
    parts: dict[str, _Part] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)


_STATE = _Outages()


def should_skip(part: str) -> bool:
    """True while ``part`` failed a moment ago: fail open at once, without a timeout."""
    state = _STATE.parts.get(part)
    return state is not None and time.monotonic() < state.retry_at


def skipped(part: str) -> None:
    """Count one request that went on without ``part`` without trying it (see should_skip)."""
    with _STATE.lock:
        _STATE.parts.setdefault(part, _Part()).failures += 1


def failed(part: str, error: BaseException | str) -> None:
    """Count one request that went on without ``part``; warn when an outage begins."""
    with _STATE.lock:
        state = _STATE.parts.setdefault(part, _Part())
        state.failures += 1
        state.retry_at = time.monotonic() + RETRY_AFTER_SECONDS
        state.last_error = str(error)[:300]
        starting = state.down_since is None
        if starting:
            state.down_since = time.time()
    if starting:
        log.warning("Redis %s unreachable, going on without it: %s", part, error)


def succeeded(part: str) -> None:
    """``part`` answered: an outage (if there was one) is over."""
    state = _STATE.parts.get(part)
    if state is None or state.down_since is None:
        return
    with _STATE.lock:
        down_for = time.time() - (state.down_since or time.time())
        state.down_since, state.retry_at = None, 0.0
    log.warning("Redis %s is back after %.0f s", part, down_for)


def is_down(part: str) -> bool:
    state = _STATE.parts.get(part)
    return state is not None and state.down_since is not None


def report() -> dict[str, dict[str, object]]:
    """Counters per part, for ``/healthz``: requests that went on without Redis."""
    return {
        name: {
            "degraded_total": part.failures,
            "down": part.down_since is not None,
            "last_error": part.last_error,
        }
        for name, part in sorted(_STATE.parts.items())
    }


def reset() -> None:
    """Forget every outage (tests: one test's dead Redis is not the next one's)."""
    with _STATE.lock:
        _STATE.parts.clear()
