"""Invariants every reachable state keeps (checked after every move by tests and the soak).

Returns a list of violations (empty = fine) so a soak run can count them instead of stopping.
"""

from __future__ import annotations

from typing import Any

from .board import coins_in_supply, doublers_in_supply, industry_limit
from .catalog import (
    ALLOWED,
    COLOURS,
    DOUBLER_SPACES,
    ENDGAME_CARDS,
    ENGINEERS,
    INDUSTRY_END,
    LENGTH,
    LINES,
    SETUP,
    SLOTS,
)

PIECES = {"black": 3, "grey": 3, "brown": 3, "natural": 2, "white": 1}
SOURCES = {"pass", "rounds", "end_of_line", "actions", "factories", "endgame_cards", "majority"}


def check(state: dict[str, Any]) -> list[str]:
    bad: list[str] = []
    n = state["players_n"]
    temps_held = 0
    for seat, p in enumerate(state["players"]):
        who = f"seat {seat}"
        base = SETUP["workers"][n]
        if p["workers_max"] != base + p["extra"] or not 0 <= p["extra"] <= 2:
            bad.append(f"{who}: worker total {p['workers_max']} with {p['extra']} extra")
        own = black = temps = 0
        for entries in state["spaces"].values():
            for e in entries:
                if e["seat"] == seat:
                    own += e["workers"]
                    temps += e["temps"]
                    black += 1 if e["black"] else 0
        if state["phase"] != "over" and own + p["workers"] != p["workers_max"]:
            bad.append(f"{who}: {own} workers placed + {p['workers']} free != {p['workers_max']}")
        if p["black_worker"] and state["phase"] != "over" and black + p["black_free"] != 1:
            bad.append(f"{who}: black worker counted {black + p['black_free']} times")
        if not p["black_worker"] and (black or p["black_free"]):
            bad.append(f"{who}: black worker used without owning it")
        temps_held += temps + p["temps"]
        if min(p["workers"], p["temps"], p["coins"]) < 0:
            bad.append(f"{who}: negative workers/coins")
        for colour, count in PIECES.items():
            c = COLOURS.index(colour)
            used = sum(1 for ln in LINES if p["track"][ln][c] > 0)
            if used > count:
                bad.append(f"{who}: {used} {colour} tracks on lines, only {count} exist")
            if used and not p["has"][c]:
                bad.append(f"{who}: {colour} built before it was gained")
        for ln in LINES:
            row = p["track"][ln]
            if not 1 <= row[0] <= LENGTH[ln]:
                bad.append(f"{who}: {ln} black at {row[0]}")
            for c in range(1, len(COLOURS)):
                if row[c] and (c not in ALLOWED[ln] or row[c] >= row[c - 1]):
                    bad.append(f"{who}: {ln} {COLOURS[c]} at {row[c]} (ahead {row[c - 1]})")
            if len(p["locos"][ln]) > SLOTS[ln]:
                bad.append(f"{who}: too many locomotives on {ln}")
        if not 0 <= p["doublers"] <= DOUBLER_SPACES:
            bad.append(f"{who}: {p['doublers']} doublers")
        marks = p["industry"]
        if any(not 0 <= m <= min(industry_limit(p), INDUSTRY_END) for m in marks):
            bad.append(f"{who}: industry marker beyond a gap {marks}")
        if len(marks) == 2 and marks[0] == marks[1] != 0:
            bad.append(f"{who}: industry markers share field {marks[0]}")
        if p["score"] != sum(p["points"].values()) or set(p["points"]) - SOURCES:
            bad.append(f"{who}: score {p['score']} from {p['points']}")
    taken = state["spaces"].get("temporary_workers")
    if temps_held != (2 if taken and state["phase"] != "over" else temps_held if taken else 0):
        bad.append(f"temporary workers: {temps_held} in play")
    if coins_in_supply(state) < 0 or doublers_in_supply(state) < 0:
        bad.append("supply of coins or doublers below zero")
    tiles = sum(state["stacks"]) + len(state["display"])
    tiles += sum(len(v) for p in state["players"] for v in p["locos"].values())
    tiles += sum(1 for p in state["players"] for f in p["factories"] if f is not None)
    tiles += len(state["emil"]["tiles"]) if state["emil"] else 0
    tiles += 1 if "locomotive_9" in state["qcards"] else 0
    tiles += sum(1 for t in state["tasks"] if t["kind"] == "displaced" or t.get("value"))
    expected = 37 - 9 * SETUP["locos_removed"][n]
    if tiles != expected:
        bad.append(f"locomotive/factory tiles {tiles} != {expected}")
    cards = list(state["secret"]["endgame_stack"]) + list(state["secret"]["endgame_removed"])
    cards += [c for priv in state["private"] for c in priv["endgame"]]
    if sorted(cards) != sorted(ENDGAME_CARDS):
        bad.append("end-game cards not conserved")
    engineers = [e for e in state["engineer_row"] if e is not None]
    engineers += state["engineers_gone"] + state["secret"]["engineer_box"]
    engineers += [e for p in state["players"] for e in p["engineers"]]
    engineers += state["emil"]["engineers"] if state["emil"] else []
    engineers += [1] if "engineer" in state["qcards"] else []
    if sorted(engineers) != sorted(ENGINEERS):
        bad.append(f"engineers not conserved: {sorted(engineers)}")
    return bad
