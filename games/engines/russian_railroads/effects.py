"""What an action grants, and whether a competitive action can be carried out completely.

Clarification C1 of the online rules: main-board spaces (public engineers included) and ?-cards
must be fully executable to be chosen; own engineers, factories and ?-tokens (C2) may lapse in
part. An effect's immediate parts are applied here; choices become tasks (see tasks.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .board import (
    add_points,
    coins_in_supply,
    doublers_in_supply,
    factory_possible,
    industry_capacity,
    loco_and_factory_possible,
    loco_placements,
    loco_possible,
    place_doublers,
    take_coins,
)
from .catalog import BLACK, DOUBLER_SPACES, ENGINEERS, SPACES
from .tracks import Slot, feasible, slot_of

State = dict[str, Any]
Effect = Mapping[str, Any]


def slots_of(effect: Effect) -> list[Slot]:
    return [slot_of(s) for s in effect.get("track", [])]


def engineer_on_field(state: State, field: int) -> int | None:
    """The engineer on public field "2" or "1" (counted from the hire field, which is last)."""
    row = state["engineer_row"]
    value: int | None = row[len(row) - 1 - field]
    return value


def resolved(state: State, effect: Effect) -> Effect:
    """A public-engineer space acts as the engineer lying on it."""
    if "public" in effect:
        number = engineer_on_field(state, int(effect["public"]))
        return ENGINEERS[number] if number is not None else {}
    return effect


def allows_black(state: State, effect: Effect) -> bool:
    """Does the space allow at least one black step (black-worker bonus, ?-card)?"""
    return any(BLACK in s for s in slots_of(resolved(state, effect)))


def effect_feasible(state: State, seat: int, effect: Effect) -> bool:
    """Can the whole effect be carried out now (C1)?"""
    p = state["players"][seat]
    if "public" in effect:
        number = engineer_on_field(state, int(effect["public"]))
        return number is not None and effect_feasible(state, seat, ENGINEERS[number])
    if "track" in effect and not feasible(p["track"], p["has"], slots_of(effect)):
        return False
    if "industry" in effect and industry_capacity(p) < int(effect["industry"]):
        return False
    if "loco_or_factory" in effect and not (loco_possible(state, p) or factory_possible(state)):
        return False
    if "loco_and_factory" in effect and not loco_and_factory_possible(state, p):
        return False
    if "doublers" in effect:
        n = int(effect["doublers"])
        if p["doublers"] + n > DOUBLER_SPACES or doublers_in_supply(state) < n:
            return False
    if "coins" in effect and coins_in_supply(state) < int(effect["coins"]):
        return False
    if "hire" in effect and state["engineer_row"][-1] is None:
        return False
    return not ("reuse" in effect and not reuse_targets(state, seat))


def apply_effect(state: State, seat: int, effect: Effect, mandatory: bool, source: str) -> None:
    """Immediate parts now; choices queued as tasks (mandatory for competitive actions)."""
    p = state["players"][seat]
    tasks = state["tasks"]
    if "public" in effect:
        apply_effect(state, seat, resolved(state, effect), mandatory, source)
        return
    if "points" in effect:
        add_points(p, "actions", int(effect["points"]))
    if "coins" in effect:
        take_coins(state, p, int(effect["coins"]))
    if "doublers" in effect:
        place_doublers(state, p, int(effect["doublers"]))
    if "temps" in effect:
        # only two turquoise workers exist: a re-used space cannot hand them out again
        in_play = sum(q["temps"] for q in state["players"]) + sum(
            e["temps"] for entries in state["spaces"].values() for e in entries
        )
        p["temps"] += max(0, int(effect["temps"]) - in_play)
    if "hire" in effect:
        number = state["engineer_row"][-1]
        state["engineer_row"][-1] = None
        p["engineers"].append(number)
    if "engineer_points" in effect:
        add_points(p, "factories", max(0, sum(p["engineers"])))
    if "loco_points" in effect:
        locos = sorted((v for line in p["locos"].values() for v in line), reverse=True)
        add_points(p, "factories", sum(locos[: int(effect["loco_points"])]))
    if "endgame_or_points" in effect:
        if state["secret"]["endgame_stack"]:
            tasks.append({"kind": "factory9", "m": True})
        else:
            add_points(p, "factories", int(effect["endgame_or_points"]))
    if "track" in effect:
        tasks.append(
            {
                "kind": "track",
                "m": mandatory,
                "src": source,
                "slots": [sorted(s) for s in slots_of(effect)],
            }
        )
    if "industry" in effect:
        tasks.append({"kind": "industry", "m": mandatory, "n": int(effect["industry"])})
    if "loco_or_factory" in effect:
        tasks.append({"kind": "lof", "m": mandatory})
    if "loco_and_factory" in effect:
        tasks.append({"kind": "loco", "m": mandatory})
        tasks.append({"kind": "factory", "m": mandatory})
    if "reuse" in effect:
        tasks.append({"kind": "reuse", "m": False})


def space_effect(state: State, seat: int, space: str) -> Effect:
    """The effect of a board space or of one of the player's own engineers."""
    if space.startswith("engineer:"):
        return ENGINEERS[int(space.split(":")[1])]
    return SPACES[space].effect


