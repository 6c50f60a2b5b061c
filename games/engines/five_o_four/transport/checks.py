"""Invariants of Module 1: goods conserved across all their places, the wagon's cargo within
its holds, MP never negative, covered demand only once, the wagon never on water."""

from __future__ import annotations

from games.engines.core import State

from ..core.catalog import COMPONENTS, GOODS
from .wagon import TRACK

COVER_MARKERS = int(COMPONENTS["cover_markers"])


def wagon_inhabitants(state: State, seat: int) -> int:
    wagons = state.get("wagons")
    if not wagons:
        return 0
    return sum(int(h["inh"]) for h in wagons[seat]["cargo"] if h and "inh" in h)


def goods_elsewhere(state: State, good: str) -> int:
    """Goods outside the supply and the players' fronts/trading houses."""
    if "wagons" not in state:
        return 0
    count = sum(int(pile.get(good, 0)) for pile in state["loose"].values())
    count += sum(b.get("stock", 0) for b in state["businesses"].values() if b["good"] == good)
    count += sum(1 for wg in state["wagons"] for h in wg["cargo"] if h and h.get("good") == good)
    turn = state.get("turn") or {}
    count += list(turn.get("sold", [])).count(good)
    count += int(state.get("goods_aside", {}).get(good, 0))  # C1-SHARES
    return int(count)


def transport_violations(state: State) -> list[str]:
    found: list[str] = []
    for seat, wagon in enumerate(state["wagons"]):
        if wagon["mp"] not in TRACK:
            found.append(f"seat {seat}: wagon MP {wagon['mp']}")
        if len(wagon["cargo"]) > 2:
            found.append(f"seat {seat}: {len(wagon['cargo'])} cargo holds")
        for hold in wagon["cargo"]:
            if hold is None:
                continue
            if "inh" in hold and not 1 <= hold["inh"] <= 2:
                found.append(f"seat {seat}: hold with {hold['inh']} inhabitants")
            if "good" in hold and hold["good"] not in GOODS:
                found.append(f"seat {seat}: hold with {hold['good']}")
        at = wagon["at"]
        if at is not None and state["spaces"].get(at) in (None, "water"):
            found.append(f"seat {seat}: wagon on {at}")
    turn = state.get("turn")
    if turn and turn.get("phase") == "3E" and turn["mp2"] < 0:
        found.append("negative MP")
    for city, covered in state.get("covered", {}).items():
        if len(set(covered)) != len(covered):
            found.append(f"city {city}: a demand slot covered twice")
    covered = sum(len(c) for c in state.get("covered", {}).values())
    delivered = sum(sum(d.values()) for d in state["delivered"])
    if "covered" in state and covered != delivered:
        found.append(f"{delivered} deliveries but {covered} cover markers laid")
    if covered > COVER_MARKERS:
        found.append(f"{covered} cover markers laid; the game has {COVER_MARKERS}")
    if "city_stack" in state:  # C1-EXP: one number per city piece still in the stack
        stack = state["city_stack"]
        if len(stack) != state["explore"]["stacks"]["city"] or stack != sorted(stack):
            found.append(f"city stack {stack} for {state['explore']['stacks']['city']} cities")
        numbers = [*state["city_no"].values(), *stack]
        if len(set(numbers)) != len(numbers):
            found.append(f"city numbers used twice: {numbers}")
    return found
