"""Track building (rulebook "Streckenbau"): steps, the colour order, and whether steps fit.

A line holds one marker per colour; position 0 = not on the line. A colour may step onto a
free field only while staying strictly behind the colour before it (black, grey, brown,
natural, white), and black never passes the line's last field.
"""

from __future__ import annotations

from typing import Any

from .catalog import ALLOWED, BLACK, COLOURS, LENGTH, LINES, UNLOCKS

Tracks = dict[str, list[int]]
Slot = frozenset[int]


def slot_of(spec: list[str]) -> Slot:
    """A step slot from its data spec: the colour indices it may use ("any" = all)."""
    if "any" in spec:
        return frozenset(range(len(COLOURS)))
    return frozenset(COLOURS.index(c) for c in spec)


def can_step(track: Tracks, has: list[bool], line: str, colour: int) -> bool:
    """May this colour make one step on this line now?"""
    if not has[colour] or colour not in ALLOWED[line]:
        return False
    row = track[line]
    pos = row[colour]
    if colour == BLACK:
        return pos < LENGTH[line]
    return pos + 1 < row[colour - 1]


def unlocked_by(black_before: int, black_after: int) -> list[int]:
    """Colours gained when the Trans-Siberian black marker reaches or passes their field."""
    return [c for field, c in UNLOCKS if black_before < field <= black_after]


def step_candidates(track: Tracks, has: list[bool], colours: Slot) -> list[tuple[str, int]]:
    return [(ln, c) for ln in LINES for c in sorted(colours) if can_step(track, has, ln, c)]


def _after(track: Tracks, has: list[bool], line: str, colour: int) -> tuple[Tracks, list[bool]]:
    new = {ln: list(row) for ln, row in track.items()}
    new[line][colour] += 1
    got = list(has)
    if line == "ts" and colour == BLACK:
        for c in unlocked_by(track["ts"][BLACK], new["ts"][BLACK]):
            got[c] = True
    return new, got


def consume(slots: list[Slot], colour: int) -> list[Slot] | None:
    """Remove the most restrictive slot that allows the colour (optimal: slots are nested)."""
    best = None
    for i, s in enumerate(slots):
        if colour in s and (best is None or len(s) < len(slots[best])):
            best = i
    if best is None:
        return None
    return slots[:best] + slots[best + 1 :]


def feasible(track: Tracks, has: list[bool], slots: list[Slot]) -> bool:
    """Can every slot be filled in some order (steps may unlock colours for later steps)?"""
    if not slots:
        return True
    if all(s == slots[0] for s in slots) and len(slots[0]) == 1:
        (colour,) = tuple(slots[0])
        return capacity(track, has, colour) >= len(slots)
    seen: set[Slot] = set()
    for slot in slots:
        if slot in seen:
            continue
        seen.add(slot)
        rest = list(slots)
        rest.remove(slot)
        for line, colour in step_candidates(track, has, slot):
            t2, h2 = _after(track, has, line, colour)
            if feasible(t2, h2, rest):
                return True
    return False


def capacity(track: Tracks, has: list[bool], colour: int) -> int:
    """How many steps of one colour fit in total (its own steps never make room for itself)."""
    if not has[colour]:
        return 0
    total = 0
    for line in LINES:
        if colour not in ALLOWED[line]:
            continue
        row = track[line]
        limit = LENGTH[line] if colour == BLACK else row[colour - 1] - 1
        total += max(0, limit - row[colour])
    return total


def legal_steps(
    track: Tracks, has: list[bool], slots: list[Slot], mandatory_slots: list[Slot], mandatory: bool
) -> list[tuple[str, int]]:
    """Steps a task allows now; for a mandatory task only those that keep it completable."""
    union: set[int] = set()
    for s in slots:
        union |= s
    out = []
    for line, colour in step_candidates(track, has, frozenset(union)):
        if mandatory:
            rest = consume(mandatory_slots, colour)
            if rest is None:
                continue
            t2, h2 = _after(track, has, line, colour)
            if not feasible(t2, h2, rest):
                continue
        out.append((line, colour))
    return out


def reach(p: dict[str, Any], line: str) -> int:
    """Fields a line's locomotive(s) reach (the two Trans-Siberian locomotives add up)."""
    return min(int(sum(p["locos"][line])), LENGTH[line])
