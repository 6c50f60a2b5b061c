"""One handler per move type: the rule module that decides it, on the working state.

The framework's pipeline (games.engines.core.Rules.apply) has checked the game, the seat,
the move type expected now and the move's schema, and copied the state; a handler checks the
rest and changes the copy, and the round moves on (AgeOfSteam.settle: rounds.advance).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.engines.core import Reveal

from . import rounds
from .build_track.legacy import build_turn
from .build_track.turn import build_special_link, build_tile, end_turn, take_back_turn
from .build_track.urbanize import urbanize
from .catalog import LOCO_MAX
from .common import State, refuse
from .goods import deliver, place_production
from .words import T

Move = dict[str, Any]
Reveals = list[Reveal]
Handler = Callable[[State, int, Move, Reveals], None]


def _build(s: State, seat: int, move: Move, reveals: Reveals) -> None:
    build_tile(s, seat, move)


def _pass(s: State, seat: int, move: Move, reveals: Reveals) -> None:
    if s["phase"] == "auction":
        rounds.auction_pass(s, seat)
    else:
        s["move"]["queue"].pop(0)


def _urbanize(s: State, seat: int, move: Move, reveals: Reveals) -> None:
    if s["phase"] != "urbanize":
        raise refuse(
            "E_WRONG_PHASE",
            T(
                "The New City is placed at the start of the Build Track phase, before "
                "anyone builds."
            ),
        )
    urbanize(s, seat, move["hex"], move["letter"])
    s["phase"] = "build"


def _skip_urbanize(s: State, seat: int, move: Move, reveals: Reveals) -> None:
    s["phase"] = "build"


def _deliver(s: State, seat: int, move: Move, reveals: Reveals) -> None:
    deliver(s, seat, move)
    s["move"]["queue"].pop(0)


def _increase_locomotive(s: State, seat: int, move: Move, reveals: Reveals) -> None:
    """Move Goods: instead of moving a cube, 1 more link, once per phase (l. 548-550)."""
    p = s["pl"][seat]
    if seat in s["move"]["loco_up"]:
        raise refuse(
            "E_LOCO_ALREADY_INCREASED",
            T("You may increase your locomotive in only one of the two move rounds."),
        )
    if p["loco"] >= LOCO_MAX:
        raise refuse("E_LOCO_MAX", T("Your locomotive is already at {most} links.", most=LOCO_MAX))
    p["loco"] += 1
    s["move"]["loco_up"].append(seat)
    s["move"]["queue"].pop(0)


def _place_production(s: State, seat: int, move: Move, reveals: Reveals) -> None:
    place_production(s, seat, move["spaces"])
    s["phase"] = "growth"


HANDLERS: dict[str, Handler] = {
    "issue_shares": lambda s, seat, m, r: rounds.issue_shares(s, seat, int(m["count"])),
    "bid": lambda s, seat, m, r: rounds.auction_bid(s, seat, int(m["amount"])),
    "pass": _pass,
    "use_turn_order_pass": lambda s, seat, m, r: rounds.auction_top(s, seat),
    "select_action": lambda s, seat, m, r: rounds.select_action(s, seat, m.get("action")),
    "urbanize": _urbanize,
    "skip_urbanize": _skip_urbanize,
    "build": _build,
    "build_special_link": lambda s, seat, m, r: build_special_link(s, seat, m),
    "end_build": lambda s, seat, m, r: end_turn(s, seat),
    "take_back_build": lambda s, seat, m, r: take_back_turn(s, seat),
    "build_turn": lambda s, seat, m, r: build_turn(s, seat, list(m.get("steps", []))),
    "deliver": _deliver,
    "increase_locomotive": _increase_locomotive,
    "place_production": _place_production,
    "pay_start": lambda s, seat, m, r: rounds.lucia_decide(s, seat, True),
    "decline_start": lambda s, seat, m, r: rounds.lucia_decide(s, seat, False),
}
