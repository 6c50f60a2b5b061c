"""Round scoring and final scoring (rulebook "Wertung", "Ende des Spiels").

A line scores the fields its locomotive(s) reach; an empty field behind a marker counts as
that marker's colour. Doublers double Trans-Siberian fields 1-8; St. Petersburg doubles once
grey and locomotive reach field 7; Kiev adds its stars (and the medal) for black + locomotive.
"""

from __future__ import annotations

from typing import Any

from .catalog import (
    BLACK,
    COLOURS,
    ENDGAME_CARDS,
    INDUSTRY_POINTS,
    KIEV_STARS,
    LENGTH,
    LINES,
    MAJORITY,
    MEDAL,
    REVALUED,
    SP_DOUBLING,
    VALUES,
)
from .tracks import reach

Player = dict[str, Any]


def line_points(p: Player, line: str) -> int:
    values = REVALUED if p["upgrader"] else VALUES
    row = p["track"][line]
    far = reach(p, line)
    total = 0
    for field in range(1, far + 1):
        colour = None
        for c in range(len(COLOURS) - 1, -1, -1):
            if row[c] >= field:
                colour = c
                break
        if colour is None:
            continue
        value = values[colour]
        if line == "ts" and field <= p["doublers"]:
            value *= 2
        total += value
    if line == "sp":
        field, colour = SP_DOUBLING
        if row[colour] >= field and far >= field:
            total *= 2
    if line == "kv":
        total += sum(pts for field, pts in KIEV_STARS if row[BLACK] >= field and far >= field)
        field, colour, pts = MEDAL
        if p["medal"] and row[colour] >= field and far >= field:
            total += pts
    return total


def industry_points(p: Player) -> int:
    return sum(INDUSTRY_POINTS[m] for m in p["industry"])


def round_points(p: Player) -> dict[str, int]:
    out = {line: line_points(p, line) for line in LINES}
    out["industry"] = industry_points(p)
    return out


def endgame_card_points(p: Player, card: str) -> int:
    """Points of one end-game card (appendix); "additional_engineer" counts in the majority."""
    if card == "locomotive_sum":
        return sum(v for line in p["locos"].values() for v in line)
    if card == "factory_count":
        return min(20, 4 * sum(1 for f in p["factories"] if f is not None))
    if card == "terminal_stations":
        return 10 * sum(1 for ln in LINES if p["track"][ln][BLACK] >= LENGTH[ln])
    if card == "fifteen_points":
        return 15
    if card == "doubler_count":
        return 30 if p["doublers"] >= 7 else 20 if p["doublers"] >= 4 else 0
    if card == "engineer_count":
        return 6 * len(p["engineers"])
    if card == "extra_workers":
        return min(30, 10 * (int(p["extra"]) + (1 if p["black_worker"] else 0)))
    if card == "question_tokens":
        return 7 * len(p["tokens"])
    if card == "black_tracks":
        return int(sum(p["track"][ln][BLACK] for ln in LINES))
    assert card in ENDGAME_CARDS
    return 0


def majority(counts: list[tuple[int, int]]) -> list[int]:
    """Engineer majority: 40 for most, 20 for second; ties go to the highest engineer number.

    ``counts[seat]`` = (engineers counted, highest engineer number); seats without an engineer
    get nothing (A-17, A-18).
    """
    ranked = sorted((c, i) for i, c in enumerate(counts) if c[0] > 0)
    ranked.reverse()
    award = [0] * len(counts)
    for place, (_, seat) in enumerate(ranked[: len(MAJORITY)]):
        award[seat] = MAJORITY[place]
    return award


def engineer_count(p: Player, cards: list[str]) -> tuple[int, int]:
    real = len(p["engineers"])
    bonus = 1 if real and "additional_engineer" in cards else 0
    return real + bonus, max(p["engineers"], default=-99)