def seat_workers_on(state: State, seat: int, space: str) -> tuple[int, int]:
    """(workers, coins) the seat has on a space; temporary and black workers are workers (A-7)."""
    workers = coins = 0
    for e in state["spaces"].get(space, []):
        if e["seat"] == seat:
            workers += e["workers"] + e["temps"] + (1 if e["black"] else 0)
            coins += e["coins"]
    return workers, coins


def reuse_targets(state: State, seat: int) -> list[str]:
    """Spaces the seat stands on with exactly one worker and no coin (factory 3, engineer 8).

    Turn-order spaces carry no action to repeat; an engineer 8 (own or public) is left out so
    the re-use cannot loop on itself.
    """
    out = []
    for space in sorted(state["spaces"]):
        if space.startswith("turn_order") or space == "hire_engineer":
            continue
        if space == "engineer:8":
            continue
        effect = space_effect(state, seat, space)
        if "public" in effect and engineer_on_field(state, int(effect["public"])) == 8:
            continue
        if seat_workers_on(state, seat, space) == (1, 0):
            out.append(space)
    return out


def qcard_feasible(state: State, seat: int, card: str) -> bool:
    """?-cards are competitive: only fully executable ones may be chosen (C1), together with
    what the current action still owes."""
    p = state["players"][seat]
    if card not in state["qcards"]:
        return False
    owed = sum(t["n"] for t in state["tasks"] if t["kind"] == "industry" and t["m"])
    if card == "factory":
        return factory_possible(state) and industry_capacity(p, extra_gap=True) >= 2 + owed
    if card == "locomotive_9":
        return bool(loco_placements(p, 9))
    if card == "four_actions":
        slots = [
            frozenset(s)
            for t in state["tasks"]
            if t["kind"] == "track" and t["m"]
            for s in t["slots"]
        ]
        return (
            p["doublers"] < DOUBLER_SPACES
            and doublers_in_supply(state) >= 1
            and industry_capacity(p) >= 1 + owed
            and feasible(p["track"], p["has"], [*slots, frozenset([BLACK])])
        )
    return True


def apply_qcard(state: State, seat: int, card: str) -> None:
    p = state["players"][seat]
    state["qcards"].remove(card)
    tasks = state["tasks"]
    if card == "engineer":
        p["engineers"].append(1)
        p["coins"] += 1  # the coin lying with the card
    elif card == "factory":
        tasks.append({"kind": "factory", "m": True, "after": {"industry": 2}})
    elif card == "black_worker":
        p["black_worker"] = True
        p["black_free"] = True
    elif card == "locomotive_9":
        tasks.append({"kind": "loco", "m": True, "value": 9})
    elif card == "four_actions":
        place_doublers(state, p, 1)
        tasks.append({"kind": "industry", "m": True, "n": 1})
        tasks.append({"kind": "track", "m": True, "src": "card", "slots": [[BLACK]]})
        tasks.append({"kind": "extra4", "m": False})
