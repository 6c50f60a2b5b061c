"""Shared helpers on the JSON state: supplies, industry track, locomotives, special spaces.

Special spaces (rulebook "Das Spielertableau") are checked after every change of a marker,
locomotive or industry marker; one-shot benefits are recorded in ``done`` so they never repeat.
"""

from __future__ import annotations

from typing import Any

from .catalog import (
    BLACK,
    COIN_SUPPLY,
    DOUBLER_SPACES,
    DOUBLER_SUPPLY,
    END_POINTS,
    EXTRA_WORKERS,
    GAPS,
    INDUSTRY_END,
    INDUSTRY_Q,
    LENGTH,
    LINES,
    QUESTION_SPACES,
    SLOTS,
    UNLOCKS,
    WHITE,
    WHITE_STEPS,
)
from .tracks import reach

State = dict[str, Any]
Player = dict[str, Any]


def add_points(p: Player, source: str, amount: int) -> None:
    """Every point is booked under its rule source, so invariants can check the total."""
    if amount:
        p["score"] += amount
        p["points"][source] = p["points"].get(source, 0) + amount


def coins_in_supply(state: State) -> int:
    held = sum(p["coins"] for p in state["players"])
    on_board = sum(e["coins"] for entries in state["spaces"].values() for e in entries)
    on_card = 1 if "engineer" in state["qcards"] else 0
    return int(COIN_SUPPLY - held - on_board - on_card)


def doublers_in_supply(state: State) -> int:
    return int(DOUBLER_SUPPLY - sum(p["doublers"] for p in state["players"]))


def place_doublers(state: State, p: Player, n: int) -> int:
    """Doublers go on the leftmost free spaces above the Trans-Siberian line; surplus lapses."""
    n = max(0, min(n, DOUBLER_SPACES - p["doublers"], doublers_in_supply(state)))
    p["doublers"] += n
    return int(n)


def take_coins(state: State, p: Player, n: int) -> int:
    n = max(0, min(n, coins_in_supply(state)))
    p["coins"] += n
    return n


# ----------------------------------------------------------------------- industry track


def industry_limit(p: Player) -> int:
    """Last field a marker may reach: just before the first empty gap, else the end."""
    for i, gap in enumerate(GAPS):
        if p["factories"][i] is None:
            return gap - 1
    return INDUSTRY_END


def industry_capacity(p: Player, extra_gap: bool = False) -> int:
    """Total industry steps that fit; markers never share a field beyond the start (A-10)."""
    limit = industry_limit(p)
    if extra_gap and limit < INDUSTRY_END:
        nxt = [g for i, g in enumerate(GAPS) if p["factories"][i] is None][1:2]
        limit = nxt[0] - 1 if nxt else INDUSTRY_END
    marks = sorted(p["industry"], reverse=True)
    total = max(0, limit - marks[0])
    if len(marks) > 1:
        total += max(0, limit - 1 - marks[1])
    return int(total)


def can_move_marker(p: Player, i: int) -> bool:
    marks = p["industry"]
    if i >= len(marks):
        return False
    nxt = marks[i] + 1
    if nxt > industry_limit(p):
        return False
    return not any(j != i and m == nxt for j, m in enumerate(marks))


def factory_at(p: Player, pos: int) -> int | None:
    if pos in GAPS:
        value: int | None = p["factories"][GAPS.index(pos)]
        return value
    return None


# ----------------------------------------------------------------------- locomotives


def lowest_stack(state: State) -> int | None:
    for n in range(1, 10):
        if state["stacks"][n] > 0:
            return n
    return None


def loco_placements(
    p: Player, value: int, exclude: str | None = None
) -> list[tuple[str, int | None]]:
    """Where a locomotive of this value may go: a free slot, or over a strictly lower one."""
    out: list[tuple[str, int | None]] = []
    for line in LINES:
        if line == exclude:
            continue
        locos = p["locos"][line]
        if len(locos) < SLOTS[line]:
            out.append((line, None))
        for u in sorted(set(locos)):
            if u < value:
                out.append((line, u))
    return out


def loco_possible(state: State, p: Player) -> bool:
    low = lowest_stack(state)
    return low is not None and bool(loco_placements(p, low))


def factory_possible(state: State) -> bool:
    return lowest_stack(state) is not None or bool(state["display"])


def loco_and_factory_possible(state: State, p: Player) -> bool:
    """Both halves fit: two tiles, or one tile whose locomotive displaces one (scrapped later)."""
    low = lowest_stack(state)
    if low is None or not loco_placements(p, low):
        return False
    tiles = sum(state["stacks"]) + len(state["display"])
    return tiles >= 2 or any(u is not None for _, u in loco_placements(p, low))


# ----------------------------------------------------------------------- special spaces


def check_triggers(state: State, seat: int) -> None:
    """Grant every special-space benefit whose condition is now met (once each)."""
    p = state["players"][seat]
    done = p["done"]
    track = p["track"]
    black_ts = track["ts"][BLACK]
    for field, colour in UNLOCKS:
        key = f"unlock{field}"
        if black_ts >= field and key not in done:
            done.append(key)
            p["has"][colour] = True
            if colour == WHITE:
                state["tasks"].append(
                    {
                        "kind": "track",
                        "m": False,
                        "src": "ts15",
                        "slots": [[WHITE] for _ in range(WHITE_STEPS)],
                    }
                )
    for line in LINES:
        key = f"end_{line}"
        if track[line][BLACK] >= LENGTH[line] and key not in done:
            done.append(key)
            add_points(p, "end_of_line", END_POINTS)
    for key, line, field, colour, needs_loco in EXTRA_WORKERS:
        if key in done or track[line][colour] < field:
            continue
        if needs_loco and reach(p, line) < field:
            continue
        done.append(key)
        p["extra"] += 1
        p["workers"] += 1
        p["workers_max"] += 1
    for key, line, field in QUESTION_SPACES:
        if key not in p["qdone"] and track[line][BLACK] >= field and reach(p, line) >= field:
            p["qdone"].append(key)
            state["tasks"].append({"kind": "qtoken", "m": True, "space": key})
    if "industry" not in p["qdone"] and any(m >= INDUSTRY_Q for m in p["industry"]):
        p["qdone"].append("industry")
        state["tasks"].append({"kind": "qtoken", "m": True, "space": "industry"})
