"""Module 6 — Roads (Straßen): roads between settlements, networks from the capital.

TOP I: game end by connected cities and the road scoring; TOP II: road income; TOP III:
free roads.  Rulebook "Das Modul 6: Straßen"; digest §4.6.
"""

from __future__ import annotations

from games.engines.core import State

from ..core import actors
from ..core.actions import STAYS_ACTIVE
from ..core.actors import public_companies
from ..core.board import edge
from ..core.pieces import SETTLED, UNSETTLED
from ..core.registry import Module, TopI, TopII, TopIII, register
from ..core.rounds import TURN_STARTS
from ..core.state import SETUP
from ..core.world import World
from .income import top_ii_income
from .neutral import POOL, neutral_roads
from .ownership import reclaim_at_turn_start, reclaim_neutral_roads, roads_left
from .scoring import roads_ends, roads_score

MODULE = register(
    Module(
        number=6,
        name="roads",
        moves=frozenset({"road"}),
        at={
            "I": TopI(ends=roads_ends, score=roads_score),
            "II": TopII(income=top_ii_income),
            "III": TopIII(),
        },
    )
)

ROADS_EACH = 19  # Roads setup, 2-4 players
COMPANY_ROADS = 14  # C6-9: 14 roads per company


def _roads(state: State, w: World) -> None:
    """19 roads per player, 14 per company (C6-9); with Military one common supply of 40
    neutral roads instead (C6-MIL), and with 6.I each player's ledger of spaces."""
    if neutral_roads(w):
        state["road_pool"] = POOL
        if w.at(6, "I"):
            state["road_ledger"] = [[] for _ in range(actors.count(state))]
        return
    each = COMPANY_ROADS if public_companies(w) else ROADS_EACH
    for supply in state["supply"]:
        supply["roads"] = each


SETUP.add("6: roads", lambda w: w.has(6), _roads, rank=10)
SETTLED.add(
    "C6-NEUTRAL", lambda w: w.has(6) and not neutral_roads(w), reclaim_neutral_roads, rank=40
)
UNSETTLED.add("C6-NEUTRAL", lambda w: w.has(6), roads_left, rank=40)


def _along_road(state: State, w: World, seat: int, src: str, dst: str, target: list[int]) -> bool:
    """6 3D: an inhabitant moving along an own road stays active; with Military along any
    road between own spaces (C6-MIL)."""
    if neutral_roads(w):
        return edge(src, dst) in state["roads"]
    pieces = state["roads"].get(edge(src, dst), [])
    return seat in [o for o, n in pieces if not n]


STAYS_ACTIVE.add("6: along an own road", lambda w: w.has(6), _along_road)
TURN_STARTS.add(
    "C6-NEUTRAL", lambda w: w.has(6) and not neutral_roads(w), reclaim_at_turn_start, rank=30
)
